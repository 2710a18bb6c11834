"""A link that carries a live room (``…#t1.…&live=room.secret``): the link opens as any
link does (``features.links.handlers.open_link``: the game received, or watched), and its
room is kept: a play link's with the game's series in the friend book, a watch link's for
the game watched. The first time, the notice of what live play contacts is shown before
anything is sent; with live play off in the settings, the game goes on by link."""

from __future__ import annotations

from uttt.app.features.links.events import OpenLink
from uttt.app.features.links.handlers import open_link
from uttt.app.features.live.state import LiveRoom
from uttt.app.friends import book as friends
from uttt.app.friends.link import Link, LinkError, decode, fragment_of
from uttt.app.live.room import MARK, split_room
from uttt.app.model.app import REDRAW, App, Effects, published, with_links, with_live
from uttt.app.model.effects import Announce, Save
from uttt.app.texts.i18n import message
from uttt.app.texts.notice_line import with_notice
from uttt.frozen import replace


def has_room(event: OpenLink) -> bool:
    """Whether a link opened carries a live room's part."""
    return event.source != "archive" and MARK in event.text


def open_live_link(app: App, event: OpenLink) -> tuple[App, Effects]:
    """Open the link, then keep its room for the game it opened."""
    head, room, seat = split_room(event.text)
    app, effects = open_link(with_live(app, watch=None), replace(event, text=head))
    link = _link(head)
    if room is None or link is None:
        return app, effects
    game = app.link_game()
    if app.links.watching is not None:
        app = with_live(app, watch=LiveRoom(room, "watch", link.series))
    elif game is not None and game.series == link.series:
        book = friends.with_room(app.links.book, game.series, room.token)
        if seat is not None:
            book = friends.take_seat(book, game.key, seat, link.names)
        app, effects = published_again(with_links(app, book=book), effects)
    else:
        return app, effects
    return _offered(app, effects)


def published_again(app: App, effects: Effects) -> tuple[App, Effects]:
    """The game shown published as it now stands (its seat may have changed), saved."""
    return app, effects | published(app, ()) | Effects(Save())


def _offered(app: App, effects: Effects) -> tuple[App, Effects]:
    """Live play offered: the first-time notice, or (switched off) the link says so."""
    if not app.settings.live_play:
        said = message("live.off")
        app = replace(app, notices=with_notice(app.notices, said))
        return app, effects | Effects(Announce((said,))) | REDRAW
    if not app.settings.live_consent:
        app = with_live(app, asking=True)
    return app, effects | REDRAW


def _link(text: str) -> Link | None:
    try:
        return decode(fragment_of(text))
    except LinkError:
        return None
