"""The evaluation bar beside the board in Chromium: a finished game analysed, the bar's
figure and its text for a screen reader follow the review's steps; the move list marks
the report's inaccuracies, mistakes and blunders and names each player's accuracy; "Hide
the computer" hides all of it and is remembered across a reload. Screenshots on a
phone and a desktop, light and dark, in the three languages (``UTTT_SHOTS``)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from .conftest import PageWatch
from .helpers import SHOTS, settings, shoot
from .test_accessibility import violations
from .test_analysis import open_finished

pytestmark = pytest.mark.e2e

GAME = [28, 9, 2, 22, 43, 68, 49, 39, 29, 26, 80, 73, 10, 12, 27, 3, 40, 41, 50, 45, 0, 8, 78,
        58, 37, 13, 16, 66, 48]
"""A finished game of random moves (29 plies, X wins): its report marks many moves."""
BAR = "#eval-side"
MARKED = "#moves-list button:not([data-verdict=''])"


def bar(page: Any) -> tuple[str, str, str]:
    """The bar's value, its text for a screen reader and the figure written on it."""
    return (page.get_attribute(BAR, "aria-valuenow"), page.get_attribute(BAR, "aria-valuetext"),
            page.text_content("#eval-side-figure"))


def analysed(page: Any, site_url: str, wait_ready: Callable[[Any], None]) -> None:
    open_finished(page, site_url, wait_ready, GAME)
    page.click("#analyse")
    page.wait_for_selector(f"#analysis[data-done='{len(GAME)}'][data-running='0']",
                           state="attached", timeout=180_000)


def test_the_bar_follows_the_review_and_the_computer_hides(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    analysed(page, site_url, wait_ready)
    assert page.is_visible(BAR) and page.get_attribute(BAR, "role") == "meter"
    page.click("#first")
    page.wait_for_selector("#analysis[data-shown='0']", state="attached")
    start = bar(page)
    assert start[0] == start[2] and re.fullmatch(
        r"Winning chances: Red \d+%, Blue \d+%", start[1]), start
    seen = {start}
    for ply in range(1, 8):  # random moves: the chances move within a few steps
        page.click("#next")
        page.wait_for_selector(f"#analysis[data-shown='{ply}']", state="attached")
        page.wait_for_function(
            "([v, f]) => document.querySelector('#eval-side').getAttribute('aria-valuenow') == v"
            " || document.querySelector('#eval-side-figure').textContent != f",
            arg=[start[0], start[2]])
        now = bar(page)
        assert now[0] == now[2], now              # the figure is the value
        red, blue = map(int, re.findall(r"\d+", now[1]))
        assert red == int(now[0]) and red + blue == 100, now
        share = page.evaluate("getComputedStyle(document.querySelector('#eval-side-fill'))"
                              ".getPropertyValue('--share')")
        assert share == f"{red / 100:g}", share  # the fill's share, which the CSS scales
        seen.add(now)
    assert len(seen) > 1, seen                     # the bar moved with the steps

    marked = page.locator(MARKED)
    assert marked.count() > 0
    for i in range(marked.count()):
        button = marked.nth(i)
        verdict = button.get_attribute("data-verdict")
        glyph = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}[verdict]
        assert button.evaluate("b => getComputedStyle(b, '::after').content") == f'"{glyph}"'
        article = "an" if verdict == "inaccuracy" else "a"
        assert button.get_attribute("aria-label").endswith(f", {article} {verdict}")
    assert re.fullmatch(r"Red \d+%", page.text_content("#accuracy-x"))
    assert re.fullmatch(r"Blue \d+%", page.text_content("#accuracy-o"))
    assert page.get_attribute("#graph", "aria-label").startswith(
        "Winning chances over the game, Red at the top and Blue at the bottom.")

    page.click("#hide-computer")
    page.wait_for_selector("#hide-computer[aria-checked='true']", state="attached")
    hidden = (BAR, "#graph", "#eval-verdict", "#accuracy", "#mistakes", "#report-summary")
    for selector in hidden:
        assert page.is_hidden(selector), selector
    assert page.locator(MARKED).count() == 0
    page.reload()                                  # remembered
    wait_ready(page)
    page.wait_for_selector("#hide-computer[aria-checked='true']", state="attached")
    page.wait_for_selector("#judged:not([hidden])")
    for selector in hidden:
        assert page.is_hidden(selector), selector
    page.click("#hide-computer")
    page.wait_for_selector(f"{BAR}:not([hidden])")
    page.wait_for_selector(MARKED, state="attached")
    assert page.locator(MARKED).count() == marked.count()
    assert watch.problems() == []


SIZES = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 800}}


def test_screenshots_and_no_axe_violation(
    browser: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    """Every size, theme and language, saved for a person to look at; axe finds no
    violation (the marks' and the accuracy's contrast, the meter, the switch) in any."""
    context = browser.new_context(bypass_csp=True)  # for axe: see test_accessibility
    try:
        page = context.new_page()
        found = shots_of_every_look(page, site_url, wait_ready)
    finally:
        context.close()
    assert found == []


def shots_of_every_look(page: Any, site_url: str, wait_ready: Callable[[Any], None]
                        ) -> list[str]:
    """The screenshots taken; axe's violations found in any of them."""
    found: list[str] = []
    analysed(page, site_url, wait_ready)
    page.click("#first")
    for _ in range(6):
        page.click("#next")
    page.wait_for_selector("#analysis[data-shown='6']", state="attached")
    for language in ("en", "pt-BR", "pt-PT"):
        for theme in ("light", "dark"):
            page.set_viewport_size(SIZES["desktop"])
            settings(page, language=language, theme=theme)
            page.wait_for_selector(f"html[lang='{language}']", state="attached")
            for size, viewport in SIZES.items():
                page.set_viewport_size(viewport)
                page.evaluate("window.scrollTo(0, 0)")
                page.wait_for_timeout(400)             # the bar's transition
                shoot(page, f"evalbar-{size}-{theme}-{language}.png")
                found += violations(page, f"{size} {theme} {language}")
                if size == "phone":  # the move list, under the board pinned at the top
                    page.evaluate("""() => {
                      const stage = document.querySelector('.stage').offsetHeight;
                      const moves = document.querySelector('#moves').getBoundingClientRect();
                      window.scrollTo(0, window.scrollY + moves.top - stage - 8); }""")
                    page.wait_for_timeout(100)
                    shoot(page, f"evalbar-{size}-{theme}-{language}-moves.png")
    page.set_viewport_size(SIZES["desktop"])
    settings(page, language="en", palette="colourblind")  # dark still: the seats' colours
    for size, viewport in SIZES.items():
        page.set_viewport_size(viewport)
        page.evaluate("window.scrollTo(0, 0)")
        page.wait_for_timeout(400)
        shoot(page, f"evalbar-{size}-dark-colourblind-en.png")
        found += violations(page, f"{size} dark colourblind")
    assert (SHOTS / "evalbar-phone-dark-pt-PT.png").exists()
    return found
