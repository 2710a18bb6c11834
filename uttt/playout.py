"""Fast playouts: finish a game from a ``State`` on raw masks, in one inlined loop each.

Each policy plays the state (changed in place) to the end and returns the winner:
0 for X, 1 for O, 2 for a draw. The loops repeat ``uttt.state.play`` inline, with
tables and masks in locals: ``python scripts/bench/bench_ai.py`` measures them against the
same playout calling ``play`` once per move (the ``apply`` row), and the tests
check every loop against ``Board`` (same games from the same random numbers).

* ``uniform``: every legal move equally likely (the textbook playout).
* ``greedy``: always takes a small board it can win (so also a game-winning one); it beat
  ``uniform`` at equal time (docs/computer.md, "Earlier measures").

>>> import random
>>> result = random_playout(Board(), random.Random(1).random)
>>> result in (-1, 0, 1)
True
"""

from __future__ import annotations

from collections.abc import Callable

from uttt.board import Board
from uttt.state import (
    BIG,
    BITS,
    DRAWN,
    EARLY,
    FULL,
    HAS_OPEN_LINE,
    IS_WIN,
    TARGET,
    TURN,
    WIN_CELLS,
    State,
)

Random = Callable[[], float]
"""A function returning a float in [0, 1), such as ``random.Random(seed).random``."""

Policy = Callable[[State, Random], int]
"""A playout: ``policy(state, random)`` returns the winner (0 X, 1 O, 2 draw)."""

_FREE_MOVE_TRIES = 12


def _free_move(state: State, closed: int, random: Random) -> tuple[int, int]:
    """A uniformly random legal move anywhere: a random cell of a random open board,
    drawn again if taken (every legal move is equally likely), then enumeration."""
    boards = BITS[FULL ^ closed]
    draws = 9 * len(boards)
    for _ in range(_FREE_MOVE_TRIES):
        index = int(random() * draws)
        board, cell = boards[index // 9], index % 9
        if not (state[board] | state[9 + board]) >> cell & 1:
            return board, cell
    moves = [(board, cell) for board in boards
             for cell in BITS[FULL ^ (state[board] | state[9 + board])]]
    return moves[int(random() * len(moves))]


def uniform(state: State, random: Random) -> int:
    """Uniformly random moves to the end of the game."""
    bits, is_win, full, open_line = BITS, IS_WIN, FULL, HAS_OPEN_LINE
    bigs = [state[BIG], state[BIG + 1]]
    drawn, target, turn, early = state[DRAWN], state[TARGET], state[TURN], state[EARLY]
    closed = bigs[0] | bigs[1] | drawn
    while True:
        if target >= 0:
            board = target
            empty = bits[full ^ (state[board] | state[9 + board])]
            cell = empty[int(random() * len(empty))]
        else:
            board, cell = _free_move(state, closed, random)
        index = 9 * turn + board
        mask = state[index] | 1 << cell
        state[index] = mask
        if is_win[mask]:
            big = bigs[turn] | 1 << board
            bigs[turn] = big
            if is_win[big]:
                return turn
            closed |= 1 << board
            if closed == full or (early and not (open_line[bigs[0] | drawn]
                                                 or open_line[bigs[1] | drawn])):
                return 2
        elif mask | state[index + 9 - 18 * turn] == full:
            drawn |= 1 << board
            closed |= 1 << board
            if closed == full or (early and not (open_line[bigs[0] | drawn]
                                                 or open_line[bigs[1] | drawn])):
                return 2
        target = -1 if closed >> cell & 1 else cell
        turn ^= 1


def greedy(state: State, random: Random) -> int:
    """Like ``uniform``, but a move that wins a small board (or the game) is always taken."""
    # The loop repeats ``uniform``'s on purpose: this is the playout's hot path, and a
    # shared loop would pay a policy test (or a call) on every move of every playout.
    bits, is_win, full, open_line, win_cells = BITS, IS_WIN, FULL, HAS_OPEN_LINE, WIN_CELLS
    bigs = [state[BIG], state[BIG + 1]]
    drawn, target, turn, early = state[DRAWN], state[TARGET], state[TURN], state[EARLY]
    closed = bigs[0] | bigs[1] | drawn
    while True:
        if target >= 0:
            board = target
            empty_mask = full ^ (state[board] | state[9 + board])
            wins = win_cells[state[9 * turn + board]] & empty_mask
            if wins:
                cell = bits[wins][0]
            else:
                empty = bits[empty_mask]
                cell = empty[int(random() * len(empty))]
        else:
            board, cell = _free_move(state, closed, random)
        index = 9 * turn + board
        mask = state[index] | 1 << cell
        state[index] = mask
        if is_win[mask]:
            big = bigs[turn] | 1 << board
            bigs[turn] = big
            if is_win[big]:
                return turn
            closed |= 1 << board
            if closed == full or (early and not (open_line[bigs[0] | drawn]
                                                 or open_line[bigs[1] | drawn])):
                return 2
        elif mask | state[index + 9 - 18 * turn] == full:
            drawn |= 1 << board
            closed |= 1 << board
            if closed == full or (early and not (open_line[bigs[0] | drawn]
                                                 or open_line[bigs[1] | drawn])):
                return 2
        target = -1 if closed >> cell & 1 else cell
        turn ^= 1


POLICIES: dict[str, Policy] = {"uniform": uniform, "greedy": greedy}
"""The playout policies by name; ``greedy`` is the one the stronger levels use."""


def random_playout(board: Board, random: Random) -> int:
    """Finish the game with uniformly random legal moves; ``board`` is unchanged.

    Returns +1 if X wins, -1 if O wins, 0 for a draw.
    """
    outcome = board.outcome()
    if outcome is not None:
        return 0 if outcome.winner is None else (1 if outcome.winner == "X" else -1)
    return (1, -1, 0)[uniform(board.state(), random)]
