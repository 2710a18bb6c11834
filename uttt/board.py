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
from abc import ABC, abstractmethod
from collections.abc import Iterable
from typing import ClassVar, Literal, Protocol, Self

from uttt import fen as fen_text
from uttt import state as rules
from uttt.frozen import frozen
from uttt.state import (
    BIG,
    BITS,
    DRAWN,
    FULL,
    HAS_OPEN_LINE,
    IS_WIN,
    LINE_MASKS,
    LINES,
    TARGET,
    TURN,
    WIN_LINE,
    Mask,
    State,
)

__all__ = [
    "BITS", "FULL", "HAS_OPEN_LINE", "IS_WIN", "LINES", "LINE_MASKS", "PLAYERS", "WIN_LINE",
    "Board", "GameBoard", "IllegalMoveError", "IllegalReason", "Mask", "Move", "Outcome",
    "Player", "SmallState", "State", "Termination", "board_of", "cell_of", "push_all",
]

Move = int
"""A move: ``9 * board + cell``, 0..80."""

Player = Literal["X", "O"]
SmallState = Literal["open", "X", "O", "draw"]

PLAYERS: tuple[Player, Player] = ("X", "O")


IllegalReason = Literal["not_a_move", "game_over", "wrong_board", "board_closed", "taken"]
"""Why the rules refuse a move, as data: not a move number at all, the game already
over, a small board other than the one the move must be in, a closed small board, a
taken cell."""


class IllegalMoveError(ValueError):
    """A move that the rules do not allow in this position. ``reason`` says why, and
    ``board`` names the small board concerned (the one the move must be in, or the
    closed one), so a page can say it in its own words."""

    def __init__(self, text: str, reason: IllegalReason = "not_a_move",
                 board: int | None = None) -> None:
        super().__init__(text)
        self.reason: IllegalReason = reason
        self.board = board


class Termination(enum.Enum):
    """How a game ended."""

    LINE = "line"
    """Three won small boards in a line."""
    ALL_CLOSED = "all_closed"
    """Every small board closed without such a line."""
    EARLY_DRAW = "early_draw"
    """No line of the big board could still be completed by either player."""


@frozen
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
            raise IllegalMoveError(f"ply {number}: {error}", error.reason, error.board) from None


def board_of(move: Move) -> int:
    """The small board a move is in."""
    return move // 9


def cell_of(move: Move) -> int:
    """The cell of its small board a move is on, which is also the board it sends to."""
    return move % 9


class GameBoard(ABC):
    """One game's position with its move history: the interface every game's board
    implements (``Board`` here, ``uttt.classic.ClassicBoard``), as python-chess's variant
    boards share ``chess.Board``'s. Each game's class says its name (``variant``), the
    geometry of its grid of cells (``side``, ``square``, ``move_at``: what notation and
    the page draw from), how a board starts (``from_start``) and its rules; the code
    above holds a ``GameBoard`` and never asks which game it is.

    >>> Board.variant, Board.side, Board.square(80), Board.move_at(8, 8)
    ('ultimate', 9, (8, 8), 80)
    """

    __slots__ = ()

    variant: ClassVar[str]
    """The game's name, as saves, links and records name it (``ultimate``, ``classic``)."""
    side: ClassVar[int]
    """How many cells a side of the grid holds: the moves are ``0 .. side ** 2 - 1``."""

    @staticmethod
    @abstractmethod
    def square(move: Move) -> tuple[int, int]:
        """The row and column (``0 .. side - 1``, from the top left) of a move's cell."""

    @staticmethod
    @abstractmethod
    def move_at(row: int, column: int) -> Move:
        """The move on a row and column of the grid (``square``'s inverse)."""

    @classmethod
    @abstractmethod
    def from_start(cls, start: str | None = None, *, early_draw: bool = True,
                   x_first: bool = False) -> Self:
        """A board at a game's start: the empty board, or the position text ``start``
        (``uttt.fen``, rules as ``Board.from_fen``); ``ValueError`` when the rules refuse
        it or the game has no position text. ``early_draw`` is the rule of a game that
        has it."""

    @classmethod
    def from_moves(cls, moves: Iterable[Move], *, early_draw: bool = True) -> Self:
        """Replay a list of moves from the empty board.

        >>> Board.from_moves([40, 36]).moves
        [40, 36]
        """
        board = cls.from_start(early_draw=early_draw)
        push_all(board, moves)
        return board

    # -- reading the position -------------------------------------------

    @property
    @abstractmethod
    def turn(self) -> Player:
        """The player to move."""

    @property
    @abstractmethod
    def moves(self) -> list[Move]:
        """The moves played so far, in order (a copy)."""

    @property
    @abstractmethod
    def ply(self) -> int:
        """How many moves have been played."""

    @property
    @abstractmethod
    def last_move(self) -> Move | None:
        """The last move played, if any."""

    @abstractmethod
    def piece_at(self, move: Move) -> Player | None:
        """The mark on a cell, if any."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """How the game ended, or ``None`` while it goes on."""

    def is_game_over(self) -> bool:
        """Whether the game has ended."""
        return self.outcome() is not None

    def winning_line(self) -> tuple[int, int, int] | None:
        """The line that won the game, if it was won (three boards; classic: cells)."""
        outcome = self.outcome()
        return outcome.line if outcome else None

    @abstractmethod
    def legal_moves(self) -> list[Move]:
        """The legal moves, ascending; empty once the game is over."""

    def is_legal(self, move: Move) -> bool:
        """Whether a move may be played now."""
        return self._illegal(move) is None

    @abstractmethod
    def copy(self) -> Self:
        """An independent copy, history included."""

    # -- changing the position ------------------------------------------

    @abstractmethod
    def push(self, move: Move) -> None:
        """Play a move, or raise ``IllegalMoveError`` and leave the board as it was."""

    @abstractmethod
    def pop(self) -> Move:
        """Take back the last move and return it (``IndexError`` when none was played)."""

    @abstractmethod
    def _illegal(self, move: Move) -> IllegalMoveError | None:
        """Why the rules refuse ``move`` now, ``None`` when they allow it."""

    __hash__ = None  # type: ignore[assignment]


class Board(GameBoard):
    """An Ultimate Tic-Tac-Toe position with its move history.

    ``push`` plays a move and ``pop`` takes it back; both are cheap, so search
    code works on one board. Callers that want independence use ``copy()``.
    The position itself is a ``uttt.state.State``: ``push`` checks a move, then
    applies it with ``uttt.state.play``, the same routine the search uses.

    >>> board = Board.from_moves([0, 1, 9])
    >>> board.turn, board.target_board(), board.piece_at(9)
    ('O', 0, 'X')
    """

    __slots__ = ("_history", "_outcome", "_root_move", "_s")

    variant = "ultimate"
    side = 9

    @staticmethod
    def square(move: Move) -> tuple[int, int]:
        """The row and column (0..8) of a move on the 9x9 grid.

        >>> Board.square(40), Board.square(9)
        ((4, 4), (0, 3))
        """
        board, cell = divmod(move, 9)
        return 3 * (board // 3) + cell // 3, 3 * (board % 3) + cell % 3

    @staticmethod
    def move_at(row: int, column: int) -> Move:
        """The move at a row and column (0..8) of the 9x9 grid."""
        return 9 * (3 * (row // 3) + column // 3) + 3 * (row % 3) + column % 3

    def __init__(self, *, early_draw: bool = True) -> None:
        self._s: State = rules.new_state(early_draw=early_draw)
        self._outcome: Outcome | None = None
        self._history: list[tuple[Move, int]] = []
        """Each move with the target it was played under (what ``pop`` restores)."""
        self._root_move: Move | None = None
        """The move that led to the first position, for a board read from text."""

    @classmethod
    def from_start(cls, start: str | None = None, *, early_draw: bool = True,
                   x_first: bool = False) -> Self:
        """The empty board, or the position ``start`` (``from_fen``).

        >>> Board.from_start("9/9/9/9/4x4/9/9/9/9 O 1 e5").target_board()
        4
        """
        if start is None:
            return cls(early_draw=early_draw)
        return cls.from_fen(start, early_draw=early_draw, x_first=x_first)

    @classmethod
    def from_fen(cls, text: str, *, early_draw: bool = True, x_first: bool = False) -> Self:
        """Read a position in the engines' text format (``uttt.fen``), whichever side
        opened the game (``opener``); a position no game reaches (or, with ``x_first``,
        a game that O opened) raises ``uttt.fen.FenError``. The board has no history:
        ``moves`` is empty, ``last_move`` is the text's last move until a move is pushed.

        >>> board = Board.from_fen("9/9/9/9/4x4/9/9/9/9 O 1 e5")
        >>> board.turn, board.target_board(), board.last_move, board.fen()
        ('O', 4, 40, '9/9/9/9/4x4/9/9/9/9 O 1 e5')
        """
        position = fen_text.parse(text, early_draw=early_draw, x_first=x_first)
        board = cls(early_draw=early_draw)
        board._s = position.state
        board._root_move = position.last_move
        board._outcome = board._final_outcome()
        return board

    def fen(self) -> str:
        """The position in the engines' text format (``uttt.fen``).

        >>> Board().fen()
        '9/9/9/9/9/9/9/9/9 X 0 0000'
        """
        return fen_text.write(fen_text.Position(self._s, self.last_move))

    def _final_outcome(self) -> Outcome | None:
        """How the game ended, computed from the position alone (``None`` while it goes on)."""
        s = self._s
        for player in (0, 1):
            if IS_WIN[s[BIG + player]]:
                return Outcome(Termination.LINE, PLAYERS[player], LINES[WIN_LINE[s[BIG + player]]])
        if self.closed_mask() == FULL:
            return Outcome(Termination.ALL_CLOSED, None)
        if self.early_draw and rules.is_dead(s):
            return Outcome(Termination.EARLY_DRAW, None)
        return None

    # -- reading the position -------------------------------------------

    @property
    def turn(self) -> Player:
        """The player to move."""
        return PLAYERS[self._s[TURN]]

    @property
    def opener(self) -> Player:
        """Who made the game's first move: X, unless the board was read from a position
        that O opened (``from_fen``).

        >>> Board.from_fen("9/9/9/9/9/9/9/9/9 O 0 0000").opener
        'O'
        """
        return PLAYERS[fen_text.opener(self._s)]

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
        """The last move played, if any (for a board read from text with no move pushed
        since, the text's last move)."""
        return self._history[-1][0] if self._history else self._root_move

    @property
    def early_draw(self) -> bool:
        """Whether a dead position ends the game at once."""
        return self._s[rules.EARLY] == 1

    def state(self) -> State:
        """A copy of the position as a ``uttt.state.State`` (what the search plays on)."""
        return self._s.copy()

    def x_masks(self) -> tuple[Mask, ...]:
        """X's cells in each small board, as nine masks."""
        return tuple(self._s[0:9])

    def o_masks(self) -> tuple[Mask, ...]:
        """O's cells in each small board, as nine masks."""
        return tuple(self._s[9:18])

    def big_masks(self) -> tuple[Mask, Mask, Mask]:
        """Boards won by X, won by O, and drawn."""
        s = self._s
        return s[BIG], s[BIG + 1], s[DRAWN]

    def closed_mask(self) -> Mask:
        """The small boards that accept no more moves."""
        return rules.closed_mask(self._s)

    def key(self) -> tuple[int, ...]:
        """A hashable key for the position (not the history)."""
        return (*self._s[0:18], self._s[TARGET], self._s[TURN])

    def piece_at(self, move: Move) -> Player | None:
        """The mark on a cell, if any."""
        board, cell = divmod(move, 9)
        if self._s[board] >> cell & 1:
            return "X"
        if self._s[9 + board] >> cell & 1:
            return "O"
        return None

    def board_state(self, board: int) -> SmallState:
        """Whether a small board is open, won by X or O, or drawn."""
        s = self._s
        if s[BIG] >> board & 1:
            return "X"
        if s[BIG + 1] >> board & 1:
            return "O"
        if s[DRAWN] >> board & 1:
            return "draw"
        return "open"

    def board_states(self) -> list[SmallState]:
        """The state of the nine small boards."""
        return [self.board_state(board) for board in range(9)]

    def small_line(self, board: int) -> tuple[int, int, int] | None:
        """The cells of the line that won a small board, if it was won."""
        s = self._s
        if not (s[BIG] | s[BIG + 1]) >> board & 1:
            return None
        mask = s[board] if s[BIG] >> board & 1 else s[9 + board]
        return LINES[WIN_LINE[mask]]

    def outcome(self) -> Outcome | None:
        """How the game ended, or ``None`` while it goes on."""
        return self._outcome

    def is_game_over(self) -> bool:
        """Whether the game has ended."""
        return self._outcome is not None

    def target_board(self) -> int | None:
        """The board the next move must go to; ``None`` on a free move or at the end."""
        target = self._s[TARGET]
        if self._outcome is not None or target < 0:
            return None
        return target

    def is_free_move(self) -> bool:
        """Whether the player to move may play in any open board."""
        return self._outcome is None and self._s[TARGET] < 0

    def playable_boards(self) -> list[int]:
        """The boards that hold a legal move."""
        if self._outcome is not None:
            return []
        if self._s[TARGET] >= 0:
            return [self._s[TARGET]]
        return list(BITS[FULL ^ self.closed_mask()])

    def legal_moves(self) -> list[Move]:
        """The legal moves, ascending; empty once the game is over.

        >>> len(Board().legal_moves())
        81
        """
        return [] if self._outcome is not None else rules.legal_moves(self._s)

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

    def copy(self) -> Self:
        """An independent copy, history included."""
        cls = type(self)
        other = cls.__new__(cls)
        other._s = self._s.copy()
        other._outcome = self._outcome
        other._history = self._history.copy()
        other._root_move = self._root_move
        return other

    # -- changing the position ------------------------------------------

    def push(self, move: Move) -> None:
        """Play a move, or raise ``IllegalMoveError`` and leave the board as it was.

        >>> Board.from_moves([0]).push(20)
        Traceback (most recent call last):
        ...
        uttt.board.IllegalMoveError: move 20 is in board 2, but this move must be in board 0
        """
        error = self._illegal(move)
        if error is not None:
            raise error
        s = self._s
        self._history.append((move, s[TARGET]))
        mover = s[TURN]
        status = rules.play(s, move)
        if status == rules.WON:
            big = s[BIG + mover]
            self._outcome = Outcome(Termination.LINE, PLAYERS[mover], LINES[WIN_LINE[big]])
        elif status == rules.DRAW:
            how = Termination.ALL_CLOSED if self.closed_mask() == FULL else Termination.EARLY_DRAW
            self._outcome = Outcome(how, None)

    def pop(self) -> Move:
        """Take back the last move and return it.

        >>> board = Board.from_moves([4])
        >>> board.pop(), board.moves
        (4, [])
        """
        if not self._history:
            raise IndexError("pop from a board with no moves")
        s = self._s
        move, s[TARGET] = self._history.pop()
        board, cell = divmod(move, 9)
        keep = ~(1 << board)
        s[TURN] ^= 1
        s[9 * s[TURN] + board] &= ~(1 << cell)
        s[BIG] &= keep
        s[BIG + 1] &= keep
        s[DRAWN] &= keep
        self._outcome = None
        return move

    def _illegal(self, move: Move) -> IllegalMoveError | None:
        if not isinstance(move, int) or isinstance(move, bool):
            return IllegalMoveError(f"a move is an int 0..80, not {move!r}")
        if not 0 <= move <= 80:
            return IllegalMoveError(f"move {move} is outside 0..80")
        if self._outcome is not None:
            return IllegalMoveError("the game is over", "game_over")
        board, cell = divmod(move, 9)
        target = self._s[TARGET]
        if target >= 0 and board != target:
            return IllegalMoveError(f"move {move} is in board {board}, "
                                    f"but this move must be in board {target}",
                                    "wrong_board", target)
        state = self.board_state(board)
        if state != "open":
            closed = "drawn" if state == "draw" else f"won by {state}"
            return IllegalMoveError(f"board {board} is closed ({closed})", "board_closed", board)
        if (self._s[board] | self._s[9 + board]) >> cell & 1:
            return IllegalMoveError(f"cell {cell} of board {board} is taken", "taken", board)
        return None

    # -- text ---------------------------------------------------------------

    def __str__(self) -> str:
        """The 9x9 grid, rows top to bottom; ``.`` marks an empty cell."""
        rows = []
        for row in range(9):
            cells = []
            for col in range(9):
                cells.append(self.piece_at(self.move_at(row, col)) or ".")
            rows.append(" ".join("".join(cells[i:i + 3]) for i in (0, 3, 6)))
        return "\n".join(rows)

    def __repr__(self) -> str:
        try:
            replayed = Board.from_moves(self.moves, early_draw=self.early_draw)
        except IllegalMoveError:
            replayed = None
        if replayed is not None and replayed.key() == self.key() and self._root_move is None:
            return f"Board.from_moves({self.moves!r})"
        return f"Board.from_fen({self.fen()!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Board):
            return NotImplemented
        return self.key() == other.key() and self.moves == other.moves
