"""Two seekers agree on a game: the one of a pair with the lower nonce offers a room
(``offer``), the other takes it if it is still free (``proposed``) or declines, and
both leave the lobby for a new live link game in that room (``begin``): the proposer as
soon as it hears the acceptance, the acceptor once the proposer has left (or ``WAIT``
seconds after accepting), so that its acceptance is carried before it leaves.

The room is made from the proposer's private seed and the other's nonce
(``uttt.app.live.room.room_for``), so no one else in the lobby can tell its secret."""

from __future__ import annotations

import hashlib

from uttt.app.features.links.handlers import series_from
from uttt.app.features.live.messages import adopted
from uttt.app.features.lobby.state import ANSWER, WAIT, Deal, Met
from uttt.app.features.lobby.talk import refuse, seekers, speak
from uttt.app.friends import book as friends
from uttt.app.friends.book import LinkGame
from uttt.app.live.lobby import Accept, Decline, Propose, compatible, partner
from uttt.app.live.protocol import Seat
from uttt.app.live.room import read_token, room_for
from uttt.app.model.app import NOTHING, REDRAW, App, Effects, with_live, with_lobby
from uttt.app.round.game_clock import PRESETS
from uttt.app.texts.i18n import message


def offer(app: App, wall: float | None) -> tuple[App, Effects]:
    """Propose a game to my partner of the pairing, when I am the one to (the lower
    nonce) and nothing is offered or taken yet."""
    lobby, mine = app.lobby, app.lobby.seeking
    if mine is None or lobby.proposed is not None or lobby.accepted is not None or wall is None:
        return app, NOTHING
    heard = {peer: seek for peer, seek in seekers(app, wall).items()
             if seek.nonce not in lobby.passed}
    theirs = partner(mine, heard.values())
    if theirs is None or theirs.nonce < mine.nonce:
        return app, NOTHING
    peer = next(peer for peer, seek in heard.items() if seek.nonce == theirs.nonce)
    draw = hashlib.sha256(f"deal:{lobby.seed}:{theirs.nonce}".encode()).hexdigest()[:16]
    series = series_from(draw)
    room = room_for(draw, series)
    deal = Deal(peer, theirs, room.token, series, int(draw[-1], 16) % 2 == 0, wall)
    said = Propose(theirs.nonce, mine.nonce, room.token, series, "me" if deal.mine_x else "you")
    return with_lobby(app, proposed=deal), speak((peer, said)) | REDRAW


def proposed(app: App, peer: str, said: Propose, wall: float | None) -> tuple[App, Effects]:
    """A proposal to me: taken when it comes from a compatible seeker and I am free (then
    this device waits for the proposer to leave), declined when I am paired already."""
    lobby, mine = app.lobby, app.lobby.seeking
    theirs = seekers(app, None).get(peer)
    if mine is None or said.to != mine.nonce:
        return app, NOTHING  # not for me (a stale proposal, or to my former seek)
    if theirs is None or theirs.nonce != said.nonce or not compatible(mine, theirs):
        return refuse(app, peer, message("lobby.refused.proposal"))
    if lobby.proposed is not None or lobby.accepted is not None or wall is None:
        return app, speak((peer, Decline(said.nonce, mine.nonce)))
    deal = Deal(peer, theirs, said.room, said.series, said.x == "you", wall)
    app = with_lobby(app, accepted=deal)
    return app, speak((peer, Accept(said.nonce, mine.nonce))) | REDRAW


def answered(app: App, peer: str, said: Accept | Decline) -> tuple[App, Effects]:
    """The answer to my proposal: the game begins, or I seek on (never proposing to that
    seeker again)."""
    deal, mine = app.lobby.proposed, app.lobby.seeking
    if deal is None or mine is None or said.to != mine.nonce or peer != deal.peer \
            or said.nonce != deal.seek.nonce:
        return app, NOTHING
    if isinstance(said, Decline):
        return with_lobby(app, proposed=None, passed=app.lobby.passed | {said.nonce}), REDRAW
    return begin(app, deal, proposer=True)


def waited(app: App, wall: float | None, gone: str | None = None) -> tuple[App, Effects]:
    """Time passing, or a seeker gone (``gone``): my accepted game begins once its
    proposer left or ``WAIT`` passed; my proposal unanswered for ``ANSWER`` is dropped."""
    lobby = app.lobby
    accepted, offered = lobby.accepted, lobby.proposed
    if accepted is not None and (gone == accepted.peer or (
            wall is not None and wall - accepted.at >= WAIT)):
        return begin(app, accepted, proposer=False)
    if offered is not None and (gone == offered.peer or (
            wall is not None and wall - offered.at >= ANSWER)):
        passed = lobby.passed | {offered.seek.nonce}
        return with_lobby(app, proposed=None, passed=passed), REDRAW
    return app, NOTHING


def begin(app: App, deal: Deal, *, proposer: bool) -> tuple[App, Effects]:
    """Leave the lobby for the game agreed: a new link game of the deal's series, in its
    room (``uttt.app.features.live.room.follow_room`` joins it), with its clock; the
    opponent's name and declared rating kept for the panel and the rating."""
    mine = app.lobby.seeking
    room = read_token(deal.room)
    if mine is None or room is None:
        return app, NOTHING
    me: Seat = "a" if proposer else "b"
    x_holder = me if deal.mine_x else friends.other_seat(me)
    book = app.links.book
    names = (book.my_name, deal.seek.name) if proposer else (deal.seek.name, book.my_name)
    game = LinkGame(mine.game, deal.series, 1, me, x_holder, names=names)
    book = friends.with_room(book.with_game(game), deal.series, room.token)
    met = Met(deal.seek.name, deal.seek.rating, mine.rated)
    app = with_lobby(app, seeking=None, proposed=None, accepted=None, choosing=False,
                     met={**app.lobby.met, deal.series: met})
    control = PRESETS.get(mine.clock)
    if control is not None:
        app = with_live(app, control=(deal.series, control))
    return adopted(app, book, game.key, (message("lobby.paired"),))
