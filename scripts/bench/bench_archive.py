#!/usr/bin/env python3
"""What a full archive of finished games costs: its size in storage and as an exported
file, and the time to read each back (every game replayed through the rules).

    .venv/bin/python scripts/bench/bench_archive.py [--games 500] [--seed 1]

Plays random nine-board games to the end (about 60 moves each: longer than most games
people play), keeps them as the archive would, and prints the document's size, the time
``uttt.app.storage.archive.load`` takes, the export's size and the time
``uttt.app.storage.archive_text.read`` takes (CPython on this machine; Pyodide in a
browser is some 2 to 4 times slower).
"""

from __future__ import annotations

import argparse
import random
import time

from uttt.app.round.rules import new_board
from uttt.app.storage.archive import Archive, ArchivedGame, dump, finished, load, merge
from uttt.app.storage.archive_text import export, read


def random_games(count: int, seed: int) -> Archive:
    rng = random.Random(seed)
    games: list[ArchivedGame] = []
    for n in range(count):
        board = new_board("ultimate")
        while board.outcome() is None:
            board.push(rng.choice(board.legal_moves()))
        game = finished(f"{n:016x}", 1_796_400_000 + n, "ultimate", "person",
                        "computer:master", tuple(board.moves))
        assert game is not None
        games.append(game)
    return merge(Archive(tuple(games)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    archive = random_games(args.games, args.seed)
    text = dump(archive)
    started = time.perf_counter()
    assert load(text).archive == archive
    loaded = time.perf_counter() - started
    exported = export(archive)
    started = time.perf_counter()
    assert read(exported).games == archive.games
    parsed = time.perf_counter() - started
    moves = sum(len(g.moves) for g in archive.games) / max(1, len(archive.games))
    print(f"{len(archive.games)} games, {moves:.0f} moves each on average")
    print(f"stored: {len(text) / 1024:.0f} KiB, read back in {loaded * 1000:.0f} ms")
    print(f"exported: {len(exported) / 1024:.0f} KiB, imported in {parsed * 1000:.0f} ms")


if __name__ == "__main__":
    main()
