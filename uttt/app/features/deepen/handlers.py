"""Keep thinking, in the program: its buttons start and stop it, each burst's outcome
asks for the next one until the search stops by itself, and it stops when the position
on screen changes (``follow_deepen``, after every step) or the page is hidden. Its
searches are jobs of lane ``deepen``; the tree they grow is kept by the page
(``uttt.app.study.deepen.Deepener``), so a burst carries on where the last one stopped."""

from __future__ import annotations

from uttt.app.features.deepen.events import PageHidden
from uttt.app.features.deepen.state import Deepening, Stopped, position_of, thinkable
from uttt.app.model.app import NOTHING, App, Effects
from uttt.app.model.effects import DropJobs, Redraw, RunJobs
from uttt.app.model.routes import timeless
from uttt.app.study.deepen import Deepen, Deepened
from uttt.frozen import replace

STOP = Effects(DropJobs(("deepen",)), Redraw())


def _with(app: App, deepening: Deepening | None) -> App:
    return replace(app, study=replace(app.study, deepen=deepening))


def _burst(app: App, deepening: Deepening) -> tuple[App, Effects]:
    """Ask for the next burst of ``deepening``'s position."""
    job = Deepen(app.next_token, deepening.moves, deepening.start)
    app = replace(app, next_token=job.token + 1)
    return _with(app, replace(deepening, job=job, stopped=None)), Effects(RunJobs((job,)))


def start(app: App) -> tuple[App, Effects]:
    """Keep thinking on the position on screen (what was found there so far kept)."""
    position = thinkable(app.study.board, app.round.view.review, app.match().game)
    if position is None:
        return app, NOTHING
    deepening = app.study.deepen
    if deepening is None or deepening.position != position:
        deepening = Deepening(*position)
    app, effects = _burst(app, deepening)
    return app, effects | Effects(Redraw())


def stop(app: App, why: Stopped) -> tuple[App, Effects]:
    """Stop thinking (what was found stays shown)."""
    deepening = app.study.deepen
    if deepening is None or deepening.job is None:
        return app, NOTHING
    return _with(app, replace(deepening, job=None, stopped=why)), STOP


def deepened(app: App, event: Deepened) -> tuple[App, Effects]:
    """A burst ended: its findings shown, and the next burst asked for unless the search
    stopped by itself (a dropped burst's outcome counts for nothing)."""
    deepening = app.study.deepen
    if deepening is None or deepening.job is None or deepening.job.token != event.token:
        return app, NOTHING
    thought = event.thought or deepening.thought
    deepening = replace(deepening, thought=thought)
    if event.stop is not None:
        return _with(app, replace(deepening, job=None, stopped=event.stop)), Effects(Redraw())
    app, effects = _burst(app, deepening)
    return app, effects | Effects(Redraw())


def page_hidden(app: App, event: PageHidden) -> tuple[App, Effects]:
    """The page hidden: keep thinking stops (shown again, it stays stopped)."""
    return stop(app, "hidden") if event.hidden else (app, NOTHING)


def follow_deepen(app: App, effects: Effects) -> tuple[App, Effects]:
    """After every step: keep thinking stops, and forgets its findings, once the position
    on screen is another."""
    deepening = app.study.deepen
    if deepening is None or position_of(app.study.board, app.round.view.review) \
            == deepening.position:
        return app, effects
    dropped = Effects(DropJobs(("deepen",))) if deepening.job is not None else NOTHING
    return _with(app, None), effects | dropped


EVENTS = timeless({Deepened: deepened, PageHidden: page_hidden})
"""Each burst's outcome; the page hidden or shown."""

BUTTONS = timeless({"deepen": lambda app, _: start(app),
                    "deepen_stop": lambda app, _: stop(app, "asked")})
"""Keep thinking, Stop thinking (``data-action``)."""
