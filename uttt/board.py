"""The rules of Ultimate Tic-Tac-Toe, on integer bit masks.

Nine small 3x3 boards make one big 3x3 board. Boards and the cells inside a
board are numbered 0..8 row by row from the top left, and a move is the int
``9 * board + cell`` (0..80).

The cell played inside a small board sends the opponent to the small board at
the same position. The first move is free. A small board closes when won
(three in a row) or full (a draw that counts for nobody); a player sent to a
closed board may play any empty cell of any open board. Three won boards in a
line win the game. The game is drawn when every board is closed without such a
line, and at once (an early draw, on by default) as soon as no line of the big
board can still be completed by either player.

>>> board = Board()
>>> board.push(40)          # centre cell of the centre board
>>> board.turn, board.target_board()
('O', 4)
>>> len(board.legal_moves())
8
>>> board.pop()
40
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal, Protocol

Move = int
"""A move: ``9 * board + cell``, 0..80."""

Mask = int
"""Nine bits, bit ``i`` standing for cell (or board) ``i``."""

Player = Literal["X", "O"]
SmallState = Literal["open", "X", "O", "draw"]

PLAYERS: tuple[Player, Player] = ("X", "O")
FULL: Mask = 0x1FF

LINES: tuple[tuple[int, int, int], ...] = (
    (0, 1, 2), (3, 4, 5), (6, 7, 8),
    (0, 3, 6), (1, 4, 7), (2, 5, 8),
    (0, 4, 8), (2, 4, 6),
)
LINE_MASKS: tuple[Mask, ...] = tuple((1 << a) | (1 << b) | (1 << c) for a, b, c in LINES)


def _first_line(mask: Mask) -> int:
    for index, line in enumerate(LINE_MASKS):
        if mask & line == line:
            return index
    return -1


WIN_LINE: tuple[int, ...] = tuple(_first_line(mask) for mask in range(512))
"""For each 9-bit mask, the index of a line it completes, or -1."""

IS_WIN: tuple[bool, ...] = tuple(index >= 0 for index in WIN_LINE)
"""For each 9-bit mask, whether it holds three in a line."""

BITS: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i in range(9) if mask >> i & 1) for mask in range(512)
)
"""For each 9-bit mask, the indices of its set bits, ascending."""

HAS_OPEN_LINE: tuple[bool, ...] = tuple(
    any(blockers & line == 0 for line in LINE_MASKS) for blockers in range(512)
)
"""For each mask of blocked squares, whether some line avoids them all."""


class IllegalMoveError(ValueError):
    """A move that the rules do not allow in this position."""


class Termination(enum.Enum):
    """How a game ended."""

    LINE = "line"
    """Three won small boards in a line."""
    ALL_CLOSED = "all_closed"
    """Every small board closed without such a line."""
    EARLY_DRAW = "early_draw"
    """No line of the big board could still be completed by either player."""


@dataclass(frozen=True)
class Outcome:
    """The end of a game: how it ended and who won (``None`` for a draw)."""

    termination: Termination
    winner: Player | None
    line: tuple[int, int, int] | None = None

    def result(self) -> str:
        """The result token: ``1-0``, ``0-1`` or ``1/2-1/2``.

        >>> Outcome(Termination.EARLY_DRAW, None).result()
        '1/2-1/2'
        """
        if self.winner is None:
            return "1/2-1/2"
        return "1-0" if self.winner == "X" else "0-1"


class _Pushes(Protocol):
    def push(self, move: int, /) -> None: ...


def push_all(board: _Pushes, moves: Iterable[int]) -> None:
    """Push ``moves`` in order; an illegal one raises ``IllegalMoveError`` naming its ply.

    >>> push_all(Board(), [0, 0])
    Traceback (most recent call last):
    ...
    uttt.board.IllegalMoveError: ply 2: cell 0 of board 0 is taken
    """
    for number, move in enumerate(moves, start=1):
        try:
            board.push(move)
        except IllegalMoveError as error:
            raise IllegalMoveError(f"ply {number}: {error}") from None


def board_of(move: Move) -> int:
    """The small board a move is in."""
    return move // 9


def cell_of(move: Move) -> int:
    """The cell of its small board a move is on, which is also the board it sends to."""
    return move % 9


class Board:
    """An Ultimate Tic-Tac-Toe position with its move history.

    ``push`` plays a move and ``pop`` takes it back; both are cheap, so search
    code works on one board. Callers that want independence use ``copy()``.

    >>> board = Board.from_moves([0, 1, 9])
    >>> board.turn, board.target_board(), board.piece_at(9)
    ('O', 0, 'X')
    """

    __slots__ = (
        "_draw_big",
        "_early_draw",
        "_history",
        "_o_big",
        "_os",
        "_outcome",
        "_target",
        "_turn",
        "_x_big",
        "_xs",
    )

    def __init__(self, *, early_draw: bool = True) -> None:
        self._early_draw = early_draw
        self._xs: list[Mask] = [0] * 9
        self._os: list[Mask] = [0] * 9
        self._x_big: Mask = 0
        self._o_big: Mask = 0
        self._draw_big: Mask = 0
        self._target = -1
        self._turn = 0
        self._outcome: Outcome | None = None
        self._history: list[tuple[Move, int]] = []

    @classmethod
    def from_moves(cls, moves: Iterable[Move], *, early_draw: bool = True) -> Board:
        """Replay a list of moves from the start position.

        >>> Board.from_moves([40, 36]).moves
        [40, 36]
        """
        board = cls(early_draw=early_draw)
        push_all(board, moves)
        return board

    # -- reading the position -------------------------------------------

    @property
    def turn(self) -> Player:
        """The player to move."""
        return PLAYERS[self._turn]

    @property
    def moves(self) -> list[Move]:
        """The moves played so far (a copy)."""
        return [move for move, _ in self._history]

    @property
    def ply(self) -> int:
        """How many moves have been played."""
        return len(self._history)

    @property
    def last_move(self) -> Move | None:
        """The last move played, if any."""
        return self._history[-1][0] if self._history else None

    @property
    def early_draw(self) -> bool:
        """Whether a dead position ends the game at once."""
        return self._early_draw

    def x_masks(self) -> tuple[Mask, ...]:
        """X's cells in each small board, as nine masks."""
        return tuple(self._xs)

    def o_masks(self) -> tuple[Mask, ...]:
        """O's cells in each small board, as nine masks."""
        return tuple(self._os)

    def big_masks(self) -> tuple[Mask, Mask, Mask]:
        """Boards won by X, won by O, and drawn."""
        return self._x_big, self._o_big, self._draw_big

    def closed_mask(self) -> Mask:
        """The small boards that accept no more moves."""
        return self._x_big | self._o_big | self._draw_big

    def key(self) -> tuple[int, ...]:
        """A hashable key for the position (not the history)."""
        return (*self._xs, *self._os, self._target, self._turn)

    def piece_at(self, move: Move) -> Player | None:
        """The mark on a cell, if any."""
        board, cell = divmod(move, 9)
        if self._xs[board] >> cell & 1:
            return "X"
        if self._os[board] >> cell & 1:
            return "O"
        return None

    def board_state(self, board: int) -> SmallState:
        """Whether a small board is open, won by X or O, or drawn."""
        if self._x_big >> board & 1:
            return "X"
        if self._o_big >> board & 1:
            return "O"
        if self._draw_big >> board & 1:
            return "draw"
        return "open"

    def board_states(self) -> list[SmallState]:
        """The state of the nine small boards."""
        return [self.board_state(board) for board in range(9)]

    def small_line(self, board: int) -> tuple[int, int, int] | None:
        """The cells of the line that won a small board, if it was won."""
        mask = self._xs[board] if self._x_big >> board & 1 else self._os[board]
        if not (self._x_big | self._o_big) >> board & 1:
            return None
        return LINES[WIN_LINE[mask]]

    def winning_line(self) -> tuple[int, int, int] | None:
        """The three boards that won the game, if it was won."""
        return self._outcome.line if self._outcome else None

    def outcome(self) -> Outcome | None:
        """How the game ended, or ``None`` while it goes on."""
        return self._outcome

    def is_game_over(self) -> bool:
        """Whether the game has ended."""
        return self._outcome is not None

    def target_board(self) -> int | None:
        """The board the next move must go to; ``None`` on a free move or at the end."""
        if self._outcome is not None or self._target < 0:
            return None
        return self._target

    def is_free_move(self) -> bool:
        """Whether the player to move may play in any open board."""
        return self._outcome is None and self._target < 0

    def playable_boards(self) -> list[int]:
        """The boards that hold a legal move."""
        if self._outcome is not None:
            return []
        if self._target >= 0:
            return [self._target]
        return list(BITS[FULL ^ self.closed_mask()])

    def legal_moves(self) -> list[Move]:
        """The legal moves, ascending; empty once the game is over.

        >>> len(Board().legal_moves())
        81
        """
        moves: list[Move] = []
        xs, os = self._xs, self._os
        for board in self.playable_boards():
            base = 9 * board
            moves.extend(base + cell for cell in BITS[FULL ^ (xs[board] | os[board])])
        return moves

    def is_legal(self, move: Move) -> bool:
        """Whether a move may be played now."""
        return self._illegal_reason(move) is None

    def sends_to(self, move: Move) -> int | None:
        """The board the opponent must play in after a legal ``move``.

        ``None`` means the opponent gets a free move or the move ends the game.

        >>> Board().sends_to(2)
        2
        """
        self.push(move)
        try:
            return self.target_board()
        finally:
            self.pop()

    def copy(self) -> Board:
        """An independent copy, history included."""
        other = Board.__new__(Board)
        other._early_draw = self._early_draw
        other._xs = self._xs.copy()
        other._os = self._os.copy()
        other._x_big = self._x_big
        other._o_big = self._o_big
        other._draw_big = self._draw_big
        other._target = self._target
        other._turn = self._turn
        other._outcome = self._outcome
        other._history = self._history.copy()
        return other

    # -- changing the position ------------------------------------------

    def push(self, move: Move) -> None:
        """Play a move, or raise ``IllegalMoveError`` and leave the board as it was.

        >>> Board.from_moves([0]).push(20)
        Traceback (most recent call last):
        ...
        uttt.board.IllegalMoveError: move 20 is in board 2, but this move must be in board 0
        """
        reason = self._illegal_reason(move)
        if reason is not None:
            raise IllegalMoveError(reason)
        self._history.append((move, self._target))
        board, cell = divmod(move, 9)
        bit = 1 << board
        if self._turn == 0:
            self._xs[board] |= 1 << cell
            if IS_WIN[self._xs[board]]:
                self._x_big |= bit
                self._on_board_closed(self._x_big, "X")
        else:
            self._os[board] |= 1 << cell
            if IS_WIN[self._os[board]]:
                self._o_big |= bit
                self._on_board_closed(self._o_big, "O")
        if not self.closed_mask() & bit and self._xs[board] | self._os[board] == FULL:
            self._draw_big |= bit
            self._on_board_closed(0, None)
        self._target = -1 if self.closed_mask() >> cell & 1 else cell
        self._turn ^= 1

    def pop(self) -> Move:
        """Take back the last move and return it.

        >>> board = Board.from_moves([4])
        >>> board.pop(), board.moves
        (4, [])
        """
        if not self._history:
            raise IndexError("pop from a board with no moves")
        move, self._target = self._history.pop()
        board, cell = divmod(move, 9)
        keep = ~(1 << board)
        self._turn ^= 1
        if self._turn == 0:
            self._xs[board] &= ~(1 << cell)
        else:
            self._os[board] &= ~(1 << cell)
        self._x_big &= keep
        self._o_big &= keep
        self._draw_big &= keep
        self._outcome = None
        return move

    def _on_board_closed(self, owner_mask: Mask, owner: Player | None) -> None:
        if owner is not None and IS_WIN[owner_mask]:
            line = LINES[WIN_LINE[owner_mask]]
            self._outcome = Outcome(Termination.LINE, owner, line)
        elif self.closed_mask() == FULL:
            self._outcome = Outcome(Termination.ALL_CLOSED, None)
        elif self._early_draw and self._is_dead():
            self._outcome = Outcome(Termination.EARLY_DRAW, None)

    def _is_dead(self) -> bool:
        """Whether neither player can still complete a line of the big board."""
        drawn = self._draw_big
        return not (HAS_OPEN_LINE[self._o_big | drawn] or HAS_OPEN_LINE[self._x_big | drawn])

    def _illegal_reason(self, move: Move) -> str | None:
        if not isinstance(move, int) or isinstance(move, bool):
            return f"a move is an int 0..80, not {move!r}"
        if not 0 <= move <= 80:
            return f"move {move} is outside 0..80"
        if self._outcome is not None:
            return "the game is over"
        board, cell = divmod(move, 9)
        if self._target >= 0 and board != self._target:
            return (f"move {move} is in board {board}, "
                    f"but this move must be in board {self._target}")
        state = self.board_state(board)
        if state != "open":
            closed = "drawn" if state == "draw" else f"won by {state}"
            return f"board {board} is closed ({closed})"
        if (self._xs[board] | self._os[board]) >> cell & 1:
            return f"cell {cell} of board {board} is taken"
        return None

    # -- text ---------------------------------------------------------------

    def __str__(self) -> str:
        """The 9x9 grid, rows top to bottom; ``.`` marks an empty cell."""
        rows = []
        for row in range(9):
            cells = []
            for col in range(9):
                move = 9 * (3 * (row // 3) + col // 3) + 3 * (row % 3) + col % 3
                cells.append(self.piece_at(move) or ".")
            rows.append(" ".join("".join(cells[i:i + 3]) for i in (0, 3, 6)))
        return "\n".join(rows)

    def __repr__(self) -> str:
        return f"Board.from_moves({self.moves!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Board):
            return NotImplemented
        return self.key() == other.key() and self.moves == other.moves

    __hash__ = None  # type: ignore[assignment]
