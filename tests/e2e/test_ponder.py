"""Master thinks on the player's time, in Chromium: the page ponders while the person is
to move and Master's reply is searched on top of the tree grown meanwhile (the page's own
``uttt:ponder`` and ``uttt:think`` measures say so). Figures are printed, not asserted.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from uttt.board import Board

from .conftest import PageWatch
from .helpers import LONG_TASKS, PHONE
from .test_computer import open_vs, play_and_wait_reply

pytestmark = pytest.mark.e2e

MEASURES = ("(name) => performance.getEntriesByName(name)"
            ".map((e) => ({ms: e.duration, start: e.startTime, ...e.detail}))")


def test_master_replies_on_top_of_the_tree_pondered_on_the_players_turn(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page.set_viewport_size(PHONE)
    page.add_init_script(LONG_TASKS)
    open_vs(page, site_url, wait_ready, "master")  # the person opens: Master ponders at once
    started = page.evaluate("() => performance.now()")
    page.wait_for_timeout(1500)  # the person thinks a moment
    assert page.evaluate(MEASURES, "uttt:think") == []  # only pondering so far
    # unseen: the person's turn as ever (no "thinking" status, the board live)
    assert page.get_attribute("#board", "data-thinking") == "0"
    assert "thinking" not in page.text_content("#status")
    moves = play_and_wait_reply(page, 40, [])
    assert len(moves) == 2
    ponders = page.evaluate(MEASURES, "uttt:ponder")
    think = page.evaluate(MEASURES, "uttt:think")[-1]
    # The pondering of the empty board stopped at the person's move, having grown the tree
    # by as many iterations as Master's reply found carried over from the position before.
    assert ponders and ponders[-1]["pondered"] > 0
    assert think["pondered_before"] == ponders[-1]["pondered"]
    # Master had never searched before this move: the tree it found came from pondering.
    assert think["carried"] > 0
    assert think["iterations"] > 0 and think["slices"] > 1  # then its own budget on top
    longest = page.evaluate(
        f"() => Math.max(0, ...window.__utttLong.filter(([s]) => s > {started})"
        ".map(([, d]) => d))")
    last = ponders[-1]
    print(f"\npondered {last['pondered']} iterations in {last['search_ms']:.0f} ms "
          f"({last['slices']} slices, longest {last['longest_slice_ms']:.1f} ms, "
          f"{last['longest_slice_iterations']:.0f} iterations in it); Master's "
          f"reply found {think['carried']} visits and searched {think['iterations']} more in "
          f"{think['search_ms']:.0f} ms; longest main-thread task: {longest:.0f} ms")
    # Master's reply: the person is to move again, and pondering goes on from there (to
    # its limit, unless the person moves first: then the next move's measure shows it).
    page.wait_for_function(
        "(n) => performance.getEntriesByName('uttt:ponder').length > n", arg=len(ponders))
    after = page.evaluate(MEASURES, "uttt:ponder")[len(ponders)]
    assert after["start"] > think["start"] and after["pondered"] > 0

    # A hidden page does not ponder (document.hidden and its event, faked here): from a
    # move made hidden, the next turn ponders nothing and Master's reply finds nothing
    # pondered before it.
    page.evaluate("""() => {
      Object.defineProperty(document, "hidden", {get: () => true});
      document.dispatchEvent(new Event("visibilitychange"));  // as a page hidden hears
    }""")
    moves = play_and_wait_reply(page, Board.from_moves(moves).legal_moves()[0], moves)
    page.wait_for_timeout(1000)  # the person thinks, the page hidden
    played = len(page.evaluate(MEASURES, "uttt:ponder"))
    moves = play_and_wait_reply(page, Board.from_moves(moves).legal_moves()[0], moves)
    hidden = page.evaluate(MEASURES, "uttt:ponder")[played]
    assert hidden["hidden_waits"] >= 1 and hidden["slices"] == 0 and hidden["pondered"] == 0
    assert page.evaluate(MEASURES, "uttt:think")[-1]["pondered_before"] == 0
    assert watch.problems() == []
