"""The openings panel in the browser: closed at first; after a move its button opens it
under the board, with the self-play games' next moves from the position on screen (the
player's finished games: none yet); pressed again it closes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.e2e.helpers import click_cell, wait_record

from .conftest import PageWatch

pytestmark = pytest.mark.e2e


def test_the_panel_opens_on_the_position_after_a_move(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page.goto(site_url)
    wait_ready(page)
    assert page.locator("#openings").is_hidden()
    click_cell(page, 40)  # two players, ultimate: e5
    wait_record(page, "1. e5")
    page.click("#openings-toggle")
    page.wait_for_selector("#openings:not([hidden]) table tbody tr")
    assert page.get_attribute("#openings-toggle", "aria-pressed") == "true"
    assert page.locator("#openings h3").all_text_contents() == [
        "Your finished games", "Computer games"]
    assert page.locator("#openings .openings-none").text_content() == (
        "No game reached this position.")
    header = page.locator("#openings thead th").all_text_contents()
    assert header == ["Move", "Games", "Won", "Drawn", "Lost"]
    rows = page.locator("#openings tbody tr")
    assert 1 <= rows.count() <= 10
    first = rows.nth(0).locator("th, td").all_text_contents()
    assert first[0].startswith(("d", "e", "f")) and int(first[1]) >= 3  # from e5: its board
    assert all(cell.endswith("%") for cell in first[2:])
    page.click("#openings-toggle")
    page.wait_for_selector("#openings[hidden]", state="attached")
    assert watch.problems() == []
