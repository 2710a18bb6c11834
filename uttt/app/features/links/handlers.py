"""Games by link in the controller: open a link, a record or a file; start a game with a
friend; send the link (share sheet or clipboard); share to watch; copy or download the
record; switch between "Your games"; rematch; go back to this device's game.

The browser does what the effects say (``Effects.share``, ``copy``, ``download``,
``pick_file``, ``clear_hash``) and reports back with events (``Shared``, ``OpenLink``).
"""

from __future__ import annotations

import base64

from uttt.app.features.links.events import FriendsStored, OpenLink, PickGame, SetName, Shared
from uttt.app.features.links.store import dump_friends, load_friends, merge_friends
from uttt.app.friends import book as friends
from uttt.app.friends.bound import Bounded, bounded, merged_past
from uttt.app.friends.link import Link, LinkError, clean_name, encode
from uttt.app.friends.opening import Opened, open_text, record_text
from uttt.app.friends.words import watch_url
from uttt.app.model.app import (
    NOTHING,
    REDRAW,
    App,
    Effects,
    published,
    with_links,
    with_round,
    with_storage,
)
from uttt.app.model.effects import (
    Announce,
    ClearHash,
    Copy,
    Download,
    PickFile,
    Redraw,
    Reveal,
    Save,
    Share,
)
from uttt.app.model.events import Click
from uttt.app.model.routes import timeless
from uttt.app.model.shown import render_view, share_now
from uttt.app.round.view_state import ViewState
from uttt.app.storage.tab_merge import links_not_kept
from uttt.app.texts.i18n import Message, message
from uttt.app.texts.notice_line import replaced, with_notice
from uttt.frozen import replace


def series_from(fresh_id: str) -> str:
    """A series id (8 base64url characters) from a fresh random round id (16 hex).

    >>> series_from("91b7584a2265b1f5")
    'kbdYSiJl'
    """
    return base64.urlsafe_b64encode(bytes.fromhex(fresh_id[:12])).decode()


def link_click(app: App, event: Click) -> tuple[App, Effects] | None:
    """Handle a link button; ``None`` if ``event`` is not one of them."""
    handlers = {
        "friend": lambda: _start(app, event.fresh_id),
        "send_link": lambda: _send(app),
        "watch_share": lambda: _watch(app),
        "copy_record": lambda: (app, Effects(Copy(_record(app)))),
        "download_record": lambda: (app, Effects(Download(_file_name(app), _record(app)))),
        "open_file": lambda: (app, Effects(PickFile())),
        "home": lambda: _show(app, None, None, message("announce.home")),
        "rematch": lambda: _rematch(app),
        "take_back": lambda: _take_back(app),
        "qr": lambda: (with_links(app, qr_shown=not app.links.qr_shown), REDRAW),
    }
    handler = handlers.get(event.button)
    return None if handler is None else handler()


def _notice(app: App, msg: Message) -> tuple[App, Effects]:
    """Say ``msg`` in the notice line and the live region; nothing else changes."""
    app = replace(app, notices=with_notice(app.notices, msg))
    return app, Effects(Redraw(), Announce((msg,)))


def _show(app: App, key: friends.GameKey | None, watching: Opened | None,
          said: Message | None) -> tuple[App, Effects]:
    """Show a link game (``key``), a game for review (``watching``) or this device's game."""
    view = ViewState() if watching is None else ViewState(review=len(watching.moves))
    app = with_round(with_links(app, shown=key, watching=watching), view=view, pressed=None)
    if said is not None:
        app = replace(app, notices=with_notice(app.notices, said))
    announce = (said,) if said is not None else ()
    return app, published(app, (*announce, render_view(app).status))


def open_link(app: App, event: OpenLink) -> tuple[App, Effects]:
    """A link from the address (at start or on ``hashchange``), pasted text or a file:
    the game it opens is shown, the board brought into view (the tab may be scrolled)."""
    clear = Effects(ClearHash()) if event.source == "hash" else NOTHING
    try:
        opened = open_text(event.text, event.source)
        if opened.link is None:
            app, effects = _show(app, None, opened, message("record.opened"))
            return app, effects | clear | Effects(Reveal())
        got = friends.receive(app.links.book, opened.link)
    except LinkError as error:
        app, effects = _notice(app, error.message)
        return app, effects | clear
    app = with_links(app, book=got.book)
    app, effects = _show(app, got.game.key, None, got.notice)
    return app, effects | clear | Effects(Save(), Reveal())


def pick_game(app: App, event: PickGame) -> tuple[App, Effects]:
    key = (event.series, event.round)
    if key not in app.links.book.games:
        return app, NOTHING
    return _show(app, key, None, None)


def set_name(app: App, event: SetName) -> tuple[App, Effects]:
    """My name for friends, cleaned (the field shows the cleaned one), saved."""
    book = friends.rename(app.links.book, clean_name(event.name))
    if book == app.links.book:
        return app, REDRAW  # the field shows the name as kept
    app = with_links(app, book=book)
    return app, Effects(Redraw(), Save())


def _start(app: App, fresh_id: str) -> tuple[App, Effects]:
    if len(fresh_id) < 12:
        return app, NOTHING
    book, game = friends.start(app.links.book, app.shown_game(), series_from(fresh_id))
    app = with_links(app, book=book)
    app, effects = _show(app, game.key, None, message("announce.friend_start"))
    return app, effects | Effects(Save())


def _rematch(app: App) -> tuple[App, Effects]:
    game = app.link_game()
    if game is None or not game.is_over:
        return app, NOTHING
    book, nxt = friends.rematch(app.links.book, game.key)
    app = with_links(app, book=book)
    app, effects = _show(app, nxt.key, None, None)
    return app, effects | Effects(Save())


def _take_back(app: App) -> tuple[App, Effects]:
    """Undo my last move of a link game, until its link was sent."""
    game = app.link_game()
    if game is None or not game.can_undo or app.round.view.review is not None:
        return app, NOTHING
    name = app.match().variant.move_name(game.moves[-1])
    book, game = friends.undo(app.links.book, game.key)
    app = with_round(with_links(app, book=book), view=ViewState(cursor=app.round.view.cursor),
                     pressed=None)
    said = message("announce.undo", move=name)
    return app, published(app, (said, render_view(app).status)) | Effects(Save())


def _send(app: App) -> tuple[App, Effects]:
    url = share_now(app)
    if not url:
        return app, NOTHING
    return app, Effects(Share(url))


def shared(app: App, event: Shared) -> tuple[App, Effects]:
    """What became of a share or a copy: a sent link stops undo; say what happened."""
    game = app.link_game()
    if event.result in ("shared", "copied") and event.what == "link" and game is not None:
        app = with_links(app, book=friends.mark_shared(app.links.book, game.key))
        app, effects = _notice(app, message("friend.copied" if event.result == "copied"
                                            else "friend.sent"))
        return app, effects | Effects(Save())
    copied = {"record": "record.copied", "position": "position.copied",
              "study": "studylink.link_copied"}
    sent = {"position": "position.sent", "study": "studylink.sent"}
    said = {"copied": copied.get(event.what, "friend.copied"), "failed": "share.failed",
            "shared": sent.get(event.what)}.get(event.result)
    return (app, NOTHING) if said is None else _notice(app, message(said))


def _watch(app: App) -> tuple[App, Effects]:
    game = app.link_game()
    if game is not None:
        return app, Effects(Share(watch_url(app.page.url, game), "watch"))
    shown = app.match()
    symbol = shown.symbol_of(shown.resigned_by) if shown.resigned_by else None
    link = Link(shown.game, series_from(shown.round_id), 1, "a", shown.moves, symbol,
                watch=True)
    url = f"{app.page.url.split('#', 1)[0]}#{encode(link)}"
    return app, Effects(Share(url, "watch"))


def _record(app: App) -> str:
    shown = app.match()
    symbol = shown.symbol_of(shown.resigned_by) if shown.resigned_by else None
    return record_text(shown.game, shown.moves, symbol, shown.start)


def _file_name(app: App) -> str:
    shown = app.match()
    return f"{shown.game}-tic-tac-toe-{shown.round_id[:8]}.txt"


def friends_text(app: App, stored: str | None) -> tuple[App, str | None, Effects]:
    """What to write under the link games' key now (``None``: nothing to keep): this
    tab's games merged with the ones storage holds just before (adopted here too, with a
    notice if the game shown loses this tab's move to another tab's), within the book's
    bounds (what they drop is said). A book a newer version wrote is left as it is."""
    if app.links.newer:
        return app, None, NOTHING
    if not app.links.book.games and not app.links.book.my_name and stored is None:
        return app, None, NOTHING
    loaded = load_friends(stored)
    if loaded.newer:  # another tab of a newer version wrote it meanwhile
        return _newer(app), None, NOTHING
    cut = bounded(_joined(app.links.book, loaded.book), app.links.shown)
    app, effects = _adopted(app, cut.book)
    return _dropped(app, cut), dump_friends(cut.book), effects


def _newer(app: App) -> App:
    notice = message("notice.friends_newer")
    notices = app.notices if notice in app.notices else (*app.notices, notice)
    return replace(with_links(app, newer=True), notices=notices)


def _joined(mine: friends.FriendBook, stored: friends.FriendBook) -> friends.FriendBook:
    """Two tabs' books as one (``merge_friends``: the same in every tab), the rounds
    either dropped counted once."""
    return replace(merge_friends(mine, stored), past=merged_past(mine.past, stored.past))


def _dropped(app: App, cut: Bounded) -> App:
    """``app`` saying (one notice per kind, counting all the visit) how many games the
    bound dropped: each game once, whether another tab's older copy brought it back since
    and it was dropped again or not."""
    was = app.links.dropped
    seen = was.seeing(cut)
    if seen is was:
        return app
    app = with_links(app, dropped=seen)
    for key, now, before in (("notice.friends_invitations_dropped", seen.invitations,
                              was.invitations),
                             ("notice.friends_rounds_dropped", seen.rounds, was.rounds)):
        if len(now) > len(before):
            app = replace(app, notices=replaced(app.notices, message(key, count=len(now))))
    return app


def friends_stored(app: App, event: FriendsStored) -> tuple[App, Effects]:
    """Another tab wrote the link games: merge them with this tab's (the same in every
    tab), and write back if this tab keeps more than it wrote."""
    loaded = load_friends(event.text)
    if app.storage.known is not None:
        app = with_storage(app, known=(app.storage.known[0], event.text))
    newly = loaded.newer and not app.links.newer
    if newly:
        app = _newer(app)
    theirs = loaded.book
    book = _joined(app.links.book, theirs)
    app, effects = _adopted(app, book)
    if newly:
        effects = effects | REDRAW
    return app, effects | (Effects(Save()) if book != theirs else NOTHING)


def _adopted(app: App, book: friends.FriendBook) -> tuple[App, Effects]:
    """This tab with the merged link games; the game shown published again if it changed,
    and this tab's moves that it lost to another tab's copy announced."""
    if book == app.links.book:
        return app, NOTHING
    said = links_not_kept(app.links.book.games, book, app.links.shown)
    app = with_links(app, book=book)
    if said is None:
        return app, published(app, ())
    app = replace(app, notices=with_notice(app.notices, said))
    return app, published(app, (said,))


EVENTS = timeless({OpenLink: open_link, PickGame: pick_game, Shared: shared,
                   FriendsStored: friends_stored, SetName: set_name})
"""A link opened, a game picked, a share's result, the friends' games stored, a name."""

BUTTONS = timeless(dict.fromkeys(
    ("friend", "send_link", "watch_share", "copy_record", "download_record", "open_file",
     "home", "rematch", "take_back", "qr"),
    lambda app, e: link_click(app, e) or (app, NOTHING)))
"""The link games' buttons."""
