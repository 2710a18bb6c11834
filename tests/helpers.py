"""Drivers shared by the controller's tests: run events through ``step``, tap a cell."""

from __future__ import annotations

from uttt.app.controller.step import step
from uttt.app.core.event import Event
from uttt.app.features.play.events import PointerDown, PointerUp
from uttt.app.features.play.pointer import cell_centre
from uttt.app.model.app import App
from uttt.app.model.effects import Effects
from uttt.app.study.jobs import Evaluated

WIN = [28, 9, 2, 22, 43, 68, 49, 39, 29, 26, 80, 73, 10, 12, 27, 3, 40, 41, 50, 45,
       0, 8, 78, 58, 37, 13, 16, 66, 48]
"""A short game X (Red, round 1) wins with the 29th move (boards 3, 4 and 5)."""


def run(app: App, *events: Event) -> tuple[App, Effects]:
    """Step through events; the effects of all of them, in order."""
    total = Effects()
    for event in events:
        app, effects = step(app, event)
        total = total | effects
    return app, total


def tap(app: App, move: int, time: float) -> tuple[App, Effects]:
    """Press and release on a cell's centre (50 ms apart)."""
    x, y = cell_centre(app, move)
    return run(app, PointerDown(x, y, time), PointerUp(x, y, time + 0.05))


def hint_answer(app: App, best: int = 4) -> Evaluated:
    """What the hint's search (the job ``HintAsked`` started) answers: ``best``."""
    from uttt.app.study.analysis import Evaluation

    assert app.hint is not None
    return Evaluated(app.hint.token, Evaluation(0.5, best, (best,)))


def imported(app: App, text: str) -> tuple[App, Effects]:
    """Import a file of games as the page does: the job ``OpenLink`` starts (``ReadFile``)
    run to its end, its outcome handed back; the effects of that last step."""
    from uttt.app.controller.jobs import start
    from uttt.app.features.links.events import OpenLink
    from uttt.app.model.effects import RunJobs
    from uttt.app.round.computer import Computer

    app, effects = step(app, OpenLink(text, "archive"))
    started = effects.get(RunJobs)
    if started is None:  # refused at once
        return app, effects
    work = start(started.jobs[0], Computer())
    while work.step(0.0, hidden=False) is not None:
        pass
    outcome = work.outcome(0.0)
    assert outcome is not None
    return step(app, outcome)
