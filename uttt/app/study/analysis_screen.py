"""The evaluation and game report beside a finished round: a controller, events in, new
state and effects out. Pure.

After a round the position on screen (the review's ply) is evaluated at once; "Analyse"
queues every position of the game, the one on screen first, and "Stop" cancels. Each
evaluation is a ``Job`` the page runs in slices (``uttt.app.study.analysis.Evaluator``) and
returns as ``Evaluated``; results are saved as they come (``uttt.app.study.store``), so a
reload carries on. A tap on the graph asks the page to show that ply (``review_to``).

>>> screen, fx = sync(AnalysisScreen(), (40, 36), over=True, shown=1, saved=None)
>>> fx.job.ply, screen.running
(1, False)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from uttt.app.study.analysis import Evaluation, Report
from uttt.app.study.jobs import GRAPH_KEYS, Evaluate, Evaluated
from uttt.app.study.report import Box, ply_at
from uttt.app.texts.i18n import Message, counted, message
from uttt.board import Move
from uttt.frozen import field, frozen, replace

if TYPE_CHECKING:
    from uttt.app.round.match import Match


Job = Evaluate
"""Evaluate position ``ply`` of the game ``moves`` (lane ``analysis``)."""


@frozen
class AnalysisEffects:
    job: Job | None = None
    stop: bool = False
    save: bool = False
    redraw: bool = False
    announce: Message | None = None
    review_to: int | None = None


NOTHING = AnalysisEffects()


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


def _next_job(screen: AnalysisScreen) -> tuple[AnalysisScreen, AnalysisEffects]:
    """Start the next evaluation wanted, if none runs: the position on screen, then (while
    analysing) the rest in order."""
    report = screen.report
    if report is None or screen.job is not None:
        return screen, NOTHING
    focus = screen.shown if screen.shown is not None else None
    ply = report.next_ply(focus)
    if ply is not None and not screen.running and ply != focus:
        ply = None
    if ply is None:
        done = screen.running and report.is_done()
        screen = replace(screen, running=False)
        if done:
            note = message("analyse.done", count=counted("positions", len(report.moves)))
            return screen, AnalysisEffects(redraw=True, announce=note)
        return screen, AnalysisEffects(redraw=True)
    job = Job(screen.next_token, report.moves, ply)
    return replace(screen, job=job, next_token=job.token + 1), AnalysisEffects(job=job,
                                                                               redraw=True)


def resigned_chances(match: Match) -> float | None:
    """X's chances at the end of a resigned round (the loser's opponent won); ``None``
    otherwise (the board then says how it ended, or it goes on)."""
    result = match.result
    if result is None or result.resigned_by is None:
        return None
    return 0.0 if match.symbol_of(result.resigned_by) == "X" else 1.0


def sync(screen: AnalysisScreen, moves: tuple[Move, ...], *, over: bool, shown: int | None,
         saved: Report | None, live: bool = False, final: float | None = None
         ) -> tuple[AnalysisScreen, AnalysisEffects]:
    """Follow the page: the round's moves, whether it is over, the ply on screen.
    ``saved`` is this game's saved report, if any (read when the game changes). With
    ``live`` (live evaluation is on for the round being played) the position after
    ``moves`` is evaluated, again after every move. ``final``: X's chances at the end
    when the round's result gives them (a resignation: 0 or 1)."""
    if live and not over:
        return _live(screen, moves)
    if not over or not moves:
        if screen.report is None and screen.live_moves is None:
            return screen, NOTHING
        return AnalysisScreen(next_token=screen.next_token, graph=screen.graph), \
            AnalysisEffects(stop=True, redraw=True)
    if screen.report is None or screen.report.moves != moves:
        report = saved if saved is not None and saved.moves == moves else Report.new(moves)
        report = replace(report, final=final)
        screen = AnalysisScreen(report, shown, next_token=screen.next_token, graph=screen.graph)
        return _next_job(screen)
    if shown == screen.shown:
        return screen, NOTHING
    return _next_job(replace(screen, shown=shown, cursor=None))


def _live(screen: AnalysisScreen, moves: tuple[Move, ...]
          ) -> tuple[AnalysisScreen, AnalysisEffects]:
    """Evaluate the live position (a new move drops the evaluation of the last one)."""
    if screen.live_moves == moves:
        return screen, NOTHING
    job = Job(screen.next_token, moves, len(moves))
    last = screen.stale
    if screen.live_eval is not None and screen.shown is not None:
        last = (screen.shown, screen.live_eval)
    screen = AnalysisScreen(shown=len(moves), job=job, next_token=job.token + 1,
                            show_best=screen.show_best, graph=screen.graph, live_moves=moves,
                            stale=last)
    return screen, AnalysisEffects(job=job, redraw=True)


def start(screen: AnalysisScreen) -> tuple[AnalysisScreen, AnalysisEffects]:
    """"Analyse": every position of the game, the one on screen first."""
    if screen.report is None or screen.running or screen.report.is_done():
        return screen, NOTHING
    screen, effects = _next_job(replace(screen, running=True))
    done, total = screen.report.progress() if screen.report else (0, 0)
    return screen, replace(effects, announce=message("analyse.progress", done=done + 1,
                                                     total=total))


def cancel(screen: AnalysisScreen) -> tuple[AnalysisScreen, AnalysisEffects]:
    """"Stop": drop the work under way; what is done stays (and is saved)."""
    if not screen.running or screen.report is None:
        return screen, NOTHING
    done, total = screen.report.progress()
    screen = replace(screen, running=False, job=None)
    return screen, AnalysisEffects(stop=True, redraw=True,
                                   announce=message("analyse.stopped", done=done,
                                                  total=counted("positions", total)))


def evaluated(screen: AnalysisScreen, result: Evaluated) -> tuple[AnalysisScreen, AnalysisEffects]:
    """An evaluation arrived: kept if it is the job still asked for."""
    job = screen.job
    if job is not None and result.token == job.token and screen.live_moves == job.moves:
        screen = replace(screen, live_eval=result.evaluation, job=None)
        return screen, AnalysisEffects(redraw=True)
    if job is None or result.token != job.token or screen.report is None \
            or screen.report.moves != job.moves:
        return screen, NOTHING
    report = screen.report.with_evaluation(job.ply, result.evaluation)
    screen, effects = _next_job(replace(screen, report=report, job=None))
    return screen, replace(effects, save=True)


def toggle_best(screen: AnalysisScreen) -> tuple[AnalysisScreen, AnalysisEffects]:
    return replace(screen, show_best=not screen.show_best), AnalysisEffects(redraw=True)


def set_graph(screen: AnalysisScreen, box: Box) -> AnalysisScreen:
    return replace(screen, graph=box)


def graph_tap(screen: AnalysisScreen, x: float, y: float) -> tuple[AnalysisScreen, AnalysisEffects]:
    """A tap on the graph: show the position nearest to it."""
    if screen.report is None:
        return screen, NOTHING
    ply = ply_at(screen.graph, len(screen.report.moves) + 1, x, y)
    return screen, (NOTHING if ply is None else AnalysisEffects(review_to=ply))




def graph_key(screen: AnalysisScreen, key: str) -> tuple[AnalysisScreen, AnalysisEffects]:
    """A key on the focused graph: the arrows (and Home, End, Page Up/Down by ten) move
    its cursor point, from the position on screen; Enter or Space shows that position.

    >>> screen, _ = sync(AnalysisScreen(), (40, 36, 0), over=False, shown=None, saved=None)
    >>> screen, fx = sync(screen, (40, 36, 4, 37), over=True, shown=4, saved=None)
    >>> screen, _ = graph_key(screen, "ArrowLeft")
    >>> screen.cursor, graph_key(screen, "Enter")[1].review_to
    (3, 3)
    """
    report = screen.report
    if report is None or key not in GRAPH_KEYS:
        return screen, NOTHING
    last = len(report.moves)
    here = screen.cursor if screen.cursor is not None else (screen.shown or 0)
    if key in ("Enter", " "):
        return replace(screen, cursor=here), AnalysisEffects(review_to=here, redraw=True)
    moves = {"ArrowLeft": -1, "ArrowDown": -1, "ArrowRight": 1, "ArrowUp": 1,
             "PageDown": -10, "PageUp": 10, "Home": -last, "End": last}
    cursor = max(0, min(last, here + moves[key]))
    return replace(screen, cursor=cursor), AnalysisEffects(redraw=True)
