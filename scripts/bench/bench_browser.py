#!/usr/bin/env python3
"""Engine and search speed inside the browser (Pyodide) against CPython, same run.

    .venv/bin/python scripts/bench/bench_browser.py [--scale 1]     (after `make dist`)

Opens ``dist/bench/engine.html`` in headless Chromium, which runs ``uttt.tools.bench`` (random
games, perft nodes, MCTS iterations per second, time per move of each level) inside
Pyodide, then runs the same figures here in CPython and prints both with their ratio.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

import serve  # noqa: E402
from bench_load import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

from uttt.tools import bench  # noqa: E402


def browser_figures(scale: float) -> list[bench.Figure]:
    """Run the benchmark page in headless Chromium and read its figures."""
    from playwright.sync_api import sync_playwright

    server = serve.SiteServer(ROOT / "dist", prefix="/bench-run/")
    server.start()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_page()
            errors: list[str] = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.goto(f"{server.url}bench/engine.html?scale={scale}")
            _wait_until_done(page, errors)
            rows = json.loads(page.inner_text("#out"))
            browser.close()
    finally:
        server.stop()
    return [bench.Figure(name, count, seconds, unit, per_item)
            for name, count, seconds, unit, per_item in rows]


def _wait_until_done(page: Any, errors: list[str], limit: float = 600.0) -> None:
    """Wait for the page's figures; stop at the page's first uncaught error (a failed
    start once left this waiting the whole ten minutes, then said only 'timeout')."""
    deadline = time.monotonic() + limit
    while page.get_attribute("html", "data-done") != "1":
        if errors:
            raise SystemExit(f"bench/engine.html failed:\n{errors[0]}")
        if time.monotonic() > deadline:
            raise SystemExit(f"bench/engine.html gave no figures in {limit:.0f} s")
        page.wait_for_timeout(250)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=float, default=1.0)
    args = parser.parse_args(argv)
    in_browser = browser_figures(args.scale)
    native = bench.run(args.scale) + bench.run_ai(args.scale)
    print(f"{'figure':<34} {'Pyodide':>14} {'CPython':>14}   ratio (Pyodide speed / CPython)")
    for web, cpy in zip(in_browser, native, strict=True):
        if web.per_item:
            shown = [f"{f.seconds / f.count * 1000:,.1f} ms" for f in (web, cpy)]
            ratio = (cpy.seconds / cpy.count) / (web.seconds / web.count)
        else:
            shown = [f"{f.rate:,.0f}/s" for f in (web, cpy)]
            ratio = web.rate / cpy.rate
        print(f"{web.name:<34} {shown[0]:>14} {shown[1]:>14}   {ratio:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
