"""The built site starts in Chromium under a sub-path, offline too, loading nothing foreign
(and no socket: live play's network waits until it is chosen)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from .conftest import PREFIX, PageWatch, RequestLog, address

pytestmark = [pytest.mark.e2e, pytest.mark.saved_interpreter]

WASM = "**/vendor/pyodide/pyodide.asm.wasm"

INK_PIXELS = """() => {
  const canvas = document.getElementById("board");
  const data = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
  let inked = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i] > 0) inked += 1;
  return inked;
}"""

MARK = "(name) => performance.getEntriesByName(name, 'mark').map((m) => m.startTime)"


def _status_shown(page: Any) -> bool:
    """Python has written the status line (its wording belongs to the UI, not here)."""
    text = (page.text_content("#status") or "").strip()
    return text not in ("", "Loading…")


def test_ready_under_sub_path_with_nothing_foreign(
    page: Any,
    watch: PageWatch,
    site_url: str,
    site_origin: str,
    requests_log: RequestLog,
    wait_ready: Callable[[Any], None],
) -> None:
    sockets: list[str] = []
    page.on("websocket", lambda socket: sockets.append(socket.url))
    page.goto(site_url)
    wait_ready(page)

    assert address(page.url) == site_url
    assert _status_shown(page)
    assert page.is_hidden("#loading")
    assert page.evaluate("() => globalThis.navigator.serviceWorker.ready.then(() => true)")
    assert requests_log.urls, "no request was recorded"
    assert requests_log.foreign(site_origin) == []
    outside = [url for url in requests_log.urls if not url.startswith(site_url)]
    assert outside == [], f"requests outside {PREFIX}: every URL must be relative"
    # Live play's network (site/live.js) is loaded, and opens sockets, only once chosen.
    assert sockets == []
    assert [url for url in requests_log.urls if url.endswith("/live-net.js")] == []
    assert watch.problems() == []


def test_reload_offline_after_first_visit(
    page: Any,
    context: Any,
    watch: PageWatch,
    site_url: str,
    wait_ready: Callable[[Any], None],
) -> None:
    page.goto(site_url)
    wait_ready(page)
    # The worker registers once the game is ready; `ready` resolves when it is active,
    # i.e. after the whole precache is stored.
    scope = page.evaluate("() => navigator.serviceWorker.ready.then((r) => r.scope)")
    assert scope == site_url
    # (Besides the saved interpreter's, "uttt-interpreter", which the page adds later.)
    cache_names = [name for name in page.evaluate("() => caches.keys()")
                   if name != "uttt-interpreter"]
    assert len(cache_names) == 1 and cache_names[0].startswith(f"uttt-{PREFIX}-")

    context.set_offline(True)
    page.reload()
    wait_ready(page)

    assert page.evaluate("() => navigator.serviceWorker.controller !== null")
    assert _status_shown(page)
    assert watch.problems() == []


def _wait_for_mark(page: Any, name: str, seconds: float = 30.0) -> None:
    """Poll for a performance mark of the page (the CSP forbids ``wait_for_function``)."""
    for _ in range(int(seconds * 20)):
        if page.evaluate(MARK, name):
            return
        page.wait_for_timeout(50)
    raise AssertionError(f"the page never marked {name!r}")


# Who ran first, and the mark it leaves: the loader (start.js, a module the head's first
# script imports) marks "uttt:loading" first thing; the start-up shell (boot.js, at the end of the
# body) is followed by draw.js, which marks "uttt:outline".
RAN = {"start.js": "uttt:loading", "boot.js": "uttt:outline"}


@pytest.mark.parametrize("first", ["start.js", "boot.js"])
def test_outline_and_progress_show_before_python(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None], first: str
) -> None:
    """The outline and the loading bar's progress show while the interpreter downloads,
    whichever of start.js and boot.js runs first. The order depends on the machine's load
    (on a busy one start.js often won, its first progress step went unheard and the bar
    stood still); each order is forced here by holding the other script's download."""
    wasm: list[Any] = []
    page.route(WASM, lambda route: wasm.append(route))  # the interpreter waits for the test
    second: list[Any] = []
    later = "boot.js" if first == "start.js" else "start.js"
    page.route(f"**/{later}", lambda route: second.append(route))
    page.goto(site_url, wait_until="commit")  # held boot.js holds the parser: no "load"
    _wait_for_mark(page, RAN[first])
    assert len(second) == 1, "the second script was never requested"
    second[0].continue_()

    _wait_for_mark(page, "uttt:outline")  # draw.js ran; and start.js is waiting for the wasm
    _wait_for_mark(page, "uttt:loading")
    for _ in range(100):  # the worker asks for it once its own scripts are there
        if wasm:
            break
        page.wait_for_timeout(100)
    assert len(wasm) == 1, "Pyodide's wasm was requested more than once, or never"
    assert page.get_attribute("html", "data-ready") is None
    assert page.is_visible("#loading-bar")
    # The bar moves with the loader's progress (site/start.js); the text stays the
    # translated one.
    page.wait_for_selector("#loading-bar[value]:not([value='0'])", state="attached")
    assert page.evaluate("document.getElementById('loading-bar').value") > 0
    assert page.evaluate(INK_PIXELS) > 1000, "board outline not drawn before Python"
    assert page.get_attribute("html", "data-ready") is None  # the wasm is still held

    wasm[0].continue_()
    wait_ready(page)

    (outline,) = page.evaluate(MARK, "uttt:outline")
    (ready,) = page.evaluate(MARK, "uttt:ready")
    assert outline < ready
    assert page.is_hidden("#loading")
    assert watch.problems() == []
