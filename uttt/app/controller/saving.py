"""The save as events: the page writes once per change, and what storage says comes
back here. An effect asks for a save (``Effects.save``); the page reads what storage
holds and reports ``Saving``; this merges with it (the round by ``uttt.app.tab_merge``'s
order, the score books as ledgers) and answers with the text to write
(``Effects.write``); the page writes it and reports ``Saved``. Another tab's write
arrives as ``Stored``: merged the same way, and written back when this tab keeps more
than it. The page itself decides nothing."""

from __future__ import annotations

from uttt.app import rating as rating_book
from uttt.app import scores as score_book
from uttt.app.controller.events import Saved, Saving, StorageChanged, Stored
from uttt.app.controller.links import friends_text
from uttt.app.controller.state import NOTHING, REDRAW, App, Effects
from uttt.app.controller.tabs import storage_changed
from uttt.app.i18n import message
from uttt.app.rating import merge as merge_ratings
from uttt.app.store import SavedState, dump, load, merge_into
from uttt.app.tab_merge import Save, follow, kept, not_kept, notice, resign_not_kept
from uttt.record import replace


def saving(app: App, event: Saving) -> tuple[App, Effects]:
    """The text to write now: the round every tab keeps (this tab's, or one another tab
    wrote just before and this tab had not seen yet: then taken here, and this tab's
    moves that it replaces announced), the settings, turn clock and pause, with the
    score book and rating synced with the stored ones and following the round (all
    adopted here too)."""
    app, effects = _take_round(app, load(event.stored).state if event.stored else None)
    record = app.record
    settings = replace(app.settings, mode=record.mode, level=record.level, game=record.game)
    state = merge_into(SavedState(settings, record, app.scores, app.clock, app.rating,
                                  app.paused, app.rev), event.stored)
    scores, rating = follow(state.scores, state.rating, record)
    state = replace(state, scores=scores, rating=rating)
    merged = replace(app, scores=scores, rating=rating)
    merged, friends, told = friends_text(merged, event.friends)  # the link games' own key
    effects = effects | told | Effects(write=dump(state), write_friends=friends)
    return merged, effects | (REDRAW if merged != app else NOTHING)


def saved(app: App, event: Saved) -> tuple[App, Effects]:
    """A failed write: one notice says progress will not be kept."""
    notice = message("notice.storage_full")
    if event.ok or notice in app.notices:
        return app, NOTHING
    return replace(app, notices=(*app.notices, notice)), REDRAW


def stored(app: App, event: Stored) -> tuple[App, Effects]:
    """Another tab wrote the save: merge its scores and rating, keep the round every tab
    keeps (``uttt.app.tab_merge``), and write back if this tab keeps more than it wrote."""
    state = load(event.text).state
    app = replace(app, rating=merge_ratings(app.rating, state.rating))
    app = app.absorb(state.scores)
    app, effects = _take_round(app, state)
    if state.clock is not None and app.record == state.match:
        # Following the other tab's round: take its turn clock too. A clock of our
        # own would make our next tick save, writing our round over a newer one.
        app = replace(app, clock=state.clock)
    if app.record == state.match and state.paused != app.paused:
        # Paused or resumed there: here too, or this tab would play the moves on.
        app, effects = replace(app, paused=state.paused, stepping=False), effects | REDRAW
    scores, rating = follow(app.scores, app.rating, app.record)
    app = replace(app, scores=scores, rating=rating)
    if _keeps_more(app, state):
        effects = effects | Effects(save=True)
    return app, effects


def _take_round(app: App, theirs: SavedState | None) -> tuple[App, Effects]:
    """This tab after seeing another tab's save: its round if that one ranks higher
    (``tab_merge.kept``), with a notice naming this tab's moves it replaces."""
    if theirs is None or theirs.match is None:
        return app, NOTHING
    mine, other = Save(app.record, app.rev), Save(theirs.match, theirs.rev)
    if kept(mine, other) == mine:
        return app, NOTHING
    said = notice(app.record, not_kept(app.record, other.record),
                  resign_not_kept(app.record, other.record))
    taken, effects = storage_changed(replace(app, rev=other.rev),
                                     StorageChanged(other.record, app.scores))
    if said is None:
        return taken, effects | REDRAW
    taken = replace(taken, notices=(*taken.notices[-3:], said))
    return taken, Effects(redraw=True, announce=(said,)) | effects


def _keeps_more(app: App, state: SavedState) -> bool:
    """Whether this tab holds more than the save another tab just wrote: a higher round,
    or results that save lacks (so it writes back, and storage holds what every tab keeps)."""
    if (app.record, app.rev) != (state.match, state.rev):
        return True
    if score_book.to_json(app.scores) != score_book.to_json(state.scores):
        return True
    return rating_book.to_json(app.rating) != rating_book.to_json(state.rating)
