"""Tabs of the game in one browser: a result is counted once and never lost, a tab that
only watches the other one play never writes the save, and tabs that move at the same
moment end on one round (or friend's game), the move not kept announced where it was made,
a win counted only with the round that won."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from tests.helpers import WIN
from uttt.app.round.record import MatchRecord
from uttt.app.round.rules import replay
from uttt.app.storage.save import SavedState, dump, load
from uttt.app.variants import ULTIMATE
from uttt.notation import format_record

from .conftest import CSP_WATCH, PREFIX
from .helpers import LOCK_PAUSE_MS, click_cell, open_game, resign, shoot, wait_record

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
# Holds this tab's view of storage still: while held, reads give what storage held when
# the hold began (plus this tab's own writes) and other tabs' writes wait as events until
# released. That is what two tabs see when they write within a few milliseconds.
HOLD = """
(() => {
  let held = false, snap = {}, queue = [];
  const getItem = Storage.prototype.getItem, setItem = Storage.prototype.setItem;
  window.addEventListener("storage", (e) => {
    if (held) { e.stopImmediatePropagation(); queue.push([e.key, e.newValue, e.oldValue]); }
  }, true);
  Storage.prototype.getItem = function (key) {
    return held && key in snap ? snap[key] : getItem.call(this, key);
  };
  Storage.prototype.setItem = function (key, value) {
    if (held) snap[key] = value;
    return setItem.call(this, key, value);
  };
  window.__utttHold = () => {
    snap = {};
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      snap[key] = getItem.call(localStorage, key);
    }
    held = true;
  };
  window.__utttRelease = () => {
    held = false;
    const events = queue;
    queue = [];
    for (const [key, newValue, oldValue] of events) {
      window.dispatchEvent(new StorageEvent("storage", {key, newValue, oldValue,
                                                        storageArea: localStorage}));
    }
  };
})();
"""
NOT_KEPT = re.compile(r"Not kept from this tab: ([^.]*)\.")


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
    # own, e.g. of its turn clock, could carry a round older than A's). The tab played in
    # is the one in front, as a person's is (a tab behind gets its frames seconds apart).
    tab_a.bring_to_front()
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
    tab_b.bring_to_front()
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


def open_tabs(context: Any, count: int, site_url: str, wait_ready: Callable[[Any], None],
              save: str | None = None) -> list[Any]:
    """``count`` tabs of the game, each able to hold its view of storage; with ``save``,
    storage holds that save first."""
    tabs = []
    for _ in range(count):
        tab = context.new_page()
        tab.add_init_script(CSP_WATCH)
        tab.add_init_script(HOLD)
        open_game(tab, site_url, wait_ready)
        if save is not None and not tabs:
            tab.evaluate(f"localStorage.setItem({STATE_KEY!r}, {save!r})")
            tab.reload()
            wait_ready(tab)
        tabs.append(tab)
    return tabs


def record_of(tab: Any) -> str:
    return str(tab.locator("#board").get_attribute("data-record"))


def converged(tabs: list[Any], attribute: str = "data-record") -> str:
    """The value every tab ends on (waits until they agree and stay agreed)."""
    values: list[str] = []
    for _ in range(40):
        tabs[0].wait_for_timeout(250)
        now = [str(t.locator("#board").get_attribute(attribute)) for t in tabs]
        if len(set(now)) == 1 and now == values:
            return now[0]
        values = now
    raise AssertionError(f"the tabs never agree: {values}")


def not_kept(tab: Any) -> set[str]:
    found = NOT_KEPT.search(str(tab.locator("#notice").text_content()))
    return set(found.group(1).split(", ")) if found else set()


def play_at_once(tabs: list[Any], moves: list[int]) -> None:
    """Each tab plays its move while none sees the others' writes, then all see them."""
    for tab in tabs:
        tab.evaluate("window.__utttHold()")
    for tab, move in zip(tabs, moves, strict=True):
        before = record_of(tab)
        click_cell(tab, move)
        tab.wait_for_selector(f"canvas#board:not([data-record={before!r}])", state="attached")
    for tab in tabs:
        tab.evaluate("window.__utttRelease()")


def test_two_tabs_moving_at_once_keep_one_move_and_say_which(
    context: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    tab_a, tab_b = open_tabs(context, 2, site_url, wait_ready)
    play_at_once([tab_a, tab_b], [40, 36])
    kept = converged([tab_a, tab_b])
    assert kept in (format_record([40]), format_record([36]))
    loser = tab_b if kept == format_record([40]) else tab_a
    winner = tab_a if loser is tab_b else tab_b
    assert not_kept(loser) == ({"d4"} if loser is tab_b else {"e5"})
    assert not_kept(winner) == set()
    shoot(loser, "tabs-not-kept.png")
    for tab in (tab_a, tab_b):
        tab.reload()
        wait_ready(tab)
        wait_record(tab, kept)
        assert tab.evaluate("window.__utttCsp") == []


def test_two_tabs_on_a_friend_game_send_the_same_move(
    context: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    tab_a, tab_b = open_tabs(context, 2, site_url, wait_ready)
    tab_a.get_by_role("button", name=re.compile("friend", re.IGNORECASE)).first.click()
    tab_a.wait_for_selector("#friend:not([hidden])")
    tab_b.reload()  # B opens the same game from "Your games"
    wait_ready(tab_b)
    tab_b.locator("#open-games").click()
    tab_b.locator("#games-list button").first.click()
    tab_b.wait_for_selector("#friend:not([hidden])")
    play_at_once([tab_a, tab_b], [40, 36])
    kept = converged([tab_a, tab_b])
    assert kept in (format_record([40]), format_record([36]))
    link = converged([tab_a, tab_b], "data-share")
    assert link.startswith(site_url + "#t1.")
    loser = tab_b if kept == format_record([40]) else tab_a
    assert not_kept(loser) == ({"d4"} if loser is tab_b else {"e5"})
    tab_b.reload()
    wait_ready(tab_b)
    tab_b.locator("#open-games").click()
    tab_b.locator("#games-list button").first.click()
    wait_record(tab_b, kept)


def test_three_tabs_a_win_counts_with_the_round_that_won(
    context: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    save = dump(SavedState(match=MatchRecord("a" * 16, moves=tuple(WIN[:-1]))))
    tabs = open_tabs(context, 3, site_url, wait_ready, save)
    for tab in tabs:
        wait_record(tab, format_record(WIN[:-1]))
    others = [m for m in replay("ultimate", WIN[:-1]).legal_moves() if m != WIN[-1]]
    play_at_once(tabs, [WIN[-1], others[0], others[1]])
    won = format_record(WIN, result="1-0")
    assert converged(tabs) == won
    for tab, move in zip(tabs[1:], others, strict=False):
        assert not_kept(tab) == {ULTIMATE.move_name(move)}
    for tab in tabs:
        tab.reload()
        wait_ready(tab)
        wait_record(tab, won)
        tab.wait_for_selector("#status:has-text('Red wins round 1')")
        assert scores(tab) == ("1", "0", "0")


def test_a_win_lost_to_a_new_round_of_another_tab_is_said_and_still_counts(
    context: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    save = dump(SavedState(match=MatchRecord("a" * 16, moves=tuple(WIN[:-1]))))
    tab_a, tab_b = open_tabs(context, 2, site_url, wait_ready, save)
    for tab in (tab_a, tab_b):
        wait_record(tab, format_record(WIN[:-1]))
        tab.evaluate("window.__utttHold()")
    click_cell(tab_a, WIN[-1])                 # Red wins in A...
    wait_record(tab_a, format_record(WIN, result="1-0"))
    tab_b.select_option("#mode", "computer")   # ...while B starts a new round
    tab_b.click("#switch_confirm")
    tab_b.wait_for_selector("#confirm[hidden]", state="attached")
    for tab in (tab_a, tab_b):
        tab.evaluate("window.__utttRelease()")
    converged([tab_a, tab_b])
    notice = str(tab_a.locator("#notice").text_content())
    assert not_kept(tab_a) == {ULTIMATE.move_name(WIN[-1])}
    assert "started a new round" in notice and "still counts" in notice
    assert not_kept(tab_b) == set()
    shoot(tab_a, "tabs-new-round-not-kept.png")
    state = load(str(tab_a.evaluate(f"localStorage.getItem({STATE_KEY!r})"))).state
    assert state.match is not None and state.match.mode == "computer"
    tally = state.scores.tally("ultimate/two_players")
    assert (tally.red, tally.total) == (1, 1)
    for tab in (tab_a, tab_b):
        assert tab.evaluate("window.__utttCsp") == []
