"""What the search asks of a position beyond the rules: decisive and small-board wins.

The position is a ``uttt.state.State`` (the rules' one representation, changed in
place by ``uttt.state.play``); its names are re-exported here for the search.

>>> from uttt.board import Board
>>> state = Board.from_moves([40]).state()
>>> state[TURN], state[TARGET], len(legal_moves(state))
(1, 4, 8)
"""

from __future__ import annotations

from uttt.state import (
    BIG,
    BITS,
    DRAW,
    DRAWN,
    FULL,
    IS_WIN,
    ONGOING,
    TARGET,
    TURN,
    WIN_CELLS,
    WON,
    State,
    legal_moves,
    play,
)

__all__ = [
    "BIG", "DRAW", "DRAWN", "ONGOING", "TARGET", "TURN", "WON", "State",
    "allows_win", "legal_moves", "play", "winning_moves", "wins_small_board",
]


def winning_moves(state: State) -> list[int]:
    """The moves that win the whole game at once for the side to move.

    >>> from uttt.board import Board
    >>> winning_moves(Board().state())
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
