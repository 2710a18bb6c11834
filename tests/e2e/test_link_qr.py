"""The link to send as a QR code: shown on request, read back by the test's own QR decoder
to exactly the link in ``data-share``, with its text alternative and caption, no axe
violation; in a phone's and a desktop's window."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from tests.app.friends.test_qr import decode
from tests.e2e.helpers import click_cell, shoot, wait_record
from tests.e2e.test_accessibility import AXE, violations
from tests.e2e.test_friend import share_link, start_friend_game

pytestmark = pytest.mark.e2e
STEP = re.compile(r"M(\d+) (\d+)h(\d+)v1h-\d+z")


def painted_rows(page: Any) -> tuple[tuple[bool, ...], ...]:
    """The QR matrix the page draws, read from the SVG (quiet zone taken off)."""
    box = str(page.locator("#share-qr-code").get_attribute("viewBox")).split()
    path = str(page.locator("#share-qr-path").get_attribute("d"))
    side = int(box[2])
    border = 4
    size = side - 2 * border
    rows = [[False] * size for _ in range(size)]
    steps = STEP.findall(path)
    assert "".join(f"M{x} {y}h{w}v1h-{w}z" for x, y, w in steps) == path
    for x, y, w in steps:
        for c in range(int(x), int(x) + int(w)):
            rows[int(y) - border][c - border] = True
    return tuple(tuple(row) for row in rows)


@pytest.mark.parametrize(("locale", "label", "show"), [
    ("en-US", "QR code of the link for your friend", "Show QR code"),
    ("pt-PT", "Código QR da ligação para o seu amigo", "Mostrar código QR"),
])
def test_the_link_as_a_qr_code(
    browser: Any, site_url: str, wait_ready: Callable[[Any], None],
    locale: str, label: str, show: str,
) -> None:
    context = browser.new_context(locale=locale, bypass_csp=True,
                                  viewport={"width": 360, "height": 740})
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        start_friend_game(page, site_url, wait_ready)
        assert page.locator("#qr").is_hidden()  # nothing to send yet
        click_cell(page, 40)
        wait_record(page, "1. e5")
        link = share_link(page)
        toggle = page.get_by_role("button", name=show)
        assert toggle.get_attribute("aria-expanded") == "false"
        toggle.click()
        page.wait_for_selector("#share-qr:not([hidden])")
        assert page.locator("#qr").get_attribute("aria-expanded") == "true"
        code = page.get_by_role("img", name=label)
        assert code.is_visible()
        assert page.locator("#share-qr-caption").text_content()
        assert decode(painted_rows(page)) == link
        box = code.bounding_box()
        assert box is not None and box["width"] >= 150  # big enough to scan
        if AXE.is_file():
            assert violations(page, "qr code") == []
        if locale == "en-US":
            page.locator("#share-qr").scroll_into_view_if_needed()
            shoot(page, "link2/qr-360x740.png")
            page.set_viewport_size({"width": 1280, "height": 800})
            page.locator("#share-qr").scroll_into_view_if_needed()
            shoot(page, "link2/qr-1280x800.png")
        page.locator("#qr").click()
        page.wait_for_selector("#share-qr[hidden]", state="attached")
        assert errors == []
    finally:
        context.close()
