"""How many link games the book keeps, and what it may drop: never anything silently.

Anyone can make the page open links (a page that opens a window on the game and sets its
address 121 times), and a friend may send many short rounds, so the book needs a bound.
The rule protects what the player has done:

- An invitation (a round that came by a friend's link, not answered yet: no move,
  resignation or link of mine) is kept apart: at most ``MAX_INVITATIONS`` of them, the
  oldest dropped first. Its link still opens it again.
- Past ``MAX_GAMES`` games, older finished rounds I answered are dropped, the oldest first,
  each series from its first round on; their results stay in the friend's tally
  (``FriendBook.past``). The latest round of each friend is never dropped.
- A game in progress that I answered is never dropped, nor the game on screen.

``bounded`` says which of each it dropped, so the page can say so. Tabs merge their books
by union, so a tab may take back from another tab's older copy a game it dropped already
and drop it again: ``Dropped`` keeps the games a tab saw go, so that each is counted once.

>>> from uttt.app.friends.book import FriendBook, LinkGame
>>> book = FriendBook({(f"AAAAAA{n:02d}", 1): LinkGame("classic", f"AAAAAA{n:02d}", 1, "b",
...                    "a", (4,), invited=True, updated=n) for n in range(15)}, 15)
>>> cut = bounded(book)
>>> cut.invitations, cut.rounds, len(cut.book.games), ("AAAAAA00", 1) in cut.book.games
(3, 0, 12, False)
>>> seen = Dropped().seeing(cut)
>>> seen.seeing(cut) == seen, len(seen.invitations)    # the same three, counted once
(True, 3)
"""

from __future__ import annotations

from collections.abc import Mapping

from uttt.app.friends.book import MAX_GAMES, FriendBook, GameKey, LinkGame, Past
from uttt.frozen import frozen, replace

MAX_INVITATIONS = 12
"""Unanswered invitations kept; past that, the oldest is dropped."""


@frozen
class Bounded:
    """The book within bounds, and the invitations and finished rounds it dropped."""

    book: FriendBook
    invitation_keys: frozenset[GameKey] = frozenset()
    round_keys: frozenset[GameKey] = frozenset()

    @property
    def invitations(self) -> int:
        return len(self.invitation_keys)

    @property
    def rounds(self) -> int:
        return len(self.round_keys)


@frozen
class Dropped:
    """The invitations and finished rounds a tab saw the bound drop during the visit:
    each once, however many times merges bring it back and it is dropped again."""

    invitations: frozenset[GameKey] = frozenset()
    rounds: frozenset[GameKey] = frozenset()

    def seeing(self, cut: Bounded) -> Dropped:
        """These and what ``cut`` dropped (the same record when nothing is new)."""
        if cut.invitation_keys <= self.invitations and cut.round_keys <= self.rounds:
            return self
        return Dropped(self.invitations | cut.invitation_keys, self.rounds | cut.round_keys)


def bounded(book: FriendBook, keep: GameKey | None = None) -> Bounded:
    """``book`` within the bounds (``keep``: the game on screen, never dropped)."""
    games = dict(book.games)
    waiting = sorted((g for g in games.values() if g.invited and g.key != keep),
                     key=lambda g: (g.updated, g.key))
    extra = len(waiting) - (MAX_INVITATIONS - (keep in games and games[keep].invited))
    invitations = frozenset(game.key for game in waiting[:max(0, extra)])
    for key in invitations:
        del games[key]
    past = dict(book.past)
    rounds: set[GameKey] = set()
    while len(games) > MAX_GAMES:
        oldest = _droppable(games, keep)
        if oldest is None:
            break  # everything left is in progress, unanswered or a friend's latest round
        del games[oldest.key]
        past[oldest.series] = _counted(past.get(oldest.series, Past()), oldest)
        rounds.add(oldest.key)
    series = {g.series for g in games.values()}
    past = {s: p for s, p in past.items() if s in series}
    rooms = {s: token for s, token in book.rooms.items() if s in series}
    if len(games) == len(book.games) and past == book.past and rooms == book.rooms:
        return Bounded(book)
    return Bounded(replace(book, games=games, past=past, rooms=rooms), invitations,
                   frozenset(rounds))


def _droppable(games: Mapping[GameKey, LinkGame], keep: GameKey | None) -> LinkGame | None:
    """The oldest finished, answered round that is the first kept one of its series and
    not its latest."""
    first: dict[str, LinkGame] = {}
    last: dict[str, int] = {}
    for game in games.values():
        if game.series not in first or game.round < first[game.series].round:
            first[game.series] = game
        last[game.series] = max(last.get(game.series, 0), game.round)
    fit = [g for g in first.values()
           if g.round < last[g.series] and not g.invited and g.key != keep and g.is_over]
    return min(fit, key=lambda g: (g.updated, g.key), default=None)


def _counted(past: Past, game: LinkGame) -> Past:
    """``past`` with ``game`` dropped (a round it already counts is not counted again)."""
    if game.round <= past.through:
        return past
    standing = game.standing
    return Past(game.round, past.won + (standing == "won"), past.lost + (standing == "lost"),
                past.drawn + (standing == "draw"))


def merged_past(a: Mapping[str, Past], b: Mapping[str, Past]) -> dict[str, Past]:
    """Two tabs' dropped rounds as one: per series, the one that dropped further.

    >>> merged_past({"s": Past(2, 1, 1, 0)}, {"s": Past(3, 1, 1, 1), "t": Past(1, 1)})
    {'s': Past(through=3, won=1, lost=1, drawn=1), 't': Past(through=1, won=1, lost=0, drawn=0)}
    """
    out = dict(a)
    for series, past in b.items():
        if series not in out or past.through > out[series].through:
            out[series] = past
    return out
