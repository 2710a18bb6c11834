"""The status line and the result card, as messages: what they say of a whole match
(``uttt.app.texts.wording`` has the words they share with the rest of the page).

>>> from uttt.app.round.match import Match
>>> match = Match.new("0" * 16, mode="computer")
>>> match.play(40); _ = match.resign()
>>> status(match, match.board, None)[0].key, result_lines(match)[0][0].key
('status.win.computer', 'result.resign.computer')
"""

from __future__ import annotations

from typing import Protocol

from uttt.app.core.vocabulary import Colour, other
from uttt.app.round.match import Match
from uttt.app.texts.i18n import Message, Param, Ref, message
from uttt.app.texts.move_list import ply_label
from uttt.app.texts.wording import about, colour_ref
from uttt.board import Player
from uttt.notation import ply_offset


class _Shown(Protocol):
    """The shown position, of either game."""

    @property
    def turn(self) -> Player: ...

    def is_game_over(self) -> bool: ...


# -- the status line -------------------------------------------------------------------


def status(match: Match, board: _Shown, review: int | None
           ) -> tuple[Message, Colour | None]:
    """The status line and its colour, for the shown position of either game."""
    if review is not None:
        to_move = None if board.is_game_over() else match.colour_of(board.turn)
        return review_status(match, review), to_move
    result = match.result
    if result is not None:
        if result.winner is None:
            return message("status.draw", round=match.round_number), None
        return about(match, "status.win", result.winner, round=match.round_number), result.winner
    colour = match.side_to_move
    if match.is_computer_turn() and match.person is None and match.mode == "cvc":
        # the computer plays itself: which side, and at which level
        return message("cvc.thinking", colour=colour_ref(colour), symbol=board.turn,
                       level=Ref(f"level.{match.computer_level()}")), colour
    if match.is_computer_turn():
        return message("status.thinking", symbol=board.turn), colour
    who: dict[str, Param] = {"colour": colour_ref(colour), "symbol": board.turn}
    said = match.variant.turn_status(board, who)  # type: ignore[arg-type]
    if match.computer is not None and colour != match.computer:
        # Against the computer the person is "you", as in the results.
        said = Message(f"{said.key}.you", tuple(p for p in said.params if p[0] != "colour"))
    return said, colour


def review_status(match: Match, review: int) -> Message:
    """"Review: 2. c1 — 3 of 29": the move shown, named as the move list names it, and
    how far into the game it is."""
    if review == 0 and match.start is not None:  # a position set up, before its moves
        return message("status.review.position" if match.ply else "status.review.position.alone",
                       total=match.ply)
    if review == 0:
        return message("status.review.start", total=match.ply)
    move = ply_label(review + ply_offset(match.start),
                     match.variant.move_name(match.moves[review - 1]))
    return message("status.review", move=move, ply=review, total=match.ply)


# -- the result card -------------------------------------------------------------------


def result_lines(match: Match) -> tuple[tuple[Message, ...], Colour | None]:
    """The result card's lines (empty while the round goes on) and the winner's colour."""
    result = match.result
    if result is None:
        return (), None
    if result.reason == "resign" and result.resigned_by is not None:
        first = _resigned(match, result.resigned_by)
    elif result.winner is not None:
        first = about(match, match.variant.result_key(result.reason), result.winner)
    else:
        first = message(match.variant.result_key(result.reason))
    return (first, next_line(match)), result.winner


def next_line(match: Match) -> Message:
    """Who opens the next round, with the seats "Play again" gives it: after a person
    took over from the computer playing itself, the computer plays both sides again."""
    opener, seats = match.next_opener(), match.next_seats()
    if seats != match.seats and not seats.colours("person"):
        return message("result.next.cvc", colour=colour_ref(opener))
    if match.start is not None:  # from a set-up position: who plays its side to move
        return about(match, "result.next.position", match.next_first)
    return about(match, "result.next", opener)


def time_out_line(match: Match, loser: Colour) -> Message:
    """The result card's first line when ``loser``'s game clock ran out."""
    if match.computer is None:
        return message("result.time", loser=colour_ref(loser), colour=colour_ref(other(loser)))
    return about(match, "result.time", other(loser))


def _resigned(match: Match, loser: Colour) -> Message:
    if match.computer is None:
        return message("result.resign", loser=colour_ref(loser), colour=colour_ref(other(loser)))
    return about(match, "result.resign", other(loser))
