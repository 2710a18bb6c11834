"""Find puzzles in self-play games of the levels and write uttt/data/puzzles.json.

A puzzle is a position from a real game (the levels playing each other, fixed seeds)
where exactly one move forces a win within ``plies`` plies and no move wins faster:
the exact proof search of ``uttt.solver`` checks every legal move at every length up to
``plies``, so the answer's length and its uniqueness are proven, not sampled.

    nice -n 15 python scripts/make_puzzles.py            # about two minutes, one process

Same seed, same file. Progress goes to stderr.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from uttt.ai import searcher_for_level  # noqa: E402
from uttt.board import Board, Move  # noqa: E402
from uttt.solver import winning_moves_within  # noqa: E402

SEED = 2026
LENGTHS = (1, 3, 5, 7)
QUOTA = {1: 40, 3: 90, 5: 90, 7: 60}
"""Most puzzles kept per length: a few one-movers to start, then the real ones."""
PAIRINGS = (("beginner", "beginner"), ("beginner", "intermediate"),
            ("intermediate", "beginner"), ("intermediate", "intermediate"))
MIN_PLY = 8
OUT = ROOT / "uttt" / "data" / "puzzles.json"


def self_play(x_level: str, o_level: str, seed: int) -> list[Move]:
    """One game between two levels, every move its own seed."""
    board = Board()
    while not board.is_game_over():
        level = x_level if board.turn == "X" else o_level
        searcher = searcher_for_level(board, level, seed=seed * 1000 + board.ply)
        searcher.run_budget()
        board.push(searcher.result().move)
    return board.moves


def puzzle_at(board: Board) -> tuple[Move, int] | None:
    """(solution, plies) if exactly one move wins by force in the fewest plies found."""
    for plies in LENGTHS:
        winners = winning_moves_within(board, plies)
        if winners:
            return (winners[0], plies) if len(winners) == 1 else None
    return None


def puzzles_of(moves: list[Move]) -> list[dict[str, object]]:
    """Every puzzle position of one game (before the last move)."""
    found: list[dict[str, object]] = []
    board = Board()
    for move in moves:
        if board.ply >= MIN_PLY:
            hit = puzzle_at(board)
            if hit is not None:
                found.append({"moves": board.moves, "solution": hit[0], "plies": hit[1]})
        board.push(move)
    return found


def generate(games: int, seed: int, log: object = sys.stderr) -> list[dict[str, object]]:
    rng = random.Random(seed)
    kept: dict[int, list[dict[str, object]]] = {plies: [] for plies in LENGTHS}
    seen: set[tuple[int, ...]] = set()
    started = time.perf_counter()
    for number in range(games):
        x_level, o_level = PAIRINGS[number % len(PAIRINGS)]
        moves = self_play(x_level, o_level, rng.randrange(1 << 30))
        per_game: set[int] = set()
        for puzzle in puzzles_of(moves):
            plies = int(puzzle["plies"])  # type: ignore[call-overload]
            key = Board.from_moves(puzzle["moves"]).key()  # type: ignore[arg-type]
            # one puzzle per length per game: the next ones are mostly the same combination
            if key in seen or plies in per_game or len(kept[plies]) >= QUOTA[plies]:
                continue
            seen.add(key)
            per_game.add(plies)
            kept[plies].append(puzzle)
        counts = {plies: len(items) for plies, items in kept.items()}
        print(f"game {number + 1}/{games} ({x_level}-{o_level}, {len(moves)} moves): "
              f"{counts} {time.perf_counter() - started:.0f} s", file=log, flush=True)  # type: ignore[call-overload]
        if all(counts[plies] >= QUOTA[plies] for plies in LENGTHS):
            break
    return [puzzle for plies in LENGTHS for puzzle in kept[plies]]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    puzzles = generate(args.games, args.seed)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    lines = ",\n".join(json.dumps(puzzle, separators=(",", ":")) for puzzle in puzzles)
    args.out.write_text(f"[\n{lines}\n]\n", encoding="utf-8")
    print(f"make_puzzles: wrote {len(puzzles)} puzzles to {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
