"""Framed by another site, the page starts no game: it offers a link to its own tab.

A ``<meta>`` Content-Security-Policy cannot say ``frame-ancestors`` (docs/hosting.md says
how a host sends it), so any site may frame the page. In a frame nothing of the game is
loaded, nothing is saved and no worker is registered, so the framing page can neither
drive the game with clicks its user did not mean nor fill the game's storage.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from uttt.app.texts.i18n import TABLES

from .conftest import CSP_WATCH, PREFIX, RequestLog, address, load_serve
from .helpers import shoot

pytestmark = [pytest.mark.e2e, pytest.mark.saved_interpreter]

HOST_PAGE = "framing-host.html"
LANGUAGES = {"en-US": "en", "pt-BR": "pt-BR", "pt-PT": "pt-PT"}


@pytest.fixture(params=list(LANGUAGES))
def framing(browser: Any, site_url: str, tmp_path: Path, request: pytest.FixtureRequest,
            ) -> Iterator[tuple[Any, str, Any, RequestLog, str]]:
    """A page of another origin (another port) that frames the game:
    (context, its URL, page, requests, language)."""
    (tmp_path / "index.html").write_text("host", encoding="utf-8")
    (tmp_path / HOST_PAGE).write_text(
        f'<!doctype html><title>host</title>'
        f'<iframe src="{site_url}" width="600" height="600"></iframe>', encoding="utf-8")
    server = load_serve().SiteServer(tmp_path, prefix=PREFIX).start()
    context = browser.new_context(service_workers="allow", locale=request.param)
    log = RequestLog()
    context.on("request", log.record)
    page = context.new_page()
    page.add_init_script(CSP_WATCH)
    try:
        yield context, f"{server.url}{HOST_PAGE}", page, log, LANGUAGES[request.param]
    finally:
        context.close()
        server.stop()


def test_a_framed_page_starts_nothing_and_links_to_its_own_tab(
    framing: tuple[Any, str, Any, RequestLog, str], site_url: str,
    wait_ready: Callable[[Any], None],
) -> None:
    context, host, page, log, language = framing
    page.goto(host)
    frame = page.wait_for_selector("iframe").content_frame()
    assert frame is not None
    frame.wait_for_selector("#framed", state="visible", timeout=30_000)
    texts = TABLES[language]  # type: ignore[index]
    assert frame.text_content("#framed-text") == texts["framed.text"]
    link = frame.locator("#framed-link")
    assert link.text_content() == texts["framed.open"]
    assert link.get_attribute("target") == "_blank"
    assert address(frame.evaluate("() => document.getElementById('framed-link').href")) == site_url
    assert frame.locator("#board").is_hidden()
    assert frame.locator("#controls").is_hidden()
    shoot(page, f"framed-{language}.png")

    page.wait_for_timeout(2000)  # long enough for a start to have begun
    root = frame.evaluate("() => ({ ...document.documentElement.dataset })")
    assert root == {"framed": "1"}
    assert frame.evaluate("() => localStorage.length") == 0
    assert frame.evaluate(
        "() => navigator.serviceWorker.getRegistration().then((r) => r === undefined)")
    # The page's preload links may have fetched files ahead of the parser; the loader,
    # which runs them, was never fetched.
    assert f"{site_url}start.js" not in log.urls
    assert frame.evaluate("() => window.__utttCsp || []") == []

    with context.expect_page() as opened:
        link.click()
    game = opened.value
    wait_ready(game)
    assert address(game.url) == site_url
    assert game.get_attribute("html", "data-framed") is None
