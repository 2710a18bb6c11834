"""The search tree: nodes, UCT selection, backups and proofs (``uttt.ai.mcts`` runs it).

A node holds the move into it and statistics for the player who made that move; an
expanded node also keeps the position after its move (``Node.state``), so that selection
needn't replay the moves from the root. The tree has no cycles (no parent links), so
reference counting frees what a move leaves behind (see ``uttt.ai.dropped`` and
``dropped.spare_the_tree``).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from uttt.board import Move
from uttt.state import State

UNKNOWN, LOSS, DRAW, WIN = 9, -1, 0, 1
"""Proven values of a node, for the player who moved into it."""

REWARD = {LOSS: 0.0, DRAW: 0.5, WIN: 1.0}


_NO_CHILDREN: list[Node] = []
"""Never appended to: the children of every node not expanded yet."""


class Node:
    """A search node: the move into it and statistics for the player who made that move."""

    __slots__ = ("children", "e", "move", "proven", "q", "state", "u", "untried", "value",
                 "visits")

    def __init__(self, move: Move, proven: int = UNKNOWN) -> None:
        self.move = move
        self.visits = 0
        self.value = 0.0
        """Sum of rewards (1 win, 0.5 draw, 0 loss) for the player who made ``move``."""
        self.proven = proven
        self.q = -math.inf if proven == LOSS else 0.0
        """``value / visits`` (mixed with ``e`` under minimax backups), kept by ``backup``
        so that selection needn't divide; ``-inf`` once the node is a proven loss, so that
        selection below the root skips it without looking at ``proven``."""
        self.e = 0.5
        """The evaluation backed up by minimax from the leaves below (implicit minimax)."""
        self.u = 0.0
        """``1 / sqrt(visits)``, kept by ``backup`` likewise (PUCT: ``p / (1 + visits)``)."""
        self.children: list[Node] = _NO_CHILDREN
        """Shared and empty until the node is expanded (``Searcher._expand`` gives it its
        own list): most nodes are leaves, and an empty list each would cost about a
        quarter of a leaf's memory."""
        self.untried: list[Move] | None = None
        """Moves not expanded yet; ``None`` until the node is first expanded."""
        self.state: State | None = None
        """The position after ``move``, kept once the node is expanded (never changed), so
        that selection needn't replay the moves from the root: one list of 24 ints per
        expanded node, about a fifth of the nodes."""

    def mean(self) -> float:
        """The mean reward, or the proven value when there is one."""
        if self.proven != UNKNOWN:
            return REWARD[self.proven]
        return self.value / self.visits if self.visits else 0.5


_TABLE_SIZE = 4096
"""Visit counts below this have their ``1 / sqrt(n)`` and exploration scales in tables (the
nodes deep in the tree, where selection and backup spend their time)."""

INVERSE_ROOTS: list[float] = [math.inf, *(1.0 / math.sqrt(n) for n in range(1, _TABLE_SIZE))]
"""``1 / sqrt(n)`` by ``n`` (the same floats as ``1.0 / math.sqrt(n)``)."""

def uct_scale(exploration: float, visits: int) -> float:
    """UCT's scale of a parent with ``visits``: ``exploration * sqrt(log(visits + 1))``."""
    return exploration * math.sqrt(math.log(visits + 1))


def puct_scale(constant: float, visits: int) -> float:
    """PUCT's scale of a parent with ``visits``: ``constant * sqrt(visits)``."""
    return constant * math.sqrt(visits)


Scale = Callable[[float, int], float]
_SCALE_TABLES: dict[tuple[Scale, float], list[float]] = {}


def scales(exploration: float, scale: Scale = uct_scale) -> list[float]:
    """``scale`` (UCT's by default, or ``puct_scale``) of a parent by its visits below the
    table's size (the same floats as ``scale`` computes), made once per constant."""
    table = _SCALE_TABLES.get((scale, exploration))
    if table is None:
        table = [scale(exploration, n) for n in range(_TABLE_SIZE)]
        _SCALE_TABLES[scale, exploration] = table
    return table


def select(node: Node, scale: float) -> Node:
    """The child with the best ``q + scale * u`` of a fully expanded, unproven node (UCT or
    PUCT, by the parent's ``scale`` and the children's ``u``); proven losses skipped, a
    child never visited first."""
    best = node.children[0]
    best_score = -1.0
    for child in node.children:
        if child.proven == LOSS:
            continue
        if not child.visits:  # only root children are created before their first visit
            return child
        score = child.q + scale * child.u
        if score > best_score:
            best, best_score = child, score
    return best


def prove(node: Node) -> bool:
    """Set ``node.proven`` from its children if they decide it; returns whether they did."""
    if node.proven != UNKNOWN:
        return True
    values = [child.proven for child in node.children]
    if WIN in values:
        node.proven = LOSS
        return True
    if UNKNOWN in values or node.untried is None or node.untried or not values:
        return False
    node.proven = -max(values)
    return True


def backup(path: list[Node], reward: float, puct: bool = False) -> None:
    """Add the reward along the path (alternating sides) and propagate proofs upward.

    ``u`` is kept as UCT's ``1 / sqrt(n)``, or with ``puct`` as PUCT's ``p / (1 + n)``
    (``p``, the child's policy, is not stored: ``u`` scales by ``n / (n + 1)``).

    Proofs only ever climb from the leaf: every node above it was unproven when it was
    selected, so once a node is not proven, none above it is.
    """
    leaf = path[-1]
    proving = leaf.proven != UNKNOWN
    inverse_roots = INVERSE_ROOTS
    for node in reversed(path):
        if proving and node is not leaf:
            proving = prove(node)
        visits = node.visits + 1
        value = node.value + reward
        node.visits = visits
        node.value = value
        node.q = value / visits
        if puct:
            node.u = node.u * visits / (visits + 1)
        else:
            try:
                node.u = inverse_roots[visits]
            except IndexError:
                node.u = 1.0 / math.sqrt(visits)
        if proving and node.proven == LOSS:
            node.q = -math.inf  # see Node.q
        reward = 1.0 - reward


def backup_minimax(path: list[Node], reward: float, alpha: float, puct: bool = False) -> None:
    """``backup``, and each node's ``e`` from its children's by minimax (implicit minimax
    backups: the leaf's ``e`` is its score); selection's ``q`` mixes in ``e`` by ``alpha``.
    ``u`` is kept as in ``backup`` (PUCT's with ``puct``).

    A parent's ``e`` is recomputed only when its child's changed, from the best so far
    unless the child was the best and fell.
    """
    proving = path[-1].proven != UNKNOWN
    keep = 1.0 - alpha
    sqrt = math.sqrt
    last = len(path) - 1
    old: float | None = None
    new = reward
    changed = True
    for depth in range(last, -1, -1):
        node = path[depth]
        if depth < last:
            if proving:
                proving = prove(node)
            if node.proven != UNKNOWN:
                value = REWARD[node.proven]
            elif changed:
                best = 1.0 - node.e
                if len(node.children) == 1 or new >= best:
                    best = new
                elif old is not None and old >= best:
                    best = max([child.e for child in node.children])
                value = 1.0 - best
            else:
                value = node.e
            old, new = node.e, value
            changed = old != new
        else:
            old = None if node.visits == 0 else node.e
        node.e = new
        visits = node.visits + 1
        total = node.value + reward
        node.visits = visits
        node.value = total
        node.q = keep * total / visits + alpha * new
        if node.proven == LOSS:
            node.q = -math.inf  # see Node.q
        node.u = node.u * visits / (visits + 1) if puct else 1.0 / sqrt(visits)
        reward = 1.0 - reward


def principal_variation(root: Node, limit: int = 12) -> list[Move]:
    """The expected line below ``root``: a proven win, else the most visited child not lost."""
    line: list[Move] = []
    node = root
    while node.children and len(line) < limit:
        wins = [c for c in node.children if c.proven == WIN]
        pool = wins or [c for c in node.children if c.proven != LOSS] or node.children
        node = max(pool, key=lambda c: (c.visits, c.q))  # prior visits tie: the best
        line.append(node.move)
    return line
