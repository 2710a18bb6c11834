"""Marks drawn over the analysis board: arrows from one cell to another, circles around a
cell, a value's chip and the drawing cursor. Display-list operations only, as
``uttt.app.scene.render``; an arrow is one filled polygon (``poly``), so a see-through
arrow has no darker overlap.

The player's marks are green (the study's ``good``), the computer's violet
(``engine``): neither is a seat's colour. The computer's best move is drawn bolder than
the next ones.

>>> from uttt.app.canvas.layout import cell_rect, compute_layout
>>> layout = compute_layout(360, 360)
>>> [op["op"] for op in arrow(layout, cell_rect, 40, 36, PLAYER)]
['poly']
>>> [op["op"] for op in ring(layout, cell_rect, 40, PLAYER)]
['circle']
"""

from __future__ import annotations

import math
from collections.abc import Callable

from uttt.app.canvas.drawing import Op, circle, r1, rect, text
from uttt.app.canvas.layout import Layout, Rect
from uttt.board import Move
from uttt.frozen import frozen

CellRect = Callable[[Layout, Move], Rect]
"""Where a cell is drawn (the shown game's ``Variant.cell_rect``)."""


@frozen
class Ink:
    """How a mark is drawn: its colour, how opaque, and its stroke as a share of a cell."""

    colour: str
    alpha: float
    width: float


PLAYER = Ink("#15803d", 0.8, 0.2)
"""The player's arrows and circles (the study's ``good`` green)."""
SKETCH = Ink("#15803d", 0.45, 0.2)
"""A mark being drawn, before it is dropped."""
BEST = Ink("#6d28d9", 0.85, 0.22)
"""The computer's best move (``engine`` violet)."""
NEXT = Ink("#6d28d9", 0.5, 0.14)
"""The computer's next best moves."""
CHIP_INK = "#ffffff"
"""A value's text on its violet chip."""
CURSOR = "#111827"


def arrow(layout: Layout, rect_of: CellRect, start: Move, end: Move, ink: Ink, *,
          short: float = 0.0) -> list[Op]:
    """An arrow from ``start``'s centre to ``end``'s (its tip ``short`` of a cell
    before it, to leave what the cell shows in sight): a shaft and a head in one shape."""
    (x0, y0), (x1, y1) = rect_of(layout, start).centre, rect_of(layout, end).centre
    cell = rect_of(layout, end).w
    length = math.hypot(x1 - x0, y1 - y0)
    if length < 1:
        return ring(layout, rect_of, end, ink)
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    x1, y1 = x1 - ux * cell * short, y1 - uy * cell * short
    length -= cell * short
    half = cell * ink.width / 2
    head = min(length * 0.6, cell * 0.55)
    wing = max(half * 2.4, cell * 0.3)
    nx, ny = x1 - ux * head, y1 - uy * head  # where the head begins
    px, py = -uy, ux  # across the arrow
    points = [(x0 + px * half, y0 + py * half), (nx + px * half, ny + py * half),
              (nx + px * wing, ny + py * wing), (x1, y1), (nx - px * wing, ny - py * wing),
              (nx - px * half, ny - py * half), (x0 - px * half, y0 - py * half)]
    return [{"op": "poly", "points": [r1(v) for point in points for v in point],
             "fill": ink.colour, "alpha": ink.alpha}]


def ring(layout: Layout, rect_of: CellRect, cell: Move, ink: Ink) -> list[Op]:
    """A circle around ``cell``."""
    box = rect_of(layout, cell)
    cx, cy = box.centre
    width = max(2.0, box.w * ink.width * 0.55)
    return [circle(cx, cy, box.w * 0.5 - width / 2, stroke=ink.colour, width=r1(width),
                   alpha=ink.alpha)]


def chip(layout: Layout, rect_of: CellRect, start: Move | None, end: Move, words: str,
         ink: Ink) -> list[Op]:
    """A value's chip: on the arrow's shaft (from ``start`` to ``end``), or at the foot
    of ``end``'s cell when there is no arrow."""
    box = rect_of(layout, end)
    size = max(9.0, min(15.0, box.w * 0.34))
    if start is None or start == end:
        x, y = box.centre[0], box.y + box.h - size * 0.2
    else:
        (x0, y0), (x1, y1) = rect_of(layout, start).centre, box.centre
        x, y = x0 + (x1 - x0) * 0.5, y0 + (y1 - y0) * 0.5
    w, h = size * (0.62 * len(words) + 0.8), size * 1.35
    return [rect(Rect(x - w / 2, y - h / 2, w, h), fill=ink.colour, alpha=0.95,
                 radius=r1(h / 2)),
            text(x, y, words, size=size, fill=CHIP_INK, weight=700)]


def cursor_frame(layout: Layout, rect_of: CellRect, cell: Move) -> list[Op]:
    """The drawing cursor: a dashed frame around ``cell``."""
    box = rect_of(layout, cell)
    return [rect(box.inset(box.w * 0.02), stroke=CURSOR, width=2, dash=[4, 3],
                 radius=r1(box.w * 0.12))]
