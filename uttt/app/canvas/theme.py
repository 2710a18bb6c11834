"""The canvases' colours in each theme, and what the browser prefers (dark scheme, less
motion). Pure: the page reports its media queries as data (``Media``).

The board is drawn once with the light standard colours (``drawing.COLOURS``, each a
role); ``themed`` repaints a display list in another palette by role, so a variant draws
its board once for every theme. The same palettes hold the page's own colours
(``paper``, the page under the canvas: ``site/style.css`` has the same values, which
``tests/app/canvas/test_theme.py`` checks).

The colour-blind palette tells the two seats apart by lightness as well as hue: a dark
blue and a light orange (after Okabe and Ito), never red against green; X and O differ
by shape in every palette.

>>> palette(dark=True, colourblind=False)["card"]
'#232c3a'
>>> themed([{"op": "rect", "fill": "#ffffff", "grow": "b4"}], palette(dark=True),
...        motion=False)
[{'op': 'rect', 'fill': '#232c3a'}]
"""

from __future__ import annotations

from collections.abc import Mapping

from uttt.app.canvas.drawing import COLOURS, Op
from uttt.frozen import frozen

Palette = Mapping[str, str]


@frozen
class Media:
    """What the browser prefers (its media queries): a dark colour scheme, less motion."""

    dark: bool = False
    reduce_motion: bool = False


STUDY = {"good": "#15803d", "bad": "#b91c1c", "graph_back": "#f3f4f6", "graph_mid": "#9ca3af",
         "mistake": "#d97706", "engine": "#6d28d9"}
"""The study panels' colours (the hint's and best move's frames, the player's arrows and
circles, the report's graph, whose line is ``ink``; the computer's arrows)."""

PAGE = {"paper": "#eef1f5", "label": "#4b5563"}
"""The page under the canvas, and the coordinates along the board's edges."""

LIGHT: dict[str, str] = {**COLOURS, **STUDY, **PAGE}
"""The light standard palette: the colours the board is drawn in."""

DARK: dict[str, str] = {
    "red": "#ff6b76", "blue": "#6ea8ff", "red_tint": "#3b2429", "blue_tint": "#1e2b45",
    "card": "#232c3a", "dim": "#1a2130", "grid": "#6b7686", "last": "#4a3c10",
    "last_ring": "#e0a800", "gold": "#e6b422", "ink": "#f3f4f6", "drawn": "#aab2bf",
    "good": "#4ade80", "bad": "#f87171", "graph_back": "#1c2430", "graph_mid": "#6b7280",
    "mistake": "#f59e0b", "paper": "#0f141b", "label": "#b3bcc9", "engine": "#a78bfa",
}
"""The dark standard palette."""

COLOURBLIND_LIGHT = {"red": "#b34f00", "blue": "#004a7f", "red_tint": "#fdf0e4",
                     "blue_tint": "#e3eef8", "last_ring": "#111111"}
"""The seats in the colour-blind palette, light theme: orange, and a darker blue; the
last move's ring and the frame where it sent are near-black, not the standard dark
gold, which stood at 1.06:1 against this orange (the lit board's outline)."""

COLOURBLIND_DARK = {"red": "#f5b942", "blue": "#5aa0e0", "red_tint": "#3a2e17",
                    "blue_tint": "#1b2a3f", "last_ring": "#ffffff"}
"""The seats in the colour-blind palette, dark theme: a light orange, a deeper blue;
the last move's ring and the frame where it sent are white (the standard gold is this
orange's near twin)."""


def palette(*, dark: bool = False, colourblind: bool = False) -> dict[str, str]:
    """The colour of every role in a theme."""
    base = DARK if dark else LIGHT
    seats = (COLOURBLIND_DARK if dark else COLOURBLIND_LIGHT) if colourblind else {}
    return {**base, **seats}


_ROLE_OF = {colour: role for role, colour in LIGHT.items()}
"""Each light standard colour's role (they are all distinct)."""


def recoloured(colour: str, theme: Palette) -> str:
    """A light standard colour in another palette (any other colour as it is)."""
    role = _ROLE_OF.get(colour)
    return colour if role is None else theme[role]


def themed(ops: list[Op], theme: Palette, *, motion: bool = True) -> list[Op]:
    """A display list in ``theme``'s colours; without ``motion`` nothing grows (the
    painter animates an op whose ``grow`` key is new: ``site/draw.js``)."""
    out = []
    for op in ops:
        copy = {key: recoloured(value, theme) if key in ("fill", "stroke") else value
                for key, value in op.items() if motion or key != "grow"}
        out.append(copy)
    return out


def luminance(colour: str) -> float:
    """WCAG 2.1 relative luminance of a ``#rrggbb`` colour."""

    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: str, b: str) -> float:
    """WCAG 2.1 contrast ratio of two colours (1 to 21).

    >>> round(contrast("#767676", "#ffffff"), 2)
    4.54
    """
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


GROUNDS = ("card", "dim", "red_tint", "blue_tint", "last", "paper")
"""What a seat's colour is drawn on: a board (plain, dimmed, lit for either seat), the
last move's cell, the page (a frame in the gap between boards)."""


def worst_pairs(theme: Palette) -> dict[str, tuple[float, str]]:
    """For each seat, its lowest contrast against the grounds it is drawn on, and which."""
    return {seat: min((round(contrast(theme[seat], theme[g]), 2), g) for g in GROUNDS)
            for seat in ("red", "blue")}
