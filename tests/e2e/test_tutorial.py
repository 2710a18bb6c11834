"""The first-game tour in the browser: offered at the first visit and never again once
answered, taken to the end on a phone by tapping the board, and reachable from the help
without touching the saved round."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from uttt.app.features.tour.state import STEPS, position

from .conftest import CSP_WATCH, PREFIX
from .helpers import (
    LOCK_PAUSE_MS,
    cell_point,
    click_cell,
    open_game,
    resign,
    shoot,
    wait_record,
)

pytestmark = pytest.mark.e2e

STATE_KEY = f"{PREFIX}uttt:v1:state"


@pytest.fixture
def opened(browser: Any) -> Iterator[Callable[..., Any]]:
    """A page in a fresh context (fresh storage) of the given viewport and input kind."""
    contexts: list[Any] = []

    def open_page(width: int, height: int, touch: bool = False) -> Any:
        context = browser.new_context(viewport={"width": width, "height": height},
                                      has_touch=touch, is_mobile=touch)
        contexts.append(context)
        page = context.new_page()
        page.add_init_script(CSP_WATCH)
        return page

    yield open_page
    for context in contexts:
        context.close()


def _saved(page: Any) -> dict[str, Any]:
    text = page.evaluate(f"() => localStorage.getItem({json.dumps(STATE_KEY)})")
    return json.loads(text) if text else {}


def _wrong(step: Any) -> int:
    """A legal move of the step's position that does not answer it."""
    return next(m for m in position(step).legal_moves() if m not in step.targets)


def _tap(page: Any, move: int) -> None:
    page.touchscreen.tap(*cell_point(page, move))
    page.wait_for_timeout(LOCK_PAUSE_MS)


def test_the_tour_is_taken_to_the_end_on_a_phone(
    opened: Callable[..., Any], site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page = opened(390, 844, touch=True)
    open_game(page, site_url, wait_ready)
    assert page.is_visible("#tour-offer") and not page.is_visible("#tour")
    shoot(page, "tour-offer-390.png")
    page.tap("#tour_start")
    page.wait_for_selector("#tour:not([hidden])")
    assert not page.is_visible("#tour-offer") and not page.is_visible("#controls")
    for at, step in enumerate(STEPS):
        page.wait_for_selector(f"#tour[data-at='{at}'][data-answered='0']", state="attached")
        assert page.text_content("#tour-progress") == f"Step {at + 1} of {len(STEPS)}"
        _tap(page, _wrong(step))
        page.wait_for_selector("#tour-feedback[data-verdict='wrong']")
        assert page.get_attribute("#tour", "data-answered") == "0"
        if at == 0:
            shoot(page, "tour-wrong-390.png")
        _tap(page, min(step.targets))
        page.wait_for_selector("#tour-feedback[data-verdict='right']")
        page.wait_for_selector("#tour[data-answered='1']", state="attached")
        shoot(page, f"tour-step{at + 1}-390.png")
        page.tap("#tour_next")
    page.wait_for_selector("#tour", state="hidden")
    assert page.is_visible("#controls") and not page.is_visible("#tour-offer")
    assert _saved(page)["settings"]["tour"] == "done"
    page.reload()
    wait_ready(page)
    assert not page.is_visible("#tour-offer")  # answered: never offered again


def test_the_offer_declined_never_returns(
    opened: Callable[..., Any], site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page = opened(1280, 800)
    open_game(page, site_url, wait_ready)
    assert page.is_visible("#tour-offer")
    shoot(page, "tour-offer-1280.png")
    page.click("#tour_dismiss")
    page.wait_for_selector("#tour-offer", state="hidden")
    assert page.is_visible("#hint")
    page.reload()
    wait_ready(page)
    assert not page.is_visible("#tour-offer") and _saved(page)["settings"]["tour"] == "done"


def test_a_round_played_past_the_offer_does_not_bring_it_back(
    opened: Callable[..., Any], site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    """The offer ignored: a move played, the round resigned, a new round: no offer (it
    came back on every new round until a button answered it), and none after a reload."""
    page = opened(1280, 800)
    open_game(page, site_url, wait_ready)
    assert page.is_visible("#tour-offer")
    click_cell(page, 40)
    wait_record(page, "1. e5")
    resign(page)
    page.wait_for_selector("#play_again:not([hidden])")
    page.click("#play_again")
    page.wait_for_selector("#play_again", state="hidden")
    assert not page.is_visible("#tour-offer")
    assert _saved(page)["settings"]["tour"] == "done"
    page.reload()
    wait_ready(page)
    assert not page.is_visible("#tour-offer")


def test_the_tour_from_the_help_leaves_the_saved_round_alone(
    opened: Callable[..., Any], site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page = opened(1280, 800)
    open_game(page, site_url, wait_ready)
    click_cell(page, 40)
    page.wait_for_timeout(LOCK_PAUSE_MS)
    click_cell(page, 36)
    wait_record(page, "1. e5 d4")
    page.wait_for_timeout(LOCK_PAUSE_MS)  # a tap within the move's input lock is dropped,
    # the tour's first tap included: a person cannot reach it that fast, the test can
    assert not page.is_visible("#tour-offer")  # a round under way: out of the way
    before = _saved(page)
    page.click("#open-help")
    page.click("#tour-from-help")
    page.wait_for_selector("#tour:not([hidden])")
    page.wait_for_selector("#help-panel:not([open])", state="attached")
    step = STEPS[1]
    page.click("#tour_skip")
    page.wait_for_selector("#tour[data-at='1']", state="attached")
    click_cell(page, min(step.targets))
    page.wait_for_selector("#tour-feedback[data-verdict='right']")
    shoot(page, "tour-step2-1280.png")
    after = _saved(page)
    assert after["match"] == before["match"] and after["scores"] == before["scores"]
    page.click("#tour_leave")
    wait_record(page, "1. e5 d4")
    assert page.is_visible("#controls") and not page.is_visible("#tour")
    assert _saved(page)["match"] == before["match"]
