"""The room's events while the lobby is joined: what the page's network module reports
(``uttt.app.features.live.events``) goes to the lobby, and to the live game's handlers
otherwise (the page is in one room at a time).

In the lobby a peer's text goes through its bucket (``uttt.app.live.rate``), then the
lobby's reader (``uttt.app.live.lobby.parse``); a seek is kept with the time it was
heard, a proposal or its answer goes to ``deal``. A refusal changes nothing, and the
player is told once per seeker."""

from __future__ import annotations

from uttt.app.features.live import handlers as live
from uttt.app.features.live.events import LiveStatus, PeerSaid, PeerSeen
from uttt.app.features.lobby.deal import answered, proposed, waited
from uttt.app.features.lobby.state import Seeker
from uttt.app.features.lobby.talk import refuse, speak
from uttt.app.live.lobby import Propose, Seek, parse
from uttt.app.live.protocol import Refused
from uttt.app.live.rate import admit
from uttt.app.model.app import NOTHING, REDRAW, App, Effects, with_lobby
from uttt.app.model.routes import Handler
from uttt.app.texts.i18n import message
from uttt.frozen import replace


def status(app: App, event: LiveStatus, wall: float | None) -> tuple[App, Effects]:
    """The lobby room's connection changed."""
    if event.status == app.lobby.status:
        return app, NOTHING
    return with_lobby(app, status=event.status), REDRAW


def seen(app: App, event: PeerSeen, wall: float | None) -> tuple[App, Effects]:
    """A seeker came (it hears my seek) or went (its seek is dropped; a game I accepted
    from it begins, one I offered it is dropped)."""
    peers = dict(app.lobby.peers)
    if event.present:
        peers.setdefault(event.peer, Seeker())
        app = with_lobby(app, peers=peers)
        mine = app.lobby.seeking
        return app, (speak((event.peer, mine)) if mine is not None else NOTHING) | REDRAW
    peers.pop(event.peer, None)
    app, effects = waited(with_lobby(app, peers=peers), wall, gone=event.peer)
    return app, effects | REDRAW


def said(app: App, event: PeerSaid, wall: float | None) -> tuple[App, Effects]:
    """A seeker's message: within its bucket, read, then kept or acted on."""
    peer = app.lobby.peers.get(event.peer, Seeker())
    bucket, ok = admit(peer.bucket, event.time)
    peer = replace(peer, bucket=bucket)
    app = with_lobby(app, peers={**app.lobby.peers, event.peer: peer})
    if not ok:
        return refuse(app, event.peer, message("live.refused.flood"))
    try:
        read = parse(event.text)
    except Refused as no:
        return refuse(app, event.peer, no.message)
    if isinstance(read, Seek):
        known = peer.seek
        if known is not None and known.nonce != read.nonce:
            return refuse(app, event.peer, message("lobby.refused.nonce"))
        heard = replace(peer, seek=read, heard=peer.heard if wall is None else wall)
        return with_lobby(app, peers={**app.lobby.peers, event.peer: heard}), REDRAW
    if isinstance(read, Propose):
        return proposed(app, event.peer, read, wall)
    return answered(app, event.peer, read)


def _routed(lobby: Handler, game: Handler) -> Handler:
    """The lobby's handler while the lobby is joined, the live game's otherwise."""
    def handler(app: App, event: object, wall: float | None) -> tuple[App, Effects]:
        return (lobby if app.lobby.joined else game)(app, event, wall)
    handler.__name__ = handler.__qualname__ = getattr(lobby, "__name__", "handler")
    handler.__doc__ = lobby.__doc__
    return handler


EVENTS: dict[type[object], Handler] = {
    kind: _routed(mine, live.ROOM_EVENTS[kind])
    for kind, mine in ((LiveStatus, status), (PeerSeen, seen), (PeerSaid, said))}
"""The room's events, the lobby's or the live game's."""
