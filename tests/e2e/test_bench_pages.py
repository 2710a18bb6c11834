"""The benchmark pages of dist/bench/ start on the build's trimmed runtime and give figures.

They are not part of the game (not precached, not linked), so no game test loads them: the
engine page once died at start (it unpacked its archives, which needs a codec the trimmed
standard library leaves out) and only a ten-minute wait in scripts/bench/bench_browser.py showed
it. Smallest workloads here; the figures themselves are the scripts' business.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from .conftest import PageWatch

pytestmark = pytest.mark.e2e

WAIT_MS = 120_000


def _wait_for(page: Any, watch: PageWatch, attribute: str) -> None:
    """Wait until <html> has ``data-<attribute>="1"``; fail at the page's first error."""
    waited = 0
    while page.get_attribute("html", f"data-{attribute}") != "1":
        assert not watch.page_errors, watch.page_errors[0]
        assert waited < WAIT_MS, f"no data-{attribute} in {WAIT_MS // 1000} s"
        page.wait_for_timeout(250)
        waited += 250


def test_engine_page_runs_the_benchmarks_in_pyodide(
        page: Any, watch: PageWatch, site_url: str) -> None:
    page.goto(f"{site_url}bench/engine.html?scale=0.01")
    _wait_for(page, watch, "done")
    rows = json.loads(page.inner_text("#out"))
    names = [row[0] for row in rows]
    assert "perft(4) nodes" in names and "master: time per move" in names
    for _name, count, seconds, _unit, _per_item in rows:
        assert count > 0 and seconds > 0
    assert not watch.page_errors


@pytest.mark.parametrize("mode", ["main", "worker"])
def test_proto_page_starts_on_either_thread(
        page: Any, watch: PageWatch, site_url: str, mode: str) -> None:
    page.goto(f"{site_url}bench/proto.html?mode={mode}")
    _wait_for(page, watch, "ready")
    assert page.evaluate("() => globalThis.__protoTap(10, 10)") > 0
    assert not watch.page_errors


def test_bare_page_starts(page: Any, watch: PageWatch, site_url: str) -> None:
    page.goto(f"{site_url}bench/bare.html")
    _wait_for(page, watch, "ready")
    assert not watch.page_errors
