"""A classic game against the computer is rated, on the classic rating of its own, in
Chromium: a schema 2 save (with a nine-board rating) loads, a perfect game draws Master,
the panel names the classic rating and its change, and the save keeps both ratings."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from uttt.app.storage.save import SCHEMA_VERSION as SAVE_SCHEMA
from uttt.classic import ClassicBoard, best_moves
from uttt.notation import parse_record

from .conftest import PREFIX
from .helpers import LOCK_PAUSE_MS, click_cell, shoot

pytestmark = pytest.mark.e2e

STATE_KEY = f"{PREFIX}uttt:v1:state"
SCHEMA_2 = {  # what the release before schema 3 wrote: one rated nine-board round won
    "schema": 2,
    "settings": {"alternate_starter": True, "mode": "computer", "level": "master",
                 "game": "classic", "language": "en", "turn_timer": 0},
    "match": None, "clock": None, "scores": {"base": {}, "horizon": None, "recent": []},
    "rating": {"base_centi": 100000, "folded": 0, "horizon": None,
               "recent": [["0" * 15 + "1", 1, "master", 2]]},
}


def moves_of(page: Any) -> list[int]:
    record = str(page.get_attribute("#board", "data-record"))
    return parse_record(record, game=ClassicBoard).moves


def test_a_classic_game_against_master_is_rated_apart(
        page: Any, site_url: str, wait_ready: Callable[[Any], None]) -> None:
    page.add_init_script(f"""
      if (!localStorage.getItem({json.dumps(STATE_KEY)}))
        localStorage.setItem({json.dumps(STATE_KEY)}, {json.dumps(json.dumps(SCHEMA_2))});
    """)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(site_url)
    wait_ready(page)
    page.wait_for_selector("#rating:not([hidden])")
    assert page.text_content("#rating-value") == "Your classic tic-tac-toe rating: 1000"
    assert "Master plays at 1480." in str(page.text_content("#rating-more"))
    board = ClassicBoard()
    while not board.is_game_over():  # perfect play: Master cannot win
        move = best_moves(board)[0]
        click_cell(page, move, classic=True)
        board.push(move)
        page.wait_for_selector('canvas#board[data-record^="1. "]', state="attached")
        page.wait_for_selector("canvas#board[data-thinking='0']", state="attached")
        page.wait_for_timeout(LOCK_PAUSE_MS)
        played = moves_of(page)
        while len(played) < len(board.moves) + (0 if board.is_game_over() else 1):
            page.wait_for_timeout(100)
            played = moves_of(page)
        board = ClassicBoard.from_moves(played)
    assert board.outcome() is not None and board.outcome().winner is None  # type: ignore[union-attr]
    page.wait_for_selector("#result:not([hidden])")
    page.wait_for_selector("#rating-value:text('1018')")
    assert page.text_content("#rating-value") == "Your classic tic-tac-toe rating: 1018"
    assert "+18 after the last game" in str(page.text_content("#rating-more"))
    shoot(page, "rated-classic-1280x800.png")
    saved = json.loads(page.evaluate(f"() => localStorage.getItem({json.dumps(STATE_KEY)})"))
    assert saved["schema"] == SAVE_SCHEMA
    games = [row[-1] for row in saved["rating"]["recent"]]
    assert sorted(games) == ["classic", "ultimate"]  # the nine-board round is still there
