"""The ledger on its own, with the smallest summary: how many rounds were folded."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from hypothesis import given, settings

from tests.tabs import KEEPS, OPS, check_tabs
from uttt.app.scores.ledger import Entry, Ledger, log_json, read_entries, read_key
from uttt.frozen import frozen


@frozen
class Mark(Entry):
    """An entry that says nothing but that its round was decided."""

    def rank(self) -> tuple[object, ...]:
        return (self.clock,)

    def row(self) -> list[object]:
        return [self.round_id, self.clock]


@frozen
class Count(Ledger[Mark, int]):
    base: int = 0

    def _folded(self, base: int, entries: Sequence[Mark]) -> int:
        return base + len(entries)

    def _joined(self, a: int, b: int) -> int:
        return max(a, b)


def rid(n: int) -> str:
    return f"{n:016x}"


def games(book: Count) -> int:
    return book.base + len(book.recent)


def test_pending_entries_are_not_folded_until_written() -> None:
    book = Count().add(Mark(rid(1), 1), keep=1).add(Mark(rid(2), 2), keep=1)
    assert book.base == 0 and len(book.recent) == 2 and book.pending == {rid(1), rid(2)}
    stored = book.sync(Count(), keep=1)
    assert stored.base == 1 and stored.recent == (Mark(rid(2), 2),) and not stored.pending


def test_add_counts_a_round_once() -> None:
    book = Count().add(Mark(rid(1), 1), keep=4)
    assert book.add(Mark(rid(1), 7), keep=4) == book


def test_a_stale_entry_is_stamped_above_storage() -> None:
    stored = Count(base=9, horizon=(50, rid(9)))
    written = Count().add(Mark(rid(1), 1), keep=4).sync(stored, keep=4)
    assert written.recent == (Mark(rid(1), 51),) and games(written) == 10


def test_merge_is_commutative_and_idempotent() -> None:
    a = Count().add(Mark(rid(1), 1), keep=2).sync(Count(), keep=2)
    b = a.add(Mark(rid(2), 2), keep=2).add(Mark(rid(3), 3), keep=2).sync(a, keep=2)
    assert a.merge(b, keep=2) == b.merge(a, keep=2) == b
    assert b.merge(b, keep=2) == b and games(b) == 3


def test_saved_rows_round_trip() -> None:
    book = Count().add(Mark(rid(1), 1), keep=1).add(Mark(rid(2), 2), keep=1).sync(Count(), keep=1)
    saved = log_json(book)
    assert saved == {"horizon": [1, rid(1)], "recent": [[rid(2), 2]]}
    entries, bad = read_entries(saved["recent"], lambda r, c, _: Mark(r, c), most=10)
    assert entries == book.recent and not bad
    assert read_key(saved["horizon"]) == book.horizon


@pytest.mark.parametrize("rows", ["x", [[rid(1)]], [["XYZ", 1]], [[rid(1), 0]], [[rid(1), True]],
                                  [[rid(1), 1]] * 3])
def test_bad_rows_are_reported(rows: object) -> None:
    _, bad = read_entries(rows, lambda r, c, _: Mark(r, c), most=2)
    assert bad


@pytest.mark.parametrize("raw", [[1], [1, "x"], [-1, rid(1)], "h", [True, rid(1)]])
def test_bad_keys_raise(raw: object) -> None:
    with pytest.raises(ValueError):
        read_key(raw)


@settings(max_examples=300, deadline=None)
@given(OPS, KEEPS)
def test_tabs_never_double_count_nor_lose(ops: list[tuple[str, int]], keep: int) -> None:
    def play(book: Count, round_id: str, rng: random.Random) -> Count:
        return book.add(Mark(round_id, book.clock + 1), keep=keep)

    check_tabs(ops, keep, Count(), play, games)
