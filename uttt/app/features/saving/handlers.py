"""The save as events: the page writes once per change, and what storage says comes
back here. An effect asks for a save (``Save``); ``saving`` merges this tab's state with
what storage holds (the round by ``uttt.app.storage.tab_merge``'s order, the score books as
ledgers) and answers with the text to write (``Write``), expecting storage to hold
still what it merged with. ``step`` merges in the same step with what this tab last
wrote or read (``App.storage.known``); the page reports ``Saving`` only when it does not
know that yet or another tab wrote since, and ``Saved`` only when a write fails (or
succeeds while a full storage's notice waits). Another tab's write arrives as
``Stored``: merged the same way, and written back when this tab keeps more than it.
The page itself decides nothing."""

from __future__ import annotations

from uttt.app.features.links.handlers import friends_text
from uttt.app.features.saving.events import Stored, StudyRead
from uttt.app.model import effects as commands
from uttt.app.model.app import NEVER, NOTHING, REDRAW, App, Effects, with_round, with_storage
from uttt.app.model.effects import Announce, Publish, Redraw, Write
from uttt.app.model.events import Saved, Saving
from uttt.app.model.routes import timeless
from uttt.app.model.shown import render_view
from uttt.app.rating import elo as rating_book
from uttt.app.rating.elo import merge as merge_ratings
from uttt.app.round.record import result_of
from uttt.app.round.rules import replay
from uttt.app.round.view_state import ViewState
from uttt.app.scores import book as score_book
from uttt.app.storage.save import SavedState, dump, load, merge_into
from uttt.app.storage.tab_merge import (
    Save,
    follow,
    is_behind,
    kept,
    left_out,
    new_round_notice,
    not_kept,
    notice,
    remember,
    resign_not_kept,
)
from uttt.app.texts.i18n import message
from uttt.app.texts.notice_line import with_notice
from uttt.app.variants import GameBoard
from uttt.frozen import replace


def saving(app: App, event: Saving) -> tuple[App, Effects]:
    """The text to write now: the round every tab keeps (this tab's, or one another tab
    wrote just before and this tab had not seen yet: then taken here, and this tab's
    moves that it replaces announced), the settings, turn clock and pause, with the
    score book and rating synced with the stored ones and following the round (all
    adopted here too). Storage most often holds this tab's own last write: that is told
    without replaying its round."""
    effects = NOTHING
    if not is_behind(event.stored, Save(app.round.record, app.storage.rev)):
        app, effects = _take_round(app, load(event.stored).state if event.stored else None)
    record = app.round.record
    settings = replace(app.settings, mode=record.mode, level=record.level, game=record.game)
    round_ = app.round
    state = merge_into(SavedState(settings, record, round_.scores, round_.clock, app.rating,
                                  round_.paused, app.storage.rev, app.storage.left,
                                  round_.game_clock), event.stored)
    scores, rating = follow(state.scores, state.rating, record, _board(app))
    state = replace(state, scores=scores, rating=rating)
    merged = replace(with_round(app, scores=scores), rating=rating)
    merged, friends, told = friends_text(merged, event.friends)  # the link games' own key
    full = message("notice.storage_full") in merged.notices  # goes once a write succeeds
    text = dump(state)
    write = Write(text, friends, (event.stored, event.friends), report=full)
    merged = with_storage(merged, known=(text, event.friends if friends is None else friends))
    effects = effects | told | Effects(write)
    return merged, effects | (REDRAW if merged != app else NOTHING)


def saved(app: App, event: Saved) -> tuple[App, Effects]:
    """A failed write: one notice says progress will not be kept; it goes once a write
    succeeds again (there is room again), as long as it is true."""
    if not event.ok:
        return _said_once(app, "notice.storage_full")
    full = message("notice.storage_full")
    if full not in app.notices:
        return app, NOTHING
    return replace(app, notices=tuple(n for n in app.notices if n != full)), REDRAW


def study_read(app: App, event: StudyRead) -> tuple[App, Effects]:
    """A damaged study: one notice says it was set aside and starts afresh."""
    return _said_once(app, "notice.study_bad") if event.damaged else (app, NOTHING)


def _said_once(app: App, key: str) -> tuple[App, Effects]:
    """``app`` with the standing notice ``key``, once; redrawn when it is new."""
    notice = message(key)
    if notice in app.notices:
        return app, NOTHING
    return replace(app, notices=(*app.notices, notice)), REDRAW


def stored(app: App, event: Stored) -> tuple[App, Effects]:
    """Another tab wrote the save: merge its scores and rating, keep the round every tab
    keeps (``uttt.app.storage.tab_merge``), and write back if this tab keeps more than it wrote
    (never over a save of a newer version: that one is left as it is)."""
    loaded = load(event.text)
    state = loaded.state
    known = app.storage.known
    app = replace(app, rating=merge_ratings(app.rating, state.rating),
                  storage=replace(app.storage,
                                  known=None if known is None else (event.text, known[1])))
    app = app.absorb(state.scores)
    app, effects = _take_round(app, state)
    if state.clock is not None and app.round.record == state.match:
        # Following the other tab's round: take its turn clock too. A clock of our
        # own would make our next tick save, writing our round over a newer one.
        app = with_round(app, clock=state.clock)
    if state.game_clock is not None and app.round.record == state.match:
        app = with_round(app, game_clock=state.game_clock)  # the same: their clocks
    if app.round.record == state.match and state.paused != app.round.paused:
        # Paused or resumed there: here too, or this tab would play the moves on.
        app, effects = with_round(app, paused=state.paused, stepping=False), effects | REDRAW
    scores, rating = follow(app.round.scores, app.rating, app.round.record, _board(app))
    app = replace(with_round(app, scores=scores), rating=rating)
    if _keeps_more(app, state) and not loaded.newer:
        effects = effects | Effects(commands.Save())
    return app, effects


def _board(app: App) -> GameBoard:
    """The position of this device's round (kept live; replayed only if out of step)."""
    position, record = app.round.position, app.round.record
    if position is None or tuple(position.moves) != record.moves:
        return replay(record.game, record.moves, record.start)
    return position


def _take_round(app: App, theirs: SavedState | None) -> tuple[App, Effects]:
    """This tab after seeing another tab's save: its round if that one ranks higher
    (``tab_merge.kept``), with a notice naming this tab's moves it replaces. Their round
    is replayed once at most, and that position is kept live."""
    if theirs is None or theirs.match is None:
        return app, NOTHING
    app = with_storage(app, replaced=remember(app.storage.replaced, theirs.match.round_id,
                                              theirs.left))
    ours = app.round.record
    if (ours, app.storage.rev) == (theirs.match, theirs.rev):
        return app, NOTHING
    board = None
    if theirs.rev[0] == app.storage.rev[0]:  # the same round count: is either over?
        board = replay(theirs.match.game, theirs.match.moves, theirs.match.start)
    finished = board is not None and result_of(board, theirs.match.opener,
                                               theirs.match.resigned_by) is not None
    mine = Save(ours, app.storage.rev, result_of(_board(app), ours.opener,
                                                 ours.resigned_by) is not None)
    other = Save(theirs.match, theirs.rev, finished)
    if kept(mine, other) == mine:
        return app, NOTHING
    if other.record.round_id != ours.round_id:  # a new round, started in another tab
        said = new_round_notice(ours, left_out(ours, other.record, app.storage.replaced),
                                mine.finished is True)
    else:
        said = notice(ours, not_kept(ours, other.record), resign_not_kept(ours, other.record))
    position = board if board is not None else replay(other.record.game, other.record.moves,
                                                            other.record.start)
    taken = with_round(with_storage(app, rev=other.rev, left=theirs.left),
                       record=other.record, position=position,
                       clock=theirs.clock or app.round.clock, game_clock=theirs.game_clock,
                       paused=theirs.paused, view=ViewState(), pressed=None, resign_until=NEVER)
    effects = Effects(Redraw(), Announce((render_view(taken).status,)),
                      Publish(taken.match().record_text()))
    if said is None:
        return taken, effects
    taken = replace(taken, notices=with_notice(taken.notices, said))
    return taken, Effects(Announce((said,))) | effects


def _keeps_more(app: App, state: SavedState) -> bool:
    """Whether this tab holds more than the save another tab just wrote: a higher round,
    or results that save lacks (so it writes back, and storage holds what every tab keeps)."""
    if (app.round.record, app.storage.rev) != (state.match, state.rev):
        return True
    if score_book.to_json(app.round.scores) != score_book.to_json(state.scores):
        return True
    return rating_book.to_json(app.rating) != rating_book.to_json(state.rating)


EVENTS = timeless({Stored: stored, Saving: saving, Saved: saved, StudyRead: study_read})
"""What storage answers: what it holds, a write refused, the study document."""
