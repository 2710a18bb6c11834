"""Puzzles: the shipped set, an attempt at one, and the player's streak. Pure.

``uttt/data/puzzles.json`` (made by ``scripts/make/make_puzzles.py``) lists positions from
self-play games where exactly one move forces a win within ``plies`` plies, each with its
rating and themes (``uttt.app.study.themes``). The file is compact (``encode``)::

    {"format": 2, "puzzles": ["<moves><solution> <plies> <rating> <themes>", ...]}

one character per move (``ALPHABET``: the cell's index), the winning move last, and the
themes as letters (``-`` for none). An attempt
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
from uttt.frozen import field, frozen, replace
from uttt.solver import Task, defence_task, move_wins_task

DATA = Path(data.__file__).resolve().parent / "puzzles.json"
"""The shipped set, inside the package."""
SITE_PATH = "data/puzzles.json"
"""Where the site serves it (``scripts/build_site.py``): not in the start-up archive, the
page fetches it when the puzzles first open (``Effects.fetch_puzzles``); the service
worker's precache keeps it for offline use."""

MAX_PLIES = 9
FORMAT = 2
ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ!#$%&()*+,-./:;<=>?"
"""The character of each cell, by index (81, none a space, a quote or a backslash)."""
_INDEX = {char: index for index, char in enumerate(ALPHABET)}
DEFAULT_RATING = 1500
Status = Literal["solving", "solved", "failed"]


@frozen
class Puzzle:
    """A position (the moves leading to it), its only fast win and that win's length."""

    moves: tuple[Move, ...]
    solution: Move
    plies: int
    rating: int = DEFAULT_RATING
    themes: tuple[str, ...] = ()

    @property
    def key(self) -> str:
        """The puzzle's name in saved data: its moves and solution, encoded."""
        return "".join(ALPHABET[m] for m in (*self.moves, self.solution))

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


def encode(puzzle: Puzzle) -> str:
    """A puzzle as one line of the shipped file.

    >>> encode(Puzzle((40, 36), 4, 3, 1420, ("quiet", "free_move")))
    'EA4 3 1420 qf'
    """
    from uttt.app.study.themes import CODES

    themes = "".join(CODES[t] for t in puzzle.themes) or "-"
    return f"{puzzle.key} {puzzle.plies} {puzzle.rating} {themes}"


def decode(line: object) -> Puzzle | None:
    """The puzzle a line of the shipped file holds; ``None`` for anything malformed. Its
    moves are replayed through the rules when it is put on screen (``is_valid``), not
    here: two thousand replays would hold the page for a moment at the first opening.

    >>> decode('EA4 3 1420 qf')
    Puzzle(moves=(40, 36), solution=4, plies=3, rating=1420, themes=('quiet', 'free_move'))
    >>> decode('EA4 3 x -'), decode(7)
    (None, None)
    """
    from uttt.app.study.themes import NAMES

    parts = line.split(" ") if isinstance(line, str) else []
    if len(parts) != 4 or not parts[0] or not all(c in _INDEX for c in parts[0]):
        return None
    cells, plies, rating, letters = parts
    if not (plies.isdigit() and rating.isdigit() and len(rating) <= 4):
        return None
    themes = () if letters == "-" else tuple(NAMES.get(c, "") for c in letters)
    if "" in themes:
        return None
    moves = tuple(_INDEX[c] for c in cells)
    if int(plies) % 2 != 1 or not 1 <= int(plies) <= MAX_PLIES or len(moves) > 81:
        return None
    return Puzzle(moves[:-1], moves[-1], int(plies), int(rating), themes)


def _puzzle(item: object) -> Puzzle | None:
    """A puzzle of the first format (a JSON object, no rating, no themes)."""
    if not isinstance(item, dict):
        return None
    moves, solution, plies = item.get("moves"), item.get("solution"), item.get("plies")
    ints = isinstance(moves, list) and all(type(m) is int for m in moves)
    if not ints or type(solution) is not int or type(plies) is not int:
        return None
    puzzle = Puzzle(tuple(moves), solution, plies)  # type: ignore[arg-type]
    return puzzle if puzzle.is_valid() else None


def parse_puzzles(text: str) -> tuple[Puzzle, ...]:
    """The well-formed puzzles of the shipped file (either format); anything else is
    skipped. The first format's are replayed through the rules here, the compact
    format's when shown (``decode``).

    >>> parse_puzzles('[{"moves": [40], "solution": 36, "plies": 3}, {"moves": [99]}, 7]')
    (Puzzle(moves=(40,), solution=36, plies=3, rating=1500, themes=()),)
    >>> len(parse_puzzles('{"format": 2, "puzzles": ["EA4 3 1420 -", "??"]}'))
    1
    >>> parse_puzzles("nonsense")
    ()
    """
    try:
        items = json.loads(text)
    except ValueError:
        return ()
    if isinstance(items, dict) and items.get("format") == FORMAT:
        lines = items.get("puzzles")
        found = map(decode, lines) if isinstance(lines, list) else iter(())
    elif isinstance(items, list):
        found = map(_puzzle, items)
    else:
        return ()
    return tuple(p for p in found if p is not None)


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


Rating = tuple[float, float, float]
"""A Glicko-2 rating: rating, deviation, volatility (``uttt.app.rating.glicko``)."""
START_RATING: Rating = (1500.0, 350.0, 0.06)
MAX_HISTORY = 500
"""Puzzles remembered (newest last): the results by theme and difficulty are read from
them (``uttt.app.study.puzzle_results``)."""
RECENT = 60
"""The last puzzles of the history that ``pick`` avoids."""


@frozen
class Records:
    """The best of each puzzle mode (``uttt.app.study.puzzle_runs``): the longest streak
    run and the most puzzles solved in each timed run's length (``RUN_LENGTHS``)."""

    streak: int = 0
    timed_180: int = 0
    timed_300: int = 0

    def timed(self, seconds: int) -> int:
        """The best score of a timed run of ``seconds``.

        >>> Records(timed_300=4).timed(300), Records().timed(180)
        (4, 0)
        """
        return self.timed_300 if seconds == 300 else self.timed_180


@frozen
class PuzzleProgress:
    """Where the player is in the set, their streak of puzzles solved in a row, their
    puzzle rating, their choices and the puzzles they did last."""

    index: int = 0
    streak: int = 0
    best: int = 0
    solved: int = 0
    failed: int = 0
    rating: Rating = START_RATING
    theme: str = "mixed"
    difficulty: str = "normal"
    history: tuple[tuple[str, bool], ...] = ()
    """The last puzzles decided: each one's key and whether it was solved."""
    daily: str = ""
    """The date (``YYYY-MM-DD``) of the last daily puzzle decided."""
    records: Records = field(default_factory=Records)
    """The puzzle modes' best scores."""

    def recent(self) -> frozenset[str]:
        """The keys of the puzzles decided last (``RECENT``), which ``pick`` avoids."""
        return frozenset(key for key, _ in self.history[-RECENT:])

    def after(self, solved: bool, count: int, *, rating: Rating | None = None,
              key: str = "", daily: str = "") -> PuzzleProgress:
        """The progress once the current puzzle is solved or failed: on to the next
        in the set (``pick`` may choose another), the new ``rating``, the puzzle
        ``key`` remembered, and ``daily`` set when it was that day's puzzle.

        >>> PuzzleProgress().after(True, 3).after(True, 3).after(False, 3).streak
        0
        >>> PuzzleProgress().after(True, 3).after(True, 3).after(False, 3).best
        2
        """
        index = (self.index + 1) % count if count else 0
        streak = self.streak + 1 if solved else 0
        history = (*self.history, (key, solved))[-MAX_HISTORY:] if key else self.history
        return replace(self, index=index, streak=streak, best=max(self.best, streak),
                       solved=self.solved + solved, failed=self.failed + (not solved),
                       rating=rating or self.rating, history=history,
                       daily=daily or self.daily)
