"""The game report's arithmetic: mistakes from winning chances, and the graph's geometry. Pure.

Winning chances are numbers in 0..1 (a draw counts half). A move's *drop* is how much of
the mover's chances it gave away: the chances with the best move before it, minus the
chances left after it. Above ``MISTAKE`` it is a mistake, above ``BLUNDER`` a blunder.

The graph plots X's chances after every ply, X at the top: ply 0 (the start) on the left,
the last ply on the right. ``ply_at`` maps a tap to the nearest ply.

>>> classify(0.62, 0.58), classify(0.62, 0.45), classify(0.9, 0.3)
('ok', 'mistake', 'blunder')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from uttt.frozen import frozen

Verdict = Literal["ok", "mistake", "blunder"]

MISTAKE = 0.15
"""A move that gives away this much of the mover's winning chances is a mistake..."""
BLUNDER = 0.30
"""... and this much, a blunder. Search noise at the analysis budget is a few hundredths,
well under both."""


def classify(before: float, after: float) -> Verdict:
    """The verdict on a move that took the mover's chances from ``before`` to ``after``."""
    drop = before - after
    if drop >= BLUNDER - 1e-9:
        return "blunder"
    if drop >= MISTAKE - 1e-9:
        return "mistake"
    return "ok"


@frozen
class Marked:
    """A move of the game the report points out."""

    ply: int
    """The move's index in the game (0 = the first move)."""
    move: int
    verdict: Verdict
    better: int
    """The move the search preferred."""
    drop: float


def mover_chances(x_chances: Sequence[float | None], ply: int) -> tuple[float, float] | None:
    """The mover's chances before and after move ``ply`` (``x_chances`` has one entry per
    position, X's chances), or ``None`` if either position is not analysed yet.

    >>> mover_chances([0.5, 0.4, 0.9], 0), mover_chances([0.5, 0.4, 0.9], 1)
    ((0.5, 0.4), (0.6, 0.09999999999999998))
    """
    before, after = x_chances[ply], x_chances[ply + 1]
    if before is None or after is None:
        return None
    if ply % 2:
        return 1.0 - before, 1.0 - after
    return before, after


def mistakes(moves: Sequence[int], best: Sequence[int | None],
             x_chances: Sequence[float | None]) -> list[Marked]:
    """The mistakes and blunders of a game: ``best[i]`` is the search's move in position
    ``i`` (``None`` where not analysed); a move equal to it is never marked.

    >>> mistakes([40, 36], [40, 44], [0.55, 0.55, 0.9])
    [Marked(ply=1, move=36, verdict='blunder', better=44, drop=0.35)]
    """
    found = []
    for ply, move in enumerate(moves):
        pair = mover_chances(x_chances, ply)
        better = best[ply]
        if pair is None or better is None or better == move:
            continue
        verdict = classify(*pair)
        if verdict != "ok":
            found.append(Marked(ply, move, verdict, better, round(pair[0] - pair[1], 4)))
    return found


@frozen
class Box:
    """The graph's plotting area, in CSS pixels."""

    x: float
    y: float
    width: float
    height: float


def point(box: Box, count: int, ply: int, chance: float) -> tuple[float, float]:
    """Where position ``ply`` of ``count`` positions (0..count-1) with X's ``chance`` is drawn.

    >>> point(Box(0, 0, 100, 50), 11, 5, 0.5)
    (50.0, 25.0)
    """
    step = box.width / (count - 1) if count > 1 else 0.0
    return box.x + ply * step, box.y + (1.0 - chance) * box.height


def points(box: Box, x_chances: Sequence[float | None]) -> list[tuple[int, float, float]]:
    """``(ply, x, y)`` of every analysed position, in order.

    >>> points(Box(0, 0, 10, 10), [0.5, None, 1.0])
    [(0, 0.0, 5.0), (2, 10.0, 0.0)]
    """
    count = len(x_chances)
    return [(ply, *point(box, count, ply, chance))
            for ply, chance in enumerate(x_chances) if chance is not None]


def ply_at(box: Box, count: int, x: float, y: float, *, slack: float = 12.0) -> int | None:
    """The position nearest to a tap at ``(x, y)``, or ``None`` if the tap is off the graph.

    >>> box = Box(10, 10, 100, 40)
    >>> ply_at(box, 11, 10, 30), ply_at(box, 11, 64, 0), ply_at(box, 11, 300, 30)
    (0, 5, None)
    """
    if count < 1:
        return None
    inside_x = box.x - slack <= x <= box.x + box.width + slack
    inside_y = box.y - slack <= y <= box.y + box.height + slack
    if not (inside_x and inside_y):
        return None
    if count == 1:
        return 0
    step = box.width / (count - 1)
    return max(0, min(count - 1, round((x - box.x) / step)))
