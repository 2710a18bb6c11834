"""The computer's turn: which search runs, how long, and whose result counts. Pure.

The controller (``uttt.app.controller.step``) decides *when* the computer thinks: whenever the live
round reaches the computer's turn it hands out a ``Thinking`` ticket (a fresh
token, tagged with the round id, the moves and the level), and it drops the ticket
as soon as the position changes (undo, resign, a switch, another tab). A result
comes back as ``ComputerMove(token, move)`` and is played only while its ticket is
still the live one, so a late result can never land on a changed position.

``Computer.start`` turns a ticket into a ``Thinker`` that runs the level's search
in short slices. The page's job runner (``uttt.app.controller.jobs``) calls ``Thinker.step`` in a
loop and yields to the event loop between calls, so no task blocks the page. Time is
passed in, so all of this is tested with a fake clock.

On a person's turn against Master (nine boards) the controller hands out a
``Pondering`` ticket instead: ``Computer.start_pondering`` advances the kept search to
the person's position and a ``Ponderer`` grows its tree in the same slices while the
ticket is live and the page is visible, until the search's ponder limit. The
person's move then finds the tree grown (``Computer.start`` keeps it), and the
computer's own budget is searched on top of it.

>>> from uttt.board import Board
>>> computer = Computer()
>>> thinker = computer.start(Thinking(1, "0" * 16, (40,), "beginner"), now=0.0)
>>> thinker.step(0.0, slice_seconds=1.0)   # one slice of search: yield, call again
0.0
>>> thinker.step(0.01)               # budget spent: wait out the minimum think time
0.29
>>> thinker.step(0.3) is None, thinker.move() in Board.from_moves([40]).legal_moves()
(True, True)
>>> classic = computer.start(Thinking(2, "0" * 16, (0, 4, 1), "master", "classic"), 0.0)
>>> classic.step(0.0), classic.step(0.3), classic.move(), classic.stats()["slices"]
(0.3, None, 2, 0)
"""

from __future__ import annotations

from uttt.app.core.vocabulary import GameKind, Level
from uttt.app.variants import Search, variant_of
from uttt.board import Move
from uttt.frozen import frozen

__all__ = ["HIDDEN_POLL_SECONDS", "MIN_THINK_SECONDS", "PONDER_DELAY_SECONDS", "Computer",
           "Ponderer", "Pondering", "Thinker", "Thinking"]

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


class Thinker:
    """One ticket's search (the variant's), run slice by slice."""

    def __init__(self, thinking: Thinking, search: Search, started: float) -> None:
        self.thinking = thinking
        self.search = search
        self.started = started
        self.slices = 0
        self.longest_slice = 0.0
        """The longest slice so far, in seconds of search."""
        self.longest_slice_iterations = 0.0
        """Iterations in the longest slice: about a usual slice's when the machine, not
        the search, made it long (another process or thread had the core)."""

    def step(self, now: float, *, slice_seconds: float = SLICE_SECONDS) -> float | None:
        """Do the next bit of work. Returns how long to wait before the next call
        (0.0: just yield to the browser), or ``None`` once ``move()`` is ready."""
        cap = self.thinking.seconds
        out_of_time = cap is not None and self.slices > 0 and now - self.started >= cap
        if not self.search.is_done() and not out_of_time:
            before = self.search.stats().get("iterations", 0.0)
            spent = self.search.run(slice_seconds)
            self.slices += 1
            if spent > self.longest_slice:
                self.longest_slice = spent
                self.longest_slice_iterations = self.search.stats().get("iterations", 0.0) - before
            return 0.0
        least = MIN_THINK_SECONDS if cap is None else min(MIN_THINK_SECONDS, cap)
        wait = self.started + least - now
        return round(wait, 6) if wait > 0 else None

    def move(self) -> Move:
        """The move chosen (read once ``step`` returned ``None``)."""
        return self.search.move()

    def stats(self) -> dict[str, float]:
        """What the search did, for the page's ``uttt:think`` measure."""
        return {**self.search.stats(), "slices": self.slices,
                "longest_slice_ms": self.longest_slice * 1000.0,
                "longest_slice_iterations": self.longest_slice_iterations}


class Ponderer:
    """One ponder ticket's search, slice by slice: while the page is visible, until the
    search's ponder limit (``Search.can_ponder``). The page drops it with the ticket."""

    def __init__(self, pondering: Pondering, search: Search) -> None:
        self.pondering = pondering
        self.search = search
        self.slices = 0
        self.seconds = 0.0
        """Seconds spent in this ponderer's slices (wall clock: its CPU cost, the battery's,
        when the core is not shared)."""
        self.longest_slice = 0.0
        self.longest_slice_iterations = 0.0
        """Iterations in the longest slice: about a usual slice's when the machine, not
        the search, made it long (another process had the core)."""
        self.hidden_waits = 0

    def step(self, *, hidden: bool, slice_seconds: float = SLICE_SECONDS) -> float | None:
        """Do the next bit of pondering. Returns how long to wait before the next call
        (0.0: yield to the browser; longer while ``hidden``), or ``None``: the limit is
        reached (or the position decided), there is nothing more to do."""
        if not self.search.can_ponder():
            return None
        if hidden:
            self.hidden_waits += 1
            return HIDDEN_POLL_SECONDS
        before = self.search.stats().get("pondered", 0.0)
        spent = self.search.ponder(slice_seconds)
        self.slices += 1
        self.seconds += spent
        if spent > self.longest_slice:
            self.longest_slice = spent
            self.longest_slice_iterations = self.search.stats().get("pondered", 0.0) - before
        return 0.0

    def stats(self) -> dict[str, float]:
        """What this pondering did, for the page's ``uttt:ponder`` measure."""
        return {"search_ms": self.seconds * 1000.0, "slices": self.slices,
                "longest_slice_ms": self.longest_slice * 1000.0,
                "longest_slice_iterations": self.longest_slice_iterations,
                "limit": int(not self.search.can_ponder()), "hidden_waits": self.hidden_waits,
                **self.search.stats()}


class Computer:
    """Starts searches, keeping the last search when the new position follows from it
    in the same round at the same level (tree reuse, as the levels were calibrated)."""

    def __init__(self) -> None:
        self._search: Search | None = None
        self._key: tuple[str, Level, GameKind] | None = None

    def start(self, thinking: Thinking, now: float) -> Thinker:
        """A thinker for this ticket, with its game's search (``Variant.search``)."""
        return Thinker(thinking, self._follow(thinking), now)

    def start_pondering(self, pondering: Pondering) -> Ponderer:
        """A ponderer for this ticket: the kept search, advanced to its position."""
        return Ponderer(pondering, self._follow(pondering))

    def _follow(self, ticket: Thinking | Pondering) -> Search:
        key = (ticket.round_id, ticket.level, ticket.game)
        kept = self._search
        search = variant_of(ticket.game).search(ticket.moves, ticket.level, seed=ticket.seed,
                                                previous=kept if self._key == key else None,
                                                dropped=kept, start=ticket.start)
        self._search, self._key = search, key
        return search
