"""What the page says, as messages (``uttt.app.texts.i18n``): the live region's
announcements, the hint under the board, the score labels and the question before a
switch. The status line and the result card, which read the whole match, are
``uttt.app.scene.status``.

Between two players the texts name the colours; against the computer they speak to
the person ("You win", "The computer wins"). What differs between the games (the words
for a turn, a result, a move) the match's variant says.

>>> about(None, "announce.final", "red").key
'announce.final'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from uttt.app.core.vocabulary import Colour, GameKind, Level, Mode, other
from uttt.app.texts.i18n import Message, Param, Ref, message
from uttt.board import Board, Player
from uttt.notation import move_name


class Sides(Protocol):
    """What the words need of a match: who the computer is, and each symbol's colour
    (``uttt.app.round.match.Match`` fits)."""

    @property
    def computer(self) -> Colour | None: ...

    def colour_of(self, player: Player) -> Colour: ...

    def is_over(self) -> bool: ...




def colour_ref(colour: Colour) -> Ref:
    return Ref(f"colour.{colour}")


Players = Mapping[Player, str | Ref]
"""Each symbol's player as the texts name it: Red or Blue (``colour.red``...)."""

SYMBOLS: Players = {"X": "X", "O": "O"}
"""The players named by their symbols, where no game says who played which."""


def players_of(opener: Colour) -> Players:
    """X's and O's names when ``opener`` plays X.

    >>> players_of("blue")["X"].key
    'colour.blue'
    """
    return {"X": colour_ref(opener), "O": colour_ref(other(opener))}


def about(match: Sides | None, key: str, colour: Colour, **params: Param) -> Message:
    """``key`` said of the side playing ``colour``: by its colour between two players;
    against the computer to the player, as ``key.you`` or ``key.computer``."""
    computer = None if match is None else match.computer
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


# -- the live region -------------------------------------------------------------------


def move_announcement(board_after: Board, match: Sides) -> Message:
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



def computer_announcement(board_after: Board, match: Sides) -> Message:
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
