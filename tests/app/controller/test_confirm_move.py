"""Tap twice to play: on a touch screen a first tap shows where the move sends, a second
tap on the same cell plays it, a tap elsewhere moves the preview (pure)."""

from __future__ import annotations

from uttt.app.controller.step import step
from uttt.app.features.play.events import PointerCancel, PointerDown, PointerUp
from uttt.app.features.play.pointer import cell_centre
from uttt.app.model.app import App
from uttt.app.model.events import SetOption
from uttt.app.model.shown import render_view
from uttt.app.page.view import page_view
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.frozen import replace


def app_for(confirm: bool = True) -> App:
    app = App.start(MatchRecord("0" * 16), ScoreBook(), width=360, height=360)
    return step(app, SetOption("confirm_move", "on" if confirm else "off", 0.0))[0]


def finger(app: App, move: int, time: float, *, touch: bool = True) -> App:
    x, y = cell_centre(app, move)
    app, _ = step(app, PointerDown(x, y, time))
    app, _ = step(app, PointerUp(x, y, time + 0.05, touch=touch))
    return step(app, PointerCancel(time + 0.06))[0]  # a finger leaves the board after it


def test_the_first_tap_shows_where_it_sends() -> None:
    app = finger(app_for(), 40, 1.0)
    assert (app.round.record.moves == () and app.round.view.previewed == 40
            and app.round.view.held == 40)
    view = render_view(app)
    assert view.preview == 40 and view.preview_targets  # the lit target board
    hint = page_view(app)["live"]["ids"]["hint-touch"]["text"]
    assert hint == "Tap the same cell again to play it, or another cell to look there."


def test_the_second_tap_on_the_same_cell_plays() -> None:
    app = finger(finger(app_for(), 40, 1.0), 40, 2.0)
    assert app.round.record.moves == (40,) and app.round.view.previewed is None


def test_a_tap_elsewhere_moves_the_preview() -> None:
    app = finger(finger(app_for(), 40, 1.0), 30, 2.0)
    assert app.round.record.moves == () and app.round.view.previewed == 30
    app = finger(app, 30, 3.0)
    assert app.round.record.moves == (30,)


def test_a_mouse_and_the_setting_off_play_at_once() -> None:
    assert finger(app_for(), 40, 1.0, touch=False).round.record.moves == (40,)
    assert finger(app_for(confirm=False), 40, 1.0).round.record.moves == (40,)


def test_the_setting_is_saved_and_shown() -> None:
    app = app_for()
    assert app.settings.confirm_move
    assert page_view(app)["live"]["ids"]["set-confirm_move"]["checked"] is True
    assert replace(app.settings, confirm_move=False) == app_for(confirm=False).settings
