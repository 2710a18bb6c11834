"""The computer's turn: which search runs, and whose result counts. Pure.

The controller (``uttt.app.controller.step``) decides *when* the computer thinks: whenever the live
round reaches the computer's turn it hands out a ``Thinking`` ticket (a fresh
token, tagged with the round id, the moves and the level), and it drops the ticket
as soon as the position changes (undo, resign, a switch, another tab). A result
comes back as ``ComputerMove(token, move)`` and is played only while its ticket is
still the live one, so a late result can never land on a changed position.

On a person's turn against Master (nine boards) the controller hands out a
``Pondering`` ticket instead, whose search grows the kept tree on the person's time.
Both tickets are jobs (``uttt.app.controller.jobs``), run in slices by the page's one job
runner like every other search; ``Computer`` holds the one thing they share, the kept
search: ``Computer.follow`` gives a ticket's search, advancing the kept tree when the
ticket's position follows from it in the same round at the same level, so the person's
move finds the tree grown and the computer's own budget is searched on top of it.

>>> computer = Computer()
>>> search = computer.follow(Thinking(1, "0" * 16, (40,), "intermediate"))
>>> _ = search.run(1.0)
>>> computer.follow(Pondering(2, "0" * 16, (40, search.move()), "intermediate")) is search
True
"""

from __future__ import annotations

from uttt.app.core.vocabulary import GameKind, Level
from uttt.app.variants import Search, variant_of
from uttt.board import Move
from uttt.frozen import frozen

__all__ = ["HIDDEN_POLL_SECONDS", "MIN_THINK_SECONDS", "PONDER_DELAY_SECONDS", "Computer",
           "Pondering", "Thinking"]

SLICE_SECONDS = 0.008
"""Search time per slice, for every search; the page yields to the browser between."""
PONDER_DELAY_SECONDS = 0.25
"""Pondering starts this long after its ticket: the move just played is painted and said
first, and at start-up the loader imports the search first (site/start.js, at 100 ms)."""

@frozen
class Thinking:
    """A ticket for one search: the position it is for, and the token its result
    must carry to be played."""

    token: int
    round_id: str
    moves: tuple[Move, ...]
    level: Level
    game: GameKind = "ultimate"
    delay: float = 0.0
    """Wait this long before searching (the pace of the computer playing itself)."""
    seconds: float | None = None
    """At most this long to think, by the computer's game clock (``None``: the level's
    own budget alone)."""
    start: str | None = None
    """The round's start position (``MatchRecord.start``); ``moves`` are played from it."""

    @property
    def seed(self) -> int:
        """The search's random seed: fixed by the round and the position's length.

        >>> Thinking(1, "00000000000000ff", (40,), "master").seed
        256
        """
        return int(self.round_id, 16) + len(self.moves)


@frozen
class Pondering:
    """A ticket to search on a person's time: the position they are to move in, and the
    computer's level and game, whose kept search grows until the ticket is dropped."""

    token: int
    round_id: str
    moves: tuple[Move, ...]
    level: Level
    game: GameKind = "ultimate"
    start: str | None = None
    """The round's start position, as ``Thinking.start``."""

    @property
    def seed(self) -> int:
        """The search's seed, as ``Thinking.seed`` (used if no search is kept)."""
        return int(self.round_id, 16) + len(self.moves)


MIN_THINK_SECONDS = 0.3
"""The computer never answers faster than this, so its move is seen arriving."""
HIDDEN_POLL_SECONDS = 0.5
"""While the page is hidden, pondering waits and looks again this often."""


class Computer:
    """Starts searches, keeping the last search when the new position follows from it
    in the same round at the same level (tree reuse, as the levels were calibrated)."""

    def __init__(self) -> None:
        self._search: Search | None = None
        self._key: tuple[str, Level, GameKind] | None = None

    def follow(self, ticket: Thinking | Pondering) -> Search:
        """The ticket's search (``Variant.search``): the kept one, advanced to the ticket's
        position, when that follows from it in the same round at the same level."""
        key = (ticket.round_id, ticket.level, ticket.game)
        kept = self._search
        search = variant_of(ticket.game).search(ticket.moves, ticket.level, seed=ticket.seed,
                                                previous=kept if self._key == key else None,
                                                dropped=kept, start=ticket.start)
        self._search, self._key = search, key
        return search
