"""Positions as text: the FEN-like format that other Ultimate Tic-Tac-Toe engines use
for their perft suites and their UGI ``position fen`` command.

A position is four fields separated by spaces::

    9/3x5/3oo4/4x2o1/1o7/3x1o3/4o2x1/1x3x3/ox3o1x1 X 16 h6

* the nine rows of the 9x9 grid from the top, separated by ``/``: ``x`` and ``o`` are
  marks, a digit ``1``-``9`` counts empty cells;
* the side to move, ``X`` or ``O``;
* a move counter (read and checked to be a number in ASCII digits, ``uttt.digits``, not
  used; written as the number of marks on the board);
* the last move in the engines' coordinates, or ``0000`` when there is none (the start,
  or a free move for the side to move). Their ``a1`` is the **bottom**-left cell and
  their rows count upwards, so their ``a1`` is our ``a9`` (``uttt.notation``): the column
  letter is the same, the row digit is ``10 - ours``.

The last move says where the side to move must play: the small board at the position of
its cell, or any open board when that one is closed.

Like python-chess's ``Board(fen)``, every well-formed position the rules can play from
is read, whichever side made the first move (``opener`` says which; another engine's
suite has a position where O opened). ``x_first=True`` refuses a game that O opened
(``o_first``): the page offers only games that X opens. A position that no game can reach
is refused with a ``FenError`` that says why (the marks counted against the side to move,
a small board with lines of both players or with marks added after it was won, a last
move that is not the mover's mark or that was played after the game had ended, a finished
game without its last move).

This module works on ``uttt.state`` only; ``Board.from_fen`` and ``Board.fen`` use it.

>>> position = parse("9/9/9/9/9/9/9/9/9 X 0 0000", early_draw=True)
>>> position.last_move, position.state[TARGET]
(None, -1)
>>> write(parse("9/9/9/9/4x4/9/9/9/9 O 1 e5", early_draw=True))
'9/9/9/9/4x4/9/9/9/9 O 1 e5'
"""

from __future__ import annotations

from typing import NamedTuple

from uttt.digits import whole_number
from uttt.state import (
    BIG,
    DRAWN,
    EARLY,
    FULL,
    IS_WIN,
    TARGET,
    TURN,
    State,
    closed_mask,
    is_dead,
    new_state,
)

__all__ = ["START", "FenError", "Position", "engine_square", "opener", "parse", "parse_square",
           "write"]

START = "9/9/9/9/9/9/9/9/9 X 0 0000"
"""The start position."""

_FILES = "abcdefghi"
_NO_MOVE = "0000"


class FenError(ValueError):
    """A position text that is malformed, or that describes a position no game reaches.
    ``kind`` names the reason for a page to say in its own words: ``form`` (malformed
    text), ``count``, ``o_first`` (refused with ``x_first`` only), ``both_lines``,
    ``after_win``, ``last_mark``, ``last_closed``, ``over_before``, ``over_unmarked``."""

    def __init__(self, text: str, kind: str = "form") -> None:
        super().__init__(text)
        self.kind = kind


class Position(NamedTuple):
    """A position read from text: the state (turn, target and closed boards set) and the
    last move (``None`` for ``0000``)."""

    state: State
    last_move: int | None


def engine_square(move: int) -> str:
    """The engines' name of a cell: ``a1`` is the bottom-left one.

    >>> engine_square(0), engine_square(40), engine_square(80)
    ('a9', 'e5', 'i1')
    """
    board, cell = divmod(move, 9)
    row = 3 * (board // 3) + cell // 3
    column = 3 * (board % 3) + cell % 3
    return f"{_FILES[column]}{9 - row}"


def parse_square(text: str) -> int:
    """The move named by an engine square (``a1`` bottom-left); ``FenError`` otherwise.

    >>> parse_square("a9"), parse_square("I1")
    (0, 80)
    """
    name = text.strip().lower()
    if len(name) != 2 or name[0] not in _FILES or name[1] not in "123456789":
        raise FenError(f"{text!r} is not a square (a1..i9)")
    return _move_at(9 - int(name[1]), _FILES.index(name[0]))


def _move_at(row: int, column: int) -> int:
    return 9 * (3 * (row // 3) + column // 3) + 3 * (row % 3) + column % 3


def opener(state: State) -> int:
    """Who made the first move of a position read (0 X, 1 O): with X to move, X when both
    have as many marks, O when O has one more; with O to move, X when X has one more.

    >>> opener(parse("9/9/9/9/4o4/9/9/9/9 X 1 e5", early_draw=True).state)
    1
    """
    return 0 if _mark_difference(state) == state[TURN] else 1


def _mark_difference(state: State) -> int:
    """X's marks less O's."""
    return sum(bin(state[board]).count("1") - bin(state[9 + board]).count("1")
               for board in range(9))


def parse(text: str, *, early_draw: bool, x_first: bool = False) -> Position:
    """Read a position; ``FenError`` if the text is malformed or the position impossible
    (or, with ``x_first``, a game that O opened)."""
    fields = text.split()
    if len(fields) != 4:
        raise FenError(f"a position has 4 fields (grid, side, counter, last move), "
                       f"not {len(fields)}")
    grid, side, counter, last = fields
    state = new_state(early_draw=early_draw)
    _read_grid(grid, state)
    if side not in ("X", "O", "x", "o"):
        raise FenError(f"the side to move is X or O, not {side!r}")
    state[TURN] = 0 if side in "Xx" else 1
    if whole_number(counter) is None:  # ASCII digits only, as every reader of the package
        raise FenError(f"the move counter is a number, not {counter!r}")
    last_move = None if last == _NO_MOVE else parse_square(last)
    _close_boards(state)
    _check(state, last_move, x_first=x_first)
    if last_move is not None:
        cell = last_move % 9
        state[TARGET] = -1 if closed_mask(state) >> cell & 1 else cell
    return Position(state, last_move)


def _read_grid(grid: str, state: State) -> None:
    rows = grid.split("/")
    if len(rows) != 9:
        raise FenError(f"the grid has 9 rows separated by '/', not {len(rows)}")
    for row, text in enumerate(rows):
        column = 0
        for char in text.lower():
            if char in "123456789":
                column += int(char)
                continue
            if char not in "xo":
                raise FenError(f"row {row + 1} from the top: {char!r} is not x, o or 1-9")
            if column < 9:
                move = _move_at(row, column)
                state[9 * "xo".index(char) + move // 9] |= 1 << move % 9
            column += 1
        if column != 9:
            raise FenError(f"row {row + 1} from the top has {column} cells, not 9")


def _close_boards(state: State) -> None:
    for board in range(9):
        x, o = state[board], state[9 + board]
        if IS_WIN[x] and IS_WIN[o]:
            raise FenError(f"small board {board} holds a line of X and a line of O", "both_lines")
        if IS_WIN[x]:
            state[BIG] |= 1 << board
        elif IS_WIN[o]:
            state[BIG + 1] |= 1 << board
        elif x | o == FULL:
            state[DRAWN] |= 1 << board


def _check(state: State, last_move: int | None, *, x_first: bool) -> None:
    marks = [sum(bin(state[9 * player + board]).count("1") for board in range(9))
             for player in (0, 1)]
    extra = marks[0] - marks[1] - state[TURN]  # 0: X opened, -1: O did (as ``opener``)
    if extra not in (0, -1):
        side = "XO"[state[TURN]]
        raise FenError(f"X has {_marks(marks[0])} and O {_marks(marks[1])}, which cannot "
                       f"be with {side} to move", "count")
    if x_first and extra:
        raise FenError("O made the first move here, and X opens every game", "o_first")
    for board in range(9):
        for player in (0, 1):
            mask = state[9 * player + board]
            if IS_WIN[mask] and all(IS_WIN[mask & ~(1 << cell)] for cell in range(9)
                                    if mask >> cell & 1):
                raise FenError(f"small board {board} has marks added after "
                               f"{'XO'[player]} won it", "after_win")
    if last_move is None:
        if _is_over(state):
            raise FenError("the game is over, so the last move must be given (not 0000)",
                           "over_unmarked")
        return
    _check_last_move(state, last_move)


def _marks(count: int) -> str:
    return f"{count} mark" if count == 1 else f"{count} marks"


def _check_last_move(state: State, move: int) -> None:
    mover = state[TURN] ^ 1
    board, bit = move // 9, 1 << move % 9
    if not state[9 * mover + board] & bit:
        raise FenError(f"the last move {engine_square(move)} must hold a mark of "
                       f"{'XO'[mover]}, who played it", "last_mark")
    before = state.copy()
    before[9 * mover + board] &= ~bit
    for index in (BIG, BIG + 1, DRAWN):
        before[index] = 0
    _close_boards(before)
    if closed_mask(before) >> board & 1:
        raise FenError(f"the last move {engine_square(move)} is in small board {board}, "
                       f"which was closed before it", "last_closed")
    if _is_over(before):
        raise FenError(f"the game was over before the last move {engine_square(move)}",
                       "over_before")


def _is_over(state: State) -> bool:
    return (IS_WIN[state[BIG]] or IS_WIN[state[BIG + 1]] or closed_mask(state) == FULL
            or (state[EARLY] == 1 and is_dead(state)))


def write(position: Position) -> str:
    """The text of a position (marks lowercase, the counter the number of marks)."""
    state = position.state
    rows = []
    for row in range(9):
        text, empty = "", 0
        for column in range(9):
            move = _move_at(row, column)
            mark = ("x" if state[move // 9] >> move % 9 & 1
                    else "o" if state[9 + move // 9] >> move % 9 & 1 else "")
            if not mark:
                empty += 1
                continue
            text += (str(empty) if empty else "") + mark
            empty = 0
        rows.append(text + (str(empty) if empty else ""))
    marks = sum(bin(mask).count("1") for mask in state[0:18])
    last = _NO_MOVE if position.last_move is None else engine_square(position.last_move)
    return f"{'/'.join(rows)} {'XO'[state[TURN]]} {marks} {last}"
