"""Analysing positions: one position's evaluation, a game's report job, run in slices.

An ``Evaluation`` is what the search says about a position: the side to move's winning
chances, its best move and expected line, and, when the exact solver finds one within
``FORCED_PLIES``, the forced result ("X wins in 3"). A ``Report`` holds one game's
evaluations as they arrive (the job's state: what is done, what is next, the progress);
it is plain data, saved between visits (``uttt.app.study.store``), so a reload carries on
where it stopped. An ``Evaluator`` computes one evaluation in slices; the page calls
``step`` and yields to the browser between calls, as for the computer's turn.

>>> report = Report.new((40, 36))
>>> report.progress(), report.next_ply()
((0, 2), 0)
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from uttt.app.round.computer import SLICE_SECONDS
from uttt.app.study.report import Marked, Summary, Verdict, mistakes, summaries, verdicts
from uttt.board import Board, Move, Player
from uttt.frozen import frozen, replace
from uttt.solver import Task, forced_task

if TYPE_CHECKING:
    from uttt.ai import Searcher

ANALYSIS_ITERATIONS = 3000
"""Search iterations per position: see docs/computer.md (about 0.15-0.25 s in the browser)."""
FORCED_PLIES = 5
"""The exact solver looks this many plies ahead for a forced result."""
PV_LENGTH = 6


@frozen
class Evaluation:
    """The search's view of one position (the game still on)."""

    win: float
    """The side to move's winning chances, 0..1 (a draw counts half)."""
    best: Move
    pv: tuple[Move, ...]
    """The expected line, ``best`` first."""
    forced: int | None = None
    """Proven: the side to move wins in this many plies (> 0) or loses in -forced plies."""

    def winner(self, turn: Player) -> Player | None:
        """Who wins by force (the forced result's side), if proven."""
        if self.forced is None or self.forced == 0:
            return None
        other: Player = "O" if turn == "X" else "X"
        return turn if self.forced > 0 else other

    def moves_to_win(self) -> int | None:
        """The winner's moves to the end of a forced win (plies 1, 3, 5 -> 1, 2, 3 moves;
        a loss in 2, 4 plies -> the opponent's 1, 2 moves)."""
        if not self.forced:
            return None
        plies = abs(self.forced)
        return (plies + 1) // 2 if self.forced > 0 else plies // 2


def final_chances(board: Board) -> float:
    """X's chances at the end of a game: 1 (X won), 0 (O won) or 0.5."""
    outcome = board.outcome()
    if outcome is None:
        raise ValueError("the game is not over")
    return 0.5 if outcome.winner is None else float(outcome.winner == "X")


@frozen
class Report:
    """One game's analysis: an evaluation per position before each move, filled in order."""

    moves: tuple[Move, ...]
    evaluations: tuple[Evaluation | None, ...]
    final: float | None = None
    """X's chances at the end as the round's result says them (a resignation, or a game
    whose board is not the nine boards'); not saved: the page passes it from the round."""
    exact: bool = False
    """The values are the solver's, known at once (``solved_report``), not the search's;
    not saved: such a report is made again from the moves."""

    @classmethod
    def new(cls, moves: tuple[Move, ...]) -> Report:
        return cls(moves, (None,) * len(moves))

    def progress(self) -> tuple[int, int]:
        """(positions done, positions in all)."""
        return sum(e is not None for e in self.evaluations), len(self.moves)

    def is_done(self) -> bool:
        return all(e is not None for e in self.evaluations)

    def next_ply(self, focus: int | None = None) -> int | None:
        """The next position to analyse: ``focus`` first (the one on screen), then in order."""
        if focus is not None and 0 <= focus < len(self.moves) and self.evaluations[focus] is None:
            return focus
        return next((ply for ply, e in enumerate(self.evaluations) if e is None), None)

    def with_evaluation(self, ply: int, evaluation: Evaluation) -> Report:
        items = list(self.evaluations)
        items[ply] = evaluation
        return replace(self, evaluations=tuple(items))

    def x_chances(self) -> list[float | None]:
        """X's chances at every position, the final one included (``None``: not yet).

        >>> Report.new((0, 1)).x_chances()
        [None, None, None]
        """
        chances: list[float | None] = []
        for ply, evaluation in enumerate(self.evaluations):
            if evaluation is None:
                chances.append(None)
            else:
                chances.append(evaluation.win if ply % 2 == 0 else 1.0 - evaluation.win)
        if self.final is not None:
            return [*chances, self.final]
        board = Board.from_moves(self.moves)
        chances.append(final_chances(board) if board.is_game_over() else None)
        return chances

    def marked(self) -> list[Marked]:
        """The mistakes and blunders found so far, with the better moves."""
        return mistakes(self.moves, self._best(), self.x_chances())

    def verdicts(self) -> dict[int, Verdict]:
        """Every move judged worse than ``ok`` so far, by its index in the game."""
        return verdicts(self.moves, self._best(), self.x_chances())

    def summaries(self) -> tuple[Summary, ...]:
        """Each player's accuracy and counts over the moves judged so far (X first)."""
        return summaries(self.moves, self._best(), self.x_chances())

    def _best(self) -> list[Move | None]:
        return [None if e is None else e.best for e in self.evaluations]


def solved_report(moves: tuple[Move, ...], values: tuple[tuple[float, Move], ...],
                  final: float | None) -> Report:
    """A whole report from exact values (``Variant.solved_values``: the side to move's
    chances and a best move before each move), ``final`` X's chances at the end.

    >>> solved_report((4, 1, 0), ((0.5, 4), (0.5, 0), (1.0, 0)), 1.0).x_chances()
    [0.5, 0.5, 1.0, 1.0]
    """
    evaluations = tuple(Evaluation(win, best, (best,)) for win, best in values)
    return Report(moves, evaluations, final, exact=True)


class Evaluator:
    """One position's evaluation, in slices: the exact solver's look, then the search.

    >>> evaluator = Evaluator(Board.from_moves([40]), seed=1, iterations=50)
    >>> while evaluator.step() is not None:
    ...     pass
    >>> evaluator.result().best in Board.from_moves([40]).legal_moves()
    True
    """

    def __init__(self, board: Board, *, seed: int, iterations: int = ANALYSIS_ITERATIONS,
                 forced_plies: int = FORCED_PLIES) -> None:
        from uttt.ai.mcts import Budget, Searcher  # the search loads with the first evaluation, not
        # with the page (scripts/bench/bench_load.py)

        self._forced: Task[tuple[int, Move | None] | None] = forced_task(board, forced_plies)
        self._searcher: Searcher = Searcher(board, seed=seed, budget=Budget(iterations=iterations))
        self.longest_slice = 0.0

    def step(self, slice_seconds: float = SLICE_SECONDS) -> float | None:
        """Work for about ``slice_seconds``; ``None`` once ``result`` is ready, else 0.0."""
        started = time.perf_counter()
        while not self._forced.done and time.perf_counter() - started < slice_seconds:
            self._forced.step(1)
        searcher = self._searcher
        left = slice_seconds - (time.perf_counter() - started)
        if self._forced.done and not searcher.is_done() and left > 0:
            assert searcher.budget.iterations is not None
            searcher.run(iterations=searcher.budget.iterations - searcher.iterations,
                         seconds=left)
        self.longest_slice = max(self.longest_slice, time.perf_counter() - started)
        return None if self._forced.done and searcher.is_done() else 0.0

    def result(self) -> Evaluation:
        """The evaluation (once ``step`` returned ``None``)."""
        found = self._searcher.result()
        forced = self._forced.value if self._forced.done else None
        pv = tuple(found.pv[:PV_LENGTH])
        if forced is None:
            return Evaluation(round(found.win_probability, 3), found.move, pv)
        plies, move = forced
        if move is not None:
            line = pv if pv and pv[0] == move else (move,)
            return Evaluation(1.0, move, line, plies)
        return Evaluation(0.0, found.move, pv, plies)


def seed_for(moves: tuple[Move, ...], ply: int) -> int:
    """A fixed seed per position: the same game is analysed the same way every time."""
    return (ply * 7919 + sum((i + 1) * m for i, m in enumerate(moves[:ply]))) % (1 << 31)
