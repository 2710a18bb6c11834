"""My studies in Chromium: a study made on a finished game (a variation and a comment)
is found again after a reload, from the archive's My studies, opened with its variation
and comment, editable, then deleted from the analysis board's My studies after its
confirmation; screenshots of the list (and of a Delete's question) at 390x844 and
1280x800, light and dark, in English, Brazilian and European Portuguese, written to
``/tmp/mystudies-shots`` (``UTTT_STUDIES_SHOTS``), where axe-core finds no violation in
the list nor in a Delete's question."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.helpers import WIN
from uttt.app.study import store
from uttt.app.study.notes import Note
from uttt.app.study.store import SavedBoard, Study
from uttt.app.study.variations import Node, add_line, add_variation
from uttt.board import Board

from .test_accessibility import AXE, violations
from .test_study_board import STATE_KEY, open_finished
from .test_study_link import STUDY_KEY, comment, explore, study_text, variation_paths

pytestmark = pytest.mark.e2e

SHOTS = Path(os.environ.get("UTTT_STUDIES_SHOTS", "/tmp/mystudies-shots"))
SIZES = ((390, 844), (1280, 800))
NOTE = "Blue lets Red win the centre board here"


def _unfinished_round(page: Any) -> None:
    """The saved round replaced by a new one: after a reload no study is on screen."""
    saved = {"schema": 2, "match": {"round_id": "0" * 15 + "9", "game": "ultimate",
                                    "mode": "two_players", "level": "beginner", "round": 1,
                                    "opener": "red", "moves": [], "resigned_by": None}}
    page.evaluate("([key, text]) => localStorage.setItem(key, text)",
                  [STATE_KEY, json.dumps(saved)])


def _open_from_archive(page: Any) -> None:
    page.click("#open-archive")
    page.wait_for_selector("#archive-panel[open]")
    page.click("#archive-studies")
    page.wait_for_selector("#studies-panel[open]")
    page.wait_for_selector("#archive-panel:not([open])", state="attached")


def test_a_study_is_found_again_opened_and_deleted(
    page: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    open_finished(page, site_url, wait_ready, WIN, (1280, 800))
    explore(page, 10, 2)
    comment(page, NOTE)
    made = variation_paths(page)
    assert NOTE in (study_text(page) or "")
    _unfinished_round(page)
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#explore[hidden]", state="attached")  # no board on screen

    _open_from_archive(page)
    page.wait_for_selector("#studies-list li")
    rows = page.locator("#studies-list li")
    assert rows.count() == 1
    line = rows.first.inner_text()
    assert "29 moves · 1 variation · 1 comment" in line and f"“{NOTE}”" in line
    assert "1 study kept" in page.inner_text("#studies-count")
    page.focus("#studies-list button.open")  # the keyboard opens it
    page.keyboard.press("Enter")
    page.wait_for_selector("#studies-panel:not([open])", state="attached")
    page.wait_for_selector("#explore:not([hidden])", state="attached")
    page.wait_for_selector("#explore[data-shared='']", state="attached")  # editable
    assert variation_paths(page) == made
    end = max(made, key=len)
    page.click(f"#variations-list [data-path='{end}']")
    page.wait_for_selector(f"#explore[data-at='{end}']", state="attached")
    assert page.input_value("#comment-text") == NOTE

    page.click("#open-studies")  # the analysis board's own button
    page.wait_for_selector("#studies-panel[open]")
    page.focus("#studies-list button.delete")
    page.keyboard.press("Enter")
    page.wait_for_selector("#studies-confirm:not([hidden])", state="attached")
    assert page.evaluate("document.activeElement.id") == "studies_delete_no"  # the safe answer
    page.keyboard.press("Enter")  # kept
    page.wait_for_selector("#studies-confirm[hidden]", state="attached")
    assert page.locator("#studies-list li").count() == 1
    page.click("#studies-list button.delete")
    page.click("#studies_delete_yes")
    page.wait_for_selector("#studies-empty:not([hidden])", state="attached")
    assert page.locator("#studies-list li").count() == 0
    assert json.loads(study_text(page) or "{}")["boards"] == []
    page.wait_for_selector("#notice:has-text('deleted')", state="attached")


def _seeded() -> str:
    """A study document with two boards: the game ``WIN`` with a variation and a comment,
    and a set-up position."""
    other = next(m for m in Board.from_moves(WIN[:10]).legal_moves() if m != WIN[10])
    root = add_variation(add_line(Node(), (), tuple(WIN)), tuple(WIN[:10]), other)
    game = SavedBoard(tuple(WIN), root, None, (((*WIN[:10], other), Note(NOTE)),))
    position = SavedBoard((), Node(), "9/9/9/9/4x4/9/9/9/9 O 1 e5")
    return store.dump(Study(boards=(position, game)))


@pytest.mark.parametrize("locale", ["en", "pt-BR", "pt-PT"])
def test_screenshots_of_my_studies(browser: Any, site_url: str,
                                   wait_ready: Callable[[Any], None], locale: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    for scheme in ("light", "dark"):
        context = browser.new_context(locale=locale, color_scheme=scheme, bypass_csp=True,
                                      viewport={"width": 390, "height": 844})
        page = context.new_page()
        page.add_init_script(f"""
          if (!localStorage.getItem({json.dumps(STUDY_KEY)}))
            localStorage.setItem({json.dumps(STUDY_KEY)}, {json.dumps(_seeded())});
        """)
        page.goto(site_url)
        wait_ready(page)
        assert page.get_attribute("html", "lang") == locale
        page.click("#open-archive")
        page.wait_for_selector("#archive-panel[open]")
        page.locator("#archive-studies").scroll_into_view_if_needed()
        page.screenshot(path=str(SHOTS / f"archive-entry-{locale}-{scheme}-390.png"))
        page.click("#archive-studies")
        page.wait_for_selector("#studies-panel[open]")
        page.wait_for_selector("#studies-list li:nth-child(2)")
        assert page.locator("#studies-list li").count() == 2
        found = violations(page, "studies") if AXE.is_file() else []
        for width, height in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_timeout(150)
            page.screenshot(path=str(SHOTS / f"list-{locale}-{scheme}-{width}.png"))
        page.click("#studies-list li:first-child button.delete")
        page.wait_for_selector("#studies-confirm:not([hidden])", state="attached")
        page.locator("#studies-confirm").scroll_into_view_if_needed()
        page.screenshot(path=str(SHOTS / f"confirm-{locale}-{scheme}-1280.png"))
        if AXE.is_file():
            found += violations(page, "a Delete's question")
        assert found == []
        context.close()
