"""Classic 3x3 tic-tac-toe, a ``GameBoard`` as the ultimate ``Board`` is, and a
perfect-play solver behind six computer levels.

Cells are numbered 0..8 row by row from the top left. X moves first; three in
a row, column or diagonal wins, and a full board without a line is a draw.

>>> board = ClassicBoard.from_moves([4, 1])      # X centre, O edge
>>> board.turn, board.legal_moves()
('X', [0, 2, 3, 5, 6, 7, 8])
>>> solve(board)                                  # X to move wins with perfect play
1
>>> best_moves(board)
[0, 2, 3, 5, 6, 8]
>>> ClassicBoard.from_moves([4, 0, 2, 6, 3, 8, 5]).winning_line()
(3, 4, 5)
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from typing import Literal, Self

from uttt.board import (
    BITS,
    FULL,
    IS_WIN,
    LINES,
    PLAYERS,
    WIN_LINE,
    GameBoard,
    IllegalMoveError,
    Mask,
    Outcome,
    Player,
    Termination,
)

Cell = int
"""A cell of the 3x3 board, 0..8 row by row from the top left."""

Level = Literal["beginner", "novice", "intermediate", "advanced", "expert", "master"]
LEVELS: tuple[Level, ...] = ("beginner", "novice", "intermediate", "advanced", "expert",
                             "master")
ELO: dict[Level, int] = {"beginner": 1000, "novice": 1135, "intermediate": 1300,
                         "advanced": 1385, "expert": 1440, "master": 1480}
"""The levels' Elo on classic tic-tac-toe's own scale (Beginner = 1000), fitted to
20,000 games per pair between the six levels and a random player
(``python -m uttt classic-elo``, see docs/computer.md): Master plays perfectly, so a
player's classic rating says how close to perfect play they are."""

LINES_THROUGH: tuple[int, ...] = tuple(sum(cell in line for line in LINES) for cell in range(9))
"""How many lines pass through each cell: 4 for the centre, 3 for a corner, 2 for an edge."""


def _outcome_of(x_mask: Mask, o_mask: Mask) -> Outcome | None:
    for player, mask in zip(PLAYERS, (x_mask, o_mask), strict=True):
        if IS_WIN[mask]:
            return Outcome(Termination.LINE, player, LINES[WIN_LINE[mask]])
    if x_mask | o_mask == FULL:
        return Outcome(Termination.ALL_CLOSED, None)
    return None


class ClassicBoard(GameBoard):
    """A tic-tac-toe position with its move history: one grid of 3x3 cells.

    >>> board = ClassicBoard()
    >>> board.push(4)
    >>> board.turn, board.piece_at(4), board.last_move
    ('O', 'X', 4)
    >>> board.push(4)
    Traceback (most recent call last):
    ...
    uttt.board.IllegalMoveError: cell 4 is taken
    >>> board.pop(), board.moves
    (4, [])
    """

    __slots__ = ("_masks", "_moves")

    variant = "classic"
    side = 3

    @staticmethod
    def square(move: Cell) -> tuple[int, int]:
        """The row and column (0..2) of a cell.

        >>> ClassicBoard.square(5), ClassicBoard.move_at(1, 2)
        ((1, 2), 5)
        """
        return divmod(move, 3)

    @staticmethod
    def move_at(row: int, column: int) -> Cell:
        """The cell at a row and column (0..2)."""
        return 3 * row + column

    def __init__(self) -> None:
        self._masks: list[Mask] = [0, 0]
        self._moves: list[Cell] = []

    @classmethod
    def from_start(cls, start: str | None = None, *, early_draw: bool = True,
                   x_first: bool = False) -> Self:
        """The empty board (the game has no early draw and no position text).

        >>> ClassicBoard.from_moves([4, 0, 4])
        Traceback (most recent call last):
        ...
        uttt.board.IllegalMoveError: ply 3: cell 4 is taken
        >>> ClassicBoard.from_start("9/9/9/9/9/9/9/9/9 X 0 0000")
        Traceback (most recent call last):
        ...
        ValueError: classic tic-tac-toe has no position text
        """
        if start is not None:
            raise ValueError("classic tic-tac-toe has no position text")
        return cls()

    # -- reading the position -------------------------------------------

    @property
    def turn(self) -> Player:
        """The player to move."""
        return PLAYERS[len(self._moves) & 1]

    @property
    def moves(self) -> list[Cell]:
        """The cells played so far, in order (a copy)."""
        return self._moves.copy()

    @property
    def ply(self) -> int:
        """How many moves have been played."""
        return len(self._moves)

    @property
    def last_move(self) -> Cell | None:
        """The last cell played, if any."""
        return self._moves[-1] if self._moves else None

    @property
    def x_mask(self) -> Mask:
        """X's cells as a 9-bit mask."""
        return self._masks[0]

    @property
    def o_mask(self) -> Mask:
        """O's cells as a 9-bit mask."""
        return self._masks[1]

    def occupied_mask(self) -> Mask:
        """The taken cells as a 9-bit mask."""
        return self._masks[0] | self._masks[1]

    def key(self) -> tuple[Mask, Mask]:
        """A hashable key for the position (not the history): ``(x_mask, o_mask)``."""
        return self._masks[0], self._masks[1]

    def piece_at(self, cell: Cell) -> Player | None:
        """The mark on a cell, if any."""
        for player, mask in zip(PLAYERS, self._masks, strict=True):
            if mask >> cell & 1:
                return player
        return None

    def outcome(self) -> Outcome | None:
        """How the game ended, or ``None`` while it goes on.

        >>> ClassicBoard.from_moves([0, 1, 2, 4, 3, 5, 7, 6, 8]).outcome().termination
        <Termination.ALL_CLOSED: 'all_closed'>
        """
        return _outcome_of(*self._masks)

    def legal_moves(self) -> list[Cell]:
        """The empty cells, ascending; empty once the game is over."""
        if self.is_game_over():
            return []
        return list(BITS[FULL ^ self.occupied_mask()])

    def copy(self) -> Self:
        """An independent copy, history included."""
        cls = type(self)
        other = cls.__new__(cls)
        other._masks = self._masks.copy()
        other._moves = self._moves.copy()
        return other

    # -- changing the position ------------------------------------------

    def push(self, move: Cell) -> None:
        """Play a cell, or raise ``IllegalMoveError`` and leave the board as it was."""
        error = self._illegal(move)
        if error is not None:
            raise error
        self._masks[len(self._moves) & 1] |= 1 << move
        self._moves.append(move)

    def pop(self) -> Cell:
        """Take back the last move and return it."""
        if not self._moves:
            raise IndexError("pop from a board with no moves")
        move = self._moves.pop()
        self._masks[len(self._moves) & 1] &= ~(1 << move)
        return move

    def _illegal(self, move: Cell) -> IllegalMoveError | None:
        if not isinstance(move, int) or isinstance(move, bool):
            return IllegalMoveError(f"a move is an int 0..8, not {move!r}")
        if not 0 <= move <= 8:
            return IllegalMoveError(f"cell {move} is outside 0..8")
        if self.is_game_over():
            return IllegalMoveError("the game is over", "game_over")
        if self.occupied_mask() >> move & 1:
            return IllegalMoveError(f"cell {move} is taken", "taken")
        return None

    # -- text ---------------------------------------------------------------

    def __str__(self) -> str:
        """The grid, rows top to bottom; ``.`` marks an empty cell.

        >>> print(ClassicBoard.from_moves([4, 0]))
        O..
        .X.
        ...
        """
        marks = [self.piece_at(cell) or "." for cell in range(9)]
        return "\n".join("".join(marks[row : row + 3]) for row in (0, 3, 6))

    def __repr__(self) -> str:
        return f"ClassicBoard.from_moves({self._moves!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ClassicBoard):
            return NotImplemented
        return self._moves == other._moves


# -- solver ---------------------------------------------------------------


@cache
def _value(mover: Mask, other: Mask) -> int:
    """Perfect-play value for the side owning ``mover``, which is to move."""
    if IS_WIN[other]:
        return -1
    empty = FULL ^ (mover | other)
    if not empty:
        return 0
    return max(-_value(other, mover | 1 << cell) for cell in BITS[empty])


def _side_masks(board: ClassicBoard) -> tuple[Mask, Mask]:
    """The masks of the side to move and of its opponent."""
    x_mask, o_mask = board.key()
    return (x_mask, o_mask) if board.turn == "X" else (o_mask, x_mask)


def solve(board: ClassicBoard) -> int:
    """The value of the position for the side to move under perfect play.

    ``1``: it wins, ``0``: draw, ``-1``: it loses. Memoised by position.

    >>> solve(ClassicBoard())
    0
    >>> solve(ClassicBoard.from_moves([1]))   # an edge opening: O can hold the draw
    0
    """
    return _value(*_side_masks(board))


def move_values(board: ClassicBoard) -> dict[Cell, int]:
    """The perfect-play value of each legal move, for the side to move.

    >>> move_values(ClassicBoard.from_moves([0, 1, 3, 2]))[6]
    1
    """
    mover, other = _side_masks(board)
    return {cell: -_value(other, mover | 1 << cell) for cell in board.legal_moves()}


def best_moves(board: ClassicBoard) -> list[Cell]:
    """Every legal move that keeps the best perfect-play value, ascending.

    >>> best_moves(ClassicBoard.from_moves([4]))    # O must take a corner
    [0, 2, 6, 8]
    """
    values = move_values(board)
    if not values:
        return []
    best = max(values.values())
    return [cell for cell, value in values.items() if value == best]


# -- computer levels ------------------------------------------------------


def winning_moves(board: ClassicBoard) -> list[Cell]:
    """The moves that complete a line at once for the side to move.

    >>> winning_moves(ClassicBoard.from_moves([0, 3, 1, 4]))
    [2]
    """
    mover, _ = _side_masks(board)
    return [cell for cell in board.legal_moves() if IS_WIN[mover | 1 << cell]]


def threats(board: ClassicBoard) -> list[Cell]:
    """The empty cells where the opponent would complete a line on its next move.

    >>> threats(ClassicBoard.from_moves([0, 4, 8, 2]))
    [6]
    """
    _, other = _side_masks(board)
    return [cell for cell in board.legal_moves() if IS_WIN[other | 1 << cell]]


def _mistake_rate(board: ClassicBoard, move: Cell) -> float:
    """After ``move``, the share of the opponent's replies that lose value for it.

    A move that ends the game scores above any share, so a master wins at once.
    """
    board.push(move)
    try:
        if board.is_game_over():
            return 2.0
        values = move_values(board)
        best = max(values.values())
        return sum(value < best for value in values.values()) / len(values)
    finally:
        board.pop()


def _beginner(board: ClassicBoard, rng: random.Random) -> Cell:
    wins = winning_moves(board)
    return rng.choice(wins or board.legal_moves())


def _intermediate(board: ClassicBoard, rng: random.Random) -> Cell:
    candidates = winning_moves(board) or threats(board)
    if candidates:
        return rng.choice(candidates)
    moves = board.legal_moves()
    return rng.choices(moves, weights=[LINES_THROUGH[cell] for cell in moves])[0]


def _master(board: ClassicBoard, rng: random.Random) -> Cell:
    moves = best_moves(board)
    rates = {cell: _mistake_rate(board, cell) for cell in moves}
    top = max(rates.values())
    return rng.choice([cell for cell in moves if rates[cell] == top])


Chooser = Callable[[ClassicBoard, random.Random], Cell]
"""A level's way of choosing a move."""


def _mixed(strong: Chooser, weak: Chooser, share: float) -> Chooser:
    """A player that moves as ``strong`` with probability ``share``, else as ``weak``
    (drawn afresh for every move)."""
    def player(board: ClassicBoard, rng: random.Random) -> Cell:
        return strong(board, rng) if rng.random() < share else weak(board, rng)
    return player


_PLAYERS: dict[Level, Chooser] = {
    "beginner": _beginner,
    "novice": _mixed(_intermediate, _beginner, 0.5),
    "intermediate": _intermediate,
    "advanced": _mixed(_master, _intermediate, 0.5),
    "expert": _mixed(_master, _intermediate, 0.8),
    "master": _master,
}


def choose_move(board: ClassicBoard, level: Level, *, seed: int | None = None) -> Cell:
    """The computer's move at a level; the same ``seed`` gives the same move.

    - ``beginner``: completes a line when it can, otherwise plays at random.
    - ``novice``: each move, as Intermediate or as Beginner, even odds.
    - ``intermediate``: wins when it can, blocks an immediate loss, otherwise
      plays at random, favouring cells on more lines (centre, then corners).
    - ``advanced``: each move, as Master or as Intermediate, even odds.
    - ``expert``: each move as Master, one move in five as Intermediate.
    - ``master``: plays perfectly and never loses; among equally good moves it
      picks those leaving the opponent the most ways to go wrong.

    >>> choose_move(ClassicBoard.from_moves([0, 3, 1, 4]), "beginner", seed=1)
    2
    >>> choose_move(ClassicBoard.from_moves([0, 4, 1]), "intermediate", seed=1)
    2
    >>> choose_move(ClassicBoard.from_moves([0, 4, 8]), "master", seed=1) in (1, 3, 5, 7)
    True
    """
    if level not in _PLAYERS:
        raise ValueError(f"unknown level {level!r}, expected one of {', '.join(LEVELS)}")
    if board.is_game_over():
        raise IllegalMoveError("the game is over", "game_over")
    return _PLAYERS[level](board, random.Random(seed))
