"""Speaking in the live room: messages to one peer or to all, the game as this device
holds it and as a peer's message gives it, the link game played in the room, and a
peer's message refused (the player told once per peer)."""

from __future__ import annotations

from uttt.app.features.live.state import Peer
from uttt.app.friends.book import LinkGame
from uttt.app.friends.link import Link
from uttt.app.live.protocol import Game, Hello, Said, dump
from uttt.app.model.app import NOTHING, App, Effects, with_live
from uttt.app.model.effects import Announce, Redraw, SendToRoom
from uttt.app.texts.i18n import Message
from uttt.app.texts.notice_line import with_notice
from uttt.frozen import replace


def send(*pairs: tuple[str, Said]) -> Effects:
    """Say each message to its peer (``""``: every peer), in order."""
    return Effects(SendToRoom(tuple((peer, dump(said)) for peer, said in pairs)))


def game_message(game: LinkGame) -> Game:
    """A link game as the room hears it."""
    return Game(game.variant, game.series, game.round, game.x_holder, game.moves,
                game.resigned, game.names)


def link_of(game: Game) -> Link:
    """A peer's game as the friend book takes it in (a play link's content)."""
    return Link(game.game, game.series, game.round, game.x_holder, game.moves, game.resigned,
                game.names)


def hello(app: App) -> Hello:
    """How this device introduces itself in the room joined."""
    joined = app.live.joined
    assert joined is not None
    return Hello(joined.role, joined.series, app.links.book.my_name)


def live_game(app: App) -> LinkGame | None:
    """The link game played in the room joined as a player: the one shown, when it is of
    the room's series (``None`` otherwise)."""
    joined, game = app.live.joined, app.link_game()
    if joined is None or joined.role != "player" or game is None:
        return None
    return game if game.series == joined.series else None


def refuse(app: App, peer: str, why: Message) -> tuple[App, Effects]:
    """A peer's message refused: nothing of the game changes; the player is told why,
    the first time only for each peer."""
    info = app.live.peers.get(peer, Peer())
    if info.warned:
        return app, NOTHING
    app = with_live(app, peers={**app.live.peers, peer: replace(info, warned=True)})
    app = replace(app, notices=with_notice(app.notices, why))
    return app, Effects(Redraw(), Announce((why,)))


def friend_name(app: App, peer: str | None) -> str:
    """A peer's name as it said it (``""``: none)."""
    info = None if peer is None else app.live.peers.get(peer)
    return "" if info is None else info.name


def can_ask_undo(app: App) -> bool:
    """Whether an undo may be asked for: my move was the last, the opponent is here, the
    game goes on and nothing is asked already."""
    game = live_game(app)
    if game is None or game.is_over or not game.moves or app.live.opponent is None:
        return False
    mine = (len(game.moves) % 2 == 1) == (game.my_symbol == "X")
    return mine and app.live.asked is None and app.live.request is None
