#!/usr/bin/env python3
"""Load-to-ready of the game page versus a bare ``loadPyodide`` page: cold, warm, return.

    .venv/bin/python scripts/bench/bench_load.py [--runs 3] [--main-thread]     (after `make dist`)
    .venv/bin/python scripts/bench/bench_load.py --throttle [--runs 3] [--main-thread]

Both pages use the same vendored Pyodide from the built ``dist/``; the bare one is
``dist/bench/bare.html`` (written by build_site.py, not linked from the game). Each run
uses a fresh browser profile: the first load is *cold* (empty HTTP cache, no service
worker), the reload after it is *warm* (the game then comes from its service worker's
cache, the bare page from the HTTP cache), and one more reload, once the game has saved
its interpreter in the background (site/snapshot.js), is *return*: what every later
visit of the same build gets (for the bare page, a third plain load). Times are
milliseconds from navigation start (``performance`` marks set by the pages), medians
over the runs; runs alternate between the two pages (in an order that swaps every run)
so that machine load affects both alike.
The ratio game/bare is taken per run (each game load against the bare load next to it)
and reported as the median with a bootstrap 90 % interval, with the load average before
and after. Also reported: when boot.js drew the board outline (``uttt:outline``), the
browser's first contentful paint, and for the game when site/start.js had the interpreter
(``loadPyodide`` done) and the game's archive unpacked. A breakdown of the game's start-up
follows, from the same marks: the work before ``loadPyodide`` (split, for the bare page
too, at the navigation's ``responseEnd`` and at the later of the resource timings'
``responseEnd`` of the loader module and ``pyodide.mjs``), the interpreter, putting
the archive on sys.path (and waiting for the document, if still parsed), importing the
game's modules (``uttt:main`` to ``uttt:imported``, set by site/start.js and site/main.py)
and main.py's start-up with the first frame; the same for ``--other``'s game page.
The game page runs its Python, and reads the saved interpreter, in a dedicated worker;
``--main-thread`` also measures, in the same runs, the page with it on the main thread
(``?worker=0``, what a browser without module workers gets) as ``main``, and the ratio
game/main per run.

``--throttle`` measures instead a first visit over a slow network: 10 Mbit/s down, 100 ms
latency (Chromium's network emulation on the page's CDP session, which holds for its
dedicated workers' fetches too: see ``throttle``). Per run, a fresh profile loads the
game page once (with ``--main-thread`` the main-thread page too, in turn) and the script
prints the time to playable (``html[data-ready='1']``), the bytes that load fetched
(page and dedicated worker, as sent over the wire), their transfer time at 10 Mbit/s
and the ratio of the two (target: playable within 1.3x the transfer time), and the
largest responses with the rate each arrived at; ``--unthrottled`` the same first visit
with no limit, beside which the throttled rates are seen to hold for the worker's too.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import statistics
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # scripts/, for serve.py
import serve

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
READY = "html[data-ready='1']"
# site/start.js's progress events, timed, so the game's extra cost can be placed.
PROGRESS_WATCH = """
window.__utttProgress = {};
addEventListener("uttt:progress", (e) => { window.__utttProgress[e.detail] = performance.now(); });
"""
TIMINGS = """() => {
  const mark = (name) => performance.getEntriesByName(name, "mark")[0]?.startTime ?? null;
  const paint = (name) => performance.getEntriesByName(name, "paint")[0]?.startTime ?? null;
  const nav = performance.getEntriesByType("navigation")[0];
  const fetched = (suffix) => performance.getEntriesByType("resource")
    .find((entry) => new URL(entry.name).pathname.endsWith(suffix))?.responseEnd ?? null;
  return {ready: mark("uttt:ready"), outline: mark("uttt:outline"),
          fcp: paint("first-contentful-paint"),
          loading: mark("uttt:loading"),
          interpreter: window.__utttProgress?.["Loaded interpreter"] ?? null,
          pyodide: window.__utttProgress?.["Loaded Pyodide"] ?? null,
          main: mark("uttt:main"), imported: mark("uttt:imported"),
          html: nav?.responseEnd ?? null, parsed: nav?.domInteractive ?? null,
          loader: Math.max(fetched("/start.js") ?? fetched("/bare.js") ?? 0,
                           fetched("/pyodide.mjs") ?? 0) || null,
          controlled: navigator.serviceWorker?.controller != null,
          interpreter_from: document.documentElement.dataset.interpreter ?? null,
          thread: document.documentElement.dataset.thread ?? null};
}"""


# The loads measured in each fresh profile, in order.
LOADS = ("cold", "warm", "return")
# The game pages, each measured against the bare page.
GAMES = ("game", "main", "other")
SAVED = "html[data-interpreter-saved]"


def measure(browser: Any, url: str, *, game: bool) -> dict[str, dict[str, Any]]:
    """Three loads of ``url`` in a fresh profile: the first (cold), a reload once the
    service worker has its precache (warm: the second visit), and a reload once the page
    has saved its interpreter (return: the visits after, site/snapshot.js); the bare
    page's third is a third load like its second."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.add_init_script(PROGRESS_WATCH)
        page.goto(url)
        page.wait_for_selector(READY, state="attached", timeout=120_000)
        loads = {"cold": page.evaluate(TIMINGS)}
        if game:  # let the service worker finish its precache before the warm load
            page.evaluate("() => navigator.serviceWorker.ready.then(() => true)")
        page.reload()
        page.wait_for_selector(READY, state="attached", timeout=120_000)
        loads["warm"] = page.evaluate(TIMINGS)
        if page.evaluate("() => document.documentElement.dataset.interpreter") is not None:
            page.wait_for_selector(SAVED, state="attached", timeout=120_000)
        page.reload()
        page.wait_for_selector(READY, state="attached", timeout=120_000)
        loads["return"] = page.evaluate(TIMINGS)
        return loads
    finally:
        context.close()


# A slow first visit: 10 Mbit/s down, 100 ms latency (Chromium's network emulation).
THROTTLE_BITS = 10_000_000
THROTTLE = {"offline": False, "latency": 100, "downloadThroughput": THROTTLE_BITS / 8,
            "uploadThroughput": THROTTLE_BITS / 8}


def throttle(context: Any, page: Any, conditions: dict[str, Any] = THROTTLE) -> Any:
    """Chromium's network emulation on ``page``'s CDP session. It holds for the dedicated
    workers the page starts too: the game's worker fetches the interpreter (3.5 MB of
    wasm), and the rates printed per response show it arriving at under 10 Mbit/s
    beside the other downloads, where the loopback server sends it in tens of ms. (The
    service worker, a target of its own, is not throttled; it registers once the game is
    ready, after what is measured.)"""
    session = context.new_cdp_session(page)
    session.send("Network.enable")
    session.send("Network.emulateNetworkConditions", conditions)
    return session


# ``--unthrottled``: the same first visit with the emulation set to no limit.
UNTHROTTLED = {"offline": False, "latency": 0, "downloadThroughput": -1,
               "uploadThroughput": -1}


def load_throttled(browser: Any, url: str,
                   conditions: dict[str, Any] = THROTTLE) -> dict[str, Any]:
    """One first visit of ``url`` at the throttled rate: time to playable, and each
    response the page and its dedicated workers received (bytes on the wire, ms)."""
    context = browser.new_context()
    try:
        page = context.new_page()
        throttle(context, page, conditions)
        responses: list[dict[str, Any]] = []

        def finished(request: Any) -> None:
            sizes, timing = request.sizes(), request.timing
            responses.append({
                "url": request.url,
                "bytes": sizes["responseBodySize"] + sizes["responseHeadersSize"],
                "ms": timing["responseEnd"] - max(timing["requestStart"], 0),
            })

        page.on("requestfinished", finished)
        page.goto(url)
        page.wait_for_selector(READY, state="attached", timeout=300_000)
        ready = page.evaluate("() => performance.getEntriesByName('uttt:ready', 'mark')[0]"
                              "?.startTime ?? performance.now()")
        thread = page.evaluate("() => document.documentElement.dataset.thread ?? null")
        return {"ready": ready, "thread": thread, "responses": responses}
    finally:
        context.close()


@contextlib.contextmanager
def site_and_browser(args: argparse.Namespace) -> Iterator[tuple[Any, Any]]:
    """The built site served on the loopback, and headless Chromium."""
    from playwright.sync_api import sync_playwright

    with (
        serve.SiteServer(args.dist, prefix=args.prefix) as server,
        sync_playwright() as playwright,
    ):
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield server, browser
        finally:
            browser.close()


def throttled(args: argparse.Namespace) -> int:
    """``--throttle``: first visits at 10 Mbit/s; time to playable against the transfer
    time of their bytes at that rate."""
    pages = {"game": ""}
    if args.main_thread:
        pages["main"] = "?worker=0"
    print(f"load average before: {_load()}", flush=True)
    rows: dict[str, list[tuple[float, float]]] = {}
    with site_and_browser(args) as (server, browser):
        for run in range(args.runs):
            order = list(pages.items())
            for name, path in order if run % 2 == 0 else order[::-1]:
                visit = load_throttled(browser, server.url + path,
                                       UNTHROTTLED if args.unthrottled else THROTTLE)
                total = sum(r["bytes"] for r in visit["responses"])
                transfer = total * 8 / THROTTLE_BITS * 1000
                rows.setdefault(name, []).append((visit["ready"], transfer))
                print(f"run {run + 1}/{args.runs} {name} (thread {visit['thread']}): "
                      f"playable {visit['ready']:.0f} ms, {total / 1e6:.2f} MB in "
                      f"{len(visit['responses'])} responses, transfer at 10 Mbit/s "
                      f"{transfer:.0f} ms, ratio {visit['ready'] / transfer:.2f}",
                      flush=True)
                for response in sorted(visit["responses"], key=lambda r: -r["bytes"])[:4]:
                    rate = response["bytes"] * 8 / max(response["ms"], 1) / 1000
                    print(f"    {response['url'].rsplit('/', 1)[-1][:40]:40} "
                          f"{response['bytes'] / 1e6:6.2f} MB {response['ms']:7.0f} ms "
                          f"({rate:6.1f} Mbit/s)", flush=True)
    print(f"\nload average after: {_load()}")
    for name, values in rows.items():
        ready = statistics.median(v[0] for v in values)
        transfer = statistics.median(v[1] for v in values)
        ratio = statistics.median(v[0] / v[1] for v in values)
        print(f"{name}: playable median {ready:.0f} ms, transfer {transfer:.0f} ms, "
              f"ratio median {ratio:.2f} (target 1.3, {len(values)} runs)")
    return 0


def _median(values: list[float | None]) -> float | None:
    present = [v for v in values if v is not None]
    return statistics.median(present) if present else None


def _fmt(value: float | None) -> str:
    return "-" if value is None else f"{value:7.0f}"


# The game's start-up, step by step: (name, mark where it starts, mark where it ends).
# The first three split the time before loadPyodide (the same for the bare page).
BEFORE = (
    ("  page received", None, "html"),
    ("  page to loader received", "html", "loader"),
    ("  loader received to its start", "loader", "loading"),
)
STEPS = (
    *BEFORE,
    ("before loadPyodide", None, "loading"),
    ("loadPyodide", "loading", "interpreter"),
    ("archive on sys.path, DOM", "interpreter", "main"),
    ("import the game", "main", "imported"),
    ("main.py start-up, 1st frame", "imported", "ready"),
)


def breakdown(rows: list[dict[str, Any]],
              steps: tuple[tuple[str, str | None, str], ...] = STEPS) -> dict[str, float | None]:
    """Median duration of each step of the game's start-up, over the runs."""
    durations: dict[str, float | None] = {}
    for name, start, end in steps:
        values = [
            row[end] - (0.0 if start is None else row[start])
            for row in rows
            if row.get(end) is not None and (start is None or row.get(start) is not None)
        ]
        durations[name] = _median(list(values))
    return durations


def paired_ratios(game: list[dict[str, Any]], bare: list[dict[str, Any]]) -> list[float]:
    """game/bare of ``ready`` for each run (the two loads measured next to each other)."""
    return [g["ready"] / b["ready"] for g, b in zip(game, bare, strict=True)
            if g.get("ready") and b.get("ready")]


def median_interval(values: list[float], *, draws: int = 2000,
                    level: float = 0.90) -> tuple[float, float, float]:
    """Median of ``values`` and a bootstrap percentile interval for it (seeded)."""
    rng = random.Random(12)
    medians = sorted(
        statistics.median(rng.choices(values, k=len(values))) for _ in range(draws)
    )
    tail = (1.0 - level) / 2.0
    low = medians[int(tail * draws)]
    high = medians[min(draws - 1, int((1.0 - tail) * draws))]
    return statistics.median(values), low, high


def _load() -> str:
    return " ".join(f"{v:.2f}" for v in os.getloadavg())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--prefix", default="/bench-site/")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--other", type=Path,
                        help="another build (e.g. before a change): its game page is measured "
                             "in the same runs, as 'other', against the same bare page")
    parser.add_argument("--main-thread", action="store_true",
                        help="also measure the game page with its Python on the main thread "
                             "(?worker=0), as 'main', in the same runs")
    parser.add_argument("--throttle", action="store_true",
                        help="a first visit at 10 Mbit/s, 100 ms latency: time to playable "
                             "against the transfer time of its bytes")
    parser.add_argument("--unthrottled", action="store_true",
                        help="with --throttle: the same first visit with no network limit "
                             "(to see that the emulation slows the worker's fetches)")
    args = parser.parse_args(argv)
    if not (args.dist / "bench" / "bare.html").is_file():
        print("bench_load: dist/bench/bare.html missing; run `make dist` first", file=sys.stderr)
        return 1

    pages = {"game": "", "bare": "bench/bare.html"}
    if args.throttle:
        return throttled(args)
    if args.main_thread:
        pages["main"] = "?worker=0"
    other = serve.SiteServer(args.other, prefix="/bench-other/") if args.other else None
    if other is not None:
        other.start()
    results: dict[tuple[str, str], list[dict[str, Any]]] = {}
    load_before = _load()
    print(f"load average before: {load_before}", flush=True)
    with site_and_browser(args) as (server, browser):
        try:
            for run in range(args.runs):
                order = list(pages.items())
                if other is not None:
                    order.insert(1, ("other", other.url))
                for name, path in order if run % 2 == 0 else order[::-1]:
                    url = path if name == "other" else server.url + path
                    loads = measure(browser, url, game=name != "bare")
                    for load in LOADS:
                        results.setdefault((name, load), []).append(loads[load])
                    print(
                        f"run {run + 1}/{args.runs} {name}: "
                        + ", ".join(f"{load} {loads[load]['ready']:.0f} ms" for load in LOADS)
                        + f" (service worker: {loads['warm']['controlled']}, interpreter: "
                        f"{loads['warm']['interpreter_from']}, "
                        f"then {loads['return']['interpreter_from']}, "
                        f"thread: {loads['return']['thread']})",
                        flush=True,
                    )
                for name in GAMES:
                    if (name, "warm") in results:
                        ratios = [results[(name, load)][-1]["ready"]
                                  / results[("bare", load)][-1]["ready"] for load in LOADS[1:]]
                        print(f"run {run + 1} {name}/bare warm {ratios[0]:.3f}, "
                              f"return {ratios[1]:.3f}", flush=True)
        finally:
            if other is not None:
                other.stop()

    print(f"\nload average before: {load_before}, after: {_load()}")
    print(f"medians over {args.runs} runs, ms from navigation start")
    columns = ("ready", "outline", "fcp", "interpreter", "pyodide")
    print(f"{'page':6} {'load':5} " + " ".join(f"{c:>11}" for c in columns))
    medians: dict[tuple[str, str], float | None] = {}
    for (name, load), rows in results.items():
        values = {c: _median([r[c] for r in rows]) for c in columns}
        medians[(name, load)] = values["ready"]
        print(f"{name:6} {load:5} " + " ".join(f"{_fmt(values[c]):>11}" for c in columns))
    for name, load in [(n, c) for n in GAMES for c in LOADS]:
        if (name, load) not in results:
            continue
        game, bare = medians[(name, load)], medians[("bare", load)]
        ratios = paired_ratios(results[(name, load)], results[("bare", load)])
        if game and bare and ratios:
            mid, low, high = median_interval(ratios)
            print(f"{load} ratio {name}/bare, per run: median {mid:.3f} (90 % interval "
                  f"{low:.3f}-{high:.3f}, {len(ratios)} runs); medians {game:.0f}/{bare:.0f} ms "
                  f"({game - bare:+.0f} ms)")
    for load in LOADS if ("main", "cold") in results else ():
        ratios = paired_ratios(results[("game", load)], results[("main", load)])
        if ratios:
            mid, low, high = median_interval(ratios)
            print(f"{load} ratio game/main (worker / main thread), per run: median "
                  f"{mid:.3f} (90 % interval {low:.3f}-{high:.3f}, {len(ratios)} runs)")
    bare_before = {load: _median([r["loading"] for r in results[("bare", load)]])
                   for load in LOADS}
    print("\nbare page, before loadPyodide: "
          + ", ".join(f"{load} {_fmt(bare_before[load]).strip()}" for load in LOADS) + " ms")
    bare_steps = {load: breakdown(results[("bare", load)], BEFORE) for load in LOADS}
    for name, _, _ in BEFORE:
        print(f"{name:30} " + " ".join(_fmt(bare_steps[load][name]) for load in LOADS))
    for page in GAMES:
        if (page, "cold") not in results:
            continue
        print(f"\n{page} start-up, median ms per step")
        steps = {load: breakdown(results[(page, load)]) for load in LOADS}
        print(f"{'step':30} " + " ".join(f"{load:>7}" for load in LOADS))
        for name, _, _ in STEPS:
            print(f"{name:30} " + " ".join(_fmt(steps[load][name]) for load in LOADS))
    return 0


if __name__ == "__main__":
    sys.exit(main())
