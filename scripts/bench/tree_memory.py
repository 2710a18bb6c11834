"""Print what a node of Master's search tree costs in memory, and so what its cap means.

    python scripts/bench/tree_memory.py [--iterations 20000]

Grows Master's tree from a few positions under ``tracemalloc`` and divides the memory
the tree holds by its node count; the cap is ``LEVELS["master"].config.node_limit``.
"""

from __future__ import annotations

import argparse
import gc
import platform
import tracemalloc

from uttt.ai import LEVELS
from uttt.ai.mcts import Budget, Searcher
from uttt.board import Board


def bytes_per_node(board: Board, iterations: int) -> tuple[int, float]:
    """The live nodes of Master's tree after ``iterations`` on ``board``, and bytes each."""
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    searcher = Searcher(board, seed=1, config=LEVELS["master"].config,
                        budget=Budget(iterations=iterations))
    searcher.run_budget()
    held = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    return searcher.nodes, held / searcher.nodes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=20_000)
    args = parser.parse_args()
    print(f"Python {platform.python_version()} ({platform.machine()}), "
          f"{args.iterations:,} iterations a position")
    figures = []
    for plies in (0, 10, 20):
        board = Board()
        while board.ply < plies:
            board.push(board.legal_moves()[board.ply * 7 % len(board.legal_moves())])
        nodes, each = bytes_per_node(board, args.iterations)
        figures.append(each)
        print(f"{plies:2d} plies: {nodes:,} nodes, {each:.0f} bytes a node")
    limit = LEVELS["master"].config.node_limit
    assert limit is not None
    worst = max(figures)
    mib = limit * worst / 2**20
    print(f"cap {limit:,} nodes: at most {mib:.0f} MiB at {worst:.0f} bytes a node")


if __name__ == "__main__":
    main()
