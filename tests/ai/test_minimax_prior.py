"""Implicit minimax backups (``Config.minimax``) with Master's expansion (``prior``): every
new child's ``e`` starts at its evaluation, so a node's ``e`` is the minimax of the
evaluations below it."""

from __future__ import annotations

from uttt.ai.mcts import UNKNOWN, Config, Node, Searcher
from uttt.board import Board

CONFIG = Config(exploration=0.15, evaluation=1.0, prior=3, minimax=0.2)
MOVES = [41, 45, 3, 34, 70, 66, 30, 33, 59, 46, 16, 63, 5, 50, 47, 20, 21, 35, 77, 51]


def expanded(root: Node) -> list[Node]:
    """The unproven nodes below the root whose children exist."""
    found, stack = [], list(root.children)
    while stack:
        node = stack.pop()
        if node.children and node.proven == UNKNOWN:
            found.append(node)
        stack.extend(node.children)
    return found


def test_a_nodes_e_is_the_minimax_of_its_childrens() -> None:
    searcher = Searcher(Board.from_moves(MOVES), seed=1, config=CONFIG)
    searcher.run(iterations=1500)
    nodes = expanded(searcher.root)
    assert len(nodes) > 500
    for node in nodes:
        assert node.e == 1.0 - max(child.e for child in node.children)


def test_a_new_childs_e_is_its_evaluation() -> None:
    searcher = Searcher(Board.from_moves(MOVES), seed=2, config=CONFIG)
    searcher.run(iterations=200)
    fresh = [c for n in expanded(searcher.root) for c in n.children if c.visits == 3]
    assert fresh
    assert all(child.e == child.q for child in fresh)
