"""The board's size on phones, nothing moving after the first paint (the browser's own
layout-shift entries through a whole game with the turn timer on), the hint that fits the
input, and screen-reader sentences that end properly in the three languages."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from uttt.app.canvas.layout import compute_layout
from uttt.app.texts.i18n import TABLES, Language
from uttt.board import Board
from uttt.notation import parse_record

from .conftest import CSP_WATCH
from .helpers import LOCK_PAUSE_MS, click_cell, open_game, settings, shoot, wait_unlocked

pytestmark = pytest.mark.e2e

SHIFTS = """
window.__utttShifts = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    window.__utttShifts.push({value: e.value, input: e.hadRecentInput,
      sources: e.sources.map((s) => [s.node ? (s.node.id || s.node.nodeName) : "?",
        s.node?.parentElement?.id, s.node?.textContent?.slice(0, 40),
        JSON.stringify(s.previousRect), JSON.stringify(s.currentRect)])});
  }
}).observe({type: "layout-shift", buffered: true});
"""
"""An init script collecting every layout-shift entry, with or without recent input."""


@pytest.fixture
def opened(browser: Any) -> Iterator[Callable[..., Any]]:
    """Open a page in a fresh context of the given viewport, locale and input kind."""
    contexts: list[Any] = []

    def open_page(width: int, height: int, locale: str = "en-US", touch: bool = False) -> Any:
        context = browser.new_context(viewport={"width": width, "height": height},
                                      locale=locale, has_touch=touch, is_mobile=touch)
        contexts.append(context)
        page = context.new_page()
        page.add_init_script(CSP_WATCH + SHIFTS)
        return page

    yield open_page
    for context in contexts:
        context.close()


def record(page: Any) -> str:
    return str(page.get_attribute("#board", "data-record"))


def wait_change(page: Any, before: str) -> None:
    page.wait_for_selector(f'canvas#board:not([data-record="{before}"])', state="attached")


@pytest.mark.parametrize(("width", "height"), [(360, 740), (740, 360), (320, 640)])
def test_the_board_uses_the_phone(
    opened: Callable[..., Any], site_url: str, wait_ready: Callable[[Any], None],
    width: int, height: int,
) -> None:
    page = opened(width, height, touch=True)
    open_game(page, site_url, wait_ready)
    box = page.locator("#board").bounding_box()
    drawn = compute_layout(box["width"], box["height"]).board
    assert page.evaluate("document.documentElement.scrollWidth") <= width  # nothing cut off
    assert box["x"] >= 0 and box["x"] + box["width"] <= width
    if (width, height) == (360, 740):
        assert box["width"] >= 340 and drawn.w >= 340, box
        status = page.locator("#status").bounding_box()
        assert status["height"] < 48  # one line, no empty second one
        assert page.get_attribute("#status", "data-fit") == "0"
    if (width, height) == (740, 360):
        assert box["height"] >= 320 and drawn.h >= 320, box
        panel = page.locator(".panel").bounding_box()
        assert panel["x"] >= box["x"] + box["width"]  # beside the board, not under it
        assert box["y"] >= 0 and box["y"] + box["height"] <= height
    shoot(page, f"board-{width}x{height}.png")


def settle_timer(page: Any) -> None:
    page.click("#open-settings")
    page.wait_for_selector("#settings-panel[open]")
    page.select_option("#set-turn_timer", "30")
    page.click("#close-settings")
    page.wait_for_selector("#timer:not([hidden])")


@pytest.mark.parametrize(("width", "height", "locale"),
                         [(360, 740, "pt-PT"), (740, 360, "pt-BR"), (1280, 800, "en-US")])
def test_nothing_moves_through_a_whole_game(
    opened: Callable[..., Any], site_url: str, wait_ready: Callable[[Any], None],
    width: int, height: int, locale: str,
) -> None:
    """A whole two-player game with the timer on, one turn running out on the way: the
    browser reports no layout shift at all, not even one that follows an input."""
    page = opened(width, height, locale)
    page.clock.install()
    open_game(page, site_url, wait_ready)
    settle_timer(page)
    page.reload()  # measured from the first paint of a page that has the timer on
    wait_ready(page)
    # Reaching the settings button scrolled a phone page down, and a reload keeps that:
    # back to the top, so that every cell the test clicks is on screen.
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_selector("#timer:not([hidden])")
    rng = random.Random(width)
    while "-" not in record(page).split(" ")[-1]:  # until a result ends the record
        before = record(page)
        board = Board.from_moves(parse_record(before).moves)
        if board.ply == 6:  # let this turn run out: the computer moves for the player
            page.clock.fast_forward(31_000)
            page.wait_for_selector("#status-note:not([hidden])")
            wait_change(page, before)
            page.wait_for_timeout(LOCK_PAUSE_MS)  # that move locks from when it was made
        else:
            click_cell(page, rng.choice(board.legal_moves()))
            wait_change(page, before)
            wait_unlocked(page)
    page.wait_for_selector("#result:not([hidden])")
    page.wait_for_timeout(500)
    shoot(page, f"after-game-{width}x{height}.png")
    # The browser saw nothing move but the status's own text, re-set inside its box.
    moved = [source for shift in page.evaluate("window.__utttShifts")
             for source in shift["sources"] if "status-text" not in source[:2]]
    assert moved == []


def test_the_hint_fits_the_input(
    opened: Callable[..., Any], site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    phone = opened(360, 740, touch=True)
    open_game(phone, site_url, wait_ready)
    assert phone.is_visible("#hint-touch") and phone.is_hidden("#hint-mouse")
    assert phone.text_content("#hint-touch").startswith("Tap a lit cell")
    desk = opened(1280, 800)
    open_game(desk, site_url, wait_ready)
    assert desk.is_visible("#hint-mouse") and desk.is_hidden("#hint-touch")
    assert desk.text_content("#hint-mouse").startswith("Click a lit cell")


CLASSIC_DRAW = (0, 4, 8, 1, 7, 6, 2, 5, 3)
RUN_ON = re.compile(r"[a-zà-ÿ0-9] [A-ZÀ-Ý][a-zà-ÿ]")
"""A word, a space, then a capitalised word: two sentences run together."""


@pytest.mark.parametrize(("locale", "language"),
                         [("en-US", "en"), ("pt-BR", "pt-BR"), ("pt-PT", "pt-PT")])
def test_announced_sentences_end(
    opened: Callable[..., Any], site_url: str, wait_ready: Callable[[Any], None],
    locale: str, language: Language,
) -> None:
    """A classic round ends in a draw: the live region says the move, the status, the
    result and who opens next, each sentence ended, in the page's language."""
    page = opened(1280, 800, locale)
    open_game(page, site_url, wait_ready)
    page.click("#open-settings")
    page.select_option("#set-game", "classic")
    page.click("#close-settings")
    if page.is_visible("#switch_confirm"):
        page.click("#switch_confirm")
    page.wait_for_selector('canvas#board[data-record=""]', state="attached")
    for cell in CLASSIC_DRAW:
        before = record(page)
        click_cell(page, cell, classic=True)
        wait_change(page, before)
        wait_unlocked(page)
    page.wait_for_selector("#result:not([hidden])")
    live = page.text_content("#live")
    table = TABLES[language]
    draw = table["status.draw"].format(round=1)
    assert draw + ". " in live, live
    assert table["result.classic_draw"] in live
    assert live.endswith("."), live
    assert not RUN_ON.search(live), live


def _status_box(page: Any) -> dict[str, Any]:
    """Where the board and the status are, and how the status sets its text."""
    return dict(page.locator("#status").evaluate("""(s) => {
      const board = document.getElementById("board").getBoundingClientRect();
      const box = s.getBoundingClientRect();
      return {board: [board.x, board.y, board.width, board.height], status: box.height,
              fit: s.dataset.fit, font: parseFloat(getComputedStyle(s).fontSize),
              lines: Math.round(document.getElementById("status-text").getBoundingClientRect()
                                .height / parseFloat(getComputedStyle(s).lineHeight)),
              text: s.textContent, hidden: s.scrollHeight - s.clientHeight}; }"""))


@pytest.mark.parametrize("locale", ["en-US", "pt-BR", "pt-PT"])
def test_a_longer_status_wraps_at_14_px_and_nothing_moves(
    opened: Callable[..., Any], site_url: str, wait_ready: Callable[[Any], None], locale: str,
) -> None:
    """On a 360 px phone with the turn timer on, a status too long for one line wraps to
    two lines of 14 px in the same box (it once shrank to 12.8 px on one line's worth of
    text, and wrapping it once grew the box and moved the board)."""
    page = opened(360, 640, locale)
    page.clock.install()
    open_game(page, site_url, wait_ready)
    page.clock.pause_at(page.evaluate("Date.now()"))  # the 60 s never run out here
    settings(page, turn_timer="60")
    page.evaluate("window.scrollTo(0, 0)")
    page.clock.run_for(100)
    page.wait_for_selector("#timer:not([hidden])")
    first = _status_box(page)
    seen = [first]
    click_cell(page, 36)  # d4 sends Blue to the top-left board
    page.wait_for_selector('canvas#board[data-record="1. d4"]', state="attached")
    page.clock.run_for(100)
    seen.append(_status_box(page))
    page.click("#undo")  # and back to the short opening line
    page.wait_for_selector('canvas#board[data-record=""]', state="attached")
    page.clock.run_for(100)
    seen.append(_status_box(page))
    shoot(page, f"status-wrap-360x640-{locale}.png")
    for state in seen:
        assert state["board"] == first["board"] and state["status"] == first["status"], state
        assert state["hidden"] <= 1, state  # nothing cut off
        assert state["fit"] == "0" or state["font"] >= 14, state
    wrapped = seen[1]  # "… plays in the top-left board" and the timer: two lines everywhere
    assert wrapped["lines"] == 2 and wrapped["fit"] == "1", wrapped
    assert seen[2]["text"] == first["text"] != wrapped["text"]
    # The browser saw nothing move but the status's own text, re-set inside its box.
    moved = [source for shift in page.evaluate("window.__utttShifts")
             for source in shift["sources"] if "status-text" not in source[:2]]
    assert moved == []


def test_the_status_sits_in_the_middle_of_its_box(
    opened: Callable[..., Any], site_url: str, wait_ready: Callable[[Any], None],
) -> None:
    """A status that fits one line only at 14 px (data-fit="1": pt-BR's opening line on a
    phone) is set in the middle of its box, as one of 16 px is, not against its top."""
    page = opened(360, 740, "pt-BR")
    open_game(page, site_url, wait_ready)
    page.wait_for_selector("#status[data-fit='1']", state="attached")
    text, lines, above, below = page.locator("#status").evaluate("""(s) => {
      const box = s.getBoundingClientRect(), style = getComputedStyle(s);
      const text = document.getElementById("status-text").getBoundingClientRect();
      const inner = [box.top + parseFloat(style.paddingTop),
                     box.bottom - parseFloat(style.paddingBottom)];
      return [s.textContent, Math.round(text.height / parseFloat(style.lineHeight)),
              text.top - inner[0], inner[1] - text.bottom]; }""")
    assert lines == 1 and "Vermelho" in text, text
    assert abs(above - below) <= 1, (above, below)
    shoot(page, "status-middle-360x740-pt-BR.png")


def test_a_notice_shows_on_an_upright_phone_without_scrolling(
    opened: Callable[..., Any], site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    """A notice stands under the board's buttons, not at the end of the page: on an
    upright phone a damaged link's message was 830 px down a 844 px screen."""
    page = opened(390, 844, touch=True)
    open_game(page, site_url + "#t1.pua-.3BcNkDpF.1.3.xZ.An", wait_ready)  # a cut link
    page.wait_for_selector("#notice:not([hidden])")
    assert "damaged" in str(page.locator("#notice").text_content())
    box = page.locator("#notice").bounding_box()
    board = page.locator("#board").bounding_box()
    assert box["y"] >= board["y"] + board["height"] and box["y"] + box["height"] <= 844, box
    assert page.evaluate("window.scrollY") == 0
    shoot(page, "notice-phone.png")
