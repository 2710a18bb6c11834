"""The palettes: every seat colour at 3:1 or more against every ground it is drawn on, in
every theme; the colour-blind palettes tell the seats apart by lightness; the page's
stylesheet holds the same colours; a display list is repainted by role."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from uttt.app.canvas.drawing import COLOURS
from uttt.app.canvas.theme import (
    DARK,
    GROUNDS,
    LIGHT,
    contrast,
    palette,
    themed,
)

THEMES = {(dark, blind): palette(dark=dark, colourblind=blind)
          for dark in (False, True) for blind in (False, True)}
STYLE = (Path(__file__).parents[3] / "site" / "style.css").read_text(encoding="utf-8")


def test_the_contrast_formula() -> None:
    assert contrast("#000000", "#ffffff") == pytest.approx(21)
    assert contrast("#ffffff", "#ffffff") == pytest.approx(1)


@pytest.mark.parametrize("key", list(THEMES))
def test_every_seat_reaches_three_to_one_on_every_ground(key: tuple[bool, bool]) -> None:
    theme = THEMES[key]
    ratios = {(seat, ground): contrast(theme[seat], theme[ground])
              for seat in ("red", "blue") for ground in GROUNDS}
    assert min(ratios.values()) >= 3.0, ratios
    assert contrast(theme["label"], theme["paper"]) >= 4.5  # the coordinates are text
    assert contrast(theme["ink"], theme["card"]) >= 3.0  # the keyboard cursor
    assert contrast(theme["last_ring"], theme["card"]) >= 3.0


@pytest.mark.parametrize("dark", [False, True])
def test_the_colour_blind_seats_differ_in_lightness(dark: bool) -> None:
    """Not hue alone: the two seats are 1.5:1 or more apart in the colour-blind palette
    (the standard red and blue are barely apart, as hue tells them there)."""
    theme = THEMES[(dark, True)]
    assert contrast(theme["red"], theme["blue"]) >= 1.5


@pytest.mark.parametrize("dark", [False, True])
def test_the_sent_here_frame_is_not_the_lit_boards_outline(dark: bool) -> None:
    """The lit board's outline is the mover's colour; the frame around the board the last
    move sent to (and the last move's ring) is ``last_ring``. In the colour-blind palette
    both were orange (1.06:1 against Red's in the light theme): they now stand 1.5:1 or
    more apart from either seat, and at 3:1 on what they are drawn on."""
    theme = THEMES[(dark, True)]
    for seat in ("red", "blue"):
        assert contrast(theme["last_ring"], theme[seat]) >= 1.5, seat
    for ground in ("card", "paper", "last", "dim", "red_tint", "blue_tint"):
        assert contrast(theme["last_ring"], theme[ground]) >= 3.0, ground


def test_every_palette_names_every_role_and_the_drawing_uses_roles() -> None:
    assert set(DARK) == set(LIGHT) and set(COLOURS) <= set(LIGHT)
    assert len(set(LIGHT.values())) == len(LIGHT)  # a colour names one role


def _css(name: str, block: str = ":root {") -> tuple[str, str]:
    """A custom property's light and dark values in the stylesheet's block."""
    start = STYLE.index(block)
    body = STYLE[start:STYLE.index("}", start)]
    found = re.search(rf"--{name}: light-dark\((#[0-9a-f]{{6}}), (#[0-9a-f]{{6}})\)", body)
    assert found is not None, name
    return found.group(1), found.group(2)


def test_the_stylesheet_has_the_canvas_colours() -> None:
    for role in ("paper", "red", "blue"):
        assert _css(role) == (THEMES[(False, False)][role], THEMES[(True, False)][role])
    for role in ("red", "blue"):
        assert _css(role, ':root[data-palette="colourblind"]') == (
            THEMES[(False, True)][role], THEMES[(True, True)][role])


def test_a_display_list_is_repainted_by_role() -> None:
    ops = [{"op": "rect", "fill": COLOURS["card"], "stroke": "#123456", "grow": "m1.40"}]
    dark = themed(ops, palette(dark=True))
    assert dark == [{"op": "rect", "fill": DARK["card"], "stroke": "#123456", "grow": "m1.40"}]
    assert "grow" not in themed(ops, palette(dark=True), motion=False)[0]
    assert themed(ops, palette()) == ops
