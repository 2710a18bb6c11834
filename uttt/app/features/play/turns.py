"""Playing a move, the player's or the computer's, and what the page says after it."""

from __future__ import annotations

from uttt.app.model.app import NEVER, NOTHING, App, Effects, adopt, changed, with_round
from uttt.app.model.events import ComputerMove
from uttt.app.model.routes import timeless
from uttt.app.model.shown import render_view
from uttt.app.round.match import Match
from uttt.app.round.view_state import ViewState
from uttt.app.texts.i18n import Message
from uttt.board import Move
from uttt.frozen import replace

LOCK_SECONDS = 0.25
"""After a move, input is ignored this long, so a double tap cannot play twice."""


def play(app: App, move: Move, time: float) -> tuple[App, Effects]:
    """Play the player's move now if the rules allow it and a person on this device
    is to move: lock input, save, announce."""
    match = app.match()
    if time < app.round.lock_until or not match.awaits_input() or move not in match.legal_moves():
        return app, NOTHING
    match = match.copy()  # changed here, then adopted
    match.play(move)
    app = adopt(app, match, ViewState(cursor=follow_cursor(app.round.view.cursor, match)),
                lock_until=time + LOCK_SECONDS, resign_until=NEVER)
    return app, _after_move(app, match, computer=False)


def computer_move(app: App, event: ComputerMove) -> tuple[App, Effects]:
    """Play a search's move, only if its ticket is still the live one."""
    ticket = app.round.thinking
    match = app.match()
    if ticket is None or event.token != ticket.token or not match.is_computer_turn():
        return app, NOTHING
    if event.move not in match.legal_moves():
        return app, NOTHING
    match = match.copy()  # changed here, then adopted
    match.play(event.move)
    view = replace(app.round.view, held=None, previewed=None,
                   cursor=follow_cursor(app.round.view.cursor, match))
    app = adopt(app, match, view, lock_until=event.time + LOCK_SECONDS)
    app = with_round(app, thinking=None, stepping=False)
    return app, _after_move(app, match, computer=True)


def start_cursor(match: Match) -> Move:
    """Where the keyboard cursor appears: the centre of the middle playable board (or
    its first free cell)."""
    return match.variant.start_cursor(match.legal_moves())


def follow_cursor(cursor: Move | None, match: Match) -> Move | None:
    """After a move, a shown keyboard cursor jumps into a board the next player may use
    (it stays put when it is already in one, or when the round is over)."""
    if cursor is None or match.is_over():
        return cursor
    return match.variant.follow_cursor(cursor, match.legal_moves())


def told(app: App) -> tuple[Message, ...]:
    """The status line, then the result card's lines once the round is over."""
    view = render_view(app)
    return view.status, *view.result


def _after_move(app: App, match: Match, *, computer: bool) -> Effects:
    said: tuple[Message, ...] = (_announcement(match, computer=computer),)
    if match.is_over():
        said += told(app)
    return changed(match, said)


def _announcement(match: Match, *, computer: bool) -> Message:
    """What the live region says after a move (the variant's words)."""
    return match.variant.announcement(match.board, match, computer=computer)


EVENTS = timeless({ComputerMove: computer_move})
