"""The page's controller: a pure state machine, events in, new state and effects out.

The state is plain data (the saved round, the scores, what the player points
at). ``step(app, event)`` returns the next state and what the page must do:
redraw, save, announce a text, update the canvas's ``data-record``. Time comes
in with each event, so the input lock after a move is tested with fake clocks.
The handlers live in ``uttt.app.controller``, one module per concern; this module
routes each event to its handler and keeps what holds after every step.

>>> from uttt.app.controller.events import PointerDown, PointerUp
>>> from uttt.app.controller.handlers.pointer import cell_centre
>>> from uttt.app.controller.state import App
>>> from uttt.app.round.record import MatchRecord
>>> from uttt.app.scores.book import ScoreBook
>>> app = App.start(MatchRecord("0" * 16), ScoreBook(), width=360, height=360)
>>> x, y = cell_centre(app, 40)
>>> app, fx = step(app, PointerDown(x, y, 1.0))
>>> app.view.held, fx.save
(40, False)
>>> app, fx = step(app, PointerUp(x, y, 1.4))
>>> app.record.moves, fx.save, fx.record
((40,), True, '1. e5')
"""

from __future__ import annotations

from uttt.app.controller.effects import Save, SetStudyAside, Write, WriteArchive, WriteStudy
from uttt.app.controller.events import (
    Click,
    ComputerMove,
    Event,
    Saved,
    Saving,
    SetOption,
    StorageChanged,
    Stored,
)
from uttt.app.controller.guards import GUARDS, Onward
from uttt.app.controller.handlers import (
    archive,
    board,
    buttons,
    hints,
    links,
    looks,
    modes,
    pointer,
    position,
    puzzles,
    saving,
    selfplay,
    study,
    tabs,
    timer,
    tour,
    turns,
)
from uttt.app.controller.handlers.archive import archived
from uttt.app.controller.handlers.board import follow_board
from uttt.app.controller.handlers.clocks import follow_clocks, time_out
from uttt.app.controller.handlers.looks import labelled, with_sound
from uttt.app.controller.handlers.notices import drop_stale
from uttt.app.controller.handlers.study import follow_analysis
from uttt.app.controller.handlers.tour import offer_passed
from uttt.app.controller.routes import Handler, merged
from uttt.app.controller.state import NOTHING, App, Effects, reconcile
from uttt.app.rating.elo import rate
from uttt.app.round import clock as turn_clock
from uttt.app.storage.tab_merge import left_after, remember, revised
from uttt.app.view.build import record_text
from uttt.app.view.friends import personal
from uttt.frozen import replace


def initial_effects(app: App) -> Effects:
    """What to do once at start: draw, publish the record, announce the status."""
    return Effects(redraw=True, record=record_text(app.match()),
                   announce=(app.render_view().status,), think=app.thinking,
                   ponder=app.pondering)


def step(app: App, event: Event, wall: float | None = None) -> tuple[App, Effects]:
    """The next state and the effects of one event (searches started and dropped
    to follow the position, a round decided by it rated). With ``wall`` (wall-clock
    seconds) the turn clock follows a new turn in the same step, so a move is saved
    once, clock included. Without storage, nothing asks for a save.

    A save asked for is merged here, in the same step, with what this tab knows storage
    holds (``App.known_storage``: what it last wrote or read), and answered with the
    ``Write`` that expects storage to hold it still; only a tab that knows nothing yet
    asks the page to read storage (``Save``, answered as ``Saving``)."""
    before, early = app, NOTHING
    if wall is not None and not isinstance(event, Saving | Saved):
        app, early = time_out(app, wall)  # a side out of time lost before this event
    routed, effects = _route(app, event, wall)
    after, effects = _settled(before, event, routed, early | effects, wall)
    known = after.known_storage
    if effects.save and known is not None:
        merging = Saving(*known)
        after, written = _settled(after, merging, *saving.saving(after, merging), None)
        effects = effects.without(Save) | written
    return after, effects


def _settled(app: App, event: Event, after: App, effects: Effects,
             wall: float | None) -> tuple[App, Effects]:
    """What holds after every event's handler: one search ticket for the position, the
    round's revision, the rating, the notices, the turn clock and the game clocks; the
    save dropped without storage, and every write when storage could not be read; what
    is said to a friend's game in its words; the tour's offer answered once the person
    plays past it."""
    if not isinstance(event, ComputerMove | StorageChanged | Stored | Saving | Saved):
        after, effects = offer_passed(app, after, effects)  # the person played past it
    after, effects = reconcile(labelled(after), effects)
    if not isinstance(event, Saving | Stored | StorageChanged):  # those merge revisions
        effects = with_sound(app, after, effects)  # another tab's move makes no sound
        left = left_after(app.left, app.record, after.record)
        after = replace(after, rev=revised(app.rev, app.record, after.record), left=left,
                        replaced=remember(app.replaced, after.record.round_id, left))
    after = drop_stale(app, _rated(app, after))
    after, effects = archived(app, after, effects, wall)
    if after.tour is None:  # the tour's positions get no report and no analysis board
        after, effects = follow_analysis(after, effects)
        after, effects = follow_board(app, after, effects)
    if wall is not None and not isinstance(event, Saving | Saved):
        new_limit = isinstance(event, SetOption) and (
            after.settings.turn_timer != app.settings.turn_timer)
        after, effects = _follow_clock(after, wall, effects, new_limit=new_limit)
        after, effects = follow_clocks(after, wall, effects)
    if not after.storage_read:  # what could not be read is never written over
        effects = effects.without(Save, Write, SetStudyAside, WriteStudy, WriteArchive)
    elif effects.save and not after.storage_ok:
        effects = effects.without(Save)
    game = after.link_game()
    if game is not None and effects.announce:  # said to me: "you", my friend by name
        effects = effects.said(tuple(personal(m, game) for m in effects.announce))
    return after, effects


def _follow_clock(app: App, wall: float, effects: Effects,
                  *, new_limit: bool) -> tuple[App, Effects]:
    """The turn clock follows the turn on screen. A time limit chosen now counts from now:
    the time spent before it was chosen was not limited, and must not use up the turn
    (it did: turning the timer on after 30 s of thought played a move at once)."""
    record = app.record
    clock = turn_clock.follow(app.clock, round_id=record.round_id, ply=len(record.moves),
                              now=wall)
    if new_limit:
        clock = turn_clock.restart(clock, now=wall)
    if clock == app.clock:
        return app, effects
    return replace(app, clock=clock), effects | Effects(redraw=True, save=True)


def _rated(before: App, after: App) -> App:
    """Rate a round against the computer this step decided (once per round id), and
    drop the time-out note once another move was played."""
    if after.record == before.record:
        return after
    if after.timeout_note is not None and after.timeout_note == before.timeout_note:
        after = replace(after, timeout_note=None)
    book = rate(after.rating, before.match(), after.match())
    return after if book == after.rating else replace(after, rating=book)


ROUTES = (
    pointer,
    buttons,
    selfplay,
    turns,
    modes,
    timer,
    looks,
    hints,
    saving,
    tabs,
    links,
    study,
    puzzles,
    archive,
    board,
    position,
    tour,
)
"""The handlers modules that answer events, each with its tables (``routes``)."""

BUTTON_HANDLERS: dict[str, Handler] = merged(
    getattr(module, "BUTTONS", {}) for module in ROUTES)
"""The handler of each button (``Click.button``)."""


def _click(app: App, event: Click, wall: float | None) -> tuple[App, Effects]:
    """A button: its handler (a name no module answers does nothing)."""
    handler = BUTTON_HANDLERS.get(event.button)
    return (app, NOTHING) if handler is None else handler(app, event, wall)


EVENT_HANDLERS: dict[type[object], Handler] = merged(
    [{Click: _click}, *(getattr(module, "EVENTS", {}) for module in ROUTES)])
"""The handler of each kind of event."""


def _route(app: App, event: Event, wall: float | None = None) -> tuple[App, Effects]:
    """The event through the guards (``guards.GUARDS``), in order, then to its handler."""
    for guard in GUARDS:
        passed = guard(app, event)
        if not isinstance(passed, Onward):
            return passed
        app, event = passed
    return EVENT_HANDLERS[type(event)](app, event, wall)
