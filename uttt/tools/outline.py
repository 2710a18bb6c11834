"""The board shown while Python loads: the page's own empty board, drawn by the same
display list, so the first real frame changes colours only and never the board's shape.

The build writes it into index.html as JSON (``scripts/build_site.py``); ``site/draw.js``
scales it to the canvas and paints it before Python starts. The build also writes it into
the page as an SVG image per game (``outline_svg``, in a ``data:`` URL), shown over the
canvas until Python is ready: an image the size of the board is the page's largest
content from its first paint on (a canvas is never a candidate for the browser's largest
contentful paint), so that paint does not wait for Python.

>>> ops = outline_ops("ultimate")
>>> sum(op["op"] == "line" for op in ops), outline_ops("classic")[0]["op"]
(36, 'clear')
"""

from __future__ import annotations

import json

from uttt.app.canvas.layout import compute_layout
from uttt.app.canvas.theme import palette, themed
from uttt.app.core.vocabulary import GAMES, GameKind
from uttt.app.round.match import Match
from uttt.app.round.view_state import ViewState
from uttt.app.scene.build import build_view
from uttt.app.scene.render import Op, display_list
from uttt.frozen import replace

UNIT = 1000.0
"""The side of the square canvas the outline is computed for; the page scales it."""


def outline_ops(game: GameKind) -> list[Op]:
    """The empty board of ``game`` with nothing lit, on a ``UNIT`` square."""
    view = build_view(Match.new("0" * 16, game=game), ViewState())
    quiet = replace(view, lit=(), to_move=None,
                    boards=tuple(replace(small, lit=False) for small in view.boards))
    return display_list(quiet, compute_layout(UNIT, UNIT))


def _number(value: object) -> str:
    return f"{float(str(value)):.1f}".removesuffix(".0")


def _svg_element(op: Op) -> str:
    if op["op"] == "rect":
        radius = f' rx="{_number(op["radius"])}"' if op.get("radius") else ""
        fill = op.get("fill") or "none"
        stroke = f' stroke="{op["stroke"]}" stroke-width="{_number(op.get("width", 1))}"' if (
            op.get("stroke")) else ""
        return (f'<rect x="{_number(op["x"])}" y="{_number(op["y"])}" '
                f'width="{_number(op["w"])}" height="{_number(op["h"])}"{radius} '
                f'fill="{fill}"{stroke}/>')
    if op["op"] == "line":
        return (f'<path d="M{_number(op["x1"])} {_number(op["y1"])}'
                f'L{_number(op["x2"])} {_number(op["y2"])}" stroke="{op["stroke"]}" '
                f'stroke-width="{_number(op.get("width", 1))}"/>')
    if op["op"] == "circle":
        fill = op.get("fill") or "none"
        return (f'<circle cx="{_number(op["cx"])}" cy="{_number(op["cy"])}" '
                f'r="{_number(op["r"])}" fill="{fill}"/>')
    return ""


def outline_svg(game: GameKind) -> str:
    """The empty board of ``game`` as an SVG image of the same shapes on a ``UNIT`` square.

    >>> svg = outline_svg("ultimate")
    >>> svg.startswith("<svg") and svg.count("<path") == 36 and svg.count("<rect") == 9
    True
    """
    unit = _number(UNIT)
    body = "".join(_svg_element(op) for op in outline_ops(game))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {unit} {unit}" '
            f'width="{unit}" height="{unit}" stroke-linecap="round">{body}</svg>\n')


def outline_json() -> str:
    """Both games' outlines, as the JSON the page embeds, in the light colours and (under
``dark``) the dark ones."""
    dark = palette(dark=True)
    light = {game: outline_ops(game) for game in GAMES}
    return json.dumps({"unit": UNIT, **light,
                       "dark": {game: themed(ops, dark) for game, ops in light.items()}},
                      separators=(",", ":"))
