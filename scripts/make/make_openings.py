"""Count the openings of the shipped self-play games and write uttt/data/openings.json.

The games are Master's self-play records (``scripts/fit/master-games.jsonl.gz``, made by
``scripts/fit/selfplay_records.py``: each starts from 6 or 8 random plies, then Master
plays both sides). Every game starts from the empty board, so its first ``--plies``
moves are walked from there: each position keeps the moves played from it, each with how
many games played it and how those games ended for the side that played it. A move seen
fewer than ``--min-games`` times is left out, with what follows it, so the file stays
small (the openings panel, ``uttt.app.features.openings``, reads it when it first opens).

    python scripts/make/make_openings.py            # the shipped file
    python scripts/make/make_openings.py --stats    # its counts and sizes

Format (``uttt.app.features.openings.stats.parse_book``)::

    {"format": 1,
     "ultimate": {"games": 3227, "moves": {"40": [41, 20, 3, {"36": [5, 2, 0]}], ...}}}

a key per game (the board class's ``variant``), and under ``moves`` a tree: each move
(its cell, as text) to ``[games, won, drawn]`` (won and drawn by the side that played
it), then, if any move from the position after it is kept, that position's moves.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from uttt.board import Board  # noqa: E402

GAMES = ROOT / "scripts" / "fit" / "master-games.jsonl.gz"
OUT = ROOT / "uttt" / "data" / "openings.json"
FORMAT = 1
PLIES = 6
MIN_GAMES = 3

Tree = dict[str, list[Any]]


def opening_tree(records: list[dict[str, Any]], plies: int, min_games: int) -> Tree:
    """The moves of the first ``plies`` plies of ``records``, each with its games and
    results for the side that played it; moves seen fewer than ``min_games`` times left
    out."""
    counts: dict[tuple[int, ...], list[int]] = {}
    for record in records:
        board = Board()
        winner = record["winner"]
        for move in record["moves"][:plies]:
            mover = board.turn
            board.push(move)
            seen = counts.setdefault(tuple(board.moves), [0, 0, 0])
            seen[0] += 1
            seen[1] += winner == mover
            seen[2] += winner is None
    tree: Tree = {}
    for line in sorted(counts, key=lambda moves: (len(moves), moves)):
        games, won, drawn = counts[line]
        if games < min_games:
            continue
        node = tree
        for move in line[:-1]:
            entry = node.get(str(move))
            if entry is None:
                break
            if len(entry) == 3:
                entry.append({})
            node = entry[3]
        else:
            node[str(line[-1])] = [games, won, drawn]
    return tree


def book(records: list[dict[str, Any]], plies: int, min_games: int) -> dict[str, Any]:
    return {"format": FORMAT, Board.variant: {
        "games": len(records), "moves": opening_tree(records, plies, min_games)}}


def encode(data: dict[str, Any]) -> str:
    return json.dumps(data, separators=(",", ":"), sort_keys=True) + "\n"


def read(path: Path) -> list[dict[str, Any]]:
    with gzip.open(path, "rt", encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]


def _entries(tree: Tree) -> int:
    return sum(1 + (_entries(entry[3]) if len(entry) > 3 else 0) for entry in tree.values())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=Path, default=GAMES)
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--plies", type=int, default=PLIES)
    parser.add_argument("--min-games", type=int, default=MIN_GAMES)
    parser.add_argument("--stats", action="store_true",
                        help="print the shipped file's counts and sizes, write nothing")
    args = parser.parse_args()
    if args.stats:
        text = args.out.read_text(encoding="utf-8")
        data = json.loads(text)
        for game, part in data.items():
            if isinstance(part, dict):
                print(f"{game}: {part['games']} games, {_entries(part['moves'])} moves kept")
        print(f"{len(text.encode())} bytes, {len(gzip.compress(text.encode(), 6))} gzipped")
        return 0
    text = encode(book(read(args.games), args.plies, args.min_games))
    args.out.write_text(text, encoding="utf-8")
    print(f"wrote {args.out}: {len(text.encode())} bytes, "
          f"{len(gzip.compress(text.encode(), 6))} gzipped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
