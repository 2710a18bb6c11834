"""How often one tap crosses between the page and the game's worker, in Chromium.

An init script logs every message between the page and site/py-worker.js: each
``postMessage`` to the worker (``in``, with the input's kind) and each message the
worker sends (``out``: one message holds a whole turn of the worker's output, listed by
the kinds it holds). A tap on a cell is then counted from the release's message in to the
message out that paints its move: two, the release in and one message out with the move's
patch and its display list, which the page paints at its next animation frame (before,
four: the release in; the patch out with a frame request; the frame in; the paint out).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from .conftest import WORKER_MODE, PageWatch
from .helpers import LOCK_PAUSE_MS, cell_point, open_game, wait_record

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(not WORKER_MODE, reason="no worker to cross to on the main thread"),
]

CROSSINGS = """
window.__utttCrossings = [];
const log = (way, kinds) => window.__utttCrossings.push({way, kinds});
const Made = window.Worker;
window.Worker = function (url, options) {
  const made = new Made(url, options);
  if (String(url).endsWith("/py-worker.js")) made.__utttGame = true;
  return made;
};
window.Worker.prototype = Made.prototype;
const inner = (text) => { try { return JSON.parse(text).kind; } catch { return "?"; } };
const post = Made.prototype.postMessage;
Made.prototype.postMessage = function (data, ...rest) {
  if (this.__utttGame) log("in", [data.kind === "in" ? inner(data.text) : data.kind]);
  return post.call(this, data, ...rest);
};
const handler = Object.getOwnPropertyDescriptor(Made.prototype, "onmessage");
const kind = (m) => (m.kind === "out" ? JSON.parse(m.message)[0] : m.kind);
Object.defineProperty(Made.prototype, "onmessage", {
  configurable: true,
  get() { return handler.get.call(this); },
  set(heard) {
    handler.set.call(this, !this.__utttGame ? heard : (event) => {
      log("out", Array.isArray(event.data) ? event.data.map(kind) : ["?"]);
      return heard(event);
    });
  },
});
"""
"""An init script logging the page's messages to and from the game's worker."""

FRAMES = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"


def crossings(page: Any) -> list[dict[str, Any]]:
    return page.evaluate("() => window.__utttCrossings")  # type: ignore[no-any-return]


def tap_path(log: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The crossings of one tap: from the release's message in to the first message out
    that paints, both counted; the page's clock ticks (and nothing else) may interleave and
    are left out, with what the worker answers them.

    >>> tap_path([{"way": "in", "kinds": ["pointer-up"]},
    ...           {"way": "out", "kinds": ["patch", "frame"]},
    ...           {"way": "in", "kinds": ["frame"]}, {"way": "out", "kinds": ["paint"]},
    ...           {"way": "in", "kinds": ["tick"]}])
    ... # doctest: +NORMALIZE_WHITESPACE
    [{'way': 'in', 'kinds': ['pointer-up']}, {'way': 'out', 'kinds': ['patch', 'frame']},
     {'way': 'in', 'kinds': ['frame']}, {'way': 'out', 'kinds': ['paint']}]
    """
    [start] = [i for i, x in enumerate(log) if x["way"] == "in" and x["kinds"] == ["pointer-up"]]
    path = []
    for crossing in log[start:]:
        if crossing["kinds"] != ["tick"]:
            path.append(crossing)
        if crossing["way"] == "out" and "paint" in crossing["kinds"]:
            return path
    raise AssertionError(f"no paint after the tap: {log[start:]}")


def test_a_tap_crosses_to_the_worker_once_and_back_once(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page.add_init_script(CROSSINGS)
    open_game(page, site_url, wait_ready)
    x, y = cell_point(page, 40)
    page.mouse.move(x, y)  # the hover's frames, before the tap
    page.wait_for_timeout(LOCK_PAUSE_MS)
    page.mouse.down()
    page.wait_for_timeout(LOCK_PAUSE_MS)
    before = len(crossings(page))
    page.mouse.up()
    wait_record(page, "1. e5")
    page.evaluate(FRAMES)
    page.wait_for_timeout(LOCK_PAUSE_MS)
    path = tap_path(crossings(page)[before:])
    assert [x["way"] for x in path] == ["in", "out"], path
    assert {"patch", "paint"} <= set(path[1]["kinds"]), path
    assert watch.problems() == []
