"""The one representation of a position and the one unchecked way to apply a move.

A ``State`` is a flat list of ints, changed in place. ``Board`` keeps one
(checking every move before it calls ``play``) and the search copies one per
iteration (one list slice) and calls ``play`` directly.

Layout (indices are the constants below):

* ``0..8``   X's cells in each small board, ``9..17`` O's cells;
  player ``p`` (0 = X, 1 = O) owns ``state[9 * p + board]``;
* ``BIG + p`` boards won by player ``p``; ``DRAWN`` drawn boards;
* ``TARGET`` the board the next move must go to, -1 for a free move;
* ``TURN`` the player to move; ``EARLY`` 1 if dead positions are drawn at once.

>>> state = new_state(early_draw=True)
>>> play(state, 40), state[TURN], state[TARGET], len(legal_moves(state))
(0, 1, 4, 8)
"""

from __future__ import annotations

State = list[int]
"""A position: see the module docstring for the layout."""

Mask = int
"""Nine bits, bit ``i`` standing for cell (or board) ``i``."""

BIG, DRAWN, TARGET, TURN, EARLY = 18, 20, 21, 22, 23

ONGOING, WON, DRAW = 0, 1, 2
"""What ``play`` returns: the game goes on, the mover won, or it ended drawn."""

FULL: Mask = 0x1FF

LINES: tuple[tuple[int, int, int], ...] = (
    (0, 1, 2), (3, 4, 5), (6, 7, 8),
    (0, 3, 6), (1, 4, 7), (2, 5, 8),
    (0, 4, 8), (2, 4, 6),
)
LINE_MASKS: tuple[Mask, ...] = tuple((1 << a) | (1 << b) | (1 << c) for a, b, c in LINES)


def _subsets(mask: Mask) -> list[Mask]:
    """Every subset of ``mask``, itself first and 0 last."""
    found = [sub := mask]
    while sub:
        sub = (sub - 1) & mask
        found.append(sub)
    return found


# The tables below are built by walking the masks each line makes true (a line with any
# subset of the other six squares): about 30 times quicker than testing every line
# against every mask, which was 7 to 15 ms of the page's start-up in Pyodide.
_win_line, _open, _win_cells = [-1] * 512, [False] * 512, [0] * 512
for _index in range(len(LINE_MASKS) - 1, -1, -1):  # the first line in LINES wins
    for _sub in _subsets(FULL ^ LINE_MASKS[_index]):
        _win_line[LINE_MASKS[_index] | _sub] = _index
        _open[_sub] = True  # blockers that leave this line open
_bits: list[tuple[int, ...]] = [()] * 512
for _mask in range(1, 512):
    _low = _mask & -_mask
    _bits[_mask] = (_low.bit_length() - 1, *_bits[_mask ^ _low])
for _line in LINE_MASKS:  # two squares of a line taken, the third one completes it
    _others = _subsets(FULL ^ _line)
    for _cell in _bits[_line]:
        for _sub in _others:
            _win_cells[_line ^ 1 << _cell | _sub] |= 1 << _cell

WIN_LINE: tuple[int, ...] = tuple(_win_line)
"""For each 9-bit mask, the index of a line it completes (the first in ``LINES``), or -1."""

IS_WIN: tuple[bool, ...] = tuple(index >= 0 for index in WIN_LINE)
"""For each 9-bit mask, whether it holds three in a line."""

BITS: tuple[tuple[int, ...], ...] = tuple(_bits)
"""For each 9-bit mask, the indices of its set bits, ascending."""

HAS_OPEN_LINE: tuple[bool, ...] = tuple(_open)
"""For each mask of blocked squares, whether some line avoids them all."""

WIN_CELLS: tuple[int, ...] = tuple(
    FULL ^ mask if IS_WIN[mask] else cells for mask, cells in enumerate(_win_cells))
"""For each 9-bit mask, the cells whose addition completes a line (may be taken): with a
line already there, every empty cell."""
del _win_line, _open, _win_cells, _bits, _index, _sub, _mask, _low, _line, _others, _cell


def new_state(*, early_draw: bool) -> State:
    """The start position."""
    return [0] * 21 + [-1, 0, 1 if early_draw else 0]


def closed_mask(state: State) -> Mask:
    """The small boards that accept no more moves."""
    return state[BIG] | state[BIG + 1] | state[DRAWN]


def is_dead(state: State) -> bool:
    """Whether no line of the big board can still be completed by either player."""
    drawn = state[DRAWN]
    return not (HAS_OPEN_LINE[state[BIG + 1] | drawn] or HAS_OPEN_LINE[state[BIG] | drawn])


def legal_moves(state: State) -> list[int]:
    """The legal moves of a position that is not over, ascending."""
    target = state[TARGET]
    if target >= 0:  # the usual case: one board, its moves from a table
        key = target << 9 | FULL ^ (state[target] | state[9 + target])
        moves = _MOVES_IN[key]
        return list(moves if moves is not None else _moves_in(key))
    return [9 * board + cell for board in BITS[FULL ^ closed_mask(state)]
            for cell in BITS[FULL ^ (state[board] | state[9 + board])]]


_MOVES_IN: list[tuple[int, ...] | None] = [None] * (9 << 9)
"""By ``board << 9 | empty cells``, the moves into those cells, made on first use (all
4,608 at import would cost several ms of the page's start-up)."""


def _moves_in(key: int) -> tuple[int, ...]:
    board = key >> 9
    moves = _MOVES_IN[key] = tuple(9 * board + cell for cell in BITS[key & FULL])
    return moves


def winning_moves(state: State) -> list[int]:
    """The moves that win the whole game at once for the side to move (the search's
    and the proof search's question).

    >>> winning_moves(new_state(early_draw=True))
    []
    """
    turn = state[TURN]
    target = state[TARGET]
    open_boards = 1 << target if target >= 0 else FULL ^ closed_mask(state)
    finishing = WIN_CELLS[state[BIG + turn]] & open_boards  # boards that complete a big line
    if not finishing:
        return []
    found: list[int] = []
    for board in BITS[finishing]:
        empty = FULL ^ (state[board] | state[9 + board])
        cells = WIN_CELLS[state[9 * turn + board]] & empty
        found.extend(9 * board + cell for cell in BITS[cells])
    return found


def play(state: State, move: int) -> int:
    """Play a legal move in place (unchecked); returns ``ONGOING``, ``WON`` (by the mover)
    or ``DRAW``. The turn passes and the target is set in every case."""
    board = BOARD_OF[move]  # cheaper than divmod: play is the search's busiest call
    cell = CELL_OF[move]
    turn = state[TURN]
    index = 9 * turn + board
    mask = state[index] | 1 << cell
    state[index] = mask
    status = ONGOING
    if IS_WIN[mask]:
        big = state[BIG + turn] | 1 << board
        state[BIG + turn] = big
        if IS_WIN[big]:
            status = WON
        elif _closes_game(state):
            status = DRAW
    elif mask | state[index + 9 - 18 * turn] == FULL:
        state[DRAWN] |= 1 << board
        if _closes_game(state):
            status = DRAW
    closed = state[BIG] | state[_BIG_O] | state[DRAWN]
    state[TARGET] = -1 if closed >> cell & 1 else cell
    state[TURN] = turn ^ 1
    return status


BOARD_OF: tuple[int, ...] = tuple(move // 9 for move in range(81))
"""A move's small board (cheaper than ``divmod`` in the search's hot paths)."""
CELL_OF: tuple[int, ...] = tuple(move % 9 for move in range(81))
"""A move's cell in its small board."""
_BIG_O = BIG + 1


def _closes_game(state: State) -> bool:
    """After a board closed: whether every board is closed or the position is dead."""
    return closed_mask(state) == FULL or (state[EARLY] == 1 and is_dead(state))
