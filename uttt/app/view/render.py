"""The display list: plain drawing operations from a view model and a layout.

Rendering only reads: it turns what the view model says into rectangles, lines
and circles with colours, widths and opacity, in CSS pixels. ``site/draw.js``
paints the list as it is. Nothing here knows a rule of the game; the board itself is the variant's
(``uttt.app.variants``), the primitives are ``uttt.app.canvas.drawing``'s.

>>> from uttt.app.canvas.layout import compute_layout
>>> from uttt.app.round.match import Match
>>> from uttt.app.view.build import ViewState, build_view
>>> ops = display_list(build_view(Match.new("0" * 16), ViewState()), compute_layout(300, 300))
>>> ops[0]["op"], all(op["op"] in OPS for op in ops)
('clear', True)
"""

from __future__ import annotations

import json

from uttt.app.canvas.drawing import COLOURS, OPS, Op, r1
from uttt.app.canvas.layout import Layout
from uttt.app.variants import variant_of
from uttt.app.view.build import View

__all__ = ["COLOURS", "OPS", "Op", "display_list", "to_json"]

def display_list(view: View, layout: Layout) -> list[Op]:
    """Every operation to paint the board, back to front."""
    ops: list[Op] = [{"op": "clear", "w": r1(layout.width), "h": r1(layout.height)}]
    return ops + variant_of(view.game).board_ops(view, layout)


def to_json(ops: list[Op]) -> str:
    """The display list as compact JSON for the painter."""
    return json.dumps(ops, separators=(",", ":"))
