"""The computer playing itself stays paused across a reload and in another tab: the pause
is saved with the round it belongs to, validated on load, and never trusted alone."""

from __future__ import annotations

import json
import random

import pytest

from uttt.app.controller.step import initial_effects, step
from uttt.app.features.saving.events import Stored
from uttt.app.model.app import App
from uttt.app.model.effects import Save, Write, dropped, started
from uttt.app.model.events import Click, ComputerMove, Saving
from uttt.app.model.shown import render_view
from uttt.app.model.shown import text as page_text
from uttt.app.page import start as page
from uttt.app.round.match import Match
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.storage.save import SavedState, Settings, dump, load
from uttt.board import Board
from uttt.frozen import replace

ROUND = "00000000000000c1"
CVC = Settings(mode="cvc", level="master", red_level="beginner")


def watched() -> App:
    """A round of the computer playing itself (Red Beginner, Blue Master), one move in."""
    record = MatchRecord(ROUND, mode="cvc", level="master", red_level="beginner")
    app = replace(App.start(record, ScoreBook(), width=360, height=360), settings=CVC)
    ticket = app.round.thinking
    assert ticket is not None
    move = random.Random(3).choice(Board.from_moves(ticket.moves).legal_moves())
    return step(app, ComputerMove(ticket.token, move, 10.0))[0]


def saved_text(app: App) -> str:
    """What the page writes for ``app`` (nothing stored before)."""
    effects = step(app, Saving(None))[1]
    assert effects.get(Write).save is not None
    return effects.get(Write).save


def boot(text: str | None) -> page.Start:
    return page.boot(text, storage_ok=True, languages=["en"], size=(360, 360),
                     fresh_id="0" * 16)


def test_a_paused_round_is_still_paused_after_a_reload() -> None:
    app, effects = step(watched(), Click("cvc_pause", 11.0))
    assert app.round.paused and Save in effects                      # pausing is saved at once
    text = saved_text(app)
    assert json.loads(text)["paused"] == ROUND
    start = boot(text)
    again = start.app
    assert again.round.paused and again.round.thinking is None and start.notices == ()
    assert again.round.record.moves == app.round.record.moves
    assert started(initial_effects(again), "think") is None             # no move starts on load
    assert page_text(again, render_view(again).status) == "Paused: O to move"
    again, effects = step(again, Click("cvc_pause", 12.0))  # Resume plays on, and says so
    assert not again.round.paused and started(effects, "think") is not None and Save in effects
    assert "paused" not in json.loads(saved_text(again))


def test_one_move_while_paused_stays_paused_on_reload() -> None:
    app = step(watched(), Click("cvc_pause", 11.0))[0]
    app = step(app, Click("cvc_step", 12.0))[0]
    ticket = app.round.thinking
    assert ticket is not None
    move = Board.from_moves(ticket.moves).legal_moves()[0]
    app, effects = step(app, ComputerMove(ticket.token, move, 13.0))
    assert Save in effects and len(app.round.record.moves) == 2
    again = boot(saved_text(app)).app
    assert (again.round.paused and again.round.thinking is None
            and len(again.round.record.moves) == 2)


def test_a_save_without_a_pause_plays_on_and_is_written_as_before() -> None:
    app = watched()
    text = saved_text(app)
    assert "paused" not in json.loads(text)
    again = boot(text).app
    assert not again.round.paused and again.round.thinking is not None


def test_the_pause_round_trips_through_the_store() -> None:
    match = Match.new(ROUND, mode="cvc", level="master")
    match.play(40)
    state = SavedState(CVC, match.record(), paused=True)
    result = load(dump(state))
    assert result.state == state and result.problems == () and result.backup is None


def _doc_with(paused: object, **match: object) -> str:
    record = Match.new(ROUND, mode="cvc", level="master").record()
    doc = json.loads(dump(SavedState(CVC, record)))
    doc["match"].update(match)
    doc["paused"] = paused
    return json.dumps(doc)


@pytest.mark.parametrize(("paused", "match"), [
    ("00000000000000c2", {}),                              # another round's pause
    (ROUND, {"mode": "computer", "red_level": "beginner"}),  # not the computer playing itself
    (ROUND, {"taken": "red"}),                             # a person took over
    (True, {}), (1, {}), ([ROUND], {}),                    # not a round id at all
])
def test_a_pause_that_does_not_fit_the_round_is_dropped_and_reported(
        paused: object, match: dict[str, object]) -> None:
    text = _doc_with(paused, **match)
    result = load(text)
    assert not result.state.paused and "paused.invalid" in result.problems
    assert result.backup == text                           # nothing saved is lost
    start = boot(text)
    assert not start.app.round.paused and start.notices          # the page says so
    assert start.rewrite is not None and "paused" not in json.loads(start.rewrite)


def test_a_finished_round_is_never_paused() -> None:
    match = Match.new(ROUND, mode="cvc", level="master")
    while not match.is_over():
        match.play(match.legal_moves()[0])
    app = boot(dump(SavedState(CVC, match.record(), paused=True))).app
    assert not app.round.paused


def test_another_tab_pausing_or_resuming_the_round_is_followed() -> None:
    here = watched()
    assert here.round.thinking is not None
    there = step(here, Click("cvc_pause", 11.0))[0]
    here, effects = step(here, Stored(saved_text(there)))
    assert here.round.paused and here.round.thinking is None and "think" in dropped(effects)
    there = step(there, Click("cvc_pause", 12.0))[0]
    here, effects = step(here, Stored(saved_text(there)))
    assert not here.round.paused and started(effects, "think") is not None
