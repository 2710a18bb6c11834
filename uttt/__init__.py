"""Ultimate Tic-Tac-Toe: rules, computer opponent and match logic in pure Python.

>>> from uttt import Board
>>> board = Board()
>>> board.push(40)
>>> board.turn
'O'
"""

from uttt.board import (
    Board,
    IllegalMoveError,
    Move,
    Outcome,
    Player,
    SmallState,
    Termination,
)
from uttt.classic import ClassicBoard
from uttt.notation import (
    InvalidMoveError,
    InvalidRecordError,
    ParsedRecord,
    classic_move_name,
    format_record,
    move_name,
    parse_classic_move,
    parse_move,
    parse_record,
    result_token,
)

__all__ = [
    "Board",
    "ClassicBoard",
    "IllegalMoveError",
    "InvalidMoveError",
    "InvalidRecordError",
    "Move",
    "Outcome",
    "ParsedRecord",
    "Player",
    "SmallState",
    "Termination",
    "classic_move_name",
    "format_record",
    "move_name",
    "parse_classic_move",
    "parse_move",
    "parse_record",
    "result_token",
]
__version__ = "0.1.0"
