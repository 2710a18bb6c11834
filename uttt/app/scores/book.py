"""The score book: every decided round, recorded once, mergeable between tabs.

A score counts once, on the move that decides the round. Two
tabs on the same game each keep a book and both write it to storage, so the
book is a ledger (``uttt.app.scores.ledger``): each decided round is a ``Result`` keyed by
its round id and a Lamport clock, totals are derived from the results, the
newest ``KEEP_RECENT`` are listed one by one and older ones folded into
per-table ``base`` tallies, and ``merge``/``sync`` never count a round twice
nor lose one, whichever tab wrote when.

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

from collections.abc import Sequence
from typing import cast

from uttt.app.core.vocabulary import (
    COLOURS,
    GAMES,
    LEVELS,
    SCORED_MODES,
    Colour,
    GameKind,
    Level,
    Mode,
)
from uttt.app.scores.ledger import Entry, Ledger, is_int, log_json, read_entries, read_key
from uttt.frozen import frozen

Table = str
"""Which score a result counts in, e.g. ``"ultimate/two_players"`` or
``"classic/computer/master"``. Classic and ultimate scores are kept apart, and
every computer level has its own."""

KEEP_RECENT = 200
"""How many results a book keeps one by one before folding older ones into tallies."""

def table_for(game: GameKind, mode: Mode, level: Level) -> Table:
    """The score table a round of this kind counts in.

    >>> table_for("ultimate", "two_players", "master")
    'ultimate/two_players'
    >>> table_for("classic", "computer", "beginner")
    'classic/computer/beginner'
    """
    if mode == "two_players":
        return f"{game}/two_players"
    if mode == "cvc":
        return f"{game}/cvc"  # never counted in: not one of ``TABLES``
    return f"{game}/computer/{level}"


TABLES: tuple[Table, ...] = tuple(
    dict.fromkeys(table_for(g, m, lv) for g in GAMES for m in SCORED_MODES for lv in LEVELS)
)
"""Every valid table name."""


@frozen
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


@frozen
class Result(Entry):
    """One decided round: its id, Lamport clock, table and winner (``None``: draw)."""

    table: Table
    winner: Colour | None

    def rank(self) -> tuple[object, ...]:
        return (self.clock, self.table, self.winner or "")

    def row(self) -> list[object]:
        return [self.round_id, self.clock, self.table, self.winner]


Base = tuple[tuple[Table, Tally], ...]
"""Folded tallies, sorted by table, zero tallies left out (one canonical form)."""


@frozen
class ScoreBook(Ledger[Result, Base]):
    """Decided rounds: folded ``base`` tallies up to ``horizon`` plus ``recent`` results.

    Immutable; ``record`` and ``merge`` return new books. The summary that older
    results fold into is a tally per table; two books folded to the same horizon
    join by the pointwise maximum.
    """

    base: Base = ()

    def _folded(self, base: Base, entries: Sequence[Result]) -> Base:
        tallies = dict(base)
        for result in entries:
            tallies[result.table] = tallies.get(result.table, Tally()) + Tally.of(result.winner)
        return _canonical(tallies)

    def _joined(self, a: Base, b: Base) -> Base:
        tallies = dict(a)
        for table, tally in b:
            tallies[table] = tallies.get(table, Tally()).join(tally)
        return _canonical(tallies)

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
        return self.add(Result(round_id, self.clock + 1, table, winner), keep=keep)


def _canonical(tallies: dict[Table, Tally]) -> Base:
    return tuple(sorted(((t, c) for t, c in tallies.items() if c.total > 0), key=lambda i: i[0]))


def merge(a: ScoreBook, b: ScoreBook, *, keep: int = KEEP_RECENT) -> ScoreBook:
    """Join two books (this tab's and another tab's): commutative and idempotent.

    >>> a = ScoreBook().record("a" * 16, "classic/two_players", "red")
    >>> b = ScoreBook().record("b" * 16, "classic/two_players", "red")
    >>> merge(a, b).tally("classic/two_players").red
    2
    """
    return a.merge(b, keep=keep)


def sync(mine: ScoreBook, stored: ScoreBook, *, keep: int = KEEP_RECENT) -> ScoreBook:
    """The book to write to storage (and adopt) given what storage holds now:
    the merge of both, with nothing pending any more.

    >>> stored = ScoreBook(horizon=(50, "f" * 16))        # another tab folded a lot
    >>> mine = ScoreBook().record("a" * 16, "ultimate/two_players", "red")
    >>> written = sync(mine, stored)                       # stale clock 1: restamped
    >>> written.tally("ultimate/two_players").total, written.recent[0].clock, written.pending
    (1, 51, frozenset())
    """
    return mine.sync(stored, keep=keep)


def normalize(book: ScoreBook, *, keep: int = KEEP_RECENT) -> ScoreBook:
    """The canonical form: one result per round, sorted, above the horizon, at
    most ``keep`` of them (unless more are pending: those are never folded).

    >>> book = ScoreBook(recent=(Result("b" * 16, 2, "ultimate/two_players", "red"),
    ...                          Result("a" * 16, 1, "ultimate/two_players", None)))
    >>> folded = normalize(book, keep=1)
    >>> folded.horizon, folded.base
    ((1, 'aaaaaaaaaaaaaaaa'), (('ultimate/two_players', Tally(red=0, blue=0, draws=1)),))
    """
    return book.normalize(keep=keep)


# -- saving ------------------------------------------------------------------------

MAX_COUNT = 10**9


def to_json(book: ScoreBook) -> dict[str, object]:
    """The saved form (pending flags are this tab's business, not saved).

    >>> to_json(ScoreBook().record("a" * 16, "classic/two_players", None))["recent"]
    [['aaaaaaaaaaaaaaaa', 1, 'classic/two_players', None]]
    """
    return {"base": {t: [c.red, c.blue, c.draws] for t, c in book.base}, **log_json(book)}


def from_json(raw: object) -> tuple[ScoreBook, bool]:
    """A book read back from a save, and whether anything had to be dropped.

    >>> book = sync(ScoreBook().record("a" * 16, "ultimate/two_players", "red"), ScoreBook())
    >>> from_json(to_json(book)) == (book, False)
    True
    >>> from_json({"base": {"chess": [1, 0, 0]}})
    (ScoreBook(base=(), horizon=None, recent=(), pending=frozenset()), True)
    """
    if raw is None:
        return ScoreBook(), False
    if not isinstance(raw, dict):
        return ScoreBook(), True
    base, bad = _read_base(raw.get("base", {}))
    try:
        horizon = read_key(raw.get("horizon"))
    except ValueError:
        horizon, bad = None, True
    recent, bad_recent = read_entries(raw.get("recent", []), _read_result, most=4 * KEEP_RECENT)
    return normalize(ScoreBook(base, horizon, recent)), bad or bad_recent


def _read_base(raw: object) -> tuple[Base, bool]:
    if not isinstance(raw, dict):
        return (), True
    tallies: dict[Table, Tally] = {}
    bad = False
    for table, counts in raw.items():
        if table in TABLES and _is_counts(counts):
            tallies[table] = Tally(*cast("list[int]", counts))
        else:
            bad = True
    return _canonical(tallies), bad


def _is_counts(value: object) -> bool:
    return isinstance(value, list) and len(value) == 3 and all(
        is_int(n, 0, MAX_COUNT) for n in value
    )


def _read_result(round_id: str, clock: int, payload: list[object]) -> Result | None:
    if len(payload) != 2:
        return None
    table, winner = payload
    if not (isinstance(table, str) and table in TABLES):
        return None
    if winner is not None and winner not in COLOURS:
        return None
    return Result(round_id, clock, table, winner)
