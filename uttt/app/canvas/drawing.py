"""Drawing primitives: plain operations (rectangles, lines, circles, texts, filled
polygons: ``poly``, its ``points`` a flat list of x, y) in CSS pixels,
and the page's colours. ``site/draw.js`` paints a list of them as it is.

>>> rect(Rect(0, 0, 10, 10), fill="#fff")["op"], len(mark(Rect(0, 0, 10, 10), "X", "#000"))
('rect', 2)
"""

from __future__ import annotations

from typing import Any

from uttt.app.canvas.layout import Rect
from uttt.app.canvas.viewmodel import View
from uttt.app.core.vocabulary import Colour
from uttt.board import Player

Op = dict[str, Any]
"""One drawing operation: ``op`` names it, the other keys are numbers, colours, flags."""

OPS = ("clear", "rect", "line", "circle", "text", "poly")

COLOURS: dict[str, str] = {
    "red": "#d62839",
    "blue": "#1d5fd1",
    "red_tint": "#fdecee",
    "blue_tint": "#e8f0fd",
    "card": "#ffffff",
    "dim": "#d7dbe1",
    "grid": "#9aa4b2",
    "last": "#ffe08a",
    "last_ring": "#a16207",
    "gold": "#d4a017",
    "ink": "#111827",
    "drawn": "#6b7280",
}


def r1(value: float) -> float:
    return round(value, 1)


def rect(box: Rect, **style: Any) -> Op:
    """A rectangle (``fill`` and/or ``stroke``, ``width``, ``alpha``, ``radius``, ``dash``)."""
    return {"op": "rect", "x": r1(box.x), "y": r1(box.y), "w": r1(box.w), "h": r1(box.h), **style}


def line(x1: float, y1: float, x2: float, y2: float, **style: Any) -> Op:
    """A straight line with round caps (``stroke``, ``width``, ``alpha``)."""
    return {"op": "line", "x1": r1(x1), "y1": r1(y1), "x2": r1(x2), "y2": r1(y2), **style}


def circle(cx: float, cy: float, radius: float, **style: Any) -> Op:
    """A circle (``stroke`` and/or ``fill``, ``width``, ``alpha``)."""
    return {"op": "circle", "cx": r1(cx), "cy": r1(cy), "r": r1(radius), **style}


def text(x: float, y: float, words: str, *, size: float, fill: str, **style: Any) -> Op:
    """A short text (``size`` in CSS pixels; ``align`` left, center or right, centred by
    default; ``baseline`` middle by default, or alphabetic; ``weight`` 600 by default)."""
    return {"op": "text", "x": r1(x), "y": r1(y), "text": words, "size": r1(size),
            "fill": fill, **style}


def mark(
    box: Rect, symbol: Player, colour: str, *, scale: float = 1.0, alpha: float = 1.0,
    grow: str | None = None,
) -> list[Op]:
    """An X (two crossing strokes) or an O (a ring) in a box: the shapes differ. With
    ``grow`` (a key), the painter grows it in when the key is new (``site/draw.js``)."""
    cx, cy = box.centre
    half = box.w * 0.3 * scale
    width = max(1.5, box.w * 0.11 * scale)
    if grow is not None:
        return [{**op, "grow": grow} for op in mark(box, symbol, colour, scale=scale,
                                                    alpha=alpha)]
    if symbol == "X":
        style = {"stroke": colour, "width": width, "alpha": alpha}
        return [
            line(cx - half, cy - half, cx + half, cy + half, **style),
            line(cx - half, cy + half, cx + half, cy - half, **style),
        ]
    return [circle(cx, cy, half, stroke=colour, width=width, alpha=alpha)]



def placed(view: View) -> str:
    """The grow key of the last move's mark: new with each move (``mark``'s ``grow``)."""
    return f"m{len(view.marks)}.{view.last_move}"


def tint(colour: Colour | None) -> str:
    """The light background of a colour's lit board (plain card for nobody)."""
    return COLOURS[f"{colour}_tint"] if colour else COLOURS["card"]
