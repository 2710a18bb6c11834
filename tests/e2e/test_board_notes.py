"""The player's notes on the analysis board in Chromium: an arrow and a circle drawn with
the mouse's right button and from the keyboard, a comment written, all found again after
a reload; screenshots (with the computer's arrows: every move's value on a desktop, the
report's best move on a phone) at 390x844 and 1280x800, light and dark, in English,
Brazilian and European Portuguese, written to ``/tmp/annotate-shots``
(``UTTT_NOTES_SHOTS``)."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.helpers import WIN
from uttt.board import Board

from .conftest import PREFIX
from .helpers import cell_point
from .test_study_board import VALUES_TIMEOUT, open_finished, show_ply

pytestmark = pytest.mark.e2e

STUDY_KEY = f"{PREFIX}uttt:v1:study"
SHOTS = Path(os.environ.get("UTTT_NOTES_SHOTS", "/tmp/annotate-shots"))
PLY = 10


def marks_shown(page: Any, arrows: int, circles: int) -> None:
    page.wait_for_selector(f"#board[data-marks='{arrows}.{circles}']", state="attached")


def _saved_notes(page: Any) -> list[Any]:
    text = page.evaluate(f"localStorage.getItem({json.dumps(STUDY_KEY)})")
    return list(json.loads(text)["boards"][0]["notes"])


def right_drag(page: Any, start: int, end: int) -> None:
    page.evaluate("document.querySelector('canvas#board').scrollIntoView({block: 'nearest'})")
    page.mouse.move(*cell_point(page, start))
    page.mouse.down(button="right")
    page.mouse.move(*cell_point(page, end), steps=4)
    page.mouse.up(button="right")


def test_arrows_circles_and_a_comment_are_drawn_written_and_found_again(
    page: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    open_finished(page, site_url, wait_ready, WIN, (1280, 800))
    record = page.get_attribute("#board", "data-record")
    show_ply(page, PLY)
    last = WIN[PLY - 1]
    target = next(m for m in Board.from_moves(WIN[:PLY]).legal_moves())
    right_drag(page, last, target)  # the mouse: an arrow
    marks_shown(page, 1, 0)
    page.mouse.click(*cell_point(page, 40), button="right")  # and a circle
    marks_shown(page, 1, 1)
    assert page.get_attribute("#explore", "data-at") == ""  # no move was played
    page.focus("#board")  # the keyboard: D, the cursor, Enter twice
    page.keyboard.press("d")
    page.wait_for_selector("#board[data-pen='on']", state="attached")
    page.keyboard.press("ArrowRight")  # the cursor stands on the last move shown
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    marks_shown(page, 2, 1)
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    marks_shown(page, 2, 2)
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "drawing-1280-light-en.png"))
    page.keyboard.press("Escape")
    page.wait_for_selector("#board[data-pen='']", state="attached")
    assert page.get_attribute("#draw-toggle", "aria-pressed") == "false"
    page.fill("#comment-text", "x" * 300)
    page.click("#comment-form button[type=submit]")
    page.wait_for_selector("#comment-note.refused", state="attached")
    assert "300" in page.inner_text("#comment-note")
    assert page.input_value("#comment-text") == "x" * 300  # kept, to be shortened
    page.evaluate("document.querySelector('#notes').scrollIntoView({block: 'end'})")
    page.screenshot(path=str(SHOTS / "refused-1280-light-en.png"))
    page.fill("#comment-text", "Sends Blue to the corner: the game turns here")
    page.click("#comment-form button[type=submit]")
    page.wait_for_selector("#comment-note:not(.refused)", state="attached")
    notes = _saved_notes(page)
    assert len(notes) == 1 and notes[0]["comment"].startswith("Sends Blue")
    assert len(notes[0]["arrows"]) == 2 and len(notes[0]["circles"]) == 2
    show_ply(page, PLY - 1)  # another position: none of them
    marks_shown(page, 0, 0)
    assert page.input_value("#comment-text") == ""
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#explore:not([hidden])", state="attached")
    show_ply(page, PLY)
    marks_shown(page, 2, 2)
    assert page.input_value("#comment-text").startswith("Sends Blue to the corner")
    assert "arrow" in page.inner_text("#marks-said")
    assert page.get_attribute("#board", "data-record") == record


def _shot(browser: Any, site_url: str, wait_ready: Callable[[Any], None], locale: str,
          scheme: str, size: tuple[int, int], study: str) -> None:
    context = browser.new_context(locale=locale, color_scheme=scheme)
    page = context.new_page()
    page.add_init_script(f"""
      if (!localStorage.getItem({json.dumps(STUDY_KEY)}))
        localStorage.setItem({json.dumps(STUDY_KEY)}, {json.dumps(study)});
    """)
    try:
        open_finished(page, site_url, wait_ready, WIN, size)
        show_ply(page, PLY)
        marks_shown(page, 2, 1)
        page.click("#values-toggle" if size[0] > 600 else "#show-best")  # either switch
        page.wait_for_selector("#board:not([data-computer=''])", state="attached",
                               timeout=VALUES_TIMEOUT)
        SHOTS.mkdir(parents=True, exist_ok=True)
        name = f"{size[0]}-{scheme}-{locale}.png"
        page.evaluate("window.scrollTo(0, 0)")
        page.wait_for_timeout(250)
        page.screenshot(path=str(SHOTS / f"board-{name}"))
        page.evaluate("document.querySelector('#notes').scrollIntoView({block: 'end'})")
        page.wait_for_timeout(250)
        page.screenshot(path=str(SHOTS / f"panel-{name}"))
    finally:
        context.close()


def _study_with_notes() -> str:
    """A study document with notes on position ``PLY`` of ``WIN``'s board."""
    from uttt.app.study.notes import Note
    from uttt.app.study.store import Study, dump
    from uttt.app.study.variations import Node, add_line

    game = tuple(WIN)
    legal = Board.from_moves(WIN[:PLY]).legal_moves()
    note = Note("Sends Blue to the corner: the game turns here",
                ((WIN[PLY - 1], legal[0]), (legal[0], legal[-1])), (legal[1],))
    root = add_line(Node(), (), game)
    return dump(Study().with_board(game, root, None, ((game[:PLY], note),)))


@pytest.mark.parametrize("locale", ["en", "pt-BR", "pt-PT"])
def test_screenshots_of_the_notes_and_the_computer_s_arrows(
    browser: Any, site_url: str, wait_ready: Callable[[Any], None], locale: str
) -> None:
    study = _study_with_notes()
    for size in ((390, 844), (1280, 800)):
        for scheme in ("light", "dark"):
            _shot(browser, site_url, wait_ready, locale, scheme, size, study)
            assert (SHOTS / f"panel-{size[0]}-{scheme}-{locale}.png").stat().st_size > 0
