"""The puzzle modes in Chromium: a streak played to its first miss, its best still there
after a reload; a timed run whose clock is the page's own time (held and moved by
Playwright's clock), a miss taking ten seconds off it, the run ending at its time; the
results page counting what was played; and the modes on a phone and a desktop, light and
dark, in the three languages (screenshots in ``UTTT_SHOTS``), with no axe violation in a
run nor on the results page."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import expect

from uttt.app.study.puzzles import Puzzle
from uttt.app.texts.i18n import text
from uttt.board import Board
from uttt.solver import winning_moves_within

from .conftest import PageWatch
from .helpers import open_game, shoot
from .test_accessibility import violations
from .test_clocks import hold_the_clock, paint_until
from .test_puzzles import BOARD, STUDY_KEY, shown_moves, shown_puzzle, tap_cell

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}


def start(page: Any, action: str) -> None:
    page.click(f"[data-action='{action}']")
    page.wait_for_selector(f"{BOARD}[data-status='solving'][data-run]:not([data-run=''])",
                           state="attached")


def answered(page: Any, move: int) -> list[int]:
    """Tap ``move`` and wait until the page shows its outcome (the record changed, nothing
    searched); the moves shown then."""
    before = " ".join(map(str, shown_moves(page)))
    tap_cell(page, move)
    page.wait_for_function(
        """(before) => {
          const board = document.querySelector("#puzzle-board");
          return board.dataset.busy === "0" && (board.dataset.record || "") !== before
            || board.dataset.run === "over";
        }""", arg=before)
    return shown_moves(page)


def solve_in_run(page: Any, puzzle: Puzzle) -> None:
    """Solve the run's puzzle on screen against the defence: the next one then shows."""
    line = list(puzzle.moves)
    move = puzzle.solution
    for _ in range(puzzle.moves_to_win):
        moves = answered(page, move)
        if moves[:len(line)] != line or len(moves) != len(line) + 2:
            return  # solved: the run's next puzzle is on screen
        line = moves
        move = winning_moves_within(Board.from_moves(moves), puzzle.plies - (
            len(moves) - len(puzzle.moves)))[0]
    raise AssertionError("the puzzle was not solved")


def miss(page: Any) -> Puzzle:
    """Answer the puzzle on screen with a legal move that does not win; the puzzle."""
    puzzle = shown_puzzle(page)
    answered(page, next(m for m in puzzle.board().legal_moves() if m != puzzle.solution))
    return puzzle


def saved_records(page: Any) -> dict[str, int]:
    text_ = page.evaluate(f"() => localStorage.getItem({json.dumps(STUDY_KEY)})")
    return json.loads(text_)["puzzles"]["records"]  # type: ignore[no-any-return]


def test_a_streak_to_its_miss_a_timed_run_and_the_results(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page.set_viewport_size(PHONE)
    page.clock.install()
    open_game(page, site_url, wait_ready)
    page.click("#open-puzzles")
    page.wait_for_selector(f"{BOARD}[data-status='solving']", state="attached")
    expect(page.locator("#puzzle-modes")).to_be_visible()
    start(page, "puzzle_streak")
    first = shown_puzzle(page)
    assert first.rating < 700  # a streak begins easy
    expect(page.locator("#puzzle-run-score")).to_have_text("Streak: 0 · best 0")
    expect(page.locator("#puzzle-run-rule")).to_contain_text("until the first miss")
    expect(page.locator("#puzzle-modes")).to_be_hidden()
    rating = page.text_content("#puzzle-rating")
    solve_in_run(page, first)
    expect(page.locator("#puzzle-run-score")).to_have_text("Streak: 1 · best 1")
    assert shown_puzzle(page) != first
    missed = miss(page)
    expect(page.locator("#puzzle-run-end")).to_have_text("Streak over: 1. Best: 1.")
    expect(page.locator("#puzzle-run-over")).to_be_visible()
    assert shown_moves(page) == list(missed.moves)  # the missed puzzle stays, marked
    assert page.text_content("#puzzle-rating") == rating  # a streak is unrated
    assert saved_records(page) == {"streak": 1, "timed_180": 0, "timed_300": 0}
    shoot(page, "puzmodes-streak-over-390x844.png")

    page.reload()  # the best is kept
    wait_ready(page)
    page.click("#open-puzzles")
    page.wait_for_selector(f"{BOARD}[data-status='solving']", state="attached")
    start(page, "puzzle_streak")
    expect(page.locator("#puzzle-run-score")).to_have_text("Streak: 0 · best 1")
    page.click("#puzzle-run-stop")
    expect(page.locator("#puzzle-modes")).to_be_visible()

    hold_the_clock(page)  # the run's time is the page's: held, then moved by the test
    page.click("[data-action='puzzle_timed_180']")
    paint_until(page, "#puzzle-run-clock:not([hidden])")
    expect(page.locator("#puzzle-run-clock")).to_have_text(re.compile(r"^(3:00|2:59)$"))
    page.clock.fast_forward(60_000)
    page.clock.run_for(600)
    paint_until(page, "#puzzle-run-clock:is(:text('1:59'), :text('2:00'))")
    shoot(page, "puzmodes-timed-390x844.png")
    shown = " ".join(map(str, shown_moves(page)))
    puzzle = shown_puzzle(page)
    tap_cell(page, next(m for m in puzzle.board().legal_moves() if m != puzzle.solution))
    for _ in range(300):  # the miss judged in the worker: the next puzzle, 10 s off
        page.clock.run_for(16)
        if page.get_attribute(BOARD, "data-record") != shown:
            break
        page.wait_for_timeout(20)
    paint_until(page, "#puzzle-run-clock:is(:text('1:49'), :text('1:50'))")
    page.clock.fast_forward(110_000)
    page.clock.run_for(600)
    paint_until(page, "#puzzle-run-end:not([hidden])")
    expect(page.locator("#puzzle-run-end")).to_have_text(
        "Time is up: 0 solved. Best in 3 minutes: 0.")
    page.clock.resume()

    page.click("#puzzle-run-over [data-action='puzzle_stop']")
    page.click("#puzzle-open-results")
    expect(page.locator("#puzzle-results")).to_be_visible()
    expect(page.locator("#puzzle-play")).to_be_hidden()
    everything = page.locator("#puzzle-results-rows tr").nth(1)
    expect(everything.locator("th")).to_have_text("All themes")
    assert everything.locator("td").last.inner_text() == "1/3\n33%"
    expect(page.locator("#puzzle-results-records li")).to_have_text(
        ["Best streak: 1", "Best in 3 minutes: 0", "Best in 5 minutes: 0"])
    shoot(page, "puzmodes-results-390x844.png")
    page.click("#puzzle-results [data-action='puzzle_results']")
    expect(page.locator("#puzzle-play")).to_be_visible()
    assert watch.problems() == []


LOOKS = [(locale, scheme) for locale in ("en-US", "pt-BR", "pt-PT")
         for scheme in ("light", "dark")]


@pytest.mark.parametrize("locale, scheme", LOOKS)
def test_the_modes_in_each_language_and_scheme(
    browser: Any, site_url: str, wait_ready: Callable[[Any], None], locale: str, scheme: str
) -> None:
    language = "en" if locale == "en-US" else locale
    context = browser.new_context(locale=locale, color_scheme=scheme, viewport=PHONE,
                                  bypass_csp=True)  # for axe, injected
    try:
        page = context.new_page()
        open_game(page, site_url, wait_ready)
        page.click("#open-puzzles")
        page.wait_for_selector(f"{BOARD}[data-status='solving']", state="attached")
        expect(page.locator("#puzzle-modes button").first).to_have_text(
            text(language, "runs.streak"))
        name = f"puzmodes-{language}-{scheme}"
        page.locator("#puzzle-modes").scroll_into_view_if_needed()
        shoot(page, f"{name}-modes-390x844.png")
        start(page, "puzzle_timed_300")
        expect(page.locator("#puzzle-run-score")).to_have_text(
            text(language, "runs.timed_score", score=0, best=0))
        expect(page.locator("#puzzle-run-rule")).to_have_text(
            text(language, "runs.timed_rule", seconds=10))
        shoot(page, f"{name}-timed-390x844.png")
        found = violations(page, "timed run")
        page.set_viewport_size(DESKTOP)
        shoot(page, f"{name}-timed-1280x800.png")
        page.click("#puzzle-run-stop")
        page.click("#puzzle-open-results")
        expect(page.locator("#puzzle-results-title")).to_have_text(
            text(language, "results.title"))
        shoot(page, f"{name}-results-1280x800.png")
        found += violations(page, "results")
        page.set_viewport_size(PHONE)
        shoot(page, f"{name}-results-390x844.png")
        assert found == []
    finally:
        context.close()
