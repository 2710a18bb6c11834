"""A fast evaluation of a position: each small board's chances, combined through the big lines.

For every small board, a table indexed by its two masks gives each side's chance of
taking it (``uttt/data/evaluation.json``, made by ``scripts/fit/fit_evaluation.py``), with
its own entry for the side that moves there first: the board the side to move is sent
to uses it, the other boards the mean of both. The tables are learned from self-play:
how often a side went on to take a board like this one, modelled from the board alone
(its chance under random play, each side's cells and open pairs, the centre, who moves
there first). A side's chance of a big line is the product of its three boards' chances;
its chance of the game ``1 - prod(1 - line)`` over the 8 lines. The score of the side to
move is a logistic of the difference of the two sides' game chances and of the other
``NAMES``, with weights fitted on the same games (each position labelled half with the
game's result, half with the search's value there).

>>> from uttt.board import Board
>>> 0.5 < evaluate(Board().state()) < 0.7   # the first move is a free one
True
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from uttt import data as _data
from uttt.ai import evaluation_file
from uttt.ai.evaluation_file import KEY3
from uttt.board import BITS, LINE_MASKS
from uttt.state import (
    BIG,
    BOARD_OF,
    CELL_OF,
    DRAWN,
    FULL,
    IS_WIN,
    TARGET,
    TURN,
    WIN_CELLS,
    State,
    closed_mask,
    play,
)
from uttt.state import DRAW as DRAW_RESULT
from uttt.state import WON as WON_RESULT

_SCALE = 1000.0
_MOVER: list[float] = []
"""Per board key: the chance that the side to move there takes the board (its cells are
the key's 1 digits, the other side's the 2 digits)."""
_WAITER: list[float] = []
"""Per board key: the same side's chance when the other one moves there first."""
_MEAN: list[float] = []
"""Per board key: the same side's chance in a board nobody is sent to (the mean of both)."""
_BOARD_TERMS: list[tuple[float, float, int, int] | None] = [None] * 3 ** 9
"""Per board key, what an open board adds to ``evaluate``: the side's chance of it (as
``_MEAN``), the other side's, and whether each side can win it with one move. Filled on
first use (making all 19,683 entries at import would cost about 15 ms of CPU)."""
_TARGET_TERMS: list[tuple[float, float, float] | None] = [None] * 3 ** 9
"""Per board key, what the board the side to move is sent to adds to ``evaluate``: the
side's chance of it (1 if it can win it with one move, else ``_MOVER``), the other
side's (``_WAITER``), and the "sent to a board it wins" feature. Filled on first use."""
WEIGHTS: evaluation_file.Weights = ()
"""The logistic's weights, one per name of ``NAMES``, a row per number of closed boards
(the game's phase: early on, the big lines' chances count for more)."""


def install(mover: Sequence[int], waiter: Sequence[int],
            weights: Sequence[Sequence[float]]) -> None:
    """Use these tables (x1000, per board key) and weights (a row per number of closed
    boards, ``evaluation_file.PHASES``) from now on."""
    global WEIGHTS
    scale = 1 / (2 * _SCALE)
    _MOVER[:] = [v / _SCALE for v in mover]
    _WAITER[:] = [v / _SCALE for v in waiter]
    _MEAN[:] = [(m + w) * scale for m, w in zip(mover, waiter, strict=True)]
    _BOARD_TERMS[:] = [None] * len(_MEAN)
    _TARGET_TERMS[:] = [None] * len(_MEAN)
    if len(weights) != evaluation_file.PHASES:
        raise ValueError(f"{len(weights)} rows of weights, not {evaluation_file.PHASES}")
    WEIGHTS = tuple(tuple(row) for row in weights)


def _load() -> None:
    loaded = evaluation_file.loads(_data.read_text("evaluation.json"))
    install(loaded.mover, loaded.waiter, loaded.weights)


_load()


def features(state: State) -> tuple[float, ...]:
    """The side to move's edge over its opponent, feature by feature (see ``NAMES``)."""
    pm, pt, threats, sent_win, free = _board_chances(state)
    turn = state[TURN]
    mine_big, their_big = state[BIG + turn], state[BIG + 1 - turn]
    return (
        _game_chance(pm) - _game_chance(pt),
        sum(pm) - sum(pt),
        float(POPCOUNT[mine_big] - POPCOUNT[their_big]),
        float(_pairs(mine_big, their_big, state[DRAWN])),
        sent_win,
        free,
        float(threats),
        float((mine_big >> 4 & 1) - (their_big >> 4 & 1)),
    )


def phase(state: State) -> int:
    """The number of closed small boards: the row of ``WEIGHTS`` that scores ``state``."""
    return POPCOUNT[closed_mask(state)]


def weights(state: State) -> tuple[float, ...]:
    """The row of ``WEIGHTS`` that scores ``state``."""
    return WEIGHTS[phase(state)]


NAMES = ("tempo", "game chances", "board chances", "boards won", "open big pairs",
         "sent to a board it wins", "free move", "small-board threats", "centre board")
"""What each weight multiplies: a constant, then each of ``features``."""

POPCOUNT: tuple[int, ...] = tuple(len(BITS[mask]) for mask in range(512))
_ONES: tuple[tuple[float, ...], ...] = tuple(
    tuple(float(mask >> board & 1) for board in range(9)) for mask in range(512))


def _game_chance(p: list[float]) -> float:
    """A side's chance of completing some big line, from its board chances."""
    p0, p1, p2, p3, p4, p5, p6, p7, p8 = p
    none = ((1 - p0 * p1 * p2) * (1 - p3 * p4 * p5) * (1 - p6 * p7 * p8)
            * (1 - p0 * p3 * p6) * (1 - p1 * p4 * p7) * (1 - p2 * p5 * p8)
            * (1 - p0 * p4 * p8) * (1 - p2 * p4 * p6))
    return 1.0 - none


_PAIR_LINES: tuple[tuple[int, ...], ...] = tuple(
    tuple(line for line in LINE_MASKS if POPCOUNT[own & line] == 2) for own in range(512))
"""For each mask of boards won, the big lines holding exactly two of them."""


def evaluate(state: State) -> float:
    """The expected score (0..1) of the side to move, in a position that goes on.

    The logistic of ``weights(state)`` times ``(1, *features(state))``, to the last bit (the
    same operations in the same order; ``tests/ai/test_evaluate.py`` checks it), without
    building the features: the search calls this at every new leaf.
    """
    pm, pt, threats, sent_win, free = _board_chances(state)
    return _logistic(state, pm, pt, threats, sent_win, free)


def _logistic(state: State, pm: list[float], pt: list[float], threats: int,
              sent_win: float, free: float) -> float:
    """``evaluate``'s score from the board chances and the terms ``_board_chances`` gives."""
    turn = state[TURN]
    mine_big, their_big = state[BIG + turn], state[BIG + 1 - turn]
    w = WEIGHTS[POPCOUNT[mine_big | their_big | state[DRAWN]]]
    z = (w[0] + w[1] * (_game_chance(pm) - _game_chance(pt)) + w[2] * (sum(pm) - sum(pt))
         + w[3] * (POPCOUNT[mine_big] - POPCOUNT[their_big])
         + w[4] * _pairs(mine_big, their_big, state[DRAWN]) + w[5] * sent_win + w[6] * free
         + w[7] * threats
         + w[8] * ((mine_big >> 4 & 1) - (their_big >> 4 & 1)))
    return 1.0 / (1.0 + math.exp(-z)) if z > -30 else 0.0


Replies = tuple[list[float], list[float], list[tuple[float, float, int, int] | None], int, int]
"""What the positions after each move of one position share (``replies``)."""


def replies(state: State) -> Replies:
    """The board terms of ``state`` seen from the side that replies to its next move:
    a move changes one board and the target, so ``evaluate_reply`` only redoes those.

    The side that replies's board chances and the other's (every board but those the
    move may change), each open board's terms, and the small-board threats of each.
    """
    turn = 1 - state[TURN]
    mine_big, their_big = state[BIG + turn], state[BIG + 1 - turn]
    me, them = 9 * turn, 9 - 9 * turn
    key3, board_terms = KEY3, _BOARD_TERMS
    pm = list(_ONES[mine_big])
    pt = list(_ONES[their_big])
    by_board: list[tuple[float, float, int, int] | None] = [None] * 9
    my_threats = their_threats = 0
    for board in BITS[FULL ^ (mine_big | their_big | state[DRAWN])]:
        mine, theirs = state[me + board], state[them + board]
        terms = board_terms[key3[mine] + 2 * key3[theirs]]
        if terms is None:
            terms = _board_terms(mine, theirs)
        by_board[board] = terms
        pm[board], pt[board], mine_threat, their_threat = terms
        my_threats += mine_threat
        their_threats += their_threat
    return pm, pt, by_board, my_threats, their_threats


def evaluate_reply(after: State, move: int, shared: Replies) -> float:
    """``evaluate(after)`` to the last bit, where ``after`` is a position that goes on
    after ``move`` and ``shared`` is ``replies`` of the position before it: the boards the
    move did not touch keep their terms (the search scores every child of a new node)."""
    base_m, base_t, by_board, my_threats, their_threats = shared
    pm, pt = base_m[:], base_t[:]
    board = move // 9
    old = by_board[board]
    assert old is not None  # the move was legal: its board was open
    my_threats -= old[2]
    their_threats -= old[3]
    turn = after[TURN]
    their_big = after[BIG + 1 - turn]
    if (their_big | after[DRAWN]) >> board & 1:  # the move closed it
        pm[board] = 0.0
        pt[board] = _ONES[their_big][board]
    else:
        mine, theirs = after[9 * turn + board], after[9 - 9 * turn + board]
        terms = _BOARD_TERMS[KEY3[mine] + 2 * KEY3[theirs]]
        if terms is None:
            terms = _board_terms(mine, theirs)
        pm[board], pt[board], mine_threat, their_threat = terms
        my_threats += mine_threat
        their_threats += their_threat
    sent_win, free = _sent(after, pm, pt, my_threats)
    return _logistic(after, pm, pt, my_threats - their_threats, sent_win, free)


def evaluate_replies(state: State, moves: Sequence[int]) -> list[float | None]:
    """``evaluate`` of the position after each of ``moves`` (legal moves of ``state`` that
    do not win the game), to the last bit, or ``None`` where the move ends the game drawn.

    The search scores every child of a new node with this. A move that leaves its board
    open is neither copied nor played, and the big boards' terms are worked out once
    (``_reply_weights``); one that closes it goes through ``_closing_reply``.
    """
    shared = replies(state)
    base_m, base_t, by_board, base_my_threats, base_their_threats = shared
    mover = state[TURN]
    turn = 1 - mover  # the side that replies, to move after each move
    closed = state[BIG] | state[BIG + 1] | state[DRAWN]
    w0, w1, w2, big_term, pairs_term, w5, w6, w7, centre_term = _reply_weights(
        state, turn, closed)
    key3, board_terms, exp = KEY3, _BOARD_TERMS, math.exp
    is_win, target_terms = IS_WIN, _TARGET_TERMS
    me, them = 9 * turn, 9 * mover
    values: list[float | None] = [None] * len(moves)  # no append: calls cost most in Pyodide
    for index, move in enumerate(moves):
        board, cell = BOARD_OF[move], CELL_OF[move]
        mine = state[me + board]
        theirs = state[them + board] | 1 << cell
        if is_win[theirs] or mine | theirs == FULL:  # the move closes its board
            values[index] = _closing_reply(state, move, shared)
            continue
        pm, pt = base_m[:], base_t[:]
        old = by_board[board]
        assert old is not None  # the move was legal: its board was open
        terms = board_terms[key3[mine] + 2 * key3[theirs]]
        if terms is None:
            terms = _board_terms(mine, theirs)
        pm[board], pt[board], mine_threat, their_threat = terms
        my_threats = base_my_threats - old[2] + mine_threat
        their_threats = base_their_threats - old[3] + their_threat
        sent_win = free = 0.0
        if closed >> cell & 1:
            free = 1.0
            if my_threats:
                sent_win = 1.0
        else:
            if cell != board:
                mine, theirs = state[me + cell], state[them + cell]
            sent = target_terms[key3[mine] + 2 * key3[theirs]]
            if sent is None:
                sent = _target_terms(mine, theirs)
            pm[cell], pt[cell], sent_win = sent
        # _game_chance(pm) - _game_chance(pt), inlined (4% of the search's speed): the same
        # products in the same order
        p0, p1, p2, p3, p4, p5, p6, p7, p8 = pm
        q0, q1, q2, q3, q4, q5, q6, q7, q8 = pt
        chances = ((1.0 - (1 - p0 * p1 * p2) * (1 - p3 * p4 * p5) * (1 - p6 * p7 * p8)
                    * (1 - p0 * p3 * p6) * (1 - p1 * p4 * p7) * (1 - p2 * p5 * p8)
                    * (1 - p0 * p4 * p8) * (1 - p2 * p4 * p6))
                   - (1.0 - (1 - q0 * q1 * q2) * (1 - q3 * q4 * q5) * (1 - q6 * q7 * q8)
                      * (1 - q0 * q3 * q6) * (1 - q1 * q4 * q7) * (1 - q2 * q5 * q8)
                      * (1 - q0 * q4 * q8) * (1 - q2 * q4 * q6)))
        z = (w0 + w1 * chances + w2 * (sum(pm) - sum(pt))
             + big_term + pairs_term + w5 * sent_win + w6 * free
             + w7 * (my_threats - their_threats) + centre_term)
        values[index] = 1.0 / (1.0 + exp(-z)) if z > -30 else 0.0
    return values


def _closing_reply(state: State, move: int, shared: Replies) -> float | None:
    """``evaluate_replies``'s value for a move that closes its board: played on a copy."""
    after = state.copy()
    status = play(after, move)
    assert status != WON_RESULT  # the search makes a game-winning move the only child
    return None if status == DRAW_RESULT else evaluate_reply(after, move, shared)


def _reply_weights(state: State, turn: int, closed: int) -> tuple[float, ...]:
    """``WEIGHTS`` (the row of the closed boards) for the replies to a move that leaves the
    big boards as they are (``closed``: the closed boards, which such a move keeps), with
    the three terms that depend only on the big boards already multiplied out (the same
    products as ``_logistic``'s, for the side ``turn``)."""
    mine_big, their_big, drawn = state[BIG + turn], state[BIG + 1 - turn], state[DRAWN]
    w = WEIGHTS[POPCOUNT[closed]]
    return (w[0], w[1], w[2], w[3] * (POPCOUNT[mine_big] - POPCOUNT[their_big]),
            w[4] * _pairs(mine_big, their_big, drawn), w[5], w[6], w[7],
            w[8] * ((mine_big >> 4 & 1) - (their_big >> 4 & 1)))


def _board_chances(state: State) -> tuple[list[float], list[float], int, float, float]:
    """Each side's chance of taking each small board (the side to move's, its opponent's),
    the small-board threats of the one less the other's, and the "sent to a board it wins"
    and "free move" features: what ``features`` and ``evaluate`` share."""
    key3, board_terms = KEY3, _BOARD_TERMS
    turn = state[TURN]
    mine_big, their_big, drawn = state[BIG + turn], state[BIG + 1 - turn], state[DRAWN]
    me, them = 9 * turn, 9 - 9 * turn
    pm = list(_ONES[mine_big])
    pt = list(_ONES[their_big])
    my_threats = their_threats = 0
    for board in BITS[FULL ^ (mine_big | their_big | drawn)]:
        mine, theirs = state[me + board], state[them + board]
        terms = board_terms[key3[mine] + 2 * key3[theirs]]
        if terms is None:
            terms = _board_terms(mine, theirs)
        pm[board], pt[board], mine_threat, their_threat = terms
        my_threats += mine_threat
        their_threats += their_threat
    sent_win, free = _sent(state, pm, pt, my_threats)
    return pm, pt, my_threats - their_threats, sent_win, free


def _sent(state: State, pm: list[float], pt: list[float], my_threats: int) -> tuple[float, float]:
    """The board the side to move is sent to (its own tables, in ``pm`` and ``pt``), and the
    "sent to a board it wins" and "free move" features."""
    target = state[TARGET]
    sent_win = free = 0.0
    if target >= 0:
        me = 9 * state[TURN]
        mine, theirs = state[me + target], state[9 - me + target]
        sent = _TARGET_TERMS[KEY3[mine] + 2 * KEY3[theirs]]
        if sent is None:
            sent = _target_terms(mine, theirs)
        pm[target], pt[target], sent_win = sent
    else:
        free = 1.0
        if my_threats:
            sent_win = 1.0
    return sent_win, free


def _board_terms(mine: int, theirs: int) -> tuple[float, float, int, int]:
    """An open board's entry of ``_BOARD_TERMS``, made and kept on first use."""
    key_mine, key_theirs = KEY3[mine], KEY3[theirs]
    empty = FULL ^ (mine | theirs)
    terms = (_MEAN[key_mine + 2 * key_theirs], _MEAN[key_theirs + 2 * key_mine],
             1 if WIN_CELLS[mine] & empty else 0, 1 if WIN_CELLS[theirs] & empty else 0)
    _BOARD_TERMS[key_mine + 2 * key_theirs] = terms
    return terms


def _target_terms(mine: int, theirs: int) -> tuple[float, float, float]:
    """The entry of ``_TARGET_TERMS`` for the board the side to move is sent to, made and
    kept on first use."""
    key_mine, key_theirs = KEY3[mine], KEY3[theirs]
    if WIN_CELLS[mine] & ~theirs & FULL:
        terms = (1.0, _WAITER[key_theirs + 2 * key_mine], 1.0)
    else:
        terms = (_MOVER[key_mine + 2 * key_theirs], _WAITER[key_theirs + 2 * key_mine], 0.0)
    _TARGET_TERMS[key_mine + 2 * key_theirs] = terms
    return terms


def _pairs(mine_big: int, their_big: int, drawn: int) -> int:
    """The "open big pairs" feature: ``_open_pairs`` of the side to move less its
    opponent's."""
    pairs = 0
    for line in _PAIR_LINES[mine_big]:
        if not (their_big | drawn) & line:
            pairs += 1
    for line in _PAIR_LINES[their_big]:
        if not (mine_big | drawn) & line:
            pairs -= 1
    return pairs
