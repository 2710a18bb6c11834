"""Playing a move, the player's or the computer's, and what the page says after it."""

from __future__ import annotations

from dataclasses import replace

from uttt.app.controller.events import ComputerMove
from uttt.app.controller.state import NEVER, NOTHING, App, Effects, adopt, changed
from uttt.app.i18n import Message
from uttt.app.match import Match
from uttt.app.view import ViewState
from uttt.app.wording import classic_announcement, computer_announcement, move_announcement
from uttt.board import Board, Move
from uttt.classic import ClassicBoard

LOCK_SECONDS = 0.25
"""After a move, input is ignored this long, so a double tap cannot play twice."""


def play(app: App, move: Move, time: float) -> tuple[App, Effects]:
    """Play the player's move now if the rules allow it (and it is not the
    computer's turn): lock input, save, announce."""
    match = app.match()
    if time < app.lock_until or match.is_computer_turn() or move not in match.legal_moves():
        return app, NOTHING
    match.play(move)
    app = adopt(app, match, ViewState(cursor=follow_cursor(app.view.cursor, match)),
                lock_until=time + LOCK_SECONDS, resign_until=NEVER)
    return app, _after_move(app, match, computer=False)


def computer_move(app: App, event: ComputerMove) -> tuple[App, Effects]:
    """Play a search's move, only if its ticket is still the live one."""
    ticket = app.thinking
    match = app.match()
    if ticket is None or event.token != ticket.token or not match.is_computer_turn():
        return app, NOTHING
    if event.move not in match.legal_moves():
        return app, NOTHING
    match.play(event.move)
    view = replace(app.view, held=None, cursor=follow_cursor(app.view.cursor, match))
    app = adopt(app, match, view, lock_until=event.time + LOCK_SECONDS)
    app = replace(app, thinking=None)
    return app, _after_move(app, match, computer=True)


def start_cursor(match: Match) -> Move:
    """Where the keyboard cursor appears: the centre of the middle playable board (or
    its first free cell)."""
    legal = match.legal_moves()
    if match.game == "classic":
        return 4 if 4 in legal or not legal else legal[0]
    if not legal:
        return 40
    boards = sorted({m // 9 for m in legal})
    centre = 9 * boards[len(boards) // 2] + 4
    return centre if centre in legal else legal[0]


def follow_cursor(cursor: Move | None, match: Match) -> Move | None:
    """After a move, a shown keyboard cursor jumps into a board the next player may use
    (it stays put when it is already in one, or when the round is over)."""
    if cursor is None or match.is_over() or match.game == "classic":
        return cursor
    playable = {m // 9 for m in match.legal_moves()}
    return cursor if cursor // 9 in playable else start_cursor(match)


def told(app: App) -> tuple[Message, ...]:
    """The status line, then the result card's lines once the round is over."""
    view = app.render_view()
    return view.status, *view.result


def _after_move(app: App, match: Match, *, computer: bool) -> Effects:
    said: tuple[Message, ...] = (_announcement(match, computer=computer),)
    if match.is_over():
        said += told(app)
    return changed(match, said)


def _announcement(match: Match, *, computer: bool) -> Message:
    """What the live region says after a move of either game."""
    board = match.board
    if isinstance(board, ClassicBoard):
        return classic_announcement(board)
    assert isinstance(board, Board)
    return computer_announcement(board, match) if computer else move_announcement(board, match)
