"""The position as search sees it: one flat list of ints, changed in place.

Search copies this list once per iteration (one slice) and plays moves on it
without the checks of ``Board.push``; ``Board`` stays the source of truth for
the rules and is only used to build the first state.

Layout of a ``State`` (indices are the constants below):

* ``0..8``   X's cells in each small board, ``9..17`` O's cells;
  player ``p`` (0 = X, 1 = O) owns ``state[9 * p + board]``;
* ``BIG + p`` boards won by player ``p``; ``DRAWN`` drawn boards;
* ``TARGET`` the board the next move must go to, -1 for a free move;
* ``TURN`` the player to move; ``EARLY`` 1 if dead positions are drawn at once.

>>> state = from_board(Board.from_moves([40]))
>>> state[TURN], state[TARGET], len(legal_moves(state))
(1, 4, 8)
"""

from __future__ import annotations

from uttt.board import BITS, FULL, HAS_OPEN_LINE, IS_WIN, Board

State = list[int]
"""A position: see the module docstring for the layout."""

BIG, DRAWN, TARGET, TURN, EARLY = 18, 20, 21, 22, 23

ONGOING, WON, DRAW = 0, 1, 2
"""What ``play`` returns: the game goes on, the mover won, or it ended drawn."""

WIN_CELLS: tuple[int, ...] = tuple(
    sum(1 << cell for cell in range(9) if not mask >> cell & 1 and IS_WIN[mask | 1 << cell])
    for mask in range(512)
)
"""For each 9-bit mask, the cells whose addition completes a line (may be taken)."""


def from_board(board: Board) -> State:
    """The search state of a position (the board is not changed)."""
    x_big, o_big, drawn = board.big_masks()
    target = board.target_board()
    return [
        *board.x_masks(), *board.o_masks(), x_big, o_big, drawn,
        -1 if target is None else target,
        0 if board.turn == "X" else 1,
        1 if board.early_draw else 0,
    ]


def is_dead(state: State) -> bool:
    """Whether no line of the big board can still be completed by either player."""
    drawn = state[DRAWN]
    return not (HAS_OPEN_LINE[state[BIG + 1] | drawn] or HAS_OPEN_LINE[state[BIG] | drawn])


def legal_moves(state: State) -> list[int]:
    """The legal moves of a position that is not over, ascending."""
    target = state[TARGET]
    closed = state[BIG] | state[BIG + 1] | state[DRAWN]
    boards = BITS[FULL ^ closed] if target < 0 else (target,)
    return [9 * board + cell for board in boards
            for cell in BITS[FULL ^ (state[board] | state[9 + board])]]


def play(state: State, move: int) -> int:
    """Play a legal move in place; returns ``ONGOING``, ``WON`` (by the mover) or ``DRAW``.

    On ``WON`` or ``DRAW`` the state is left with the mover still on turn.
    """
    board, cell = divmod(move, 9)
    turn = state[TURN]
    index = 9 * turn + board
    mask = state[index] | 1 << cell
    state[index] = mask
    if IS_WIN[mask]:
        big = state[BIG + turn] | 1 << board
        state[BIG + turn] = big
        if IS_WIN[big]:
            return WON
        if _closes_game(state):
            return DRAW
    elif mask | state[index + 9 - 18 * turn] == FULL:
        state[DRAWN] |= 1 << board
        if _closes_game(state):
            return DRAW
    closed = state[BIG] | state[BIG + 1] | state[DRAWN]
    state[TARGET] = -1 if closed >> cell & 1 else cell
    state[TURN] = turn ^ 1
    return ONGOING


def _closes_game(state: State) -> bool:
    """After a board closed: whether every board is closed or the position is dead."""
    closed = state[BIG] | state[BIG + 1] | state[DRAWN]
    return closed == FULL or (state[EARLY] == 1 and is_dead(state))


def winning_moves(state: State) -> list[int]:
    """The moves that win the whole game at once for the side to move.

    >>> winning_moves(from_board(Board()))
    []
    """
    turn = state[TURN]
    big = state[BIG + turn]
    target = state[TARGET]
    closed = state[BIG] | state[BIG + 1] | state[DRAWN]
    boards = BITS[FULL ^ closed] if target < 0 else (target,)
    found: list[int] = []
    for board in boards:
        if IS_WIN[big | 1 << board]:
            empty = FULL ^ (state[board] | state[9 + board])
            cells = WIN_CELLS[state[9 * turn + board]] & empty
            found.extend(9 * board + cell for cell in BITS[cells])
    return found


def wins_small_board(state: State, move: int) -> bool:
    """Whether ``move`` (legal) wins the small board it is played in."""
    board, cell = divmod(move, 9)
    return bool(WIN_CELLS[state[9 * state[TURN] + board]] >> cell & 1)


def allows_win(state: State, move: int) -> bool:
    """Whether ``move`` lets the opponent win the whole game with its reply."""
    after = state.copy()
    return play(after, move) == ONGOING and bool(winning_moves(after))
