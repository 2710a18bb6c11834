"""Puzzles in Chromium: the set fetched at the first opening; typed typos answered with a
note, one solved by typing the answer and one failed by a tap, the rating moving each
time; a themed puzzle solved against the defence and one given up (the solution shown);
the daily puzzle solved after a hint (half); an old saved streak loading into a longer
puzzle; no long task; the puzzles offline after a first visit that never opened them, and
a fetch that fails offline saying so."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import pytest

from uttt.app.canvas.layout import cell_rect, compute_layout
from uttt.app.rating.glicko import HELPED, Glicko, after_puzzle
from uttt.app.study.puzzle_pick import daily
from uttt.app.study.puzzles import Puzzle, load_puzzles
from uttt.app.study.store import SCHEMA_VERSION as STUDY_SCHEMA
from uttt.board import Board
from uttt.notation import move_name
from uttt.solver import winning_moves_within

from .conftest import PREFIX, PageWatch
from .helpers import LONG_TASKS, open_game, shoot

pytestmark = pytest.mark.e2e

STUDY_KEY = f"{PREFIX}uttt:v1:study"
PUZZLES = load_puzzles()
BY_MOVES = {p.moves: p for p in PUZZLES}
BOARD = "canvas#puzzle-board"


def tap_cell(page: Any, move: int) -> None:
    box = page.locator("#puzzle-board").bounding_box()
    x, y = cell_rect(compute_layout(box["width"], box["height"]), move).centre
    page.mouse.click(box["x"] + x, box["y"] + y)


def shown_moves(page: Any) -> list[int]:
    return [int(m) for m in (page.get_attribute("#puzzle-board", "data-record") or "").split()]


def shown_puzzle(page: Any) -> Puzzle:
    return BY_MOVES[tuple(shown_moves(page))]


def rating(page: Any) -> int:
    text = page.text_content("#puzzle-rating") or ""
    found = re.search(r"rating: (\d+)", text)
    assert found, text
    return int(found.group(1))


def open_puzzles(page: Any, url: str, wait_ready: Callable[[Any], None]) -> None:
    open_game(page, url, wait_ready)
    page.click("#open-puzzles")
    page.wait_for_selector(f"{BOARD}[data-status='solving']", state="attached")


def solve(page: Any, puzzle: Puzzle) -> None:
    """Tap the proof's moves against the defence until the puzzle is solved."""
    answer = puzzle.solution
    for _ in range(puzzle.moves_to_win):
        before = len(shown_moves(page))
        tap_cell(page, answer)
        # the answer judged (the game answers a moment after the tap: Python runs in a worker)
        page.wait_for_function(
            """(before) => {
              const board = document.querySelector("#puzzle-board");
              const shown = (board.dataset.record || "").split(" ").filter(Boolean).length;
              return board.dataset.busy === "0"
                && (board.dataset.status !== "solving" || shown > before);
            }""", arg=before)
        status = page.get_attribute("#puzzle-board", "data-status")
        if status == "solved":
            return
        assert status == "solving"
        moves = shown_moves(page)
        assert len(moves) == before + 2  # the answer and the defence's reply
        plies_left = puzzle.plies - (len(moves) - len(puzzle.moves))
        answer = winning_moves_within(Board.from_moves(moves), plies_left)[0]
    page.wait_for_selector(f"{BOARD}[data-status='solved']", state="attached")


def test_one_solved_one_failed_and_the_rating_moves(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    fetched: list[str] = []
    page.on("request", lambda r: fetched.append(r.url) if "puzzles.json" in r.url else None)
    open_game(page, site_url, wait_ready)
    assert fetched == []  # not at start: the set comes when the puzzles first open
    page.click("#open-puzzles")
    page.wait_for_selector(f"{BOARD}[data-status='solving']", state="attached")
    assert len(fetched) == 1 and fetched[0].endswith("/data/puzzles.json")
    first = PUZZLES[0]
    assert shown_moves(page) == list(first.moves)
    assert page.text_content("#puzzle-number") == f"Puzzle 1 of {len(PUZZLES)}"
    assert page.text_content("#puzzle-rating") == "Your puzzle rating: 1500 (± 350)"
    label = page.get_attribute("#puzzle-board", "aria-label") or ""
    assert "Tap a cell" in label and "type your move" in label  # a screen reader hears both
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
    page.fill("#puzzle-move", move_name(first.solution))
    page.press("#puzzle-move", "Enter")
    page.wait_for_selector(f"{BOARD}[data-status='solved']", state="attached")
    assert page.input_value("#puzzle-move") == ""
    assert page.text_content("#puzzle-note") == "Solved!"
    assert page.text_content("#puzzle-streak") == "Streak: 1 · best 1"
    after_win = rating(page)
    assert after_win > 1500 and "+" in (page.text_content("#puzzle-rating") or "")
    assert f"rated {first.rating}" in (page.text_content("#puzzle-about") or "")
    shoot(page, "puzzle-solved.png")

    page.click("#puzzle-next")
    page.wait_for_selector(f"{BOARD}[data-status='solving']", state="attached")
    second = shown_puzzle(page)
    assert second != first
    wrong = next(m for m in second.board().legal_moves() if m != second.solution)
    tap_cell(page, wrong)
    page.wait_for_selector(f"{BOARD}[data-status='failed']", state="attached")
    note = page.text_content("#puzzle-note")
    assert move_name(wrong) in note and move_name(second.solution) in note
    assert page.text_content("#puzzle-streak") == "Streak: 0 · best 1"
    assert rating(page) < after_win
    shoot(page, "puzzle-failed.png")

    saved = json.loads(page.evaluate(f"() => localStorage.getItem({json.dumps(STUDY_KEY)})"))
    progress = saved["puzzles"]
    assert saved["schema"] == STUDY_SCHEMA
    assert (progress["streak"], progress["best"], progress["solved"], progress["failed"]) == (
        0, 1, 1, 1)
    assert progress["history"] == [[first.key, True], [second.key, False]]
    page.reload()
    wait_ready(page)
    page.click("#open-puzzles")
    page.wait_for_selector(f"{BOARD}[data-status='solving']", state="attached")
    assert shown_moves(page) == list(PUZZLES[progress["index"]].moves)
    assert rating(page) == round(progress["rating"][0] / 100)  # saved in hundredths
    assert watch.problems() == []


def test_a_themed_puzzle_solved_then_one_given_up(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    open_puzzles(page, site_url, wait_ready)
    page.select_option("#puzzle-theme", "double_threat")
    page.wait_for_function("() => document.getElementById('puzzle-board').dataset.record"
                           f" !== {json.dumps(' '.join(map(str, PUZZLES[0].moves)))}")
    puzzle = shown_puzzle(page)
    assert "double_threat" in puzzle.themes
    assert page.input_value("#puzzle-theme") == "double_threat"
    shoot(page, "puzzle-theme.png")
    solve(page, puzzle)
    up = rating(page)
    assert up > 1500 and "double threat" in (page.text_content("#puzzle-about") or "")

    page.click("#puzzle-next")
    page.wait_for_selector(f"{BOARD}[data-status='solving']", state="attached")
    given_up = shown_puzzle(page)
    assert "double_threat" in given_up.themes and given_up != puzzle
    page.click("#puzzle-solution")
    page.wait_for_selector(f"{BOARD}[data-status='failed']", state="attached")
    assert page.text_content("#puzzle-note") == (
        f"The winning move is {move_name(given_up.solution)}. This puzzle counts as missed.")
    assert rating(page) < up
    assert page.is_hidden("#puzzle-solution") and page.is_hidden("#puzzle-hint")
    shoot(page, "puzzle-given-up.png")
    saved = json.loads(page.evaluate(f"() => localStorage.getItem({json.dumps(STUDY_KEY)})"))
    assert saved["puzzles"]["theme"] == "double_threat"
    assert saved["puzzles"]["history"] == [[puzzle.key, True], [given_up.key, False]]
    assert watch.problems() == []


def test_the_daily_puzzle(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    open_puzzles(page, site_url, wait_ready)
    today = page.evaluate("() => { const d = new Date(); return `${d.getFullYear()}-` +"
                          " `${d.getMonth() + 1}`.padStart(2, '0') + '-' +"
                          " `${d.getDate()}`.padStart(2, '0'); }")
    page.click("#puzzle-daily")
    page.wait_for_selector("#puzzle-daily", state="hidden")
    index = daily(today, PUZZLES)
    assert index is not None
    assert shown_moves(page) == list(PUZZLES[index].moves)
    assert page.text_content("#puzzle-number") == f"Daily puzzle · {today}"
    page.click("#puzzle-hint")
    page.wait_for_function("() => document.getElementById('puzzle-note').textContent"
                           ".startsWith('Hint: the winning move is in the')")
    shoot(page, "puzzle-daily-hint.png")
    solve(page, PUZZLES[index])
    assert page.text_content("#puzzle-note") == (
        "Solved with a hint: it counts half for your rating.")
    half = after_puzzle(Glicko(), PUZZLES[index].rating, HELPED)  # a draw with the puzzle
    assert rating(page) == round(half.rating) and abs(half.rating - 1500) <= 50
    saved = json.loads(page.evaluate(f"() => localStorage.getItem({json.dumps(STUDY_KEY)})"))
    assert saved["puzzles"]["daily"] == today
    assert watch.problems() == []


def test_an_old_streak_loads_into_a_longer_puzzle_against_the_defence(
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
    assert page.text_content("#puzzle-streak") == "Streak: 4 · best 4"
    started = page.evaluate("performance.now()")
    solve(page, puzzle)
    assert page.text_content("#puzzle-streak") == "Streak: 5 · best 5"
    shoot(page, "puzzle-long-solved.png")
    longest = max((d for t, d in page.evaluate("window.__utttLong") if t >= started),
                  default=0)
    print(f"longest main-thread task while solving: {longest:.0f} ms")  # a figure, not a
    # test: on a loaded machine a slice's task counts the time the core was taken away
    assert watch.problems() == []


def test_puzzles_work_offline_after_a_first_visit_that_never_opened_them(
    page: Any, context: Any, watch: PageWatch, site_url: str,
    wait_ready: Callable[[Any], None]
) -> None:
    """The reported path: a first visit, the puzzles never opened, offline, a reload, the
    puzzles: they work (the set is installed with the game), daily puzzle included."""
    from .test_cache_repair import cached_as_built, installed

    name = installed(page, site_url, wait_ready)  # the worker installed the whole game
    context.set_offline(True)
    try:
        page.reload()
        wait_ready(page)
        page.click("#open-puzzles")
        page.wait_for_selector(f"{BOARD}[data-status='solving']", state="attached")
        assert page.text_content("#puzzle-number") == f"Puzzle 1 of {len(PUZZLES)}"
        assert shown_moves(page) == list(PUZZLES[0].moves)
        page.click("#puzzle-daily")
        page.wait_for_selector("#puzzle-daily", state="hidden")
        assert (page.text_content("#puzzle-number") or "").startswith("Daily puzzle · ")
    finally:
        context.set_offline(False)
    assert cached_as_built(page, name, site_url, "data/puzzles.json")
    assert watch.problems() == []


@pytest.mark.parametrize(("locale", "said"), [
    ("en-US", "This device is offline"),
    ("pt-BR", "Este aparelho está sem internet"),
    ("pt-PT", "Este dispositivo está sem ligação à internet")])
def test_puzzles_opened_offline_without_the_set_say_the_device_is_offline(
    browser: Any, site_url: str, wait_ready: Callable[[Any], None], locale: str, said: str
) -> None:
    """No service worker (a browser without one, or before it installed): the set cannot
    be fetched offline. The panel says the device is offline, offers no daily puzzle, no
    hint and no "Puzzle 1 of 0"; online again, the next opening loads the set."""
    context = browser.new_context(locale=locale, service_workers="block")
    try:
        page = context.new_page()
        open_game(page, site_url, wait_ready)
        context.set_offline(True)
        page.click("#open-puzzles")
        page.wait_for_selector(f"{BOARD}[data-status='none']", state="attached")
        page.wait_for_function("said => document.getElementById('puzzle-task').textContent"
                               ".startsWith(said)", arg=said)
        assert page.text_content("#puzzle-number") == ""
        for hidden in ("#puzzle-daily", "#puzzle-hint", "#puzzle-solution", "#puzzle-next",
                       "#puzzle-form"):
            assert page.is_hidden(hidden), hidden
        shoot(page, f"puzzles-offline-{locale}.png")
        page.keyboard.press("Escape")
        context.set_offline(False)
        page.click("#open-puzzles")
        page.wait_for_selector(f"{BOARD}[data-status='solving']", state="attached")
        assert page.is_visible("#puzzle-daily")
    finally:
        context.close()
