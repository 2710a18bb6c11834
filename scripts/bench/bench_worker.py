#!/usr/bin/env python3
"""The interpreter on the main thread or in a worker: start-up blocking, load time, input.

    .venv/bin/python scripts/bench/bench_worker.py [--runs 3] [--taps 8]     (after `make dist`)

Prototype pages written by build_site.py (``dist/bench/proto.html?mode=main|worker``)
load the same vendored Pyodide and uttt archive, import the game, build its first frame
and answer taps with the next frame, either on the page's main thread or in a module
worker (the main thread then only paints display lists and forwards taps). Per mode,
cold and warm (a reload, from the HTTP cache): time to the first frame, the main thread's
longest task and total blocking time (the part of each task over 50 ms) up to then, and
the latency of taps (event to painted frame) afterwards. Medians over the runs.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # scripts/, for serve.py
import serve

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]
FIGURES = """() => {
  const ready = performance.getEntriesByName("uttt:ready", "mark")[0].startTime;
  const tasks = (window.__protoLong || []).filter(([start]) => start < ready);
  return {ready, longest: Math.max(0, ...tasks.map(([, d]) => d)),
          blocking: tasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0)};
}"""


def one_load(page: Any, taps: int) -> dict[str, float]:
    page.wait_for_selector("html[data-ready='1']", state="attached", timeout=120_000)
    figures = dict(page.evaluate(FIGURES))
    box = page.locator("#board").bounding_box()
    cell = box["width"] / 9
    latencies = []
    for index in range(taps):  # distinct cells of the centre board, then beyond
        col, row = 3 + index % 3, 3 + (index // 3) % 3
        latencies.append(page.evaluate(
            "([x, y]) => __protoTap(x, y)", [(col + 0.5) * cell, (row + 0.5) * cell]))
    figures["tap"] = statistics.median(latencies) if latencies else 0.0
    figures["tap_max"] = max(latencies) if latencies else 0.0
    return figures


def measure(browser: Any, url: str, taps: int) -> tuple[dict[str, float], dict[str, float]]:
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(url)
        cold = one_load(page, taps)
        page.reload()
        warm = one_load(page, taps)
        return cold, warm
    finally:
        context.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--taps", type=int, default=8)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    args = parser.parse_args(argv)
    if not (args.dist / "bench" / "proto.html").is_file():
        print("bench_worker: dist/bench/proto.html missing; run `make dist`", file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    results: dict[tuple[str, str], list[dict[str, float]]] = {}
    with serve.SiteServer(args.dist, prefix="/proto/") as server, \
            sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            for run in range(args.runs):
                for mode in ("main", "worker"):  # alternate, so machine load hits both alike
                    url = f"{server.url}bench/proto.html?mode={mode}"
                    cold, warm = measure(browser, url, args.taps)
                    results.setdefault((mode, "cold"), []).append(cold)
                    results.setdefault((mode, "warm"), []).append(warm)
                    print(f"run {run + 1}/{args.runs} {mode}: ready cold {cold['ready']:.0f} "
                          f"warm {warm['ready']:.0f} ms, longest task {cold['longest']:.0f}/"
                          f"{warm['longest']:.0f} ms, tap {warm['tap']:.1f} ms", flush=True)
        finally:
            browser.close()
    columns = ("ready", "longest", "blocking", "tap", "tap_max")
    print(f"\nmedians over {args.runs} runs, ms")
    print(f"{'mode':7} {'load':5} " + " ".join(f"{c:>9}" for c in columns))
    for (mode, load), rows in results.items():
        values = [statistics.median(r[c] for r in rows) for c in columns]
        print(f"{mode:7} {load:5} " + " ".join(f"{v:9.1f}" for v in values))
    return 0


if __name__ == "__main__":
    sys.exit(main())
