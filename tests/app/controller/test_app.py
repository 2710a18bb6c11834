"""The controller: pointer press/hold/release, lock timing, keyboard, buttons, tabs."""

from __future__ import annotations

from tests.helpers import WIN, run, tap
from uttt.app.controller.step import initial_effects, step
from uttt.app.features.looks.events import Resize
from uttt.app.features.play.events import (
    KeyPress,
    PointerCancel,
    PointerDown,
    PointerMove,
    PointerUp,
    Tick,
)
from uttt.app.features.play.pointer import cell_centre
from uttt.app.features.play.turns import LOCK_SECONDS
from uttt.app.features.saving.events import StorageChanged
from uttt.app.model.app import App, with_round
from uttt.app.model.effects import Announce, Effects, Publish, Redraw, Save, announced
from uttt.app.model.events import Click
from uttt.app.model.shown import render_view
from uttt.app.round.match import Match
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.variants.ultimate import grid_of, move_of

TABLE = "ultimate/two_players"


def fresh(width: float = 360, height: float = 360) -> App:
    return App.start(MatchRecord("0" * 16), ScoreBook(), width=width, height=height)


def play_all(app: App, moves: list[int], start: float = 1.0) -> App:
    for i, move in enumerate(moves):
        app, _ = tap(app, move, start + i)
    return app


class TestPointer:
    def test_tap_plays_and_reports(self) -> None:
        app, fx = tap(fresh(), 40, 1.0)
        assert app.round.record.moves == (40,)
        assert Redraw in fx and Save in fx and fx.get(Publish).record == "1. e5"
        assert [m.key for m in announced(fx)] == ["announce.sent"]

    def test_hold_previews_then_release_plays(self) -> None:
        app = fresh()
        x, y = cell_centre(app, 2)
        app, fx = step(app, PointerDown(x, y, 1.0))
        assert app.round.view.held == 2 and Redraw in fx and Save not in fx
        app, fx = step(app, PointerMove(x + 1, y + 1, 1.5))
        assert app.round.view.held == 2 and fx == Effects()
        app, fx = step(app, PointerUp(x, y, 2.0))
        assert app.round.record.moves == (2,) and app.round.view.held is None

    def test_moving_off_cancels(self) -> None:
        app = fresh()
        x, y = cell_centre(app, 2)
        ox, oy = cell_centre(app, 3)
        app, _ = run(app, PointerDown(x, y, 1.0), PointerMove(ox, oy, 1.1),
                     PointerMove(x, y, 1.2), PointerUp(x, y, 1.3))
        assert app.round.record.moves == () and app.round.view.held is None

    def test_release_elsewhere_plays_nothing(self) -> None:
        app = fresh()
        x, y = cell_centre(app, 2)
        app, _ = run(app, PointerDown(x, y, 1.0), PointerUp(*cell_centre(app, 5), 1.1))
        assert app.round.record.moves == ()

    def test_cancel_event(self) -> None:
        app = fresh()
        app, _ = run(app, PointerDown(*cell_centre(app, 2), 1.0), PointerCancel(1.1),
                     PointerUp(*cell_centre(app, 2), 1.2))
        assert app.round.record.moves == ()

    def test_dimmed_boards_do_nothing(self) -> None:
        app, _ = tap(fresh(), 2, 1.0)  # Blue is sent to board 2
        for move in (0, 40, 80):
            after, fx = tap(app, move, 5.0)
            assert (after.round.record == app.round.record and Save not in fx
                    and after.round.view.held is None)

    def test_gap_does_nothing(self) -> None:
        app = fresh()
        app, fx = run(app, PointerDown(1, 1, 1.0), PointerUp(1, 1, 1.1))
        assert app.round.record.moves == () and Save not in fx

    def test_hover_previews_without_playing(self) -> None:
        app = fresh()
        x, y = cell_centre(app, 7)
        app, fx = step(app, PointerMove(x, y, 1.0, pressed=False))
        assert app.round.view.held == 7 and Redraw in fx and app.round.record.moves == ()
        app, _ = step(app, PointerCancel(1.1))
        assert app.round.view.held is None


class TestLock:
    def test_double_tap_plays_once(self) -> None:
        app, _ = tap(fresh(), 2, 1.0)  # played at 1.05
        app, fx = tap(app, 20, 1.05 + LOCK_SECONDS - 0.1)
        assert app.round.record.moves == (2,) and Save not in fx

    def test_after_the_lock_input_works(self) -> None:
        app, _ = tap(fresh(), 2, 1.0)
        app, _ = tap(app, 20, 1.05 + LOCK_SECONDS + 0.01)
        assert app.round.record.moves == (2, 20)

    def test_release_inside_the_lock_is_ignored(self) -> None:
        app, _ = tap(fresh(), 2, 1.0)
        x, y = cell_centre(app, 20)
        app, _ = run(app, PointerDown(x, y, 2.0))
        app = with_round(app, lock_until=3.0)
        app, _ = step(app, PointerUp(x, y, 2.1))
        assert app.round.record.moves == (2,)


class TestKeyboard:
    def test_grid_round_trip(self) -> None:
        assert all(move_of(*grid_of(m)) == m for m in range(81))

    def test_arrows_then_enter_play(self) -> None:
        app, fx = run(fresh(), KeyPress("ArrowRight", 1.0))
        assert app.round.view.cursor == 40 and app.round.view.held == 40
        app, _ = run(app, KeyPress("ArrowRight", 1.1), KeyPress("ArrowUp", 1.2))
        assert grid_of(app.round.view.cursor or 0) == (3, 5)
        app, fx = step(app, KeyPress("Enter", 1.3))
        assert app.round.record.moves == (move_of(3, 5),) and Save in fx

    def test_cursor_follows_into_the_board_the_move_sends_to(self) -> None:
        app, _ = run(fresh(), KeyPress("ArrowRight", 1.0), KeyPress("ArrowUp", 1.1),
                     KeyPress("Enter", 1.2))
        assert app.round.record.moves == (37,)  # e4: top-middle cell of the centre board
        assert app.round.view.cursor == 9 * 1 + 4  # now the centre of the top-middle board
        app, _ = step(app, KeyPress("Enter", 2.0))
        assert app.round.record.moves == (37, 13)

    def test_cursor_stays_when_already_in_a_playable_board(self) -> None:
        app, _ = run(fresh(), KeyPress("ArrowRight", 1.0), KeyPress("Enter", 1.1))
        assert (app.round.record.moves == (40,)
                and app.round.view.cursor == 40)  # sent back to board 4

    def test_cursor_stops_at_edges(self) -> None:
        app = fresh()
        for i in range(12):
            app, _ = step(app, KeyPress("ArrowLeft", 1.0 + i / 10))
        assert grid_of(app.round.view.cursor or 0)[1] == 0

    def test_space_on_illegal_cell_does_nothing(self) -> None:
        app, _ = tap(fresh(), 2, 1.0)
        app, _ = run(app, KeyPress("ArrowDown", 2.0))  # cursor starts on a legal cell
        assert app.round.view.cursor is not None and app.round.view.cursor // 9 == 2
        app, _ = run(app, *(KeyPress("ArrowDown", 2.1 + i / 10) for i in range(5)))
        app, fx = step(app, KeyPress(" ", 3.0))
        assert app.round.record.moves == (2,) and Save not in fx


class TestButtons:
    def test_undo(self) -> None:
        app, _ = tap(fresh(), 2, 1.0)
        app, fx = step(app, Click("undo", 2.0))
        assert app.round.record.moves == () and Save in fx and fx.get(Publish).record == ""
        assert announced(fx)[0].key == "announce.undo"
        app, fx = step(app, Click("undo", 3.0))
        assert fx == Effects()

    def test_resign_asks_to_confirm(self) -> None:
        app, _ = tap(fresh(), 2, 1.0)
        app, fx = step(app, Click("resign", 2.0))
        assert app.round.view.resign_armed and Save not in fx
        app, fx = step(app, Tick(5.5))
        assert not app.round.view.resign_armed
        app, _ = step(app, Click("resign", 6.0))
        app, fx = step(app, Click("resign", 6.5))
        assert app.match().result is not None and Save in fx
        assert app.round.scores.tally(TABLE).red == 1  # Blue, to move, resigned

    def test_win_counts_once_then_play_again(self) -> None:
        app = play_all(fresh(), WIN)
        assert app.match().is_over()
        assert app.round.scores.tally(TABLE).red == 1
        app, fx = step(app, Click("play_again", 100.0, "1" * 16))
        assert app.round.record.round_number == 2 and app.round.record.moves == () and Save in fx
        assert app.match().side_to_move == "blue"
        assert app.round.scores.tally(TABLE).red == 1

    def test_play_again_needs_the_round_over(self) -> None:
        app, _ = tap(fresh(), 2, 1.0)
        assert step(app, Click("play_again", 2.0, "1" * 16))[1] == Effects()

    def test_reload_restores_exactly_and_does_not_recount(self) -> None:
        app = play_all(fresh(), WIN)
        reloaded = App.start(app.round.record, app.round.scores, width=500, height=500)
        assert reloaded.match().moves == app.match().moves
        assert reloaded.round.scores.tally(TABLE).red == 1
        assert initial_effects(reloaded).get(Publish).record == render_view(app).record


class TestReview:
    def test_stepping(self) -> None:
        app = play_all(fresh(), WIN)
        total = len(WIN)
        app, _ = step(app, Click("prev", 50.0))
        assert app.round.view.review == total - 1
        app, _ = step(app, KeyPress("Home", 51.0))
        assert app.round.view.review == 0
        app, fx = step(app, Click("prev", 52.0))
        assert app.round.view.review == 0 and fx == Effects()
        app, _ = run(app, KeyPress("ArrowRight", 53.0), KeyPress("ArrowRight", 54.0))
        assert app.round.view.review == 2
        view = render_view(app)
        assert view.lit == tuple(app.match().board_at(2).playable_boards())
        app, _ = step(app, Click("last", 55.0))
        assert app.round.view.review == total

    def test_no_review_while_playing(self) -> None:
        app, _ = tap(fresh(), 2, 1.0)
        assert step(app, Click("prev", 2.0))[1] == Effects()

    def test_clicks_during_review_do_not_play(self) -> None:
        app = play_all(fresh(), WIN)
        app, _ = step(app, Click("first", 50.0))
        after, fx = tap(app, 40, 51.0)
        assert after.round.record == app.round.record and Save not in fx


class TestTabs:
    def test_other_tab_result_merges_without_double_count(self) -> None:
        mine = play_all(fresh(), WIN)
        other = Match(mine.round.record, scores=mine.round.scores)
        app, fx = step(mine, StorageChanged(other.record(), other.scores))
        assert app.round.scores.tally(TABLE).red == 1 and Announce not in fx

    def test_other_tab_move_is_adopted(self) -> None:
        app, _ = tap(fresh(), 2, 1.0)
        other = Match(app.round.record, scores=app.round.scores)
        other.play(20)
        app, fx = step(app, StorageChanged(other.record(), other.scores))
        assert app.round.record.moves == (2, 20) and fx.get(Publish) == Publish("1. c1 i1")
        assert Save not in fx

    def test_other_tab_result_in_another_round_is_kept(self) -> None:
        other = Match.new("9" * 16)
        other.play(40)
        other.resign()
        app, fx = step(fresh(), StorageChanged(None, other.scores))
        assert app.round.scores.tally(TABLE).red == 1 and Redraw in fx
        assert app.round.record.moves == ()


def test_resize_changes_layout() -> None:
    app, fx = step(fresh(), Resize(1000, 600))
    assert app.page.layout.width == 1000 and Redraw in fx
    assert cell_centre(app, 0)[0] > 200
