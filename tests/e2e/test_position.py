"""The position editor in Chromium: a position set up by taps and pickers and played
against the computer; a position link opened in the editor; a bad position link refused
with its reason while the round on screen stays.

Waits are selector waits (the page's CSP forbids string evaluation)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from uttt.notation import format_record

from .conftest import PageWatch
from .helpers import LOCK_PAUSE_MS, click_cell, open_game, shoot, wait_record

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
E5_LINK = "#p=9/9/9/9/4x4/9/9/9/9_O_1_e5"
VALID = "#position[data-valid='true']"


def test_a_position_set_up_and_played_against_the_computer(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page.set_viewport_size(PHONE)
    open_game(page, site_url, wait_ready)
    page.select_option("#mode", "computer")
    page.wait_for_selector("#level-pick:not([hidden])", state="attached")
    page.click("#pos-open")
    page.wait_for_selector("#position:not([hidden])")
    page.click("#position-grid [data-cell='40']")  # X in e5
    page.wait_for_selector("#position-grid [data-cell='40'].mX")
    page.click("#position-grid [data-cell='36']")  # X in d4: two X, no O
    page.wait_for_selector("#position[data-valid='false']", state="attached")
    assert page.text_content("#position-check") == (
        "The number of X and O marks does not fit the side to move.")
    page.click("#position-grid [data-cell='36']")  # X -> O in d4
    page.wait_for_selector(VALID, state="attached")
    page.select_option("#position-target", "4")  # no O at a centre cell: no way there
    page.wait_for_selector("#position[data-valid='false']", state="attached")
    assert "sends play to that board" in (page.text_content("#position-check") or "")
    page.select_option("#position-target", "any")
    page.wait_for_selector(VALID, state="attached")
    assert page.input_value("#position-text") == "9/9/9/3o5/4x4/9/9/9/9 X 2 0000"
    shoot(page, "position-editor-phone.png")
    page.set_viewport_size(DESKTOP)
    shoot(page, "position-editor-desktop.png")
    page.set_viewport_size(PHONE)
    page.click("#pos-computer")
    page.wait_for_selector("#position", state="hidden")
    wait_record(page, "")
    page.wait_for_timeout(LOCK_PAUSE_MS)
    click_cell(page, 42)  # X to move in the centre board (any board: the target is free)
    first = format_record([42])
    page.wait_for_selector(f"canvas#board[data-record^={json.dumps(first + ' ')}]",
                           state="attached", timeout=15_000)
    page.wait_for_selector("canvas#board[data-thinking='0']", state="attached")
    shoot(page, "position-played-phone.png")
    page.reload()
    wait_ready(page)
    page.wait_for_selector(f"canvas#board[data-record^={json.dumps(first + ' ')}]",
                           state="attached")
    assert not watch.problems()


def test_a_position_link_opens_the_editor(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page.set_viewport_size(DESKTOP)
    open_game(page, site_url + E5_LINK, wait_ready)
    page.wait_for_selector("#position:not([hidden])")
    page.wait_for_selector(VALID, state="attached")
    assert page.input_value("#position-text") == "9/9/9/9/4x4/9/9/9/9 O 1 e5"
    assert page.input_value("#position-target") == "4"
    assert page.input_value("#position-side") == "O"
    page.click("#pos-two")
    page.wait_for_selector("#position", state="hidden")
    click_cell(page, 36)
    wait_record(page, format_record([36]))
    assert not watch.problems()


def test_a_bad_position_link_is_refused_and_the_round_stays(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page.set_viewport_size(PHONE)
    open_game(page, site_url, wait_ready)
    click_cell(page, 40)
    wait_record(page, format_record([40]))
    page.goto(site_url + "#p=9/9/9/9/4o4/9/9/9/9_O_1_e5")
    page.wait_for_selector("#notice:not([hidden])")
    assert "position link cannot be opened" in (page.text_content("#notice") or "")
    assert "does not fit the side to move" in (page.text_content("#notice") or "")
    assert page.is_hidden("#position")
    wait_record(page, format_record([40]))
    shoot(page, "position-bad-link-phone.png")
    assert not watch.problems()
