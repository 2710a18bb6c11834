#!/usr/bin/env python3
"""Long main-thread tasks from the first frame on: printed figures, never assertions.

    .venv/bin/python scripts/bench/bench_longtasks.py [--runs 3] [--busy 1] [--main-thread]
                                                                   (after `make dist`)

Loads the built site in headless Chromium (phone size, a fresh profile: a first visit)
with a ``PerformanceObserver`` for ``longtask`` (every main-thread task over 50 ms)
registered before the page's first script, and goes through: the start-up until the game
is ready and what it imports after its first frame; a reload (the service worker and the
HTTP cache); a few moves of two players by clicks; a few replies of Master (its search and
its pondering). Prints per phase how many tasks took over 50 ms, the longest, and their
blocking time (what each task took over 50 ms, summed, as Lighthouse counts it).

Each set of runs goes twice: on a quiet machine, then with ``--busy`` processes spinning
on other cores (a loaded phone or laptop; ``--busy 0`` skips it). The site is served by
scripts/serve.py, gzipped as a static host sends it. The default page runs the game's
Python in a dedicated worker (site/py-host.js); ``--main-thread`` measures the page with
it on the main thread (``?worker=0``, what a browser without module workers gets).
"""

from __future__ import annotations

import argparse
import contextlib
import multiprocessing
import random
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

import serve  # noqa: E402
from bench_load import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from bench_page import (  # noqa: E402
    IDLE,
    LONG_TASKS,
    READY,
    click_cell,
    record_moves,
    wait_record_prefix,
)

from uttt.board import Board  # noqa: E402

AFTER_READY_MS = 2000  # the imports after the first frame, and the cache check
PHASES = ("start-up", "reload", "two players", "Master")
TASKS_SINCE = "(t) => window.__utttLong.filter(([s]) => s >= t).map(([, d]) => d)"


def spin() -> None:
    while True:
        pass


def tasks_since(page: Any, since: float) -> list[float]:
    return list(page.evaluate(TASKS_SINCE, since))


def one_run(browser: Any, url: str, seed: int, moves: int) -> dict[str, list[float]]:
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    context = browser.new_context(viewport={"width": 390, "height": 844})
    found: dict[str, list[float]] = {}
    try:
        page = context.new_page()
        page.add_init_script(LONG_TASKS)
        page.goto(url)
        page.wait_for_selector(READY, state="attached", timeout=180_000)
        page.wait_for_timeout(AFTER_READY_MS)
        found["start-up"] = tasks_since(page, 0)

        page.reload()
        page.wait_for_selector(READY, state="attached", timeout=180_000)
        page.wait_for_timeout(AFTER_READY_MS)
        found["reload"] = tasks_since(page, 0)

        started = page.evaluate("() => performance.now()")
        rng, board = random.Random(seed), Board()
        while not board.is_game_over() and board.ply < moves:
            move = rng.choice(board.legal_moves())
            click_cell(page, move)
            board.push(move)
            wait_record_prefix(page, board.moves)
            page.wait_for_timeout(300)
        found["two players"] = tasks_since(page, started)

        page.select_option("#mode", "computer")
        # abandon the two players' round (in the worker the question shows a
        # message later)
        with contextlib.suppress(PlaywrightTimeout):
            page.click("#switch_confirm", timeout=5000)
        page.select_option("#level", "master")
        page.wait_for_selector("#level:has(option[value=master]:checked)", state="attached")
        started = page.evaluate("() => performance.now()")
        for _ in range(3):
            board = Board.from_moves(record_moves(page))
            if board.is_game_over():
                break
            move = rng.choice(board.legal_moves())
            page.wait_for_timeout(1000)  # Master ponders on the player's time
            click_cell(page, move)
            wait_record_prefix(page, [*board.moves, move], more=True)
            page.wait_for_selector(IDLE, state="attached", timeout=60_000)
        found["Master"] = tasks_since(page, started)
    finally:
        context.close()
    return found


def report(label: str, runs: list[dict[str, list[float]]]) -> None:
    print(f"{label}, {len(runs)} runs (tasks over 50 ms: count per run, longest, "
          "blocking time per run):")
    for phase in PHASES:
        counts = [len(run[phase]) for run in runs]
        longest = max((max(run[phase], default=0.0) for run in runs), default=0.0)
        blocking = [sum(max(0.0, d - 50) for d in run[phase]) for run in runs]
        print(f"  {phase:12} count median {statistics.median(counts):4.0f}"
              f" (max {max(counts)})   longest {longest:6.0f} ms"
              f"   blocking median {statistics.median(blocking):6.0f} ms")


def measure(url: str, runs: int, moves: int) -> list[dict[str, list[float]]]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            return [one_run(browser, url, seed, moves) for seed in range(runs)]
        finally:
            browser.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--moves", type=int, default=6, help="two players' moves")
    parser.add_argument("--busy", type=int, default=1,
                        help="busy processes for the loaded set (0: quiet only)")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--main-thread", action="store_true",
                        help="the game's Python on the page's main thread (?worker=0)")
    args = parser.parse_args(argv)
    with serve.SiteServer(args.dist, prefix="/bench-longtasks/") as server:
        url = f"{server.url}?worker=0" if args.main_thread else server.url
        report("quiet", measure(url, args.runs, args.moves))
        if args.busy:
            spinners = [multiprocessing.Process(target=spin, daemon=True)
                        for _ in range(args.busy)]
            for process in spinners:
                process.start()
            try:
                report(f"loaded ({args.busy} busy process{'es' if args.busy > 1 else ''})",
                       measure(url, args.runs, args.moves))
            finally:
                for process in spinners:
                    process.terminate()
                    process.join()
    return 0


if __name__ == "__main__":
    sys.exit(main())
