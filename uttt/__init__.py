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

__all__ = [
    "Board",
    "IllegalMoveError",
    "Move",
    "Outcome",
    "Player",
    "SmallState",
    "Termination",
]
__version__ = "0.1.0"
