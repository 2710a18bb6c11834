"""Playout policies that lost their tournaments, kept to repeat the measurement.

``greedy`` plus the refinements of ``tuned`` (blocking the opponent's small-board
win; retrying a cell that sends the opponent to a board it can win at once, or to
a closed board). None beat ``greedy`` at equal time (docs/computer.md, "Earlier
measures"). Use them as ``master-2026-12:policy=smart`` in ``python -m uttt tournament``.
"""

from __future__ import annotations

from uttt.playout import Policy, Random, _free_move
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
    play,
)


def tuned(*, block: bool, avoid_win: bool, avoid_closed: bool) -> Policy:
    """A ``greedy`` playout with optional refinements (to measure each one by tournament).

    ``block`` takes a cell the opponent needs to win this board; ``avoid_win`` and
    ``avoid_closed`` retry once a cell that sends the opponent to a board it can win
    at once, or to a closed board.
    """
    bits, is_win, full, open_line, win_cells = BITS, IS_WIN, FULL, HAS_OPEN_LINE, WIN_CELLS

    def playout(state: State, random: Random) -> int:
        bigs = [state[BIG], state[BIG + 1]]
        drawn, target, turn, early = state[DRAWN], state[TARGET], state[TURN], state[EARLY]
        closed = bigs[0] | bigs[1] | drawn
        while True:
            if target >= 0:
                board = target
                mine, theirs = state[9 * turn + board], state[9 - 9 * turn + board]
                empty_mask = full ^ (mine | theirs)
                wins = win_cells[mine] & empty_mask
                threats = win_cells[theirs] & empty_mask if block else 0
                if wins:
                    cell = bits[wins][0]
                elif threats:
                    cell = bits[threats][0]
                else:
                    empty = bits[empty_mask]
                    cell = empty[int(random() * len(empty))]
                    other = 9 - 9 * turn + cell  # the opponent's mask where we send it
                    if ((avoid_closed and closed >> cell & 1)
                            or (avoid_win and not closed >> cell & 1
                                and win_cells[state[other]] & ~state[other - 9 + 18 * turn])):
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

    return playout


def apply_uniform(state: State, random: Random) -> int:
    """``uniform`` written with one ``play`` call per move: what the inlined loops are
    measured against (``scripts/bench/bench_ai.py``)."""
    while True:
        target = state[TARGET]
        if target >= 0:
            board = target
            empty = BITS[FULL ^ (state[board] | state[9 + board])]
            cell = empty[int(random() * len(empty))]
        else:
            closed = state[BIG] | state[BIG + 1] | state[DRAWN]
            board, cell = _free_move(state, closed, random)
        status = play(state, 9 * board + cell)
        if status:
            return state[TURN] ^ 1 if status == 1 else 2


EXPERIMENTS: dict[str, Policy] = {
    "smart": tuned(block=False, avoid_win=True, avoid_closed=True),
    "block": tuned(block=True, avoid_win=False, avoid_closed=False),
    "avoidwin": tuned(block=False, avoid_win=True, avoid_closed=False),
    "avoidclosed": tuned(block=False, avoid_win=False, avoid_closed=True),
    "apply": apply_uniform,
}
"""The losing policies by name (``tournament`` and ``bench_ai`` accept these names)."""
