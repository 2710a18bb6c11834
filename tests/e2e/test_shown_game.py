"""The page shows one game at a time, and everything on screen follows it: a classic game
with a friend sends a classic link and takes taps on the 3x3 board; a classic link on a
device whose own round is the nine-board one is drawn, hit-tested and titled classic; a
reload keeps the friend game shown; a link opened in a scrolled tab brings the board into
view; a finished classic game opened after a nine-board report paints without errors."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from tests.e2e.conftest import CSP_WATCH
from tests.e2e.helpers import (
    LOCK_PAUSE_MS,
    click_cell,
    open_game,
    settings,
    shoot,
    wait_record,
)
from tests.helpers import WIN
from uttt.app.friends.book import LinkGame, to_link
from uttt.app.friends.link import Link, decode, encode, fragment_of
from uttt.app.variants import CLASSIC, ULTIMATE

pytestmark = pytest.mark.e2e
CLASSIC_WIN = (0, 3, 1, 4, 2)
CANVAS_IMAGE = "() => document.getElementById('board').toDataURL()"
BOARD_IN_VIEW = """() => {
  const box = document.getElementById("board").getBoundingClientRect();
  const status = document.getElementById("status").getBoundingClientRect();
  return [box.top, box.bottom, window.innerHeight, window.scrollY, status.top];
}"""


@contextmanager
def device(browser: Any, viewport: dict[str, int] | None = None,
           workers: str = "allow") -> Iterator[Any]:
    """A fresh device (its own context) whose page errors are kept in ``uttt_errors``; it asks
    for less motion, so a canvas read right after a move holds the mark at its full size."""
    context = browser.new_context(service_workers=workers, viewport=viewport,
                                  reduced_motion="reduce")
    page = context.new_page()
    page.add_init_script(CSP_WATCH)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.__dict__["uttt_errors"] = errors
    try:
        yield page
    finally:
        context.close()


def classic_link(site_url: str, moves: tuple[int, ...]) -> str:
    game = LinkGame("classic", "Qk3xZ09a", 1, "a", "a", moves, names=("Ana", ""))
    return f"{site_url}#{encode(to_link(game))}"


def share(page: Any) -> Link:
    page.wait_for_selector("canvas#board[data-share^='http']", state="attached")
    return decode(fragment_of(str(page.locator("#board").get_attribute("data-share"))))


def test_a_classic_friend_game_sends_a_classic_link_and_takes_classic_taps(
    browser: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    with device(browser) as page:
        open_game(page, site_url, wait_ready)
        settings(page, game="classic")
        page.wait_for_selector("#title:has-text('Tic-Tac-Toe')")
        page.click("#friend-start")
        page.wait_for_selector("#friend:not([hidden])")
        click_cell(page, 8, classic=True)  # the bottom-right cell of the 3x3 board
        wait_record(page, CLASSIC.format_record((8,), None))
        link = share(page)
        assert (link.variant, link.moves) == ("classic", (8,))
        assert page.title() == "Tic-Tac-Toe"
        shoot(page, "shown-classic-friend.png")
        assert page.__dict__["uttt_errors"] == []


def test_a_classic_link_on_a_nine_board_device_is_classic_and_a_reload_keeps_it(
    browser: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    with device(browser, workers="block") as page:  # its requests can be refused
        open_game(page, classic_link(site_url, (4,)), wait_ready)
        wait_record(page, CLASSIC.format_record((4,), None))
        assert page.title() == "Tic-Tac-Toe"
        assert page.locator("#title").text_content() == "Tic-Tac-Toe"
        assert "Click an empty cell" in str(page.locator("#hint-mouse").text_content())
        click_cell(page, 8, classic=True)
        wait_record(page, CLASSIC.format_record((4, 8), None))
        assert share(page).moves == (4, 8)
        shoot(page, "shown-classic-link.png")
        drawn = page.evaluate(CANVAS_IMAGE)

        page.reload()  # the friend game stays on screen, classic
        wait_ready(page)
        wait_record(page, CLASSIC.format_record((4, 8), None))
        page.wait_for_selector("#friend:not([hidden])")
        assert page.title() == "Tic-Tac-Toe"
        page.wait_for_timeout(300)
        assert page.evaluate(CANVAS_IMAGE) == drawn
        shoot(page, "shown-classic-reload.png")

        page.route("**/start.js", lambda route: route.abort())  # before Python starts:
        page.reload()  # the title and the outline are the friend game's already
        assert page.title() == "Tic-Tac-Toe"
        assert page.evaluate("() => globalThis.utttBootGame") == "classic"
        page.unroute("**/start.js")
        page.reload()
        wait_ready(page)
        wait_record(page, CLASSIC.format_record((4, 8), None))
        errors = page.__dict__["uttt_errors"]
        errors[:] = [e for e in errors if "start.js" not in e]  # the load refused above

        page.click("#home")  # back to this device's nine-board round: no longer kept
        wait_record(page, "")
        page.reload()
        wait_ready(page)
        page.wait_for_selector("#friend[hidden]", state="attached")
        assert page.title() == "Ultimate Tic-Tac-Toe"
        assert page.__dict__["uttt_errors"] == []


def test_a_link_opened_in_a_scrolled_tab_brings_the_board_into_view(
    browser: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    with device(browser, {"width": 360, "height": 400}) as page:  # a short phone
        open_game(page, site_url, wait_ready)
        page.evaluate("() => window.scrollTo(0, document.documentElement.scrollHeight)")
        top, bottom, height, scrolled, _ = page.evaluate(BOARD_IN_VIEW)
        assert scrolled > 0 and top < 0, "the board must start (partly) out of view"
        page.goto(classic_link(site_url, (4,)))  # the same page: a hashchange
        wait_record(page, CLASSIC.format_record((4,), None))
        page.wait_for_timeout(300)
        top, bottom, height, _, status = page.evaluate(BOARD_IN_VIEW)
        assert top >= 0 and bottom <= height, (top, bottom, height)
        assert status >= 0  # whose turn it is, above the board, shows too
        shoot(page, "shown-revealed.png")
        assert page.__dict__["uttt_errors"] == []


def test_a_finished_classic_game_after_a_nine_board_report_paints_without_errors(
    browser: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    finished = classic_link(site_url, CLASSIC_WIN)
    with device(browser) as fresh:  # how the finished classic game looks on its own
        open_game(fresh, finished, wait_ready)
        wait_record(fresh, CLASSIC.format_record(CLASSIC_WIN, "1-0"))
        fresh.wait_for_timeout(300)
        expected = fresh.evaluate(CANVAS_IMAGE)
    with device(browser) as page:
        watched = Link("ultimate", "Zz3xZ09a", 1, "a", tuple(WIN), watch=True)
        open_game(page, f"{site_url}#{encode(watched)}", wait_ready)
        wait_record(page, ULTIMATE.format_record(tuple(WIN), "1-0"))
        page.wait_for_selector("#analysis:not([hidden])")  # the nine-board report
        page.goto(finished)
        wait_record(page, CLASSIC.format_record(CLASSIC_WIN, "1-0"))
        page.wait_for_timeout(LOCK_PAUSE_MS + 300)
        shoot(page, "shown-classic-after-report.png")
        assert page.__dict__["uttt_errors"] == []
        # the report is the classic game's own, from the solver, not the nine boards'
        page.wait_for_selector(f"#analysis[data-total='{len(CLASSIC_WIN)}']", state="attached")
        assert page.get_attribute("#analysis", "data-done") == str(len(CLASSIC_WIN))
        assert page.evaluate(CANVAS_IMAGE) == expected
        assert page.title() == "Tic-Tac-Toe"

        # A classic game to watch, not finished: classic, and the tip is the review's.
        shown = Link("classic", "Yy3xZ09a", 1, "a", CLASSIC_WIN[:3], watch=True)
        page.goto(f"{site_url}#{encode(shown)}")
        wait_record(page, CLASSIC.format_record(CLASSIC_WIN[:3], None))
        page.wait_for_selector("#hint-mouse:has-text('Step through the moves')")
        assert page.title() == "Tic-Tac-Toe"
        assert "empty cell" not in str(page.locator("#hint").text_content())
        shoot(page, "shown-classic-watch.png")
        assert page.__dict__["uttt_errors"] == []


def test_each_invitation_opened_in_a_row_shows_and_says_its_notice(
    browser: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    said = "Game from a link. Your friend is waiting for your move."
    with device(browser) as page:
        open_game(page, site_url, wait_ready)
        for series, move in (("Ma3xZ09a", 4), ("Mb3xZ09a", 0), ("Mc3xZ09a", 8)):
            invitation = Link("classic", series, 1, "a", (move,), None, ("Ana", ""), False)
            page.goto(f"{site_url}#{encode(invitation)}")  # the same page: a hashchange
            wait_record(page, CLASSIC.format_record((move,), None))
            page.wait_for_timeout(LOCK_PAUSE_MS)
            assert page.is_visible("#notice"), series
            assert page.text_content("#notice") == said
            assert said in page.text_content("#live")
        assert page.__dict__["uttt_errors"] == []
