"""Names in a link game, on two devices: each player types a name; the link carries it;
the other device's status line, tally and "Your games" list show it; the name stays
after a reload. The status line speaks of "you" and the friend, not of colours."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.e2e.helpers import LOCK_PAUSE_MS, click_cell, open_game, shoot, wait_record
from tests.e2e.test_friend import share_link, start_friend_game, two_devices
from tests.helpers import WIN
from uttt.app.friends.link import decode, fragment_of
from uttt.notation import format_record

pytestmark = pytest.mark.e2e


def status(page: Any) -> str:
    return str(page.locator("#status-text").text_content())


def set_name(page: Any, name: str) -> None:
    field = page.get_by_label("Your name (optional)")
    field.fill(name)
    field.press("Tab")  # the change event


def test_names_travel_with_the_links(
    browser: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    with two_devices(browser) as (a, b):
        start_friend_game(a, site_url, wait_ready)
        set_name(a, "  Ana   Maria ")
        click_cell(a, WIN[0])
        wait_record(a, format_record(WIN[:1]))
        link = share_link(a)
        assert decode(fragment_of(link)).names == ("Ana Maria", "")
        assert a.locator("#my-name").input_value() == "Ana Maria"  # as it was kept
        assert status(a).startswith("Your friend (O) plays")

        open_game(b, link, wait_ready)
        wait_record(b, format_record(WIN[:1]))
        assert status(b).startswith("You (O) play")
        assert "Ana Maria" in str(b.locator("#friend-status").text_content())
        assert "Ana Maria" in str(b.locator("#friend-tally").text_content())
        set_name(b, "Bia")
        b.wait_for_timeout(LOCK_PAUSE_MS)
        click_cell(b, WIN[1])
        wait_record(b, format_record(WIN[:2]))
        back = share_link(b)
        assert decode(fragment_of(back)).names == ("Ana Maria", "Bia")
        assert status(b).startswith("Ana Maria (X) plays")
        b.locator("#open-games").click()
        assert "Ana Maria" in str(b.locator("#games-list button").first.text_content())
        shoot(b, "link2/names-b-games.png")
        b.keyboard.press("Escape")

        a.goto(back)
        wait_record(a, format_record(WIN[:2]))
        assert "Bia" in str(a.locator("#friend-status").text_content())
        assert status(a).startswith("You (X) play")
        a.reload()
        wait_ready(a)
        a.locator("#open-games").click()
        row = a.locator("#games-list button").first
        assert "Bia" in str(row.text_content())
        row.click()
        assert a.locator("#my-name").input_value() == "Ana Maria"  # kept on this device
        shoot(a, "link2/names-a.png")
        assert a.__dict__["uttt_errors"] == [] and b.__dict__["uttt_errors"] == []
