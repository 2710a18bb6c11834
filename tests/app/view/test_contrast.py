"""Every mark the board draws reaches 3:1 against what lies under it (WCAG 2.1 non-text
contrast), in every theme (light and dark, standard and colour-blind palettes), computed
from the display lists themselves: the colours under a point of the mark's stroke are
composited, alpha included, in painting order, and so is every layer painted over the
mark afterwards. A drawn small board looks unlike a merely dimmed one."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from test_render import DRAWN, WIN_MOVES

from uttt.app.canvas.drawing import COLOURS, mark
from uttt.app.canvas.layout import Layout, cell_rect, compute_layout, small_rect
from uttt.app.canvas.theme import palette, themed
from uttt.app.round.match import Match
from uttt.app.round.view_state import ViewState
from uttt.app.scene.build import View, build_view
from uttt.app.scene.render import display_list

LAYOUT = compute_layout(360, 360)
PAPER = "#eef1f5"
"""The page under the canvas (site/style.css ``--paper``)."""
THEMES = {"light": palette(), "dark": palette(dark=True),
          "light colour-blind": palette(colourblind=True),
          "dark colour-blind": palette(dark=True, colourblind=True)}

RGB = tuple[float, float, float]


def rgb(colour: str) -> RGB:
    value = colour.lstrip("#")
    return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16))


def over(top: RGB, under: RGB, alpha: float) -> RGB:
    r, g, b = (alpha * t + (1 - alpha) * u for t, u in zip(top, under, strict=True))
    return (r, g, b)


def luminance(colour: RGB) -> float:
    def channel(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: RGB, b: RGB) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_the_contrast_formula() -> None:
    assert contrast(rgb("#000000"), rgb("#ffffff")) == pytest.approx(21)
    assert contrast(rgb("#767676"), rgb("#ffffff")) == pytest.approx(4.54, abs=0.01)


def covers(op: dict[str, Any], x: float, y: float) -> bool:
    return (op["op"] == "rect" and "fill" in op
            and op["x"] <= x <= op["x"] + op["w"] and op["y"] <= y <= op["y"] + op["h"])


def on_stroke(op: dict[str, Any]) -> tuple[float, float]:
    """A point on the stroke away from the cell's centre (where a board's line runs)."""
    if op["op"] == "circle":
        return op["cx"] + op["r"], op["cy"]
    return op["x1"] + 0.2 * (op["x2"] - op["x1"]), op["y1"] + 0.2 * (op["y2"] - op["y1"])


def painted(ops: list[dict[str, Any]], index: int, paper: str = PAPER) -> tuple[RGB, RGB]:
    """The colour the mark ``ops[index]`` shows and the colour around it, once painted."""
    x, y = on_stroke(ops[index])
    ground = rgb(paper)
    for op in ops[:index]:
        if covers(op, x, y):
            ground = over(rgb(op["fill"]), ground, op.get("alpha", 1.0))
    stroke = ops[index]
    ink = over(rgb(stroke["stroke"]), ground, stroke.get("alpha", 1.0))
    for op in ops[index + 1:]:  # layers painted over the mark dim both alike
        if covers(op, x, y):
            ink = over(rgb(op["fill"]), ink, op.get("alpha", 1.0))
            ground = over(rgb(op["fill"]), ground, op.get("alpha", 1.0))
    return ink, ground


def mark_ops(view: View, layout: Layout) -> Iterator[dict[str, Any]]:
    """The marks of the view as the renderer makes them: every small mark, every closed
    board's big one, a drawn board's two bars."""
    for move, symbol in view.marks:
        yield from mark(cell_rect(layout, move), symbol, COLOURS[view.colour_of(symbol)])
    for board, small in enumerate(view.boards):
        if small.state in ("X", "O"):
            yield from mark(small_rect(layout, board), small.state,
                            COLOURS[view.colour_of(small.state)], scale=1.05)


def positions() -> Iterator[tuple[str, View]]:
    for ply in (2, 7, 15, 16, 22, len(WIN_MOVES)):
        yield f"win after {ply}", build_view(played(*WIN_MOVES[:ply]), ViewState())
    yield "a drawn board", build_view(played(*DRAWN), ViewState())
    yield "review", build_view(played(*WIN_MOVES), ViewState(review=9))


def played(*moves: int) -> Match:
    match = Match.new("0" * 16)
    for move in moves:
        match.play(move)
    return match


@pytest.mark.parametrize("theme", list(THEMES))
@pytest.mark.parametrize(("name", "view"), list(positions()))
def test_every_mark_reaches_three_to_one(name: str, view: View, theme: str) -> None:
    """A faded X on a dimmed board was 2.0:1; now each mark, small or big, on a lit, plain,
    dimmed, won or drawn board, on the last move's highlight too, is at least 3:1, in
    every theme."""
    colours = THEMES[theme]
    ops = themed(display_list(view, LAYOUT), colours, motion=False)
    wanted = themed(list(mark_ops(view, LAYOUT)), colours)
    found = 0
    worst = []
    for index, op in enumerate(ops):
        if op in wanted or (op["op"] == "line" and op.get("stroke") == colours["drawn"]):
            found += 1
            ink, ground = painted(ops, index, colours["paper"])
            worst.append((round(contrast(ink, ground), 2), index, op))
    assert found >= len(wanted)
    assert min(worst, key=lambda w: w[0])[0] >= 3.0, sorted(worst, key=lambda w: w[0])[:3]


def test_a_drawn_board_is_not_a_dimmed_board() -> None:
    """A drawn small board lies on white under a heavy equals sign; an open board that
    cannot be played now lies on grey: they differ by more than a thin "=" ."""
    view = build_view(played(*DRAWN), ViewState())
    drawn = next(b for b, small in enumerate(view.boards) if small.state == "draw")
    dimmed = next(b for b, small in enumerate(view.boards)
                  if small.state == "open" and not small.lit)
    ops = display_list(view, LAYOUT)

    def ground(board: int) -> RGB:
        box = small_rect(LAYOUT, board)
        x, y = box.x + LAYOUT.pad / 2, box.y + box.h / 2  # the board's margin, no cell
        colour = rgb(PAPER)
        for op in ops:
            if covers(op, x, y):
                colour = over(rgb(op["fill"]), colour, op.get("alpha", 1.0))
        return colour

    assert contrast(ground(drawn), ground(dimmed)) >= 1.25
    bars = [op for op in ops if op["op"] == "line" and op.get("stroke") == COLOURS["drawn"]]
    assert len(bars) == 2 and all(op["width"] >= LAYOUT.small * 0.09 for op in bars)
