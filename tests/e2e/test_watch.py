"""Computer vs computer in Chromium: two Beginners play to the end at full speed, pause and
one move at a time, then a person takes over mid-game and the computer answers."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from uttt.app.layout import cell_rect, compute_layout
from uttt.board import Board

from .conftest import PageWatch
from .helpers import open_game, shoot

pytestmark = pytest.mark.e2e

BOARD = "canvas#watch-board"


def moves(page: Any) -> list[int]:
    return [int(m) for m in (page.get_attribute("#watch-board", "data-record") or "").split()]



def wait_moves(page: Any, count: int, timeout_s: float = 60) -> list[int]:
    for _ in range(int(timeout_s * 10)):
        if len(moves(page)) >= count:
            return moves(page)
        page.wait_for_timeout(100)
    raise AssertionError(f"fewer than {count} moves: {moves(page)}")


def test_watch_to_the_end_then_take_over(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    open_game(page, site_url, wait_ready)
    page.click("#open-watch")
    page.wait_for_selector(f"{BOARD}[data-status='playing']", state="attached")
    page.select_option("#watch-speed", "fast")
    page.click("#watch-new")
    page.wait_for_selector(f"{BOARD}[data-status='over']", state="attached", timeout=120_000)
    played = moves(page)
    board = Board.from_moves(played)  # every move legal, and the game really ended
    assert board.is_game_over()
    status = page.text_content("#watch-status")
    assert status in ("X wins.", "O wins.", "A draw.")
    shoot(page, "watch-over.png")

    # A new game: pause, one move, then take over the side to move.
    page.click("#watch-new")
    wait_moves(page, 2)
    page.click("#watch-pause")
    page.wait_for_selector(f"{BOARD}[data-status='paused']", state="attached")
    page.wait_for_selector("#watch-step:not([disabled])")
    before = len(moves(page))
    page.click("#watch-step")
    after = wait_moves(page, before + 1)
    page.wait_for_timeout(800)
    assert len(moves(page)) == len(after) == before + 1   # one move, still paused
    page.click("#watch-take")
    page.wait_for_selector(f"{BOARD}[data-person='{'X' if len(after) % 2 == 0 else 'O'}']",
                           state="attached")
    assert page.text_content("#watch-status").startswith("Your move")
    position = Board.from_moves(after)
    mine = position.legal_moves()[0]
    box = page.locator("#watch-board").bounding_box()
    x, y = cell_rect(compute_layout(box["width"], box["height"]), mine).centre
    page.mouse.click(box["x"] + x, box["y"] + y)
    replied = wait_moves(page, len(after) + 2)
    assert replied[len(after)] == mine
    shoot(page, "watch-take-over.png")
    assert json.dumps(watch.problems()) == "[]"
