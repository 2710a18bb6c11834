"""Every legal move's value in one position: the job (data), what it finds, and the work
that finds it in slices. Pure apart from the clock of its slices.

The same searches as the report's evaluation (``uttt.app.study.analysis``): first the
exact solver looks after each move for a forced end (the move wins in n plies, loses in
n, or ends the game drawn), then one search of the position spreads its iterations over
the moves, and each move's value is the search's mean for the side that plays it (its
win chance, a draw counting half) unless the solver or the search proved it.

>>> valuer = Valuer(Board.from_moves([40]), seed=1, iterations=200)
>>> while valuer.step() is not None:
...     pass
>>> found = valuer.result((40,))
>>> sorted(v.move for v in found.values) == sorted(Board.from_moves([40]).legal_moves())
True
>>> found.values[0].win >= found.values[-1].win
True
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from uttt.app.core.event import Event
from uttt.app.core.vocabulary import Lane
from uttt.app.round.computer import SLICE_SECONDS
from uttt.board import Board, Move
from uttt.frozen import frozen, replace

if TYPE_CHECKING:
    from uttt.ai import Searcher
    from uttt.solver import Task

VALUE_ITERATIONS = 6000
"""Search iterations for the whole position: the moves share them (the best get most)."""
SOLVER_PLIES = 4
"""The solver's look after each move: a win in up to 5 plies, the move included, or a
loss in up to 5 (as the report's ``FORCED_PLIES``)."""
PRIOR_VISITS = 4
"""A move's chances are its search mean drawn toward even by this many imaginary visits
at 50%: a move the search dropped after two lost playouts reads 17%, not 0%."""
LINE_LENGTH = 6
BEST_LINES = 3


@frozen
class ValueMoves:
    """Value every legal move of the position after ``moves`` (lane ``values``), played
    from ``start`` (a set-up position's text, ``uttt.fen``; ``None``: the empty board)."""

    token: int
    moves: tuple[Move, ...]
    lane: Lane = "values"
    start: str | None = None

    def board(self) -> Board:
        """The position to value: ``moves`` played from the start.

        >>> ValueMoves(1, (36,), start="9/9/9/9/4x4/9/9/9/9 O 1 e5").board().fen()
        '9/9/9/3o5/4x4/9/9/9/9 X 2 d6'
        """
        board = Board() if self.start is None else Board.from_fen(self.start)
        for move in self.moves:
            board.push(move)
        return board


@frozen
class MoveValue:
    """One move's value for the side that plays it."""

    move: Move
    win: float
    """Its chances after the move, 0..1 (a draw counts half)."""
    forced: int | None = None
    """Proven by the solver: the move wins in this many plies (> 0, itself included) or
    loses in -forced plies."""
    proven: str | None = None
    """``"win"``, ``"loss"`` or ``"draw"`` when proven (a win or loss without ``forced``:
    the search proved it, further than the solver looks)."""
    line: tuple[Move, ...] = ()
    """The expected line, the move first."""
    searched: bool = True
    """The search looked at it (it looks at none but the winning moves of a position
    with a win at once): else its value is unknown."""

    def moves_to_end(self) -> int | None:
        """The winner's moves to the end of a proven win or loss (as
        ``Evaluation.moves_to_win``).

        >>> MoveValue(4, 1.0, 3, "win").moves_to_end(), MoveValue(4, 0.0, -2, "loss").moves_to_end()
        (2, 1)
        """
        if not self.forced:
            return None
        plies = abs(self.forced)
        return (plies + 1) // 2 if self.forced > 0 else plies // 2

    def rank(self) -> tuple[int, float]:
        """Better moves first: the quickest win, then by chances, the slowest loss last."""
        if self.proven == "win":
            return (0, self.forced or 99)
        if self.proven == "loss":
            return (3, -(abs(self.forced) if self.forced else 99))
        return (1, -self.win) if self.searched else (2, 0.0)


@frozen
class MoveValues:
    """The values of every legal move of the position after ``moves``, best first."""

    moves: tuple[Move, ...]
    values: tuple[MoveValue, ...]

    def of(self, move: Move) -> MoveValue | None:
        return next((v for v in self.values if v.move == move), None)

    def best(self, count: int = BEST_LINES) -> tuple[MoveValue, ...]:
        return self.values[:count]


@frozen
class Valued(Event):
    """A ``ValueMoves`` job finished: its token and the values (an event for ``step``)."""

    token: int
    values: MoveValues


def _after(board: Board, move: Move) -> tuple[Board, MoveValue | None]:
    """The position after ``move``, and its value when the move ends the game."""
    after = board.copy()
    after.push(move)
    outcome = after.outcome()
    if outcome is None:
        return after, None
    if outcome.winner is None:
        return after, MoveValue(move, 0.5, None, "draw", (move,))
    return after, MoveValue(move, 1.0, 1, "win", (move,))


def _from_solver(move: Move, found: tuple[int, Move | None] | None) -> MoveValue | None:
    """A move's value from the solver's answer after it (for the side to move then)."""
    if found is None:
        return None
    plies, reply = found
    if plies > 0:  # the opponent wins in ``plies``: the move loses in one more
        return MoveValue(move, 0.0, -(plies + 1), "loss", (move,) if reply is None
                         else (move, reply))
    return MoveValue(move, 1.0, -plies + 1, "win", (move,))


class Valuer:
    """Every move's value, in slices: the solver after each move, then the search."""

    def __init__(self, board: Board, *, seed: int, iterations: int = VALUE_ITERATIONS,
                 solver_plies: int = SOLVER_PLIES) -> None:
        from uttt.ai.mcts import (  # the searches load with the first job, not the page
            Budget,
            Searcher,
        )
        from uttt.solver import forced_task

        self._known: dict[Move, MoveValue] = {}
        self._tasks: list[tuple[Move, Task[tuple[int, Move | None] | None]]] = []
        self._moves = board.legal_moves()
        for move in self._moves:
            after, ended = _after(board, move)
            if ended is not None:
                self._known[move] = ended
            else:
                self._tasks.append((move, forced_task(after, solver_plies)))
        self._searcher: Searcher = Searcher(board, seed=seed, budget=Budget(iterations=iterations))
        self.longest_slice = 0.0

    def step(self, slice_seconds: float = SLICE_SECONDS) -> float | None:
        """Work for about ``slice_seconds``; ``None`` once ``result`` is ready, else 0.0."""
        started = time.perf_counter()
        while self._tasks and time.perf_counter() - started < slice_seconds:
            move, task = self._tasks[0]
            task.step(1)
            if task.done:
                self._tasks.pop(0)
                solved = _from_solver(move, task.value)
                if solved is not None:
                    self._known[move] = solved
        searcher = self._searcher
        left = slice_seconds - (time.perf_counter() - started)
        if not self._tasks and not searcher.is_done() and left > 0:
            assert searcher.budget.iterations is not None
            searcher.run(iterations=searcher.budget.iterations - searcher.iterations,
                         seconds=left)
        self.longest_slice = max(self.longest_slice, time.perf_counter() - started)
        return None if not self._tasks and searcher.is_done() else 0.0

    def result(self, moves: tuple[Move, ...]) -> MoveValues:
        """The values (once ``step`` returned ``None``), best first."""
        from uttt.ai.tree import DRAW, LOSS, WIN, principal_variation

        proofs = {WIN: "win", LOSS: "loss", DRAW: "draw"}
        values = []
        children = {c.move: c for c in self._searcher.root.children}
        for move in self._moves:
            child = children.get(move)
            known = self._known.get(move)
            if child is None:
                values.append(known or MoveValue(move, 0.5, line=(move,), searched=False))
                continue
            line = (child.move, *principal_variation(child, LINE_LENGTH - 1))
            if known is not None:
                values.append(known if len(known.line) > 1 else replace(known, line=line))
                continue
            proven = proofs.get(child.proven)
            win = (child.value + PRIOR_VISITS / 2) / (child.visits + PRIOR_VISITS) \
                if proven is None else {"win": 1.0, "loss": 0.0}.get(proven, 0.5)
            values.append(MoveValue(child.move, round(win, 3), None, proven, line))
        return MoveValues(moves, tuple(sorted(values, key=MoveValue.rank)))


def value_seed(moves: tuple[Move, ...]) -> int:
    """A fixed seed per position: the same position is valued the same way every time."""
    return (len(moves) * 104729 + sum((i + 3) * m for i, m in enumerate(moves))) % (1 << 31)
