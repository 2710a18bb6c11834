"""The display list: plain drawing operations from a view model and a layout.

Rendering only reads: it turns what the view model says into rectangles, lines
and circles with colours, widths and opacity, in CSS pixels. ``site/draw.js``
paints the list as it is. Nothing here knows a rule of the game.

>>> from uttt.app.layout import compute_layout
>>> from uttt.app.match import Match
>>> from uttt.app.view import ViewState, build_view
>>> ops = display_list(build_view(Match.new("0" * 16), ViewState()), compute_layout(300, 300))
>>> ops[0]["op"], all(op["op"] in OPS for op in ops)
('clear', True)
"""

from __future__ import annotations

import json
from typing import Any

from uttt.app.layout import Layout, Rect, cell_rect, classic_cell_rect, small_rect
from uttt.app.scores import Colour
from uttt.app.view import View
from uttt.board import Player

Op = dict[str, Any]
"""One drawing operation: ``op`` names it, the other keys are numbers, colours, flags."""

OPS = ("clear", "rect", "line", "circle")

COLOURS: dict[str, str] = {
    "red": "#d62839",
    "blue": "#1d5fd1",
    "red_tint": "#fdecee",
    "blue_tint": "#e8f0fd",
    "card": "#ffffff",
    "dim": "#c9ced6",
    "grid": "#9aa4b2",
    "last": "#ffe08a",
    "last_ring": "#a16207",
    "gold": "#d4a017",
    "ink": "#111827",
    "drawn": "#6b7280",
}


def _r(value: float) -> float:
    return round(value, 1)


def rect(box: Rect, **style: Any) -> Op:
    """A rectangle (``fill`` and/or ``stroke``, ``width``, ``alpha``, ``radius``, ``dash``)."""
    return {"op": "rect", "x": _r(box.x), "y": _r(box.y), "w": _r(box.w), "h": _r(box.h), **style}


def line(x1: float, y1: float, x2: float, y2: float, **style: Any) -> Op:
    """A straight line with round caps (``stroke``, ``width``, ``alpha``)."""
    return {"op": "line", "x1": _r(x1), "y1": _r(y1), "x2": _r(x2), "y2": _r(y2), **style}


def circle(cx: float, cy: float, radius: float, **style: Any) -> Op:
    """A circle (``stroke`` and/or ``fill``, ``width``, ``alpha``)."""
    return {"op": "circle", "cx": _r(cx), "cy": _r(cy), "r": _r(radius), **style}


def mark(
    box: Rect, symbol: Player, colour: str, *, scale: float = 1.0, alpha: float = 1.0
) -> list[Op]:
    """An X (two crossing strokes) or an O (a ring) in a box: the shapes differ."""
    cx, cy = box.centre
    half = box.w * 0.3 * scale
    width = max(1.5, box.w * 0.11 * scale)
    if symbol == "X":
        style = {"stroke": colour, "width": width, "alpha": alpha}
        return [
            line(cx - half, cy - half, cx + half, cy + half, **style),
            line(cx - half, cy + half, cx + half, cy - half, **style),
        ]
    return [circle(cx, cy, half, stroke=colour, width=width, alpha=alpha)]


def display_list(view: View, layout: Layout) -> list[Op]:
    """Every operation to paint the board, back to front."""
    ops: list[Op] = [{"op": "clear", "w": _r(layout.width), "h": _r(layout.height)}]
    if view.game == "classic":
        return ops + classic_ops(view, layout)
    for board in range(9):
        ops += _small_board(view, layout, board)
    ops += _preview(view, layout)
    ops += _golden(view, layout)
    ops += _last_move(view, layout)
    ops += _cursor(view, layout)
    return ops


def to_json(ops: list[Op]) -> str:
    """The display list as compact JSON for the painter."""
    return json.dumps(ops, separators=(",", ":"))


def _tint(colour: Colour | None) -> str:
    return COLOURS[f"{colour}_tint"] if colour else COLOURS["card"]


def _small_board(view: View, layout: Layout, board: int) -> list[Op]:
    box = small_rect(layout, board)
    small = view.boards[board]
    radius = layout.small * 0.06
    dimmed = bool(view.lit) and not small.lit and small.state == "open"
    fill = _tint(view.to_move) if small.lit else COLOURS["card"]
    ops = [rect(box, fill=fill, radius=radius)]
    ops += _cells(view, layout, board)
    if dimmed:
        ops.append(rect(box, fill=COLOURS["dim"], alpha=0.62, radius=radius))
    ops += _closed(view, layout, board, box)
    if small.lit and view.to_move:
        width = max(2.0, layout.gap * 0.42)
        ops.append(rect(box.inset(width / 2), stroke=COLOURS[view.to_move], width=width,
                        radius=radius))
    return ops


def _cells(view: View, layout: Layout, board: int) -> list[Op]:
    ops = _grid(layout, board)
    for move, symbol in view.marks:
        if move // 9 == board and move != view.last_move:  # the last one goes on top
            ops += mark(cell_rect(layout, move), symbol, COLOURS[view.colour_of(symbol)])
    return ops


def _grid(layout: Layout, board: int) -> list[Op]:
    box = small_rect(layout, board).inset(layout.pad)
    width = max(1.0, layout.cell * 0.05)
    ops: list[Op] = []
    for i in (1, 2):
        at = i * layout.cell
        ops.append(line(box.x + at, box.y, box.x + at, box.y + box.h,
                        stroke=COLOURS["grid"], width=width))
        ops.append(line(box.x, box.y + at, box.x + box.w, box.y + at,
                        stroke=COLOURS["grid"], width=width))
    return ops


def _closed(view: View, layout: Layout, board: int, box: Rect) -> list[Op]:
    small = view.boards[board]
    radius = layout.small * 0.06
    if small.state == "open":
        return []
    if small.state == "draw":
        cx, cy = box.centre
        half, width = box.w * 0.28, box.w * 0.07
        return [
            rect(box, fill=COLOURS["dim"], alpha=0.55, radius=radius),
            line(cx - half, cy - box.w * 0.1, cx + half, cy - box.w * 0.1,
                 stroke=COLOURS["drawn"], width=width),
            line(cx - half, cy + box.w * 0.1, cx + half, cy + box.w * 0.1,
                 stroke=COLOURS["drawn"], width=width),
        ]
    colour = COLOURS[view.colour_of(small.state)]
    ops = _small_line(layout, board, small.line, colour)
    ops.append(rect(box, fill=COLOURS["card"], alpha=0.72, radius=radius))
    ops += mark(box, small.state, colour, scale=1.05)
    return ops


def _small_line(layout: Layout, board: int, cells: tuple[int, int, int] | None,
                colour: str) -> list[Op]:
    if cells is None:
        return []
    (x1, y1), (x2, y2) = (cell_rect(layout, 9 * board + c).centre for c in (cells[0], cells[2]))
    return [line(x1, y1, x2, y2, stroke=colour, width=max(2.0, layout.cell * 0.1), alpha=0.8)]


def _preview(view: View, layout: Layout) -> list[Op]:
    if view.preview is None or view.to_move is None:
        return []
    mover = view.to_move
    symbol: Player = "X" if mover == view.x_colour else "O"
    opponent: Colour = "blue" if mover == "red" else "red"
    ops = mark(cell_rect(layout, view.preview), symbol, COLOURS[mover], alpha=0.45)
    width = max(2.0, layout.gap * 0.5)
    for board in view.preview_targets:
        ops.append(rect(small_rect(layout, board).inset(width / 2), stroke=COLOURS[opponent],
                        width=width, dash=[width * 2, width * 1.5], radius=layout.small * 0.06))
    return ops


def _golden(view: View, layout: Layout) -> list[Op]:
    if view.winning_line is None:
        return []
    width = max(3.0, layout.gap * 0.6)
    ops = [
        rect(small_rect(layout, b).inset(width / 2), stroke=COLOURS["gold"], width=width,
             radius=layout.small * 0.06)
        for b in view.winning_line
    ]
    (x1, y1), (x2, y2) = (small_rect(layout, b).centre for b in (view.winning_line[0],
                                                                view.winning_line[2]))
    ops.append(line(x1, y1, x2, y2, stroke=COLOURS["gold"], width=layout.small * 0.07,
                    alpha=0.9))
    return ops


def _last_move(view: View, layout: Layout) -> list[Op]:
    """The last move, drawn above the dimming and the big symbols so it always shows: its
    cell lit (not over a closed board's symbol), its mark, a ring; then where it sent."""
    move = view.last_move
    if move is None:
        return []
    box = cell_rect(layout, move)
    radius = layout.cell * 0.12
    ops: list[Op] = []
    if view.boards[move // 9].state == "open":
        ops.append(rect(box.inset(layout.cell * 0.06), fill=COLOURS["last"], radius=radius))
    symbol = dict(view.marks).get(move)
    if symbol is not None:
        ops += mark(box, symbol, COLOURS[view.colour_of(symbol)])
    ops.append(rect(box.inset(layout.cell * 0.05), stroke=COLOURS["last_ring"],
                    width=max(1.5, layout.cell * 0.07), radius=radius))
    return ops + _sent_to(view, layout, move % 9)


def _sent_to(view: View, layout: Layout, board: int) -> list[Op]:
    """A dashed frame in the gap around the board the last move sent the opponent to
    (lit if it is open; if it is closed, the frame says why the move is free)."""
    if view.to_move is None:
        return []
    width = max(1.5, layout.gap * 0.3)
    box = small_rect(layout, board).inset(-layout.gap * 0.4)
    return [rect(box, stroke=COLOURS["last_ring"], width=width, dash=[width * 2.5, width * 1.5],
                 radius=layout.small * 0.08)]


def _cursor(view: View, layout: Layout) -> list[Op]:
    if view.cursor is None:
        return []
    box = cell_rect(layout, view.cursor).inset(layout.cell * 0.04)
    return [rect(box, stroke=COLOURS["ink"], width=max(2.0, layout.cell * 0.08),
                 radius=layout.cell * 0.12)]



# -- classic tic-tac-toe: the same look on one 3x3 board ------------------------------


def classic_ops(view: View, layout: Layout) -> list[Op]:
    """The classic board: one lit card, its grid, the marks, the golden line."""
    box = layout.board
    radius = box.w * 0.03
    playing = bool(view.lit) and view.to_move is not None
    ops = [rect(box, fill=_tint(view.to_move) if playing else COLOURS["card"], radius=radius)]
    cell = classic_cell_rect(layout, 0).w
    if view.last_move is not None:
        ops.append(rect(classic_cell_rect(layout, view.last_move).inset(cell * 0.06),
                        fill=COLOURS["last"], radius=cell * 0.08))
    ops += _classic_grid(layout, cell)
    for move, symbol in view.marks:
        ops += mark(classic_cell_rect(layout, move), symbol, COLOURS[view.colour_of(symbol)])
    if view.preview is not None and view.to_move is not None:
        mover: Player = "X" if view.to_move == view.x_colour else "O"
        ops += mark(classic_cell_rect(layout, view.preview), mover, COLOURS[view.to_move],
                    alpha=0.45)
    if playing and view.to_move:
        width = max(2.0, box.w * 0.012)
        ops.append(rect(box.inset(width / 2), stroke=COLOURS[view.to_move], width=width,
                        radius=radius))
    if view.winning_line is not None:
        first, last = (classic_cell_rect(layout, c).centre for c in (view.winning_line[0],
                                                                     view.winning_line[2]))
        ops.append(line(*first, *last, stroke=COLOURS["gold"], width=cell * 0.12, alpha=0.9))
    if view.cursor is not None:
        ops.append(rect(classic_cell_rect(layout, view.cursor).inset(cell * 0.04),
                        stroke=COLOURS["ink"], width=max(2.0, cell * 0.04), radius=cell * 0.08))
    return ops


def _classic_grid(layout: Layout, cell: float) -> list[Op]:
    first, last = classic_cell_rect(layout, 0), classic_cell_rect(layout, 8)
    left, top = first.x, first.y
    right, bottom = last.x + last.w, last.y + last.h
    style = {"stroke": COLOURS["grid"], "width": max(1.5, cell * 0.035)}
    ops: list[Op] = []
    for i in (1, 2):
        ops.append(line(left + i * cell, top + cell * 0.08, left + i * cell,
                        bottom - cell * 0.08, **style))
        ops.append(line(left + cell * 0.08, top + i * cell, right - cell * 0.08,
                        top + i * cell, **style))
    return ops
