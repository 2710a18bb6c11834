"""Regenerate ``uttt/data/evaluation.json``, the tables and weights of ``uttt.ai.evaluate``.

Three steps, all reproducible from the records in ``scripts/fit/evaluation-games.jsonl``:

* the random-play chances, exact: for every pair of masks, the chance that the side to
  move there (``mover``) or the side that waits (``waiter``) takes the board when both
  play random cells of it in turn (a dynamic program over the 3^9 fillings);
* the small-board tables, learned: a logistic model of whether a side goes on to take a
  board in the records, from that board alone (the random-play chance's logit, the cells
  and open pairs of each side, the centre, whether the side moves there first or waits),
  fitted on every open board of every position and written out for every board key.
  Random-play chances are far too sure (a logit slope of about 0.36): players steer
  towards the boards they need and away from the others;
* the logistic's weights, fitted by Newton's method (cross-entropy) on every position
  after the opening, with those tables, each labelled half with the final score of its
  side to move and half with the score the search found there.

The records are games of the previous Master (the random-play tables with
``GENERATOR_WEIGHTS``) at 4,000 iterations a move from 6 or 8 random plies, with the
search's value of each position (``--selfplay 399``: about 15 CPU minutes here).

``python scripts/fit/fit_evaluation.py`` rewrites the shipped file from the records (about
half a minute); ``--check`` compares instead; ``tests/ai/test_evaluate.py`` checks both steps.
"""

from __future__ import annotations

import argparse
import gzip
import itertools
import json
import math
import random
import sys
from collections import Counter
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from uttt.ai import evaluate, evaluation_file  # noqa: E402
from uttt.ai.mcts import Budget, Config, Searcher  # noqa: E402
from uttt.board import Board  # noqa: E402
from uttt.state import (  # noqa: E402
    BIG,
    BITS,
    DRAWN,
    FULL,
    IS_WIN,
    LINE_MASKS,
    TARGET,
    TURN,
)
from uttt.state import _subsets as subsets  # noqa: E402

OUT = ROOT / "uttt" / "data" / "evaluation.json"
GAMES = ROOT / "scripts" / "fit" / "evaluation-games.jsonl"
"""The self-play records the tables are fitted on (in the repository, not shipped)."""
MASTER_GAMES = ROOT / "scripts" / "fit" / "master-games.jsonl.gz"
"""Self-play records of Master (the evaluation before the weights by phase) at 1,000
iterations a move, gzipped (466 kB): the weights are fitted on these positions and those
of ``GAMES``."""
MASTER_RUNS = ((41, 408), (43, 99), (47, 1352), (53, 1368))
"""The ``scripts/fit/selfplay_records.py`` runs behind ``MASTER_GAMES``, in its order: each
``--evaluation 2026-12c --seed S --games N`` (3,227 games; ``2026-12c`` is the evaluation
shipped before the weights by phase, one row for every phase, that played them)."""
PHASE_BANDS = (0, 2, 4, 6, 10)
"""The weights are fitted apart on the positions with 0-1, 2-3, 4-5 and 6 or more
closed small boards (``evaluate.WEIGHTS`` has a row per number)."""
SCALE = 1000
ITERATIONS = 4000
GENERATOR_WEIGHTS = (-0.0119, 2.4338, -0.388, 0.3172, 0.3948, 0.0732, 0.5484, 0.0829, -0.0837)
"""The weights of the Master that played the records (with the random-play tables),
pinned so the records stay reproducible."""
GENERATOR = Config(exploration=0.25, evaluation=1.0)
"""The search settings of the Master that played the records (the evaluation only)."""
SEARCH_SHARE = 0.5
"""How much of a position's label is the search's value (the rest: the game's result)."""


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


def open_keys() -> list[tuple[int, int]]:
    """Every (mine, theirs) pair of disjoint masks of a board still open (nobody has a
    line, a cell is empty)."""
    return [(mine, theirs) for mine in range(512) for theirs in subsets(FULL ^ mine)
            if not (IS_WIN[mine] or IS_WIN[theirs] or mine | theirs == FULL)]


def board_key(mine: int, theirs: int) -> int:
    """The index of a board in the tables (``evaluate``'s own key)."""
    return evaluate.KEY3[mine] + 2 * evaluate.KEY3[theirs]


def random_tables() -> tuple[list[int], list[int]]:
    """``mover`` and ``waiter`` per board key (``KEY3[mine] + 2 * KEY3[theirs]``), x1000,
    under random play within the board; a won board is 1000 for its owner."""
    mover, waiter = _won_tables()
    for mine, theirs in open_keys():
        key = board_key(mine, theirs)
        mover[key] = round(SCALE * chances(mine, theirs)[0])
        waiter[key] = round(SCALE * chances(theirs, mine)[1])
    return mover, waiter


def _won_tables() -> tuple[list[int], list[int]]:
    mover = [0] * 19683
    waiter = [0] * 19683
    for mine in range(512):
        if IS_WIN[mine]:
            for theirs in subsets(FULL ^ mine):
                mover[board_key(mine, theirs)] = waiter[board_key(mine, theirs)] = SCALE
    return mover, waiter


POPCOUNT = evaluate.POPCOUNT
NEUTRAL, MOVER, WAITER = 0, 1, 2
"""A side's relation to a board: nobody is sent there, it moves there first, it waits."""


def board_features(mine: int, theirs: int, relation: int,
                   random_chances: tuple[list[int], list[int]]) -> tuple[float, ...]:
    """What the board model sees of one side's open board (``relation``: ``NEUTRAL``,
    ``MOVER`` or ``WAITER``)."""
    key = board_key(mine, theirs)
    mover, waiter = random_chances
    chance = (mover[key] + waiter[key]) / 2 if relation == NEUTRAL else (
        mover[key] if relation == MOVER else waiter[key])
    chance = min(max(chance / SCALE, 0.002), 0.998)
    return (1.0, math.log(chance / (1 - chance)), chance, float(POPCOUNT[mine]),
            float(POPCOUNT[theirs]), float(_open_pairs(mine, theirs)),
            float(_open_pairs(theirs, mine)), float(mine >> 4 & 1), float(theirs >> 4 & 1),
            float(relation == MOVER), float(relation == WAITER))


def _open_pairs(own: int, other: int) -> int:
    """Lines of a small board holding two of ``own``'s cells and none of ``other``'s."""
    return sum(1 for line in LINE_MASKS if POPCOUNT[own & line] == 2 and not other & line)


def board_samples(records: list[dict[str, object]]) -> Counter[tuple[int, int, int, int]]:
    """How often each (mine, theirs, relation, taken) occurs: every open board of every
    position after the opening, from each side, and whether that side went on to take it."""
    counts: Counter[tuple[int, int, int, int]] = Counter()
    for record in records:
        positions, final = _replay(record)
        for _, state in positions:
            turn, target = state[TURN], state[TARGET]
            closed = state[BIG] | state[BIG + 1] | state[DRAWN]
            for board in BITS[FULL ^ closed]:
                for side in (turn, 1 - turn):
                    relation = NEUTRAL if target != board else (
                        MOVER if side == turn else WAITER)
                    taken = final[BIG + side] >> board & 1
                    counts[state[9 * side + board], state[9 - 9 * side + board],
                           relation, taken] += 1
    return counts


def _replay(record: dict[str, object]) -> tuple[list[tuple[int, list[int]]], list[int]]:
    """The (ply, position) pairs after the record's opening, and the final position."""
    board = Board()
    positions = []
    start = record["start"]
    for ply, move in enumerate(record["moves"]):  # type: ignore[arg-type]
        if ply >= start:  # type: ignore[operator]
            positions.append((ply, board.state()))
        board.push(move)
    return positions, board.state()


def learned_tables(records: list[dict[str, object]]) -> tuple[list[int], list[int]]:
    """``mover`` and ``waiter`` per board key, x1000: the board model fitted on ``records``."""
    random_chances = random_tables()
    rows = [(board_features(mine, theirs, relation, random_chances), float(taken), count)
            for (mine, theirs, relation, taken), count in sorted(board_samples(records).items())]
    weights = fit(rows, steps=10)
    mover, waiter = _won_tables()
    for mine, theirs in open_keys():
        key = board_key(mine, theirs)
        mover[key] = round(SCALE * _logistic(
            weights, board_features(mine, theirs, MOVER, random_chances)))
        waiter[key] = round(SCALE * _logistic(
            weights, board_features(mine, theirs, WAITER, random_chances)))
    return mover, waiter


def _logistic(weights: list[float], x: tuple[float, ...]) -> float:
    return 1.0 / (1.0 + math.exp(-sum(w * v for w, v in zip(weights, x, strict=True))))


def install_generator(module: object = evaluate) -> None:
    """Make ``module`` (``uttt.ai.evaluate`` or a copy of it) the generator's evaluation:
    the random-play tables and ``GENERATOR_WEIGHTS``. ``evaluate._load()`` puts the
    shipped one back."""
    mover, waiter = random_tables()
    module.install(  # type: ignore[attr-defined]
        mover, waiter, evaluation_file.in_every_phase(GENERATOR_WEIGHTS))


def selfplay_game(index: int, seed: int) -> dict[str, object]:
    """One self-play game of the generator (``GENERATOR_WEIGHTS`` with the random-play
    tables, Master's search at ``ITERATIONS`` a move) from 6 or 8 random plies: its moves,
    the ply it starts at, the search's value of each later position and the winner. The
    generator's evaluation stays installed (see ``install_generator``)."""
    install_generator()
    return played_game(random.Random(f"m-selfplay:{seed}:{index}"), 8 if index % 2 else 6,
                       seed=index, config=GENERATOR, iterations=ITERATIONS)


def played_game(rng: random.Random, opening: int, *, seed: int, config: Config,
                iterations: int) -> dict[str, object]:
    """A game of the search against itself from ``opening`` random plies: its moves, the
    ply it starts at, the search's value of each later position and the winner."""
    board = Board()
    for _ in range(opening):
        board.push(rng.choice(board.legal_moves()))
    start = len(board.moves)
    searcher = Searcher(board, seed=seed, config=config, budget=Budget(iterations=iterations))
    values = []
    while not board.is_game_over():
        searcher.run_budget()
        result = searcher.result()
        values.append(round(result.win_probability, 4))
        board.push(result.move)
        if not board.is_game_over():
            searcher.advance(result.move)
    outcome = board.outcome()
    assert outcome is not None
    return {"moves": board.moves, "start": start, "values": values, "winner": outcome.winner}


Row = tuple[tuple[float, ...], float, int]
"""A position's features (with 1 first), its label and how many times it counts."""


def samples(records: list[dict[str, object]]) -> list[list[Row]]:
    """(1, the features of the side to move, its label, 1) for every position after the
    opening, by band of ``PHASE_BANDS``: the label is ``SEARCH_SHARE`` of the search's
    value there and the rest of the game's final score for that side."""
    band_of = [next(band for band, high in enumerate(PHASE_BANDS[1:]) if closed < high)
               for closed in range(evaluation_file.PHASES)]
    rows: list[list[Row]] = [[] for _ in PHASE_BANDS[1:]]
    for record in records:
        winner = record["winner"]
        x_score = 0.5 if winner is None else float(winner == "X")
        values: list[float] = record["values"]  # type: ignore[assignment]
        positions, _ = _replay(record)
        for index, (_, state) in enumerate(positions):
            score = x_score if state[TURN] == 0 else 1.0 - x_score
            label = SEARCH_SHARE * values[index] + (1 - SEARCH_SHARE) * score
            row = ((1.0, *evaluate.features(state)), label, 1)
            rows[band_of[evaluate.phase(state)]].append(row)
    return rows


def fit(rows: list[Row], steps: int = 8) -> list[float]:
    """Logistic regression (cross-entropy, soft labels, each row ``count`` times) by
    Newton's method."""
    size = len(rows[0][0])
    weights = [0.0] * size
    pairs = [(i, j) for i in range(size) for j in range(i, size)]
    for _ in range(steps):
        grad = [0.0] * size
        hess = [[1e-6 * (i == j) for j in range(size)] for i in range(size)]
        for x, y, count in rows:
            z = sum(w * v for w, v in zip(weights, x, strict=True))
            p = 1.0 / (1.0 + math.exp(-z))
            g, h = (p - y) * count, p * (1 - p) * count
            for i in range(size):
                grad[i] += g * x[i]
            for i, j in pairs:
                hess[i][j] += h * x[i] * x[j]
        for i, j in pairs:
            hess[j][i] = hess[i][j]
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


def build(records: list[dict[str, object]], master: list[dict[str, object]]) -> str:
    """The evaluation file's text: the tables fitted on ``records``, the weights by phase
    on ``records`` and ``master``'s positions."""
    mover, waiter = learned_tables(records)
    # features use these tables (the weights do not matter to them)
    evaluate.install(mover, waiter, evaluation_file.in_every_phase([0.0] * len(evaluate.NAMES)))
    bands = [fit(rows) for rows in samples(records + master)]
    weights = tuple(tuple(bands[band]) for band, (low, high)
                    in enumerate(itertools.pairwise(PHASE_BANDS))
                    for _ in range(low, high))
    return evaluation_file.dumps(evaluation_file.Evaluation(
        "uttt.ai.evaluate: per board key, the chance (x1000) that the side to "
        "move there (mover) or the other side (waiter) takes the board, "
        "learned from self-play; the weights of evaluate.NAMES, a row per number "
        "of closed boards (one row: the same in all). Made by "
        "scripts/fit/fit_evaluation.py.",
        tuple(evaluate.NAMES), tuple(weights), tuple(mover), tuple(waiter)))


def read_games(path: Path) -> list[dict[str, object]]:
    """The self-play records, one JSON object a line (the file gzipped if it ends in .gz)."""
    data = path.read_bytes()
    text = (gzip.decompress(data) if path.suffix == ".gz" else data).decode("utf-8")
    return [json.loads(line) for line in text.splitlines() if line]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--selfplay", type=int, metavar="GAMES",
                        help="first play GAMES new self-play games into the records file")
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--check", action="store_true", help="compare with the shipped file")
    args = parser.parse_args()
    if args.selfplay:
        with GAMES.open("w", encoding="utf-8") as out:
            for index in range(args.selfplay):
                out.write(json.dumps(selfplay_game(index, args.seed)) + "\n")
                out.flush()
    text = build(read_games(GAMES), read_games(MASTER_GAMES))
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
