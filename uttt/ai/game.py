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
    DRAW,
    DRAWN,
    ONGOING,
    TARGET,
    TURN,
    WIN_CELLS,
    WON,
    State,
    legal_moves,
    play,
    winning_moves,
)

__all__ = [
    "BIG", "DRAW", "DRAWN", "ONGOING", "TARGET", "TURN", "WON", "State",
    "allows_win", "legal_moves", "play", "winning_moves", "wins_small_board",
]


def wins_small_board(state: State, move: int) -> bool:
    """Whether ``move`` (legal) wins the small board it is played in."""
    board, cell = divmod(move, 9)
    return bool(WIN_CELLS[state[9 * state[TURN] + board]] >> cell & 1)


def allows_win(state: State, move: int) -> bool:
    """Whether ``move`` lets the opponent win the whole game with its reply."""
    after = state.copy()
    return play(after, move) == ONGOING and bool(winning_moves(after))
