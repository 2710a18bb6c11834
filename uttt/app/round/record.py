"""A round as plain data, the way it is saved (moves, not a position), how a round ended,
and the cleaning of a saved round that is not trusted: moves replayed through the rules,
an impossible resignation dropped.

>>> RoundResult("red", "resign", "blue").winner
'red'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from uttt.app.core.vocabulary import Colour, GameKind, Level, Mode, other
from uttt.app.round.rules import replay_prefix
from uttt.app.round.seats import Seats, resigner, seats_for
from uttt.app.variants import GameBoard
from uttt.board import Termination
from uttt.frozen import frozen, replace

__all__ = ["MatchRecord", "Reason", "RoundResult", "can_have_resigned", "clean_record",
           "result_of"]

Reason = Literal["line", "all_closed", "early_draw", "resign"]
"""How a round ended."""

_REASONS: dict[Termination, Reason] = {
    Termination.LINE: "line",
    Termination.ALL_CLOSED: "all_closed",
    Termination.EARLY_DRAW: "early_draw",
}


@frozen
class MatchRecord:
    """A round as plain data, the way it is saved: moves, not a position."""

    round_id: str
    game: GameKind = "ultimate"
    mode: Mode = "two_players"
    level: Level = "beginner"
    round_number: int = 1
    opener: Colour = "red"
    moves: tuple[int, ...] = ()
    resigned_by: Colour | None = None
    seats: Seats | None = None
    """Who holds each colour; ``None``: the mode's seats (``seats_for``), which is
    what a save of schema 2 means."""
    hinted: bool = False
    """A hint was shown this round, so it is not rated."""
    red_level: Level = "beginner"
    """Red's level when the computer plays itself (``level`` is then Blue's)."""
    taken: Colour | None = None
    """When the computer plays itself: the colour a person took over mid-round."""
    start: str | None = None
    """The position the round started from (engine text, ``uttt.fen``), set up in the
    position editor; ``None``: the empty board. ``moves`` are played from it."""

    @property
    def seating(self) -> Seats:
        """The round's seats."""
        if self.seats is not None:
            return self.seats
        return seats_for(self.mode, self.level, self.red_level, self.taken)

    @property
    def scored(self) -> bool:
        """Whether the round counts in the scores (and may be rated): not when the
        computer played itself, even after a person took a side over, nor from a
        position set up in the editor."""
        return self.mode != "cvc" and self.start is None


@frozen
class RoundResult:
    """How a round ended. ``winner`` is a colour, ``None`` for a draw; ``reason`` is
    ``"line"``, ``"all_closed"``, ``"early_draw"`` or ``"resign"``."""

    winner: Colour | None
    reason: Reason
    resigned_by: Colour | None = None


def result_of(board: GameBoard, opener: Colour, resigned_by: Colour | None
              ) -> RoundResult | None:
    """How a round ended, from its board, who opened it and who resigned it; ``None``
    while it goes on.

    >>> from uttt.app.round.rules import replay
    >>> result_of(replay("classic", [4, 0, 2, 6, 3, 8, 5]), "blue", None)
    RoundResult(winner='blue', reason='line', resigned_by=None)
    >>> result_of(replay("classic", [4]), "red", "blue").winner
    'red'
    """
    if resigned_by is not None:
        return RoundResult(other(resigned_by), "resign", resigned_by)
    outcome = board.outcome()
    if outcome is None:
        return None
    if outcome.winner is None:
        return RoundResult(None, _REASONS[outcome.termination])
    winner = opener if outcome.winner == "X" else other(opener)
    return RoundResult(winner, _REASONS[outcome.termination])


def can_have_resigned(board: GameBoard, record: MatchRecord, colour: Colour) -> bool:
    """Whether ``colour`` can have resigned in this position (used to check saves): the
    one who may resign, or the side to move (out of time on its game clock)."""
    if board.outcome() is not None:
        return False
    to_move = record.opener if board.turn == "X" else other(record.opener)
    return colour in (resigner(record.seating, to_move), to_move)


def clean_record(record: MatchRecord, raw_moves: Sequence[object]) -> tuple[MatchRecord, bool]:
    """Keep the legal prefix of ``raw_moves`` and drop an impossible resignation;
    returns the cleaned record and whether anything was dropped.

    >>> clean_record(MatchRecord("0" * 16, game="classic"), [4, 4])
    (MatchRecord(round_id='0000000000000000', game='classic', mode='two_players', \
level='beginner', round_number=1, opener='red', moves=(4,), resigned_by=None, seats=None, \
hinted=False, red_level='beginner', taken=None, start=None), True)
    """
    board = replay_prefix(record.game, raw_moves, record.start)
    dropped = len(board.moves) != len(raw_moves)
    resigned = record.resigned_by
    if resigned is not None and not can_have_resigned(board, record, resigned):
        resigned, dropped = None, True
    return replace(record, moves=tuple(board.moves), resigned_by=resigned), dropped
