"""Find puzzles in self-play games, rate and tag them, and write uttt/data/puzzles.json.

A puzzle is a position from a game between two players of several strengths (Beginner,
Intermediate, and a short Master search; fixed seeds) where exactly one move forces a
win within ``plies`` plies and no move wins faster: the exact proof search of
``uttt.solver`` checks every legal move at every length up to ``plies``, so the answer's
length and its uniqueness are proven, not sampled. At most one puzzle of each length is
kept per game (the next ones are mostly the same combination) and a position only once.

Each puzzle is tagged with its themes (``uttt.app.study.themes``) and rated
(``rate``): searches of two calibrated strengths, Beginner (1000) and Intermediate
(1550), each try it ``TRIES`` times with their own seeds, and a try that plays the
winning move counts as the search beating the puzzle. The rating is the most likely one
under the Elo model for those results, with a prior centred on the length's rating
(``PRIOR``), so a puzzle both find every time still ranks by its length.

    nice -n 15 python scripts/make/make_puzzles.py            # about 30 minutes, two processes
    python scripts/make/make_puzzles.py --stats               # counts of the shipped file

Same seed, same file, whatever the number of workers (games are taken in their order).
Progress goes to stderr. The file's format is ``uttt.app.study.puzzles`` (``encode``).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from uttt.ai.levels import MASTER, searcher_for_level  # noqa: E402
from uttt.ai.mcts import Budget, Searcher  # noqa: E402
from uttt.app.study.puzzles import FORMAT, Puzzle, encode  # noqa: E402
from uttt.app.study.themes import tags  # noqa: E402
from uttt.board import Board, Move  # noqa: E402
from uttt.solver import winning_moves_within  # noqa: E402

SEED = 2026
LENGTHS = (1, 3, 5, 7)
QUOTA = {1: 300, 3: 700, 5: 600, 7: 400}
"""Puzzles kept per length: some one-movers to start with, then the real ones."""
PLAYERS = ("beginner", "intermediate", "short")
"""The strengths that play the games: every pairing of them, in turn."""
PAIRINGS = tuple((x, o) for x in PLAYERS for o in PLAYERS)
MIN_PLY = 8
TRIES = 8
FINDERS = (("beginner", 1000), ("intermediate", 1550))
"""The searches that rate a puzzle, with their calibrated ratings (``uttt.ai.levels``)."""
PRIOR = {1: 900, 3: 1300, 5: 1550, 7: 1750}
PRIOR_SPREAD = 300.0
OUT = ROOT / "uttt" / "data" / "puzzles.json"


def choose(board: Board, player: str, seed: int) -> Move:
    """The move ``player`` plays: a level, or ``short`` (Master's search, 150 iterations)."""
    if player == "short":
        searcher = Searcher(board, seed=seed, config=MASTER, budget=Budget(iterations=150))
    else:
        searcher = searcher_for_level(board, player, seed=seed)
    searcher.run_budget()
    return searcher.result().move


def self_play(x_player: str, o_player: str, seed: int) -> list[Move]:
    """One game between two players, every move its own seed."""
    board = Board()
    while not board.is_game_over():
        player = x_player if board.turn == "X" else o_player
        board.push(choose(board, player, seed * 1000 + board.ply))
    return board.moves


def puzzle_at(board: Board) -> tuple[Move, int] | None:
    """(solution, plies) if exactly one move wins by force in the fewest plies found."""
    for plies in LENGTHS:
        winners = winning_moves_within(board, plies)
        if winners:
            return (winners[0], plies) if len(winners) == 1 else None
    return None


def rate(board: Board, solution: Move, plies: int, seed: int) -> int:
    """The puzzle's rating: the most likely under the Elo model given how often each
    finder plays ``solution`` in ``TRIES`` tries, with the length's prior."""
    results: list[tuple[int, bool]] = []
    for level, rating in FINDERS:
        for attempt in range(TRIES):
            searcher = searcher_for_level(board, level, seed=seed * 100 + attempt)
            searcher.run_budget()
            results.append((rating, searcher.result().move == solution))
    return most_likely(results, PRIOR[plies])


def most_likely(results: list[tuple[int, bool]], prior: int) -> int:
    """The rating (steps of 5) maximising the prior times the results' likelihood.

    >>> most_likely([], 1300)
    1300
    >>> most_likely([(1000, False)] * 8, 1300) > 1300
    True
    """
    def score(r: float) -> float:
        total = -0.5 * ((r - prior) / PRIOR_SPREAD) ** 2
        for rating, found in results:
            finds = 1 / (1 + 10 ** ((r - rating) / 400))
            total += math.log(finds if found else 1 - finds)
        return total

    return max(range(400, 2805, 5), key=lambda r: (score(r), -abs(r - prior)))


def game_puzzles(number: int, seed: int) -> tuple[int, list[Puzzle]]:
    """Game ``number``'s puzzles, at most one of each length, rated and tagged."""
    x_player, o_player = PAIRINGS[number % len(PAIRINGS)]
    moves = self_play(x_player, o_player, seed)
    found: list[Puzzle] = []
    lengths: set[int] = set()
    board = Board()
    for move in moves:
        if board.ply >= MIN_PLY:
            hit = puzzle_at(board)
            if hit is not None and hit[1] not in lengths:
                solution, plies = hit
                lengths.add(plies)
                found.append(Puzzle(tuple(board.moves), solution, plies,
                                    rate(board, solution, plies, seed + board.ply),
                                    tags(board, solution)))
        board.push(move)
    return len(moves), found


def _task(item: tuple[int, int]) -> tuple[int, list[Puzzle]]:
    return game_puzzles(*item)


def generate(games: int, seed: int, workers: int, log: object = sys.stderr) -> list[Puzzle]:
    rng = random.Random(seed)
    items = [(number, rng.randrange(1 << 30)) for number in range(games)]
    kept: dict[int, list[Puzzle]] = {plies: [] for plies in LENGTHS}
    seen: set[tuple[int, ...]] = set()
    started = time.perf_counter()
    with Pool(workers) as pool:
        for number, (length, puzzles) in enumerate(pool.imap(_task, items)):
            for puzzle in puzzles:
                key = puzzle.board().key()
                if key in seen or len(kept[puzzle.plies]) >= QUOTA[puzzle.plies]:
                    continue
                seen.add(key)
                kept[puzzle.plies].append(puzzle)
            counts = {plies: len(items) for plies, items in kept.items()}
            print(f"game {number + 1}/{games} ({length} moves): {counts} "
                  f"{time.perf_counter() - started:.0f} s", file=log, flush=True)  # type: ignore[call-overload]
            if all(counts[plies] >= QUOTA[plies] for plies in LENGTHS):
                pool.terminate()
                break
    return [puzzle for plies in LENGTHS for puzzle in kept[plies]]


def write(puzzles: list[Puzzle], out: Path) -> None:
    lines = ",\n".join(json.dumps(encode(puzzle)) for puzzle in puzzles)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(f'{{"format":{FORMAT},"puzzles":[\n{lines}\n]}}\n', encoding="utf-8")


def stats(path: Path) -> str:
    """The counts of a puzzle file: per length, per theme, ratings, bytes."""
    from collections import Counter

    from uttt.app.study.puzzles import parse_puzzles

    text = path.read_text(encoding="utf-8")
    puzzles = parse_puzzles(text)
    lengths = Counter(p.plies for p in puzzles)
    themes = Counter(t for p in puzzles for t in p.themes)
    ratings = sorted(p.rating for p in puzzles)
    lines = [f"{len(puzzles)} puzzles, {len(text.encode())} bytes",
             "per length (plies): " + ", ".join(f"{n}: {lengths[n]}" for n in sorted(lengths)),
             "per theme: " + ", ".join(f"{t}: {c}" for t, c in themes.most_common())
             + f", none: {sum(not p.themes for p in puzzles)}",
             f"ratings: {ratings[0]} to {ratings[-1]}, median {ratings[len(ratings) // 2]}"]
    for plies in sorted(lengths):
        of_length = sorted(p.rating for p in puzzles if p.plies == plies)
        lines.append(f"  {plies} plies: median rating {of_length[len(of_length) // 2]}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--stats", action="store_true", help="print the counts of --out")
    args = parser.parse_args(argv)
    if args.stats:
        print(stats(args.out))
        return 0
    started = time.perf_counter()
    puzzles = generate(args.games, args.seed, args.workers)
    write(puzzles, args.out)
    print(f"make_puzzles: wrote {len(puzzles)} puzzles to {args.out} "
          f"in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
