"""A damaged or deleted service-worker cache is found, served around and repaired.

The worker's precache list carries each file's SHA-256 and size (scripts/build_site.py).
After each start the page asks its worker for a quick check (small files hashed, large
ones measured), and after a failed start for a full one; a bad or missing entry is
fetched again from the network, checked, and put back. The page says on
``<html data-cache>`` what the check after its start found ("ok" or "repaired").
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import Any

import pytest

from uttt.app.texts.i18n import TABLES

from .conftest import DIST, PREFIX, PageWatch
from .helpers import shoot

pytestmark = [pytest.mark.e2e, pytest.mark.saved_interpreter]

CHECKED = "html[data-cache]"
READY_AFTER_REPAIR_MS = 90_000

CONTROLLED = """() => navigator.serviceWorker.controller !== null || new Promise((resolve) => {
  navigator.serviceWorker.addEventListener("controllerchange", () => resolve(true),
                                           { once: true });
})"""

# The SHA-256 (hex) of the cached copy of a file, or null when the cache has none.
CACHED_DIGEST = """async ([name, url]) => {
  const cache = await caches.open(name);
  const hit = await cache.match(url);
  if (!hit) return null;
  const digest = await crypto.subtle.digest("SHA-256", await hit.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}"""


DAMAGE = {
    "garbage": """async ([name, url]) => {
      const cache = await caches.open(name);
      await cache.put(url, new Response("garbage, not the file", {
        headers: { "Content-Type": "text/javascript" },
      }));
    }""",
    "truncated": """async ([name, url]) => {
      const cache = await caches.open(name);
      const hit = await cache.match(url);
      const bytes = await hit.arrayBuffer();
      await cache.put(url, new Response(bytes.slice(0, bytes.byteLength >> 1), {
        headers: hit.headers,
      }));
    }""",
    # 16 bytes flipped, spread over the file: same size, wrong content.
    "flipped": """async ([name, url]) => {
      const cache = await caches.open(name);
      const hit = await cache.match(url);
      const bytes = new Uint8Array(await hit.arrayBuffer());
      for (let i = 0; i < 16; i += 1) bytes[Math.floor((i + 0.5) * bytes.length / 16)] ^= 0x5a;
      await cache.put(url, new Response(bytes, { headers: hit.headers }));
    }""",
    "deleted": """async ([name, url]) => {
      const cache = await caches.open(name);
      if (!(await cache.delete(url))) throw new Error(`${url} was not cached`);
    }""",
}


def cached_as_built(page: Any, name: str, site_url: str, file: str) -> bool:
    """Whether the cache holds the built file (``./``: the page), byte for byte."""
    built = hashlib.sha256((DIST / (file if file != "./" else "index.html")).read_bytes())
    url = site_url if file == "./" else f"{site_url}{file}"
    return bool(page.evaluate(CACHED_DIGEST, [name, url]) == built.hexdigest())


def worker_cache(page: Any) -> str:
    names = [name for name in page.evaluate("() => caches.keys()")
             if name.startswith(f"uttt-{PREFIX}-")]
    assert len(names) == 1, names
    return str(names[0])


def installed(page: Any, url: str, wait_ready: Callable[[Any], None]) -> str:
    """A first visit whose worker has installed and controls the page: its cache name."""
    page.goto(url)
    wait_ready(page)
    assert page.evaluate(CONTROLLED) is True
    return worker_cache(page)


def offline_start(page: Any, context: Any, wait_ready: Callable[[Any], None]) -> None:
    context.set_offline(True)
    try:
        page.reload()
        wait_ready(page)
        page.wait_for_selector("canvas#board[data-record]", state="attached")
    finally:
        context.set_offline(False)


def damage(page: Any, name: str, site_url: str, file: str, how: str) -> None:
    page.evaluate(DAMAGE[how], [name, site_url if file == "./" else f"{site_url}{file}"])
    assert not cached_as_built(page, name, site_url, file)


def offline_reload(page: Any, context: Any) -> None:
    context.set_offline(True)
    try:
        page.reload()
    finally:
        context.set_offline(False)


@pytest.mark.parametrize(("file", "damage"), [
    ("./", "garbage"),
    ("py/uttt.zip", "garbage"),
    ("start.js", "garbage"),
    ("vendor/pyodide/pyodide.asm.wasm", "truncated"),
])
def test_a_damaged_cached_file_is_served_around_and_repaired(
    page: Any, context: Any, watch: PageWatch, site_url: str,
    wait_ready: Callable[[Any], None], file: str, damage: str,
) -> None:
    name = installed(page, site_url, wait_ready)
    target = site_url if file == "./" else f"{site_url}{file}"
    page.evaluate(DAMAGE[damage], [name, target])
    assert not cached_as_built(page, name, site_url, file)

    page.reload()  # the start fails, the worker's full check repairs, the page reloads
    wait_ready(page, READY_AFTER_REPAIR_MS)
    page.wait_for_selector(CHECKED, state="attached", timeout=30_000)
    assert cached_as_built(page, name, site_url, file)
    assert worker_cache(page) == name

    offline_start(page, context, wait_ready)
    # The failed start before the repair is reported by the browser; nothing after it.
    assert watch.csp_violations() == []


def test_a_deleted_cache_is_refilled_and_offline_works_again(
    page: Any, context: Any, watch: PageWatch, site_url: str,
    wait_ready: Callable[[Any], None],
) -> None:
    name = installed(page, site_url, wait_ready)
    assert page.evaluate("(name) => caches.delete(name)", name) is True

    page.reload()  # online: served by the network, and the check after it refills
    wait_ready(page)
    page.wait_for_selector("html[data-cache='repaired']", state="attached", timeout=60_000)
    assert worker_cache(page) == name
    assert cached_as_built(page, name, site_url, "py/uttt.zip")
    assert cached_as_built(page, name, site_url, "vendor/pyodide/pyodide.asm.wasm")

    offline_start(page, context, wait_ready)
    page.wait_for_selector("html[data-cache='ok']", state="attached", timeout=30_000)
    assert watch.problems() == []


def test_an_intact_cache_is_checked_after_each_start(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None],
) -> None:
    installed(page, site_url, wait_ready)
    page.reload()
    wait_ready(page)
    page.wait_for_selector(CHECKED, state="attached", timeout=30_000)
    assert page.get_attribute("html", "data-cache") == "ok"
    assert watch.problems() == []


@pytest.mark.parametrize("how", ["garbage", "flipped"])
def test_a_damaged_launcher_is_repaired_before_the_page_runs_it(
    page: Any, context: Any, watch: PageWatch, site_url: str,
    wait_ready: Callable[[Any], None], how: str,
) -> None:
    """launch.js asks for the repairs, so it cannot repair itself: the worker checks it
    (and boot.js, which says what failed) before it answers the page."""
    name = installed(page, site_url, wait_ready)
    damage(page, name, site_url, "launch.js", how)
    page.reload()
    wait_ready(page)
    assert cached_as_built(page, name, site_url, "launch.js")
    offline_start(page, context, wait_ready)
    assert watch.problems() == []


@pytest.mark.parametrize(("file", "how"), [("launch.js", "deleted"), ("boot.js", "garbage"),
                                           ("launch.js", "flipped")])
def test_offline_without_a_good_copy_of_a_start_file_the_page_says_so(
    page: Any, context: Any, site_url: str, wait_ready: Callable[[Any], None],
    file: str, how: str,
) -> None:
    """Nothing could start (nor say anything), so the worker answers with a page of its
    own in the three languages; once online, a reload repairs and starts."""
    name = installed(page, site_url, wait_ready)
    damage(page, name, site_url, file, how)
    offline_reload(page, context)
    page.wait_for_selector("#damaged", timeout=15_000)
    said = page.inner_text("body")
    for language in ("en", "pt-BR", "pt-PT"):
        assert TABLES[language]["cache.damaged"] in said
        assert page.locator(f"section[lang={language!r}]").count() == 1
    assert page.locator("#loading-bar").count() == 0  # no "Starting..." bar left standing
    shoot(page, f"damaged-{file}-{how}.png")

    page.reload()
    wait_ready(page)
    assert cached_as_built(page, name, site_url, file)


def test_offline_the_page_is_served_without_its_root_entry(
    page: Any, context: Any, watch: PageWatch, site_url: str,
    wait_ready: Callable[[Any], None],
) -> None:
    """The page is cached twice (``./`` and ``index.html``): either answers a navigation."""
    name = installed(page, site_url, wait_ready)
    damage(page, name, site_url, "./", "deleted")
    offline_start(page, context, wait_ready)
    assert watch.problems() == []
