"""Two devices side by side paired by QR code (site/live-pair.js), with no relay and no
STUN server at all: two browser contexts, the codes passed between them as text (the
"paste the code" field: headless Chromium has no camera), then a move each way seen on
the other board; the QR code drawn reads back through the scanner's decoder (jsQR).
Then the codes as a phone's camera app opens them, as links in new tabs: the offer's link
is the second device's address (it answers at once), the answer's opens in a second page
of the first device's browser, which hands it over (BroadcastChannel) to the page waiting
for it and says so. No page asks for anything outside the site's origin nor opens a
websocket."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from playwright.sync_api import expect

from uttt.app.live.pair import read
from uttt.notation import format_record

from .conftest import CSP_WATCH
from .helpers import LOCK_PAUSE_MS, PHONE, click_cell, shoot, wait_record

pytestmark = pytest.mark.e2e

WAIT_MS = 30_000
DESKTOP = {"width": 1280, "height": 800}
CONNECTED = "Connected with your friend: the game is live."
HANDED = ("The code went to the tab that shows this game's code: the game goes on there, "
          "and this tab can be closed.")


READ_QR = """async () => {
  const svg = new XMLSerializer().serializeToString(document.getElementById("pair-qr"));
  const image = new Image();
  image.src = "data:image/svg+xml;base64," + btoa(svg);
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 400;
  const context = canvas.getContext("2d");
  context.drawImage(image, 0, 0, 400, 400);
  const pixels = context.getImageData(0, 0, 400, 400);
  const scan = await import("./live-scan.js");
  return scan.readPixels(pixels.data, 400, 400);
}"""
"""The QR code the page draws, read back by the scanner's decoder (jsQR)."""


class Device:
    """One browser context's game page, and what it asked of the network."""

    def __init__(self, browser: Any, url: str, viewport: dict[str, int]) -> None:
        self.context = browser.new_context(service_workers="allow", viewport=viewport)
        self.requests: list[str] = []
        self.sockets: list[str] = []
        self.errors: list[str] = []
        self.pages: list[Any] = []
        self.context.on("request", lambda request: self.requests.append(request.url))
        self.page = self.open(url)

    def open(self, url: str) -> Any:
        """A page of this browser at ``url`` (a new tab), once the game is ready in it."""
        page = self.context.new_page()
        page.add_init_script(CSP_WATCH)
        page.on("websocket", lambda socket: self.sockets.append(socket.url))
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.goto(url)
        page.wait_for_selector("html[data-ready='1']", state="attached", timeout=60_000)
        page.wait_for_selector("canvas#board[data-record]", state="attached")
        self.pages.append(page)
        return page

    def code(self) -> str:
        """The code this device shows (its QR code's text)."""
        self.page.wait_for_selector("#pair-code:not([hidden])", timeout=WAIT_MS)
        self.page.wait_for_selector("#pair-qr:not([hidden])")
        return self.page.input_value("#pair-code-text")

    def paste(self, button: str, text: str) -> None:
        """Open the scanner with ``button`` and paste the other device's code."""
        self.page.click(button)
        self.page.wait_for_selector("#pair-scan:not([hidden])")
        expect(self.page.locator("#pair-camera")).to_have_text(
            "No camera here: paste the code instead.", timeout=WAIT_MS)
        self.page.fill("#pair-paste", text)
        self.page.click("#pair-form button[type=submit]")
        self.page.wait_for_selector("#pair-scan[hidden]", state="attached")

    def tap(self, cell: int) -> None:
        self.page.wait_for_timeout(LOCK_PAUSE_MS)
        click_cell(self.page, cell)


@contextmanager
def devices(browser: Any, url: str) -> Iterator[tuple[Device, Device]]:
    ana = Device(browser, url, PHONE)
    try:
        bia = Device(browser, url, DESKTOP)
        try:
            yield ana, bia
        finally:
            bia.context.close()
    finally:
        ana.context.close()


def test_two_devices_pair_by_code_and_play_with_no_third_party(
    browser: Any, site_url: str, site_origin: str
) -> None:
    with devices(browser, site_url) as (ana, bia):
        ana.page.click("#live-pair-start")
        offer = ana.code()
        assert ana.page.evaluate(READ_QR) == offer  # the drawn code reads back (jsQR)
        invite, _, code = offer.rpartition("&pair=")
        assert "#t1." in invite and "&live=" in invite and invite.endswith(".b")
        assert read(code).kind == "offer"
        expect(ana.page.locator("#live-status")).to_have_text("Waiting for the other device…")
        assert ana.page.is_hidden("#live-consent")  # nothing leaves the room: no notice
        ana.page.locator("#pair-code").scroll_into_view_if_needed()
        shoot(ana.page, "pair-offer-360x740.png")

        bia.paste("#pair-scan-start", offer)
        answer = bia.code()
        bia.page.locator("#pair-code").scroll_into_view_if_needed()
        shoot(bia.page, "pair-answer-1280x800.png")
        assert answer.startswith(site_url.split("#")[0] + "#pair=")
        assert read(answer.rpartition("#pair=")[2]).kind == "answer"
        assert bia.page.is_hidden("#live-consent")

        ana.paste("#pair_scan_answer", answer)
        for device in (ana, bia):
            expect(device.page.locator("#live-status")).to_have_text(CONNECTED,
                                                                      timeout=WAIT_MS)
            expect(device.page.locator("#pair-code")).to_be_hidden()
        print(f"\noffer code {len(code)} characters, QR text {len(offer)}; "
              f"answer code {len(answer.rpartition('#pair=')[2])}, QR text {len(answer)}")

        played(ana, bia, site_origin)


def played(ana: Device, bia: Device, site_origin: str) -> None:
    """A move each way, seen on both boards; then neither device asked for anything
    outside the site's origin or opened a websocket, and no page of either had an error
    or a refusal of the page's policy."""
    ana.tap(40)
    for device in (ana, bia):
        wait_record(device.page, format_record([40]), timeout=WAIT_MS)
    bia.tap(36)
    for device in (ana, bia):
        wait_record(device.page, format_record([40, 36]), timeout=WAIT_MS)
    for device in (ana, bia):
        foreign = [url for url in device.requests
                   if not url.startswith((site_origin + "/", "data:", "blob:"))]
        assert foreign == [] and device.sockets == [] and device.errors == []
        for page in device.pages:
            assert page.evaluate("window.__utttCsp") == []


def test_codes_opened_as_links_in_new_tabs_pair_the_devices(
    browser: Any, site_url: str, site_origin: str
) -> None:
    ana = Device(browser, site_url, PHONE)
    try:
        ana.page.click("#live-pair-start")
        offer = ana.code()
        bia = Device(browser, offer, DESKTOP)  # the camera app opens the offer's link
        try:
            answer = bia.code()  # answering at once: nothing scanned on this device
            assert answer.startswith(site_url.split("#")[0] + "#pair=")
            assert bia.page.evaluate("location.hash") == ""

            tab = ana.open(answer)  # the answer's link, in a new tab of Ana's browser
            expect(tab.locator("#notice")).to_have_text(HANDED, timeout=WAIT_MS)
            assert tab.evaluate("location.hash") == ""
            for device in (ana, bia):
                expect(device.page.locator("#live-status")).to_have_text(CONNECTED,
                                                                          timeout=WAIT_MS)
            played(ana, bia, site_origin)
        finally:
            bia.context.close()
    finally:
        ana.context.close()
