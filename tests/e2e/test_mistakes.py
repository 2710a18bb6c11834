"""Your mistakes in Chromium: a finished game analysed to the end turns its mistakes and
blunders into exercises (by itself after a game against the computer, with "Learn from
my games" on); the puzzle panel's "Your mistakes" shows the one due first, with
the count due in the theme menu; the move played again is refused, the better move is
accepted, and the exercise's new box is saved."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import expect

from uttt.board import Board
from uttt.notation import move_name

from .conftest import PREFIX, PageWatch
from .helpers import settings, shoot
from .test_analysis import ANALYSIS, long_game, open_finished
from .test_computer import open_vs, play_and_wait_reply

pytestmark = pytest.mark.e2e

STUDY_KEY = f"{PREFIX}uttt:v1:study"
BOARD = "canvas#puzzle-board"


def exercises(page: Any) -> list[dict[str, Any]]:
    text = page.evaluate(f"localStorage.getItem({json.dumps(STUDY_KEY)})")
    return list(json.loads(text)["exercises"]) if text else []


def answer(page: Any, move: int) -> None:
    """Type a move and wait until it is judged (from a worker, the page shows the search
    a task later: ``data-busy`` is still 0 right after the Enter)."""
    page.fill("#puzzle-move", move_name(move))
    page.press("#puzzle-move", "Enter")
    page.wait_for_selector(f"{BOARD}[data-busy='0']:not([data-status='solving'])",
                           state="attached", timeout=60_000)


def test_a_mistake_of_an_analysed_game_is_offered_and_solved(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    moves = long_game(40)
    open_finished(page, site_url, wait_ready, moves)
    page.click("#analyse")
    page.wait_for_selector(f"{ANALYSIS}[data-done='40'][data-running='0']", state="attached",
                           timeout=120_000)
    saved = exercises(page)
    assert saved, "a random game has mistakes"
    first = saved[0]
    assert moves[:len(first["moves"])] == first["moves"]  # the position before the move
    assert moves[len(first["moves"])] == first["played"]
    assert first["box"] == 1

    page.set_viewport_size({"width": 390, "height": 844})
    page.click("#open-puzzles")
    page.wait_for_selector(f"{BOARD}[data-status='solving']", state="attached")
    label = page.locator("#puzzle-theme option[value='mistakes']").text_content() or ""
    assert label == f"Your mistakes (due: {len(saved)})"
    page.select_option("#puzzle-theme", "mistakes")
    page.wait_for_function(
        "r => document.querySelector('#puzzle-board').dataset.record === r",
        arg=" ".join(str(m) for m in first["moves"]))
    task = page.text_content("#puzzle-task") or ""
    side = "Red (X)" if len(first["moves"]) % 2 == 0 else "Blue (O)"  # two players, Red opened
    assert first["by"] == side.split()[0].lower()
    assert task == f"{side} played {move_name(first['played'])} here. Find a better move."
    shoot(page, "mistakes-task-phone.png")

    answer(page, first["played"])  # the move played: refused, back to box 1
    page.wait_for_selector(f"{BOARD}[data-status='failed']", state="attached")
    assert (page.text_content("#puzzle-note") or "").startswith("Not clearly better.")
    shoot(page, "mistakes-wrong-phone.png")

    page.select_option("#puzzle-theme", "mixed")  # away and back: still due (box 1, today)
    page.select_option("#puzzle-theme", "mistakes")
    second = next(e for e in exercises(page) if e["moves"] != first["moves"]
                  or e["played"] != first["played"])
    # the first now due tomorrow (from a worker, the page shows the choice a task later)
    expect(page.locator(BOARD)).to_have_attribute(
        "data-record", " ".join(str(m) for m in second["moves"]))
    expect(page.locator(BOARD)).to_have_attribute("data-status", "solving")
    answer(page, second["best"])  # the search's best move: right
    page.wait_for_selector(f"{BOARD}[data-status='solved']", state="attached",
                           timeout=60_000)
    assert (page.text_content("#puzzle-note") or "").startswith("Better!")
    shoot(page, "mistakes-right-phone.png")
    after = {(tuple(e["moves"]), e["played"]): e for e in exercises(page)}
    assert after[(tuple(second["moves"]), second["played"])]["box"] == 2
    assert after[(tuple(first["moves"]), first["played"])]["box"] == 1
    assert after[(tuple(first["moves"]), first["played"])]["due"] > 0


def test_learn_from_my_games_analyses_a_game_against_the_computer_by_itself(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    open_vs(page, site_url, wait_ready, "beginner")
    settings(page, learn_games=True)
    rng = random.Random(3)
    moves: list[int] = []
    while not page.is_visible("#play_again"):
        moves = play_and_wait_reply(page, rng.choice(Board.from_moves(moves).legal_moves()),
                                    moves)
    page.wait_for_selector(f"{ANALYSIS}[data-done='{len(moves)}'][data-running='0']",
                           state="attached", timeout=180_000)
    saved = exercises(page)
    assert saved, "random moves against the computer have mistakes"
    assert all(len(e["moves"]) % 2 == 0 for e in saved)  # the player's (X) moves only
    assert all("by" not in e for e in saved)  # the person's own: "You played..."
    page.click("#open-puzzles")
    label = page.locator("#puzzle-theme option[value='mistakes']").text_content() or ""
    assert label == f"Your mistakes (due: {len(saved)})"
    page.select_option("#puzzle-theme", "mistakes")
    expect(page.locator("#puzzle-task")).to_have_text(re.compile(r"^You played \w+ here\."))
