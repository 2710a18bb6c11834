"""The live room's events. Their handlers are the live protocol's entry points: what
the page's network module reports comes in here, validated before anything changes.

A peer's text goes through its bucket first (``uttt.app.live.rate``: a flood is refused),
then the protocol's reader (``uttt.app.live.protocol.parse``: anything malformed is
refused), then the rules of the game (``messages.took``). A refusal changes nothing of
the game, and the player is told once per peer."""

from __future__ import annotations

from uttt.app.features.live.clock import mine
from uttt.app.features.live.events import (
    Camera,
    Handed,
    LiveStatus,
    PairMade,
    PeerSaid,
    PeerSeen,
    Scanned,
)
from uttt.app.features.live.messages import took
from uttt.app.features.live.pair import camera, handed, made, scanned
from uttt.app.features.live.state import Peer
from uttt.app.features.live.talk import hello, live_game, refuse, send
from uttt.app.live.protocol import Refused, Said, parse
from uttt.app.live.rate import admit
from uttt.app.model.app import NOTHING, REDRAW, App, Effects, with_live
from uttt.app.model.routes import timeless
from uttt.app.texts.i18n import message
from uttt.frozen import replace


def status(app: App, event: LiveStatus) -> tuple[App, Effects]:
    """The room's connection changed."""
    if app.live.joined is None or event.status == app.live.status:
        return app, NOTHING
    return with_live(app, status=event.status), REDRAW


def seen(app: App, event: PeerSeen) -> tuple[App, Effects]:
    """A peer came (it is greeted: my hello, and a player's game) or went (the opponent's
    seat is free again: a device that comes back takes it)."""
    live = app.live
    if live.joined is None:
        return app, NOTHING
    peers = dict(live.peers)
    if event.present:
        peers.setdefault(event.peer, Peer())
        app = with_live(app, peers=peers)
        greeting: list[tuple[str, Said]] = [(event.peer, hello(app))]
        game = live_game(app)
        if game is not None:
            greeting.append((event.peer, mine(app, game)))
        return app, send(*greeting) | REDRAW
    peers.pop(event.peer, None)
    if event.peer != live.opponent:
        return with_live(app, peers=peers), REDRAW
    app = with_live(app, peers=peers, opponent=None, asked=None, request=None)
    return app, Effects().said((message("live.opponent_left"),)) | REDRAW


def said(app: App, event: PeerSaid, wall: float | None) -> tuple[App, Effects]:
    """A peer sent a message: within its bucket, read, then taken or refused."""
    if app.live.joined is None:
        return app, NOTHING
    peer = app.live.peers.get(event.peer, Peer())
    bucket, ok = admit(peer.bucket, event.time)
    app = with_live(app, peers={**app.live.peers, event.peer: replace(peer, bucket=bucket)})
    if not ok:
        return refuse(app, event.peer, message("live.refused.flood"))
    try:
        read = parse(event.text)
    except Refused as no:
        return refuse(app, event.peer, no.message)
    return took(app, event.peer, read, wall)


ROOM_EVENTS = {**timeless({LiveStatus: status, PeerSeen: seen}), PeerSaid: said}
"""The room's events while a live game's room is joined (the room's events are routed
by the lobby's handlers, ``uttt.app.features.lobby.handlers``: the lobby's while it is
joined, these otherwise)."""

EVENTS = timeless({PairMade: made, Scanned: scanned, Camera: camera, Handed: handed})
"""The QR pairing's events (the page's codes, a scanned or handed code, the camera's
state, a code handed over to another tab)."""
