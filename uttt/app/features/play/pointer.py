"""Pointer and keyboard input: press, hold to preview, release to play (with "tap twice
to play" on a touch screen, a first tap previews and a second tap on it plays); the
keyboard cursor on the 9x9 (or 3x3) grid. Where a point lands is ``uttt.app.canvas.layout``'s.
On the analysis board a press of the mouse's secondary button, any press while the
drawing tool is on, and the drawing tool's keys draw marks instead
(``uttt.app.features.analysis.notes``)."""

from __future__ import annotations

from uttt.app.features.analysis import notes
from uttt.app.features.analysis.board import explorable, explore
from uttt.app.features.play.events import (
    KeyPress,
    PointerCancel,
    PointerDown,
    PointerMove,
    PointerUp,
)
from uttt.app.features.play.turns import play, start_cursor
from uttt.app.features.review.handlers import review
from uttt.app.features.tour.handlers import tour_move
from uttt.app.model.app import NOTHING, App, Effects, with_round, with_view
from uttt.app.model.routes import timeless
from uttt.board import Move

__all__ = ["EVENTS", "REVIEW_KEYS", "cell_centre", "key", "pointer_cancel", "pointer_down",
           "pointer_move", "pointer_up"]

_STEPS = {"ArrowUp": (-1, 0), "ArrowDown": (1, 0), "ArrowLeft": (0, -1), "ArrowRight": (0, 1)}
_REVIEW_KEYS = {"ArrowLeft": "prev", "ArrowRight": "next", "Home": "first", "End": "last",
                "ArrowUp": "first", "ArrowDown": "last"}
REVIEW_KEYS = _REVIEW_KEYS
"""The board's keys in the review of a finished game, and the step each takes."""


# -- pointer -----------------------------------------------------------------------


def pointer_down(app: App, event: PointerDown) -> tuple[App, Effects]:
    if app.study.board is not None and (event.button == 2 or notes.pen_on(app)):
        return notes.draw_down(app, _hit(app, event.x, event.y))  # a mark, not a move
    if event.button != 0 or event.time < app.round.lock_until:
        return app, NOTHING
    move = _legal_here(app, event.x, event.y)
    app = with_round(app, pressed=move)
    return with_view(app, held=move)


def pointer_move(app: App, event: PointerMove) -> tuple[App, Effects]:
    under = _hit(app, event.x, event.y)
    if notes.drawing(app):
        return notes.draw_move(app, under)
    if app.round.pressed is not None:
        if under == app.round.pressed:
            return app, NOTHING
        return pointer_cancel(app)
    if event.pressed:
        return app, NOTHING
    return with_view(app, held=_legal_here(app, event.x, event.y))


def pointer_up(app: App, event: PointerUp) -> tuple[App, Effects]:
    if notes.drawing(app):
        return notes.draw_up(app, _hit(app, event.x, event.y))
    pressed = app.round.pressed
    app = with_round(app, pressed=None)
    if pressed is None or event.time < app.round.lock_until:
        return with_view(app, held=None, previewed=None)
    if _hit(app, event.x, event.y) != pressed:
        return with_view(app, held=None, previewed=None)
    if app.study.board is not None:  # a finished game under review: a variation
        app, unheld = with_view(app, held=None, previewed=None)
        app, explored = explore(app, pressed)
        return app, unheld | explored
    if event.touch and app.settings.confirm_move and app.round.view.previewed != pressed:
        return with_view(app, held=pressed, previewed=pressed)  # shown; a second tap plays
    return _play(app, pressed, event.time)


def _play(app: App, move: Move, time: float) -> tuple[App, Effects]:
    """Play a move, or try it on the tour's board while the tour runs."""
    return tour_move(app, move, time) if app.tour is not None else play(app, move, time)


def pointer_cancel(app: App) -> tuple[App, Effects]:
    """The press ends without a move (or a mark); a move a first tap shows stays shown
    (a finger leaving the board after its tap is no cancel)."""
    app, dropped = notes.draw_cancel(app)
    app, unheld = with_view(with_round(app, pressed=None), held=app.round.view.previewed)
    return app, dropped | unheld


def _legal_here(app: App, x: float, y: float) -> Move | None:
    """The move under a point if it may be played now (dimmed boards answer nothing);
    in the review of a finished game, a move to explore."""
    explored = explorable(app)
    if explored is not None:
        move = _hit(app, x, y)
        return move if move in explored else None
    if app.round.view.review is not None:
        return None
    move = _hit(app, x, y)
    if app.tour is not None:  # any cell may be tried: a refused one is explained
        return move
    match = app.match()
    if not match.awaits_input():
        return None
    return move if move is not None and move in match.legal_moves() else None


def _hit(app: App, x: float, y: float) -> Move | None:
    """The cell under a point, on the board of the game on screen."""
    return app.variant().hit_test(app.page.layout, x, y)


def cell_centre(app: App, move: Move) -> tuple[float, float]:
    """Where to point to play a move (for tests and tools)."""
    return app.variant().cell_rect(app.page.layout, move).centre


# -- keyboard ----------------------------------------------------------------------


def key(app: App, event: KeyPress) -> tuple[App, Effects]:
    drawn = notes.draw_key(app, event.key)
    if drawn is not None:
        return drawn
    match = app.match()
    if match.is_over() and event.key in _REVIEW_KEYS and app.tour is None:
        return review(app, _REVIEW_KEYS[event.key])
    if event.key in _STEPS:
        cursor = app.round.view.cursor
        if cursor is None:
            cursor = start_cursor(match)
        else:
            cursor = match.variant.step_cursor(cursor, _STEPS[event.key])
        return with_view(app, cursor=cursor, held=cursor if cursor in match.legal_moves()
                         else None)
    if event.key in ("Enter", " ") and app.round.view.cursor is not None:
        return _play(app, app.round.view.cursor, event.time)
    if event.key == "Escape":
        return with_view(app, held=None, resign_armed=False)
    return app, NOTHING


EVENTS = timeless({PointerDown: pointer_down, PointerMove: pointer_move, PointerUp: pointer_up,
                   PointerCancel: lambda app, _: pointer_cancel(app), KeyPress: key})
"""The board's pointer and keys, and their handlers."""
