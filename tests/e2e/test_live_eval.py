"""Live evaluation in Chromium: turned on in Settings during a two-player game, the bar,
the verdict and the expected line follow every move (the longest main-thread task while
it searches is measured and printed); the best move is marked on request; against the
computer it shows too, beside the board, and the round is then not rated."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from uttt.notation import format_record

from .conftest import PageWatch
from .helpers import LONG_TASKS, PHONE, click_cell, open_game, shoot, wait_record, wait_unlocked

pytestmark = pytest.mark.e2e

ANALYSIS = "#analysis"
MOVES = [40, 36, 4, 38, 22, 37]
"""Six legal moves of a two-player game (e5 d4 b2 f4 h2 e4)."""


def wait_evaluated(page: Any, ply: int) -> None:
    """Until the bar shows the position after ``ply`` moves (a timeout, not a speed test)."""
    page.wait_for_selector(f"{ANALYSIS}[data-shown='{ply}'][aria-busy='false']",
                           state="attached", timeout=30_000)
    assert page.is_visible("#eval-side")


def test_live_evaluation_in_a_two_player_game(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page.add_init_script(LONG_TASKS)
    page.set_viewport_size({"width": 1280, "height": 800})
    open_game(page, site_url, wait_ready)
    click_cell(page, MOVES[0])
    wait_record(page, format_record(MOVES[:1]))
    assert page.is_hidden(ANALYSIS)                       # off by default
    page.click("#open-settings")
    page.check("#set-live_eval")
    page.click("#close-settings")
    started = page.evaluate("performance.now()")
    page.wait_for_selector(f"{ANALYSIS}:not([hidden])")
    page.evaluate("""() => { window.__panelHeights = [];
      new ResizeObserver(es => window.__panelHeights.push(es[0].borderBoxSize[0].blockSize))
        .observe(document.querySelector('#analysis')); }""")
    wait_evaluated(page, 1)
    assert page.text_content("#analysis-title") == "Evaluation"
    assert page.is_hidden("#graph") and page.is_hidden("#analyse")
    for ply in range(2, len(MOVES) + 1):
        wait_unlocked(page)
        click_cell(page, MOVES[ply - 1])
        wait_record(page, format_record(MOVES[:ply]))
        wait_evaluated(page, ply)
        label = page.get_attribute("#eval-side", "aria-valuetext")
        assert label.startswith("Winning chances: Red "), label
        verdict = page.text_content("#eval-verdict")
        assert "winning chances" in verdict or " wins in " in verdict, verdict
        assert page.text_content("#eval-line") == ""       # the line shows the best move
    # Every size the panel had while positions were searched and shown: the same one (the
    # last figures stay, dimmed, while the next position is searched; nothing moves).
    assert len(set(page.evaluate("window.__panelHeights"))) == 1, \
        page.evaluate("window.__panelHeights")
    longest = max((d for t, d in page.evaluate("window.__utttLong") if t >= started),
                  default=0)
    slice_ms = page.get_attribute(ANALYSIS, "data-longest-slice-ms")
    print(f"\nlive evaluation of {len(MOVES)} positions: longest main-thread task "
          f"{longest:.0f} ms, longest search slice {slice_ms} ms")
    page.click("#show-best")
    page.wait_for_selector("#show-best[aria-pressed='true']", state="attached")
    assert page.text_content("#eval-best").startswith("Best move: ")
    assert page.text_content("#eval-line").startswith("Expected line: ")
    shoot(page, "live-eval-1280x800.png")
    page.set_viewport_size(PHONE)
    page.locator(ANALYSIS).scroll_into_view_if_needed()
    shoot(page, "live-eval-360x740.png")
    page.evaluate("window.scrollTo(0, 0)")

    # Against the computer the evaluation is a hint: shown, and the round is not rated.
    page.select_option("#mode", "computer")
    page.click("#switch_confirm")
    page.evaluate("window.scrollTo(0, 0)")  # picking the mode scrolled to its select
    click_cell(page, 40)
    page.wait_for_selector("canvas#board[data-record^='1. e5 ']", state="attached",
                           timeout=30_000)
    page.wait_for_selector(f"{ANALYSIS}:not([hidden])")
    page.wait_for_selector("#eval-side:not([hidden])")
    page.wait_for_selector("#rating-value:text('the live evaluation was used')")
    assert watch.problems() == []
