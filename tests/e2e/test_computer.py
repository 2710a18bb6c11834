"""Against the computer, in Chromium: a whole game against Beginner by clicks, the undo
rules while it thinks and after it replied, its opening move, reload while it thinks,
switching mode mid-round, and no long main-thread task while Master thinks.

Waits are selector waits on the canvas's ``data-record`` and ``data-thinking``
attributes (the page's CSP forbids the string evaluation ``wait_for_function`` needs).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from uttt.board import Board
from uttt.notation import format_record, parse_move

from .conftest import PageWatch
from .helpers import LOCK_PAUSE_MS, LONG_TASKS, PHONE, click_cell, shoot

pytestmark = pytest.mark.e2e

REPLY_TIMEOUT_MS = 15_000
THINKING = "canvas#board[data-thinking='1']"
IDLE = "canvas#board[data-thinking='0']"


def moves_of(page: Any) -> list[int]:
    record = page.get_attribute("#board", "data-record") or ""
    return [parse_move(token) for token in record.split()
            if not token.endswith(".") and token not in ("1-0", "0-1", "1/2-1/2")]


def record_selector(moves: list[int], *, more: bool = False) -> str:
    """The canvas showing exactly these moves, or (``more``) these and at least one more."""
    text = format_record(moves)
    if more:
        return f"canvas#board[data-record^={json.dumps(text + ' ')}]"
    return f"canvas#board[data-record={json.dumps(text)}]"


def open_vs(page: Any, url: str, wait_ready: Callable[[Any], None], level: str) -> None:
    page.goto(url)
    wait_ready(page)
    page.select_option("#mode", "computer")
    page.select_option("#level", level)
    page.wait_for_selector("#level-pick:not([hidden])", state="attached")
    page.wait_for_selector(f"#level:has(option[value={level}]:checked)", state="attached")


def play_and_wait_reply(page: Any, move: int, before: list[int]) -> list[int]:
    """Click a move, wait for the computer's reply (or the end), and past the input lock."""
    click_cell(page, move)
    page.wait_for_selector(record_selector([*before, move], more=True), state="attached",
                           timeout=REPLY_TIMEOUT_MS)
    page.wait_for_selector(IDLE, state="attached")
    page.wait_for_timeout(LOCK_PAUSE_MS)
    return moves_of(page)


def think_figures(page: Any) -> list[dict[str, Any]]:
    return list(page.evaluate(
        "() => performance.getEntriesByName('uttt:think')"
        ".map((e) => ({ms: e.duration, ...e.detail}))"))


def test_whole_game_against_beginner(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page.set_viewport_size(PHONE)
    open_vs(page, site_url, wait_ready, "beginner")
    assert page.text_content("#score-red-label") == "Wins"
    rng = random.Random(7)
    moves: list[int] = []
    while not page.is_visible("#play_again"):
        board = Board.from_moves(moves)
        assert board.turn == "X"  # the player opens round 1 and plays X
        moves = play_and_wait_reply(page, rng.choice(board.legal_moves()), moves)
        assert len(moves) % 2 == 0 or Board.from_moves(moves).is_game_over()
    board = Board.from_moves(moves)
    outcome = board.outcome()
    assert outcome is not None
    wins, losses, draws = (page.text_content(f"#score-{n}") for n in ("red", "blue", "draws"))
    expected = {"X": ("1", "0", "0"), "O": ("0", "1", "0"), None: ("0", "0", "1")}
    assert (wins, losses, draws) == expected[outcome.winner]
    spoken = {"X": "You win round 1!", "O": "The computer wins round 1!",
              None: "Round 1 is a draw"}
    assert page.text_content("#status") == spoken[outcome.winner]  # speaks to the player
    assert page.is_disabled("#undo") or not page.is_visible("#undo")
    figures = think_figures(page)
    print(f"\nBeginner: {len(moves)} moves, winner {outcome.winner}; think ms "
          f"min {min(f['ms'] for f in figures):.0f} max {max(f['ms'] for f in figures):.0f}")
    assert min(f["ms"] for f in figures) >= 290  # the minimum visible think time
    page.wait_for_timeout(400)
    shoot(page, "computer-end-360x740.png")
    page.set_viewport_size({"width": 1280, "height": 800})
    page.wait_for_timeout(400)
    shoot(page, "computer-end-1280x800.png")

    # Round 2: the computer opens, and its opening move cannot be undone.
    page.click("#play_again")
    # Round 1's record (many moves, so " 2. " in it) also starts with "1. ": wait for the
    # new round's record of the computer's one opening move.
    page.wait_for_selector("canvas#board[data-record^='1. ']:not([data-record*=' 2. '])",
                           state="attached", timeout=REPLY_TIMEOUT_MS)
    page.wait_for_selector(IDLE, state="attached")
    assert page.text_content("#round") == "Round 2"
    assert len(moves_of(page)) == 1
    assert page.is_disabled("#undo")
    assert watch.problems() == []


@pytest.mark.parametrize("level", ["novice", "advanced", "expert"])
def test_the_ladders_new_levels_reply_and_name_themselves(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None], level: str
) -> None:
    open_vs(page, site_url, wait_ready, level)
    options = page.eval_on_selector_all("#level option", "els => els.map(e => e.value)")
    assert options == ["beginner", "novice", "intermediate", "advanced", "expert", "master"]
    moves = play_and_wait_reply(page, 40, [])
    assert len(moves) == 2 and Board.from_moves(moves[:1]).is_legal(moves[1])
    names = {"novice": "Novice", "advanced": "Advanced", "expert": "Expert"}
    assert page.text_content("#level option:checked") == names[level]
    page.reload()
    wait_ready(page)
    assert page.input_value("#level") == level  # the choice is saved
    assert watch.problems() == []


UNDO_ON_THINKING = """() => {
  const canvas = document.getElementById("board");
  const undo = document.getElementById("undo");
  const answered = () => {
    Object.assign(window.__utttUndo, {after: canvas.dataset.record,
                                      thinking: canvas.dataset.thinking});
    document.documentElement.dataset.e2eUndone = "1";
  };
  new MutationObserver((_, observer) => {
    if (canvas.dataset.thinking !== "1") return;
    observer.disconnect();
    window.__utttUndo = {record: canvas.dataset.record, enabled: !undo.disabled,
                         status: document.getElementById("status").textContent};
    undo.click();
    if (canvas.dataset.thinking !== "1") answered();  // the page's Python: in this task
    else new MutationObserver((_, next) => {  // a worker's: its next patch
      next.disconnect();
      answered();
    }).observe(canvas, {attributes: true, attributeFilter: ["data-record", "data-thinking"]});
  }).observe(canvas, {attributes: true, attributeFilter: ["data-thinking"]});
}"""
"""Press Undo the moment the page shows the computer thinking, in the same task: the page
sets ``data-thinking`` (and enables Undo) in the patch of the person's move, with its
record, and the observer runs right after it, before a reply can exist (that takes at
least two more tasks and the level's whole budget). So Undo lands while the search's
ticket is live on any machine, however loaded; ``__utttUndo`` holds what the page showed
when it was pressed and right after its answer (in the click's task when the game's Python
runs on the page, its next patch when it runs in a worker)."""

def test_undo_while_master_thinks_and_after_it_replied(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page.set_viewport_size(PHONE)
    page.add_init_script(LONG_TASKS)
    open_vs(page, site_url, wait_ready, "master")

    # A whole Master think, in slices (the longest task is printed; scripts/bench_page.py
    # measures it).
    started = page.evaluate("() => performance.now()")
    click_cell(page, 41)
    page.wait_for_selector(THINKING, state="attached")
    shoot(page, "computer-thinking-360x740.png")  # most often still thinking; not asserted
    page.wait_for_selector(record_selector([41], more=True), state="attached",
                           timeout=REPLY_TIMEOUT_MS)
    page.wait_for_selector(IDLE, state="attached")
    page.wait_for_timeout(LOCK_PAUSE_MS)
    moves = moves_of(page)
    assert len(moves) == 2
    longest = page.evaluate(
        f"() => Math.max(0, ...window.__utttLong.filter(([s]) => s > {started})"
        ".map(([, d]) => d))")
    figure = think_figures(page)[-1]
    rate = figure["iterations"] / (figure["search_ms"] / 1000.0)
    print(f"\nMaster: move in {figure['ms']:.0f} ms ({figure['search_ms']:.0f} ms searching, "
          f"{figure['slices']} slices, longest {figure['longest_slice_ms']:.1f} ms, "
          f"{figure['iterations']} iterations, {rate:.0f}/s); "
          f"longest main-thread task while it thought: {longest:.0f} ms")
    assert figure["slices"] > 1  # the think ran in slices, yielding to the page between them

    # While it thinks only the player's move goes back, and its search is dropped.
    move = Board.from_moves(moves).legal_moves()[0]
    page.evaluate(UNDO_ON_THINKING)
    click_cell(page, move)
    page.wait_for_selector("html[data-e2e-undone]", state="attached")
    shown = page.evaluate("() => window.__utttUndo")
    assert shown["record"] == format_record([*moves, move]) and shown["enabled"]
    assert "thinking" in shown["status"]
    assert shown["after"] == format_record(moves) and shown["thinking"] == "0"
    page.wait_for_selector(record_selector(moves), state="attached")
    page.wait_for_selector(IDLE, state="attached")
    page.wait_for_timeout(1800)  # a search left running would reply by now (unloaded)
    assert moves_of(page) == moves
    assert len(think_figures(page)) == 1

    # After its reply, Undo takes back both the player's move and the reply.
    assert page.is_enabled("#undo")
    page.click("#undo")
    page.wait_for_selector(record_selector([]), state="attached")
    assert watch.problems() == []


def test_reload_while_it_thinks_resumes(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    open_vs(page, site_url, wait_ready, "master")
    click_cell(page, 40)
    page.wait_for_selector(THINKING, state="attached")
    page.reload()
    wait_ready(page)
    page.wait_for_selector(THINKING, state="attached")
    assert page.input_value("#mode") == "computer" and page.input_value("#level") == "master"
    assert moves_of(page) == [40]
    page.wait_for_timeout(150)
    shoot(page, "computer-thinking-1280x800.png")
    page.wait_for_selector(record_selector([40], more=True), state="attached",
                           timeout=REPLY_TIMEOUT_MS)
    assert len(moves_of(page)) == 2
    assert "The computer (O) plays" in page.text_content("#live")
    assert watch.problems() == []


def test_switching_mid_round_asks_first(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    open_vs(page, site_url, wait_ready, "intermediate")
    moves = play_and_wait_reply(page, 40, [])
    page.select_option("#level", "beginner")
    page.wait_for_selector("#confirm:not([hidden])", state="attached")
    assert "Beginner" in page.text_content("#confirm-text")
    page.click("#switch_cancel")
    page.wait_for_selector("#confirm[hidden]", state="attached")
    assert page.input_value("#level") == "intermediate" and moves_of(page) == moves

    page.select_option("#mode", "two_players")
    page.wait_for_selector("#confirm:not([hidden])", state="attached")
    page.click("#switch_confirm")
    page.wait_for_selector(record_selector([]), state="attached")
    assert page.is_hidden("#level-pick") and page.text_content("#score-red-label") == "Red"
    # No round in progress: switching back is immediate, and the choice is saved.
    page.select_option("#mode", "computer")
    page.wait_for_selector("#level-pick:not([hidden])", state="attached")
    assert page.is_hidden("#confirm")
    page.reload()
    wait_ready(page)
    assert page.input_value("#mode") == "computer"
    assert page.input_value("#level") == "intermediate"
    assert page.text_content("#score-blue") == "0"  # the abandoned round counts for nobody
    assert watch.problems() == []
