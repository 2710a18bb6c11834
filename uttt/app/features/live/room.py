"""The room follows the game shown: a link game of a series with a live room (and the
player's consent) joins it as a player, a game watched through a live watch link joins
its room to watch; anything else leaves. After every change of mine to the live game (a
move, a resignation, a take-back agreed, a rematch) the whole game goes to every peer.

``follow_room`` is a pass of the controller (``controller/passes.py``), run after any
event while a room is joined or wanted; ``tick_clock`` another, run as time passes while
a live game's clock runs."""

from __future__ import annotations

from uttt.app.core.event import Event
from uttt.app.features.links.events import FriendsStored
from uttt.app.features.live.clock import followed, mine, ran_out
from uttt.app.features.live.events import PeerSaid
from uttt.app.features.live.pair import pair_step
from uttt.app.features.live.state import LATE, LiveRoom, LiveState, PairState
from uttt.app.features.live.talk import live_game, send
from uttt.app.friends.book import mark_shared
from uttt.app.live.config import config_for
from uttt.app.live.room import read_token
from uttt.app.model.app import REDRAW, App, Effects, with_links, with_live
from uttt.app.model.effects import JoinRoom, LeaveRoom
from uttt.app.model.events import Saving
from uttt.frozen import replace

_THEIRS = (PeerSaid, FriendsStored, Saving)
"""Events whose changes to the game are not this device's player's: a peer's game, or
another tab's, which are not sent back."""


def wanted(app: App) -> LiveRoom | None:
    """The room the page should be in now (``None``: none, or the lobby's while the
    player looks for a game there: ``uttt.app.features.lobby``): the game paired for by
    QR code is played with the device beside (no consent asked: nothing leaves the room),
    any other live game over the relays."""
    settings = app.settings
    game = app.link_game()
    pair = app.live.pair
    if settings.live_play and game is not None and pair.series == game.series:
        room = read_token(app.links.book.rooms.get(game.series))
        return None if room is None else LiveRoom(room, "player", game.series, paired=True)
    if not (settings.live_play and settings.live_consent) or app.lobby.seeking is not None:
        return None
    if game is not None:
        room = read_token(app.links.book.rooms.get(game.series))
        return None if room is None else LiveRoom(room, "player", game.series)
    return app.live.watch if app.links.watching is not None else None


def due(app: App) -> bool:
    """Whether the pass has anything to follow: a room joined or wanted."""
    return app.live.joined is not None or wanted(app) is not None


def follow_room(before: App, event: Event, after: App, effects: Effects,
                wall: float | None) -> tuple[App, Effects]:
    """Join or leave as ``wanted`` says; send my changes to the live game; after ``LATE``
    seconds without an opponent, offer to go on by link."""
    want = wanted(after)
    if want != after.live.joined:
        return _moved(after, want, effects, wall)
    game, was = live_game(after), live_game(before)
    if game is not None:
        after = followed(after, game, wall)
    if game is not None and not isinstance(event, _THEIRS) and (
            was is None or (was.key, was.moves, was.resigned) != (
                game.key, game.moves, game.resigned)):
        effects = effects | send(("", mine(after, game)))
        after = with_live(after, asked=None, request=None)
        if after.live.opponent is not None and game.shared < len(game.moves):
            after = with_links(after, book=mark_shared(after.links.book, game.key))
    live = after.live
    if (live.joined is not None and not live.late and not live.met and wall is not None
            and live.joined_at is not None and wall - live.joined_at >= LATE):
        after, effects = with_live(after, late=True), effects | REDRAW
    return after, effects


def tick_clock(before: App, event: Event, after: App, effects: Effects,
               wall: float | None) -> tuple[App, Effects]:
    """Time passing in a live game: the clocks shown move on; my time out loses."""
    game = live_game(after)
    if game is None:
        return after, effects
    after, more = ran_out(after, game, wall)
    return after, effects | more


def _moved(app: App, want: LiveRoom | None, effects: Effects,
           wall: float | None) -> tuple[App, Effects]:
    """Leave the room joined (if any) and join ``want`` (if any), afresh."""
    if app.live.joined is not None:
        effects = effects | Effects(LeaveRoom())
    fresh = LiveState(asking=app.live.asking, control=app.live.control,
                      watch=want if want is not None and want.role == "watch" else None,
                      pair=app.live.pair if want is not None and want.paired else PairState())
    if want is not None and want.paired:
        effects = effects | pair_step(app)
        fresh = replace(fresh, joined=want, status="connecting", joined_at=wall)
    elif want is not None:
        config = config_for(app.page.url).to_json()
        effects = effects | Effects(JoinRoom(want.room.room, want.room.secret, want.role,
                                             config))
        fresh = replace(fresh, joined=want, status="connecting", joined_at=wall)
    return replace(app, live=fresh), effects | REDRAW
