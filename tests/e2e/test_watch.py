"""Computer vs computer on the main board, in Chromium: the mode "Computer vs computer"
with a level per side plays to the end at full speed without counting in the scores; then
"Play again", pause, one move at a time, and a person takes over mid-game and the computer
answers."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from uttt.board import Board
from uttt.notation import parse_record

from .conftest import PageWatch
from .helpers import PHONE, click_cell, open_game, shoot

pytestmark = pytest.mark.e2e

BOARD = "canvas#board"


def moves(page: Any) -> list[int]:
    return list(parse_record(page.get_attribute(BOARD, "data-record") or "").moves)


def wait_moves(page: Any, count: int, timeout_s: float = 60) -> list[int]:
    for _ in range(int(timeout_s * 10)):
        if len(moves(page)) >= count:
            return moves(page)
        page.wait_for_timeout(100)
    raise AssertionError(f"fewer than {count} moves: {moves(page)}")


def test_computer_vs_computer_on_the_board_then_take_over(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    open_game(page, site_url, wait_ready)
    page.select_option("#mode", "cvc")
    page.wait_for_selector("#red-level-pick:not([hidden])")
    assert page.text_content("#level-label") == "Blue plays as"
    page.select_option("#red-level", "intermediate")
    page.select_option("#set-speed", "fast")
    page.wait_for_selector(f"{BOARD}[data-cvc='playing']", state="attached")
    page.wait_for_selector(f"{BOARD}[data-cvc='over']", state="attached", timeout=180_000)
    board = Board.from_moves(moves(page))  # every move legal, and the game really ended
    assert board.is_game_over()
    assert page.is_hidden("#score") and page.is_hidden("#selfplay")
    assert page.is_hidden("#rating")
    shoot(page, "cvc-over.png")

    # The next round: pause, one move, then take over the side to move.
    page.click("#play_again")
    wait_moves(page, 2)
    step_at = page.locator("#cvc_step").bounding_box()["x"]
    page.click("#cvc_pause")
    page.wait_for_selector(f"{BOARD}[data-cvc='paused']", state="attached")
    assert page.get_attribute("#cvc_pause", "aria-pressed") == "true"
    assert page.locator("#cvc_step").bounding_box()["x"] == step_at   # "Resume": no shift
    for name in ("#undo", "#resign", "#hint-button"):       # nobody here may use them
        assert page.is_hidden(name), name
    assert page.text_content("#hint-mouse").startswith("The computer plays both sides")
    shoot(page, "cvc-paused.png")
    page.set_viewport_size(PHONE)
    page.locator("#selfplay").scroll_into_view_if_needed()
    shoot(page, "cvc-paused-phone.png")
    page.set_viewport_size({"width": 1280, "height": 800})
    page.wait_for_selector("#cvc_step:not([disabled])")
    before = len(moves(page))
    page.click("#cvc_step")
    after = wait_moves(page, before + 1)
    page.wait_for_selector("#cvc_step:not([disabled])")
    page.wait_for_timeout(800)
    assert len(moves(page)) == len(after) == before + 1   # one move, still paused
    page.click("#cvc_take")
    page.wait_for_selector(f"{BOARD}[data-taken]:not([data-taken=''])", state="attached")
    colour = page.get_attribute(BOARD, "data-taken")
    assert colour in ("red", "blue")
    page.wait_for_selector("#selfplay", state="hidden")
    # The pickers show the seats in play: you against one computer, its level only.
    assert page.input_value("#mode") == "taken"
    assert page.is_hidden("#red-level-pick" if colour == "red" else "#level-pick")
    assert page.is_visible("#level-pick" if colour == "red" else "#red-level-pick")
    mine = Board.from_moves(after).legal_moves()[0]
    click_cell(page, mine)
    replied = wait_moves(page, len(after) + 2)
    assert replied[len(after)] == mine
    assert not page.is_disabled("#resign")                 # a person sits here now
    shoot(page, "cvc-take-over.png")
    page.set_viewport_size(PHONE)
    page.wait_for_timeout(300)
    shoot(page, "cvc-take-over-phone.png")
    assert json.dumps(watch.problems()) == "[]"


def test_a_pause_survives_a_reload(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    """Pause, reload: still paused, the same moves, no search running; One move plays one
    and stays paused, across a reload too. (A reload once resumed play.)"""
    open_game(page, site_url, wait_ready)
    page.select_option("#mode", "cvc")
    page.select_option("#red-level", "beginner")
    page.select_option("#level", "beginner")
    page.select_option("#set-speed", "fast")  # had it played on, moves would come at once
    wait_moves(page, 2)
    page.click("#cvc_pause")
    page.wait_for_selector(f"{BOARD}[data-cvc='paused'][data-thinking='0']", state="attached")
    before = moves(page)

    page.reload()
    wait_ready(page)  # the state below is the first the page shows
    assert page.get_attribute(BOARD, "data-cvc") == "paused"
    assert page.get_attribute(BOARD, "data-thinking") == "0"  # no search was started
    assert page.get_attribute("#cvc_pause", "aria-pressed") == "true"
    assert page.text_content("#status").startswith("Paused: ")
    assert moves(page) == before

    page.click("#cvc_step")
    after = wait_moves(page, len(before) + 1)
    # The move and the page's texts change in one task: once the record has it, the
    # button is back and the computer idle, or it would be thinking of the next move.
    page.wait_for_selector(f"{BOARD}[data-cvc='paused'][data-thinking='0']", state="attached")
    assert page.is_enabled("#cvc_step")
    assert after[: len(before)] == before and len(after) == len(before) + 1

    page.reload()
    wait_ready(page)
    assert page.get_attribute(BOARD, "data-cvc") == "paused" and moves(page) == after
    page.click("#cvc_pause")  # Resume: it plays on
    wait_moves(page, len(after) + 1)
    assert page.get_attribute(BOARD, "data-cvc") in ("playing", "over")
    assert json.dumps(watch.problems()) == "[]"
