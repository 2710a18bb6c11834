"""Two tabs of the game in one browser: a result is counted once and never lost, and a
tab that only watches the other one play never writes the save."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from uttt.notation import format_record

from .conftest import CSP_WATCH, PREFIX
from .helpers import LOCK_PAUSE_MS, click_cell, open_game, wait_record

pytestmark = pytest.mark.e2e

STATE_KEY = f"{PREFIX}uttt:v1:state"
# Counts this tab's writes of the save (init scripts run outside the page's CSP).
COUNT_WRITES = f"""
window.__utttWrites = 0;
const setItem = Storage.prototype.setItem;
Storage.prototype.setItem = function (key, value) {{
  if (key === {STATE_KEY!r}) window.__utttWrites += 1;
  return setItem.call(this, key, value);
}};
"""
MOVES = [40, 36, 4, 37]


def scores(page: Any) -> tuple[str, ...]:
    return tuple(page.text_content(f"#score-{name}") for name in ("red", "blue", "draws"))


def settled_writes(page: Any) -> int:
    """The tab's write count once it stops changing (start-up saves are done)."""
    last = -1
    for _ in range(20):
        count = int(page.evaluate("window.__utttWrites"))
        if count == last:
            break
        last = count
        page.wait_for_timeout(700)
    return last


def resign(page: Any) -> None:
    page.click("#resign")
    page.click("#resign")  # pressed twice: the second press confirms


def test_two_tabs_count_a_result_once_and_lose_none(
    context: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    tab_a, tab_b = context.new_page(), context.new_page()
    for tab in (tab_a, tab_b):
        tab.add_init_script(CSP_WATCH)
        tab.add_init_script(COUNT_WRITES)
        open_game(tab, site_url, wait_ready)
    writes = settled_writes(tab_b)  # B's first ticks have saved its turn clock

    # A plays while B watches: B follows every move and never writes (a write of its
    # own, e.g. of its turn clock, could carry a round older than A's).
    for done in range(1, len(MOVES) + 1):
        click_cell(tab_a, MOVES[done - 1])
        wait_record(tab_a, format_record(MOVES[:done]))
        wait_record(tab_b, format_record(MOVES[:done]))
        tab_a.wait_for_timeout(LOCK_PAUSE_MS + 300)  # B's ticks run in between
    assert tab_b.evaluate("window.__utttWrites") == writes

    # A finishes the round: Red (X, to move) resigns, Blue wins; B shows it at once.
    resign(tab_a)
    tab_b.wait_for_selector("#status:has-text('Blue wins round 1')")
    assert scores(tab_a) == scores(tab_b) == ("0", "1", "0")

    # B starts round 2 and Blue (X) resigns there: Red wins; A follows.
    tab_b.click("#play_again")
    wait_record(tab_a, "")
    click_cell(tab_b, 40)
    wait_record(tab_a, format_record([40]))
    tab_b.wait_for_timeout(LOCK_PAUSE_MS)
    click_cell(tab_b, 36)
    wait_record(tab_a, format_record([40, 36]))
    resign(tab_b)
    tab_a.wait_for_selector("#status:has-text('Red wins round 2')")
    assert scores(tab_a) == scores(tab_b) == ("1", "1", "0")

    for tab in (tab_a, tab_b):
        tab.reload()
        wait_ready(tab)
        wait_record(tab, format_record([40, 36]))
        assert scores(tab) == ("1", "1", "0")
        assert tab.evaluate("window.__utttCsp") == []
