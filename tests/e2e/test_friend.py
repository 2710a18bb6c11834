"""Play a friend by link on two devices (two browser contexts), watch by link, and a
tampered link refused; offline after the first visit, under the server's sub-path."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import CSP_WATCH, address
from tests.e2e.helpers import (
    click_cell,
    open_game,
    resign,
    shoot,
    wait_record,
    wait_unlocked,
)
from tests.helpers import WIN
from uttt.app.friends.link import decode, encode, fragment_of
from uttt.notation import format_record

pytestmark = pytest.mark.e2e
SHARE_TIMEOUT = 10_000


def new_device(browser: Any) -> tuple[Any, Any]:
    context = browser.new_context(service_workers="allow")
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    page = context.new_page()
    page.add_init_script(CSP_WATCH)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.__dict__["uttt_errors"] = errors
    return context, page


@contextmanager
def two_devices(browser: Any) -> Iterator[tuple[Any, Any]]:
    """Two devices, A and B (each its own context), closed afterwards."""
    ctx_a, a = new_device(browser)
    ctx_b, b = new_device(browser)
    try:
        yield a, b
    finally:
        ctx_a.close()
        ctx_b.close()


def share_link(page: Any) -> str:
    """Wait for a link to send and return it."""
    page.wait_for_selector("canvas#board[data-share^='http']", state="attached",
                           timeout=SHARE_TIMEOUT)
    return str(page.locator("#board").get_attribute("data-share"))


def start_friend_game(page: Any, site_url: str, wait_ready: Callable[[Any], None]) -> None:
    """Open the page and start a game with a friend (by its button's accessible name)."""
    open_game(page, site_url, wait_ready)
    page.get_by_role("button", name=re.compile("friend|amigo", re.IGNORECASE)).first.click()
    page.wait_for_selector("#friend:not([hidden])")


def notice(page: Any) -> str:
    return str(page.locator("#notice").text_content())


def record(page: Any) -> str:
    return str(page.locator("#board").get_attribute("data-record"))


def test_two_devices_play_by_link_to_the_end(
    browser: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    with two_devices(browser) as (a, b):
        start_friend_game(a, site_url, wait_ready)
        click_cell(a, WIN[0])
        wait_record(a, format_record(WIN[:1]))
        link = share_link(a)
        assert link.startswith(site_url + "#t1.")
        shoot(a, "link-a-invites.png")

        # B opens the invitation: a fresh device, first visit.
        open_game(b, link, wait_ready)
        wait_record(b, format_record(WIN[:1]))
        assert address(b.url) == site_url  # the link was taken in and cleared from the address
        assert b.locator("#hint-button").is_hidden()  # no hint in a game with a friend
        shoot(b, "link-b-opens.png")

        devices = [a, b]
        for ply in range(1, len(WIN)):
            mover, other = devices[ply % 2], devices[(ply + 1) % 2]
            wait_unlocked(mover)  # its own last move (a move from a link locks nothing)
            click_cell(mover, WIN[ply])
            text = format_record(WIN[: ply + 1], result="1-0" if ply == len(WIN) - 1 else None)
            wait_record(mover, text)
            link = share_link(mover)
            other.goto(link)  # the same page: a hashchange, or a first load
            wait_record(other, text)
            if ply == 2:  # offline from here on, for B: the page is cached
                b.context.set_offline(True)
        for page in devices:
            page.wait_for_selector("#result:not([hidden])")
        assert "win" in str(a.locator("#result-main").text_content()).lower()
        shoot(a, "link-a-wins.png")
        shoot(b, "link-b-loses.png")
        said = notice(b)  # B opened A's final, winning link
        assert "The round is over" in said and "Your turn" not in said
        assert "Rematch" in str(b.locator("#hint-mouse").text_content())
        assert b.locator("#board").get_attribute("data-share") == ""
        assert b.evaluate("() => navigator.serviceWorker.controller !== null")

        # A tampered link: B's copy changes move 2. Refused, nothing changes.
        final = decode(fragment_of(link))
        tampered = final.__class__(**{**final.__dict__, "moves": (WIN[0], WIN[1] + 1)})
        before = record(b)
        b.goto(site_url + "#" + encode(tampered))  # a hashchange: the notice shown may
        expect(b.locator("#notice")).to_contain_text("move 2")  # change a task later
        assert record(b) == before
        cut = link[:-4]
        b.goto(cut)
        b.wait_for_selector("#notice:has-text('damaged')")
        assert record(b) == before
        shoot(b, "link-b-refuses.png")

        # Share to watch: a third device opens A's game in review at the last move.
        a.locator("#open-records").click()
        a.locator("#watch_share").click()
        a.wait_for_selector("#notice:not([hidden])")
        watch = str(a.evaluate("() => navigator.clipboard.readText()"))
        assert watch.startswith(site_url + "#t1.w")
        ctx_c, c = new_device(browser)
        try:
            open_game(c, watch, wait_ready)
            wait_record(c, format_record(WIN, result="1-0"))
            c.wait_for_selector("#review:not([hidden])")
            assert c.locator("#last").is_disabled() and c.locator("#prev").is_enabled()
            tip = str(c.locator("#hint-mouse").text_content())
            assert "play again" not in tip and "Rematch" not in tip
            c.locator("#first").click()
            c.wait_for_selector("#first[disabled]", state="attached")
            shoot(c, "link-c-watches.png")
        finally:
            ctx_c.close()
        assert a.__dict__["uttt_errors"] == [] and b.__dict__["uttt_errors"] == []


def test_i_resign_while_waiting_and_my_friend_receives_it(
    browser: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    """Issue: no Resign in a link game while waiting for the friend's move. A plays e5,
    sends it, and resigns before B answers: the next link carries the resignation, B's
    page takes it as the game's end, and A's finished games keep it as lost."""
    with two_devices(browser) as (a, b):
        start_friend_game(a, site_url, wait_ready)
        click_cell(a, WIN[0])
        wait_record(a, format_record(WIN[:1]))
        open_game(b, share_link(a), wait_ready)
        wait_record(b, format_record(WIN[:1]))
        expect(a.locator("#resign")).to_be_enabled()  # waiting for B, and still may resign
        wait_unlocked(a)
        resign(a)
        a.wait_for_selector("#result:not([hidden])")
        expect(a.locator("#result-main")).to_have_text("You resigned, so your friend wins.")
        link = share_link(a)
        assert decode(fragment_of(link)).resigned == "X"
        shoot(a, "link-a-resigns-waiting.png")
        b.goto(link)
        b.wait_for_selector("#result:not([hidden])")
        expect(b.locator("#result-main")).to_have_text("Your friend resigned, so you win.")
        assert "The round is over" in notice(b)
        expect(b.locator("#resign")).to_be_hidden()
        a.click("#open-archive")
        a.wait_for_selector("#archive-list li")
        row = str(a.locator("#archive-list li button:not(.watch)").first.text_content())
        assert "Lost" in row and "with a friend" in row, row
        assert a.__dict__["uttt_errors"] == [] and b.__dict__["uttt_errors"] == []


def test_a_record_pasted_opens_for_review(
    browser: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    ctx, page = new_device(browser)
    try:
        open_game(page, site_url, wait_ready)
        page.locator("#open-records").click()
        page.locator("#paste-text").fill(format_record(WIN[:5]) + " z9")
        page.locator("#paste-go").click()
        page.wait_for_selector("#notice:not([hidden])")
        assert "Move 3 (O) is 'z9', which is not a cell" in notice(page)
        page.locator("#open-records").click()
        page.locator("#paste-text").fill("1. e5 a4")
        page.locator("#paste-go").click()
        page.wait_for_selector("#notice:has-text(\"'a4'\")")
        assert "Move 1 (O), 'a4', is not allowed: it must be played in the centre board" in (
            notice(page))
        shoot(page, "record-refused.png")
        page.goto(site_url + "#hello")
        page.wait_for_selector("#notice:has-text('not a game link')")
        assert record(page) == ""
        page.locator("#open-records").click()
        page.locator("#paste-text").fill(format_record(WIN[:5]))
        page.locator("#paste-go").click()
        wait_record(page, format_record(WIN[:5]))
        page.wait_for_selector("#review:not([hidden])")
        page.locator("#home").click()
        wait_record(page, "")
        assert json.loads(page.evaluate("() => JSON.stringify(Object.keys(localStorage))"))
    finally:
        ctx.close()


def test_in_portuguese_the_friend_button_and_your_games(
    browser: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    context = browser.new_context(service_workers="allow", locale="pt-BR")
    try:
        page = context.new_page()
        open_game(page, site_url, wait_ready)
        page.get_by_role("button", name=re.compile("amigo")).click()
        page.wait_for_selector("#friend:not([hidden])")
        click_cell(page, 40)
        wait_record(page, "1. e5")
        assert share_link(page).startswith(site_url + "#t1.")
        page.locator("#open-games").click()
        row = page.locator("#games-list button").first
        assert "Supremo · rodada 1" in str(row.text_content()) and "e5" in str(row.text_content())
        shoot(page, "link-games-pt-br.png")
        row.click()
        page.locator("#home").click()
        wait_record(page, "")
    finally:
        context.close()
