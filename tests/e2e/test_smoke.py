"""The built site starts in Chromium under a sub-path, offline too, loading nothing foreign."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from .conftest import PREFIX, PageWatch, RequestLog

pytestmark = pytest.mark.e2e

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
    page.goto(site_url)
    wait_ready(page)

    assert page.url == site_url
    assert _status_shown(page)
    assert page.is_hidden("#loading")
    assert page.evaluate("() => globalThis.navigator.serviceWorker.ready.then(() => true)")
    assert requests_log.urls, "no request was recorded"
    assert requests_log.foreign(site_origin) == []
    outside = [url for url in requests_log.urls if not url.startswith(site_url)]
    assert outside == [], f"requests outside {PREFIX}: every URL must be relative"
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
    cache_names = page.evaluate("() => caches.keys()")
    assert len(cache_names) == 1 and cache_names[0].startswith(f"uttt-{PREFIX}-")

    context.set_offline(True)
    page.reload()
    wait_ready(page)

    assert page.evaluate("() => navigator.serviceWorker.controller !== null")
    assert _status_shown(page)
    assert watch.problems() == []


def test_outline_and_progress_show_before_python(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    held: list[Any] = []

    def hold(route: Any) -> None:  # keep the interpreter's download until released
        held.append(route)

    page.route(WASM, hold)
    page.goto(site_url)
    for _ in range(300):
        if held:
            break
        page.wait_for_timeout(100)
    assert held, "Pyodide's wasm was never requested"

    assert page.get_attribute("html", "data-ready") is None
    assert page.is_visible("#loading-bar")
    # The bar moves with the loader's progress (site/start.js); the text stays the
    # translated one. The wasm is preloaded from the HTML, so it can be requested before
    # the loader's first progress event: wait for one (while the download is still held).
    page.wait_for_selector("#loading-bar[value]:not([value='0'])", state="attached", timeout=20_000)
    progress = page.evaluate("document.getElementById('loading-bar').value")
    assert progress > 0, "no loading progress shown"
    assert page.evaluate(INK_PIXELS) > 1000, "board outline not drawn before Python"
    assert page.evaluate(MARK, "uttt:outline")

    held[0].continue_()
    wait_ready(page)

    (outline,) = page.evaluate(MARK, "uttt:outline")
    (ready,) = page.evaluate(MARK, "uttt:ready")
    assert outline < ready
    assert page.is_hidden("#loading")
    assert watch.problems() == []
