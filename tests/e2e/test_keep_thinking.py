"""Keep thinking in Chromium: started on a position of a finished game under review, its
iterations grow burst by burst while the page answers; Stop stops it, and a hidden page
(``visibilitychange`` with ``document.hidden`` true) stops it by itself. Screenshots at
390x844 and 1280x800."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.helpers import WIN

from .helpers import shoot
from .test_study_board import open_finished, show_ply

pytestmark = pytest.mark.e2e

GROW_TIMEOUT_MS = 30_000
HIDE = """() => {
  Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
  document.dispatchEvent(new Event("visibilitychange"));
}"""


def iterations(page: Any) -> int:
    return int(page.get_attribute("#deepen", "data-iterations") or 0)


def grown_past(page: Any, seen: int) -> int:
    """Wait until the panel shows more iterations than ``seen``; the count shown."""
    waited = 0
    while (now := iterations(page)) <= seen:
        assert waited < GROW_TIMEOUT_MS, f"still {now} iterations"
        page.wait_for_timeout(100)
        waited += 100
    return now


@pytest.mark.parametrize("size", [(390, 844), (1280, 800)])
def test_keep_thinking_grows_stops_and_stops_when_the_page_is_hidden(
    page: Any, site_url: str, wait_ready: Callable[[Any], None], size: tuple[int, int]
) -> None:
    open_finished(page, site_url, wait_ready, WIN, size)
    show_ply(page, 10)
    page.wait_for_selector("#deepen:not([hidden])")
    page.click("#deepen-start")
    page.wait_for_selector("#deepen[data-state='running']", state="attached")
    first = grown_past(page, 0)
    second = grown_past(page, first)
    assert page.locator("#deepen-lines li").count() >= 1
    assert page.inner_text("#deepen-status") == "Thinking until you stop it…"
    show_ply(page, 11)  # the page answers while it thinks: another position stops it
    page.wait_for_selector("#deepen[data-state='']", state="attached")
    show_ply(page, 10)
    page.click("#deepen-start")  # the same position again: the kept tree carries on
    page.wait_for_selector("#deepen[data-state='running']", state="attached")
    grown_past(page, second)
    page.locator("#deepen").scroll_into_view_if_needed()
    shoot(page, f"keep-thinking-running-{size[0]}.png")
    page.click("#deepen-stop")
    page.wait_for_selector("#deepen[data-state='asked']", state="attached")
    assert page.inner_text("#deepen-status") == "Stopped."
    assert page.is_visible("#deepen-start") and not page.is_visible("#deepen-stop")
    page.click("#deepen-start")
    page.wait_for_selector("#deepen[data-state='running']", state="attached")
    page.evaluate(HIDE)
    page.wait_for_selector("#deepen[data-state='hidden']", state="attached")
    assert page.inner_text("#deepen-status") == "Stopped while the page was hidden."
    shoot(page, f"keep-thinking-hidden-{size[0]}.png")
