"""Game clocks and "tap twice to play", in Chromium.

The clocks are driven by Playwright's clock: ``page.clock.install()`` before the page
loads, held once the page is ready, then moved by the test alone, so no time shown
depends on how fast the machine is. Across the reload the page's time runs for real
(the loader needs its timers), and the times shown after it are checked against the
saved clocks and the page's own ``Date.now()``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

from uttt.app.core.keys import keys_for
from uttt.app.round.game_clock import show
from uttt.notation import parse_record

from .conftest import CSP_WATCH, PageWatch
from .helpers import cell_point, click_cell, open_game, resign, settings, shoot, wait_record

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}


def page_time(page: Any) -> int:
    return int(page.evaluate("Date.now()"))


def hold_the_clock(page: Any) -> None:
    """Stop the page's time where it is (Playwright's Python API takes seconds)."""
    for ahead in (50, 500, 5_000):  # never in the past, however slow the machine
        try:
            page.clock.pause_at((page_time(page) + ahead) / 1000)
            return
        except PlaywrightError:
            continue
    raise AssertionError("the page's clock could not be held")


def paint_until(page: Any, selector: str) -> None:
    """Let the held page's time run a frame at a time until ``selector`` is there: the
    game answers from its worker a moment after the page's event, and paints at a frame."""
    for _ in range(300):
        page.clock.run_for(16)
        if page.query_selector(selector) is not None:
            return
        page.wait_for_timeout(20)
    page.wait_for_selector(selector, state="attached", timeout=1)


def custom_clock(page: Any, text: str) -> int:
    """Choose the custom game clock and type ``text`` (minutes:seconds+increment); the
    page's time when it was chosen (held: the time the game reads for it)."""
    page.click("#open-settings")
    page.wait_for_selector("#settings-panel[open]")
    page.select_option("#set-game_clock", "custom")
    paint_until(page, "#set-custom_clock-row:not([hidden])")  # the page's time is held
    page.fill("#set-custom_clock", text)
    chosen = page_time(page)
    page.locator("#set-custom_clock").dispatch_event("change")
    page.clock.run_for(100)
    page.click("#close-settings")
    page.wait_for_selector("#settings-panel:not([open])", state="attached")
    return chosen


def saved_clock(page: Any) -> dict[str, Any]:
    key = keys_for(str(page.evaluate("location.pathname"))).state
    text = page.evaluate(f"localStorage.getItem({json.dumps(key)})")
    return json.loads(text)["game_clock"]  # type: ignore[no-any-return]


def within_screen(page: Any, selector: str) -> bool:
    box = page.locator(selector).bounding_box()
    size = page.viewport_size
    return bool(box) and box["y"] >= 0 and box["y"] + box["height"] <= size["height"]


def test_a_clocked_game_keeps_its_times_across_a_reload_and_times_out(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page.set_viewport_size(PHONE)
    page.clock.install()
    open_game(page, site_url, wait_ready)
    hold_the_clock(page)
    chosen = custom_clock(page, "1:00+2")
    page.clock.run_for(100)
    paint_until(page, "#clocks:not([hidden])")
    # the page's time moved 0.2 s since the clock was chosen (two paints)
    expect(page.locator("#clock-red-time")).to_have_text("0:59")  # answered from the worker
    expect(page.locator("#clock-blue-time")).to_have_text("1:00")
    assert page.get_attribute("#clock-red", "data-running") == "1"
    page.clock.fast_forward(3_000)
    tapped = page_time(page)
    click_cell(page, 40)                       # Red: over 3.2 s used, 2 s added
    wait_record(page, "1. e5")
    page.clock.run_for(100)
    paint_until(page, "#clock-blue[data-running='1']")
    expect(page.locator("#clock-red-time")).to_have_text("0:58")
    page.clock.fast_forward(4_000)
    page.clock.run_for(100)
    paint_until(page, "#clock-blue:has-text('0:55')")
    # Both fit on a phone's screen at once: the clocks scrolled to the top (where the
    # clicks on the settings, far below the board on a phone, left the page is not it)
    page.evaluate("document.getElementById('clocks').scrollIntoView({block: 'start'})")
    assert within_screen(page, "#clocks") and within_screen(page, "#board")
    shoot(page, "clocks-390x844.png")
    saved = saved_clock(page)
    # Red's time from the choice to the tap, to the millisecond, and 2 s added: the worker
    # times a message by the page's (held) clock as the message carried it, however long
    # it takes to handle it.
    assert tapped - chosen >= 3_200
    assert saved["red_ms"] == 60_000 - (tapped - chosen) + 2_000
    assert (saved["blue_ms"], saved["running"]) == (60_000, "blue")

    page.clock.resume()
    reloaded = page_time(page)
    page.reload()
    wait_ready(page)
    hold_the_clock(page)
    page.clock.run_for(100)
    paint_until(page, "#clocks:not([hidden])")
    now = page_time(page)
    assert saved_clock(page) == saved          # nothing was charged or reset by the reload
    left = saved["blue_ms"] - (now - saved["started_ms"])
    expect(page.locator("#clock-red-time")).to_have_text("0:58")
    # Blue's time as painted at some moment since the reload (the page's time ran for real
    # until it was held again; the clocks are painted every half second)
    painted = saved["blue_ms"] - (reloaded - saved["started_ms"])
    expect(page.locator("#clock-blue-time")).to_have_text(re.compile(r"0:\d\d"))
    shown = page.inner_text("#clock-blue-time").strip()
    assert shown in {show(ms) for ms in range(left, painted + 1, 10)}, (shown, left, painted)
    assert 0 < left < 56_000

    page.clock.fast_forward(left - 4_000)      # under a tenth of the minute: low, said once
    page.clock.run_for(600)
    paint_until(page, "#clock-blue[data-low='1']")
    expect(page.locator("#live")).to_contain_text("Blue: 4 seconds left on the clock.")
    page.clock.fast_forward(4_100)             # out of time: Blue loses
    page.clock.run_for(600)
    paint_until(page, "#result:not([hidden])")
    expect(page.locator("#result-main")).to_have_text("Blue ran out of time, so Red wins.")
    expect(page.locator("#score-red")).to_have_text("1")
    expect(page.locator("#clock-blue-time")).to_have_text("0:00.0")
    shoot(page, "clocks-timeout-390x844.png")
    assert watch.problems() == []


@pytest.fixture
def touch_page(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    page = context.new_page()
    page.add_init_script(CSP_WATCH)
    yield page
    context.close()


def test_tap_twice_to_play_on_a_touch_screen(
    touch_page: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page = touch_page
    open_game(page, site_url, wait_ready)
    settings(page, confirm_move=True)
    page.touchscreen.tap(*cell_point(page, 40))
    page.wait_for_selector("#hint-touch:has-text('Tap the same cell again')")
    assert page.get_attribute("#board", "data-record") == ""
    shoot(page, "confirm-390x844.png")
    page.touchscreen.tap(*cell_point(page, 30))  # elsewhere: the preview moves there
    page.wait_for_timeout(300)
    assert page.get_attribute("#board", "data-record") == ""
    page.touchscreen.tap(*cell_point(page, 30))
    page.wait_for_selector("canvas#board:not([data-record=''])", state="attached")
    assert parse_record(str(page.get_attribute("#board", "data-record"))).moves == [30]


def test_clocks_against_the_computer_on_a_desktop(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page.set_viewport_size(DESKTOP)
    open_game(page, site_url, wait_ready)
    settings(page, mode="computer", level="intermediate", game_clock="3+2")
    page.wait_for_selector("#clocks:not([hidden])")
    click_cell(page, 40)
    wait_record(page, "1. e5")
    page.wait_for_selector("#clock-red[data-running='1']", timeout=15_000)  # it replied
    assert len(parse_record(str(page.get_attribute("#board", "data-record"))).moves) == 2
    assert within_screen(page, "#clocks")
    assert names(page) == ["You (X)", "Computer (O)"] and readable(page)
    assert page.locator("#board").bounding_box()["height"] >= 760  # the whole height still
    shoot(page, "clocks-1280x800.png")
    assert watch.problems() == []


def names(page: Any) -> list[str]:
    return [str(page.text_content(f"#clock-{side}-name")) for side in ("red", "blue")]


def readable(page: Any) -> bool:
    """Both clocks' times at 24 px or more, each clock's name shown whole (no ellipsis)."""
    return bool(page.evaluate("""() => ["red", "blue"].every(side => {
        const time = document.getElementById(`clock-${side}-time`);
        const name = document.getElementById(`clock-${side}-name`);
        return parseFloat(getComputedStyle(time).fontSize) >= 24
            && name.scrollWidth <= name.clientWidth && name.clientWidth > 0;
    })"""))


def test_the_clocks_are_named_and_a_clock_chosen_mid_round_waits_for_the_next(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    """Issue: the clocks were tiny and unnamed (which clock is whose?), and a clock chosen
    in Settings mid-round applied at once, both clocks back to their full time."""
    page.set_viewport_size({"width": 360, "height": 740})
    open_game(page, site_url, wait_ready)
    settings(page, game_clock="3+2")
    page.wait_for_selector("#clocks:not([hidden])")
    assert names(page) == ["Red (X)", "Blue (O)"] and readable(page)
    assert page.get_attribute("#clock-red", "data-running") == "1"
    click_cell(page, 40)
    wait_record(page, "1. e5")
    page.wait_for_selector("#clock-blue[data-running='1']")
    assert page.get_attribute("#clock-red", "data-running") == "0"
    page.evaluate("window.scrollTo(0, 0)")
    assert within_screen(page, "#clocks") and within_screen(page, "#board")
    assert page.locator("#board").bounding_box()["width"] >= 350  # the whole width still
    shoot(page, "clocks-named-360x740.png")
    page.wait_for_timeout(1_200)  # Blue's clock runs: it is under 3:00 now
    page.click("#open-settings")
    page.wait_for_selector("#settings-panel[open]")
    page.select_option("#set-game_clock", "10+5")
    note = "This round keeps its clock (3+2); the 10+5 clock starts with the next round."
    expect(page.locator("#set-game_clock-note")).to_have_text(note)
    expect(page.locator("#live")).to_contain_text(note)
    shoot(page, "clocks-next-round-360x740.png")
    page.click("#close-settings")
    page.wait_for_selector("#settings-panel:not([open])", state="attached")
    assert page.locator("#confirm").is_hidden()  # nothing to confirm: nothing changed now
    expect(page.locator("#clock-blue-time")).to_have_text(re.compile(r"^2:5\d$"))
    expect(page.locator("#clock-red-time")).to_have_text("3:01")  # its increment kept
    resign(page)
    page.wait_for_selector("#play_again:not([hidden])")
    page.click("#play_again")
    wait_record(page, "")
    expect(page.locator("#clock-red-time")).to_have_text("10:00")  # the new clock
    expect(page.locator("#clock-blue-time")).to_have_text(re.compile(r"^(10:00|9:5\d)$"))
    assert names(page) == ["Red (O)", "Blue (X)"]  # Blue opens round 2, its clock running
    assert page.get_attribute("#clock-blue", "data-running") == "1"
    assert watch.problems() == []
