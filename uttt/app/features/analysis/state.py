"""The evaluation and game report beside a finished round: its state, read by the view
and the page view, and the pure rules that need no effects. Its transitions, events in,
new state and the program's effects out, are the controller's
(``uttt.app.features.analysis.report``).

After a round the position on screen (the review's ply) is evaluated; "Analyse" queues
every position of the game. Each evaluation is a ``Job`` the page runs in slices
(``uttt.app.study.analysis.Evaluator``) and returns as ``Evaluated``. A tap on the graph
names the position nearest to it (``tapped_ply``), for the page to show.

>>> tapped_ply(AnalysisScreen(), 10.0, 10.0) is None
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from uttt.app.study.analysis import Evaluation, Report
from uttt.app.study.jobs import Evaluate
from uttt.app.study.report import Box, ply_at
from uttt.board import Move
from uttt.frozen import field, frozen

if TYPE_CHECKING:
    from uttt.app.round.match import Match


Job = Evaluate
"""Evaluate position ``ply`` of the game ``moves`` (lane ``analysis``)."""


@frozen
class AnalysisScreen:
    """The report of the finished round on screen, and the work under way."""

    report: Report | None = None
    shown: int | None = None
    """The position on screen (a ply of ``report``), ``None`` outside a finished round."""
    running: bool = False
    """The whole game is being analysed (else only the position on screen)."""
    job: Job | None = None
    next_token: int = 1
    show_best: bool = False
    graph: Box = field(default_factory=lambda: Box(0, 0, 300, 120))
    live_moves: tuple[Move, ...] | None = None
    """Live evaluation: the moves of the round still being played (``report`` is then
    ``None``); its position is evaluated after every move."""
    live_eval: Evaluation | None = None
    """The live position's evaluation, once it arrived."""
    stale: tuple[int, Evaluation] | None = None
    """Live evaluation: the last position's (ply, evaluation), shown dimmed while the new
    position is searched, so the panel keeps its figures and its size."""
    cursor: int | None = None
    """The graph's keyboard cursor: a position (ply) of ``report``; ``None`` until a key
    moves it (then it is the position shown)."""

    def graph_cursor(self) -> int:
        """Where the graph's cursor point is: where a key moved it, else the position shown."""
        if self.cursor is not None:
            return self.cursor
        return self.shown if self.shown is not None else 0

    def current(self) -> Evaluation | None:
        """The evaluation of the position on screen, if there is one yet."""
        if self.live_moves is not None:
            return self.live_eval
        if self.report is None or self.shown is None or self.shown >= len(self.report.moves):
            return None
        return self.report.evaluations[self.shown]


def resigned_chances(match: Match) -> float | None:
    """X's chances at the end of a resigned round (the loser's opponent won); ``None``
    otherwise (the board then says how it ended, or it goes on)."""
    result = match.result
    if result is None or result.resigned_by is None:
        return None
    return 0.0 if match.symbol_of(result.resigned_by) == "X" else 1.0


def end_chances(match: Match) -> float | None:
    """X's chances at the end of a finished round, as its result says them (1 X won, 0 O
    won, 0.5 a draw); ``None`` while it goes on.

    >>> from uttt.app.round.match import Match
    >>> from uttt.app.round.record import MatchRecord
    >>> end_chances(Match(MatchRecord("0" * 16, game="classic", moves=(0, 3, 1, 4, 2))))
    1.0
    """
    resigned = resigned_chances(match)
    outcome = match.board.outcome()
    if resigned is not None or outcome is None:
        return resigned
    return 0.5 if outcome.winner is None else float(outcome.winner == "X")


def tapped_ply(screen: AnalysisScreen, x: float, y: float) -> int | None:
    """A tap on the graph: the position nearest to it, if it lands near one."""
    if screen.report is None:
        return None
    return ply_at(screen.graph, len(screen.report.moves) + 1, x, y)
