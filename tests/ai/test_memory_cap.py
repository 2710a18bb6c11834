"""The search tree stays under a cap of live nodes (``Config.node_limit``)."""

from __future__ import annotations

import random

from uttt.ai import LEVELS
from uttt.ai.mcts import Budget, Node, Searcher
from uttt.board import Board
from uttt.frozen import replace

WIDEST = 81
"""The most nodes one iteration can add (every child of a node made at once)."""


def tree_size(root: Node) -> int:
    count, stack = 0, [root]
    while stack:
        count += 1
        stack.extend(stack.pop().children)
    return count


def test_the_live_node_count_is_exact_through_moves_and_lazy_freeing() -> None:
    config = LEVELS["master"].config
    for release in (None, 300):
        searcher = Searcher(Board(), seed=3, config=config)
        searcher.release_nodes = release
        board, rng = Board(), random.Random(3)
        for _ in range(6):
            searcher.run(iterations=400)
            assert searcher.nodes == tree_size(searcher.root) + searcher.dropped.waiting()
            move = rng.choice(board.legal_moves())
            board.push(move)
            searcher.advance(move)
            assert searcher.nodes == tree_size(searcher.root) + searcher.dropped.waiting()


def test_a_capped_search_stops_growing_at_its_limit_and_is_done() -> None:
    limit = 5_000
    config = replace(LEVELS["master"].config, node_limit=limit)
    searcher = Searcher(Board(), seed=1, config=config, budget=Budget(iterations=50_000))
    searcher.run_budget()
    assert searcher.is_done() and searcher.iterations < 50_000
    assert limit <= searcher.nodes == tree_size(searcher.root) <= limit + WIDEST
    assert searcher.run(iterations=100) == 0  # full: no more growth
    assert searcher.ponder(seconds=60.0) == 0


def test_a_move_frees_room_to_grow_again() -> None:
    config = replace(LEVELS["master"].config, node_limit=4_000)
    searcher = Searcher(Board(), seed=2, config=config, budget=Budget(iterations=50_000))
    searcher.release_nodes = 500
    board = Board()
    for _ in range(8):
        searcher.run_budget()
        assert searcher.nodes <= 4_000 + WIDEST
        move = searcher.result().move
        board.push(move)
        searcher.advance(move)
        reply = board.legal_moves()[0]
        board.push(reply)
        searcher.advance(reply)
    assert searcher.run(iterations=50) > 0  # the dropped subtrees were freed in slices


def test_master_has_a_cap() -> None:
    assert LEVELS["master"].config.node_limit == 500_000
