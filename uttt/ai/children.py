"""A new node's children made all at once (``Config.prior``), each scored by the evaluation,
and PUCT's policy over them; ``uttt.ai.mcts`` grows its tree with these.

With the shipped evaluation, ``evaluate.evaluate_replies`` scores all the children in one
pass, to the last bit as ``evaluate`` would: the boards a move leaves alone are scored
once, and a move that leaves its board open is neither copied nor played (its speed:
docs/computer.md, "Levers", measured by ``scripts/bench/bench_search.py``).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from uttt.ai import evaluate as shipped
from uttt.ai import game
from uttt.ai.tree import DRAW, INVERSE_ROOTS, Node
from uttt.board import Move


def reply_scores(state: game.State, moves: list[Move],
                 evaluation: Callable[[game.State], float]) -> list[float | None]:
    """``evaluation`` of the position after each of ``moves`` (``None``: a draw)."""
    if evaluation is shipped.evaluate:
        return shipped.evaluate_replies(state, moves)
    scores: list[float | None] = []
    for move in moves:
        after = state.copy()
        scores.append(None if game.play(after, move) == game.DRAW else evaluation(after))
    return scores


def scored_children(moves: list[Move], scores: list[float | None],
                    visits: int) -> tuple[list[Node], float]:
    """A child per move, counted as ``visits`` visits at its score for the player who
    moves into it (1 - the evaluation after it, 0.5 for a draw, proven); and the best of
    those scores."""
    root = INVERSE_ROOTS[visits]
    children = [Node(move) for move in moves]  # no append: calls cost most in Pyodide
    best = 0.0
    for child, score in zip(children, scores, strict=True):
        if score is None:
            child.proven = DRAW
            value = 0.5
        else:
            value = 1.0 - score
        child.visits, child.q, child.u = visits, value, root
        child.value = value if visits == 1 else value * visits  # one float if it can
        if value > best:
            best = value
    return children, best


def set_policy(children: list[Node], values: list[float], visits: int,
               temperature: float) -> None:
    """PUCT: each child's ``u``, ``p / (1 + visits)``, its policy ``p`` a softmax of the
    children's ``values`` at ``temperature`` (``-inf``: never chosen)."""
    weights = _softmax_weights(values, temperature)
    share = 1.0 / (sum(weights) * (1 + visits))
    for child, weight in zip(children, weights, strict=True):
        child.u = weight * share


def soft_best(values: list[float], temperature: float) -> float:
    """The mean of ``values`` weighted by a softmax at ``temperature``: the best of them as
    the temperature falls to 0, less overstated by noise above it."""
    weights = _softmax_weights(values, temperature)
    return sum(w * v for w, v in zip(weights, values, strict=True)) / sum(weights)


def _softmax_weights(values: list[float], temperature: float) -> list[float]:
    """Each value's softmax weight at ``temperature``, unnormalised (the best weighs 1)."""
    best = max(values)
    inverse = 1.0 / temperature
    return [math.exp((value - best) * inverse) for value in values]
