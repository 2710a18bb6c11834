#!/usr/bin/env python3
"""What the readers of outside text cost on hostile input: a paste, an archive file, a
stored document, each built to hit a reader's worst case.

    .venv/bin/python scripts/bench/bench_outside_text.py [--games 104] [--quotes 8000]

Prints processor seconds (CPython on this machine; Pyodide in a browser is some 2 to 4
times slower):

- *paste*: 19,999 letters pasted as a record (``uttt.app.friends.opening.open_text``: the
  search for an address in it);
- *archive file*: ``--games`` such records, each in a game's block of tags, the file
  ``uttt.app.storage.archive_text.read`` imports (104 fill the 2 MiB a file may hold);
- *stored text*: a quote and ``--quotes`` escaped quotes, never closed, as a stored
  document (``uttt.app.core.json_text.loads``: the nesting scan before parsing);
- *valid archive*: a 2 MiB file of real games (random nine-board games to the end), read
  whole, and as the page imports it: a job in slices of ``SLICE_SECONDS``, with the
  longest slice.
"""

from __future__ import annotations

import argparse
import contextlib
import time
from collections.abc import Callable

from bench_archive import random_games  # its neighbour in scripts/bench/

from uttt.app.controller.jobs import start
from uttt.app.core.json_text import loads
from uttt.app.friends.link import LinkError
from uttt.app.friends.opening import MAX_TEXT, open_text
from uttt.app.round.computer import SLICE_SECONDS, Computer
from uttt.app.storage.archive_text import MAX_FILE, ReadFile, export, read

LETTERS = "a" * 19_999


def seconds(work: Callable[[], object]) -> float:
    """The processor time ``work`` takes (not the wall clock: on a shared machine that
    counts the other programs' turns too)."""
    started = time.process_time()
    work()
    return time.process_time() - started


def paste() -> None:
    with contextlib.suppress(LinkError):
        open_text(LETTERS)


def hostile_archive(games: int) -> str:
    """Each record as long as a game's record may be (with the ``[ultimate]`` the reader
    puts in front, just under ``MAX_TEXT``)."""
    block = '[Variant "ultimate"]\n[Result "1-0"]\n\n' + LETTERS[:MAX_TEXT - 20] + "\n"
    return "\n".join([block] * games)


def stored(quotes: int) -> None:
    with contextlib.suppress(ValueError):
        loads('"' + '\\"' * quotes)


def valid_archive() -> str:
    """Random finished nine-board games, as exported, as many as the file's limit holds
    (archives of 500, one after the other: their ids repeat, which costs the reader the
    same)."""
    parts: list[str] = []
    seed = 0
    while sum(map(len, parts)) < MAX_FILE:
        seed += 1
        parts.append(export(random_games(500, seed)))
    text = "\n".join(parts)[:MAX_FILE]
    return text[:text.rindex("\n[Id ")]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--games", type=int, default=104)
    parser.add_argument("--quotes", type=int, default=8000)
    parser.add_argument("--skip-valid", action="store_true", help="leave out the valid archive")
    args = parser.parse_args()
    print(f"paste of {len(LETTERS):,} letters: {seconds(paste):.3f} s")
    text = hostile_archive(args.games)
    took = seconds(lambda: read(text))
    print(f"archive file of {args.games} such games ({len(text) / 2**20:.2f} MiB): {took:.3f} s")
    print(f"stored text of {args.quotes:,} escaped quotes: "
          f"{seconds(lambda: stored(args.quotes)):.3f} s")
    if args.skip_valid:
        return
    text = valid_archive()
    games: list[int] = []
    took = seconds(lambda: games.append(len(read(text).games)))
    print(f"valid archive ({len(text) / 2**20:.2f} MiB, {games[0]} games): {took:.3f} s")
    slices = sliced(text)
    print(f"  as a job: {len(slices)} slices, {sum(slices):.3f} s in all, the longest "
          f"{max(slices) * 1000:.1f} ms (each asked for {SLICE_SECONDS * 1000:.0f} ms)")


def sliced(text: str) -> list[float]:
    """The import as the page runs it (``ReadWork``): each slice's processor seconds."""
    work = start(ReadFile(1, text), Computer())
    slices: list[float] = []
    while True:
        started = time.process_time()
        wait = work.step(time.perf_counter(), hidden=False)
        slices.append(time.process_time() - started)
        if wait is None:
            return slices


if __name__ == "__main__":
    main()
