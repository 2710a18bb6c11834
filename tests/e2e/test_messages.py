"""Messages the page says at the edge: a tap while the game still loads, a file too
large to be a record, and a download that fails at start (offline, a file missing from
this device's copy) said in words, with no uncaught "Failed to fetch" left behind."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from tests.e2e.conftest import CSP_WATCH
from tests.e2e.helpers import open_game, shoot

pytestmark = [pytest.mark.e2e, pytest.mark.saved_interpreter]
WAIT_MS = 30_000


@contextmanager
def fresh_page(browser: Any, locale: str = "en-US") -> Iterator[tuple[Any, list[str]]]:
    """A page in a new profile without a service worker (so routes see every request),
    and the uncaught errors it reports."""
    context = browser.new_context(service_workers="block", locale=locale)
    page = context.new_page()
    page.add_init_script(CSP_WATCH)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        yield page, errors
    finally:
        context.close()


@pytest.mark.parametrize(("locale", "said"), [
    ("en-US", "Still loading"), ("pt-BR", "Ainda carregando"), ("pt-PT", "Ainda a carregar"),
])
def test_a_tap_on_the_board_while_loading_says_it_still_loads(
    browser: Any, site_url: str, locale: str, said: str
) -> None:
    with fresh_page(browser, locale) as (page, _):
        held: list[Any] = []
        # never answered: the game never starts
        page.route("**/py/uttt.zip", lambda route: held.append(route))
        page.goto(site_url)
        page.wait_for_selector("#loading:not([hidden])")
        assert said not in str(page.locator("#loading-text").text_content())
        box = page.locator("#board").bounding_box()
        page.mouse.click(box["x"] + box["width"] * 0.3, box["y"] + box["height"] * 0.3)
        page.wait_for_selector(f"#loading-text:has-text('{said}')", timeout=5_000)
        assert page.locator("#loading-text").is_visible()
        text_box = page.locator("#loading-text").bounding_box()
        inside = (box["y"] <= text_box["y"] and
                  text_box["y"] + text_box["height"] <= box["y"] + box["height"])
        assert inside  # said over the board, where the player tapped
        shoot(page, f"loading-tap-{locale}.png")


def test_a_file_too_large_is_said_to_be_too_large(
    browser: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    with fresh_page(browser) as (page, errors):
        open_game(page, site_url, wait_ready)
        page.locator("#open-records").click()
        with page.expect_file_chooser() as chooser:
            page.locator("#open_file").click()
        chooser.value.set_files({"name": "big.txt", "mimeType": "text/plain",
                                 "buffer": b"1. e5 e4 " * 20_000})  # 180,000 bytes
        page.wait_for_selector("#notice:not([hidden])", timeout=WAIT_MS)
        said = str(page.locator("#notice").text_content())
        assert "too large" in said and "Paste" not in said
        assert errors == []


@pytest.mark.parametrize("missing", ["py/uttt.zip", "vendor/pyodide/pyodide.asm.wasm"])
def test_a_failed_download_at_start_is_said_in_words_and_nothing_is_left_uncaught(
    browser: Any, site_url: str, missing: str
) -> None:
    with fresh_page(browser) as (page, errors):
        page.route(f"**/{missing}", lambda route: route.abort("internetdisconnected"))
        page.goto(site_url)
        page.wait_for_selector("html[data-start-failed]", state="attached", timeout=WAIT_MS)
        page.wait_for_selector("#status-text:has-text('could not download')", timeout=WAIT_MS)
        assert page.locator("html").get_attribute("data-start-failed") == "fetch"
        assert page.locator("#loading-bar").is_hidden()  # nothing is loading any more
        page.wait_for_timeout(500)
        assert errors == []
        shoot(page, f"start-fetch-failed-{missing.rsplit('/', 1)[-1]}.png")
