"""The archive of finished games in the controller: a game that ends (this device's round
in any mode, or a game by link) is kept; the archive is merged with what storage holds
before each write, as the save is, and shrinks when storage is full; its list opens a
game for review or shares a link to watch it; it is exported as one text file and such
a file imported (``uttt.app.storage.archive``, ``archive_text``).

The archive is read once at start (``ArchiveText``) and parsed when first needed: a game
ends, the list opens, an export or an import. Every write goes through ``WriteArchive``:
the page writes it only while storage holds what this tab last knew there, else reports
what it holds (``ArchiveStored``), merged here (a union: no tab loses a game) and
written again. A write storage refuses (``ArchiveSaved``) drops the oldest tenth of the
archive and tries again, down to the newest game; a failed save of the round does the
same before it is tried again, so the archive never costs the round its save.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from uttt.app.core.vocabulary import other
from uttt.app.features.analysis.handlers import opened_study
from uttt.app.features.archive.events import (
    ArchiveFilter,
    ArchivePick,
    ArchiveSaved,
    ArchiveStored,
    ArchiveText,
)
from uttt.app.features.archive.state import ArchiveState
from uttt.app.features.links.events import OpenLink
from uttt.app.features.links.handlers import series_from
from uttt.app.friends.book import LinkGame
from uttt.app.friends.link import Link, encode
from uttt.app.friends.link_match import round_id_of
from uttt.app.friends.opening import Opened
from uttt.app.model.app import NOTHING, REDRAW, App, Effects, published, with_links, with_round
from uttt.app.model.effects import (
    Announce,
    Download,
    PickFile,
    Redraw,
    Reveal,
    RunJobs,
    Save,
    Share,
    WriteArchive,
    WriteStudy,
)
from uttt.app.model.events import Click
from uttt.app.model.routes import Routes, timeless
from uttt.app.model.shown import render_view
from uttt.app.round.record import MatchRecord
from uttt.app.round.rules import replay
from uttt.app.round.seats import Seat
from uttt.app.round.view_state import ViewState
from uttt.app.storage import archive_text as archive_text
from uttt.app.storage.archive import (
    FILTERS,
    Archive,
    ArchivedGame,
    drop_oldest,
    dump,
    finished,
    load,
    merge,
    of_board,
    player_token,
)
from uttt.app.storage.archive_text import FileRead
from uttt.app.texts.i18n import Message, counted, message
from uttt.app.texts.notice_line import replaced, with_notice
from uttt.board import Player
from uttt.frozen import replace

if TYPE_CHECKING:
    from uttt.app.study.exercises import Exercise

SHOWN_REFUSALS = 3
"""An import names at most this many refused games, then how many more."""


# -- a game ends -------------------------------------------------------------------------


def archived(before: App, after: App, effects: Effects, wall: float | None
             ) -> tuple[App, Effects]:
    """Keep the games this step finished: this device's round, and any game by link
    (mine, or one another tab took in). A game kept twice (two tabs, a reload) is one."""
    ended = int(wall or 0)
    games = [*_round_ended(before, after, ended), *_links_ended(before, after, ended)]
    if not games:
        return after, effects
    after = parsed(after)
    state = after.archive
    assert state.archive is not None
    games = _in_order(state.archive, games)
    return _written(_merged(after, state.archive, Archive(tuple(games))), effects)


def _merged(app: App, *archives: Archive) -> App:
    """``app`` keeping the ``archives`` as one (``merge``); the games the archive's bound
    dropped are said, each once in the visit: the ones that came by link and were never
    played here apart from the player's own oldest."""
    state = app.archive
    merged = merge(*archives)
    kept = merged.ids()
    gone = {g.id: g.arrived for archive in archives for g in archive.games if g.id not in kept}
    dropped = state.dropped | gone.keys()
    arrived = state.dropped_arrived | {g for g, came in gone.items() if came}
    app = replace(app, archive=replace(state, archive=merged, dropped=dropped,
                                       dropped_arrived=arrived))
    if arrived != state.dropped_arrived:
        app = _standing(app, "notice.archive_arrived_dropped", count=len(arrived))
    if len(dropped) - len(arrived) != len(state.dropped) - len(state.dropped_arrived):
        app = _standing(app, "notice.archive_oldest_dropped",
                        count=len(dropped) - len(arrived))
    return app


def _in_order(archive: Archive, games: list[ArchivedGame]) -> list[ArchivedGame]:
    """``games`` ending now, each after the newest game kept (a second later where they
    share its second), so games that end within one second are listed in the order they
    ended, not by their ids. An unknown time (0) stays unknown."""
    newest = archive.games[-1].ended if archive.games else 0
    known, kept = archive.ids(), []
    for game in games:
        if game.ended and game.id not in known and game.ended <= newest:
            game = replace(game, ended=newest + 1)
        newest = max(newest, game.ended)
        kept.append(game)
    return kept


def _over(app: App) -> bool:
    """Whether the device's round is over (its live position read, not replayed)."""
    record: MatchRecord = app.round.record
    if record.resigned_by is not None:
        return True
    position = app.round.position
    if position is not None and tuple(position.moves) == record.moves:
        return position.outcome() is not None
    return replay(record.game, record.moves, record.start).outcome() is not None


def _round_ended(before: App, after: App, ended: int) -> list[ArchivedGame]:
    record = after.round.record
    if record is before.round.record:
        return []
    if not _over(after):
        return []
    if before.round.record.round_id == record.round_id and _over(before):
        return []  # ended before this step
    seats = record.seating
    x_colour = record.opener
    o_colour = other(x_colour)
    resigned: Player | None = None
    if record.resigned_by is not None:
        resigned = "X" if record.resigned_by == x_colour else "O"
    position = after.round.position
    if position is None or tuple(position.moves) != record.moves:
        position = replay(record.game, record.moves, record.start)
    game = of_board(record.round_id, ended, record.game, _token(seats.of(x_colour)),
                    _token(seats.of(o_colour)), position, resigned, record.start)
    return [] if game is None else [game]


def _token(seat: Seat) -> str:
    return player_token(seat.kind, seat.level)


def _links_ended(before: App, after: App, ended: int) -> list[ArchivedGame]:
    if after.links.book is before.links.book:
        return []
    games: list[ArchivedGame] = []
    old = before.links.book.games
    for key, game in after.links.book.games.items():
        was = old.get(key)
        if was == game or not game.is_over or (was is not None and was.is_over):
            continue
        kept = _link_game(game, ended)
        if kept is not None:
            games.append(kept)
    return games


def _link_game(game: LinkGame, ended: int) -> ArchivedGame | None:
    friend = player_token("remote", name=game.friend_name)
    x, o = ("person", friend) if game.my_symbol == "X" else (friend, "person")
    return finished(round_id_of(game.series, game.round), ended, game.variant, x, o,
                    game.moves, game.resigned, arrived=game.invited)


# -- storage ---------------------------------------------------------------------------


def archive_text_read(app: App, event: ArchiveText) -> tuple[App, Effects]:
    """What storage held at start: kept as text, parsed when first needed."""
    state = replace(app.archive, text=event.text, known=event.text, archive=None)
    return replace(app, archive=state), NOTHING


def parsed(app: App) -> App:
    """``app`` with its archive parsed (once): each game replayed; what is dropped, or an
    archive a newer version wrote, said in a standing notice."""
    state = app.archive
    if state.archive is not None:
        return app
    loaded = load(state.text)
    app = replace(app, archive=replace(state, archive=loaded.archive, backup=loaded.backup,
                                       newer=loaded.newer))
    if loaded.newer:
        app = _standing(app, "notice.archive_newer")
    if loaded.backup is not None:
        app = _standing(app, "notice.archive_damaged")
    return app


def _standing(app: App, key: str, **params: Message | int) -> App:
    """``app`` with the standing notice ``key`` (one of its kind, the latest count)."""
    return replace(app, notices=replaced(app.notices, message(key, **params)))


def _written(app: App, effects: Effects = NOTHING, *, then_save: bool = False
             ) -> tuple[App, Effects]:
    """Write the archive (merged with what this tab knows storage holds), unless a newer
    version wrote it or there is no storage; the list is redrawn. ``then_save``: the
    round's save waits for this write (it makes room for it)."""
    state = app.archive
    if state.archive is None or state.newer or not app.storage.ok:
        return app, effects | REDRAW
    text = dump(state.archive)
    command = WriteArchive(text, state.known, state.backup, then_save)
    app = replace(app, archive=replace(state, known=text, backup=None))
    return app, effects | Effects(command, Redraw())


def archive_stored(app: App, event: ArchiveStored) -> tuple[App, Effects]:
    """Storage holds another archive than this tab last knew (another tab wrote): merge
    it in, and write back if this tab keeps games storage lacks."""
    state = replace(app.archive, known=event.text)
    if state.archive is None:  # not needed yet: the newest text, parsed when it is
        return replace(app, archive=replace(state, text=event.text)), NOTHING
    loaded = load(event.text)
    if loaded.newer:
        app = replace(app, archive=replace(state, newer=True))
        return _standing(app, "notice.archive_newer"), REDRAW
    backup = state.backup if loaded.backup is None else loaded.backup
    was = app.notices
    app = _merged(replace(app, archive=replace(state, backup=backup)), state.archive,
                  loaded.archive)
    merged = app.archive.archive
    if merged == loaded.archive and loaded.backup is None:
        return app, REDRAW if merged != state.archive or app.notices != was else NOTHING
    return _written(app)


def archive_saved(app: App, event: ArchiveSaved) -> tuple[App, Effects]:
    """Storage refused the archive: drop its oldest tenth and write again (never its
    newest game; when only that one is left, a notice says the archive is full)."""
    if event.ok:
        return app, NOTHING
    state = replace(app.archive, known=event.stored)
    app = replace(app, archive=state)
    shrunk = _shrunk(app)
    if shrunk is None:
        if event.then_save:  # nothing left to give: the round's save says storage is full
            return app, Effects(Save())
        return _standing(app, "notice.archive_full"), REDRAW
    return _written(shrunk, then_save=event.then_save)


def _shrunk(app: App) -> App | None:
    """``app`` with the oldest tenth of its archive dropped (and said), ``None`` when only
    its newest game is left."""
    state = app.archive
    games = () if state.archive is None else state.archive.games
    if len(games) <= 1 or state.newer:
        return None
    count = max(1, len(games) // 10)
    assert state.archive is not None
    dropped = sum(_count(v) for n in app.notices if n.key == "notice.archive_trimmed"
                  for name, v in n.params if name == "removed")
    app = replace(app, archive=replace(state, archive=drop_oldest(state.archive, count)))
    return _standing(app, "notice.archive_trimmed",
                     removed=counted("archive_game", dropped + count))


def _count(said: object) -> int:
    """The number a ``counted`` message says."""
    if not isinstance(said, Message):
        return 0
    return sum(v for name, v in said.params if name == "n" and isinstance(v, int))


def save_refused(app: App) -> tuple[App, Effects] | None:
    """The round's save was refused (storage full): make room by dropping the archive's
    oldest games, then save again once the smaller archive is written; ``None`` when the
    archive has nothing to give."""
    shrunk = _shrunk(parsed(app))
    if shrunk is None:
        return None
    return _written(shrunk, then_save=True)


# -- the list ----------------------------------------------------------------------------


def archive_click(app: App, event: Click, wall: float | None = None) -> tuple[App, Effects]:
    """The list opens or closes; the archive is exported or a file asked for to import."""
    if event.button == "archive_close":
        return replace(app, archive=replace(app.archive, shown=False)), REDRAW
    if event.button == "archive_import":
        return app, Effects(PickFile("archive", archive_text.MAX_FILE + 1))
    app = parsed(app)
    if event.button == "archive_open":
        return replace(app, archive=replace(app.archive, shown=True)), REDRAW
    archive = app.archive.archive or Archive()
    if not archive.games:
        return _said(app, message("archive.nothing_to_export"))
    text = archive_text.export(archive, _kept_exercises(app))
    return app, Effects(Download(archive_text.file_name(wall), text))


def _kept_exercises(app: App) -> tuple[Exercise, ...]:
    """The study document's exercises (read from storage's text if not parsed yet)."""
    if app.study.document is not None:
        return app.study.document.exercises
    if app.study.text is None:
        return ()
    from uttt.app.study import store as study_store  # lazy: see ``features.analysis.handlers``

    return study_store.load(app.study.text).study.exercises


def archive_filter(app: App, event: ArchiveFilter) -> tuple[App, Effects]:
    if event.value not in FILTERS.get(event.name, ()):
        return app, NOTHING
    state = app.archive
    filters = tuple((name, event.value if name == event.name else value)
                    for name, value in state.filters)
    return replace(app, archive=replace(state, filters=filters)), REDRAW


def archive_pick(app: App, event: ArchivePick) -> tuple[App, Effects]:
    """Open a game of the list for review, or share a link to watch it."""
    app = parsed(app)
    game = (app.archive.archive or Archive()).get(event.game_id)
    if game is None:
        return app, NOTHING
    if event.action == "watch":
        if game.start is not None:  # a link holds moves from the empty board only
            return _said(app, message("archive.unwatchable_start"))
        link = Link(game.game, series_from(game.id), 1, "a", game.moves, game.resigned,
                    watch=True)
        url = f"{app.page.url.split('#', 1)[0]}#{encode(link)}"
        return app, Effects(Share(url, "watch"))
    opened = Opened(game.game, game.moves, game.resigned, start=game.start)
    return shown_for_review(app, opened, message("archive.opened"))


def shown_for_review(app: App, opened: Opened, said: Message) -> tuple[App, Effects]:
    """The game ``opened`` shown for review at its end (with its analysis board where it
    gets one), ``said`` on the notice line and to the screen reader."""
    app = with_round(replace(with_links(app, shown=None, watching=opened),
                             notices=with_notice(app.notices, said)),
                     pressed=None, view=ViewState(review=len(opened.moves)))
    return app, published(app, (said, render_view(app).status)) | Effects(Reveal())


# -- import ------------------------------------------------------------------------------


def archive_import(app: App, event: OpenLink) -> tuple[App, Effects]:
    """A file of exported games: read by a job of its own, in slices (``ReadFile``; a
    file of thousands of games takes seconds to replay), said while it runs; one over the
    file's limit is refused at once."""
    if len(event.text) > archive_text.MAX_FILE:
        return _said(app, message("archive.too_large"))
    token, said = app.next_token, message("notice.importing")
    app = replace(app, next_token=token + 1, archive=replace(app.archive, importing=token),
                  notices=with_notice(app.notices, said))
    return app, Effects(RunJobs((archive_text.ReadFile(token, event.text),)), Redraw(),
                        Announce((said,)))


def file_read(app: App, event: archive_text.FileRead) -> tuple[App, Effects]:
    """The import's job read the file: each game replayed; the new ones kept, those
    already here skipped, and the ones that cannot be read named with why (the outcome of
    an import another one replaced is dropped)."""
    if event.token != app.archive.importing:
        return app, NOTHING
    importing = message("notice.importing")
    app = replace(app, archive=replace(app.archive, importing=None),
                  notices=tuple(n for n in app.notices if n != importing))
    read = event.read
    if read.error is not None:
        return _said(app, read.error)
    app = parsed(app)
    state = app.archive
    archive = state.archive or Archive()
    here = archive.ids()
    new = {g.id: g for g in read.games if g.id not in here}
    skipped = len(read.games) - len(new)
    app = _merged(app, archive, Archive(tuple(new.values())))
    said = [message("archive.imported", added=counted("archive_game", len(new)),
                    skipped=counted("archive_game", skipped))]
    said += [message("archive.refused", number=n, reason=why)
             for n, why in read.refused[:SHOWN_REFUSALS]]
    if len(read.refused) > SHOWN_REFUSALS:
        said.append(message("archive.refused_more",
                            more=counted("archive_game", len(read.refused) - SHOWN_REFUSALS)))
    app, studied = _exercises_imported(app, read, said)
    notices = app.notices
    for line in said:
        notices = with_notice(notices, line)
    app = replace(app, notices=notices)
    app, effects = _written(app) if new else (app, REDRAW)
    return app, studied | effects | Effects().said(tuple(said))


def _exercises_imported(app: App, read: archive_text.Read, said: list[Message]
                        ) -> tuple[App, Effects]:
    """The file's exercises merged with those kept (one in both keeps the further box)
    and the study document written; how many were added and which refused, said."""
    if not read.exercises and not read.refused_exercises:
        return app, NOTHING
    from uttt.app.study import store as study_store  # lazy: see ``features.analysis.handlers``
    from uttt.app.study.exercises import joined

    app, effects = opened_study(app, NOTHING)
    document = app.study.document
    assert document is not None
    kept = {e.key() for e in document.exercises}
    added = len({e.key() for e in read.exercises} - kept)
    drills = joined(document.exercises, read.exercises)
    said.append(message("archive.exercises_imported",
                        added=counted("archive_exercise", added)))
    said += [message("archive.exercise_refused", number=n, reason=why)
             for n, why in read.refused_exercises[:SHOWN_REFUSALS]]
    if drills == document.exercises:
        return app, effects
    document = replace(document, exercises=drills)
    app = replace(app, study=replace(app.study, document=document))
    return app, effects | Effects(WriteStudy(study_store.dump(document)))


def _said(app: App, msg: Message) -> tuple[App, Effects]:
    app = replace(app, notices=with_notice(app.notices, msg))
    return app, Effects(Redraw(), Announce((msg,)))



EVENTS = timeless({ArchiveText: archive_text_read, ArchiveStored: archive_stored,
                   ArchiveSaved: archive_saved, ArchivePick: archive_pick,
                   ArchiveFilter: archive_filter, FileRead: file_read})
"""Storage's archive, the list's rows and filter, a file of games read."""

BUTTONS: Routes = dict.fromkeys(("archive_open", "archive_close", "archive_export",
                                 "archive_import"), archive_click)
"""The list opens or closes, the archive exported or imported (the export's file is
named by the wall clock)."""

__all__ = ["BUTTONS", "EVENTS", "ArchiveState", "archive_click", "archive_filter",
           "archive_import", "archive_pick", "archive_saved", "archive_stored",
           "archive_text_read", "archived", "file_read", "parsed", "save_refused",
           "shown_for_review"]
