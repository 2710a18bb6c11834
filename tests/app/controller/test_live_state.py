"""State that lives: a tap costs at most one ``Board.push`` (no replay of the record),
and a move is written to storage once. Counted, not timed."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from tests.helpers import WIN
from uttt.app.controller.runner import MemoryEdge, Runner
from uttt.app.features.play.events import PointerDown, PointerUp, Tick
from uttt.app.features.play.pointer import cell_centre
from uttt.app.features.saving.events import Stored
from uttt.app.model.app import App
from uttt.app.model.events import ComputerMove
from uttt.app.model.shown import render_view
from uttt.app.page.start import boot
from uttt.app.round.record import MatchRecord
from uttt.app.scene.render import display_list
from uttt.app.scores.book import ScoreBook
from uttt.board import Board
from uttt.classic import ClassicBoard

ID = "00000000000000d1"
CLASSIC_GAME = [0, 3, 1, 4, 8, 5]  # O wins the middle row


@contextmanager
def counting_pushes(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Count every ``push`` on either board class while the block runs."""
    count = [0]
    for cls in (Board, ClassicBoard):
        original = cls.push

        def push(self: object, move: int, _original: object = original) -> None:
            count[0] += 1
            _original(self, move)  # type: ignore[operator]

        monkeypatch.setattr(cls, "push", push)
    yield count
    monkeypatch.undo()


def runner_for(record: MatchRecord) -> tuple[Runner, MemoryEdge]:
    edge = MemoryEdge()
    runner = Runner(App.start(record, ScoreBook(), width=360, height=360), edge)
    runner.dispatch(Tick(0.0, 1000.0))  # the first turn's clock
    return runner, edge


def paint(runner: Runner) -> None:
    """What a frame does: the view model and the display list."""
    display_list(render_view(runner.app), runner.app.page.layout)


def tap(runner: Runner, move: int, time: float) -> tuple[list[int], list[int]]:
    """Pushes during the press and during the release (each with its paint)."""
    x, y = cell_centre(runner.app, move)
    counts = []
    for event in (PointerDown(x, y, time), PointerUp(x, y, time + 0.05)):
        with counting_pushes(pytest.MonkeyPatch()) as count:
            runner.dispatch(event, wall=1000.0 + time)
            events_only = count[0]
            paint(runner)
        counts.append((events_only, count[0]))
    return [c[0] for c in counts], [c[1] for c in counts]


@pytest.mark.parametrize(("game", "moves"), [("ultimate", WIN), ("classic", CLASSIC_GAME)])
def test_a_tap_costs_at_most_one_push(game: str, moves: list[int]) -> None:
    runner, _ = runner_for(MatchRecord(ID, game=game))  # type: ignore[arg-type]
    for ply, move in enumerate(moves):
        steps, painted = tap(runner, move, 1.0 + ply)
        assert runner.app.round.record.moves == tuple(moves[: ply + 1])
        assert steps == [0, 1]                 # the press plays nothing; the release one move
        assert sum(painted) <= 2               # plus at most one for the held cell's preview
    assert runner.app.match().is_over()


def test_the_computers_move_costs_one_push_too() -> None:
    runner, _ = runner_for(MatchRecord(ID, mode="computer"))
    tap(runner, 40, 1.0)
    ticket = runner.app.round.thinking
    assert ticket is not None
    with counting_pushes(pytest.MonkeyPatch()) as count:
        runner.dispatch(ComputerMove(ticket.token, 36, 2.0), wall=1002.0)
        paint(runner)
    assert count[0] == 1 and runner.app.round.record.moves == (40, 36)


@pytest.mark.parametrize("mode", ["two_players", "computer"])
def test_one_write_per_move(mode: str) -> None:
    runner, edge = runner_for(MatchRecord(ID, mode=mode))  # type: ignore[arg-type]
    for ply in range(6):
        before = len(edge.writes)
        if runner.app.round.thinking is not None:
            move = runner.app.match().legal_moves()[0]
            runner.dispatch(ComputerMove(runner.app.round.thinking.token, move, 10.0 + ply),
                            wall=1010.0 + ply)
        else:
            tap(runner, runner.app.match().legal_moves()[0], 10.0 + ply)
        for half in (0.25, 0.5):  # the timer ticks on: nothing more to write
            runner.dispatch(Tick(10.0 + ply + half, 1010.0 + ply + half))
        assert len(edge.writes) == before + 1
        assert runner.app.round.record.moves[-1:] == tuple(
            __import__("json").loads(edge.writes[-1])["match"]["moves"][-1:])


def test_a_full_storage_comes_back_as_an_event() -> None:
    runner, edge = runner_for(MatchRecord(ID))
    edge.full = True
    tap(runner, 40, 1.0)
    assert [n.key for n in runner.app.notices] == ["notice.storage_full"]
    tap(runner, 36, 2.0)
    assert [n.key for n in runner.app.notices] == ["notice.storage_full"]


def test_another_tabs_write_comes_back_as_an_event() -> None:
    one, edge_one = runner_for(MatchRecord(ID))
    two = Runner(boot(None, storage_ok=True, languages=["en"], size=(360, 360),
                      fresh_id="0" * 16).app, MemoryEdge())
    tap(one, 40, 1.0)
    with counting_pushes(pytest.MonkeyPatch()) as count:
        two.dispatch(Stored(edge_one.writes[-1]))
    assert two.app.round.record == one.app.round.record and two.app.match().moves == (40,)
    assert count[0] <= 2  # the other tab's round, validated once and kept live
    assert two.edge.writes == []  # type: ignore[attr-defined]


def test_the_full_storage_notice_goes_once_a_save_succeeds_again() -> None:
    runner, edge = runner_for(MatchRecord(ID))
    edge.full = True
    tap(runner, 40, 1.0)
    assert [n.key for n in runner.app.notices] == ["notice.storage_full"]
    edge.full = False  # room again (another tab cleared some)
    tap(runner, 36, 2.0)
    assert runner.app.notices == ()
