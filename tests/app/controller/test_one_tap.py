"""One tap, counted through the program: one ``step`` per event (the save merged in
it, no ``Saving`` or ``Saved`` coming back), at most one ``Board.push`` plus the held
cell's preview, the match built once per state, and the page patched once per move
(when its record is published; its frame does not patch it again). Counted, not timed."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

import uttt.app.controller.runner as runner_module
from tests.tabs import Tabs
from uttt.app.controller.runner import MemoryEdge, Post, Runner
from uttt.app.core.event import Event
from uttt.app.features.play.events import PointerDown, PointerUp, Tick
from uttt.app.features.play.pointer import cell_centre
from uttt.app.model.app import App, with_round
from uttt.app.model.events import Saving
from uttt.app.model.shown import render_view
from uttt.app.page.patches import Patches
from uttt.app.page.view import page_json
from uttt.app.round.match import Match, SharedMatchError
from uttt.app.round.record import MatchRecord
from uttt.app.scene.build import View
from uttt.app.scene.render import display_list
from uttt.app.scores.book import ScoreBook
from uttt.board import Board
from uttt.classic import ClassicBoard
from uttt.frozen import replace

ID = "00000000000000e1"


class Counts:
    """What one stretch of the program did."""

    def __init__(self) -> None:
        self.steps: list[type[Event]] = []
        self.pushes = 0
        self.matches = 0


@contextmanager
def counting(monkeypatch: pytest.MonkeyPatch) -> Iterator[Counts]:
    """Count the runner's steps (by event), the boards' pushes and the matches built."""
    counts = Counts()
    step = runner_module.step

    def counted_step(app: App, event: Event, wall: float | None = None) -> Any:
        counts.steps.append(type(event))
        return step(app, event, wall)

    monkeypatch.setattr(runner_module, "step", counted_step)
    for cls in (Board, ClassicBoard):
        def push(self: Any, move: int, _original: Any = cls.push) -> None:
            counts.pushes += 1
            _original(self, move)

        monkeypatch.setattr(cls, "push", push)
    build = Match.__init__

    def counted_build(self: Match, *args: Any, **kwargs: Any) -> None:
        counts.matches += 1
        build(self, *args, **kwargs)

    monkeypatch.setattr(Match, "__init__", counted_build)
    yield counts
    monkeypatch.undo()


class PageEdge(MemoryEdge):
    """The page's edge in memory: publishing patches the page at once, and frames are
    run when asked for (painting the board and patching through ``Patches``)."""

    def __init__(self) -> None:
        super().__init__()
        self.views: list[str] = []
        """Every live page view applied (what ``utttPatch`` is given)."""
        self.patches = Patches(self.patch)
        self.runner: Runner | None = None
        self.pending = False

    def patch(self, app: App, wall: float, view: View | None) -> None:
        self.views.append(page_json(app, wall, view)[0])

    def post(self, message: Post) -> None:
        super().post(message)
        if message.kind == "publish":  # as the page: the texts change with the record
            assert self.runner is not None
            self.patches.now(self.runner.app, 0.0)

    def request_frame(self) -> None:
        super().request_frame()
        self.pending = True

    def frame(self) -> None:
        """What ``site/main.py``'s frame does with the state: paint it, patch the page."""
        assert self.runner is not None
        self.pending = False
        app = self.runner.app
        view = render_view(app)
        display_list(view, app.page.layout)
        self.patches.at_frame(app, 0.0, view)


def page(game: str = "ultimate") -> tuple[Runner, PageEdge]:
    """A page whose first turn's clock was saved, so it knows what storage holds."""
    edge = PageEdge()
    runner = Runner(App.start(MatchRecord(ID, game=game), ScoreBook(),  # type: ignore[arg-type]
                              width=360, height=360), edge)
    edge.runner = runner
    runner.dispatch(Tick(0.0, 1000.0))
    edge.frame()
    return runner, edge


def tap(runner: Runner, edge: PageEdge, move: int, time: float) -> tuple[Counts, Counts]:
    """Press and release on ``move``, each with the frame it asks for."""
    x, y = cell_centre(runner.app, move)
    counted = []
    for event in (PointerDown(x, y, time), PointerUp(x, y, time + 0.05)):
        with counting(pytest.MonkeyPatch()) as counts:
            runner.dispatch(event, wall=1000.0 + time)
            if edge.pending:
                edge.frame()
        counted.append(counts)
    return counted[0], counted[1]


@pytest.mark.parametrize(("game", "moves"), [("ultimate", [40, 36, 4, 44]),
                                             ("classic", [4, 0, 8])])
def test_a_tap_is_one_step_per_event_and_one_push(game: str, moves: list[int]) -> None:
    runner, edge = page(game)
    for ply, move in enumerate(moves):
        writes = len(edge.writes)
        press, release = tap(runner, edge, move, 1.0 + ply)
        assert press.steps == [PointerDown] and release.steps == [PointerUp]
        assert release.pushes <= 2            # the move, and the held cell's preview
        assert press.pushes + release.pushes <= 2
        assert release.matches <= 2           # before: 14 per tap
        assert len(edge.writes) == writes + 1  # written in the release's own step
        assert runner.app.round.record.moves == tuple(moves[: ply + 1])


def test_a_move_patches_the_page_once() -> None:
    runner, edge = page()
    for ply, move in enumerate([40, 36, 4]):
        x, y = cell_centre(runner.app, move)
        runner.dispatch(PointerDown(x, y, 1.0 + ply), wall=1001.0 + ply)
        edge.frame()
        views, frames = len(edge.views), edge.frames
        runner.dispatch(PointerUp(x, y, 1.05 + ply), wall=1001.05 + ply)
        assert len(edge.views) == views + 1   # with the record, in the same task
        assert edge.pending and edge.frames > frames
        edge.frame()
        assert len(edge.views) == views + 1   # the move's frame patches nothing more
    edge.frame()
    assert len(edge.views) == 1 + 2 * 3 + 1   # a frame with no record published patches


def test_a_save_that_finds_another_tabs_write_merges_with_it() -> None:
    tabs = Tabs(2)
    tabs.play(0, 40)
    tabs.settle()
    tabs.play(1, 36)
    tabs.settle()           # both tabs know what storage holds: they write at once
    assert all(runner.app.storage.known is not None for runner in tabs.runners)
    tabs.storage.hold()     # two moves at the same time: each tab unaware of the other's
    with counting(pytest.MonkeyPatch()) as counts:
        tabs.play(1, 4)
    assert counts.steps == [PointerDown, PointerUp]
    tabs.play(0, 0)
    tabs.storage.held = False
    with counting(pytest.MonkeyPatch()) as counts:
        tabs.play(1, 44)    # storage holds tab 0's write, not what tab 1 last wrote
    assert counts.steps == [PointerDown, PointerUp, Saving]  # merged with it, then written
    tabs.settle()
    first, second = (runner.app for runner in tabs.runners)
    assert first.round.record == second.round.record  # one round kept in both, as before


def test_the_match_is_built_once_per_state_and_read_only() -> None:
    app = App.start(MatchRecord(ID), ScoreBook(), width=360, height=360)
    shared = app.match()
    assert app.match() is shared
    assert with_round(app, view=replace(app.round.view, cursor=40)).match() is shared  # same round
    assert with_round(app, record=replace(app.round.record, level="master")).match() is not shared
    with pytest.raises(SharedMatchError):
        shared.play(40)
    mine = shared.copy()
    mine.play(40)
    assert mine.moves == (40,) and shared.moves == () and app.match().moves == ()
