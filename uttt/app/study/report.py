"""The game report's arithmetic: mistakes and accuracy from winning chances, and the
graph's geometry. Pure.

Winning chances are numbers in 0..1 (a draw counts half). A move's *drop* is how much of
the mover's chances it gave away: the chances with the best move before it, minus the
chances left after it (none for the search's own best move). Above ``INACCURACY`` it is an
inaccuracy, above ``MISTAKE`` a mistake, above ``BLUNDER`` a blunder. A move's accuracy is
``move_accuracy(drop)`` (lichess's curve), a player's the mean over their judged moves.

The graph plots X's chances after every ply, X at the top: ply 0 (the start) on the left,
the last ply on the right. ``ply_at`` maps a tap to the nearest ply.

>>> classify(0.62, 0.58), classify(0.62, 0.52), classify(0.62, 0.45), classify(0.9, 0.3)
('ok', 'inaccuracy', 'mistake', 'blunder')
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Literal

from uttt.frozen import frozen

Verdict = Literal["ok", "inaccuracy", "mistake", "blunder"]

INACCURACY = 0.07
"""A move that gives away this much of the mover's winning chances is an inaccuracy..."""
MISTAKE = 0.15
"""A move that gives away this much of the mover's winning chances is a mistake..."""
BLUNDER = 0.30
"""... and this much, a blunder. Search noise at the analysis budget is a few hundredths,
under all three."""


def classify(before: float, after: float) -> Verdict:
    """The verdict on a move that took the mover's chances from ``before`` to ``after``."""
    drop = before - after
    if drop >= BLUNDER - 1e-9:
        return "blunder"
    if drop >= MISTAKE - 1e-9:
        return "mistake"
    if drop >= INACCURACY - 1e-9:
        return "inaccuracy"
    return "ok"


def move_accuracy(drop: float) -> float:
    """A move's accuracy in percent from the winning chances it gave away (0..1), by
    lichess's curve ``103.1668 * exp(-0.04354 * loss) - 3.1669`` with ``loss`` in
    percentage points, kept within 0..100.

    >>> [round(move_accuracy(d), 1) for d in (0.0, 0.05, 0.1, 0.3, 1.0)]
    [100.0, 79.8, 63.6, 24.8, 0.0]
    """
    loss = max(0.0, drop) * 100.0
    return min(100.0, max(0.0, 103.1668 * math.exp(-0.04354 * loss) - 3.1669))


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
        if verdict in ("mistake", "blunder"):
            found.append(Marked(ply, move, verdict, better, round(pair[0] - pair[1], 4)))
    return found


def verdicts(moves: Sequence[int], best: Sequence[int | None],
             x_chances: Sequence[float | None]) -> dict[int, Verdict]:
    """Every judged move's verdict other than ``ok`` (its index in the game, 0 = the
    first move), inaccuracies too: the move list's marks (?!, ?, ??). The search's own
    best move is never marked.

    >>> verdicts([40, 36, 4], [40, 44, 1], [0.55, 0.55, 0.9, 0.8])
    {1: 'blunder', 2: 'inaccuracy'}
    """
    found: dict[int, Verdict] = {}
    for ply, move in enumerate(moves):
        pair = mover_chances(x_chances, ply)
        if pair is None or best[ply] is None or best[ply] == move:
            continue
        verdict = classify(*pair)
        if verdict != "ok":
            found[ply] = verdict
    return found


GLYPHS: dict[Verdict, str] = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}
"""The annotation glyph of each verdict, as a move list writes it."""


@frozen
class Summary:
    """One player's figures over the moves judged so far."""

    player: Literal["X", "O"]
    moves: int
    """Moves judged: both positions around them analysed."""
    accuracy: float
    """The mean of ``move_accuracy`` over those moves, 0..100."""
    inaccuracies: int
    mistakes: int
    blunders: int


def summaries(moves: Sequence[int], best: Sequence[int | None],
              x_chances: Sequence[float | None]) -> tuple[Summary, ...]:
    """X's then O's figures, for each player with at least one judged move. The search's
    own best move gives nothing away, whatever the noise between two evaluations.

    >>> x, o = summaries([40, 36, 4], [40, 44, 1], [0.55, 0.55, 0.9, 0.85])
    >>> x.moves, round(x.accuracy, 1), x.inaccuracies, (o.accuracy < 25, o.blunders)
    (2, 89.9, 0, (True, 1))
    """
    judged: dict[str, list[float]] = {"X": [], "O": []}
    verdicts: dict[str, list[Verdict]] = {"X": [], "O": []}
    for ply, move in enumerate(moves):
        pair = mover_chances(x_chances, ply)
        if pair is None or best[ply] is None:
            continue
        player = "XO"[ply % 2]
        drop = 0.0 if best[ply] == move else pair[0] - pair[1]
        judged[player].append(move_accuracy(drop))
        verdicts[player].append("ok" if best[ply] == move else classify(*pair))
    return tuple(
        Summary(player, len(judged[player]), sum(judged[player]) / len(judged[player]),
                verdicts[player].count("inaccuracy"), verdicts[player].count("mistake"),
                verdicts[player].count("blunder"))
        for player in ("X", "O") if judged[player])


AXIS = 14.0
"""CSS pixels under the graph's plotting area for its move numbers."""


def number_step(count: int, width: float) -> int:
    """Every how many moves the graph's axis names one: the first of 1, 2, 5, 10, 20, 50
    whose labels stand at least 24 px apart (``count`` positions over ``width`` px).

    >>> number_step(61, 300), number_step(61, 900), number_step(11, 300)
    (5, 1, 1)
    """
    per_ply = width / (count - 1) if count > 1 else width
    return next((step for step in (1, 2, 5, 10, 20) if 2 * step * per_ply >= 24), 50)


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
