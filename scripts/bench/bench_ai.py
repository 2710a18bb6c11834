"""Speed of the computer opponent in CPython: iterations per second and time per move.

Run ``python scripts/bench/bench_ai.py [--seconds S]``. Figures are printed, never
asserted; the plain UCT baseline is measured in the same run for comparison.
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from uttt.ai import LEVELS, Searcher, game, searcher_for_level
from uttt.ai.mcts import Config
from uttt.board import Board
from uttt.playout import POLICIES
from uttt.tools.policies import EXPERIMENTS
from uttt.tools.uct import UctNode, _iterate


def positions() -> list[Board]:
    """A few positions: the start, an opening and a middlegame."""
    rng = random.Random(5)
    boards = [Board()]
    for plies in (8, 24):
        board = Board()
        for _ in range(plies):
            board.push(rng.choice(board.legal_moves()))
        boards.append(board)
    return boards


def searcher_rate(config: Config, seconds: float) -> float:
    """Iterations per second of the MCTS-solver, over the test positions."""
    done = 0
    for board in positions():
        searcher = Searcher(board, seed=1, config=config)
        done += searcher.run(seconds=seconds)
    return done / (seconds * len(positions()))


def uct_rate(seconds: float) -> float:
    """Iterations per second of the textbook UCT baseline, over the test positions."""
    done = 0
    rng = random.Random(1)
    for board in positions():
        state = board.state()
        root = UctNode(-1, game.legal_moves(state))
        deadline = time.perf_counter() + seconds
        while time.perf_counter() < deadline:
            _iterate(root, state, rng)
            done += 1
    return done / (seconds * len(positions()))


def playout_rate(name: str, seconds: float) -> float:
    """Playouts per second from the start position."""
    policy, rand = {**POLICIES, **EXPERIMENTS}[name], random.Random(1).random
    start_state = Board().state()
    done, deadline = 0, time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        policy(start_state.copy(), rand)
        done += 1
    return done / seconds


def level_times() -> list[str]:
    """Seconds per move of each level on the test positions."""
    lines = []
    for name, level in LEVELS.items():
        start = time.perf_counter()
        for board in positions():
            searcher_for_level(board, name, seed=1).run_budget()
        per_move = (time.perf_counter() - start) / len(positions())
        lines.append(f"level {name:<13} {per_move:8.3f} s/move  (budget {level.budget})")
    return lines


def main() -> None:
    """Print every figure."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=1.0, help="time per measurement")
    seconds = parser.parse_args().seconds
    print(f"Python {sys.version.split()[0]} on {sys.platform}")
    for name in (*POLICIES, "apply"):  # "apply": uniform with one state.play call a move
        print(f"playout {name:<15} {playout_rate(name, seconds):10,.0f} games/s")
    print(f"uct baseline            {uct_rate(seconds):10,.0f} iterations/s")
    for name in POLICIES:
        rate = searcher_rate(Config(policy=name), seconds)
        print(f"mcts-solver {name:<11} {rate:10,.0f} iterations/s")
    rate = searcher_rate(LEVELS["master"].config, seconds)
    print(f"mcts-solver evaluation  {rate:10,.0f} iterations/s  (Master)")
    for line in level_times():
        print(line)


if __name__ == "__main__":
    main()
