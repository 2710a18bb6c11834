"""Puzzles in Chromium: typed typos answered with a note, one solved by typing the answer,
one failed by a tap, a longer one solved against the defence by taps, the streak kept
across a reload, and no long task."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from uttt.app.canvas.layout import cell_rect, compute_layout
from uttt.app.study.puzzles import load_puzzles
from uttt.board import Board
from uttt.notation import move_name
from uttt.solver import winning_moves_within

from .conftest import PREFIX, PageWatch
from .helpers import LONG_TASKS, open_game, shoot

pytestmark = pytest.mark.e2e

STUDY_KEY = f"{PREFIX}uttt:v1:study"
PUZZLES = load_puzzles()
BOARD = "canvas#puzzle-board"


def tap_cell(page: Any, move: int) -> None:
    box = page.locator("#puzzle-board").bounding_box()
    x, y = cell_rect(compute_layout(box["width"], box["height"]), move).centre
    page.mouse.click(box["x"] + x, box["y"] + y)


def shown_moves(page: Any) -> list[int]:
    return [int(m) for m in (page.get_attribute("#puzzle-board", "data-record") or "").split()]


def open_puzzles(page: Any, url: str, wait_ready: Callable[[Any], None]) -> None:
    open_game(page, url, wait_ready)
    page.click("#open-puzzles")
    page.wait_for_selector(f"{BOARD}[data-status='solving']", state="attached")


def test_one_solved_one_failed_and_the_streak_is_kept(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    open_puzzles(page, site_url, wait_ready)
    first = PUZZLES[0]
    assert shown_moves(page) == list(first.moves)
    assert page.text_content("#puzzle-number") == f"Puzzle 1 of {len(PUZZLES)}"
    refused = [("z9", "“z9” is not a cell name"),
               (move_name(first.moves[-1]), f"{move_name(first.moves[-1])} is already taken")]
    for entry, said in refused:  # a typo gets a note, keeps its text, and costs nothing
        page.fill("#puzzle-move", entry)
        page.press("#puzzle-move", "Enter")
        page.wait_for_function("said => document.getElementById('puzzle-note').textContent"
                               ".startsWith(said)", arg=said)
        assert page.input_value("#puzzle-move") == entry
        assert page.text_content("#live") == page.text_content("#puzzle-note")
        assert page.get_attribute("#puzzle-board", "data-status") == "solving"
        assert page.text_content("#puzzle-streak") == "Streak: 0 · best 0"
        shoot(page, f"puzzle-refused-{entry}.png")
    page.fill("#puzzle-move", move_name(first.solution))
    page.press("#puzzle-move", "Enter")
    page.wait_for_selector(f"{BOARD}[data-status='solved']", state="attached")
    assert page.input_value("#puzzle-move") == ""
    assert page.text_content("#puzzle-note") == "Solved!"
    assert page.text_content("#puzzle-streak") == "Streak: 1 · best 1"
    shoot(page, "puzzle-solved.png")

    page.click("#puzzle-next")
    page.wait_for_selector(f"{BOARD}[data-status='solving']", state="attached")
    second = PUZZLES[1]
    wrong = next(m for m in second.board().legal_moves() if m != second.solution)
    tap_cell(page, wrong)
    page.wait_for_selector(f"{BOARD}[data-status='failed']", state="attached")
    note = page.text_content("#puzzle-note")
    assert move_name(wrong) in note and move_name(second.solution) in note
    assert page.text_content("#puzzle-streak") == "Streak: 0 · best 1"
    shoot(page, "puzzle-failed.png")

    saved = json.loads(page.evaluate(f"() => localStorage.getItem({json.dumps(STUDY_KEY)})"))
    assert saved["puzzles"] == {"index": 2, "streak": 0, "best": 1, "solved": 1, "failed": 1}
    page.reload()
    wait_ready(page)
    page.click("#open-puzzles")
    page.wait_for_selector(f"{BOARD}[data-status='solving']", state="attached")
    assert shown_moves(page) == list(PUZZLES[2].moves)
    assert watch.problems() == []


def test_a_longer_puzzle_against_the_defence(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    index = next(i for i, p in enumerate(PUZZLES) if p.plies == 7)
    progress = {"index": index, "streak": 4, "best": 4, "solved": 4, "failed": 0}
    page.add_init_script(LONG_TASKS + f"""
      if (!localStorage.getItem({json.dumps(STUDY_KEY)}))
        localStorage.setItem({json.dumps(STUDY_KEY)},
                             {json.dumps(json.dumps({"schema": 1, "reports": [],
                                                     "puzzles": progress}))});
    """)
    open_puzzles(page, site_url, wait_ready)
    puzzle = PUZZLES[index]
    assert shown_moves(page) == list(puzzle.moves)
    assert "4 moves" in page.text_content("#puzzle-task")
    answer = puzzle.solution
    started = page.evaluate("performance.now()")
    for _ in range(4):
        before = len(shown_moves(page))
        tap_cell(page, answer)
        page.wait_for_selector(f"{BOARD}[data-busy='0']", state="attached")
        status = page.get_attribute("#puzzle-board", "data-status")
        if status == "solved":
            break
        assert status == "solving"
        moves = shown_moves(page)
        assert len(moves) == before + 2  # the answer and the defence's reply
        board = Board.from_moves(moves)
        answer = winning_moves_within(board, puzzle.plies - (len(moves) - len(puzzle.moves)))[0]
    page.wait_for_selector(f"{BOARD}[data-status='solved']", state="attached")
    assert page.text_content("#puzzle-streak") == "Streak: 5 · best 5"
    shoot(page, "puzzle-long-solved.png")
    longest = max((d for t, d in page.evaluate("window.__utttLong") if t >= started),
                  default=0)
    print(f"longest main-thread task while solving: {longest:.0f} ms")
    assert longest <= 50  # the proofs ran in slices
    assert watch.problems() == []
