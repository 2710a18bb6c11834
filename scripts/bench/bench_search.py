#!/usr/bin/env python3
"""Master's search speed against a baseline commit's, measured alternately in one run.

    .venv/bin/python scripts/bench/bench_search.py [--against bf23038] [--rounds 12]
        [--iterations 20000] [--python /path/to/python3.13]

The baseline is the whole ``uttt`` package of a commit (``git archive``, so its rules,
evaluation and search all come from that commit), run in a worker process of its own; the
working tree's ``uttt`` runs in another. Each round asks both workers, in turn (the order
alternating from round to round), to search every test position for a fixed number of
iterations with Master's settings and the same seed, and reports the CPU time each search
took (``time.process_time`` in the worker: the machine is shared, and time the worker is
not running is not the search's). Only the ratio of the two sides within the same run
means anything; it is printed per game phase with a 95% interval over the rounds
(geometric mean of the rounds' ratios, Student t on their logarithms).

The positions come from Master's self-play games (``scripts/fit/evaluation-games.jsonl``).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import subprocess
import sys
import tarfile
import tempfile
from dataclasses import dataclass
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "scripts" / "fit" / "evaluation-games.jsonl"
BASELINE = "bf23038"
"""Main before the search was made faster (2026-12-03)."""

PHASES = {"opening": 8, "middle game": 24, "late": 40}
"""Game phases and the ply at which each test position is taken."""
GAME_NUMBERS = (1, 2, 3)
"""Which self-play games the positions come from (each long enough for every phase)."""

WORKER = """
import sys, time
from uttt.ai.levels import LEVELS
from uttt.ai.mcts import Searcher
from uttt.board import Board
config = LEVELS["master"].config
for line in sys.stdin:
    seed, iterations, *moves = map(int, line.split())
    board = Board.from_moves(moves)
    searcher = Searcher(board, seed=seed, config=config)
    start = time.process_time()
    done = searcher.run(iterations=iterations)
    seconds = time.process_time() - start
    print(done, seconds, searcher.result().move, flush=True)
"""
"""What each worker runs: one search per line of input (seed, iterations, moves)."""


@dataclass
class Worker:
    """A process searching with one version of ``uttt``."""

    name: str
    process: subprocess.Popen[str]

    def search(self, moves: list[int], iterations: int, seed: int) -> tuple[int, float, int]:
        """Iterations run, CPU seconds and the chosen move, for one position."""
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(" ".join(map(str, [seed, iterations, *moves])) + "\n")
        self.process.stdin.flush()
        done, seconds, move = self.process.stdout.readline().split()
        return int(done), float(seconds), int(move)


def start_worker(name: str, package_root: Path, python: str) -> Worker:
    process = subprocess.Popen([python, "-c", WORKER], cwd=package_root, text=True,
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               env={"PYTHONPATH": str(package_root), "PATH": "/usr/bin:/bin"})
    return Worker(name, process)


def extract(commit: str, into: Path) -> Path:
    """The ``uttt`` package of ``commit``, unpacked under ``into``."""
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", commit, "uttt"],
                             check=True, capture_output=True).stdout
    with tarfile.open(fileobj=BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into


def positions() -> dict[str, list[list[int]]]:
    """The moves leading to each test position, by game phase."""
    games = [json.loads(line)["moves"] for line in GAMES.read_text("utf-8").splitlines()]
    return {phase: [games[number][:ply] for number in GAME_NUMBERS]
            for phase, ply in PHASES.items()}


def interval(ratios: list[float]) -> tuple[float, float, float]:
    """Geometric mean of ``ratios`` and its 95% interval (Student t on the logarithms)."""
    logs = [math.log(r) for r in ratios]
    mean = statistics.fmean(logs)
    if len(logs) < 2:
        return math.exp(mean), math.nan, math.nan
    half = _t95(len(logs) - 1) * statistics.stdev(logs) / math.sqrt(len(logs))
    return math.exp(mean), math.exp(mean - half), math.exp(mean + half)


def _t95(freedom: int) -> float:
    """The two-sided 95% quantile of Student's t (table, then the normal's 1.96)."""
    table = {1: 12.71, 2: 4.30, 3: 3.18, 4: 2.78, 5: 2.57, 6: 2.45, 7: 2.36, 8: 2.31,
             9: 2.26, 10: 2.23, 11: 2.20, 12: 2.18, 13: 2.16, 14: 2.14, 15: 2.13,
             16: 2.12, 17: 2.11, 18: 2.10, 19: 2.09, 20: 2.09}
    return table.get(freedom, 2.0 if freedom < 40 else 1.96)


def run_round(workers: list[Worker], tests: dict[str, list[list[int]]], iterations: int,
              seed: int) -> dict[str, dict[str, float]]:
    """One round: every position searched by every worker in turn; rates by phase."""
    rates: dict[str, dict[str, float]] = {}
    for phase, boards in tests.items():
        done = {worker.name: 0 for worker in workers}
        seconds = {worker.name: 0.0 for worker in workers}
        for moves in boards:
            for worker in workers:
                count, spent, _ = worker.search(moves, iterations, seed)
                done[worker.name] += count
                seconds[worker.name] += spent
        rates[phase] = {name: done[name] / seconds[name] for name in done}
    return rates


def same_moves(workers: list[Worker], tests: dict[str, list[list[int]]],
               iterations: int) -> str:
    """Whether both versions choose the same move on every position and seed."""
    differ = 0
    for boards in tests.values():
        for moves in boards:
            for seed in (1, 2):
                chosen = {worker.search(moves, iterations, seed)[2] for worker in workers}
                differ += len(chosen) > 1
    return "the same move everywhere" if not differ else f"{differ} moves differ"


def report(name: str, rounds: list[dict[str, dict[str, float]]], new: str, old: str) -> None:
    phases = list(rounds[0])
    print(f"\n{name}: iterations/s (CPU), mean over {len(rounds)} rounds; "
          "ratio new/baseline with its 95% interval")
    for phase in [*phases, "all"]:
        pick = phases if phase == "all" else [phase]
        new_rates = [statistics.fmean(r[p][new] for p in pick) for r in rounds]
        old_rates = [statistics.fmean(r[p][old] for p in pick) for r in rounds]
        ratio, low, high = interval([a / b for a, b in zip(new_rates, old_rates, strict=True)])
        print(f"  {phase:<12} baseline {statistics.fmean(old_rates):9,.0f}   "
              f"new {statistics.fmean(new_rates):9,.0f}   "
              f"x{ratio:.3f} [{low:.3f}, {high:.3f}]")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default=BASELINE, help="baseline commit")
    parser.add_argument("--rounds", type=int, default=12)
    parser.add_argument("--iterations", type=int, default=20_000, help="per search")
    parser.add_argument("--python", default=sys.executable, help="interpreter to use")
    args = parser.parse_args(argv)
    tests = positions()
    with tempfile.TemporaryDirectory() as temporary:
        base = start_worker(f"baseline {args.against}", extract(args.against, Path(temporary)),
                            args.python)
        new = start_worker("new", ROOT, args.python)
        version = subprocess.run([args.python, "--version"], capture_output=True, text=True)
        print(f"{version.stdout.strip()}; {len(PHASES) * len(GAME_NUMBERS)} positions, "
              f"{args.iterations} iterations each, Master's settings")
        print("same seed and iterations:", same_moves([base, new], tests, 3000))
        rounds = []
        for number in range(args.rounds):
            order = [base, new] if number % 2 == 0 else [new, base]
            rounds.append(run_round(order, tests, args.iterations, seed=number + 1))
            print(f"round {number + 1}: " + ", ".join(
                f"{phase} x{r[new.name] / r[base.name]:.3f}" for phase, r in rounds[-1].items()),
                flush=True)
        for worker in (base, new):
            assert worker.process.stdin is not None
            worker.process.stdin.close()
            worker.process.wait()
    report("Master's search", rounds, new.name, base.name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
