"""The follow-up passes run only when their inputs changed (``controller/passes.py``):
counted for a pointer move (no archive, rating, tab merge, clock or analysis work) and
for a move played (all of them)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from uttt.app.controller import passes
from uttt.app.controller.step import step
from uttt.app.core.event import Event
from uttt.app.features.play.events import PointerDown, PointerMove, PointerUp, Tick
from uttt.app.features.play.pointer import cell_centre
from uttt.app.model.app import App, with_storage
from uttt.app.model.effects import Write
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook

WALL = 1_700_000_000.0

EVERY_MOVE = ["offer passed", "search tickets", "sound", "revision", "rating", "archive",
              "analysis", "analysis board", "turn clock", "game clocks"]
"""The passes a move played on this device's round runs (no notice, no link game)."""


@pytest.fixture
def ran(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The names of the passes run, in order, across the steps of a test."""
    names: list[str] = []
    monkeypatch.setattr(passes, "PASSES", passes.traced(passes.PASSES, names))
    yield names


def settled_app(*events: Event) -> App:
    """A fresh round's state after ``events`` (one tick first: the clocks follow it)."""
    app = App.start(MatchRecord("0" * 16), ScoreBook(), width=360, height=360)
    for event in (Tick(0.5, WALL), *events):
        app, _ = step(app, event, WALL)
    return app


def test_a_pointer_move_runs_only_the_search_tickets(ran: list[str]) -> None:
    app = settled_app()
    ran.clear()
    x, y = cell_centre(app, 40)
    app, _ = step(app, PointerMove(x, y, 1.0, pressed=False), WALL + 1)
    app, _ = step(app, PointerMove(x + 3, y, 1.1, pressed=False), WALL + 1.1)
    assert ran == ["search tickets", "search tickets"]


def test_a_press_runs_only_the_search_tickets(ran: list[str]) -> None:
    app = settled_app()
    ran.clear()
    x, y = cell_centre(app, 40)
    step(app, PointerDown(x, y, 1.0), WALL + 1)
    assert ran == ["search tickets"]


def test_a_move_played_runs_every_pass_that_follows_the_round(ran: list[str]) -> None:
    app = settled_app()
    x, y = cell_centre(app, 40)
    app, _ = step(app, PointerDown(x, y, 1.0), WALL + 1)
    ran.clear()
    app, _ = step(app, PointerUp(x, y, 1.1), WALL + 1.1)
    assert app.round.record.moves == (40,)
    assert ran == EVERY_MOVE


def test_the_save_merge_runs_only_what_the_merge_changed(ran: list[str]) -> None:
    app = with_storage(settled_app(), known=(None, None))
    x, y = cell_centre(app, 40)
    app, _ = step(app, PointerDown(x, y, 1.0), WALL + 1)
    ran.clear()
    app, fx = step(app, PointerUp(x, y, 1.1), WALL + 1.1)
    assert Write in fx  # merged in this step, written
    assert ran[:len(EVERY_MOVE)] == EVERY_MOVE
    assert ran[len(EVERY_MOVE):] == ["search tickets"]


def test_time_passing_runs_the_clocks(ran: list[str]) -> None:
    app = settled_app()
    ran.clear()
    step(app, Tick(2.0, WALL + 2), WALL + 2)
    assert ran == ["search tickets", "turn clock", "game clocks"]
