"""The worker mode (the default; ``?worker=1`` says it outright): the game's Python runs in a
dedicated worker (site/py-worker.js), the page keeps its own scripts and relays messages
(site/py-host.js). No interpreter on the page; two players' moves are played, shown,
measured on the page's clock, saved by the page and kept across a reload; a write the page
refuses is reported; two tabs follow each other. A browser that cannot run the worker (no
workers, or none of module type) plays on the page's main thread, as ``?worker=0`` does."""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from uttt.notation import format_record

from .conftest import PREFIX, PageWatch
from .helpers import click_cell, open_game, wait_record, wait_unlocked

pytestmark = pytest.mark.e2e

STATE_KEY = f"{PREFIX}uttt:v1:state"
MOVES = [40, 36, 4]
PAGE_LOADED = """() => performance.getEntriesByType("resource").map((e) => e.name)
  .filter((name) => /pyodide\\.asm\\.(js|wasm)|python_stdlib|uttt\\.zip/.test(name))"""
INTERPRETER = re.compile(r"pyodide\.asm\.wasm|python_stdlib\.zip|uttt\.zip")
PAINT_MEASURES = """() => performance.getEntriesByName("uttt:input-to-paint")
  .map((e) => e.duration)"""


@pytest.mark.saved_interpreter  # a first visit's requests, as a browser makes them
def test_two_players_in_worker_mode_kept_across_a_reload(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    url = f"{site_url}?worker=1"
    requested: list[str] = []  # the page's requests and its workers'
    page.on("request", lambda request: requested.append(request.url))
    open_game(page, url, wait_ready)

    assert page.get_attribute("html", "data-thread") == "worker"
    assert page.get_attribute("html", "data-interpreter") == "started"  # a first visit
    assert page.evaluate("() => typeof globalThis.pyodide") == "undefined"
    assert page.evaluate(PAGE_LOADED) == [], "the page itself loaded the interpreter"
    # The worker fetches the big downloads, each once (the page preloads none of them).
    big = Counter(name.rsplit("/", 1)[-1] for name in requested if INTERPRETER.search(name))
    assert big == {"pyodide.asm.wasm": 1, "python_stdlib.zip": 1, "uttt.zip": 1}, big
    wait_record(page, format_record([]))

    for done in range(1, len(MOVES) + 1):
        click_cell(page, MOVES[done - 1])
        wait_record(page, format_record(MOVES[:done]))
        wait_unlocked(page)
    page.wait_for_selector("#status[data-colour='blue']")  # the texts follow the record
    measures = page.evaluate(PAINT_MEASURES)
    assert measures and all(0 <= m < 5000 for m in measures), measures  # the page's clock
    saved = page.evaluate(f"() => localStorage.getItem({json.dumps(STATE_KEY)})")
    assert json.loads(saved)["match"]["moves"] == MOVES  # written by the page

    page.reload()
    wait_ready(page)
    assert page.get_attribute("html", "data-thread") == "worker"
    wait_record(page, format_record(MOVES))
    assert watch.problems() == []


def test_a_write_the_page_refuses_is_reported_in_worker_mode(
    page: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    open_game(page, f"{site_url}?worker=1", wait_ready)
    page.evaluate("""() => {
      Storage.prototype.setItem = () => {
        throw new DOMException("full", "QuotaExceededError");
      };
    }""")
    click_cell(page, MOVES[0])
    wait_record(page, format_record(MOVES[:1]))
    page.wait_for_selector("#notice:has-text('Storage is full')", state="attached")
    assert "Storage is full" in (page.text_content("#notice") or "")
    assert page.get_attribute("#board", "data-record") == format_record(MOVES[:1])


def test_two_tabs_in_worker_mode_follow_each_other(
    context: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    """The page's ``storage`` events reach each tab's worker: each tab shows the other's
    moves, and its own save keeps them."""
    tabs = [context.new_page(), context.new_page()]
    for tab in tabs:
        open_game(tab, f"{site_url}?worker=1", wait_ready)
    for done in range(1, len(MOVES) + 1):
        click_cell(tabs[done % 2], MOVES[done - 1])
        for tab in tabs:
            wait_record(tab, format_record(MOVES[:done]))
        wait_unlocked(tabs[done % 2])
    for tab in tabs:
        tab.reload()
        wait_ready(tab)
        wait_record(tab, format_record(MOVES))
        assert tab.get_attribute("#board", "data-record") == format_record(MOVES)


def test_a_link_made_in_worker_mode_does_not_carry_the_mode(
    page: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    open_game(page, f"{site_url}?worker=1", wait_ready)
    page.get_by_role("button", name=re.compile("friend", re.IGNORECASE)).first.click()
    page.wait_for_selector("#friend:not([hidden])")
    click_cell(page, MOVES[0])  # the link carries the first move
    page.wait_for_selector("#board[data-share^='http']", state="attached")
    link = str(page.locator("#board").get_attribute("data-share"))
    assert link.startswith(f"{site_url}#"), link


NO_WORKERS = "delete window.Worker;"
# A browser that runs a module worker's script as a classic one, which fails on its first
# `import` (as browsers without module workers did).
CLASSIC_WORKERS = """
const ModuleWorker = window.Worker;
window.Worker = class extends ModuleWorker {
  constructor(url, options) { super(url, { ...options, type: "classic" }); }
};
"""


@pytest.mark.parametrize("limit", [NO_WORKERS, CLASSIC_WORKERS], ids=["none", "classic"])
def test_a_browser_that_cannot_run_the_worker_plays_on_the_main_thread(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None], limit: str
) -> None:
    page.add_init_script(limit)
    open_game(page, site_url, wait_ready)
    assert page.get_attribute("html", "data-thread") == "main"
    assert page.evaluate(PAGE_LOADED) != [], "the page loaded the interpreter itself"
    click_cell(page, MOVES[0])
    wait_record(page, format_record(MOVES[:1]))
    page.reload()
    wait_ready(page)
    wait_record(page, format_record(MOVES[:1]))
    assert page.get_attribute("html", "data-thread") == "main"
    assert watch.problems() == []


def test_worker_0_in_the_address_plays_on_the_main_thread(
    page: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    open_game(page, f"{site_url}?worker=0", wait_ready)
    assert page.get_attribute("html", "data-thread") == "main"
    assert page.evaluate(PAGE_LOADED) != [], "the page loaded the interpreter itself"
    click_cell(page, MOVES[0])
    wait_record(page, format_record(MOVES[:1]))
