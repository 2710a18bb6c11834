"""Two players on one device, in Chromium: a whole game by clicks, undo, reload, review,
damaged storage, screenshots, and the page's speed while playing.

Click positions come from the same layout rules the page uses (``uttt.app.canvas.layout``).
Waits are selector waits on ``canvas[data-record="..."]``: the page's CSP forbids the
string evaluation that ``wait_for_function`` needs.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from uttt.notation import format_record

from .conftest import PREFIX, PageWatch
from .helpers import (
    LOCK_PAUSE_MS,
    LONG_TASKS,
    PHONE,
    cell_point,
    click_cell,
    open_game,
    shoot,
    wait_record,
    wait_unlocked,
)

pytestmark = pytest.mark.e2e

# A short game Red (X) wins with the middle row of boards; after 16 moves X moves freely.
WIN = [28, 9, 2, 22, 43, 68, 49, 39, 29, 26, 80, 73, 10, 12, 27, 3, 40, 41, 50, 45,
       0, 8, 78, 58, 37, 13, 16, 66, 48]
FREE_AFTER = 16
STATE_KEY = f"{PREFIX}uttt:v1:state"


def record_of(moves: list[int], result: str | None = None) -> str:
    return format_record(moves, result=result)


def wait_moves(page: Any, moves: list[int], result: str | None = None) -> None:
    wait_record(page, record_of(moves, result))


def play(page: Any, moves: list[int], before: list[int],
         tops: set[float] | None = None) -> list[int]:
    """Click each move, waiting until the page took it (and past the input lock);
    collect the board's top edge after each move into ``tops``."""
    done = list(before)
    for move in moves:
        click_cell(page, move)
        done.append(move)
        wait_moves(page, done, "1-0" if len(done) == len(WIN) and done == WIN else None)
        wait_unlocked(page)
        if tops is not None:
            tops.add(page.locator("#board").bounding_box()["y"])
    return done


def test_whole_game_by_clicks(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page.set_viewport_size(PHONE)
    page.add_init_script(LONG_TASKS)
    open_game(page, site_url, wait_ready)
    wait_moves(page, [])
    assert page.text_content("#status") == "Red (X) opens: play anywhere"
    assert page.is_disabled("#undo")
    started = page.evaluate("() => performance.now()")

    moves = play(page, WIN[:1], [])
    page.wait_for_selector("#status[data-colour='blue']")  # texts paint on the next frame
    assert page.text_content("#live") == "Red (X) plays b4, Blue must play in the top board."
    # Blue is sent to board 1: a click in a dimmed board does nothing.
    click_cell(page, 40)
    page.wait_for_timeout(LOCK_PAUSE_MS)
    wait_moves(page, moves)

    # Undo takes the move back; play it again.
    page.click("#undo")
    wait_moves(page, [])
    tops: set[float] = set()
    moves = play(page, WIN[:10], [], tops)
    assert len(tops) == 1, f"the board moved between turns: {sorted(tops)}"

    # Reload in the middle: the same position comes back.
    page.reload()
    wait_ready(page)
    wait_moves(page, moves)

    moves = play(page, WIN[10:FREE_AFTER], moves)
    assert "free move" in page.text_content("#status")
    page.mouse.move(*cell_point(page, WIN[FREE_AFTER]))  # hover: preview where it sends
    page.wait_for_timeout(100)
    shoot(page, "play-360x740.png")

    moves = play(page, WIN[FREE_AFTER:], moves)
    assert page.text_content("#status") == "Red wins round 1!"
    assert page.is_visible("#result") and page.is_visible("#play_again")
    assert "three boards in a line" in page.text_content("#result")
    assert page.text_content("#score-red") == "1"
    timings = page.evaluate(
        "() => performance.getEntriesByName('uttt:input-to-paint').map((e) => e.duration)")
    redraws = page.evaluate(
        "() => performance.getEntriesByName('uttt:redraw').map((e) => e.duration)")
    longest = page.evaluate(
        f"() => Math.max(0, ...window.__utttLong.filter(([s]) => s > {started}).map(([, d]) => d))")
    start_up = page.evaluate("() => Math.max(0, ...window.__utttLong.map(([, d]) => d))")
    median = sorted(timings)[len(timings) // 2]
    print(f"\ninput-to-paint ms: max {max(timings):.1f}, median {median:.1f}"
          f"; redraw ms: max {max(redraws):.1f}; longest task while playing: {longest:.0f} ms"
          f" (while starting: {start_up:.0f} ms)")
    assert timings and redraws  # moves are measured from input to paint (figures printed)

    # The score counts once: a reload shows the finished round and the same score.
    page.reload()
    wait_ready(page)
    wait_moves(page, moves, "1-0")
    assert page.text_content("#score-red") == "1"
    assert page.text_content("#score-blue") == "0"

    # Review: step back to the start and forward again.
    page.set_viewport_size({"width": 1280, "height": 800})
    page.click("#prev")
    page.wait_for_selector("#status:has-text('— 28 of 29')")
    assert page.text_content("#live") == "Review: 14… d8 — 28 of 29."  # the move, too
    page.click("#first")
    page.wait_for_selector("#status:has-text('Review: the start — 0 of 29')")
    page.focus("#board")
    page.keyboard.press("ArrowRight")
    page.wait_for_selector("#status:has-text('— 1 of 29')")
    page.click("#last")
    page.wait_for_selector("#status:has-text('— 29 of 29')")
    assert page.is_visible("#result")
    page.wait_for_timeout(400)  # let the status colour settle
    shoot(page, "end-1280x800.png")

    # Play again: Blue opens round 2 with X; the score keeps adding up.
    page.click("#play_again")
    wait_moves(page, [])
    page.wait_for_selector("#status[data-colour='blue']")  # texts paint on the next frame
    assert page.text_content("#round") == "Round 2"
    assert page.text_content("#score-red") == "1"
    assert watch.problems() == []


PATCH_COUNT = """
window.__utttPatches = 0;
let patcher = null;
Object.defineProperty(window, "utttPatch", {configurable: true,
  get: () => patcher && ((...args) => { window.__utttPatches += 1; return patcher(...args); }),
  set: (given) => { patcher = given; }});
window.addEventListener("pointerup", () => { window.__utttPatches = 0; }, true);
"""
"""An init script counting ``utttPatch`` calls since the last release on the page."""


def test_a_move_patches_the_page_once(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page.add_init_script(PATCH_COUNT)
    open_game(page, site_url, wait_ready)
    moves: list[int] = []
    for move in WIN[:4]:
        page.mouse.move(*cell_point(page, move))  # the hover's own frame patches first
        page.wait_for_timeout(LOCK_PAUSE_MS)
        click_cell(page, move)
        moves.append(move)
        wait_moves(page, moves)
        page.evaluate("() => new Promise((done) => requestAnimationFrame("
                      "() => requestAnimationFrame(done)))")  # the move's frame has run
        # the texts were patched with data-record; the frame painting it patches nothing
        assert page.evaluate("() => window.__utttPatches") == 1
        wait_unlocked(page)
    assert watch.problems() == []


def test_damaged_storage_still_plays_by_keyboard(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    # Damage the save before the page's scripts run (an init script, first load only):
    # written after load, the page's own periodic save could overwrite it first.
    page.add_init_script(f"""
      try {{
        if (!sessionStorage.getItem("uttt-test-damaged")) {{
          sessionStorage.setItem("uttt-test-damaged", "1");
          localStorage.setItem({json.dumps(STATE_KEY)}, '{{"schema": 1, oops');
        }}
      }} catch (error) {{}}
    """)
    open_game(page, site_url, wait_ready)
    wait_moves(page, [])
    assert page.is_visible("#notice")
    assert "damaged" in page.text_content("#notice")
    page.focus("#board")
    page.keyboard.press("ArrowRight")  # the cursor appears on e5
    page.keyboard.press("Enter")
    wait_moves(page, [40])
    saved = page.evaluate(f"() => localStorage.getItem({json.dumps(STATE_KEY)})")
    assert json.loads(saved)["match"]["moves"] == [40]
    assert watch.problems() == []
