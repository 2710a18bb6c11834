"""How the page looks and feels in the browser: the dark scheme (page and board dark, the
marks at 3:1 or more measured on the canvas's pixels), the colour-blind palette, the
coordinates, marks growing in (none under reduced motion), the sounds asked for, the
install button, and axe-core clean in both themes. Screenshots at 390x844 and 1280x800
in both themes go to the shots folder (``UTTT_SHOTS``)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from uttt.app.canvas.layout import cell_rect, compute_layout
from uttt.app.canvas.theme import COLOURBLIND_LIGHT, DARK, LIGHT, contrast

from .conftest import CSP_WATCH
from .helpers import LOCK_PAUSE_MS, click_cell, open_game, resign, settings, shoot, wait_record
from .test_accessibility import AXE, violations

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}

PIXEL = """([x, y]) => {
  const canvas = document.getElementById("board");
  const ratio = canvas.width / canvas.getBoundingClientRect().width;
  const data = canvas.getContext("2d").getImageData(Math.round(x * ratio),
                                                    Math.round(y * ratio), 1, 1).data;
  return [data[0], data[1], data[2], data[3]];
}"""
FRAMES = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"
PAINTS = """(() => {
  window.__utttPaints = [];
  let painter;
  Object.defineProperty(globalThis, "utttPaint", {
    configurable: true,
    get: () => painter,
    set: (paint) => {
      painter = (ops, name) => {
        if (!name) window.__utttPaints.push(ops);
        return paint(ops, name);
      };
    },
  });
})();"""
"""An init script keeping every display list painted on the board (JSON texts)."""


@pytest.fixture
def opened(browser: Any) -> Iterator[Callable[..., Any]]:
    """A page in a fresh context: viewport, colour scheme, reduced motion."""
    contexts: list[Any] = []

    def open_page(viewport: dict[str, int] = PHONE, **options: Any) -> Any:
        context = browser.new_context(viewport=viewport, bypass_csp=True, **options)
        contexts.append(context)
        page = context.new_page()
        page.add_init_script(CSP_WATCH)
        return page

    yield open_page
    for context in contexts:
        context.close()


def hex_of(rgba: list[int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgba[:3])


def pixel(page: Any, x: float, y: float) -> str:
    return hex_of(page.evaluate(PIXEL, [x, y]))


def layout_of(page: Any, *, labels: bool = False) -> Any:
    box = page.locator("#board").bounding_box()
    return compute_layout(box["width"], box["height"], labels=labels)


def on_x(page: Any, move: int, *, labels: bool = False) -> tuple[str, str]:
    """The colour on the stroke of the X played on ``move`` and beside it (in the cell,
    off the strokes): a mark and its ground, as painted (``-s`` prints their contrast)."""
    box = cell_rect(layout_of(page, labels=labels), move)
    cx, cy = box.centre
    half = box.w * 0.3
    ink = pixel(page, cx - 0.6 * half, cy - 0.6 * half)  # on the stroke
    ground = pixel(page, cx, cy - 0.8 * half)  # between the X's arms
    print(f"mark {ink} on {ground}: {contrast(ink, ground):.2f}:1")
    return ink, ground


def background(page: Any) -> str:
    rgb = page.evaluate("() => getComputedStyle(document.body).backgroundColor")
    r, g, b = (int(part) for part in rgb[rgb.index("(") + 1:-1].split(","))
    return f"#{r:02x}{g:02x}{b:02x}"


def test_the_dark_scheme_darkens_the_page_and_the_board(
        opened: Callable[..., Any], site_url: str, wait_ready: Callable[[Any], None]) -> None:
    page = opened(color_scheme="dark")
    open_game(page, site_url, wait_ready)
    assert background(page) == DARK["paper"]
    assert pixel(page, *cell_rect(layout_of(page), 0).centre) == DARK["red_tint"]  # lit, dark
    click_cell(page, 40)
    wait_record(page, "1. e5")
    page.wait_for_timeout(LOCK_PAUSE_MS)  # the mark has grown in
    ink, ground = on_x(page, 40)
    assert ink == DARK["red"] and contrast(ink, ground) >= 3.0, (ink, ground)
    assert page.get_attribute("#theme-dark", "content") == DARK["paper"]
    shoot(page, "look-dark-390.png")
    page.set_viewport_size(DESKTOP)
    page.wait_for_timeout(300)
    shoot(page, "look-dark-1280.png")


def test_a_dark_browser_never_sees_a_light_board(
        opened: Callable[..., Any], site_url: str, wait_ready: Callable[[Any], None]) -> None:
    """The first board the game's Python paints is already dark: the browser's preference
    is read with the page's other start-up facts, not only after the first paint."""
    page = opened(color_scheme="dark")
    page.add_init_script(PAINTS)
    open_game(page, site_url, wait_ready)
    click_cell(page, 40)
    wait_record(page, "1. e5")
    painted = page.evaluate("() => window.__utttPaints")
    assert painted, "no board painted"
    light = [i for i, ops in enumerate(painted) if LIGHT["red_tint"] in ops]
    assert not light, f"{len(light)} of {len(painted)} paints light, first {light[0]}"
    colours = [set(re.findall(r"#[0-9a-f]{6}", ops)) for ops in painted]
    assert all(used and used <= set(DARK.values()) for used in colours), colours


def test_a_chosen_light_theme_wins_over_a_dark_browser_and_is_kept(
        opened: Callable[..., Any], site_url: str, wait_ready: Callable[[Any], None]) -> None:
    page = opened(DESKTOP, color_scheme="dark")
    open_game(page, site_url, wait_ready)
    settings(page, theme="light", coordinates=True)
    assert page.get_attribute("html", "data-scheme") == "light"
    assert background(page) == LIGHT["paper"]
    page.reload()
    wait_ready(page)
    assert background(page) == LIGHT["paper"] and page.is_checked("#set-coordinates")
    layout = layout_of(page, labels=True)
    box = page.locator("#board").bounding_box()
    x, y = cell_rect(layout, 40).centre
    page.mouse.click(box["x"] + x, box["y"] + y)  # the taps follow the labelled board
    wait_record(page, "1. e5")
    page.wait_for_timeout(LOCK_PAUSE_MS)
    ink, ground = on_x(page, 40, labels=True)
    assert ink == LIGHT["red"] and contrast(ink, ground) >= 3.0
    shoot(page, "look-light-coordinates-1280.png")
    page.set_viewport_size(PHONE)
    page.wait_for_timeout(300)
    shoot(page, "look-light-coordinates-390.png")


def test_the_colour_blind_palette(
        opened: Callable[..., Any], site_url: str, wait_ready: Callable[[Any], None]) -> None:
    page = opened()
    open_game(page, site_url, wait_ready)
    settings(page, palette="colourblind")
    click_cell(page, 40)
    wait_record(page, "1. e5")
    page.wait_for_timeout(LOCK_PAUSE_MS)
    click_cell(page, 36)
    wait_record(page, "1. e5 d4")
    page.wait_for_timeout(LOCK_PAUSE_MS)
    ink, ground = on_x(page, 40)
    assert ink == COLOURBLIND_LIGHT["red"] and contrast(ink, ground) >= 3.0
    assert page.get_attribute("html", "data-palette") == "colourblind"
    shoot(page, "look-colourblind-390.png")


BAND_AT_TEXT = """() => {
  const status = document.getElementById("status");
  window.__utttBands = [];
  new MutationObserver(() => window.__utttBands.push(
      [status.textContent, status.dataset.colour, getComputedStyle(status).backgroundColor]))
    .observe(document.getElementById("status-text"),
             { childList: true, characterData: true, subtree: true });
}"""


def test_the_status_text_and_its_band_colour_change_together(
        opened: Callable[..., Any], site_url: str, wait_ready: Callable[[Any], None]) -> None:
    """When the status text changes after a move, its band already has the new side's
    colour: Blue's turn in white on the blue band at once (the band faded over 0.2 s,
    so the new words first stood on the old colour)."""
    page = opened()
    open_game(page, site_url, wait_ready)
    page.evaluate(BAND_AT_TEXT)
    click_cell(page, 40)
    wait_record(page, "1. e5")
    page.wait_for_timeout(400)
    settled = page.evaluate("() => getComputedStyle(document.getElementById('status'))"
                            ".backgroundColor")
    bands = page.evaluate("window.__utttBands")
    assert bands and bands[-1][0].startswith("Blue (O)") and bands[-1][1] == "blue"
    assert [band for *_, band in bands] == [settled] * len(bands), bands


def test_marks_grow_in_unless_the_browser_asks_for_less_motion(
        opened: Callable[..., Any], site_url: str, wait_ready: Callable[[Any], None]) -> None:
    frames = {}
    for motion in ("no-preference", "reduce"):
        page = opened(reduced_motion=motion)
        open_game(page, site_url, wait_ready)
        click_cell(page, 40)
        wait_record(page, "1. e5")
        page.evaluate(FRAMES)
        frames[motion] = page.evaluate("() => globalThis.utttGrowFrames || 0")
    assert frames["no-preference"] > 0 and frames["reduce"] == 0, frames


# Each audio context the page makes, with the board's record as it was then.
AUDIO_MADE = """
window.__utttAudio = [];
for (const name of ["AudioContext", "webkitAudioContext"]) {
  const Real = window[name];
  if (Real) {
    window[name] = class extends Real {
      constructor(...options) {
        super(...options);
        window.__utttAudio.push(document.querySelector("#board")?.dataset.record ?? null);
      }
    };
  }
}
"""


def test_the_audio_is_made_after_the_first_move_is_painted_and_not_when_muted(
        opened: Callable[..., Any], site_url: str, wait_ready: Callable[[Any], None]) -> None:
    """Making the audio context can take a tenth of a second (122 ms measured in headless
    Chromium): it is made once the first sound is asked for, after that move's paint,
    not in the tap. A player who turned the sound off gets none made at all."""
    page = opened()
    page.add_init_script(AUDIO_MADE)
    open_game(page, site_url, wait_ready)
    click_cell(page, 40)
    wait_record(page, "1. e5")
    page.wait_for_function("() => window.__utttAudio.length > 0")
    assert page.evaluate("() => window.__utttAudio") == ["1. e5"]
    page.wait_for_function("() => globalThis.utttAudioState === 'running'")

    muted = opened()
    muted.add_init_script(AUDIO_MADE)
    open_game(muted, site_url, wait_ready)
    settings(muted, sound=False)
    muted.wait_for_timeout(LOCK_PAUSE_MS)
    click_cell(muted, 40)
    wait_record(muted, "1. e5")
    muted.wait_for_timeout(500)
    assert muted.evaluate("() => window.__utttAudio") == []


def test_the_sounds_asked_for_and_the_mute_switch(
        opened: Callable[..., Any], site_url: str, wait_ready: Callable[[Any], None]) -> None:
    page = opened()
    open_game(page, site_url, wait_ready)
    assert page.evaluate("() => globalThis.utttPlayed") == []  # nothing before a tap
    click_cell(page, 40)
    wait_record(page, "1. e5")
    assert page.evaluate("() => globalThis.utttPlayed") == ["move"]
    settings(page, sound=False)
    page.wait_for_timeout(LOCK_PAUSE_MS)
    click_cell(page, 36)
    wait_record(page, "1. e5 d4")
    assert page.evaluate("() => globalThis.utttPlayed") == ["move"]
    page.reload()
    wait_ready(page)
    assert not page.is_checked("#set-sound")  # remembered


def test_the_install_button_follows_the_browsers_offer(
        opened: Callable[..., Any], site_url: str, wait_ready: Callable[[Any], None]) -> None:
    page = opened()
    open_game(page, site_url, wait_ready)
    assert page.is_hidden("#install")
    page.evaluate("""() => {
      const offer = new Event("beforeinstallprompt", {cancelable: true});
      offer.prompt = () => { globalThis.prompted = true; return Promise.resolve(); };
      dispatchEvent(offer);
    }""")
    page.wait_for_selector("#install:not([hidden])")
    page.click("#install")
    page.wait_for_selector("#install[hidden]", state="attached")
    assert page.evaluate("() => globalThis.prompted") is True


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_no_axe_violations_in_either_theme(
        opened: Callable[..., Any], site_url: str, wait_ready: Callable[[Any], None],
        scheme: str) -> None:
    if not AXE.is_file():
        pytest.fail("node_modules/axe-core missing: run `npm ci` (make test does)")
    page = opened(color_scheme=scheme)
    open_game(page, site_url, wait_ready)
    found = violations(page, f"{scheme} start")
    click_cell(page, 40)
    wait_record(page, "1. e5")
    page.click("#open-settings")
    page.wait_for_selector("#settings-panel[open]")
    page.select_option("#set-palette", "colourblind")
    page.wait_for_timeout(200)
    found += violations(page, f"{scheme} settings")
    page.keyboard.press("Escape")
    page.wait_for_timeout(LOCK_PAUSE_MS)
    resign(page)
    page.wait_for_selector("#result:not([hidden])")
    found += violations(page, f"{scheme} colour-blind result card")
    shoot(page, f"look-{scheme}-result-390.png")
    assert found == []


def test_a_manifest_shortcut_opens_its_panel(
        opened: Callable[..., Any], site_url: str, wait_ready: Callable[[Any], None]) -> None:
    page = opened()
    page.goto(f"{site_url}?open=help")
    wait_ready(page)
    page.wait_for_selector("#help-panel[open]")
    assert "open=" not in page.url  # a reload opens nothing
