"""Master's search with two evaluations against each other: which tables and weights play better.

``python -m uttt tournament`` pits levels and baselines, which all share the one shipped
evaluation; this plays the same pairs of games (same openings, seeds and colours) with
Master's search on both sides, each side scoring its leaves with its own evaluation:

* ``shipped``: ``uttt/data/evaluation.json``;
* ``random``: the previous release's (exact random-play tables, the weights of the
  Master that played the records: ``scripts/fit/fit_evaluation.py``'s ``GENERATOR_WEIGHTS``);
* a path to a file in the shipped format.

``python scripts/fit/duel_evaluations.py shipped random --games 100 --seconds 0.1``
(budgets in CPU seconds a move; prints the running score with its 95% interval).
"""

from __future__ import annotations

import argparse
import importlib.util
import multiprocessing
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import fit_evaluation  # noqa: E402  (its neighbour in scripts/fit/)

from uttt.ai import evaluate, evaluation_file  # noqa: E402
from uttt.ai.mcts import Budget  # noqa: E402
from uttt.board import Board  # noqa: E402
from uttt.frozen import replace  # noqa: E402
from uttt.tools import tournament  # noqa: E402

Evaluation = Callable[[list[int]], float]


def _module_copy(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def evaluation(name: str) -> Evaluation:
    """The ``evaluate`` of a fresh copy of ``uttt.ai.evaluate`` holding ``name``'s tables
    (each copy has its own tables, so two can play in one process)."""
    copy = _module_copy(f"evaluate_{abs(hash(name))}", Path(evaluate.__file__))
    if name == "random":
        fit_evaluation.install_generator(copy)
    elif name != "shipped":
        loaded = evaluation_file.loads(Path(name).read_text("utf-8"))
        copy.install(loaded.mover, loaded.waiter, loaded.weights)
    function: Evaluation = copy.evaluate
    return function


def play(job: tuple[str, str, int, float]) -> float:
    """Game ``index`` of the match (A plays X in even games): A's score."""
    name_a, name_b, index, seconds = job
    sides = {"X": "A", "O": "B"} if index % 2 == 0 else {"X": "B", "O": "A"}
    evaluations = {"A": evaluation(name_a), "B": evaluation(name_b)}
    players = {side: tournament.Player("master", side, Budget(seconds=seconds),
                                       2 * index + (side == "O"), "cpu") for side in "XO"}
    for side, player in players.items():
        player.config = replace(player.config, evaluator=evaluations[sides[side]])
    board = Board.from_moves(tournament.opening(index // 2, tournament.OPENING_PLIES))
    while not board.is_game_over():
        move = players[board.turn].move(board)
        board.push(move)
        for player in players.values():
            player.observe(move, board)
    outcome = board.outcome()
    assert outcome is not None
    return 0.5 if outcome.winner is None else float(sides[outcome.winner] == "A")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=0.1)
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    jobs = [(args.a, args.b, index, args.seconds) for index in range(args.games)]
    scores: list[float] = []
    with multiprocessing.Pool(args.workers) as pool:
        for score in pool.imap_unordered(play, jobs):
            scores.append(score)
            print(f"{args.a} vs {args.b}: {tournament.tally(scores)}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
