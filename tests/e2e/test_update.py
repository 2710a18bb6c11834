"""A new deployment replaces the service worker's cache whole, only when asked or idle."""

from __future__ import annotations

import re
import shutil
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Error as PlaywrightError

from uttt.app.texts.i18n import TABLES
from uttt.notation import format_record

from .conftest import PREFIX, PageWatch, load_serve
from .helpers import click_cell, shoot, wait_record

# The builds fixture is made by the one test process that runs these (make test runs two).
pytestmark = [pytest.mark.e2e, pytest.mark.saved_interpreter, pytest.mark.xdist_group("builds")]

VERSION = re.compile(r'const VERSION = "([0-9a-f]+)"')
CONTROLLED = """() => navigator.serviceWorker.controller !== null || new Promise((resolve) => {
  navigator.serviceWorker.addEventListener("controllerchange", () => resolve(true),
                                           { once: true });
})"""


def _cache_name(build: Path) -> str:
    match = VERSION.search((build / "sw.js").read_text(encoding="utf-8"))
    assert match
    return f"uttt-{PREFIX}-{match.group(1)}"


@pytest.fixture(scope="module")
def deployments(builds: dict[str, Path]) -> tuple[Path, str, Path, str]:
    """Two builds that differ in one stylesheet rule: (dir, cache name) for each."""
    first, second = builds["first"], builds["stylesheet"]
    assert _cache_name(first) != _cache_name(second)
    return first, _cache_name(first), second, _cache_name(second)


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[Any, Path]]:
    root = tmp_path / "served"
    root.mkdir()
    (root / "index.html").write_text("placeholder", encoding="utf-8")
    server = load_serve().SiteServer(root, prefix=PREFIX).start()
    try:
        yield server, root
    finally:
        server.stop()


def worker_caches(page: Any) -> list[str]:
    """The service worker's caches (not the saved interpreter's, site/snapshot.js)."""
    return sorted(name for name in page.evaluate("() => caches.keys()")
                  if name.startswith(f"uttt-{PREFIX}-"))


def _deploy(build: Path, root: Path) -> None:
    shutil.rmtree(root)
    shutil.copytree(build, root)


def test_update_waits_then_replaces_the_cache_whole(
    page: Any,
    watch: PageWatch,
    deployments: tuple[Path, str, Path, str],
    served: tuple[Any, Path],
    wait_ready: Callable[[Any], None],
) -> None:
    v1, v1_cache, v2, v2_cache = deployments
    server, root = served
    _deploy(v1, root)
    page.goto(server.url)
    wait_ready(page)
    page.evaluate("() => navigator.serviceWorker.ready.then(() => true)")
    assert worker_caches(page) == [v1_cache]

    _deploy(v2, root)
    page.evaluate("() => navigator.serviceWorker.getRegistration().then((r) => r.update())")
    page.wait_for_selector("html[data-update='ready']", state="attached", timeout=60_000)
    # Installed and waiting: the open page keeps its version, both caches exist.
    assert worker_caches(page) == sorted([v1_cache, v2_cache])
    assert page.get_attribute("html", "data-ready") == "1"

    with page.expect_navigation(timeout=60_000):
        assert page.evaluate("() => utttApplyUpdate()") is True
    wait_ready(page)
    assert worker_caches(page) == [v2_cache]
    assert page.evaluate("() => navigator.serviceWorker.controller !== null")
    letter_spacing = page.evaluate(
        "() => getComputedStyle(document.querySelector('h1')).letterSpacing"
    )
    assert letter_spacing != "normal", "the reloaded page does not run the new version"
    assert watch.problems() == []


def _deployed_and_waiting(page: Any, server: Any, root: Path, v1: Path, v2: Path,
                          wait_ready: Callable[[Any], None]) -> list[int]:
    """v1 open with one move played, then v2 deployed and installed, waiting: the moves."""
    _deploy(v1, root)
    page.goto(server.url)
    wait_ready(page)
    page.evaluate(CONTROLLED)
    page.wait_for_selector("canvas#board[data-record]", state="attached")
    click_cell(page, 40)
    wait_record(page, format_record([40]))
    _deploy(v2, root)
    page.evaluate("() => navigator.serviceWorker.getRegistration().then((r) => r.update())")
    page.wait_for_selector("html[data-update='ready']", state="attached", timeout=60_000)
    return [40]


def _runs_new_version(page: Any) -> bool:
    spacing = page.evaluate("() => getComputedStyle(document.querySelector('h1')).letterSpacing")
    return bool(spacing != "normal")


@pytest.mark.parametrize("language", ["en", "pt-BR", "pt-PT"])
def test_a_waiting_version_is_offered_and_reload_takes_it_keeping_the_game(
    page: Any, watch: PageWatch, deployments: tuple[Path, str, Path, str],
    served: tuple[Any, Path], wait_ready: Callable[[Any], None], language: str,
) -> None:
    v1, _, v2, v2_cache = deployments
    server, root = served
    page.add_init_script(
        f"Object.defineProperty(navigator, 'languages', {{ get: () => ['{language}'] }})")
    moves = _deployed_and_waiting(page, server, root, v1, v2, wait_ready)

    notice = page.locator("#update")
    notice.wait_for(state="visible")
    assert notice.get_attribute("role") == "status"
    assert page.text_content("#update-text") == TABLES[language]["update.ready"]  # type: ignore[index]
    assert page.text_content("#update-reload") == TABLES[language]["update.reload"]  # type: ignore[index]
    shoot(page, f"update-notice-{language}.png")

    with page.expect_navigation(timeout=60_000):
        page.click("#update-reload")
    wait_ready(page)
    assert _runs_new_version(page)
    assert worker_caches(page) == [v2_cache]
    wait_record(page, format_record(moves))  # the saved game is kept
    assert page.is_hidden("#update")
    assert watch.problems() == []


def test_reloading_while_a_version_waits_takes_it(
    page: Any, watch: PageWatch, deployments: tuple[Path, str, Path, str],
    served: tuple[Any, Path], wait_ready: Callable[[Any], None],
) -> None:
    v1, _, v2, v2_cache = deployments
    server, root = served
    moves = _deployed_and_waiting(page, server, root, v1, v2, wait_ready)

    page.reload()  # the browser's own reload: this page takes the waiting version
    deadline = time.monotonic() + 60
    while True:
        try:
            wait_ready(page)
            if _runs_new_version(page):
                break
        except PlaywrightError:  # the page reloaded again under the wait
            pass
        assert time.monotonic() < deadline, "the reloaded page kept the old version"
        page.wait_for_timeout(250)
    wait_ready(page)
    assert worker_caches(page) == [v2_cache]
    wait_record(page, format_record(moves))
