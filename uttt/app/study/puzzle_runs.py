"""The puzzle modes: a streak (puzzles until the first miss) and timed runs. Pure.

Both modes serve puzzles of every theme, easy at first and harder as the score grows
(``target``: the puzzle rating aimed at rises by ``STEP`` with each puzzle solved, as
lichess's streak climbs), none shown twice in a run nor among the puzzles decided last.

* **Streak**: the first miss ends the run; its score is the puzzles solved.
* **Timed run** (``RUN_LENGTHS``: 3 or 5 minutes): as many puzzles as the player solves
  before the time runs out. A miss moves on to the next puzzle at once and takes
  ``MISS_PENALTY`` seconds off the clock. The puzzle on screen when the time runs out
  does not count.

Neither mode changes the puzzle rating: a run's puzzles come fast and easy first, so
they would say more about speed than about strength. Each puzzle decided in a run is
added to the history (the results by theme and difficulty count it), and the best of
each mode (``Records``) is kept as soon as a solve beats it.

Time is the wall clock (seconds, ``Date.now() / 1000`` in the page), passed in.

>>> run = timed(180, now=1000.0)
>>> run = missed(solved(run))
>>> run.score, left(run, now=1010.0), is_over(run, now=1170.0)
(1, 160.0, True)
>>> best(Records(), solved(solved(streak()))).streak
2
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Literal

from uttt.app.study.puzzle_pick import MIXED, pick
from uttt.app.study.puzzles import Puzzle, Records
from uttt.frozen import frozen, replace

Kind = Literal["streak", "timed"]
RUN_LENGTHS = (180, 300)
"""The timed runs' lengths in seconds: 3 and 5 minutes."""
MISS_PENALTY = 10
"""Seconds a miss takes off a timed run's clock."""
START = 600
"""The puzzle rating a run aims at first (the easiest puzzles shipped are near it)."""
STEP = 50
"""How much the rating aimed at rises with each puzzle solved."""


@frozen
class Run:
    """A run under way or ended: its kind, its clock (a timed run's), its score and the
    puzzles it showed."""

    kind: Kind
    seconds: int = 0
    """A timed run's length (0: a streak)."""
    ends: float = 0.0
    """When a timed run's time runs out (wall-clock seconds; each miss brings it nearer)."""
    score: int = 0
    """Puzzles solved in this run."""
    misses: int = 0
    seen: tuple[str, ...] = ()
    """The keys of the puzzles this run showed."""
    over: bool = False
    """The streak was broken, or the time ran out."""


def streak() -> Run:
    """A new streak."""
    return Run("streak")


def timed(seconds: int, *, now: float) -> Run:
    """A new timed run of ``seconds`` (one of ``RUN_LENGTHS``), started at ``now``."""
    if seconds not in RUN_LENGTHS:
        raise ValueError(f"no timed run of {seconds} s")
    return Run("timed", seconds, now + seconds)


def again(run: Run, *, now: float) -> Run:
    """A new run of the same kind and length.

    >>> again(Run("timed", 300, 10.0, 4, over=True), now=50.0)
    Run(kind='timed', seconds=300, ends=350.0, score=0, misses=0, seen=(), over=False)
    """
    return timed(run.seconds, now=now) if run.kind == "timed" else streak()


def target(run: Run) -> float:
    """The puzzle rating the next puzzle aims at."""
    return START + STEP * run.score


def next_index(run: Run, puzzles: tuple[Puzzle, ...], recent: Collection[str]) -> int | None:
    """The index of the run's next puzzle: of any theme, the nearest to ``target`` not
    shown in this run nor ``recent`` (``None``: no puzzles).

    >>> puzzles = tuple(Puzzle((40,), 36 + i, 3, 600 + 100 * i) for i in range(4))
    >>> next_index(streak(), puzzles, ()), next_index(Run("streak", score=4), puzzles, ())
    (0, 2)
    """
    avoided = {*recent, *run.seen}
    return pick(puzzles, MIXED, "normal", target(run), avoided, 0)


def shown(run: Run, key: str) -> Run:
    """The run once the puzzle ``key`` is on screen."""
    return replace(run, seen=(*run.seen, key))


def solved(run: Run) -> Run:
    """The run after a puzzle solved."""
    return replace(run, score=run.score + 1)


def missed(run: Run) -> Run:
    """The run after a miss: a streak ends; a timed run loses ``MISS_PENALTY`` seconds
    (``is_over`` says whether that was all it had left).

    >>> missed(streak()).over, is_over(missed(timed(180, now=0.0)), now=175.0)
    (True, True)
    """
    run = replace(run, misses=run.misses + 1)
    if run.kind == "streak":
        return replace(run, over=True)
    return replace(run, ends=run.ends - MISS_PENALTY)


def left(run: Run, *, now: float) -> float:
    """A timed run's seconds left at ``now`` (never below 0; a streak: 0)."""
    return max(0.0, run.ends - now) if run.kind == "timed" else 0.0


def is_over(run: Run, *, now: float) -> bool:
    """Whether the run has ended by ``now``: broken, or out of time."""
    return run.over or (run.kind == "timed" and now >= run.ends)


def time_up(run: Run) -> Run:
    """The timed run once its time ran out."""
    return replace(run, over=True)


def best(records: Records, run: Run) -> Records:
    """The records once ``run``'s score counts (kept only where it beats them).

    >>> best(Records(timed_180=3), Run("timed", 180, score=5)).timed_180
    5
    >>> best(Records(streak=9), Run("streak", score=5)).streak
    9
    """
    if run.kind == "streak":
        return replace(records, streak=max(records.streak, run.score))
    if run.seconds == 300:
        return replace(records, timed_300=max(records.timed_300, run.score))
    return replace(records, timed_180=max(records.timed_180, run.score))


def record_of(records: Records, run: Run) -> int:
    """The best score of ``run``'s mode (its length, for a timed run)."""
    return records.streak if run.kind == "streak" else records.timed(run.seconds)
