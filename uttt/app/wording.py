"""What the page says, as messages (``uttt.app.i18n``): the status line, the result card,
the live region's announcements, the score labels and the question before a switch.

Between two players the texts name the colours; against the computer they speak to
the person ("You win", "The computer wins"). What differs between the games (the words
for a turn, a result, a move) the match's variant says.

>>> from uttt.app.match import Match
>>> match = Match.new("0" * 16, mode="computer")
>>> match.play(40); _ = match.resign()
>>> status(match, match.board, None)[0].key, result_lines(match)[0][0].key
('status.win.computer', 'result.resign.computer')
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Protocol

from uttt.app.i18n import Message, Param, Ref, message
from uttt.app.move_list import ply_label
from uttt.app.scores import Colour, GameKind, Level, Mode
from uttt.board import Board, Player
from uttt.notation import move_name

if TYPE_CHECKING:
    from uttt.app.match import Match


class _Shown(Protocol):
    """The shown position, of either game."""

    @property
    def turn(self) -> Player: ...

    def is_game_over(self) -> bool: ...


def other(colour: Colour) -> Colour:
    return "blue" if colour == "red" else "red"


def colour_ref(colour: Colour) -> Ref:
    return Ref(f"colour.{colour}")


def about(match: Match, key: str, colour: Colour, **params: Param) -> Message:
    """``key`` said of the side playing ``colour``: by its colour between two players;
    against the computer to the player, as ``key.you`` or ``key.computer``."""
    computer = match.computer
    if computer is None:
        return message(key, colour=colour_ref(colour), **params)
    return message(f"{key}.{'computer' if colour == computer else 'you'}", **params)


def score_labels(mode: Mode) -> tuple[Message, Message, Message]:
    if mode == "computer":
        return message("score.wins"), message("score.losses"), message("score.draws")
    return message("colour.red"), message("colour.blue"), message("score.draws")


def choice_ref(mode: Mode, level: Level) -> Ref:
    """The name of a mode and level, e.g. "Vs computer, Master".

    >>> choice_ref("two_players", "master"), choice_ref("computer", "master")
    (Ref(key='choice.two_players'), Ref(key='choice.computer.master'))
    """
    if mode == "computer":
        return Ref(f"choice.computer.{level}")
    return Ref(f"choice.{mode}")


def confirm_message(switch: tuple[Mode, Level] | None, switch_game: GameKind | None
                    ) -> Message | None:
    """The question asked before a switch abandons the round (``None``: nothing asked).

    >>> confirm_message(("two_players", "beginner"), "classic").params
    (('choice', Ref(key='settings.game.classic')),)
    """
    if switch is None:
        return None
    choice = choice_ref(*switch) if switch_game is None else Ref(f"settings.game.{switch_game}")
    return message("confirm.switch", choice=choice)


# -- the status line -------------------------------------------------------------------


def status(match: Match, board: _Shown, review: int | None
           ) -> tuple[Message, Colour | None]:
    """The status line and its colour, for the shown position of either game."""
    if review is not None:
        to_move = None if board.is_game_over() else match.colour_of(board.turn)
        return _review_status(match, review), to_move
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


def _review_status(match: Match, review: int) -> Message:
    """"Review: 2. c1 — 3 of 29": the move shown, named as the move list names it, and
    how far into the game it is."""
    if review == 0:
        return message("status.review.start", total=match.ply)
    move = ply_label(review, match.variant.move_name(match.moves[review - 1]))
    return message("status.review", move=move, ply=review, total=match.ply)


# -- the hint under the board ------------------------------------------------------------


def hints(texts: Mapping[str, str], over: bool, moves: int, place: str = "here"
          ) -> tuple[Message, Message]:
    """The hint for a touch screen and the one for a mouse (keys from the variant's
    ``texts``) while the round goes on; what is left to do once it is over, which
    depends on where the round is: ``here`` (this device's: Play again), ``link`` (a
    game with a friend: Rematch) or ``watch`` (opened for review: only its steps).

    >>> texts = {"hint.touch": "hint.touch.classic", "hint.mouse": "hint.mouse.classic"}
    >>> [m.key for m in hints(texts, False, 3)], hints(texts, True, 0)[0].key
    (['hint.touch.classic', 'hint.mouse.classic'], 'hint.after.empty')
    >>> hints(texts, True, 5, "link")[0].key, hints(texts, True, 5, "watch")[1].key
    ('hint.after.link', 'hint.after.watch')
    """
    if over:
        base = "hint.after" if place == "here" else f"hint.after.{place}"
        after = message(base if moves else f"{base}.empty")
        return after, after
    return message(texts["hint.touch"]), message(texts["hint.mouse"])


# -- what a screen reader hears -----------------------------------------------------------

_ENDS = (".", "!", "?", "…")


def spoken(texts: list[str]) -> str:
    """Texts read out one after the other, each one a sentence that ends properly
    (the status line has no full stop of its own).

    >>> spoken(["Round 2 is a draw", "A draw: no line.", "Red (X) opens: play anywhere"])
    'Round 2 is a draw. A draw: no line. Red (X) opens: play anywhere.'
    """
    sentences = [text.strip() for text in texts if text.strip()]
    return " ".join(text if text.endswith(_ENDS) else text + "." for text in sentences)


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
    return about(match, "result.next", opener)


def _resigned(match: Match, loser: Colour) -> Message:
    if match.computer is None:
        return message("result.resign", loser=colour_ref(loser), colour=colour_ref(other(loser)))
    return about(match, "result.resign", other(loser))


# -- the live region -------------------------------------------------------------------


def move_announcement(board_after: Board, match: Match) -> Message:
    """What the live region says after a move: the move, and where the opponent goes."""
    base = _played(board_after)
    # The mover is named as the status line names it: "Red (X)" between two players,
    # "You (X)" against the computer.
    mover = match.colour_of(_mover(board_after))
    if board_after.is_game_over() or match.is_over():
        return about(match, "announce.final", mover, **base)
    colour = match.colour_of(board_after.turn)
    # Against the computer it is "the computer", never its colour (as in the status).
    nxt = Ref("announce.next.computer") if colour == match.computer else colour_ref(colour)
    target = board_after.target_board()
    if target is None:
        return about(match, "announce.free", mover, next=nxt, **base)
    return about(match, "announce.sent", mover, next=nxt, board=Ref(f"board.{target}"), **base)



def computer_announcement(board_after: Board, match: Match) -> Message:
    """What the live region says after the computer's move: its move, and where you go."""
    base = _played(board_after)
    if board_after.is_game_over() or match.is_over():
        return message("announce.computer_final", **base)
    target = board_after.target_board()
    if target is None:
        return message("announce.computer_free", **base)
    return message("announce.computer_sent", board=Ref(f"board.{target}"), **base)


def _played(board_after: Board) -> dict[str, Param]:
    move = board_after.last_move
    assert move is not None
    return {"symbol": _mover(board_after), "move": move_name(move)}


def _mover(board_after: Board) -> Player:
    return "O" if board_after.turn == "X" else "X"
