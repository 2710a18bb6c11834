"""Nothing stored stops the start: hostile values in every key, and the board still plays.

Each batch writes one kind of hostile value (deep nesting, huge strings, lone surrogates,
random code units) into every localStorage key the page uses (save, friend games, study,
their backups, the start-up snapshot's mark) and reloads the page in the same browser
context. Each time the page must start, play a move, open the puzzles (they read the
study) and die nowhere: no uncaught error, no fatal Pyodide error. Deeply nested values
are set aside under the backup keys, as they were.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from .conftest import PREFIX, PageWatch
from .helpers import LOCK_PAUSE_MS, click_cell, open_game, shoot, wait_record

pytestmark = [pytest.mark.e2e, pytest.mark.saved_interpreter]

KEYS = {name: f"{PREFIX}uttt:v1:{name}"
        for name in ("state", "backup", "friends", "friends-backup", "study", "study-backup")}
KEYS["mark"] = f"{PREFIX}uttt:interpreter"

# Markers the page turns into lone surrogates (Playwright carries only valid UTF-8).
HIGH, LOW = "<hi>", "<lo>"
DEEP_OBJECTS = '{"a":' * 4_800 + "1" + "}" * 4_800  # about 24 KB
DEEP_ARRAYS = "[" * 100_000


def _deep() -> dict[str, str]:
    return {"state": DEEP_OBJECTS, "backup": DEEP_ARRAYS, "friends": DEEP_ARRAYS,
            "friends-backup": DEEP_OBJECTS, "study": DEEP_ARRAYS, "study-backup": DEEP_ARRAYS,
            "mark": DEEP_ARRAYS}


def _huge() -> dict[str, str]:
    long = "x" * 200_000
    return {"state": '{"schema":3,"settings":{"language":"' + long + '"}}',
            "backup": '"' + long + '"',
            "friends": '{"schema":3,"counter":1,"name":"' + long + '","games":[]}',
            "friends-backup": long,
            "study": '{"schema":1,"reports":[],"puzzles":{"index":' + "9" * 100_000 + "}}",
            "study-backup": long, "mark": long}


def _surrogates() -> dict[str, str]:
    game = {"variant": "classic", "series": "AAAAAAAA", "round": 1, "me": "b", "x": "a",
            "moves": [4], "resigned": None, "names": [HIGH, LOW + HIGH], "shared": 1,
            "updated": 1}
    friends = json.dumps({"schema": 3, "counter": 1, "name": "Ana" + HIGH, "games": [game]})
    return {"state": '{"schema":3,"settings":{"language":"' + HIGH + '"},"match":null}',
            "backup": LOW, "friends": friends, "friends-backup": HIGH * 3,
            "study": '{"schema":1,"reports":[{"moves":[40],"evals":["' + LOW + '"]}]}',
            "study-backup": '{"\\ud800":1}', "mark": HIGH}


def _random(seed: int) -> dict[str, list[int]]:
    """Random UTF-16 code units (lone surrogates included) and random bytes, per key."""
    rng = random.Random(seed)
    out: dict[str, list[int]] = {}
    for n, name in enumerate(KEYS):
        size = rng.choice((1, 50, 2_000, 20_000))
        top = 0xFFFF if n % 2 == 0 else 0xFF
        out[name] = [rng.randint(0, top) for _ in range(size)]
    return out


PUT = """([keys, values]) => {
  for (const [name, value] of Object.entries(values)) {
    const text = Array.isArray(value)
      ? Array.from({length: Math.ceil(value.length / 4096)},
                   (_, i) => String.fromCharCode(...value.slice(i * 4096, (i + 1) * 4096)))
          .join("")
      : value.replaceAll("<hi>", "\\ud800").replaceAll("<lo>", "\\udc00");
    localStorage.setItem(keys[name], text);
  }
}"""


def _start_and_play(page: Any, watch: PageWatch, wait_ready: Callable[[Any], None],
                    batch: str) -> None:
    page.reload()
    wait_ready(page)
    page.wait_for_selector("canvas#board[data-record]", state="attached")
    click_cell(page, 40)
    wait_record(page, "1. e5")
    page.click("#open-puzzles")
    page.wait_for_selector("#puzzle-board[data-status='solving']", state="attached")
    page.keyboard.press("Escape")
    page.wait_for_selector("#puzzle-panel", state="hidden")
    fatal = [e for e in watch.console_errors if "fatal" in e.lower() or "stack" in e.lower()]
    assert watch.page_errors == [] and fatal == [], (batch, watch.problems())


def test_hostile_values_in_every_key_never_stop_the_start(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    open_game(page, site_url, wait_ready)
    batches: list[tuple[str, dict[str, Any]]] = [
        ("deep", _deep()), ("huge", _huge()), ("surrogates", _surrogates()),
        ("random 1", _random(1)), ("random 2", _random(2))]
    for batch, values in batches:
        page.evaluate(PUT, [KEYS, values])
        _start_and_play(page, watch, wait_ready, batch)
        if batch == "deep":  # set aside as they were, and said
            kept = page.evaluate("(keys) => keys.map((k) => localStorage.getItem(k))",
                                 [KEYS["backup"], KEYS["friends-backup"], KEYS["study-backup"]])
            assert kept == [DEEP_OBJECTS, DEEP_ARRAYS, DEEP_ARRAYS]
            said = str(page.text_content("#notice"))
            assert "damaged" in said and "saved analyses" in said  # the save, the study
            shoot(page, "hostile-deep.png")
        state = page.evaluate("(key) => localStorage.getItem(key)", KEYS["state"])
        assert json.loads(state)["match"]["moves"] == [40], batch  # the move was saved


def test_a_page_opening_121_invitation_links_erases_no_game_in_progress(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    """What a hostile page could do with a window on the game: 121 invitations in a row."""
    from uttt.app.friends.link import Link, encode

    from .test_friend import start_friend_game

    start_friend_game(page, site_url, wait_ready)
    click_cell(page, 40)
    wait_record(page, "1. e5")
    for n in range(121):
        page.evaluate("(hash) => { location.hash = hash; }",
                      encode(Link("classic", f"Inv{n:05d}", 1, "a", (4,))))
        page.wait_for_function("() => location.hash === ''")  # taken in, address cleared
    page.wait_for_timeout(500)  # the last save
    assert "Unanswered invitations removed" in str(page.text_content("#notice"))
    shoot(page, "hostile-invitations.png")
    page.reload()
    wait_ready(page)
    stored = json.loads(page.evaluate("(key) => localStorage.getItem(key)", KEYS["friends"]))
    games = stored["games"]
    assert [g["moves"] for g in games if g["variant"] == "ultimate"] == [[40]]
    assert sum(1 for g in games if g.get("invited")) == 12
    assert watch.page_errors == []


UNREADABLE = """
(() => {
  const read = Storage.prototype.getItem;
  Object.defineProperty(window, "__utttRead", {value: (key) => read.call(localStorage, key)});
  Storage.prototype.getItem = function () {
    throw new DOMException("The storage cannot be read", "SecurityError");
  };
})();
"""
"""An init script: ``getItem`` throws (a privacy setting, storage denied to the page) while
``setItem`` still works; the test reads storage through ``window.__utttRead``."""

SAVED_KEYS = "() => Object.keys(localStorage).filter((k) => k.includes('uttt:v1:')).sort()"


@pytest.mark.parametrize("thread", ["", "?worker=0"], ids=["default", "main-thread"])
def test_a_storage_that_cannot_be_read_is_never_written_over(
    browser: Any, site_url: str, wait_ready: Callable[[Any], None], thread: str
) -> None:
    """A save ("1. e5 e4") is stored; then reading throws: the page says saving is off,
    plays in memory, and its move writes over nothing it could not read."""
    context = browser.new_context(service_workers="allow")
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        open_game(page, site_url + thread, wait_ready)
        click_cell(page, 40)
        wait_record(page, "1. e5")
        page.wait_for_timeout(LOCK_PAUSE_MS)
        click_cell(page, 37)
        wait_record(page, "1. e5 e4")
        page.wait_for_timeout(500)  # the save
        keys = page.evaluate(SAVED_KEYS)
        before = {k: page.evaluate("(k) => localStorage.getItem(k)", k) for k in keys}
        assert json.loads(before[KEYS["state"]])["match"]["moves"] == [40, 37]
        page.add_init_script(UNREADABLE)
        page.reload()
        wait_ready(page)
        click_cell(page, 40)
        wait_record(page, "1. e5")  # played in memory
        page.wait_for_timeout(800)  # a save would have been written by now
        after = {k: page.evaluate("(k) => window.__utttRead(k)", k) for k in keys}
        assert after == before
        assert page.evaluate(SAVED_KEYS) == keys  # nothing written under a new key either
        assert "cannot be read" in str(page.text_content("#notice"))
        shoot(page, f"unreadable-storage{thread.replace('?', '-').replace('=', '')}.png")
        assert errors == []
    finally:
        context.close()
