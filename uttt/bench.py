"""Speed figures for the engine: random games and perft nodes per second.

Figures are printed, never asserted: compare them with a baseline measured in
the same run (the push/pop loop) or on the same machine.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from uttt.board import Board
from uttt.perft import perft
from uttt.playout import random_playout


@dataclass(frozen=True)
class Figure:
    """One measured rate."""

    name: str
    count: int
    seconds: float
    unit: str

    @property
    def rate(self) -> float:
        return self.count / self.seconds if self.seconds > 0 else float("inf")

    def __str__(self) -> str:
        rate = f"{self.rate:>12,.0f} {self.unit}/s"
        return f"{self.name:<34} {rate}  ({self.count} in {self.seconds:.2f} s)"


def _timed(name: str, unit: str, work: Callable[[], int]) -> Figure:
    start = time.perf_counter()
    count = work()
    return Figure(name, count, time.perf_counter() - start, unit)


def playout_games(games: int, seed: int = 1) -> int:
    """Play ``games`` uniformly random games with the fast playout."""
    rand = random.Random(seed).random
    board = Board()
    for _ in range(games):
        random_playout(board, rand)
    return games


def push_pop_games(games: int, seed: int = 1) -> int:
    """Play random games through ``Board.push`` (the baseline the playout beats)."""
    rng = random.Random(seed)
    for _ in range(games):
        board = Board()
        while not board.is_game_over():
            board.push(rng.choice(board.legal_moves()))
    return games


def run(scale: float = 1.0) -> list[Figure]:
    """Measure every figure; ``scale`` shrinks or grows the work."""
    games = max(1, int(20000 * scale))
    depth = 4 if scale < 1 else 5
    return [
        _timed("random games (fast playout)", "games", lambda: playout_games(games)),
        _timed("random games (push/legal_moves)", "games",
               lambda: push_pop_games(max(1, games // 10))),
        _timed(f"perft({depth}) nodes", "nodes", lambda: perft(Board(), depth)),
    ]
