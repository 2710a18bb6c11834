"""Puzzles: the shipped set, an attempt at one, and the player's streak. Pure.

``uttt/data/puzzles.json`` (made by ``scripts/make_puzzles.py``) lists positions from
self-play games where exactly one move forces a win within ``plies`` plies. An attempt
checks each answer by the proof (``uttt.solver``: does the move still force a win within
the plies left?), then the defence replies with the move that holds out longest. A wrong
answer is refused and fails the puzzle; the winning move solves it.

The proof and the defence are ``Task``s the page runs in slices; ``answer`` runs both at
once for tests and tools.

>>> puzzle = Puzzle((43, 67, 42, 59, 46, 13, 40, 39, 29, 18, 8, 75, 33, 61, 69, 54, 5, 52,
...     70, 66, 30, 27, 7, 68, 47, 26, 74, 22, 37, 14, 45, 6, 56, 55, 17, 73, 9, 1, 10, 15,
...     60, 62), solution=78, plies=3)
>>> attempt = answer(Attempt(puzzle), 78)       # right: the defence replies
>>> attempt.status, len(attempt.line), attempt.plies_left
('solving', 2, 1)
>>> answer(Attempt(puzzle), 79).status          # wrong: refused
'failed'
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

from uttt import data
from uttt.board import Board, IllegalMoveError, Move, Player
from uttt.frozen import frozen, replace
from uttt.solver import Task, defence_task, move_wins_task

DATA = Path(data.__file__).resolve().parent / "puzzles.json"
"""The shipped set, inside the package (the page's archive carries it)."""

MAX_PLIES = 9
Status = Literal["solving", "solved", "failed"]


@frozen
class Puzzle:
    """A position (the moves leading to it), its only fast win and that win's length."""

    moves: tuple[Move, ...]
    solution: Move
    plies: int

    def board(self) -> Board:
        """The puzzle's position."""
        return Board.from_moves(self.moves)

    @property
    def side(self) -> Player:
        """Who plays the winning side: the side to move."""
        return "X" if len(self.moves) % 2 == 0 else "O"

    @property
    def moves_to_win(self) -> int:
        """The length in the solver's own moves: plies 1, 3, 5 are 1, 2, 3 moves."""
        return (self.plies + 1) // 2

    def is_valid(self) -> bool:
        """Whether the moves replay, the game is on and the solution is legal there."""
        if self.plies % 2 != 1 or not 1 <= self.plies <= MAX_PLIES:
            return False
        try:
            board = self.board()
        except IllegalMoveError:
            return False
        return board.is_legal(self.solution)


def _puzzle(item: object) -> Puzzle | None:
    if not isinstance(item, dict):
        return None
    moves, solution, plies = item.get("moves"), item.get("solution"), item.get("plies")
    ints = isinstance(moves, list) and all(type(m) is int for m in moves)
    if not ints or type(solution) is not int or type(plies) is not int:
        return None
    puzzle = Puzzle(tuple(moves), solution, plies)  # type: ignore[arg-type]
    return puzzle if puzzle.is_valid() else None


def parse_puzzles(text: str) -> tuple[Puzzle, ...]:
    """The valid puzzles of a JSON list, replayed through the rules; anything else is skipped.

    >>> parse_puzzles('[{"moves": [40], "solution": 36, "plies": 3}, {"moves": [99]}, 7]')
    (Puzzle(moves=(40,), solution=36, plies=3),)
    >>> parse_puzzles("nonsense")
    ()
    """
    try:
        items = json.loads(text)
    except ValueError:
        return ()
    if not isinstance(items, list):
        return ()
    return tuple(p for p in map(_puzzle, items) if p is not None)


def load_puzzles(path: Path | None = None) -> tuple[Puzzle, ...]:
    """The shipped set, or the file at ``path`` (empty if missing or unreadable). The
    shipped set is read through the package's importer (``uttt.data``): in the page it is
    a member of the game's zip archive, not a file."""
    try:
        return parse_puzzles(data.read_text("puzzles.json") if path is None
                             else path.read_text(encoding="utf-8"))
    except OSError:
        return ()


@frozen
class Attempt:
    """One try at a puzzle: the moves played since its position and how it stands."""

    puzzle: Puzzle
    line: tuple[Move, ...] = ()
    status: Status = "solving"
    wrong: Move | None = None
    """The refused answer of a failed attempt."""

    @property
    def plies_left(self) -> int:
        """Plies the forced win may still take, the solver's next move included."""
        return self.puzzle.plies - len(self.line)

    def board(self) -> Board:
        """The position now."""
        return Board.from_moves((*self.puzzle.moves, *self.line))

    def solver_to_move(self) -> bool:
        """Whether the player (the winning side) is to move."""
        return self.status == "solving" and len(self.line) % 2 == 0


def judge_task(attempt: Attempt, move: Move) -> Task[bool]:
    """The proof that decides an answer: does ``move`` win within the plies left?"""
    if not attempt.solver_to_move():
        raise ValueError("it is not the solver's turn")
    return move_wins_task(attempt.board(), move, attempt.plies_left)


def judged(attempt: Attempt, move: Move, wins: bool) -> Attempt:
    """The attempt after the proof's verdict on ``move``: refused, solved, or on."""
    if not wins:
        return replace(attempt, status="failed", wrong=move)
    line = (*attempt.line, move)
    board = Board.from_moves((*attempt.puzzle.moves, *line))
    return replace(attempt, line=line, status="solved" if board.is_game_over() else "solving")


def reply_task(attempt: Attempt) -> Task[Move]:
    """The defence's search, once the player's answer was accepted."""
    if attempt.status != "solving" or len(attempt.line) % 2 != 1:
        raise ValueError("the defence is not to move")
    return defence_task(attempt.board(), attempt.plies_left)


def replied(attempt: Attempt, move: Move) -> Attempt:
    """The attempt after the defence's reply."""
    return replace(attempt, line=(*attempt.line, move))


def _finish(task: Task[object]) -> None:
    while not task.done:
        task.step(1 << 20)


def answer(attempt: Attempt, move: Move) -> Attempt:
    """Judge ``move`` and, if the puzzle goes on, play the defence (in one call)."""
    task = judge_task(attempt, move)
    _finish(task)  # type: ignore[arg-type]
    attempt = judged(attempt, move, task.value)
    if attempt.status != "solving":
        return attempt
    defence = reply_task(attempt)
    _finish(defence)  # type: ignore[arg-type]
    return replied(attempt, defence.value)


@frozen
class PuzzleProgress:
    """Where the player is in the set, and their streak of puzzles solved in a row."""

    index: int = 0
    streak: int = 0
    best: int = 0
    solved: int = 0
    failed: int = 0

    def after(self, solved: bool, count: int) -> PuzzleProgress:
        """The progress once the current puzzle is solved or failed: on to the next.

        >>> PuzzleProgress().after(True, 3).after(True, 3).after(False, 3)
        PuzzleProgress(index=0, streak=0, best=2, solved=2, failed=1)
        """
        index = (self.index + 1) % count if count else 0
        if solved:
            streak = self.streak + 1
            return PuzzleProgress(index, streak, max(self.best, streak), self.solved + 1,
                                  self.failed)
        return PuzzleProgress(index, 0, self.best, self.solved, self.failed + 1)
