"""Speed figures for the engine: random games and perft nodes per second.

Figures are printed, never asserted: compare them with a baseline measured in
the same run (the push/pop loop) or on the same machine.
"""

from __future__ import annotations

import functools
import random
import time
from collections.abc import Callable

from uttt.board import Board
from uttt.frozen import frozen
from uttt.playout import random_playout
from uttt.tools.perft import perft


@frozen
class Figure:
    """One measured rate."""

    name: str
    count: int
    seconds: float
    unit: str
    per_item: bool = False
    """Report seconds per item instead of items per second."""

    @property
    def rate(self) -> float:
        return self.count / self.seconds if self.seconds > 0 else float("inf")

    def __str__(self) -> str:
        if self.per_item:
            each = self.seconds / self.count if self.count else 0.0
            return f"{self.name:<34} {each * 1000:>12,.1f} ms/{self.unit}"
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


def search_iterations(seconds: float, seed: int = 1, *, playouts: bool = False) -> int:
    """Run Master's search (or, with ``playouts``, the 2026-12 Master's playout search)
    from the start position for ``seconds``; return iterations."""
    from uttt.ai import LEVELS, Config, Searcher  # the engine benchmark needs no AI

    config = Config() if playouts else LEVELS["master"].config
    return Searcher(Board(), seed=seed, config=config).run(seconds=seconds)


def evaluations(count: int, seed: int = 1) -> int:
    """Evaluate ``count`` positions (those of random games, cycled); returns ``count``."""
    from uttt.ai.evaluate import evaluate

    rng = random.Random(seed)
    states: list[list[int]] = []
    board = Board()
    while len(states) < 200:
        if board.is_game_over():
            board = Board()
        states.append(board.state())
        board.push(rng.choice(board.legal_moves()))
    for index in range(count):
        evaluate(states[index % 200])
    return count


def level_move_seconds(level: str, seed: int = 1) -> Figure:
    """How long one level takes to choose a move from an early middlegame position."""
    from uttt.ai import choose_move

    board = Board.from_moves([40, 36, 4, 39, 30, 27])
    start = time.perf_counter()
    choose_move(board, level, seed=seed)
    return Figure(f"{level}: time per move", 1, time.perf_counter() - start, "move",
                  per_item=True)


def engine_figures(scale: float = 1.0) -> list[Callable[[], Figure]]:
    """The engine figures, each a function that measures it; ``scale`` sizes the work."""
    games = max(1, int(20000 * scale))
    depth = 4 if scale < 1 else 5
    return [
        lambda: _timed("random games (fast playout)", "games", lambda: playout_games(games)),
        lambda: _timed("random games (push/legal_moves)", "games",
                       lambda: push_pop_games(max(1, games // 10))),
        lambda: _timed(f"perft({depth}) nodes", "nodes", lambda: perft(Board(), depth)),
    ]


def ai_figures(scale: float = 1.0) -> list[Callable[[], Figure]]:
    """Search speed and the time per move of each level, each a function that measures it."""
    seconds = 2.0 * scale
    return [
        lambda: _timed("MCTS iterations (start position)", "iterations",
                       lambda: search_iterations(seconds)),
        lambda: _timed("MCTS iterations, playouts (2026-12)", "iterations",
                       lambda: search_iterations(seconds, playouts=True)),
        lambda: _timed("evaluations", "positions", lambda: evaluations(int(50000 * scale))),
        *(functools.partial(level_move_seconds, level)
          for level in ("beginner", "intermediate", "master")),
    ]


def run(scale: float = 1.0) -> list[Figure]:
    """Measure the engine figures."""
    return [measure() for measure in engine_figures(scale)]


def run_ai(scale: float = 1.0) -> list[Figure]:
    """Measure the search figures."""
    return [measure() for measure in ai_figures(scale)]
