"""The board shown while Python loads: the page's own empty board, drawn by the same
display list, so the first real frame changes colours only and never the board's shape.

The build writes it into index.html as JSON (``scripts/build_site.py``); ``site/draw.js``
scales it to the canvas and paints it before Python starts.

>>> ops = outline_ops("ultimate")
>>> sum(op["op"] == "line" for op in ops), outline_ops("classic")[0]["op"]
(36, 'clear')
"""

from __future__ import annotations

import json

from uttt.app.canvas.layout import compute_layout
from uttt.app.canvas.theme import palette, themed
from uttt.app.core.vocabulary import GameKind
from uttt.app.round.match import Match
from uttt.app.view.build import ViewState, build_view
from uttt.app.view.render import Op, display_list
from uttt.frozen import replace

UNIT = 1000.0
"""The side of the square canvas the outline is computed for; the page scales it."""


def outline_ops(game: GameKind) -> list[Op]:
    """The empty board of ``game`` with nothing lit, on a ``UNIT`` square."""
    view = build_view(Match.new("0" * 16, game=game), ViewState())
    quiet = replace(view, lit=(), to_move=None,
                    boards=tuple(replace(small, lit=False) for small in view.boards))
    return display_list(quiet, compute_layout(UNIT, UNIT))


def outline_json() -> str:
    """Both games' outlines, as the JSON the page embeds, in the light colours and (under
``dark``) the dark ones."""
    dark = palette(dark=True)
    return json.dumps({"unit": UNIT, "ultimate": outline_ops("ultimate"),
                       "classic": outline_ops("classic"),
                       "dark": {game: themed(outline_ops(game), dark)
                                for game in ("ultimate", "classic")}},
                      separators=(",", ":"))
