"""The puzzle panel in the program: opened and closed, taps, typed moves, "Next puzzle"
and the proofs' answers come in as events; the proofs are jobs of lane ``puzzle``; the
streak and the place in the set are written with the study document. The puzzles'
transitions are ``uttt.app.features.puzzles.moves``, their state
``uttt.app.features.puzzles.state``; their modules load when the panel first opens.
While it is open the computer does not ponder the game under it (``ponder_level``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from uttt.app.features.analysis.handlers import opened_study
from uttt.app.features.puzzles.events import (
    PuzzleSet,
    PuzzleSize,
    PuzzlesShown,
    PuzzleTap,
    PuzzleTyped,
)
from uttt.app.model.app import NOTHING, App, Effects
from uttt.app.model.effects import DropJobs, FetchPuzzles, Redraw, WriteStudy
from uttt.app.model.events import Click, SetOption
from uttt.app.model.routes import timeless
from uttt.app.study.jobs import JobDone
from uttt.app.study.values import Valued
from uttt.frozen import replace

if TYPE_CHECKING:
    from uttt.app.features.puzzles.state import PuzzleScreen
    from uttt.app.study.puzzles import Puzzle

Change = tuple["PuzzleScreen", Effects]


def puzzles_shown(app: App, event: PuzzlesShown) -> tuple[App, Effects]:
    """The panel opened (at the puzzle the player's progress points at) or closed (its
    proof search dropped)."""
    app = replace(app, puzzles_open=event.shown)
    if not event.shown:
        study = replace(app.study, puzzles=None)
        return replace(app, study=study), Effects(DropJobs(("puzzle",)))
    if not app.study.read:  # no study document given (a page without one): nothing to show
        return app, NOTHING
    opening = (event.width or 320.0, event.height or 320.0, event.day)
    if app.study.puzzle_set is None:  # the first opening: fetch the set, then open
        fetching = app.study.opening is not None
        app = replace(app, study=replace(app.study, opening=opening))
        return app, NOTHING if fetching else Effects(FetchPuzzles())
    return _opened(app, opening)


def puzzle_set(app: App, event: PuzzleSet) -> tuple[App, Effects]:
    """The puzzle set's file arrived: kept (a failed fetch is tried again at the next
    opening), and the panel opened if it still waits for it (saying that the device is
    offline if that is why no set came)."""
    from uttt.app.study.puzzles import parse_puzzles

    opening = app.study.opening
    puzzles = parse_puzzles(event.text) if event.text is not None else ()
    study = replace(app.study, opening=None, puzzle_set=puzzles if puzzles else None)
    app = replace(app, study=study)
    if opening is None or not app.puzzles_open:
        return app, NOTHING
    return _opened(app, opening, puzzles, offline=event.offline and not puzzles)


def _opened(app: App, opening: tuple[float, float, str],
            puzzles: tuple[Puzzle, ...] | None = None, *, offline: bool = False
            ) -> tuple[App, Effects]:
    """The panel open at the puzzle the player's progress points at (``offline``: no set,
    for want of a network)."""
    app, effects = opened_study(app, NOTHING)
    from uttt.app.features.puzzles import state as screens

    assert app.study.document is not None
    width, height, day = opening
    shown = app.study.puzzle_set if puzzles is None else puzzles
    screen = screens.PuzzleScreen.open(shown or (), app.study.document.puzzles, width, height)
    screen = replace(screen, day=day, drills=app.study.document.exercises, offline=offline)
    app = replace(app, study=replace(app.study, puzzles=screen))
    task = screen.task()
    return app, effects | Effects(Redraw()).said(() if task is None else (task,))


def puzzle_tap(app: App, event: PuzzleTap) -> tuple[App, Effects]:
    from uttt.app.features.puzzles import moves as puzzle_moves

    document = app.study.document
    return _on_puzzle(app, lambda s: puzzle_moves.tap(s, event.x, event.y, document))


def puzzle_typed(app: App, event: PuzzleTyped) -> tuple[App, Effects]:
    from uttt.app.features.puzzles import moves as puzzle_moves

    document = app.study.document
    return _on_puzzle(app, lambda s: puzzle_moves.typed(s, event.text, document))


def puzzle_size(app: App, event: PuzzleSize) -> tuple[App, Effects]:
    from uttt.app.features.puzzles import state as screens

    screen = app.study.puzzles
    if screen is None:
        return app, NOTHING
    screen = screens.resize(screen, event.width, event.height)
    return replace(app, study=replace(app.study, puzzles=screen)), Effects(Redraw())


def puzzle_click(app: App, event: Click) -> tuple[App, Effects]:
    """One of the panel's buttons (``BUTTONS``)."""
    from uttt.app.features.puzzles import moves as puzzle_moves

    document = app.study.document
    if event.button == "puzzle_hint":
        return _on_puzzle(app, puzzle_moves.hint)
    if event.button == "puzzle_daily":
        return _on_puzzle(app, puzzle_moves.daily)
    if event.button == "puzzle_solution" and document is not None:
        return _on_puzzle(app, lambda s: puzzle_moves.reveal(s, document))
    return _on_puzzle(app, puzzle_moves.next_puzzle)


def puzzle_option(app: App, event: SetOption) -> tuple[App, Effects]:
    """The panel's theme or difficulty chosen."""
    from uttt.app.features.puzzles import moves as puzzle_moves

    document = app.study.document
    if document is None:
        return app, NOTHING
    return _on_puzzle(app, lambda s: puzzle_moves.choose(s, event.name, event.value, document))


def proof_done(app: App, event: JobDone, wall: float | None) -> tuple[App, Effects]:
    """A proof's answer; one that comes after a timed run's time ran out ends the run
    instead (the puzzle on screen then is not counted)."""
    document = app.study.document
    if document is None:
        return app, NOTHING
    if wall is not None and _timed_out(app, wall):
        from uttt.app.features.puzzles import runs

        return _on_puzzle(app, runs.time_up)
    from uttt.app.features.puzzles import moves as puzzle_moves

    return _on_puzzle(app, lambda s: puzzle_moves.job_done(s, event, document))


def puzzle_valued(app: App, event: Valued) -> tuple[App, Effects]:
    """Every move's value arrived: for an exercise's answer if its token is the one the
    panel waits for, else for the analysis board."""
    screen, document = app.study.puzzles, app.study.document
    if screen is None or document is None or screen.valuing is None \
            or screen.valuing.token != event.token:
        from uttt.app.features.analysis.board import valued

        return valued(app, event)
    from uttt.app.features.puzzles import mistakes as mistake_moves

    return _on_puzzle(app, lambda s: mistake_moves.valued(s, event.token, event.values,
                                                          document))


def _on_puzzle(app: App, change: Callable[[PuzzleScreen], Change]) -> tuple[App, Effects]:
    """Apply one of the puzzles' transitions (``features.puzzles.moves``) to the open panel,
    its tokens from the one allocator (``App.next_token``); the study document kept as the
    panel's effects write it."""
    study = app.study
    if study.puzzles is None or study.document is None:
        return app, NOTHING
    screen, effects = change(replace(study.puzzles, next_token=app.next_token))
    document = study.document
    if WriteStudy in effects:
        from uttt.app.features.puzzles import moves as puzzle_moves

        document = puzzle_moves.written(document, screen)
    study = replace(study, puzzles=screen, document=document)
    return replace(app, study=study, next_token=screen.next_token), effects


def run_click(app: App, event: Click, wall: float | None) -> tuple[App, Effects]:
    """One of the modes' buttons: a streak or a timed run begun (a timed one needs the
    wall clock), again, left; the results page shown or left."""
    from uttt.app.features.puzzles import runs
    from uttt.app.study import puzzle_runs

    name = event.button
    if name == "puzzle_streak":
        return _on_puzzle(app, lambda s: runs.start(s, puzzle_runs.streak()))
    if name == "puzzle_stop":
        return _on_puzzle(app, runs.stop)
    if name == "puzzle_results":
        return _on_puzzle(app, runs.results)
    if wall is None:
        return app, NOTHING
    if name == "puzzle_again":
        return _on_puzzle(app, lambda s: runs.again(s, wall))
    seconds = int(name.rsplit("_", 1)[1])
    return _on_puzzle(app, lambda s: runs.start(s, puzzle_runs.timed(seconds, now=wall)))


def _timed_out(app: App, wall: float) -> bool:
    """Whether a timed run under way has reached its end at ``wall``."""
    screen = app.study.puzzles
    run = None if screen is None else screen.run
    return run is not None and run.kind == "timed" and not run.over and wall >= run.ends


def running(app: App) -> bool:
    """Whether a timed run goes on (its clock follows the page's ticks)."""
    screen = app.study.puzzles
    run = None if screen is None else screen.run
    return run is not None and run.kind == "timed" and not run.over


def follow_run(app: App, ticked: bool, effects: Effects, wall: float) -> tuple[App, Effects]:
    """A timed run after an event at ``wall``: ended when its time ran out; its clock
    painted again at each tick (``ticked``) while it goes on."""
    if _timed_out(app, wall):
        from uttt.app.features.puzzles import runs

        app, more = _on_puzzle(app, runs.time_up)
        return app, effects | more
    return app, (effects | Effects(Redraw())) if ticked else effects


EVENTS = {**timeless({Valued: puzzle_valued, PuzzlesShown: puzzles_shown,
                      PuzzleTap: puzzle_tap, PuzzleTyped: puzzle_typed,
                      PuzzleSize: puzzle_size, PuzzleSet: puzzle_set}),
          JobDone: proof_done}
"""The panel's input, its set fetched, its proofs and values done."""

BUTTONS = {**timeless(dict.fromkeys(("puzzle_next", "puzzle_hint", "puzzle_solution",
                                     "puzzle_daily"), puzzle_click)),
           **dict.fromkeys(("puzzle_streak", "puzzle_timed_180", "puzzle_timed_300",
                            "puzzle_again", "puzzle_stop", "puzzle_results"), run_click)}
"""The panel's buttons (``data-action``)."""
