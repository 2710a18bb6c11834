"""What the page shows, derived from the match and the view state. Pure: no drawing.

The view model says which boards are lit (the playable ones: all of them on a free
move), which marks stand where, what the status bar says and in which colour, which
buttons work, and what the review shows. It decides nothing the rules do not.

>>> from uttt.app.round.match import Match
>>> from uttt.app.round.view_state import ViewState
>>> match = Match.new("0" * 16)
>>> match.play(2)
>>> view = build_view(match, ViewState())
>>> view.lit, view.to_move, view.status.key
((2,), 'blue', 'status.sent')
"""

from __future__ import annotations

from uttt.app.canvas.viewmodel import BoardView, Buttons, SmallView, View
from uttt.app.core.vocabulary import Colour
from uttt.app.round.match import Match
from uttt.app.round.view_state import ViewState
from uttt.app.scene.status import result_lines, status
from uttt.app.texts.i18n import Message
from uttt.app.texts.wording import score_labels
from uttt.app.variants import GameBoard

__all__ = ["BoardView", "Buttons", "SmallView", "View", "build_view",
           "shown_board"]


def shown_board(match: Match, state: ViewState) -> GameBoard:
    """The position on screen: the live board, or the review's step."""
    return match.board_at(state.review) if state.review is not None else match.board


def build_view(match: Match, state: ViewState) -> View:
    """The view model of a match as the player sees it now (the board's part is the
    variant's)."""
    board = shown_board(match, state)
    # The final position lights nothing, in review too (after a resignation the rules
    # alone would still name a board to play)
    over = match.is_over() and state.review in (None, match.ply)
    # nor while the computer plays itself: no cell here invites a move nobody can make
    watched = match.watched() and state.review is None
    shown = match.variant.board_view(board, state.held, not over and not watched)
    return _view(match, state, shown, to_move=match.colour_of(board.turn) if shown.playing
                 else None, status=status(match, board, state.review),
                 result=result_lines(match))


def _view(match: Match, state: ViewState, shown: BoardView, *, to_move: Colour | None,
          status: tuple[Message, Colour | None],
          result: tuple[tuple[Message, ...], Colour | None]) -> View:
    """The view model from what is drawn on the board and the match around it."""
    over = match.is_over() and state.review is None
    return View(
        boards=shown.boards, marks=shown.marks, x_colour=match.opener,
        last_move=shown.last_move, lit=shown.lit, free_move=shown.free_move,
        preview=shown.preview, preview_targets=shown.preview_targets,
        winning_line=shown.winning_line,
        cursor=state.cursor if not over or state.review is not None else None,
        to_move=to_move, status=status[0], status_colour=status[1], result=result[0],
        result_colour=result[1], buttons=_buttons(match, state),
        review=(state.review, match.ply) if state.review is not None else None,
        tally=match.tally(), round_number=match.round_number, record=match.record_text(),
        resign_armed=state.resign_armed and not match.is_over(), mode=match.mode,
        level=match.level, thinking=match.is_computer_turn() and state.review is None,
        switch=state.switch, score_labels=score_labels(match.mode), game=match.game,
        switch_game=state.switch_game,
    )


def _buttons(match: Match, state: ViewState) -> Buttons:
    over = match.is_over()
    reviewing = over and match.ply > 0
    ply = state.review if state.review is not None else match.ply
    return Buttons(
        undo=match.can_undo() and state.review is None,
        resign=match.can_resign(),
        play_again=over,
        review=reviewing,
        first=reviewing and ply > 0,
        prev=reviewing and ply > 0,
        next=reviewing and ply < match.ply,
        last=reviewing and ply < match.ply,
    )
