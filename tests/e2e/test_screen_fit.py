"""What a phone shows without scrolling: the result card right under (or beside) the board
at the end of a round, portrait and landscape, and no page wider than its screen, in
every language."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from .helpers import shoot
from .test_play import STATE_KEY, WIN, play, wait_moves

pytestmark = pytest.mark.e2e

SIZES = [(360, 640), (640, 360), (390, 844), (844, 390), (1280, 800)]
LANGUAGES = ["en", "pt-BR", "pt-PT"]


@pytest.fixture
def phone(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 360, "height": 640}, locale="en-US")
    yield context.new_page()
    context.close()


def choose_language(page: Any, language: str) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    page.click("#open-settings")
    page.wait_for_selector("#settings-panel[open]")
    page.select_option("#set-language", language)
    page.click("#close-settings")
    page.wait_for_selector(f"html[lang='{language}']", state="attached")


def at_top(page: Any, width: int, height: int) -> None:
    page.set_viewport_size({"width": width, "height": height})
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_timeout(150)  # the fitted texts settle on the next frames


def test_the_result_card_shows_without_scrolling(
    phone: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    """On an upright 390x844 phone the card once started at 830 px, under Play again, the
    mode, seven buttons and the score: now it is on screen, right under the board (beside
    it in landscape), at every size and in every language."""
    page = phone
    # The round saved up to its winning move, which is clicked here: the card comes with
    # it as at the end of a round played by clicks (test_play plays that whole game).
    saved = {"schema": 2, "match": {"round_id": "0" * 15 + "7", "game": "ultimate",
                                    "mode": "two_players", "level": "beginner", "round": 1,
                                    "opener": "red", "moves": WIN[:-1], "resigned_by": None}}
    page.add_init_script(f"""
      if (!localStorage.getItem({json.dumps(STATE_KEY)}))
        localStorage.setItem({json.dumps(STATE_KEY)}, {json.dumps(json.dumps(saved))});
    """)
    page.goto(site_url)
    wait_ready(page)
    page.set_viewport_size({"width": 1280, "height": 800})
    wait_moves(page, WIN[:-1])
    play(page, WIN[-1:], WIN[:-1])
    page.wait_for_selector("#result:not([hidden])")
    seen = []
    for language in LANGUAGES:
        choose_language(page, language)
        for width, height in SIZES:
            at_top(page, width, height)
            card = page.locator("#result").bounding_box()
            board = page.locator("#board").bounding_box()
            seen.append((language, width, height, round(card["y"]), round(card["height"])))
            assert page.evaluate("window.scrollY") == 0
            assert card["y"] >= 0 and card["y"] + card["height"] <= height, seen[-1]
            assert card["x"] >= 0 and card["x"] + card["width"] <= width, seen[-1]
            beside = card["x"] >= board["x"] + board["width"]
            assert beside or card["y"] >= board["y"] + board["height"], seen[-1]
            overflow = page.locator("#result").evaluate(
                "(r) => r.scrollHeight - r.clientHeight")
            assert overflow <= 1, seen[-1]  # nothing of the card cut off
            shoot(page, f"result-{width}x{height}-{language}.png")
    print("\ncard (language, width, height, top, height):", seen)


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_page_is_wider_than_its_screen(
    phone: Any, site_url: str, wait_ready: Callable[[Any], None], language: str
) -> None:
    """pt-PT on an 844x390 phone was 850 px wide (the Mode select cut off): no sideways
    scrolling at any size, in any language, in two-player and computer modes."""
    page = phone
    page.goto(site_url)
    wait_ready(page)
    choose_language(page, language)
    for mode in ("two_players", "computer", "cvc"):
        if mode != "two_players":
            page.set_viewport_size({"width": 1280, "height": 800})
            page.select_option("#mode", mode)
            if page.is_visible("#switch_confirm"):
                page.click("#switch_confirm")
            page.wait_for_timeout(200)
        for width, height in SIZES:
            at_top(page, width, height)
            wide = page.evaluate("document.documentElement.scrollWidth")
            assert wide <= width, (language, mode, width, height, wide)
            if mode == "two_players" and (width, height) == (844, 390):
                shoot(page, f"width-{width}x{height}-{language}.png")


ARROW_PX = 22
"""The room a select's own arrow takes at its end (Chromium's, about 20 px)."""

CUT_OPTIONS = """(arrow) => {
  const pen = document.createElement("canvas").getContext("2d");
  const cut = [];
  for (const select of document.querySelectorAll("#settings-panel select")) {
    if (!select.clientWidth) continue;  // not shown (a level of a mode not chosen)
    const style = getComputedStyle(select);
    pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = select.clientWidth - parseFloat(style.paddingLeft)
      - parseFloat(style.paddingRight) - arrow;
    for (const option of select.options) {
      if (!option.hidden && pen.measureText(option.text).width > room)
        cut.push(`${select.id}: ${option.text}`);
    }
  }
  return cut;
}"""


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_settings_choice_shows_whole_on_a_phone(
    browser: Any, site_url: str, wait_ready: Callable[[Any], None], language: str
) -> None:
    """At 360 px no choice of the settings is cut (pt-PT's game read "Super Jogo do Galo
    (nove tabule")."""
    context = browser.new_context(viewport={"width": 360, "height": 640}, locale=language)
    try:
        page = context.new_page()
        page.goto(site_url)
        wait_ready(page)
        page.click("#open-settings")
        page.wait_for_selector("#settings-panel[open]")
        assert page.evaluate(CUT_OPTIONS, ARROW_PX) == []
        page.locator("#set-game").scroll_into_view_if_needed()
        shoot(page, f"settings-game-360-{language}.png")
    finally:
        context.close()
