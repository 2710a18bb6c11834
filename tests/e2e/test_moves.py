"""The review's move list in Chromium: numbered pairs beside the board on wide screens
and under it on phones, the move on screen marked (and scrolled into view), a move
chosen by click or by keyboard shows its position, and the board keeps its size."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from uttt.notation import format_record

from .conftest import CSP_WATCH, PREFIX
from .helpers import SHOTS, shoot
from .test_layout import SHIFTS

pytestmark = pytest.mark.e2e

STATE_KEY = f"{PREFIX}uttt:v1:state"
WIN = [28, 9, 2, 22, 43, 68, 49, 39, 29, 26, 80, 73, 10, 12, 27, 3, 40, 41, 50, 45,
       0, 8, 78, 58, 37, 13, 16, 66, 48]
DRAWN_CLASSIC = [4, 0, 2, 6, 3, 5, 8, 1, 7]


def saved(moves: list[int], game: str = "ultimate") -> str:
    # A whole schema 2 save, as that code wrote it: settings name the same game as the round
    # (a round without them would be conformed to the default game and reported damaged).
    return json.dumps({"schema": 2, "settings": {
        "alternate_starter": True, "mode": "two_players", "level": "beginner", "game": game,
        "language": "auto", "turn_timer": 0}, "match": {
        "round_id": "0" * 15 + "7", "game": game, "mode": "two_players", "level": "beginner",
        "round": 1, "opener": "red", "moves": moves, "resigned_by": None}})


@pytest.fixture
def finished(browser: Any, site_url: str, wait_ready: Callable[[Any], None]
             ) -> Iterator[Callable[..., Any]]:
    """A page at a viewport showing a finished round (saved before the page loads)."""
    contexts: list[Any] = []

    def open_page(width: int, height: int, moves: list[int] = WIN, game: str = "ultimate",
                  locale: str = "en-US") -> Any:
        context = browser.new_context(viewport={"width": width, "height": height},
                                      locale=locale)
        contexts.append(context)
        page = context.new_page()
        page.add_init_script(CSP_WATCH + SHIFTS + f"""
          if (!localStorage.getItem({json.dumps(STATE_KEY)}))
            localStorage.setItem({json.dumps(STATE_KEY)}, {json.dumps(saved(moves, game))});
        """)
        page.goto(site_url)
        wait_ready(page)
        page.wait_for_selector("#moves:not([hidden])")
        return page

    yield open_page
    for context in contexts:
        context.close()


def words(page: Any) -> list[str]:
    return page.eval_on_selector_all("#moves-list li > *", "els => els.map(e => e.textContent)")


def current(page: Any) -> list[str]:
    return page.eval_on_selector_all('#moves-list [aria-selected="true"]',
                                     "els => els.map(e => e.id)")


def status(page: Any) -> str:
    return str(page.text_content("#status-text"))


def in_view(page: Any, selector: str) -> bool:
    """Whether the element is inside its list's visible box."""
    item = page.locator(selector).bounding_box()
    box = page.locator("#moves-list").bounding_box()
    return bool(box["y"] - 1 <= item["y"] and item["y"] + item["height"] <= box["y"]
                + box["height"] + 1)


def test_the_list_reads_like_the_record_and_marks_the_last_move(finished: Any) -> None:
    page = finished(1280, 800)
    assert " ".join(words(page)) == format_record(WIN)
    assert current(page) == ["ply-29"] and in_view(page, "#ply-29")
    assert page.get_attribute("#ply-6", "aria-label") == "3… " + page.text_content("#ply-6")
    board, moves = (page.locator(s).bounding_box() for s in ("#board", "#moves"))
    assert moves["x"] >= board["x"] + board["width"]  # beside the board


def shifts(page: Any) -> list[Any]:
    """Every layout shift so far, with recent input or not."""
    return list(page.evaluate("window.__utttShifts"))


def moved(page: Any, since: int) -> list[Any]:
    """Shifts since the ``since``-th that count (no recent input), or that moved the
    move list or anything in it (with input too: choosing a move moves no move)."""
    ours = {"moves", "moves-list", "moves-title"}
    return [shift for shift in shifts(page)[since:] if not shift["input"]
            or any(source[0] in ours or source[1] in ours or str(source[0]).startswith("ply-")
                   for source in shift["sources"])]


def test_a_click_jumps_and_the_steps_move_the_mark(finished: Any) -> None:
    page = finished(1280, 800)
    before = len(shifts(page))
    page.click("#ply-6")
    page.wait_for_selector('#ply-6[aria-selected="true"]')
    name = page.text_content("#ply-6")
    assert current(page) == ["ply-6"] and status(page) == f"Review: 3… {name} — 6 of 29"
    shoot(page, "review-moves-1280x800.png")
    page.click("#next")
    page.wait_for_selector('#ply-7[aria-selected="true"]')
    page.click("#first")
    page.wait_for_selector("#first:disabled")
    assert current(page) == [] and focused(page) == "next"  # not dropped to the page
    page.click("#next")
    page.wait_for_selector('#ply-1[aria-selected="true"]')
    assert in_view(page, "#ply-1")  # the list scrolled back up to it
    page.focus("#last")
    page.keyboard.press("Enter")
    page.wait_for_selector("#last:disabled")
    assert focused(page) == "first"  # the focus stays in the steps
    assert moved(page, before) == []


CUT_ROWS = """() => {
  const list = document.getElementById("moves-list"), box = list.getBoundingClientRect();
  return [...list.children].map((li) => li.getBoundingClientRect())
    .filter((row) => row.top < box.bottom - 1 && row.bottom > box.top + 1
                     && (row.top < box.top - 1 || row.bottom > box.bottom + 1))
    .map((row) => [Math.round(row.top - box.top), Math.round(row.bottom - box.top)]);
}"""


@pytest.mark.parametrize(("width", "height"), [(360, 780), (1280, 800)])
def test_the_list_shows_whole_rows_only(finished: Any, width: int, height: int) -> None:
    """A long game's list scrolled to its last move, to its first, and scrolled by hand
    shows no part of a row (half a row stood under the step buttons)."""
    page = finished(width, height)
    assert page.evaluate(CUT_ROWS) == []
    page.click("#first")
    page.click("#next")
    page.wait_for_selector('#ply-1[aria-selected="true"]')
    assert page.evaluate(CUT_ROWS) == []
    page.locator("#moves-list").hover()
    page.mouse.wheel(0, 30)
    page.wait_for_timeout(600)  # the scroll settles on a row
    assert page.evaluate(CUT_ROWS) == []
    shoot(page, f"review-moves-rows-{width}.png")


def focused(page: Any) -> str:
    return str(page.evaluate("() => document.activeElement.id"))


def test_by_keyboard_the_list_is_one_tab_stop_with_arrows(finished: Any) -> None:
    page = finished(1280, 800)
    page.focus("#prev")  # the last enabled control before the list
    page.keyboard.press("Tab")
    assert focused(page) == "ply-29"  # one Tab: into the list, on the move shown
    assert page.get_attribute("#moves-list", "role") == "listbox"
    page.keyboard.press("ArrowLeft")
    page.wait_for_selector('#ply-28[aria-selected="true"]')
    assert focused(page) == "ply-28" and status(page).endswith("— 28 of 29")
    shoot(page, "review-moves-keyboard-1280x800.png")  # the focus ring on the chosen move
    page.keyboard.press("ArrowUp")
    page.wait_for_selector('#ply-27[aria-selected="true"]')
    page.keyboard.press("ArrowDown")
    page.wait_for_selector('#ply-28[aria-selected="true"]')
    assert focused(page) == "ply-28"
    page.keyboard.press("Home")
    page.wait_for_selector("#first:disabled")
    assert current(page) == [] and focused(page) == "ply-1" and in_view(page, "#ply-1")
    assert status(page) == "Review: the start — 0 of 29"
    page.keyboard.press("ArrowRight")
    page.wait_for_selector('#ply-1[aria-selected="true"]')
    name = page.text_content("#ply-1")
    assert page.text_content("#live").endswith(f"1. {name} — 1 of 29.")
    page.keyboard.press("End")
    page.wait_for_selector('#ply-29[aria-selected="true"]')
    assert focused(page) == "ply-29" and in_view(page, "#ply-29")
    page.keyboard.press("Tab")  # one Tab: out of the list again
    assert not focused(page).startswith("ply-")
    page.keyboard.press("Shift+Tab")
    assert focused(page) == "ply-29"
    page.focus("#ply-10")  # Enter on a move shows it too
    page.keyboard.press("Enter")
    page.wait_for_selector('#ply-10[aria-selected="true"]')
    assert focused(page) == "ply-10" and status(page).endswith("— 10 of 29")


@pytest.mark.parametrize(("width", "height"), [(360, 740), (740, 360)])
def test_on_phones_the_board_keeps_its_size(finished: Any, width: int, height: int) -> None:
    page = finished(width, height)
    board = page.locator("#board").bounding_box()
    assert (board["width"] >= 340) if width < height else (board["height"] >= 320)
    moves = page.locator("#moves").bounding_box()
    if width < height:
        assert moves["y"] >= board["y"] + board["height"]  # under the board
    else:
        assert moves["x"] >= board["x"] + board["width"]  # beside it
    assert page.evaluate("() => document.documentElement.scrollWidth") <= width
    page.locator("#moves").scroll_into_view_if_needed()
    before = len(shifts(page))
    page.click("#ply-3")
    page.wait_for_selector('#ply-3[aria-selected="true"]')
    assert moved(page, before) == []
    # Scrolled down to the list, the board is still wholly in view and the move tapped is
    # not under it: the player sees the position the tap chose.
    board, tapped = (page.locator(s).bounding_box() for s in ("#board", "#ply-3"))
    assert board["y"] >= -1 and board["y"] + board["height"] <= height + 1
    if width < height:
        assert page.evaluate("scrollY") > 0 and tapped["y"] >= board["y"] + board["height"]
    else:
        assert tapped["x"] >= board["x"] + board["width"]
    shoot(page, f"review-moves-{width}x{height}.png")
    page.screenshot(path=str(SHOTS / f"review-moves-{width}x{height}-full.png"), full_page=True)


def test_classic_in_portuguese(finished: Any) -> None:
    page = finished(1280, 800, DRAWN_CLASSIC, "classic", "pt-BR")
    assert page.text_content("#moves-title") == "Jogadas"
    assert words(page)[:3] == ["1.", "b2", "a1"]
    page.click("#ply-2")
    page.wait_for_selector('#ply-2[aria-selected="true"]')
    assert page.is_hidden("#notice")  # a whole save loads without a damage notice
    shoot(page, "review-moves-classic-1280x800.png")
