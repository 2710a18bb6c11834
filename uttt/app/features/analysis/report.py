"""The report's transitions: an event on the evaluation and game report beside the board
in, the new ``AnalysisScreen`` and the program's ``Effects`` out. Pure.

After a round the position on screen (the review's ply) is evaluated at once; "Analyse"
queues every position of the game, the one on screen first, and "Stop" cancels. Each
evaluation is a job of lane ``analysis`` the page runs in slices
(``uttt.app.study.analysis.Evaluator``) and returns as ``Evaluated``; results are written
with the study document as they come (``uttt.app.study.store``), so a reload carries on.
A key on the graph moves its cursor; showing the position it points at is the handler's
(``uttt.app.features.analysis.handlers``), as it changes the page, not the report.

This module loads with the report's modules, once the panel has something to show.

>>> screen, fx = sync(AnalysisScreen(), (40, 36), over=True, shown=1, saved=None)
>>> fx.get(RunJobs).jobs[0].ply, screen.running
(1, False)
"""

from __future__ import annotations

from uttt.app.core.vocabulary import Colour
from uttt.app.features.analysis.state import AnalysisScreen, Job
from uttt.app.model.effects import (
    NOTHING,
    Announce,
    DropJobs,
    Effects,
    Redraw,
    RunJobs,
    WriteStudy,
)
from uttt.app.study import store as study_store
from uttt.app.study.analysis import Report
from uttt.app.study.jobs import GRAPH_KEYS, Evaluated
from uttt.app.texts.i18n import counted, message
from uttt.board import Move, Player
from uttt.frozen import replace

SHOW_KEYS = ("Enter", " ")
"""The graph's keys that show the position under its cursor."""

_STOP = Effects(DropJobs(("analysis",)), Redraw())


def written(document: study_store.Study, screen: AnalysisScreen,
            learner: Player | None = None, opener: Colour = "red") -> study_store.Study:
    """The study document holding the screen's report (what an evaluation writes); once
    the whole game is analysed, ``learner``'s mistakes and blunders (both players' for
    ``None``, each named by its colour, ``opener`` playing X) join its exercises
    (``uttt.app.study.exercises``), due at once."""
    report = screen.report
    if report is None:
        return document
    document = document.with_report(report)
    if not report.is_done():
        return document
    from uttt.app.study import exercises

    found = exercises.from_report(report, learner, 0, opener)
    return replace(document, exercises=exercises.merged(document.exercises, found))


def _next_job(screen: AnalysisScreen) -> tuple[AnalysisScreen, Effects]:
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
            return screen, Effects(Redraw(), Announce((note,)))
        return screen, Effects(Redraw())
    job = Job(screen.next_token, report.moves, ply)
    return replace(screen, job=job, next_token=job.token + 1), Effects(RunJobs((job,)), Redraw())


def sync(screen: AnalysisScreen, moves: tuple[Move, ...], *, over: bool, shown: int | None,
         saved: Report | None, live: bool = False, final: float | None = None
         ) -> tuple[AnalysisScreen, Effects]:
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
        return AnalysisScreen(next_token=screen.next_token, graph=screen.graph), _STOP
    if screen.report is None or screen.report.moves != moves:
        report = saved if saved is not None and saved.moves == moves else Report.new(moves)
        report = replace(report, final=final)
        screen = AnalysisScreen(report, shown, next_token=screen.next_token, graph=screen.graph)
        return _next_job(screen)
    if shown == screen.shown:
        return screen, NOTHING
    return _next_job(replace(screen, shown=shown, cursor=None))


def _live(screen: AnalysisScreen, moves: tuple[Move, ...]) -> tuple[AnalysisScreen, Effects]:
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
    return screen, Effects(RunJobs((job,)), Redraw())


def learn(screen: AnalysisScreen) -> tuple[AnalysisScreen, Effects]:
    """"Learn from my games": the whole game analysed in the background, as "Analyse" does
    but without a word on the notice line (the exercises are written at the end)."""
    if screen.report is None or screen.running or screen.report.is_done():
        return screen, NOTHING
    return _next_job(replace(screen, running=True))


def start(screen: AnalysisScreen) -> tuple[AnalysisScreen, Effects]:
    """"Analyse": every position of the game, the one on screen first."""
    if screen.report is None or screen.running or screen.report.is_done():
        return screen, NOTHING
    screen, effects = _next_job(replace(screen, running=True))
    done, total = screen.report.progress() if screen.report else (0, 0)
    return screen, effects.said((message("analyse.progress", done=done + 1, total=total),))


def cancel(screen: AnalysisScreen) -> tuple[AnalysisScreen, Effects]:
    """"Stop": drop the work under way; what is done stays (and is saved)."""
    if not screen.running or screen.report is None:
        return screen, NOTHING
    done, total = screen.report.progress()
    screen = replace(screen, running=False, job=None)
    note = message("analyse.stopped", done=done, total=counted("positions", total))
    return screen, _STOP | Effects(Announce((note,)))


def evaluated(screen: AnalysisScreen, result: Evaluated, document: study_store.Study,
              learner: Player | None = None, opener: Colour = "red"
              ) -> tuple[AnalysisScreen, Effects]:
    """An evaluation arrived: kept if it is the job still asked for, and the report
    written with the study ``document`` (``learner``, ``opener``: whose mistakes become
    exercises, as ``written``)."""
    job = screen.job
    if job is not None and result.token == job.token and screen.live_moves == job.moves:
        screen = replace(screen, live_eval=result.evaluation, job=None)
        return screen, Effects(Redraw())
    if job is None or result.token != job.token or screen.report is None \
            or screen.report.moves != job.moves:
        return screen, NOTHING
    report = screen.report.with_evaluation(job.ply, result.evaluation)
    screen, effects = _next_job(replace(screen, report=report, job=None))
    text = study_store.dump(written(document, screen, learner, opener))
    return screen, effects | Effects(WriteStudy(text))


def toggle_best(screen: AnalysisScreen) -> tuple[AnalysisScreen, Effects]:
    return replace(screen, show_best=not screen.show_best), Effects(Redraw())


def graph_key(screen: AnalysisScreen, key: str) -> tuple[AnalysisScreen, Effects]:
    """A key on the focused graph: the arrows (and Home, End, Page Up/Down by ten) move
    its cursor point, from the position on screen; Enter or Space (``SHOW_KEYS``) keep it
    there, for the handler to show that position.

    >>> screen, _ = sync(AnalysisScreen(), (40, 36, 0), over=False, shown=None, saved=None)
    >>> screen, fx = sync(screen, (40, 36, 4, 37), over=True, shown=4, saved=None)
    >>> screen, _ = graph_key(screen, "ArrowLeft")
    >>> screen.cursor, graph_key(screen, "Enter")[0].cursor
    (3, 3)
    """
    report = screen.report
    if report is None or key not in GRAPH_KEYS:
        return screen, NOTHING
    last = len(report.moves)
    here = screen.cursor if screen.cursor is not None else (screen.shown or 0)
    if key in SHOW_KEYS:
        return replace(screen, cursor=here), Effects(Redraw())
    moves = {"ArrowLeft": -1, "ArrowDown": -1, "ArrowRight": 1, "ArrowUp": 1,
             "PageDown": -10, "PageUp": 10, "Home": -last, "End": last}
    cursor = max(0, min(last, here + moves[key]))
    return replace(screen, cursor=cursor), Effects(Redraw())
