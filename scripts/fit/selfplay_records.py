"""Self-play records of the shipped Master, to fit evaluations on (many processes).

Each game starts from 6 or 8 uniformly random plies (seeded by its index), then Master's
search (``uttt.ai.levels.MASTER``, the shipped evaluation; ``--prior`` its children's
visits) plays both sides at a fixed number of iterations a move, keeping its tree
between moves. A record is one JSON line
in the format of ``scripts/fit/evaluation-games.jsonl`` (``scripts/fit/fit_evaluation.py``): the
moves, the ply the search took over, the search's value of each later position for the
side to move, and the winner.

``python scripts/fit/selfplay_records.py OUT.jsonl --games 967 --prior 1 --workers 16`` (the
records the evaluations of docs/computer.md's lever table were refitted on);
``--evaluation 2026-12c --seed 47 --games 1352`` one of the runs behind
``scripts/fit/master-games.jsonl.gz`` (``fit_evaluation.MASTER_RUNS``)
(about 3 s of CPU a game at 1,000 iterations; ``--seconds`` stops starting games after
that long, for a batch with a deadline).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from fit_evaluation import played_game  # noqa: E402 (its neighbour in scripts/fit/)

from uttt.ai.levels import MASTER  # noqa: E402
from uttt.frozen import replace  # noqa: E402
from uttt.tools import evaluations  # noqa: E402


def game(job: tuple[int, int, int, float, int, str | None]) -> str:
    """Record of game ``index`` (``seed``, ``iterations`` a move, Master with ``prior`` and
    the ``evaluation`` named, or the shipped one) as a JSON line; an empty string once
    ``deadline`` (a ``time.time()``) has passed."""
    index, seed, iterations, deadline, prior, evaluation = job
    if time.time() > deadline:
        return ""
    config = replace(MASTER, prior=prior,
                     evaluator=None if evaluation is None else evaluations.load(evaluation))
    return json.dumps(played_game(random.Random(f"selfplay:{seed}:{index}"),
                                  8 if index % 2 else 6, seed=seed * 100_000 + index,
                                  config=config, iterations=iterations))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", type=Path)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--iterations", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=29)
    parser.add_argument("--prior", type=int, default=MASTER.prior)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--evaluation", help="a key of uttt.tools.evaluations.KEPT or a "
                        "file (default: the shipped evaluation)")
    parser.add_argument("--seconds", type=float, default=1e9,
                        help="start no game after this many seconds")
    args = parser.parse_args()
    deadline = time.time() + args.seconds
    jobs = [(index, args.seed, args.iterations, deadline, args.prior, args.evaluation)
            for index in range(args.games)]
    written = 0
    with args.out.open("w", encoding="utf-8") as out, \
            multiprocessing.Pool(args.workers) as pool:
        for line in pool.imap(game, jobs):
            if line:
                out.write(line + "\n")
                written += 1
    print(f"wrote {written} games to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
