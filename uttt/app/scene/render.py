"""The display list: plain drawing operations from a view model and a layout.

Rendering only reads: it turns what the view model says into rectangles, lines
and circles with colours, widths and opacity, in CSS pixels. ``site/draw.js``
paints the list as it is. Nothing here knows a rule of the game; the board itself is the variant's
(``uttt.app.variants``), the primitives are ``uttt.app.canvas.drawing``'s.

>>> from uttt.app.canvas.layout import compute_layout
>>> from uttt.app.round.match import Match
>>> from uttt.app.round.view_state import ViewState
>>> from uttt.app.scene.build import build_view
>>> ops = display_list(build_view(Match.new("0" * 16), ViewState()), compute_layout(300, 300))
>>> ops[0]["op"], all(op["op"] in OPS for op in ops)
('clear', True)
"""

from __future__ import annotations

import json

from uttt.app.canvas.drawing import COLOURS, OPS, Op, r1, text
from uttt.app.canvas.layout import Layout
from uttt.app.canvas.theme import PAGE
from uttt.app.scene.build import View
from uttt.app.variants import Variant, variant_of

__all__ = ["COLOURS", "OPS", "Op", "display_list", "to_json"]

def display_list(view: View, layout: Layout) -> list[Op]:
    """Every operation to paint the board, back to front (with the coordinates when the
    layout leaves room for them)."""
    ops: list[Op] = [{"op": "clear", "w": r1(layout.width), "h": r1(layout.height)}]
    variant = variant_of(view.game)
    labels = coordinates(variant, layout) if layout.labels else []
    return ops + variant.board_ops(view, layout) + labels


def coordinates(variant: Variant, layout: Layout) -> list[Op]:
    """The columns' letters below the board and the rows' digits left of it, as the
    notation names them (``uttt.notation``: ``a1`` is the top-left cell).

    >>> from uttt.app.canvas.layout import compute_layout
    >>> from uttt.app.variants import CLASSIC
    >>> [op["text"] for op in coordinates(CLASSIC, compute_layout(300, 300, labels=True))]
    ['a', 'b', 'c', '1', '2', '3']
    """
    columns: dict[str, float] = {}
    rows: dict[str, float] = {}
    for move in variant.new_board().legal_moves():
        name, (x, y) = variant.move_name(move), variant.cell_rect(layout, move).centre
        columns.setdefault(name[0], x)
        rows.setdefault(name[1:], y)
    size = layout.band * 0.55
    below = layout.board.y + layout.board.h + layout.band / 2
    left = layout.board.x - layout.band / 2
    ink = PAGE["label"]
    return ([text(x, below, letter, size=size, fill=ink) for letter, x in sorted(columns.items())]
            + [text(left, y, digit, size=size, fill=ink) for digit, y in sorted(rows.items())])


def to_json(ops: list[Op]) -> str:
    """The display list as compact JSON for the painter."""
    return json.dumps(ops, separators=(",", ":"))
