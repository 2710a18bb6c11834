"""The baseline: textbook UCT, to measure the real search against.

Uniform random playouts, exploration constant 1.4 (rewards 1 / 0.5 / 0), one
node expanded per iteration, no solver, no decisive-move checks and no tree
reuse: each move starts a fresh tree. It shares the fast state and playout of
the real search, so comparisons at equal time measure the ideas, not the code.

>>> from uttt.board import Board
>>> uct_move(Board(), iterations=50, seed=1) in range(81)
True
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable

from uttt.ai import game
from uttt.board import Board, Move
from uttt.playout import uniform

EXPLORATION = 1.4


class UctNode:
    """A plain UCT node: move, statistics for its mover, children, untried moves."""

    __slots__ = ("children", "move", "untried", "value", "visits")

    def __init__(self, move: Move, untried: list[Move]) -> None:
        self.move = move
        self.visits = 0
        self.value = 0.0
        self.children: list[UctNode] = []
        self.untried = untried


def uct_move(board: Board, *, iterations: int | None = None, seconds: float | None = None,
             seed: int | None = None,
             clock: Callable[[], float] = time.perf_counter) -> Move:
    """The most visited root move after a fresh UCT search within the budget."""
    rng = random.Random(seed)
    root_state = board.state()
    root = UctNode(-1, game.legal_moves(root_state))
    limit = iterations if iterations is not None else 1 << 62
    deadline = math.inf if seconds is None else clock() + seconds
    done = 0
    while done < limit and (done == 0 or clock() < deadline):
        _iterate(root, root_state, rng)
        done += 1
    return max(root.children, key=lambda c: c.visits).move


def _iterate(root: UctNode, root_state: game.State, rng: random.Random) -> None:
    state = root_state.copy()
    node, path, status = root, [root], game.ONGOING
    while not node.untried and node.children and status == game.ONGOING:
        scale = EXPLORATION * math.sqrt(math.log(node.visits))
        node = max(node.children,
                   key=lambda c: c.value / c.visits + scale / math.sqrt(c.visits))
        status = game.play(state, node.move)
        path.append(node)
    if node.untried and status == game.ONGOING:
        move = node.untried.pop(int(rng.random() * len(node.untried)))
        status = game.play(state, move)
        child = UctNode(move, game.legal_moves(state) if status == game.ONGOING else [])
        node.children.append(child)
        path.append(child)
    if status == game.WON:
        reward = 1.0
    elif status == game.DRAW:
        reward = 0.5
    else:
        winner = uniform(state, rng.random)
        reward = 0.5 if winner == 2 else float(winner == state[game.TURN] ^ 1)
    for node in reversed(path):
        node.visits += 1
        node.value += reward
        reward = 1.0 - reward
