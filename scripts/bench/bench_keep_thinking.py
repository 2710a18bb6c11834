#!/usr/bin/env python3
"""Keep thinking in the page: its iterations a second and the page's longest main-thread
task while it runs. Printed figures, never assertions.

    .venv/bin/python scripts/bench/bench_keep_thinking.py [--seconds 10] [--runs 3]
                                                          [--main-thread]  (after `make dist`)

Loads the built site in headless Chromium (1280x800, a fresh profile) with a finished
game saved and shows its position after ten moves. For a baseline it first measures the
page idle for ``--seconds`` (the machine's own noise: on a loaded machine a task also
counts the time the core was taken away); then it presses "Keep thinking" and, once the
first burst is shown, measures for ``--seconds``: the iterations the panel shows
(``#deepen[data-iterations]``) at the start and the end, over the page's clock; every
main-thread task over 50 ms (a ``PerformanceObserver`` for ``longtask`` registered before
the page's first script); how late a 10 ms timer on the page ran at worst (any task that
held the main thread, however short); the browser's own trace of its threads' tasks
(``toplevel``): the page's main thread's longest task in wall time and in the thread's
CPU time (what the page itself spent, whatever the machine took away), the CPU time of
all its tasks, and the worker's (and its longest task's); and the longest slice of the
search itself since it began, the first included (``#deepen[data-longest-slice-ms]``).
The site is served by scripts/serve.py as a static host sends it; ``--main-thread`` opens
it with ``?worker=0``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

import serve  # noqa: E402
from bench_load import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from bench_page import LONG_TASKS, READY  # noqa: E402

from tests.helpers import WIN  # noqa: E402
from uttt.app.core.keys import keys_for  # noqa: E402

PREFIX = "/bench-keep-thinking/"
PLY = 10
TIMER_PROBE = """
window.__utttLate = [];
(() => {
  const tick = () => {
    const due = performance.now() + 10;
    setTimeout(() => { window.__utttLate.push([due, performance.now() - due]); tick(); }, 10);
  };
  tick();
})();
"""
SINCE = """(t) => ({
  long: window.__utttLong.filter(([s]) => s >= t).map(([, d]) => d),
  late: Math.max(0, ...window.__utttLate.filter(([s]) => s >= t).map(([, d]) => d)),
  slice: Number(document.getElementById("deepen").dataset.longestSliceMs),
})"""


def saved_game() -> str:
    """An init script that saves a finished game between two players (a first visit)."""
    key = keys_for(PREFIX).state
    saved = {"schema": 2, "match": {"round_id": "0" * 15 + "8", "game": "ultimate",
                                    "mode": "two_players", "level": "beginner", "round": 1,
                                    "opener": "red", "moves": WIN, "resigned_by": None}}
    return (f"if (!localStorage.getItem({json.dumps(key)})) localStorage.setItem("
            f"{json.dumps(key)}, {json.dumps(json.dumps(saved))});")


def iterations(page: Any) -> int:
    return int(page.get_attribute("#deepen", "data-iterations") or 0)


def traced_tasks(trace: bytes) -> dict[tuple[str, int], list[tuple[float, float]]]:
    """Each thread's tasks in a trace (by the thread's name and id): wall and CPU ms."""
    events = json.loads(trace)
    events = events["traceEvents"] if isinstance(events, dict) else events
    names = {(e["pid"], e["tid"]): e["args"]["name"] for e in events
             if e.get("ph") == "M" and e.get("name") == "thread_name"}
    tasks: dict[tuple[str, int], list[tuple[float, float]]] = defaultdict(list)
    for e in events:
        if e.get("ph") == "X" and e.get("name") in ("RunTask", "ThreadControllerImpl::RunTask"):
            tasks[names.get((e["pid"], e["tid"]), "?"), e["tid"]].append(
                (e.get("dur", 0) / 1000.0, e.get("tdur", 0) / 1000.0))
    return tasks


def busiest(tasks: dict[tuple[str, int], list[tuple[float, float]]], name: str
            ) -> list[tuple[float, float]]:
    """The tasks of the thread called ``name`` that spent the most CPU (the page's main
    thread; the game's worker, not the saved interpreter's)."""
    threads = [each for (thread, _), each in tasks.items() if thread == name]
    return max(threads, key=lambda each: sum(cpu for _, cpu in each), default=[])


def window(browser: Any, page: Any, seconds: float) -> tuple[float, float, dict[str, Any]]:
    """Wait ``seconds``, traced: when it began and ended (the page's clock), what the
    probes and the trace saw."""
    browser.start_tracing(page=page, categories=["toplevel"])
    started = page.evaluate("performance.now()")
    page.wait_for_timeout(seconds * 1000)
    ended = page.evaluate("performance.now()")
    found: dict[str, Any] = page.evaluate(SINCE, started)
    tasks = traced_tasks(browser.stop_tracing())
    main = busiest(tasks, "CrRendererMain")
    found["main_wall"] = max((wall for wall, _ in main), default=0.0)
    found["main_cpu"] = max((cpu for _, cpu in main), default=0.0)
    found["main_total"] = sum(cpu for _, cpu in main)
    worker = busiest(tasks, "DedicatedWorker thread")
    found["worker_total"] = sum(cpu for _, cpu in worker)
    found["worker_cpu"] = max((cpu for _, cpu in worker), default=0.0)
    return started, ended, found


def one_run(browser: Any, url: str, seconds: float) -> dict[str, Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = context.new_page()
        for script in (LONG_TASKS, TIMER_PROBE, saved_game()):
            page.add_init_script(script)
        page.goto(url)
        page.wait_for_selector(READY, state="attached", timeout=180_000)
        page.wait_for_selector("#explore:not([hidden])", state="attached")
        page.click(f"#ply-{PLY}")
        page.wait_for_selector(f"#ply-{PLY}[aria-selected=true]", state="attached")
        idle = window(browser, page, seconds)[2]
        page.click("#deepen-start")
        while iterations(page) == 0:  # the first burst (the search's import included)
            page.wait_for_timeout(50)
        first = iterations(page)
        started, ended, found = window(browser, page, seconds)
        last = iterations(page)
        page.click("#deepen-stop")
        found["rate"] = (last - first) / ((ended - started) / 1000.0)
        cpu = found["main_total" if "worker=0" in url else "worker_total"] / 1000.0
        found["per_cpu"] = (last - first) / max(1e-9, cpu)
        found["iterations"] = last
        found["idle"] = idle
        return found
    finally:
        context.close()


def tasks(found: dict[str, Any]) -> str:
    """The main thread's figures of one window."""
    return (f"tasks over 50 ms {len(found['long'])}, 10 ms timer at worst"
            f" {found['late']:.0f} ms late, longest task {found['main_wall']:.0f} ms"
            f" ({found['main_cpu']:.1f} ms CPU), main thread CPU {found['main_total']:.0f} ms,"
            f" worker CPU {found['worker_total']:.0f} ms (its longest task"
            f" {found['worker_cpu']:.1f} ms)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--main-thread", action="store_true",
                        help="the game's Python on the page's main thread (?worker=0)")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    with serve.SiteServer(args.dist, prefix=PREFIX) as server, sync_playwright() as playwright:
        url = f"{server.url}?worker=0" if args.main_thread else server.url
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            runs = [one_run(browser, url, args.seconds) for _ in range(args.runs)]
        finally:
            browser.close()
    where = "main thread (?worker=0)" if args.main_thread else "worker"
    print(f"keep thinking, {where}, {len(runs)} runs of {args.seconds:.0f} s:")
    for run in runs:
        idle = run["idle"]
        print(f"  {run['rate']:7.0f} iterations/s, {run['per_cpu']:.0f} a second of the"
              f" thread's CPU ({run['iterations']} in the tree); the search's longest"
              f" slice {run['slice']:.1f} ms")
        print(f"    thinking: {tasks(run)};   idle before: {tasks(idle)}")
    print(f"  median {statistics.median(r['rate'] for r in runs):.0f} iterations/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
