"""The score book: every decided round, recorded once, mergeable between tabs.

A score counts once, on the move that decides the round. Two tabs on the same
game each keep a book and both write it to storage, so the book must merge
without counting a result twice or losing one. The design:

* Each decided round is a ``Result`` keyed by its round id. Totals are derived
  from the set of results, never stored as counters that could be added twice.
  A round recorded by two tabs (even with different winners) is still one
  result; the merge keeps one of them by a fixed rule.
* Results carry a Lamport ``clock``: one more than the highest clock the
  recording tab has seen. ``(clock, round_id)`` orders results the same way in
  every tab.
* To stay bounded, only the ``keep`` most recent results are kept as results;
  older ones are folded into per-table ``base`` tallies, and ``horizon``
  remembers the key of the newest folded result. A book counts a result either
  in ``base`` (key <= horizon) or in ``recent`` (key > horizon), never both.
* ``merge`` takes the base of the book with the later horizon (pointwise max of
  the tallies when the horizons are equal), the union of the recent results
  above that horizon, and folds down to ``keep`` again. It is commutative and
  idempotent, so a tab can merge whatever it reads from storage as often as it
  likes. Every step can only *drop* a result at or below a horizon, never add
  one twice; what keeps a drop from losing a result is the next point.
* A result this tab recorded but has not written yet is ``pending``: no other
  tab can have it, so none can have folded it. Pending results are never
  folded, and ``sync`` (read, merge, then write) stamps them above every clock
  storage has seen. Each result thus enters storage above all results written
  before it, so a tab that knows ``keep`` newer results has read it: no tab
  folds past a result it never saw, however stale the tab that recorded it.

>>> book = ScoreBook().record("a" * 16, "ultimate/two_players", "red")
>>> book = book.record("b" * 16, "ultimate/two_players", None)
>>> book.tally("ultimate/two_players")
Tally(red=1, blue=0, draws=1)
>>> other = ScoreBook().record("c" * 16, "ultimate/two_players", "blue")
>>> merged = merge(book, other)
>>> merged.tally("ultimate/two_players")
Tally(red=1, blue=1, draws=1)
>>> merge(merged, book) == merged == merge(other, book)
True
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Literal

Colour = Literal["red", "blue"]
"""A player: the colour stays with the person, the symbol with whoever opens."""

GameKind = Literal["ultimate", "classic"]
Mode = Literal["two_players", "computer"]
Level = Literal["beginner", "intermediate", "master"]

GAMES: tuple[GameKind, ...] = ("ultimate", "classic")
MODES: tuple[Mode, ...] = ("two_players", "computer")
LEVELS: tuple[Level, ...] = ("beginner", "intermediate", "master")
COLOURS: tuple[Colour, ...] = ("red", "blue")

Table = str
"""Which score a result counts in, e.g. ``"ultimate/two_players"`` or
``"classic/computer/master"``. Classic and ultimate scores are kept apart, and
every computer level has its own."""

KEEP_RECENT = 200
"""How many results a book keeps one by one before folding older ones into tallies."""

Key = tuple[int, str]
"""The order of results: ``(clock, round_id)``."""


def table_for(game: GameKind, mode: Mode, level: Level) -> Table:
    """The score table a round of this kind counts in.

    >>> table_for("ultimate", "two_players", "master")
    'ultimate/two_players'
    >>> table_for("classic", "computer", "beginner")
    'classic/computer/beginner'
    """
    if mode == "two_players":
        return f"{game}/two_players"
    return f"{game}/computer/{level}"


TABLES: tuple[Table, ...] = tuple(
    dict.fromkeys(table_for(g, m, lv) for g in GAMES for m in MODES for lv in LEVELS)
)
"""Every valid table name."""


@dataclass(frozen=True)
class Tally:
    """Counts of one table. Against the computer the human is Red, so ``red``
    counts wins and ``blue`` losses.

    >>> Tally(2, 1, 0) + Tally(0, 0, 3)
    Tally(red=2, blue=1, draws=3)
    """

    red: int = 0
    blue: int = 0
    draws: int = 0

    def __add__(self, other: Tally) -> Tally:
        return Tally(self.red + other.red, self.blue + other.blue, self.draws + other.draws)

    def join(self, other: Tally) -> Tally:
        """Pointwise maximum: the tally that includes both, if they overlap.

        >>> Tally(2, 0, 1).join(Tally(1, 3, 1))
        Tally(red=2, blue=3, draws=1)
        """
        return Tally(
            max(self.red, other.red), max(self.blue, other.blue), max(self.draws, other.draws)
        )

    @property
    def wins(self) -> int:
        """Against the computer: the human's wins (Red)."""
        return self.red

    @property
    def losses(self) -> int:
        """Against the computer: the human's losses (Blue won)."""
        return self.blue

    @property
    def total(self) -> int:
        """How many rounds this tally counts."""
        return self.red + self.blue + self.draws

    @staticmethod
    def of(winner: Colour | None) -> Tally:
        """A tally of one result.

        >>> Tally.of(None)
        Tally(red=0, blue=0, draws=1)
        """
        if winner is None:
            return Tally(draws=1)
        return Tally(red=1) if winner == "red" else Tally(blue=1)


@dataclass(frozen=True)
class Result:
    """One decided round: its id, Lamport clock, table and winner (``None``: draw)."""

    round_id: str
    clock: int
    table: Table
    winner: Colour | None

    @property
    def key(self) -> Key:
        """Where this result sits in the order shared by all tabs."""
        return (self.clock, self.round_id)

    def _rank(self) -> tuple[int, str, str]:
        # Which of two conflicting records of one round wins: any fixed total order.
        return (self.clock, self.table, self.winner or "")


Base = tuple[tuple[Table, Tally], ...]
"""Folded tallies, sorted by table, zero tallies left out (one canonical form)."""


@dataclass(frozen=True)
class ScoreBook:
    """Decided rounds: folded ``base`` tallies up to ``horizon`` plus ``recent`` results.

    Immutable; ``record`` and ``merge`` return new books. ``recent`` is sorted
    by key and every key in it is above ``horizon``.
    """

    base: Base = ()
    horizon: Key | None = None
    recent: tuple[Result, ...] = field(default=())
    pending: frozenset[str] = frozenset()
    """Round ids recorded by this tab and not written to storage yet (never saved)."""

    @property
    def clock(self) -> int:
        """The highest Lamport clock this book has seen."""
        clocks = [r.clock for r in self.recent]
        if self.horizon is not None:
            clocks.append(self.horizon[0])
        return max(clocks, default=0)

    def has(self, round_id: str) -> bool:
        """Whether this round's result is still listed one by one."""
        return any(r.round_id == round_id for r in self.recent)

    def tally(self, table: Table) -> Tally:
        """Totals of one table: the folded base plus the recent results."""
        total = dict(self.base).get(table, Tally())
        for result in self.recent:
            if result.table == table:
                total = total + Tally.of(result.winner)
        return total

    def record(
        self, round_id: str, table: Table, winner: Colour | None, *, keep: int = KEEP_RECENT
    ) -> ScoreBook:
        """This book with one more decided round; a round already listed is not counted again.

        >>> book = ScoreBook().record("a" * 16, "ultimate/two_players", "blue")
        >>> book.record("a" * 16, "ultimate/two_players", "red") == book
        True
        """
        if self.has(round_id):
            return self
        result = Result(round_id, self.clock + 1, table, winner)
        return merge(self, ScoreBook(recent=(result,), pending=frozenset({round_id})), keep=keep)


def merge(a: ScoreBook, b: ScoreBook, *, keep: int = KEEP_RECENT) -> ScoreBook:
    """Join two books (this tab's and another tab's): commutative and idempotent.

    >>> a = ScoreBook().record("a" * 16, "classic/two_players", "red")
    >>> b = ScoreBook().record("b" * 16, "classic/two_players", "red")
    >>> merge(a, b).tally("classic/two_players").red
    2
    """
    horizon, base = _join_base(a, b)
    results = _union(a.recent + b.recent)
    pending = a.pending | b.pending
    return normalize(ScoreBook(base, horizon, results, pending), keep=keep)


def sync(mine: ScoreBook, stored: ScoreBook, *, keep: int = KEEP_RECENT) -> ScoreBook:
    """The book to write to storage (and adopt) given what storage holds now:
    the merge of both, with nothing pending any more.

    >>> stored = ScoreBook(horizon=(50, "f" * 16))        # another tab folded a lot
    >>> mine = ScoreBook().record("a" * 16, "ultimate/two_players", "red")
    >>> written = sync(mine, stored)                       # stale clock 1: restamped
    >>> written.tally("ultimate/two_players").total, written.recent[0].clock, written.pending
    (1, 51, frozenset())
    """
    merged = merge(mine, replace(stored, pending=frozenset()), keep=keep)
    return normalize(_stamp_pending(merged), keep=keep)


def _stamp_pending(book: ScoreBook) -> ScoreBook:
    """Stamp this tab's unwritten results above every clock the merged book has
    seen, and clear ``pending``.

    A result thus enters storage with a key above every result written before
    it, so a tab holding ``keep`` results newer than it has read storage after
    it was written: no tab can fold past a result it never saw, however stale
    the tab that recorded it was.
    """
    settled = [r.clock for r in book.recent if r.round_id not in book.pending]
    top = max([*settled, book.horizon[0] if book.horizon else 0])
    stamped = []
    for result in book.recent:
        if result.round_id in book.pending:
            top += 1
            result = replace(result, clock=top)
        stamped.append(result)
    return replace(book, recent=tuple(sorted(stamped, key=lambda r: r.key)),
                   pending=frozenset())


def normalize(book: ScoreBook, *, keep: int = KEEP_RECENT) -> ScoreBook:
    """The canonical form: one result per round, sorted, above the horizon, at
    most ``keep`` of them (unless more are pending: those are never folded).

    >>> book = ScoreBook(recent=(Result("b" * 16, 2, "ultimate/two_players", "red"),
    ...                          Result("a" * 16, 1, "ultimate/two_players", None)))
    >>> folded = normalize(book, keep=1)
    >>> folded.horizon, folded.base
    ((1, 'aaaaaaaaaaaaaaaa'), (('ultimate/two_players', Tally(red=0, blue=0, draws=1)),))
    """
    results = _union(book.recent)
    pending = book.pending & {r.round_id for r in results}
    settled = [r for r in results if r.round_id not in pending and _above(r.key, book.horizon)]
    fold = max(0, len(settled) + len(pending) - keep)
    folded, settled = settled[:fold], settled[fold:]
    base = dict(book.base)
    for result in folded:
        base[result.table] = base.get(result.table, Tally()) + Tally.of(result.winner)
    horizon = folded[-1].key if folded else book.horizon
    mine = _lift([r for r in results if r.round_id in pending], horizon, book)
    recent = tuple(sorted(settled + mine, key=lambda r: r.key))
    return ScoreBook(_canonical_base(base), horizon, recent, pending)


def _above(key: Key, horizon: Key | None) -> bool:
    return horizon is None or key > horizon


def _lift(pending: list[Result], horizon: Key | None, book: ScoreBook) -> list[Result]:
    """Restamp pending results at or under the horizon above every known clock.

    They were never written, so no other book can have folded them: lifting them
    cannot count them twice, and keeps them from being dropped.
    """
    top = max(book.clock, horizon[0] if horizon else 0)
    lifted = []
    for result in pending:
        if not _above(result.key, horizon):
            top += 1
            result = Result(result.round_id, top, result.table, result.winner)
        lifted.append(result)
    return lifted


def _join_base(a: ScoreBook, b: ScoreBook) -> tuple[Key | None, Base]:
    """The base of the later horizon; on equal horizons, the pointwise max."""
    if a.horizon != b.horizon:
        later = a if b.horizon is None or (a.horizon is not None and a.horizon > b.horizon) else b
        return later.horizon, later.base
    tallies = dict(a.base)
    for table, tally in b.base:
        tallies[table] = tallies.get(table, Tally()).join(tally)
    return a.horizon, _canonical_base(tallies)


def _union(results: Iterable[Result]) -> tuple[Result, ...]:
    """One result per round id (the highest-ranked of conflicting ones), sorted by key."""
    chosen: dict[str, Result] = {}
    for result in results:
        current = chosen.get(result.round_id)
        if current is None or result._rank() > current._rank():
            chosen[result.round_id] = result
    return tuple(sorted(chosen.values(), key=lambda r: r.key))


def _canonical_base(tallies: dict[Table, Tally]) -> Base:
    return tuple(sorted(((t, c) for t, c in tallies.items() if c.total > 0), key=lambda i: i[0]))
