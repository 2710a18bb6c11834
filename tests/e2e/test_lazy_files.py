"""The service worker's files fetched when first asked for (its ``LAZY`` list: the web
manifest's screenshots, which only the browser's install dialog shows): not downloaded
at install, kept in the cache once fetched and checked, and served from it offline.
Nothing the page offers is on that list (tests/e2e/test_dist.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from .conftest import PageWatch
from .test_cache_repair import cached_as_built, installed

pytestmark = [pytest.mark.e2e, pytest.mark.saved_interpreter]

SHOT = "icons/screenshot-narrow.png"
IN_CACHE = "([n, u]) => caches.open(n).then((c) => c.match(u)).then((hit) => hit !== undefined)"
FETCHED = "(u) => fetch(u).then((r) => r.ok ? r.arrayBuffer() : null).then((b) => b?.byteLength)"


def test_a_lazy_file_is_not_installed_and_kept_once_fetched(
    page: Any, context: Any, watch: PageWatch, site_url: str,
    wait_ready: Callable[[Any], None]
) -> None:
    name = installed(page, site_url, wait_ready)  # the worker installed the whole game
    url = f"{site_url}{SHOT}"
    assert page.evaluate(IN_CACHE, [name, url]) is False
    size = page.evaluate(FETCHED, url)
    assert size and size > 0
    page.wait_for_function(IN_CACHE, arg=[name, url])
    assert cached_as_built(page, name, site_url, SHOT)
    context.set_offline(True)
    try:
        assert page.evaluate(FETCHED, url) == size
    finally:
        context.set_offline(False)
    assert watch.problems() == []
