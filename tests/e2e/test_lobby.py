"""The lobby between three browser contexts on this machine, through a real Nostr relay
on 127.0.0.1 (``relay_url``) and no STUN server: two seekers who want the same game are
paired, leave the lobby for a live game of their own and play a first move each; the
third, who wants another game, stays and sees the count drop."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from tests.e2e.conftest import CSP_WATCH
from tests.e2e.helpers import LOCK_PAUSE_MS, click_cell, shoot, wait_record
from uttt.notation import format_record

pytestmark = pytest.mark.e2e
MEET_MS = 45_000
"""How long seekers may take to meet and pair (a few seconds; this machine is shared)."""


@pytest.fixture
def open_seeker(browser: Any, site_url: str, relay_url: str,
                wait_ready: Callable[[Any], None]) -> Iterator[Callable[[], Any]]:
    """Opens the game in a fresh context whose address names the tests' relay and no
    STUN server; closes them all at the end."""
    contexts: list[Any] = []

    def open_one() -> Any:
        context = browser.new_context(service_workers="allow")
        contexts.append(context)
        page = context.new_page()
        page.add_init_script(CSP_WATCH)
        page.goto(f"{site_url}?relays={relay_url}&stun=")
        wait_ready(page)
        return page

    try:
        yield open_one
    finally:
        for context in contexts:
            context.close()


def look(page: Any, *choices: str) -> None:
    """Play someone now: the choices clicked, then Look for an opponent."""
    page.click("#lobby-start")
    page.wait_for_selector("#lobby-choice", state="visible")
    for choice in choices:
        page.click(f"#{choice}")
    page.click("#lobby_seek")
    page.wait_for_selector("#lobby-seeking", state="visible")


def count_is(page: Any, text: str) -> None:
    page.wait_for_function("(t) => document.querySelector('#lobby-count').textContent === t",
                           arg=text, timeout=MEET_MS)


def test_two_of_three_seekers_are_paired_and_play(open_seeker: Callable[[], Any]) -> None:
    third = open_seeker()
    third.set_viewport_size({"width": 360, "height": 740})
    look(third, "lobby_game_classic")
    ana, bia = open_seeker(), open_seeker()
    look(ana)
    count_is(third, "Online now: 2 players · 2 looking for an opponent")
    third.locator("#lobby-panel").scroll_into_view_if_needed()
    shoot(third, "lobby-seeking-360x740.png")
    look(bia)
    for page in (ana, bia):
        page.wait_for_selector("#lobby-opponent", state="visible", timeout=MEET_MS)
        assert "unverified" in page.locator("#lobby-opponent").text_content()
        page.wait_for_function(
            "() => /connected/i.test(document.querySelector('#live-status').textContent)",
            timeout=MEET_MS)
    count_is(third, "Online now: 1 player · 1 looking for an opponent")
    assert third.locator("#lobby-opponent").is_hidden()
    ana.set_viewport_size({"width": 1280, "height": 800})
    ana.locator("#lobby-panel").scroll_into_view_if_needed()
    shoot(ana, "lobby-paired-1280x800.png")

    first = format_record((40,))
    for page in (ana, bia):  # only X's tap is a move; O's waits for its turn
        click_cell(page, 40)
    for page in (ana, bia):
        wait_record(page, first, timeout=MEET_MS)
    for page in (ana, bia):
        page.wait_for_timeout(LOCK_PAUSE_MS)
        click_cell(page, 36)
    for page in (ana, bia):
        wait_record(page, format_record((40, 36)), timeout=MEET_MS)
