"""A ledger: decided rounds, each counted once, mergeable between tabs, bounded. Pure.

Two tabs on the same game each keep their own copy and both write it to one
storage document, so the ledger must merge without counting a round twice or
losing one. The score book (``uttt.app.scores.book``) and the rating book
(``uttt.app.rating.elo``) are both ledgers; they differ only in what an entry says
(the table and winner; the level and points) and in what older entries fold
into (per-table tallies; a rating and a game count). The design:

* Each decided round is an ``Entry`` keyed by its round id: a round recorded by
  two tabs (even differently) is one entry, the merge keeps one by a fixed rule.
  Totals are derived from the entries, never stored as counters to bump.
* Entries carry a Lamport ``clock``: one more than the highest clock the
  recording tab has seen. ``(clock, round_id)`` orders entries the same way in
  every tab.
* To stay bounded, only the ``keep`` newest entries are listed one by one; older
  ones are folded, in key order, into the ``base`` summary, and ``horizon`` is
  the key of the newest folded entry. A ledger counts an entry either in
  ``base`` (key <= horizon) or in ``recent`` (key > horizon), never both. What
  a summary is and how an entry folds into it is the subclass's: ``_folded``.
* ``merge`` takes the base of the ledger with the later horizon (``_joined``
  when the horizons are equal), the union of the recent entries above it, and
  folds down to ``keep`` again. It is commutative and idempotent, so a tab can
  merge whatever it reads from storage as often as it likes. Every step can
  only *drop* an entry at or below a horizon, never add one twice; what keeps a
  drop from losing an entry is the next point.
* An entry this tab recorded but has not written yet is ``pending``: no other
  tab can have it, so none can have folded it. Pending entries are never
  folded, and ``sync`` (read, merge, then write) stamps them above every clock
  storage has seen. Each entry thus enters storage above all entries written
  before it, so a tab that knows ``keep`` newer entries has read it: no tab
  folds past an entry it never saw, however stale the tab that recorded it.

See ``uttt.app.scores.book`` for a ledger at work; ``tests/app/scores/test_ledger.py`` has
the smallest one.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Sequence
from typing import Generic, Self, TypeVar, cast

from uttt.frozen import frozen, replace

Order = tuple[int, str]
"""The order of entries, the same in every tab: ``(clock, round_id)``."""


@frozen
class Entry(ABC):
    """One decided round: its id and Lamport clock. Subclasses add what it says."""

    round_id: str
    clock: int

    @property
    def key(self) -> Order:
        """Where this entry sits in the order shared by all tabs."""
        return (self.clock, self.round_id)

    @abstractmethod
    def rank(self) -> tuple[object, ...]:
        """Which of two records of one round wins a merge (the higher): any fixed
        total order of the clock and the payload."""

    @abstractmethod
    def row(self) -> list[object]:
        """The saved form: ``[round_id, clock, *payload]``."""


E = TypeVar("E", bound=Entry)
S = TypeVar("S")


@frozen
class Ledger(ABC, Generic[E, S]):
    """Entries folded into ``base`` up to ``horizon``, then ``recent`` ones, sorted
    by key, every key above the horizon. Immutable: every change returns a new
    ledger. Subclasses give ``base`` a default (the empty summary) and say how
    entries fold into it."""

    base: S
    horizon: Order | None = None
    recent: tuple[E, ...] = ()
    pending: frozenset[str] = frozenset()
    """Round ids recorded by this tab and not written to storage yet (never saved)."""

    @abstractmethod
    def _folded(self, base: S, entries: Sequence[E]) -> S:
        """The summary ``base`` with ``entries`` (in key order) folded in; with no
        entries, ``base`` in its canonical form."""

    @abstractmethod
    def _joined(self, a: S, b: S) -> S:
        """One summary for two folded up to the same horizon (commutative, idempotent)."""

    @property
    def clock(self) -> int:
        """The highest Lamport clock this ledger has seen."""
        clocks = [entry.clock for entry in self.recent]
        return max([*clocks, self.horizon[0] if self.horizon else 0])

    def has(self, round_id: str) -> bool:
        """Whether this round is still listed one by one."""
        return any(entry.round_id == round_id for entry in self.recent)

    def add(self, entry: E, *, keep: int) -> Self:
        """This ledger with one more round, pending; a round already listed counts once."""
        if self.has(entry.round_id):
            return self
        return self.merge(replace(self, recent=(entry,), pending=frozenset({entry.round_id})),
                          keep=keep)

    def merge(self, other: Self, *, keep: int) -> Self:
        """Join two ledgers (this tab's and another's): commutative and idempotent."""
        if self.horizon == other.horizon:
            horizon, base = self.horizon, self._joined(self.base, other.base)
        else:
            later = max(self, other, key=lambda book: (book.horizon is not None,
                                                       book.horizon or (0, "")))
            horizon, base = later.horizon, later.base
        book = replace(self, base=base, horizon=horizon, recent=self.recent + other.recent,
                       pending=self.pending | other.pending)
        return book.normalize(keep=keep)

    def sync(self, stored: Self, *, keep: int) -> Self:
        """The ledger to write to storage (and adopt) given what storage holds now:
        the merge of both, this tab's unwritten entries stamped above every clock
        seen, nothing pending any more."""
        merged = self.merge(replace(stored, pending=frozenset()), keep=keep)
        settled = [e.clock for e in merged.recent if e.round_id not in merged.pending]
        top = max([*settled, merged.horizon[0] if merged.horizon else 0])
        recent = _restamp(merged.recent, merged.pending, top)
        return replace(merged, recent=recent, pending=frozenset()).normalize(keep=keep)

    def normalize(self, *, keep: int) -> Self:
        """The canonical form: one entry per round, sorted, above the horizon, at
        most ``keep`` of them (unless more are pending: those are never folded; one
        at or under the horizon is restamped above every clock seen)."""
        entries = _union(self.recent)
        pending = self.pending & {e.round_id for e in entries}
        settled = [e for e in entries if e.round_id not in pending and _above(e.key, self.horizon)]
        fold = max(0, len(settled) + len(pending) - keep)
        folded, settled = settled[:fold], settled[fold:]
        horizon = folded[-1].key if folded else self.horizon
        mine = [e for e in entries if e.round_id in pending]
        under = {e.round_id for e in mine if not _above(e.key, horizon)}
        mine = list(_restamp(mine, under, max(self.clock, horizon[0] if horizon else 0)))
        recent = tuple(sorted([*settled, *mine], key=lambda e: e.key))
        return replace(self, base=self._folded(self.base, folded), horizon=horizon,
                       recent=recent, pending=pending)


def _above(key: Order, horizon: Order | None) -> bool:
    return horizon is None or key > horizon


def _restamp(entries: Sequence[E], which: frozenset[str] | set[str], top: int) -> tuple[E, ...]:
    """``entries`` with those in ``which`` given clocks ``top + 1``, ``top + 2``, ...
    in their order, sorted by key. Only unwritten entries are ever restamped: no
    other tab has them, so a new clock cannot count one twice."""
    stamped = []
    for entry in entries:
        if entry.round_id in which:
            top += 1
            entry = replace(entry, clock=top)
        stamped.append(entry)
    return tuple(sorted(stamped, key=lambda e: e.key))


def _union(entries: Iterable[E]) -> tuple[E, ...]:
    """One entry per round id (the highest-ranked of conflicting ones), sorted by key."""
    chosen: dict[str, E] = {}
    for entry in entries:
        current = chosen.get(entry.round_id)
        if current is None or entry.rank() > current.rank():
            chosen[entry.round_id] = entry
    return tuple(sorted(chosen.values(), key=lambda e: e.key))


# -- saving ------------------------------------------------------------------------

MAX_CLOCK = 2**53
ROUND_ID = re.compile(r"[0-9a-f]{16}")
"""A round id: 16 lowercase hex digits."""


def is_int(value: object, low: int, high: int) -> bool:
    """Whether a parsed JSON value is an int (not a bool) in ``low..high``."""
    return type(value) is int and low <= value <= high


def log_json(book: Ledger[E, S]) -> dict[str, object]:
    """The saved form of the horizon and the recent entries (the base is the
    caller's; pending flags are this tab's business, not saved)."""
    return {
        "horizon": None if book.horizon is None else list(book.horizon),
        "recent": [entry.row() for entry in book.recent],
    }


def read_key(raw: object) -> Order | None:
    """A horizon read back from a save (``ValueError`` if it is not one)."""
    if raw is None:
        return None
    if (isinstance(raw, list) and len(raw) == 2 and is_int(raw[0], 0, MAX_CLOCK)
            and isinstance(raw[1], str) and ROUND_ID.fullmatch(raw[1])):
        return (raw[0], raw[1])
    raise ValueError("not a ledger key")


def read_entries(raw: object, read: Callable[[str, int, list[object]], E | None], *,
                 most: int) -> tuple[tuple[E, ...], bool]:
    """Entries read back from saved rows ``[round_id, clock, *payload]`` (``read``
    makes one from a valid id, clock and payload, or says ``None``), keeping the
    last ``most``; and whether any had to be dropped."""
    if not isinstance(raw, list):
        return (), True
    rows = cast("list[object]", raw)
    bad = len(rows) > most
    entries = []
    for row in rows[-most:]:
        entry = None
        if isinstance(row, list) and len(row) >= 2:
            round_id, clock = row[0], row[1]
            if (isinstance(round_id, str) and ROUND_ID.fullmatch(round_id)
                    and is_int(clock, 1, MAX_CLOCK)):
                entry = read(round_id, cast(int, clock), cast("list[object]", row[2:]))
        bad = bad or entry is None
        if entry is not None:
            entries.append(entry)
    return tuple(entries), bad

