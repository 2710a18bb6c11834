"""Study links in Chromium: a study made in one browser context (a finished game with
variations, an arrow, a circle and comments) is shared from the analysis board, and its
link opened in another context shows the game with every variation and note, read only
(a new move is refused, nothing saved), then "Copy to my studies" saves it there and it
is editable. A damaged link is said and saves nothing. Screenshots
(``/tmp/studylink-shots``, or ``UTTT_SHOTS``) of the shared study with its link and QR
code, at 390x844 and 1280x800, light and dark, in English, pt-BR and pt-PT."""

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
from .helpers import cell_point, click_cell
from .test_board_notes import marks_shown, right_drag
from .test_study_board import open_finished, show_ply

pytestmark = pytest.mark.e2e

STUDY_KEY = f"{PREFIX}uttt:v1:study"
SHOTS = Path(os.environ.get("UTTT_SHOTS", "/tmp/studylink-shots"))
SIZES = ((390, 844), (1280, 800))


def variation_paths(page: Any) -> list[str]:
    return sorted(page.eval_on_selector_all(
        "#variations-list button", "els => els.map(e => e.dataset.path)"))


def explore(page: Any, ply: int, moves: int) -> None:
    """A variation of ``moves`` moves played from ply ``ply`` of the game."""
    page.click(f"#ply-{ply}")
    page.wait_for_selector(f"#ply-{ply}[aria-selected=true]", state="attached")
    board = Board.from_moves(WIN[:ply])
    move = next(m for m in board.legal_moves() if m != WIN[ply])
    path = [*WIN[:ply]]
    for _ in range(moves):
        click_cell(page, move)
        path.append(move)
        board.push(move)
        page.wait_for_selector(f"#explore[data-at='{'.'.join(map(str, path))}']",
                               state="attached")
        page.wait_for_timeout(350)  # the input lock after a tap
        move = board.legal_moves()[0]


def study_text(page: Any) -> str | None:
    return page.evaluate(f"localStorage.getItem({json.dumps(STUDY_KEY)})")  # type: ignore[no-any-return]


def make_link(page: Any) -> str:
    page.click("#study-share")
    page.wait_for_selector("#study-share-box:not([hidden])", state="attached")
    return str(page.input_value("#study-url"))


def shot(page: Any, name: str, target: str = "#study-shared") -> None:
    """A screenshot with ``target`` at the top of what is seen (below the board where
    the board stays on top, on a phone)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.evaluate("""target => {
      const el = document.querySelector(target);
      el.scrollIntoView({block: 'start'});
      const board = document.querySelector('canvas#board').getBoundingClientRect();
      const top = el.getBoundingClientRect().top;
      if (board.bottom > top && board.top <= 0 + 1) window.scrollBy(0, top - board.bottom - 8);
    }""", target)
    page.wait_for_timeout(150)
    page.screenshot(path=str(SHOTS / name))


NOTED = 12
"""The game's position the study's maker marks and comments."""


def comment(page: Any, text: str) -> None:
    page.fill("#comment-text", text)
    page.click("#comment-form button[type=submit]")
    page.wait_for_selector("#comment-note:not(.refused)", state="attached")


def annotate(page: Any) -> None:
    """On the game's position ``NOTED``: an arrow, a circle and a comment; on the end of
    the variation shown: a comment."""
    comment(page, "The line Blue missed")
    page.click("#var-leave")
    show_ply(page, NOTED)
    target = Board.from_moves(WIN[:NOTED]).legal_moves()[0]
    right_drag(page, WIN[NOTED - 1], target)
    marks_shown(page, 1, 0)
    page.mouse.click(*cell_point(page, target), button="right")
    marks_shown(page, 1, 1)
    comment(page, "Red's turning point")


def made_study(browser: Any, site_url: str, wait_ready: Callable[[Any], None],
               lines: tuple[tuple[int, int], ...], name: str | None = None
               ) -> tuple[str, list[str]]:
    """In a context of its own: the finished game ``WIN`` with a variation of ``moves``
    moves from each ``(ply, moves)`` of ``lines``, annotated (``annotate``), shared; the
    link and the variations' paths (the box with its QR code shot as ``name``)."""
    context = browser.new_context()
    page = context.new_page()
    open_finished(page, site_url, wait_ready, WIN, (1280, 800))
    for ply, moves in lines:
        explore(page, ply, moves)
    annotate(page)
    made = variation_paths(page)
    link = make_link(page)
    assert page.is_visible("#study-qr-code")
    assert page.get_attribute("#study-qr-code", "data-link") == link
    if name is not None:
        shot(page, name, "#study-share-box")
    context.close()
    return link, made


def test_a_study_shared_opens_in_another_context_read_only_then_copied(
    browser: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    link, made = made_study(browser, site_url, wait_ready, ((10, 3), (20, 2)),
                            "maker-share-1280.png")
    assert len(made) == 5
    assert link.startswith(site_url + "#s1.")

    viewer = browser.new_context(viewport={"width": 1280, "height": 800})
    page = viewer.new_page()
    page.goto(link)
    wait_ready(page)
    page.wait_for_selector("#explore[data-shared='1']", state="attached")
    page.wait_for_selector("#study-shared:not([hidden])", state="attached")
    assert variation_paths(page) == made  # every variation
    assert page.is_disabled("#var-promote") and page.is_disabled("#var-delete")
    assert page.evaluate("location.hash") == ""  # the address no longer holds it
    show_ply(page, NOTED)  # the maker's arrow, circle and comment
    marks_shown(page, 1, 1)
    assert page.input_value("#comment-text") == "Red's turning point"
    record = page.get_attribute("#board", "data-record")
    assert record and record.startswith("1.")
    page.click("#ply-5")  # read only: a new move is refused, and said
    page.wait_for_selector("#ply-5[aria-selected=true]", state="attached")
    new = next(m for m in Board.from_moves(WIN[:5]).legal_moves() if m != WIN[5])
    click_cell(page, new)
    page.wait_for_selector("#notice:has-text('read only')", state="attached")
    assert variation_paths(page) == made
    assert study_text(page) is None or '"boards":[]' in str(study_text(page))
    shot(page, "viewer-read-only-1280.png")

    page.click("#study-copy")
    page.wait_for_selector("#explore[data-shared='']", state="attached")
    page.wait_for_selector("#study-shared[hidden]", state="attached")
    saved = json.loads(study_text(page) or "{}")["boards"]
    assert [b["moves"] for b in saved] == [WIN] and len(saved[0]["tree"]) == len(WIN) + 5
    assert sorted(n.get("comment") for n in saved[0]["notes"]) == [
        "Red's turning point", "The line Blue missed"]
    page.wait_for_timeout(350)
    click_cell(page, new)  # now the player's own: the move starts a variation, kept
    page.wait_for_selector(f"#explore[data-at='{'.'.join(map(str, [*WIN[:5], new]))}']",
                           state="attached")
    assert len(variation_paths(page)) == 6
    assert len(json.loads(study_text(page) or "{}")["boards"][0]["tree"]) == len(WIN) + 6
    viewer.close()


def test_a_damaged_study_link_is_said_and_saves_nothing(
    page: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(site_url + "#s1.-.q8aqDabWxEDH2AxVg4lBrE40RBhEmcfG1tYCAA.k1jm")
    wait_ready(page)
    page.wait_for_selector("#notice:has-text('damaged')", state="attached")
    assert page.is_hidden("#explore")
    assert study_text(page) is None


@pytest.mark.parametrize("locale", ["en", "pt-BR", "pt-PT"])
def test_screenshots_of_a_shared_study(browser: Any, site_url: str,
                                       wait_ready: Callable[[Any], None],
                                       locale: str) -> None:
    link, _ = made_study(browser, site_url, wait_ready, ((10, 3), (16, 2)))
    for scheme in ("light", "dark"):
        context = browser.new_context(locale=locale, color_scheme=scheme,
                                      viewport={"width": 390, "height": 844})
        page = context.new_page()
        page.goto(link)
        wait_ready(page)
        page.wait_for_selector("#explore[data-shared='1']", state="attached")
        page.click("#study-share")
        page.wait_for_selector("#study-share-box:not([hidden])", state="attached")
        assert page.get_attribute("html", "lang") == locale
        for width, height in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            shot(page, f"shared-{locale}-{scheme}-{width}.png")
            shot(page, f"shared-box-{locale}-{scheme}-{width}.png", "#study-share-box")
        context.close()
