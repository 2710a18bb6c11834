"""The position editor in Chromium: a position set up by taps and pickers and played
against the computer; a position link opened in the editor; a bad position link refused
with its reason while the round on screen stays.

Waits are selector waits (the page's CSP forbids string evaluation)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from uttt.board import Board
from uttt.notation import format_record

from .conftest import PageWatch
from .helpers import LOCK_PAUSE_MS, click_cell, open_game, shoot, wait_record

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
E5_LINK = "#p=9/9/9/9/4x4/9/9/9/9_O_1_e5"
E5_TEXT = "9/9/9/9/4x4/9/9/9/9 O 1 e5"
VALID = "#position[data-valid='true']"
VALUES_TIMEOUT = 60_000


def wait_record_starts(page: Any, head: str, timeout: int = 10_000) -> None:
    """Wait until the canvas's ``data-record`` begins with ``head`` (a record from a
    position holds a line break and quotes: no attribute selector reads it)."""
    page.wait_for_function(
        "head => (document.querySelector('canvas#board').dataset.record || '')"
        ".startsWith(head)", arg=head, timeout=timeout)


def test_a_position_set_up_and_played_against_the_computer(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page.set_viewport_size(PHONE)
    open_game(page, site_url, wait_ready)
    page.select_option("#mode", "computer")
    page.wait_for_selector("#level-pick:not([hidden])", state="attached")
    page.click("#pos-open")
    page.wait_for_selector("#position:not([hidden])")
    page.click("#position-grid [data-cell='40']")  # X in e5
    page.wait_for_selector("#position-grid [data-cell='40'].mX")
    page.click("#position-grid [data-cell='36']")  # X in d4: two X, no O
    page.wait_for_selector("#position[data-valid='false']", state="attached")
    assert page.text_content("#position-check") == (
        "The number of X and O marks does not fit the side to move.")
    page.click("#position-grid [data-cell='36']")  # X -> O in d4
    page.wait_for_selector(VALID, state="attached")
    page.select_option("#position-target", "4")  # no O at a centre cell: no way there
    page.wait_for_selector("#position[data-valid='false']", state="attached")
    assert "sends play to that board" in (page.text_content("#position-check") or "")
    page.select_option("#position-target", "any")
    page.wait_for_selector(VALID, state="attached")
    assert page.input_value("#position-text") == "9/9/9/3o5/4x4/9/9/9/9 X 2 0000"
    shoot(page, "position-editor-phone.png")
    page.set_viewport_size(DESKTOP)
    shoot(page, "position-editor-desktop.png")
    page.set_viewport_size(PHONE)
    page.click("#pos-computer")
    page.wait_for_selector("#position", state="hidden")
    wait_record(page, '[FEN "9/9/9/3o5/4x4/9/9/9/9 X 2 0000"]')
    page.wait_for_timeout(LOCK_PAUSE_MS)
    click_cell(page, 42)  # X to move in the centre board (any board: the target is free)
    first = format_record([42], start="9/9/9/3o5/4x4/9/9/9/9 X 2 0000")
    wait_record_starts(page, first + " ", 15_000)
    page.wait_for_selector("canvas#board[data-thinking='0']", state="attached")
    shoot(page, "position-played-phone.png")
    page.reload()
    wait_ready(page)
    wait_record_starts(page, first + " ")
    assert not watch.problems()


def test_a_position_link_opens_the_editor(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page.set_viewport_size(DESKTOP)
    open_game(page, site_url + E5_LINK, wait_ready)
    page.wait_for_selector("#position:not([hidden])")
    page.wait_for_selector(VALID, state="attached")
    assert page.input_value("#position-text") == "9/9/9/9/4x4/9/9/9/9 O 1 e5"
    assert page.input_value("#position-target") == "4"
    assert page.input_value("#position-side") == "O"
    page.set_viewport_size({"width": 390, "height": 844})  # a phone names the pickers too
    for name in ("side", "target"):
        label = page.locator(f".position-picks label:has(#position-{name}) > span")
        assert (label.bounding_box() or {}).get("width", 0) > 20, name
    page.set_viewport_size(DESKTOP)
    page.click("#pos-two")
    page.wait_for_selector("#position", state="hidden")
    click_cell(page, 36)
    wait_record_starts(page, format_record([36], start=E5_TEXT))
    assert not watch.problems()


def test_a_bad_position_link_is_refused_and_the_round_stays(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page.set_viewport_size(PHONE)
    open_game(page, site_url, wait_ready)
    click_cell(page, 40)
    wait_record(page, format_record([40]))
    page.goto(site_url + "#p=9/9/9/9/4o4/9/9/9/9_O_1_e5")
    page.wait_for_selector("#notice:not([hidden])")
    assert "position link cannot be opened" in (page.text_content("#notice") or "")
    assert "does not fit the side to move" in (page.text_content("#notice") or "")
    assert page.is_hidden("#position")
    wait_record(page, format_record([40]))
    shoot(page, "position-bad-link-phone.png")
    assert not watch.problems()


def test_a_position_set_up_is_analysed_with_every_move_s_value_and_left(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page.set_viewport_size(PHONE)
    open_game(page, site_url + E5_LINK, wait_ready)
    page.wait_for_selector(VALID, state="attached")
    record = page.get_attribute("#board", "data-record")  # this device's round
    page.click("#pos-analyse")
    page.wait_for_selector("#position", state="hidden")
    page.wait_for_selector("#explore:not([hidden])", state="attached")
    page.wait_for_selector("#home:not([hidden])", state="attached")
    click_cell(page, 36)  # O in d4: a variation from the position
    page.wait_for_selector("#explore[data-at='36']", state="attached")
    assert "Variation" in page.inner_text("#status-text")
    page.click("#values-toggle")
    after = Board.from_fen(E5_TEXT)
    after.push(36)
    legal = len(after.legal_moves())
    page.wait_for_selector(f"#board[data-values='{legal}']", state="attached",
                           timeout=VALUES_TIMEOUT)
    assert page.locator("#values-lines li").count() == 3
    assert page.locator("#values-list li").count() == legal
    page.wait_for_timeout(100)
    shoot(page, "position-analysed-phone.png")
    page.set_viewport_size(DESKTOP)
    page.wait_for_timeout(200)
    shoot(page, "position-analysed-desktop.png")
    page.click("#var-leave")  # back to the position itself: its own values
    page.wait_for_selector("#explore[data-at='']", state="attached")
    page.wait_for_selector("#board[data-values='8']", state="attached", timeout=VALUES_TIMEOUT)
    page.click("#home")
    page.wait_for_selector("#explore", state="hidden")
    assert page.get_attribute("#board", "data-record") == record
    assert not watch.problems()


def _cell_sizes(page: Any) -> tuple[tuple[float, float], list[tuple[float, float]]]:
    """The grid's width and height, and every cell's (in the grid's order)."""
    grid = page.locator("#position-grid").bounding_box() or {}
    cells = page.locator("#position-grid .pcell")
    sizes = []
    for index in range(cells.count()):
        box = cells.nth(index).bounding_box() or {}
        sizes.append((box.get("width", 0.0), box.get("height", 0.0)))
    return (grid.get("width", 0.0), grid.get("height", 0.0)), sizes


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_editor_s_grid_stays_square_when_marks_are_placed(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None],
    viewport: dict[str, int]
) -> None:
    page.set_viewport_size(viewport)
    open_game(page, site_url, wait_ready)
    page.click("#pos-open")
    page.wait_for_selector("#position:not([hidden])")
    empty_grid, empty = _cell_sizes(page)
    for move in (0, 1, 2, 40, 80):  # X in the top row, in e5 and i1; one O
        page.click(f"#position-grid [data-cell='{move}']")
        page.wait_for_selector(f"#position-grid [data-cell='{move}'].mX")
    page.click("#position-grid [data-cell='80']")
    page.wait_for_selector("#position-grid [data-cell='80'].mO")
    marked_grid, marked = _cell_sizes(page)
    shoot(page, f"position-grid-{viewport['width']}.png")
    for (width, height), cells in ((empty_grid, empty), (marked_grid, marked)):
        assert abs(width - height) <= 1, (width, height)
        sides = [side for cell in cells for side in cell]
        assert max(sides) - min(sides) <= 2, (min(sides), max(sides))  # all cells alike
    assert abs(marked_grid[1] - empty_grid[1]) <= 1, (empty_grid, marked_grid)
    assert not watch.problems()


SHORT_GAME = (45, 5, 53, 80, 72, 4, 39, 27, 2, 22, 36, 3, 33, 61, 63, 59, 52, 67, 41, 50, 46,
              16, 64, 9, 51, 54, 75, 29, 21, 28, 15, 56, 26, 78, 60, 55)
"""A random game that O wins on its 36th move (random.Random(854))."""


def test_the_editor_on_a_finished_game_holds_the_move_chosen_and_its_end(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    from uttt.app.friends.link import Link, encode

    page.set_viewport_size(DESKTOP)
    link = Link("ultimate", "Zz3xZ09a", 1, "a", SHORT_GAME, watch=True)
    open_game(page, f"{site_url}#{encode(link)}", wait_ready)
    page.wait_for_selector("#ply-25")
    page.click("#ply-25")
    page.wait_for_selector("#ply-25[aria-selected='true']", state="attached")
    page.click("#pos-open")
    page.wait_for_selector(VALID, state="attached")
    assert page.input_value("#position-text") == Board.from_moves(SHORT_GAME[:25]).fen()
    assert page.is_enabled("#pos-computer") and page.is_enabled("#pos-analyse")
    shoot(page, "position-from-move-25.png")
    page.click("#pos-close")
    page.click(f"#ply-{len(SHORT_GAME)}")
    page.click("#pos-open")
    page.wait_for_selector("#position-check[data-error='over']", state="attached")
    assert page.input_value("#position-text") == Board.from_moves(SHORT_GAME).fen()
    assert page.text_content("#position-check") == (
        "The game is over here: nothing is left to play.")
    assert not page.is_enabled("#pos-computer") and not page.is_enabled("#pos-two")
    assert page.is_enabled("#pos-analyse") and page.is_enabled("#pos-share")
    shoot(page, "position-from-the-end.png")
    page.click("#pos-analyse")
    page.wait_for_selector("#position", state="hidden")
    wait_record_starts(page, f'[FEN "{Board.from_moves(SHORT_GAME).fen()}"]')
    assert not watch.problems()
