"""The guards ``step`` runs before the tables (``controller/guards.py``), one by one: each
passes what is not its own unchanged, and rewrites or answers what is."""

from __future__ import annotations

import pytest

from uttt.app.controller.guards import (
    GUARDS,
    Guard,
    Onward,
    leave_tour,
    link_round,
    link_source,
    modes_leave_link,
    puzzle_options,
    refused_save,
    review_step_of,
    variation_step,
)
from uttt.app.core.event import Event
from uttt.app.features.links.events import OpenLink
from uttt.app.features.play.events import KeyPress, PointerMove
from uttt.app.features.tour.state import Tour
from uttt.app.model.app import App, with_links
from uttt.app.model.events import Choose, Click, Saved, SetOption
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.frozen import replace


def fresh() -> App:
    return App.start(MatchRecord("0" * 16), ScoreBook(), width=360, height=360)


@pytest.mark.parametrize("guard", GUARDS, ids=lambda g: g.__name__)
@pytest.mark.parametrize("event", [PointerMove(1.0, 2.0, 0.5), Click("resign", 1.0),
                                   KeyPress("Enter", 1.0), Saved(True)])
def test_what_is_not_a_guards_own_passes_unchanged(guard: Guard, event: Event) -> None:
    app = fresh()
    assert guard(app, event) == Onward(app, event)


def test_a_puzzle_option_is_answered_by_the_panel_not_the_settings() -> None:
    passed = puzzle_options(fresh(), SetOption("puzzle_level", "easy", 1.0))
    assert not isinstance(passed, Onward)
    assert passed[0].settings == fresh().settings


def test_a_control_of_the_game_ends_the_tour_its_own_buttons_do_not() -> None:
    touring = replace(fresh(), tour=Tour())
    assert leave_tour(touring, Click("undo", 1.0)).app.tour is None
    assert leave_tour(touring, Click("tour_next", 1.0)).app.tour == Tour()
    assert leave_tour(touring, PointerMove(1.0, 2.0, 0.5)).app.tour == Tour()


def test_a_mode_chosen_leaves_a_link_game_and_a_watched_one() -> None:
    linked = with_links(fresh(), shown="k")
    choose = Choose("computer", "easy", 1.0)
    assert modes_leave_link(linked, choose).app.links.shown is None
    assert modes_leave_link(linked, SetOption("sound", "off", 1.0)).app.links.shown is None
    assert modes_leave_link(linked, Click("undo", 1.0)).app.links.shown == "k"


def test_a_link_games_next_round_is_a_rematch_and_its_undo_a_take_back() -> None:
    linked = with_links(fresh(), shown="k")
    assert link_round(linked, Click("play_again", 1.0)).event == Click("rematch", 1.0)
    assert link_round(linked, Click("undo", 1.0)).event == Click("take_back", 1.0)
    assert link_round(fresh(), Click("undo", 1.0)).event == Click("undo", 1.0)


def test_a_link_is_read_by_its_source() -> None:
    game_link = OpenLink("not a position", "paste")
    assert link_source(fresh(), game_link) == Onward(fresh(), game_link)
    assert not isinstance(link_source(fresh(), OpenLink("", "archive")), Onward)


def test_the_reviews_steps_go_along_a_variation_only_while_one_is_shown() -> None:
    assert review_step_of(Click("prev", 1.0)) == "prev"
    assert review_step_of(KeyPress("Home", 1.0)) == "first"
    assert review_step_of(Click("undo", 1.0)) is None
    event = Click("next", 1.0)
    assert variation_step(fresh(), event) == Onward(fresh(), event)


def test_a_refused_save_is_answered_before_the_table() -> None:
    assert not isinstance(refused_save(fresh(), Saved(False)), Onward)
