"""A fast evaluation of a position: each small board's chances, combined through the big lines.

For every small board, a table indexed by its two masks gives each side's chance of
taking it under random alternate play within the board (``uttt/data/evaluation.json``,
made by ``scripts/fit_evaluation.py``), with its own entry for the side that moves there
first: the board the side to move is sent to uses it, the other boards the mean of both.
A side's chance of a big line is the product of its three boards' chances; its chance of
the game ``1 - prod(1 - line)`` over the 8 lines. The score of the side to move is a
logistic of the difference of the two sides' game chances and of the other ``NAMES``,
with weights fitted on self-play games of the previous Master (the same script).

>>> from uttt.board import Board
>>> 0.5 < evaluate(Board().state()) < 0.7   # the first move is a free one
True
"""

from __future__ import annotations

import json
import math

from uttt import data as _data
from uttt.board import BITS, LINE_MASKS
from uttt.state import BIG, DRAWN, FULL, TARGET, TURN, WIN_CELLS, State

KEY3: tuple[int, ...] = tuple(sum(3 ** i for i in BITS[mask]) for mask in range(512))
"""For each 9-bit mask, its cells as a base-3 number (1 per cell); a board's key is
``KEY3[x] + 2 * KEY3[o]``."""


_SCALE = 1000.0
_MOVER: list[float] = []
"""Per board key: the chance that the side to move there takes the board (its cells are
the key's 1 digits, the other side's the 2 digits)."""
_WAITER: list[float] = []
"""Per board key: the same side's chance when the other one moves there first."""
_MEAN: list[float] = []
"""Per board key: the same side's chance in a board nobody is sent to (the mean of both)."""
WEIGHTS: tuple[float, ...] = ()
"""The logistic's weights, one per name of ``NAMES``."""


def install(mover: list[int], waiter: list[int], weights: tuple[float, ...] | list[float]) -> None:
    """Use these tables (x1000, per board key) and weights from now on."""
    global WEIGHTS
    scale = 1 / (2 * _SCALE)
    _MOVER[:] = [v / _SCALE for v in mover]
    _WAITER[:] = [v / _SCALE for v in waiter]
    _MEAN[:] = [(m + w) * scale for m, w in zip(mover, waiter, strict=True)]
    WEIGHTS = tuple(weights)


def _load() -> None:
    data = json.loads(_data.read_text("evaluation.json"))
    install(data["mover"], data["waiter"], data["weights"])


_load()


def features(state: State) -> tuple[float, ...]:
    """The side to move's edge over its opponent, feature by feature (see ``NAMES``)."""
    key3, win_cells, mean = KEY3, WIN_CELLS, _MEAN
    turn, target = state[TURN], state[TARGET]
    mine_big, their_big, drawn = state[BIG + turn], state[BIG + 1 - turn], state[DRAWN]
    me, them = 9 * turn, 9 - 9 * turn
    pm = list(_ONES[mine_big])
    pt = list(_ONES[their_big])
    my_threats = their_threats = 0
    for board in BITS[FULL ^ (mine_big | their_big | drawn)]:
        mine, theirs = state[me + board], state[them + board]
        pm[board] = mean[key3[mine] + 2 * key3[theirs]]
        pt[board] = mean[key3[theirs] + 2 * key3[mine]]
        empty = FULL ^ (mine | theirs)
        if win_cells[mine] & empty:
            my_threats += 1
        if win_cells[theirs] & empty:
            their_threats += 1
    sent_win = free = 0.0
    if target >= 0:
        mine, theirs = state[me + target], state[them + target]
        if win_cells[mine] & ~theirs & FULL:
            pm[target] = 1.0
            sent_win = 1.0
        else:
            pm[target] = _MOVER[key3[mine] + 2 * key3[theirs]]
        pt[target] = _WAITER[key3[theirs] + 2 * key3[mine]]
    else:
        free = 1.0
        if my_threats:
            sent_win = 1.0
    popcount = POPCOUNT
    pairs = 0
    if popcount[mine_big] >= 2:
        pairs += _open_pairs(mine_big, their_big | drawn)
    if popcount[their_big] >= 2:
        pairs -= _open_pairs(their_big, mine_big | drawn)
    return (
        _game_chance(pm) - _game_chance(pt),
        sum(pm) - sum(pt),
        float(popcount[mine_big] - popcount[their_big]),
        float(pairs),
        sent_win,
        free,
        float(my_threats - their_threats),
        float((mine_big >> 4 & 1) - (their_big >> 4 & 1)),
    )


NAMES = ("tempo", "game chances", "board chances", "boards won", "open big pairs",
         "sent to a board it wins", "free move", "small-board threats", "centre board")
"""What each weight multiplies: a constant, then each of ``features``."""

POPCOUNT: tuple[int, ...] = tuple(len(BITS[mask]) for mask in range(512))
_ONES: tuple[tuple[float, ...], ...] = tuple(
    tuple(float(mask >> board & 1) for board in range(9)) for mask in range(512))


def _open_pairs(own: int, blocked: int) -> int:
    """Big lines holding two of ``own``'s boards and a third that is still open."""
    return sum(1 for line in LINE_MASKS
               if POPCOUNT[own & line] == 2 and not blocked & line)


def _game_chance(p: list[float]) -> float:
    """A side's chance of completing some big line, from its board chances."""
    none = ((1 - p[0] * p[1] * p[2]) * (1 - p[3] * p[4] * p[5]) * (1 - p[6] * p[7] * p[8])
            * (1 - p[0] * p[3] * p[6]) * (1 - p[1] * p[4] * p[7]) * (1 - p[2] * p[5] * p[8])
            * (1 - p[0] * p[4] * p[8]) * (1 - p[2] * p[4] * p[6]))
    return 1.0 - none


def evaluate(state: State) -> float:
    """The expected score (0..1) of the side to move, in a position that goes on."""
    w = WEIGHTS
    f = features(state)
    z = (w[0] + w[1] * f[0] + w[2] * f[1] + w[3] * f[2] + w[4] * f[3] + w[5] * f[4]
         + w[6] * f[5] + w[7] * f[6] + w[8] * f[7])
    return 1.0 / (1.0 + math.exp(-z)) if z > -30 else 0.0
