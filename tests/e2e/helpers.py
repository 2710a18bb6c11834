"""Helpers shared by the browser tests: open the game, click cells, wait for records,
take screenshots.

Click positions come from the same layout rules the page uses (``uttt.app.canvas.layout``). Waits
are selector waits: the page's CSP forbids the string evaluation ``wait_for_function``
needs.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from uttt.app.canvas.layout import compute_layout
from uttt.app.variants import CLASSIC, ULTIMATE

SHOTS = Path(os.environ.get("UTTT_SHOTS", "/tmp/uttt-shots"))
LOCK_PAUSE_MS = 300
"""A little longer than the input lock after a move."""
PHONE = {"width": 360, "height": 740}

LONG_TASKS = """
window.__utttLong = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__utttLong.push([e.startTime, e.duration]);
}).observe({type: "longtask", buffered: true});
"""
"""An init script collecting the page's long tasks as ``[start, duration]`` pairs."""


def open_game(page: Any, url: str, wait_ready: Callable[[Any], None]) -> None:
    """Load the page and wait until it is ready and shows a board."""
    page.goto(url)
    wait_ready(page)
    page.wait_for_selector("canvas#board[data-record]", state="attached")


def cell_point(page: Any, move: int, *, classic: bool = False) -> tuple[float, float]:
    """The page coordinates of a cell's centre."""
    box = page.locator("#board").bounding_box()
    layout = compute_layout(box["width"], box["height"])
    rect = (CLASSIC if classic else ULTIMATE).cell_rect(layout, move)
    x, y = rect.centre
    return box["x"] + x, box["y"] + y


def click_cell(page: Any, move: int, *, classic: bool = False) -> None:
    """Click a cell, the board scrolled into view first (a longer panel may leave the page
    scrolled below it). When the click was done is kept for ``wait_unlocked``."""
    page.evaluate("document.querySelector('canvas#board').scrollIntoView({block: 'nearest'})")
    page.mouse.click(*cell_point(page, move, classic=classic))
    page.__dict__[_CLICKED] = time.monotonic()


_CLICKED = "uttt_clicked"


def wait_unlocked(page: Any) -> None:
    """Wait until ``LOCK_PAUSE_MS`` have passed since the last ``click_cell`` on ``page``
    (no wait when they have): past the input lock of the move that click played, for a
    move the player's click played (a computer's move locks from when it came instead).
    The lock runs from the time stamp of the click's input event, which the browser sets
    before the click returns, so the wait counts from the click, not from when the page
    showed the move."""
    clicked = page.__dict__.get(_CLICKED)
    if clicked is not None:
        left_ms = LOCK_PAUSE_MS - (time.monotonic() - clicked) * 1000
        if left_ms > 0:
            page.wait_for_timeout(left_ms)


def wait_record(page: Any, record: str, timeout: int = 10_000) -> None:
    """Wait until the canvas's ``data-record`` is exactly ``record``."""
    selector = f"canvas#board[data-record={json.dumps(record)}]"
    page.wait_for_selector(selector, state="attached", timeout=timeout)


def resign(page: Any) -> None:
    """Resign as a person does: press, see the button ask again, press again (the game's
    answer may come a moment after the press: Python runs in a worker)."""
    page.click("#resign")
    page.wait_for_selector("#resign[data-armed='1']")
    page.click("#resign")


def shoot(page: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / name))


def settings(page: Any, **values: str | bool) -> None:
    """Open the settings panel, set controls (a bool for a checkbox), close it, and
    confirm the switch if one mid-round asks first."""
    page.click("#open-settings")
    page.wait_for_selector("#settings-panel[open]")
    for name, value in values.items():
        if isinstance(value, bool):
            page.set_checked(f"#set-{name}", value)
        else:
            page.select_option(f"#set-{name}", value)
        page.wait_for_timeout(50)
    if page.is_visible("#settings-panel"):
        page.click("#close-settings")
    page.wait_for_selector("#settings-panel:not([open])", state="attached")
    if page.is_visible("#confirm"):  # a switch mid-round asks first
        page.click("#switch_confirm")
        page.wait_for_selector("#confirm[hidden]", state="attached")
