"""The save as events: the page writes once per change, and what storage says comes
back here. An effect asks for a save (``Effects.save``); the page reads what storage
holds and reports ``Saving``; this merges the score books with it and answers with the
text to write (``Effects.write``); the page writes it and reports ``Saved``. Another
tab's write arrives as ``Stored``. The page itself decides nothing."""

from __future__ import annotations

from uttt.app.controller.events import Saved, Saving, StorageChanged, Stored
from uttt.app.controller.links import friends_text
from uttt.app.controller.state import NOTHING, REDRAW, App, Effects
from uttt.app.controller.tabs import storage_changed
from uttt.app.i18n import message
from uttt.app.rating import merge as merge_ratings
from uttt.app.store import SavedState, dump, load, merge_into
from uttt.record import replace


def saving(app: App, event: Saving) -> tuple[App, Effects]:
    """The text to write now: this tab's round, settings, turn clock and pause, with its
    score book and rating synced with the stored ones (and adopted here too)."""
    record = app.record
    settings = replace(app.settings, mode=record.mode, level=record.level, game=record.game)
    state = merge_into(SavedState(settings, record, app.scores, app.clock, app.rating,
                                  app.paused), event.stored)
    merged = replace(app, scores=state.scores, rating=state.rating)
    merged, friends = friends_text(merged, event.friends)  # the link games' own key
    effects = Effects(write=dump(state), write_friends=friends)
    return merged, effects | (REDRAW if merged != app else NOTHING)


def saved(app: App, event: Saved) -> tuple[App, Effects]:
    """A failed write: one notice says progress will not be kept; it goes once a write
    succeeds again (there is room again), as long as it is true."""
    notice = message("notice.storage_full")
    if event.ok:
        if notice not in app.notices:
            return app, NOTHING
        return replace(app, notices=tuple(n for n in app.notices if n != notice)), REDRAW
    if notice in app.notices:
        return app, NOTHING
    return replace(app, notices=(*app.notices, notice)), REDRAW


def stored(app: App, event: Stored) -> tuple[App, Effects]:
    """Another tab wrote the save: merge its scores and rating, follow its round."""
    state = load(event.text).state
    app = replace(app, rating=merge_ratings(app.rating, state.rating))
    app, effects = storage_changed(app, StorageChanged(state.match, state.scores))
    if state.clock is not None and app.record == state.match:
        # Following the other tab's round: take its turn clock too. A clock of our
        # own would make our next tick save, writing our round over a newer one.
        app = replace(app, clock=state.clock)
    if app.record == state.match and state.paused != app.paused:
        # Paused or resumed there: here too, or this tab would play the moves on.
        app, effects = replace(app, paused=state.paused, stepping=False), effects | REDRAW
    return app, effects
