"""What a peer says in the room, once read (``uttt.app.live.protocol.parse``): a hello
takes a role (and a player's hello the opponent's seat, if free), a game is taken in by
the friend book's extend-only rule (a spectator's by its own), an undo request waits for
the player's answer, an answer takes my move back or not (said on the notice line), a
preset is shown.

A spectator's messages never change the game, nor do those of a second device claiming
the seat of an opponent who is present: they are refused, the player told once."""

from __future__ import annotations

from uttt.app.features.live.clock import mine, told
from uttt.app.features.live.talk import (
    friend_name,
    game_message,
    link_of,
    live_game,
    refuse,
    send,
)
from uttt.app.friends import book as friends
from uttt.app.friends.link import LinkError
from uttt.app.friends.opening import Opened
from uttt.app.live.protocol import Answer, Game, Hello, Said, Say, Undo
from uttt.app.model.app import (
    NOTHING,
    REDRAW,
    App,
    Effects,
    published,
    with_links,
    with_live,
    with_round,
)
from uttt.app.model.effects import Save
from uttt.app.model.shown import render_view
from uttt.app.round.view_state import ViewState
from uttt.app.texts.i18n import Message, Ref, message
from uttt.app.texts.notice_line import with_notice
from uttt.frozen import replace

_REFUSALS = {"link.changes_move": "live.refused.fork", "link.game_over": "live.refused.fork",
             "link.other_game": "live.refused.fork", "link.not_friend_turn": "live.refused.turn",
             "link.resign_yours": "live.refused.turn"}
"""The live notice for each refusal of the friend book's."""


def took(app: App, peer: str, said: Said, wall: float | None = None) -> tuple[App, Effects]:
    """A valid message of a peer who is in the room."""
    joined = app.live.joined
    assert joined is not None
    if isinstance(said, Hello):
        return _hello(app, peer, said)
    role = app.live.peers[peer].role
    if role is None:
        return refuse(app, peer, message("live.refused.stranger"))
    if joined.role == "watch":
        return _watched(app, peer, said) if isinstance(said, Game) and role == "player" \
            else (app, NOTHING)
    if role == "watch":
        return refuse(app, peer, message("live.refused.watcher"))
    if peer != app.live.opponent:
        return refuse(app, peer, message("live.refused.seat"))
    if isinstance(said, Game):
        return _game(app, peer, said, wall)
    if isinstance(said, Undo):
        return _undo(app, peer, said)
    if isinstance(said, Answer):
        return _answer(app, said)
    return _say(app, said)


def _hello(app: App, peer: str, said: Hello) -> tuple[App, Effects]:
    """A peer says who it is; a player takes the free seat (the opponent's)."""
    joined = app.live.joined
    assert joined is not None
    info = replace(app.live.peers[peer], role=said.role, name=said.name)
    app = with_live(app, peers={**app.live.peers, peer: info})
    if said.series != joined.series:
        return refuse(app, peer, message("live.refused.other_game"))
    opponent = app.live.opponent
    if said.role != "player":
        return (with_live(app, opponent=None), REDRAW) if opponent == peer else (app, REDRAW)
    if joined.role == "watch":
        return with_live(app, met=True, late=False), REDRAW
    if opponent is not None and opponent != peer and opponent in app.live.peers:
        return refuse(app, peer, message("live.refused.seat"))
    app = with_live(app, opponent=peer, met=True, late=False)
    game = live_game(app)
    if game is not None and game.shared < len(game.moves):  # my game went with my hello
        app = with_links(app, book=friends.mark_shared(app.links.book, game.key))
    said_here = message("live.opponent_here", friend=_named(said.name))
    return app, Effects(Save()).said((said_here,)) | REDRAW


def _named(name: str) -> str | Ref:
    return name or Ref("friend.nobody")


def _game(app: App, peer: str, said: Game, wall: float | None) -> tuple[App, Effects]:
    """The opponent's game: taken in by the friend book's extend-only rule (only their
    moves, or their resignation, may be added; a fork is refused); an older one is
    answered with mine (an older round with that round as I have it too, so a device that
    missed a round's end catches up); the next round of a finished one is the rematch,
    and a later round still is answered with mine (it then sends what I lack)."""
    game = live_game(app)
    if game is None:
        return app, NOTHING
    if said.series != game.series:
        return refuse(app, peer, message("live.refused.other_game"))
    book = app.links.book
    if said.round < game.round:  # behind: the round it has as I have it, then mine
        theirs = book.games.get((game.series, said.round))
        older = () if theirs is None else ((peer, game_message(theirs)),)
        return app, send(*older, (peer, mine(app, game)))
    if said.round == game.round + 1 and game.is_over:
        book, _ = friends.rematch(book, game.key)
    elif said.round != game.round:  # ahead of me: mine shows it what I lack
        return app, send((peer, mine(app, game)))
    try:
        got = friends.receive(book, link_of(said))
    except LinkError as error:
        return refuse(app, peer, message(_REFUSALS.get(str(error), "live.refused.game")))
    if got.notice == message("link.older"):
        return app, send((peer, mine(app, game)))
    effects = NOTHING
    if got.book != app.links.book:
        app, effects = adopted(app, got.book, got.game.key)
    return told(app, got.game, said, wall), effects


def adopted(app: App, book: friends.FriendBook, key: friends.GameKey,
            said: tuple[Message, ...] = ()) -> tuple[App, Effects]:
    """The game ``key`` of ``book`` shown as it now stands, what was asked of it dropped."""
    app = with_round(with_links(app, book=book, shown=key),
                     view=ViewState(cursor=app.round.view.cursor), pressed=None)
    app = with_live(app, asked=None, request=None)
    return app, published(app, (*said, render_view(app).status)) | Effects(Save())


def _undo(app: App, peer: str, said: Undo) -> tuple[App, Effects]:
    """The opponent asks to take back their last move (a stale request, after another
    move, is dropped)."""
    game = live_game(app)
    if game is None or game.is_over or len(game.moves) != said.ply:
        return app, NOTHING
    if (said.ply % 2 == 1) != (game.friend_symbol == "X"):
        return refuse(app, peer, message("live.refused.turn"))
    app = with_live(app, request=said.ply)
    asked = message("live.undo_asked", friend=_named(friend_name(app, peer)))
    return app, Effects().said((asked,)) | REDRAW


def _answer(app: App, said: Answer) -> tuple[App, Effects]:
    """The opponent's answer to my request: my move taken back, or not."""
    game = live_game(app)
    if game is None or app.live.asked != said.ply:
        return app, NOTHING
    app = with_live(app, asked=None, answer=said.yes)
    if not said.yes:
        refused = message("live.undo_refused")
        app = replace(app, notices=with_notice(app.notices, refused))
        return app, Effects().said((refused,)) | REDRAW
    book = friends.take_back(app.links.book, game.key, said.ply)
    accepted = message("live.undo_accepted")
    app, effects = adopted(app, book, game.key, (accepted,))
    app = replace(app, notices=with_notice(app.notices, accepted))
    return with_live(app, answer=True), effects


def _say(app: App, said: Say) -> tuple[App, Effects]:
    app = with_live(app, heard=said.preset)
    words = message("live.heard", friend=_named(friend_name(app, app.live.opponent)),
                    what=Ref(f"live.preset.{said.preset}"))
    return app, Effects().said((words,)) | REDRAW


def _watched(app: App, peer: str, said: Game) -> tuple[App, Effects]:
    """A spectator's game from a player: taken when it extends the one shown (or is a
    later round, or takes back its last move); the review follows it when at its end."""
    joined, old = app.live.joined, app.live.watched
    assert joined is not None
    if said.series != joined.series:
        return refuse(app, peer, message("live.refused.other_game"))
    if old is not None and said.round == old.round:
        extends = said.moves[:len(old.moves)] == old.moves
        back = old.resigned is None and said.moves == old.moves[:-1]
        if not extends and not back:
            return refuse(app, peer, message("live.refused.fork"))
        if extends and (len(said.moves), said.resigned is not None) <= (
                len(old.moves), old.resigned is not None):
            return app, NOTHING
    elif old is not None and said.round < old.round:
        return app, NOTHING
    watching = app.links.watching
    review = app.round.view.review
    at_end = watching is None or review is None or review >= len(watching.moves)
    view = ViewState(review=len(said.moves)) if at_end else app.round.view
    app = with_round(with_links(app, watching=Opened(said.game, said.moves, said.resigned)),
                     view=view, pressed=None)
    app = with_live(app, watched=said)
    return app, published(app, (render_view(app).status,))
