"""The analysis board in Chromium: a variation played from a position of a finished game,
walked and left (the game and its save unchanged), and every move's value drawn on the
legal cells, with the best lines; the time to value every move of a position is measured
and printed (run with ``-s``). Screenshots at 390x844 and 1280x800."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from tests.helpers import WIN
from uttt.board import Board
from uttt.notation import move_name

from .conftest import PREFIX
from .helpers import click_cell, shoot

pytestmark = pytest.mark.e2e

STATE_KEY = f"{PREFIX}uttt:v1:state"
RECORD_TIMEOUT = 20_000
VALUES_TIMEOUT = 60_000


def open_finished(page: Any, url: str, wait_ready: Callable[[Any], None], moves: list[int],
                  size: tuple[int, int]) -> None:
    saved = {"schema": 2, "match": {"round_id": "0" * 15 + "8", "game": "ultimate",
                                    "mode": "two_players", "level": "beginner", "round": 1,
                                    "opener": "red", "moves": moves, "resigned_by": None}}
    page.add_init_script(f"""
      if (!localStorage.getItem({json.dumps(STATE_KEY)}))
        localStorage.setItem({json.dumps(STATE_KEY)}, {json.dumps(json.dumps(saved))});
    """)
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(url)
    wait_ready(page)
    page.wait_for_selector("#explore:not([hidden])", state="attached")


def show_ply(page: Any, ply: int) -> None:
    page.click(f"#ply-{ply}")
    page.wait_for_selector(f"#ply-{ply}[aria-selected=true]", state="attached")


def saved_moves(page: Any) -> list[int]:
    text = page.evaluate(f"localStorage.getItem({json.dumps(STATE_KEY)})")
    return list(json.loads(text)["match"]["moves"])


def test_a_variation_explored_and_left_leaves_the_game_unchanged(
    page: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    open_finished(page, site_url, wait_ready, WIN, (1280, 800))
    record = page.get_attribute("#board", "data-record")
    show_ply(page, 10)
    move = next(m for m in Board.from_moves(WIN[:10]).legal_moves() if m != WIN[10])
    click_cell(page, move)
    path = ".".join(map(str, [*WIN[:10], move]))
    page.wait_for_selector(f"#explore[data-at='{path}']", state="attached")
    reply = Board.from_moves([*WIN[:10], move]).legal_moves()[0]
    page.wait_for_timeout(350)  # the input lock after a tap
    click_cell(page, reply)
    page.wait_for_selector(f"#explore[data-at='{path}.{reply}']", state="attached")
    assert page.locator("#variations-list button").count() == 2
    assert "Variation" in page.inner_text("#status-text")
    shoot(page, "study-board-variation-1280.png")
    page.click(f"[data-path='{path}']")  # the list: the variation's first move
    page.wait_for_selector(f"#explore[data-at='{path}']", state="attached")
    page.keyboard.press("ArrowRight")  # the focused list steps on along the line
    page.wait_for_selector(f"#explore[data-at='{path}.{reply}']", state="attached")
    page.click("#var-leave")
    page.wait_for_selector("#explore[data-at='']", state="attached")
    page.wait_for_selector("#ply-10[aria-selected=true]", state="attached")
    assert page.get_attribute("#board", "data-record") == record
    assert saved_moves(page) == WIN
    typed = next(m for m in Board.from_moves(WIN[:10]).legal_moves() if m not in (WIN[10], move))
    page.fill("#explore-move", move_name(typed))  # the keyboard's way: a move by name
    page.press("#explore-move", "Enter")
    page.wait_for_selector(f"#explore[data-at='{'.'.join(map(str, [*WIN[:10], typed]))}']",
                           state="attached")
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#explore[data-variations='3']", state="attached")  # kept
    assert saved_moves(page) == WIN


@pytest.mark.parametrize("size", [(390, 844), (1280, 800)])
def test_every_move_s_value_is_shown_on_the_legal_cells(
    page: Any, site_url: str, wait_ready: Callable[[Any], None], size: tuple[int, int]
) -> None:
    open_finished(page, site_url, wait_ready, WIN, size)
    timings = []
    for ply in (10, 0, 20):
        if ply:
            show_ply(page, ply)
        else:
            page.click("#first")
            page.wait_for_selector("#first:disabled", state="attached")
        started = page.evaluate("performance.now()")
        if not timings:
            page.click("#values-toggle")
        legal = len(Board.from_moves(WIN[:ply]).legal_moves())
        page.wait_for_selector(f"#board[data-values='{legal}']", state="attached",
                               timeout=VALUES_TIMEOUT)
        shown = page.evaluate("performance.now()") - started  # selector waits poll per frame
        took = page.evaluate(
            "performance.getEntriesByName('uttt:values').map(e => [e.detail.ply, e.duration])")
        timings.append((ply, legal, [d for p, d in took if p == ply][-1], shown))
        assert page.locator("#values-lines li").count() == min(3, legal)
        assert page.locator("#values-list li").count() == legal
        page.wait_for_timeout(100)
        shoot(page, f"study-board-values-ply{ply}-{size[0]}.png")
    for ply, legal, took, shown in timings:
        print(f"values of every move at ply {ply} ({legal} legal moves), {size[0]}x{size[1]}: "
              f"search {took:.0f} ms, shown {shown:.0f} ms after asking")
