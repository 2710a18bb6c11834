"""Regenerate ``uttt/data/evaluation.json``, the tables and weights of ``uttt.ai.evaluate``.

Two parts, both reproducible:

* the small-board tables, exact: for every pair of masks, the chance that the side to
  move there (``mover``) or the side that waits (``waiter``) takes the board when both
  play random cells of it in turn (a dynamic program over the 3^9 fillings);
* the logistic's weights, fitted by Newton's method (cross-entropy) on every position
  of the self-play records in ``scripts/evaluation-games.jsonl``, each labelled with the
  final score of its side to move. The records are games of the 2026-12 Master's search
  at 300 iterations a move from 6 random plies (``--selfplay 400``: about 5 minutes here).

``python scripts/fit_evaluation.py`` rewrites the shipped file from the records (seconds);
``--check`` compares instead; ``tests/test_evaluate.py`` checks both steps.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from uttt.ai import evaluate  # noqa: E402
from uttt.ai.mcts import Budget, Config, Searcher  # noqa: E402
from uttt.board import Board  # noqa: E402
from uttt.state import (  # noqa: E402
    BITS,
    FULL,
    IS_WIN,
    TURN,
)

OUT = ROOT / "uttt" / "data" / "evaluation.json"
GAMES = ROOT / "scripts" / "evaluation-games.jsonl"
"""The self-play records the weights are fitted on (in the repository, not shipped)."""
SCALE = 1000
OPENING_PLIES = 6
ITERATIONS = 300
SELFPLAY = Config(exploration=0.5, policy="greedy")
"""The 2026-12 Master's search (playouts, no evaluation), pinned so records stay reproducible."""


@cache
def chances(mine: int, theirs: int) -> tuple[float, float]:
    """(mover takes the board, the other side does), the mover to play, random cells in turn."""
    empty = BITS[FULL ^ (mine | theirs)]
    win = lose = 0.0
    for cell in empty:
        after = mine | 1 << cell
        if IS_WIN[after]:
            win += 1.0
        elif after | theirs != FULL:
            their_win, my_win = chances(theirs, after)
            win += my_win
            lose += their_win
    return win / len(empty), lose / len(empty)


def tables() -> tuple[list[int], list[int]]:
    """``mover`` and ``waiter`` per board key (``KEY3[mine] + 2 * KEY3[theirs]``), x1000."""
    mover = [0] * 19683
    waiter = [0] * 19683
    for mine in range(512):
        rest = FULL ^ mine
        theirs = rest
        while True:
            key = evaluate.KEY3[mine] + 2 * evaluate.KEY3[theirs]
            if IS_WIN[mine]:
                mover[key] = waiter[key] = SCALE
            elif not (IS_WIN[theirs] or mine | theirs == FULL):
                mover[key] = round(SCALE * chances(mine, theirs)[0])
                waiter[key] = round(SCALE * chances(theirs, mine)[1])
            if theirs == 0:
                break
            theirs = (theirs - 1) & rest
    return mover, waiter


def selfplay_game(index: int, seed: int) -> dict[str, object]:
    """One self-play game of the 2026-12 Master's search at a small budget, from a random
    opening: its moves and winner."""
    rng = random.Random(f"selfplay:{seed}:{index}")
    board = Board()
    for _ in range(OPENING_PLIES):
        board.push(rng.choice(board.legal_moves()))
    searcher = Searcher(board, seed=index, config=SELFPLAY, budget=Budget(iterations=ITERATIONS))
    while not board.is_game_over():
        searcher.run_budget()
        move = searcher.result().move
        board.push(move)
        if not board.is_game_over():
            searcher.advance(move)
    outcome = board.outcome()
    assert outcome is not None
    return {"moves": board.moves, "winner": outcome.winner}


def selfplay(games: int, seed: int) -> list[dict[str, object]]:
    """``games`` self-play records (slow: about a second each)."""
    return [selfplay_game(index, seed) for index in range(games)]


def samples(records: list[dict[str, object]]) -> list[tuple[tuple[float, ...], float]]:
    """(1, the features of the side to move, its final score) for every position after
    the opening that goes on."""
    rows = []
    for record in records:
        winner = record["winner"]
        x_score = 0.5 if winner is None else float(winner == "X")
        board = Board()
        for ply, move in enumerate(record["moves"]):  # type: ignore[arg-type]
            if ply >= OPENING_PLIES:
                state = board.state()
                score = x_score if state[TURN] == 0 else 1.0 - x_score
                rows.append(((1.0, *evaluate.features(state)), score))
            board.push(move)
    return rows


def fit(rows: list[tuple[tuple[float, ...], float]], steps: int = 8) -> list[float]:
    """Logistic regression (cross-entropy, soft labels) by Newton's method."""
    size = len(rows[0][0])
    weights = [0.0] * size
    for _ in range(steps):
        grad = [0.0] * size
        hess = [[1e-6 * (i == j) for j in range(size)] for i in range(size)]
        for x, y in rows:
            z = sum(w * v for w, v in zip(weights, x, strict=True))
            p = 1.0 / (1.0 + math.exp(-z))
            for i in range(size):
                grad[i] += (p - y) * x[i]
                for j in range(size):
                    hess[i][j] += p * (1 - p) * x[i] * x[j]
        step = solve(hess, grad)
        weights = [w - s for w, s in zip(weights, step, strict=True)]
    return [round(w, 4) for w in weights]


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Solve ``a x = b`` by Gaussian elimination (a is small and positive definite)."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for col in range(n):
        for row in range(col + 1, n):
            f = m[row][col] / m[col][col]
            for k in range(col, n + 1):
                m[row][k] -= f * m[col][k]
    x = [0.0] * n
    for row in range(n - 1, -1, -1):
        x[row] = (m[row][n] - sum(m[row][k] * x[k] for k in range(row + 1, n))) / m[row][row]
    return x


def build(records: list[dict[str, object]]) -> str:
    """The evaluation file's text: the exact tables and the weights fitted on ``records``."""
    mover, waiter = tables()
    evaluate.install(mover, waiter, [0.0] * len(evaluate.NAMES))  # features use these tables
    weights = fit(samples(records))
    data = {"about": "uttt.ai.evaluate: per board key, the chance (x1000) that the side to "
                     "move there (mover) or the other side (waiter) takes the board; the "
                     "weights of evaluate.NAMES. Made by scripts/fit_evaluation.py.",
            "names": list(evaluate.NAMES), "weights": weights, "mover": mover, "waiter": waiter}
    return json.dumps(data, separators=(",", ":")) + "\n"


def read_games(path: Path) -> list[dict[str, object]]:
    """The self-play records, one JSON object a line."""
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--selfplay", type=int, metavar="GAMES",
                        help="first play GAMES new self-play games into the records file")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--check", action="store_true", help="compare with the shipped file")
    args = parser.parse_args()
    if args.selfplay:
        with GAMES.open("w", encoding="utf-8") as out:
            for index in range(args.selfplay):
                out.write(json.dumps(selfplay_game(index, args.seed)) + "\n")
                out.flush()
    text = build(read_games(GAMES))
    if args.check:
        same = OUT.read_text("utf-8") == text
        print("the shipped file matches" if same else "the shipped file differs")
        return 0 if same else 1
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}: {len(text):,} bytes, "
          f"weights {json.loads(text)['weights']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
