"""The game report in Chromium: a finished 60-move game analysed to the end with the
progress shown (the longest main-thread task is measured and printed), stop and resume,
results kept across a reload, a jump from the graph and from the list of mistakes, and the
best move marked on request."""

from __future__ import annotations

import json
import random
import re
import time
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import expect

from uttt.app.study.report import AXIS, Box, point
from uttt.app.texts.i18n import text
from uttt.board import Board

from .conftest import PREFIX, PageWatch
from .helpers import LONG_TASKS, SHOTS, click_cell, settings, shoot

pytestmark = pytest.mark.e2e

STATE_KEY = f"{PREFIX}uttt:v1:state"
ANALYSIS = "#analysis"


def long_game(length: int = 60) -> list[int]:
    """A random finished game of exactly ``length`` moves (the first seed that gives one)."""
    for seed in range(10_000):
        rng, board = random.Random(seed), Board()
        while not board.is_game_over():
            board.push(rng.choice(board.legal_moves()))
        if board.ply == length:
            return board.moves
    raise AssertionError("no game of that length")


def open_finished(page: Any, url: str, wait_ready: Callable[[Any], None],
                  moves: list[int], resigned_by: str | None = None, game: str = "ultimate",
                  ready: bool = True) -> None:
    saved = {"schema": 2, "match": {"round_id": "0" * 15 + "7", "game": game,
                                    "mode": "two_players", "level": "beginner", "round": 1,
                                    "opener": "red", "moves": moves,
                                    "resigned_by": resigned_by}}
    page.add_init_script(LONG_TASKS + f"""
      if (!localStorage.getItem({json.dumps(STATE_KEY)}))
        localStorage.setItem({json.dumps(STATE_KEY)}, {json.dumps(json.dumps(saved))});
    """)
    page.set_viewport_size({"width": 1100, "height": 1300})
    page.goto(url)
    wait_ready(page)
    if ready:
        page.wait_for_selector(f"{ANALYSIS}:not([hidden])", state="attached")


def longest_task(page: Any, since: float) -> float:
    """The longest main-thread task of this document since ``since`` (ms)."""
    return max((d for t, d in page.evaluate("window.__utttLong") if t >= since), default=0)


def done(page: Any) -> int:
    return int(page.get_attribute(ANALYSIS, "data-done") or 0)


def wait_done(page: Any, at_least: int, timeout_s: float = 60.0) -> None:
    """Poll until at least ``at_least`` positions are analysed (a timeout, not a speed test)."""
    end = time.monotonic() + timeout_s
    while done(page) < at_least:
        assert time.monotonic() < end, f"the analysis stopped at {done(page)} positions"
        page.wait_for_timeout(20)


def test_analyse_a_60_move_game(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    moves = long_game()
    open_finished(page, site_url, wait_ready, moves)
    started = page.evaluate("performance.now()")
    clock = time.monotonic()
    assert page.is_hidden("#report-summary")   # nothing judged yet
    page.click("#analyse")
    page.wait_for_selector(f"{ANALYSIS}[data-running='1']", state="attached")
    page.wait_for_selector("#analyse-stop:not([hidden])")
    assert page.text_content("#analyse-status").startswith("Analysing position")
    wait_done(page, 5)  # not [data-done='5']: several positions can finish between paints
    assert 5 <= int(page.get_attribute("#analyse-progress", "value")) < 60
    shoot(page, "analysis-progress.png")

    page.click("#analyse-stop")  # stop: what is done stays, and survives a reload
    page.wait_for_selector(f"{ANALYSIS}[data-running='0']", state="attached")
    kept = done(page)
    longest = longest_task(page, started)
    assert 5 <= kept < 60
    page.reload()
    wait_ready(page)
    page.wait_for_selector(f"{ANALYSIS}:not([hidden])", state="attached")
    assert done(page) >= kept
    assert page.text_content("#analyse") == "Continue analysis"

    started = page.evaluate("performance.now()")
    page.click("#analyse")
    page.wait_for_selector(f"{ANALYSIS}[data-done='60'][data-running='0']", state="attached",
                           timeout=120_000)
    seconds = time.monotonic() - clock
    longest = max(longest, longest_task(page, started))
    slice_ms = page.get_attribute(ANALYSIS, "data-longest-slice-ms")
    print(f"\n60-move game analysed in {seconds:.1f} s (a reload and a stop included); "
          f"longest main-thread task {longest:.0f} ms, longest search slice {slice_ms} ms")
    assert page.locator("#chances li").count() == 61   # the graph's text equivalent
    assert page.is_hidden("#analyse")
    # One line per player: accuracy, then inaccuracies, mistakes and blunders counted; the
    # mistakes and blunders are the ones the list below names.
    lines = page.locator("#report-summary li").all_text_contents()
    pattern = (r"(Red|Blue): (\d+)% accuracy; (\d+) inaccurac(?:y|ies), (\d+) mistakes?, "
               r"(\d+) blunders?")
    found = [re.fullmatch(pattern, line) for line in lines]
    assert [m.group(1) for m in found if m] == ["Red", "Blue"], lines
    assert all(0 <= int(m.group(2)) <= 100 for m in found if m)
    named = sum(int(m.group(4)) + int(m.group(5)) for m in found if m)
    assert named == page.locator("#mistakes button").count() > 0
    print("report summary: " + " | ".join(lines))
    shoot(page, "analysis-done.png")

    # A tap on the graph shows that position; the bar and texts follow it.
    page.locator("#graph").scroll_into_view_if_needed()
    box = page.locator("#graph").bounding_box()
    graph = Box(6, 6, box["width"] - 12, box["height"] - 12 - AXIS)
    x, y = point(graph, 61, 20, 0.5)
    page.mouse.click(box["x"] + x, box["y"] + y)
    page.wait_for_selector(f"{ANALYSIS}[data-shown='20']", state="attached")
    assert page.text_content("#status-text").endswith("— 20 of 60")  # "Review: 10. d4 — …"
    assert page.get_attribute("#eval-side", "aria-valuetext").startswith(
        "Winning chances: Red ")
    assert page.text_content("#eval-best") == ""          # on request only
    page.click("#show-best")
    page.wait_for_selector("#show-best[aria-pressed='true']", state="attached")
    assert page.text_content("#eval-best").startswith("Best move: ")
    shoot(page, "analysis-graph-jump.png")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.locator(ANALYSIS).screenshot(path=str(SHOTS / "analysis-report.png"))

    # The list of mistakes jumps to the position before each one (this game has many).
    first = page.locator("#mistakes button").first
    ply = int(first.get_attribute("data-ply"))
    first.click()
    page.wait_for_selector(f"{ANALYSIS}[data-shown='{ply}']", state="attached")

    # The graph by keyboard: focus it, move its point with the arrows, Enter shows it.
    # (waits: from a worker, the page's answer to a key comes in a later task)
    graph = page.locator("#graph")
    page.focus("#graph")
    page.keyboard.press("End")
    expect(graph).to_have_attribute("aria-valuenow", "60")
    assert graph.get_attribute("aria-valuetext").startswith("After 30\u2026 ")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    expect(graph).to_have_attribute("aria-valuenow", "58")
    assert graph.get_attribute("aria-valuetext").startswith("After 29\u2026 ")
    assert page.get_attribute(ANALYSIS, "data-shown") == str(ply)   # not shown yet
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{ANALYSIS}[data-shown='58']", state="attached")
    assert page.text_content("#status-text").endswith("— 58 of 60")  # "Review: 10. d4 — …"
    page.keyboard.press("Home")
    page.keyboard.press(" ")
    page.wait_for_selector(f"{ANALYSIS}[data-shown='0']", state="attached")
    assert page.get_attribute("#graph", "aria-valuetext").startswith("Start: Red ")
    page.keyboard.press("ArrowRight")
    page.locator(ANALYSIS).screenshot(path=str(SHOTS / "analysis-graph-keyboard.png"))
    assert watch.problems() == []


def test_a_hint_against_the_computer_makes_the_round_unrated(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page.set_viewport_size({"width": 1100, "height": 1300})
    page.goto(site_url)
    wait_ready(page)
    page.select_option("#mode", "computer")
    page.wait_for_selector("#level-pick:not([hidden])", state="attached")
    page.wait_for_selector("#hint-button:not([hidden])")
    # said before the hint is used, not only after
    page.wait_for_selector("#rating-more:has-text('Rounds in which you asked for a hint are "
                           "not rated.')", state="attached")
    page.click("#hint-button")
    page.wait_for_selector("#hint-text:not([hidden])")
    words = page.text_content("#hint-text")
    assert words.startswith("Hint: ")
    page.wait_for_selector("#rating-value", state="attached")
    for _ in range(50):
        saved = json.loads(page.evaluate(f"localStorage.getItem({json.dumps(STATE_KEY)})"))
        if saved["match"].get("hinted"):
            break
        page.wait_for_timeout(100)
    assert saved["match"]["hinted"] is True
    assert page.text_content("#rating-value") == (
        "A hint or the live evaluation was used, so this round is not rated.")
    assert page.is_disabled("#hint-button")  # one hint per position
    shoot(page, "hint.png")
    assert watch.problems() == []


def test_the_report_follows_a_language_switch(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    """Every text of the report is written again in the new language, without a reload."""
    open_finished(page, site_url, wait_ready, long_game(30))
    page.click("#analyse")
    wait_done(page, 1)
    page.click("#analyse-stop")
    page.wait_for_selector(f"{ANALYSIS}[data-running='0']", state="attached")
    assert page.text_content("#analysis-title") == "Game report"
    assert page.text_content("#chances li").startswith("Start: ")
    english = page.text_content("#analyse")
    settings(page, language="pt-BR")
    page.wait_for_function(
        "document.querySelector('#analysis-title').textContent === 'Relatório da partida'")
    assert page.text_content("#analyse") == text("pt-BR", "analyse.resume") != english
    assert page.text_content("#chances li").startswith("Início: ")
    settings(page, language="pt-PT")
    page.wait_for_function(
        "document.querySelector('#analysis-title').textContent === 'Relatório do jogo'")
    assert page.text_content("#analyse") == text("pt-PT", "analyse.resume")
    assert watch.problems() == []


def test_a_resigned_game_ends_its_graph_with_the_result(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    """O (Blue) resigned after move 7: the last point says X won, not "not analysed"."""
    open_finished(page, site_url, wait_ready, long_game(30)[:7], resigned_by="blue")
    page.focus("#graph")
    page.keyboard.press("End")
    assert page.get_attribute("#graph", "aria-valuetext") == "After 4. i3: Red 100%"  # move 7
    assert watch.problems() == []


def test_a_finished_classic_game_has_its_report_at_once(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    """X's third move throws the draw away and O wins: the last move brings the whole
    report from the solver (no "Analyse"), the blunder named in classic's cells, each
    player's accuracy, and the graph drawn; on a phone and on a desktop."""
    open_finished(page, site_url, wait_ready, [0, 4, 8, 1, 2], game="classic", ready=False)
    assert page.is_hidden(ANALYSIS)
    click_cell(page, 7, classic=True)
    page.wait_for_selector(f"{ANALYSIS}:not([hidden])", state="attached")
    assert page.get_attribute(ANALYSIS, "data-done") == "6"
    assert page.get_attribute(ANALYSIS, "data-total") == "6"
    assert page.is_hidden("#analyse")
    assert [li.text_content() for li in page.query_selector_all("#report-summary li")] == [
        "Red: 70% accuracy; 0 inaccuracies, 0 mistakes, 1 blunder",
        "Blue: 100% accuracy; 0 inaccuracies, 0 mistakes, 0 blunders"]
    assert page.text_content("#mistakes li") == "3. c1: a blunder. Better was b3."
    assert page.locator("#chances li").count() == 7
    assert page.text_content("#report-exact") == text("en", "report.exact")
    page.focus("#graph")
    page.keyboard.press("End")
    assert page.get_attribute("#graph", "aria-valuetext") == "After 3\u2026 b3: Red 0%"
    painted = page.evaluate("""() => {
      const c = document.querySelector('#graph');
      const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      let ink = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i] < 60 && d[i + 3] > 200) ink++;
      return ink;
    }""")
    assert painted > 50  # the curve is drawn in dark ink on the light plot
    page.locator(ANALYSIS).scroll_into_view_if_needed()
    shoot(page, "classic-report-1100.png")
    page.set_viewport_size({"width": 390, "height": 844})
    page.locator(ANALYSIS).scroll_into_view_if_needed()
    page.wait_for_timeout(200)
    shoot(page, "classic-report-390x844.png")
    assert watch.problems() == []
