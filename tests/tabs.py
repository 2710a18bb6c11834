"""Three tabs sharing one storage, for the ledgers' tests (``uttt.app.ledger``)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, TypeVar

from hypothesis import strategies as st

from uttt.app.ledger import Ledger

L = TypeVar("L", bound=Ledger[Any, Any])

OPS = st.lists(st.tuples(st.sampled_from(["play", "write", "read"]), st.integers(0, 2)),
               max_size=80)
"""Steps: decide a round, write (``sync``) or read (``merge``), and in which tab."""
KEEPS = st.sampled_from([2, 4, 1000])
"""How many entries are kept one by one: small ones fold all the time."""


def check_tabs(ops: list[tuple[str, int]], keep: int, empty: L,
               play: Callable[[L, str, random.Random], L], count: Callable[[L], int]) -> None:
    """Run ``ops`` on three tabs and one storage, all starting ``empty``; ``play``
    records a decided round in a tab's ledger, ``count`` says how many rounds a
    ledger counts. Whatever the interleaving, no tab ever counts more rounds than
    were decided; once every tab has written, storage counts each decided round
    exactly once, and every tab that reads it again agrees with it."""
    rng = random.Random(0)
    books = [empty, empty, empty]
    storage = empty
    decided = 0
    for op, index in ops:
        if op == "play":
            books[index] = play(books[index], f"{rng.getrandbits(64):016x}", rng)
            decided += 1
        elif op == "write":
            storage = books[index] = books[index].sync(storage, keep=keep)
        else:
            books[index] = books[index].merge(storage, keep=keep)
        assert all(count(book) <= decided for book in books)
        assert count(storage) <= decided
    for index in range(3):
        storage = books[index] = books[index].sync(storage, keep=keep)
    assert count(storage) == decided
    assert all(book.merge(storage, keep=keep) == storage for book in books)
