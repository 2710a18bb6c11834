"""Games with friends by link: the "Your games" list, the extend-only rule, rematches.

Each device keeps its own copy of every link game, apart from the local game and its
scores. A link received for a known game may only add the friend's moves (or the
friend's resignation) to the stored ones; anything else is refused with a message
naming what is wrong, and the book is left as it was.

>>> book = FriendBook()
>>> book, game = start(book, "ultimate", "Qk3xZ09a", name="Ana")
>>> book, game = play(book, game.key, 40)          # Ana (X) opens, then sends the link
>>> sent = to_link(game)
>>> theirs = receive(FriendBook(), sent).game     # the friend's device
>>> theirs.me, theirs.my_symbol, theirs.is_my_turn
('b', 'O', True)
>>> receive(book, replace(sent, moves=(41,))).game
Traceback (most recent call last):
...
uttt.app.friends.link.LinkError: link.changes_move
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Literal

from uttt.app.core.vocabulary import GameKind
from uttt.app.friends.link import Link, LinkError, Seat
from uttt.app.round.rules import replay
from uttt.app.texts.i18n import Message, Ref, message
from uttt.app.variants import GameBoard
from uttt.board import Player
from uttt.frozen import field, frozen, replace

__all__ = [
    "MAX_GAMES",
    "FriendBook",
    "GameKey",
    "LinkGame",
    "Past",
    "Received",
    "Tally",
    "follow",
    "mark_shared",
    "play",
    "receive",
    "rematch",
    "rename",
    "resign",
    "signed",
    "start",
    "take_back",
    "take_seat",
    "tally",
    "to_link",
    "with_room",
]

MAX_GAMES = 60
"""Games kept before older finished rounds are dropped (``uttt.app.friends.bound``)."""

GameKey = tuple[str, int]
"""A link game: its series id and round number."""

Standing = Literal["your_turn", "their_turn", "won", "lost", "draw"]


def other_seat(seat: Seat) -> Seat:
    return "b" if seat == "a" else "a"


@frozen
class LinkGame:
    """One round with a friend, as this device knows it."""

    variant: GameKind
    series: str
    round: int
    me: Seat
    x_holder: Seat
    moves: tuple[int, ...] = ()
    resigned: Player | None = None
    names: tuple[str, str] = ("", "")
    shared: int = 0
    """How many moves the last link this device sent held (undo stops there)."""
    updated: int = 0
    """When this game last changed, by the book's counter (for the list's order)."""
    invited: bool = False
    """Came by a friend's link and I have not answered yet (no move, resignation or link
    of mine): an invitation, kept apart (``uttt.app.friends.bound``)."""

    @property
    def key(self) -> GameKey:
        return (self.series, self.round)

    @property
    def my_symbol(self) -> Player:
        return "X" if self.x_holder == self.me else "O"

    @property
    def friend_symbol(self) -> Player:
        return "O" if self.my_symbol == "X" else "X"

    @property
    def friend_name(self) -> str:
        return self.names[0 if self.me == "b" else 1]

    def board(self) -> GameBoard:
        return replay(self.variant, self.moves)

    @property
    def is_over(self) -> bool:
        return self.resigned is not None or self.board().outcome() is not None

    @property
    def winner(self) -> Player | None:
        """The winning symbol once over (``None`` for a draw or while it goes on)."""
        if self.resigned is not None:
            return "O" if self.resigned == "X" else "X"
        outcome = self.board().outcome()
        return None if outcome is None else outcome.winner

    @property
    def to_move(self) -> Player:
        return "X" if len(self.moves) % 2 == 0 else "O"

    @property
    def is_my_turn(self) -> bool:
        return not self.is_over and self.to_move == self.my_symbol

    @property
    def standing(self) -> Standing:
        if not self.is_over:
            return "your_turn" if self.to_move == self.my_symbol else "their_turn"
        winner = self.winner
        if winner is None:
            return "draw"
        return "won" if winner == self.my_symbol else "lost"

    @property
    def has_news_for_friend(self) -> bool:
        """Whether the friend has not seen the last change yet: it is their turn, or
        my move or my resignation ended the game."""
        if not self.is_over:
            return self.to_move == self.friend_symbol
        if self.resigned is not None:
            return self.resigned == self.my_symbol
        return (len(self.moves) - 1) % 2 == (0 if self.my_symbol == "X" else 1)

    @property
    def can_undo(self) -> bool:
        """My last move can be taken back until its link was sent."""
        return (self.resigned is None and bool(self.moves) and self.shared < len(self.moves)
                and self.has_news_for_friend)


@frozen
class Past:
    """The rounds of a series dropped from the book to keep it small: all finished, up to
    round ``through``, and their results from my side."""

    through: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0


@frozen
class FriendBook:
    """Every link game this device knows, by key, and a counter ordering changes."""

    games: Mapping[GameKey, LinkGame] = field(default_factory=dict)
    counter: int = 0
    my_name: str = ""
    """The name this device's player gives friends (``""``: none), sent in every link."""
    past: Mapping[str, Past] = field(default_factory=dict)
    """By series: the finished rounds dropped so far (their tally still counts)."""
    rooms: Mapping[str, str] = field(default_factory=dict)
    """By series: the live room its games are played in (``uttt.app.live.room``'s
    ``room.secret`` token, opaque here), once live play was chosen for it."""

    def listed(self) -> list[LinkGame]:
        """The games, the ones waiting for me first, then the most recently changed."""
        return sorted(self.games.values(),
                      key=lambda g: (g.standing != "your_turn", -g.updated, g.key))

    def seat_in(self, series: str) -> Seat | None:
        """My seat in a series, if I know it."""
        for game in self.games.values():
            if game.series == series:
                return game.me
        return None

    def with_game(self, game: LinkGame) -> FriendBook:
        """The book with ``game`` stored as its newest change."""
        stamped = replace(game, updated=self.counter + 1)
        games = dict(self.games)
        games[game.key] = stamped
        return replace(self, games=games, counter=self.counter + 1)


@frozen
class Tally:
    """Finished rounds against one friend, from my side."""

    won: int = 0
    lost: int = 0
    drawn: int = 0


def tally(book: FriendBook, series: str) -> Tally:
    """The finished rounds of a series, the ones dropped from the book included."""
    past = book.past.get(series, Past())
    counts = {"won": past.won, "lost": past.lost, "draw": past.drawn}
    for game in book.games.values():
        if game.series == series and game.round > past.through and game.standing in counts:
            counts[game.standing] += 1
    return Tally(counts["won"], counts["lost"], counts["draw"])


# -- my actions -------------------------------------------------------------


def start(book: FriendBook, variant: GameKind, series: str, *,
          name: str | None = None) -> tuple[FriendBook, LinkGame]:
    """A new series with a friend: I invite (seat ``a``) and open as X, under my name
    (``name``, else the book's)."""
    game = LinkGame(variant, series, 1, "a", "a",
                    names=(book.my_name if name is None else name, ""))
    book = book.with_game(game)
    return book, book.games[game.key]


def play(book: FriendBook, key: GameKey, move: int) -> tuple[FriendBook, LinkGame]:
    """My move in a link game; raises ``ValueError`` if it is not mine to make or illegal."""
    game = book.games[key]
    if not game.is_my_turn:
        raise ValueError("not my turn")
    board = game.board()
    board.push(move)  # IllegalMoveError is a ValueError
    book = book.with_game(replace(game, moves=(*game.moves, move), invited=False))
    return book, book.games[key]


def undo(book: FriendBook, key: GameKey) -> tuple[FriendBook, LinkGame]:
    game = book.games[key]
    if not game.can_undo:
        raise ValueError("nothing to take back")
    book = book.with_game(replace(game, moves=game.moves[:-1], invited=False))
    return book, book.games[key]


def take_back(book: FriendBook, key: GameKey, ply: int) -> FriendBook:
    """The game without its last move, the ``ply``-th, when both players agreed to take
    it back (live play: asked on one device, accepted on the other); anything else leaves
    the book as it is.

    >>> book, game = start(FriendBook(), "classic", "Qk3xZ09a")
    >>> book, game = play(book, game.key, 4)
    >>> take_back(book, game.key, 1).games[game.key].moves, take_back(book, game.key, 2) is book
    ((), True)
    """
    game = book.games[key]
    if game.is_over or len(game.moves) != ply:
        return book
    return book.with_game(replace(game, moves=game.moves[:-1]))  # both know it: still shared


def take_seat(book: FriendBook, key: GameKey, seat: Seat,
              names: tuple[str, str]) -> FriendBook:
    """An invitation first seen before any move, in the seat the invite names (a live
    invite goes before the first move, so the side to move is the sender's, not the seat
    it waits for); the names as the invite gives them, mine in my seat. Anything else (a
    move played, the invitation answered) leaves the book as it is."""
    game = book.games[key]
    if game.moves or game.me == seat or not game.invited:
        return book
    return book.with_game(replace(game, me=seat, names=_named(names, seat, book.my_name)))


def with_room(book: FriendBook, series: str, token: str) -> FriendBook:
    """The book with a series' live room (``token``) kept."""
    if book.rooms.get(series) == token:
        return book
    return replace(book, rooms={**book.rooms, series: token}, counter=book.counter + 1)


def resign(book: FriendBook, key: GameKey) -> tuple[FriendBook, LinkGame]:
    """I resign, at any moment of the round (my friend's turn too): the next link tells
    my friend."""
    game = book.games[key]
    if game.is_over:
        raise ValueError("the round is over")
    book = book.with_game(replace(game, resigned=game.my_symbol, invited=False))
    return book, book.games[key]


def follow(book: FriendBook, key: GameKey, moves: Iterable[int],
           resigned: Player | None) -> FriendBook:
    """The book after the page played, took back or resigned in a link game: only my
    own moves may come or go (anything else leaves the book as it is)."""
    game = book.games[key]
    moves = tuple(moves)
    new = replace(game, moves=moves, resigned=resigned)
    if new == game:
        return book
    common = min(len(moves), len(game.moves))
    changed = moves[:common] != game.moves[:common] or abs(len(moves) - len(game.moves)) > 1
    longer = moves if len(moves) > len(game.moves) else game.moves
    mine = len(longer) == common or (common % 2 == 0) == (game.my_symbol == "X")
    if changed or not mine or (resigned is not None and resigned != game.my_symbol):
        return book
    if len(moves) < len(game.moves) and not game.can_undo:
        return book
    return book.with_game(replace(new, invited=False))


def rename(book: FriendBook, name: str) -> FriendBook:
    """My name (already ``clean_name``d) from now on, in every game: the next link to
    each friend carries it."""
    if name == book.my_name:
        return book
    return replace(book, games=signed(book.games, name), counter=book.counter + 1, my_name=name)


def signed(games: Mapping[GameKey, LinkGame], name: str) -> dict[GameKey, LinkGame]:
    """The games with ``name`` as mine in each."""
    return {key: game if game.names[_index(game.me)] == name
            else replace(game, names=_named(game.names, game.me, name))
            for key, game in games.items()}


def _index(seat: Seat) -> int:
    return 0 if seat == "a" else 1


def _named(names: tuple[str, str], seat: Seat, name: str) -> tuple[str, str]:
    return (name, names[1]) if seat == "a" else (names[0], name)


def mark_shared(book: FriendBook, key: GameKey) -> FriendBook:
    """The link of this game's present state was sent (undo stops here; an invitation is
    answered)."""
    game = book.games[key]
    if game.shared == len(game.moves) and not game.invited:
        return book
    games = dict(book.games)
    games[key] = replace(game, shared=len(game.moves), invited=False)
    return replace(book, games=games)


def rematch(book: FriendBook, key: GameKey) -> tuple[FriendBook, LinkGame]:
    """The next round of a finished game's series, the other friend opening as X
    (an existing next round is returned as it is)."""
    game = book.games[key]
    if not game.is_over:
        raise ValueError("the round is not over")
    later = [g for g in book.games.values() if g.series == game.series and g.round > game.round]
    if later:
        return book, min(later, key=lambda g: g.round)
    nxt = LinkGame(game.variant, game.series, game.round + 1, game.me,
                   other_seat(game.x_holder), names=game.names)
    book = book.with_game(nxt)
    return book, book.games[nxt.key]


def to_link(game: LinkGame, *, watch: bool = False) -> Link:
    return Link(game.variant, game.series, game.round, game.x_holder, game.moves,
                game.resigned, game.names, watch)


# -- a friend's link ----------------------------------------------------------


@frozen
class Received:
    """A link taken in: the book to keep, the game to show, and what to tell the player."""

    book: FriendBook
    game: LinkGame
    notice: Message | None = None


def receive(book: FriendBook, link: Link) -> Received:
    """Take in a friend's play link; raises ``LinkError`` (book unchanged) if refused."""
    if link.watch:
        raise ValueError("watch links are opened for review, not kept")
    key = (link.series, link.round)
    known = book.games.get(key)
    if known is not None:
        return _update(book, known, link)
    seat = book.seat_in(link.series)
    if seat is None:
        return _first_sight(book, link)
    base = LinkGame(link.variant, link.series, link.round, seat, link.x_holder,
                    names=_named(("", ""), seat, book.my_name), invited=True)
    return _update(book, base, link)


def _first_sight(book: FriendBook, link: Link) -> Received:
    """An unknown series: I take the seat the link waits for (the side to move, or the
    one that did not resign)."""
    waiting = _symbol_to_move(link.moves) if link.resigned is None else _other(link.resigned)
    me = link.seat_of(waiting)
    names = _named(link.names, me, book.my_name)
    game = LinkGame(link.variant, link.series, link.round, me, link.x_holder, link.moves,
                    link.resigned, names, shared=len(link.moves), invited=True)
    book = book.with_game(game)
    return Received(book, book.games[game.key], _said(game, "link.opened"))


def _update(book: FriendBook, known: LinkGame, link: Link) -> Received:
    if (link.variant, link.x_holder) != (known.variant, known.x_holder):
        raise LinkError("link.other_game")
    stored, sent = known.moves, link.moves
    for ply, (mine, theirs) in enumerate(zip(stored, sent, strict=False)):
        if mine != theirs:
            raise LinkError("link.changes_move", move=ply + 1)
    if _resigned_while_mine_came(known, link):
        game = replace(known, resigned=link.resigned, names=_adopt_names(known, link.names))
        book = book.with_game(game)
        return Received(book, book.games[known.key], _said(game, "link.updated"))
    if _is_older(known, link):
        return Received(book, known, message("link.older"))
    if known.resigned is not None:
        raise LinkError("link.game_over")
    _check_only_friend(known, sent[len(stored):], len(stored), link.resigned)
    if sent == stored and link.resigned is None:
        return Received(book, known, message("link.same"))
    names = _adopt_names(known, link.names)
    game = replace(known, moves=sent, resigned=link.resigned, names=names, shared=len(sent))
    book = book.with_game(game)
    return Received(book, book.games[known.key], _said(game, "link.updated"))


def _said(game: LinkGame, key: str) -> Message:
    """What taking in a link tells me: ``key`` while the round goes on; once the link
    ended it, that it is over and who won, never that it is my turn."""
    if not game.is_over:
        return message(key)
    winner = game.winner
    if winner is None:
        return message("link.final.draw")
    if winner == game.my_symbol:
        return message("link.final.won")
    return message("link.final.lost", friend=game.friend_name or Ref("friend.nobody"))


def _resigned_while_mine_came(known: LinkGame, link: Link) -> bool:
    """Whether the link is my friend resigning before my last move reached them: it holds
    every move of mine but the last (its moves already checked to be the first of mine)
    and my friend's resignation, while my copy goes on. The game ends there, my move
    kept. (A link that lacks a move of my friend's is an older one of theirs.)"""
    missing = known.moves[len(link.moves):]
    mine = (len(known.moves) - 1) % 2 == (0 if known.my_symbol == "X" else 1)
    return (link.resigned is not None and link.resigned == known.friend_symbol
            and len(missing) == 1 and mine and not known.is_over)


def _is_older(known: LinkGame, link: Link) -> bool:
    """Whether the link holds less than the stored copy (a prefix of it)."""
    if len(link.moves) < len(known.moves):
        return True
    same = len(link.moves) == len(known.moves)
    return same and known.resigned is not None and link.resigned is None


def _check_only_friend(known: LinkGame, added: Iterable[int], start_ply: int,
                       resigned: Player | None) -> None:
    friend = known.friend_symbol
    for ply, _ in enumerate(added, start_ply):
        if (ply % 2 == 0) != (friend == "X"):
            raise LinkError("link.not_friend_turn")
    if resigned is not None and resigned != friend:
        raise LinkError("link.resign_yours")


def _adopt_names(known: LinkGame, names: tuple[str, str]) -> tuple[str, str]:
    """The friend's name as the link says, mine as I have it."""
    if known.me == "a":
        return (known.names[0], names[1] or known.names[1])
    return (names[0] or known.names[0], known.names[1])


def _symbol_to_move(moves: tuple[int, ...]) -> Player:
    return "X" if len(moves) % 2 == 0 else "O"


def _other(symbol: Player) -> Player:
    return "O" if symbol == "X" else "X"
