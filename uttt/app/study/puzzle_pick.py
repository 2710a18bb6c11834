"""Which puzzle comes next, and the daily puzzle. Pure.

The player chooses a theme (``uttt.app.study.themes``, or ``mixed``) and a difficulty
relative to their puzzle rating (``DIFFICULTIES``). ``pick`` takes the puzzles of that
theme not among the recent ones, the ``NEAREST`` whose ratings are closest to the target,
and of those the one the number of puzzles done so far points at: the same history gives
the same puzzle, and a run of them walks through the nearest.

The daily puzzle is a pure function of the date (``daily``): the same for everyone on a
date who has the same set, offline, picked among the puzzles of two moves or more.

>>> from uttt.app.study.puzzles import Puzzle
>>> puzzles = tuple(Puzzle((40,), 36, 3, rating) for rating in (900, 1500, 2100))
>>> pick(puzzles, "mixed", "harder", 1600, frozenset(), 0)
2
>>> daily("2026-12-04", puzzles) == daily("2026-12-04", puzzles), daily("12/04", puzzles)
(True, None)
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Literal

from uttt.app.study.puzzles import Puzzle
from uttt.app.study.themes import THEMES

Difficulty = Literal["easier", "normal", "harder"]
DIFFICULTIES: dict[str, int] = {"easier": -300, "normal": 0, "harder": 300}
"""Each difficulty's target, from the player's rating."""
MIXED = "mixed"
CHOICES = (MIXED, *THEMES)
"""The theme choices, in the order the page lists them."""
NEAREST = 12
DAILY_MIN_PLIES = 3
_MIX = 2654435761
"""Knuth's multiplicative hash constant: spreads consecutive days over the set."""


def of_theme(puzzles: tuple[Puzzle, ...], theme: str) -> list[int]:
    """The indices of the puzzles of ``theme`` (all for ``mixed``)."""
    return [i for i, p in enumerate(puzzles) if theme == MIXED or theme in p.themes]


def pick(puzzles: tuple[Puzzle, ...], theme: str, difficulty: str, rating: float,
         recent: Collection[str], done: int) -> int | None:
    """The index of the next puzzle (``None`` when the set is empty).

    A theme with every puzzle recent starts again on its own; an unknown theme or
    difficulty reads as ``mixed`` and ``normal``.
    """
    if theme not in CHOICES:
        theme = MIXED
    target = rating + DIFFICULTIES.get(difficulty, 0)
    chosen = of_theme(puzzles, theme) or of_theme(puzzles, MIXED)
    if not chosen:
        return None
    by_distance = sorted(chosen, key=lambda i: (abs(puzzles[i].rating - target), i))
    nearest: list[int] = []
    for index in by_distance:  # the keys of the nearest only: a page has 2,000 puzzles
        if puzzles[index].key not in recent:
            nearest.append(index)
            if len(nearest) == NEAREST:
                break
    nearest = nearest or by_distance[:NEAREST]
    return nearest[done % len(nearest)]


def day_number(day: str) -> int | None:
    """Days from 0001-01-01 (day 1) to a date written ``YYYY-MM-DD`` (what the page
    sends: the player's own calendar date), or ``None``. Written out, as ``datetime`` is
    not in the page's standard library.

    >>> day_number("0001-01-01"), day_number("2026-12-04"), day_number("2026-02-30")
    (1, 739954, None)
    """
    parts = day.split("-")
    if len(day) != 10 or len(parts) != 3 or not all(p.isdigit() for p in parts):
        return None
    year, month, day_of = (int(p) for p in parts)
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    lengths = (31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
    if not (year >= 1 and 1 <= month <= 12 and 1 <= day_of <= lengths[month - 1]):
        return None
    before = year - 1
    return before * 365 + before // 4 - before // 100 + before // 400 + sum(
        lengths[:month - 1]) + day_of


def daily(day: str, puzzles: tuple[Puzzle, ...]) -> int | None:
    """The index of the puzzle of ``day`` (``YYYY-MM-DD``); ``None`` when the set is
    empty or the date is not one.

    >>> daily("2026-01-01", ())
    """
    number = day_number(day)
    longer = [i for i, p in enumerate(puzzles) if p.plies >= DAILY_MIN_PLIES]
    candidates = longer or list(range(len(puzzles)))
    if not candidates or number is None:
        return None
    return candidates[number * _MIX % (1 << 32) % len(candidates)]
