"""Drawing for the study features: the puzzle board and marked cells (a best move, a
refused answer). Display-list operations only, as ``uttt.app.scene.render``.

>>> from uttt.app.canvas.layout import compute_layout
>>> ops = cell_marks(compute_layout(300, 300), ((40, "good"),))
>>> [op["op"] for op in ops]
['rect']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from uttt.app.canvas.drawing import Op, rect
from uttt.app.canvas.layout import Layout, Rect, cell_rect
from uttt.board import Move

MARK_COLOURS = {"good": "#15803d", "bad": "#b91c1c"}


def cell_marks(layout: Layout, cells: Iterable[tuple[Move, str]],
               rect_of: Callable[[Layout, Move], Rect] = cell_rect) -> list[Op]:
    """A thick frame around each cell: ``good`` (a best move, the answer) or ``bad``;
    ``rect_of``: where a cell is drawn (the shown game's ``Variant.cell_rect``)."""
    ops = []
    for move, kind in cells:
        cell = rect_of(layout, move)
        box = cell.inset(cell.w * 0.04)
        ops.append(rect(box, stroke=MARK_COLOURS[kind], width=max(2.0, cell.w * 0.12),
                        radius=cell.w * 0.15))
    return ops


