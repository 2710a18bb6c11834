"""The page's controller: a pure state machine, events in, new state and effects out.

The state is plain data (the saved round, the scores, what the player points
at). ``step(app, event)`` returns the next state and what the page must do:
redraw, save, announce a text, update the canvas's ``data-record``. Time comes
in with each event, so the input lock after a move is tested with fake clocks.
The handlers live in the features (``uttt.app.features``, one folder per panel, composed
in ``controller.features.FEATURES``), each module with its tables (``EVENTS``,
``BUTTONS``); this module merges them, runs an
event through the guards (``guards.GUARDS``) and then its handler, and keeps what holds
after every step (``passes.PASSES``).

>>> from uttt.app.features.play.events import PointerDown, PointerUp
>>> from uttt.app.features.play.pointer import cell_centre
>>> from uttt.app.model.app import App
>>> from uttt.app.round.record import MatchRecord
>>> from uttt.app.scores.book import ScoreBook
>>> app = App.start(MatchRecord("0" * 16), ScoreBook(), width=360, height=360)
>>> x, y = cell_centre(app, 40)
>>> app, fx = step(app, PointerDown(x, y, 1.0))
>>> app.round.view.held, Save in fx
(40, False)
>>> app, fx = step(app, PointerUp(x, y, 1.4))
>>> app.round.record.moves, Save in fx, fx.get(Publish)
((40,), True, Publish(record='1. e5'))
"""

from __future__ import annotations

from uttt.app.controller.features import FEATURES
from uttt.app.controller.guards import GUARDS, Onward
from uttt.app.controller.passes import settled
from uttt.app.core.event import Event
from uttt.app.features.clocks.handlers import time_out
from uttt.app.features.saving import handlers as saving
from uttt.app.model.app import NOTHING, App, Effects
from uttt.app.model.effects import Announce, Publish, Redraw, RunJobs, Save
from uttt.app.model.events import Click, Saved, Saving
from uttt.app.model.routes import Handler, merged
from uttt.app.model.shown import render_view


def initial_effects(app: App) -> Effects:
    """What to do once at start: draw, publish the record, announce the status."""
    tickets = (app.round.thinking, app.round.pondering)
    searches = tuple(ticket for ticket in tickets if ticket is not None)
    started = (RunJobs(searches),) if searches else ()
    return Effects(Redraw(), Publish(app.match().record_text()),
                   Announce((render_view(app).status,)), *started)


def step(app: App, event: Event, wall: float | None = None) -> tuple[App, Effects]:
    """The next state and the effects of one event (searches started and dropped
    to follow the position, a round decided by it rated). With ``wall`` (wall-clock
    seconds) the turn clock follows a new turn in the same step, so a move is saved
    once, clock included. Without storage, nothing asks for a save.

    A save asked for is merged here, in the same step, with what this tab knows storage
    holds (``App.storage.known``: what it last wrote or read), and answered with the
    ``Write`` that expects storage to hold it still; only a tab that knows nothing yet
    asks the page to read storage (``Save``, answered as ``Saving``)."""
    before, early = app, NOTHING
    if wall is not None and not isinstance(event, Saving | Saved):
        app, early = time_out(app, wall)  # a side out of time lost before this event
    routed, effects = _route(app, event, wall)
    after, effects = settled(before, event, routed, early | effects, wall)
    known = after.storage.known
    if Save in effects and known is not None:
        merging = Saving(*known)
        after, written = settled(after, merging, *saving.saving(after, merging), None)
        effects = effects.without(Save) | written
    return after, effects


BUTTON_HANDLERS: dict[str, Handler] = merged(feature.buttons for feature in FEATURES)
"""The handler of each button (``Click.button``), from the features (``FEATURES``)."""


def _click(app: App, event: Click, wall: float | None) -> tuple[App, Effects]:
    """A button: its handler (a name no module answers does nothing)."""
    handler = BUTTON_HANDLERS.get(event.button)
    return (app, NOTHING) if handler is None else handler(app, event, wall)


EVENT_HANDLERS: dict[type[object], Handler] = merged(
    [{Click: _click}, *(feature.events for feature in FEATURES)])
"""The handler of each kind of event."""


def _route(app: App, event: Event, wall: float | None = None) -> tuple[App, Effects]:
    """The event through the guards (``guards.GUARDS``), in order, then to its handler."""
    for guard in GUARDS:
        passed = guard(app, event)
        if not isinstance(passed, Onward):
            return passed
        app, event = passed
    return EVENT_HANDLERS[type(event)](app, event, wall)
