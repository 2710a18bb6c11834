"""Ultimate Tic-Tac-Toe: rules, computer opponent and match logic in pure Python.

>>> from uttt import Board
>>> board = Board()
>>> board.push(40)
>>> board.turn
'O'
"""

from uttt.board import (
    Board,
    GameBoard,
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
    format_record,
    move_name,
    move_names,
    parse_move,
    parse_record,
    result_token,
)

__all__ = [
    "Board",
    "ClassicBoard",
    "GameBoard",
    "IllegalMoveError",
    "InvalidMoveError",
    "InvalidRecordError",
    "Move",
    "Outcome",
    "ParsedRecord",
    "Player",
    "SmallState",
    "Termination",
    "format_record",
    "move_name",
    "move_names",
    "parse_move",
    "parse_record",
    "result_token",
]
__version__ = "0.1.0"
