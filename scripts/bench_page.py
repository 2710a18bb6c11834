#!/usr/bin/env python3
"""Responsiveness of the built page in headless Chromium: figures, never assertions.

    .venv/bin/python scripts/bench_page.py [--moves 24] [--main-thread] [--dist DIR]
                                                                        (after `make dist`)
    .venv/bin/python scripts/bench_page.py --only two --moves 40 --runs 3
        --dist OLD/dist --dist dist            (two builds, alternated, in one sitting)

Two players: taps a seeded random game through the canvas and reports, for each tap,
the input to the frame that shows it, measured from outside the program (``FRAME_PROBE``:
the release's time stamp to the end of the first frame whose canvas differs at the
tapped cell, the same for any build), then the page's own measure of click to painted
move (the page's ``uttt:input-to-paint`` measures), the redraw time and the longest
main-thread task while playing (``PerformanceObserver`` for ``longtask``). Against the
computer: plays a few moves against each level and reports its time per move (the
page's ``uttt:think`` measures: wall time, search time, slices, iterations) and the
longest main-thread task while it thought. Pondering (Master thinking on the player's
time): waits on each of the player's turns before clicking, and reports the page's
``uttt:ponder`` measures (iterations, search time, longest slice), the longest task and
the click to painted move while it pondered, the tree Master's reply found; then waits
one turn out until the ponder limit, the most one turn can cost. The default page runs
the game's Python in a dedicated worker; ``--main-thread`` measures the page with it on
the main thread (``?worker=0``).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "scripts" / "bench"))  # bench_load.py

import serve  # noqa: E402
from bench_load import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

from uttt.app.canvas.layout import cell_rect, compute_layout  # noqa: E402
from uttt.board import Board  # noqa: E402
from uttt.notation import format_record  # noqa: E402

READY = "html[data-ready='1']"
IDLE = "canvas#board[data-thinking='0']"
LOCK_PAUSE_MS = 300
HOVER_SETTLE_MS = 150
LONG_TASKS = """
window.__utttLong = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__utttLong.push([e.startTime, e.duration]);
}).observe({type: "longtask", buffered: true});
"""
FRAME_PROBE = """
(() => {
  // Input to the frame that shows it, read from outside the program: at the release of a
  // tap (a capturing listener on window, before any of the page's own) the canvas region
  // of the tapped cell is hashed; then, at each frame, after all of that frame's animation
  // frame callbacks (a ResizeObserver on a probe resized in the frame's own callback), the
  // region is hashed again, and the first frame whose region differs ends the measure.
  const probe = { target: null, armed: null, taps: [] };
  window.__utttFrame = probe;
  let box = null;
  let wide = false;

  function digest(t) {
    const canvas = document.getElementById("board");
    const css = canvas.getBoundingClientRect();
    const ratio = canvas.width / css.width;
    const x = Math.floor(t.x * ratio), y = Math.floor(t.y * ratio);
    const w = Math.max(1, Math.ceil(t.w * ratio)), h = Math.max(1, Math.ceil(t.h * ratio));
    const data = canvas.getContext("2d").getImageData(x, y, w, h).data;
    let hash = 2166136261;
    for (let i = 0; i < data.length; i += 1) hash = Math.imul(hash ^ data[i], 16777619);
    return `${canvas.width}x${canvas.height}:${hash >>> 0}`;
  }

  function sampled() {
    const armed = probe.armed;
    if (!armed || !armed.frames) return;
    const now = performance.now();
    if (digest(armed.target) !== armed.base) {
      probe.taps.push({ input: armed.input, handled: armed.handled, frame: now,
                        frames: armed.frames });
      probe.armed = null;
    } else if (now - armed.input > 5000) {
      probe.taps.push({ input: armed.input, missed: true, frames: armed.frames });
      probe.armed = null;
    }
  }

  function frame() {
    const armed = probe.armed;
    if (!armed) return;
    armed.frames += 1;
    wide = !wide;
    box.style.width = wide ? "2px" : "1px";  // its observer runs after this frame's callbacks
    requestAnimationFrame(frame);
  }

  addEventListener("pointerup", (event) => {
    if (!probe.target || probe.armed || event.target.id !== "board") return;
    if (!box) {
      box = document.createElement("div");
      for (const [k, v] of Object.entries({ position: "fixed", left: "0", top: "0", width: "1px",
          height: "1px", visibility: "hidden", pointerEvents: "none" })) box.style[k] = v;
      document.documentElement.appendChild(box);
      new ResizeObserver(sampled).observe(box);
    }
    const target = probe.target;
    probe.armed = { input: event.timeStamp, handled: performance.now(), target,
                    base: digest(target), frames: 0 };
    probe.target = null;
    requestAnimationFrame(frame);
  }, { capture: true });
})();
"""
MEASURES = "(name) => performance.getEntriesByName(name).map((e) => ({ms: e.duration, " \
           "start: e.startTime, ...(e.detail || {})}))"
LONGEST_SINCE = "(t) => Math.max(0, ...window.__utttLong.filter(([s]) => s > t).map(([, d]) => d))"


def percentile(values: list[float], share: float) -> float:
    """The value ``share`` of the way up the sorted values (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def quantile_interval(values: list[float], share: float,
                      level: float = 0.95) -> tuple[float | None, float | None]:
    """A distribution-free confidence interval for the ``share`` quantile: the order
    statistics x(l) and x(u) whose ranks the binomial count of values below the quantile
    falls between with probability at least ``level``, as narrow as it may be and as even
    on both sides. ``None`` for a bound too few values give (e.g. the 95th percentile's
    upper bound under about 60 values)."""
    from math import comb

    ordered, n = sorted(values), len(values)
    if not n:
        return None, None
    pmf = [comb(n, k) * share ** k * (1 - share) ** (n - k) for k in range(n + 1)]
    cdf = [sum(pmf[:k + 1]) for k in range(n + 1)]  # P(count <= k)
    tail = (1 - level) / 2
    # x(l) <= q with P(count >= l) = 1 - cdf[l - 1] >= 1 - tail; q < x(u) likewise.
    low = max((r for r in range(1, n + 1) if cdf[r - 1] <= tail), default=None)
    high = min((r for r in range(1, n + 1) if cdf[r - 1] >= 1 - tail), default=None)
    return (ordered[low - 1] if low else None), (ordered[high - 1] if high else None)


def summary(values: list[float]) -> str:
    """Median and 95th percentile, each with its 95% interval, and the count."""
    def bounds(share: float) -> str:
        low, high = quantile_interval(values, share)
        return (f"[{'-' if low is None else f'{low:.1f}'}, "
                f"{'-' if high is None else f'{high:.1f}'}]")

    return (f"median {statistics.median(values):6.1f} ms {bounds(0.5):>14}"
            f"   p95 {percentile(values, 0.95):6.1f} ms {bounds(0.95):>14}"
            f"   max {max(values):6.1f} ms   n {len(values)}")


def click_cell(page: Any, move: int) -> None:
    box = page.locator("#board").bounding_box()
    x, y = cell_rect(compute_layout(box["width"], box["height"]), move).centre
    page.mouse.click(box["x"] + x, box["y"] + y)


def wait_record_prefix(page: Any, moves: list[int], *, more: bool = False) -> None:
    text = format_record(moves)
    selector = (f'canvas#board[data-record^="{text} "]' if more
                else f'canvas#board[data-record="{text}"]')
    page.wait_for_selector(selector, state="attached", timeout=30_000)


def record_moves(page: Any) -> list[int]:
    from uttt.notation import parse_record

    return parse_record(page.get_attribute("#board", "data-record") or "").moves


def open_page(browser: Any, url: str) -> Any:
    page = browser.new_page(viewport={"width": 390, "height": 844})
    page.add_init_script(LONG_TASKS)
    page.add_init_script(FRAME_PROBE)
    page.goto(url)
    page.wait_for_selector(READY, state="attached", timeout=120_000)
    return page


def tap_cell(page: Any, move: int) -> None:
    """Tap a cell as a mouse does, the pointer on the cell first: the hover's preview is
    painted before the press, so the frame that changes the cell after the release is the
    move's. The probe (``FRAME_PROBE``) is armed with the cell's rectangle."""
    box = page.locator("#board").bounding_box()
    rect = cell_rect(compute_layout(box["width"], box["height"]), move)
    x, y = rect.centre
    page.mouse.move(box["x"] + x, box["y"] + y)
    page.wait_for_timeout(HOVER_SETTLE_MS)
    page.evaluate("(r) => { window.__utttFrame.target = r; }",
                  {"x": rect.x, "y": rect.y, "w": rect.w, "h": rect.h})
    page.mouse.down()
    page.mouse.up()


def frame_taps(page: Any, count: int) -> list[dict[str, Any]]:
    """The probe's taps once it has ``count`` (each ends at its frame or after 5 s)."""
    for _ in range(100):
        taps: list[dict[str, Any]] = page.evaluate("() => window.__utttFrame.taps")
        if len(taps) >= count:
            return taps
        page.wait_for_timeout(100)
    raise TimeoutError(f"the frame probe saw {len(taps)} taps of {count}")


def two_players(browser: Any, url: str, moves: int, seed: int) -> dict[str, Any]:
    """One game of ``moves`` taps: each tap's input to the frame that shows it (the
    probe's), the page's own ``uttt:input-to-paint`` and redraw measures, the longest
    main-thread task."""
    page = open_page(browser, url)
    started = page.evaluate("() => performance.now()")
    rng, board = random.Random(seed), Board()
    while not board.is_game_over() and board.ply < moves:
        move = rng.choice(board.legal_moves())
        tap_cell(page, move)
        board.push(move)
        wait_record_prefix(page, board.moves)
        frame_taps(page, board.ply)
        page.wait_for_timeout(LOCK_PAUSE_MS)
    taps = frame_taps(page, board.ply)
    seen = [t for t in taps if not t.get("missed")]
    figures = {
        "taps": board.ply,
        "missed": len(taps) - len(seen),
        "frame": [t["frame"] - t["input"] for t in seen],
        "frames": [t["frames"] for t in seen],
        "page": [m["ms"] for m in page.evaluate(MEASURES, "uttt:input-to-paint")],
        "redraw": [m["ms"] for m in page.evaluate(MEASURES, "uttt:redraw")],
        "longest": page.evaluate(LONGEST_SINCE, started),
    }
    page.close()
    return figures


def median_shift(before: list[float], after: list[float], *, resamples: int = 2000,
                 seed: int = 0) -> tuple[float, float, float]:
    """The median of ``after`` less that of ``before``, and a 95% bootstrap interval for it
    (percentile method; each side resampled on its own, a fixed seed)."""
    rng = random.Random(seed)
    shifts = sorted(statistics.median(rng.choices(after, k=len(after)))
                    - statistics.median(rng.choices(before, k=len(before)))
                    for _ in range(resamples))
    return (statistics.median(after) - statistics.median(before),
            shifts[int(0.025 * resamples)], shifts[int(0.975 * resamples) - 1])


def print_two_players(figures: dict[str, Any], title: str) -> None:
    print(f"{title}:")
    if figures["frame"]:
        print(f"  input to frame          {summary(figures['frame'])}")
        frames = figures["frames"]
        print(f"  frames after the input  median {statistics.median(frames):.0f}"
              f"   max {max(frames)}")
    if figures["missed"]:
        print(f"  taps no frame showed within 5 s: {figures['missed']}")
    if figures["page"]:
        print(f"  page's input-to-paint   {summary(figures['page'])}")
    if figures.get("redraw"):
        print(f"  redraw                  median {statistics.median(figures['redraw']):6.1f} ms"
              f"   max {max(figures['redraw']):6.1f} ms")
    if "longest" in figures:
        print(f"  longest main-thread task while playing: {figures['longest']:.0f} ms"
              f" (0 = none over 50 ms)")


def against(browser: Any, url: str, level: str, replies: int, seed: int) -> None:
    page = open_page(browser, url)
    page.select_option("#mode", "computer")
    page.select_option("#level", level)
    page.wait_for_selector(f"#level:has(option[value={level}]:checked)", state="attached")
    started = page.evaluate("() => performance.now()")
    rng = random.Random(seed)
    for _ in range(replies):
        board = Board.from_moves(record_moves(page))
        if board.is_game_over():
            break
        move = rng.choice(board.legal_moves())
        click_cell(page, move)
        wait_record_prefix(page, [*board.moves, move], more=True)
        page.wait_for_selector(IDLE, state="attached", timeout=30_000)
        page.wait_for_timeout(LOCK_PAUSE_MS)
    thinks = page.evaluate(MEASURES, "uttt:think")
    longest = page.evaluate(LONGEST_SINCE, started)
    wall = [t["ms"] for t in thinks]
    searched = sum(t.get("search_ms", 0.0) for t in thinks)
    iterations = sum(t.get("iterations", 0) for t in thinks)
    rate = iterations / (searched / 1000.0) if searched else 0.0
    worst = max(thinks, key=lambda t: t.get("longest_slice_ms", 0.0))
    slices = worst.get("longest_slice_ms", 0.0)
    usual = iterations / max(1, sum(t.get("slices", 0) for t in thinks))
    print(f"against {level}, {len(thinks)} computer moves:")
    print(f"  time per move           mean {statistics.mean(wall):7.0f} ms"
          f"   median {statistics.median(wall):7.0f} ms   max {max(wall):7.0f} ms")
    print(f"  search                  {iterations} iterations, {rate:,.0f}/s,"
          f" longest slice {slices:.1f} ms ({worst.get('longest_slice_iterations', 0):.0f}"
          f" iterations; a slice's mean {usual:.0f})")
    print(f"  longest main-thread task while it thought: {longest:.0f} ms"
          f" (0 = none over 50 ms)")
    page.close()


PONDER_DONE = "() => performance.getEntriesByName('uttt:ponder').some((e) => e.detail.limit)"


def pondering(browser: Any, url: str, replies: int, seed: int, wait_ms: int) -> None:
    page = open_page(browser, url)
    page.select_option("#mode", "computer")
    page.select_option("#level", "master")
    page.wait_for_selector("#level:has(option[value=master]:checked)", state="attached")
    rng = random.Random(seed)
    longest, paints = [], []
    for _ in range(replies):
        board = Board.from_moves(record_moves(page))
        if board.is_game_over():
            break
        started = page.evaluate("() => performance.now()")
        page.wait_for_timeout(wait_ms)  # the player thinks: Master ponders
        longest.append(page.evaluate(LONGEST_SINCE, started))
        before = len(page.evaluate(MEASURES, "uttt:input-to-paint"))
        move = rng.choice(board.legal_moves())
        click_cell(page, move)
        wait_record_prefix(page, [*board.moves, move], more=True)
        page.wait_for_selector(IDLE, state="attached", timeout=30_000)
        paints += [m["ms"] for m in page.evaluate(MEASURES, "uttt:input-to-paint")[before:]]
        page.wait_for_timeout(LOCK_PAUSE_MS)
    ponders = page.evaluate(MEASURES, "uttt:ponder")
    thinks = page.evaluate(MEASURES, "uttt:think")
    print(f"pondering against master, {len(thinks)} replies, {wait_ms} ms on each turn:")
    worst = max(ponders, key=lambda p: p["longest_slice_ms"])
    total = sum(p["pondered"] for p in ponders)
    print(f"  pondered                {total} iterations in "
          f"{sum(p['search_ms'] for p in ponders) / 1000:.1f} s of search in "
          f"{sum(p['slices'] for p in ponders)} slices (mean "
          f"{total / max(1, sum(p['slices'] for p in ponders)):.0f} iterations); longest slice "
          f"{worst['longest_slice_ms']:.1f} ms ({worst['longest_slice_iterations']:.0f} "
          "iterations)")
    print(f"  longest main-thread task while pondering: {max(longest, default=0):.0f} ms"
          f" (each turn: {', '.join(f'{x:.0f}' for x in longest)})")
    if paints:
        print(f"  click to painted move   median {statistics.median(paints):6.1f} ms"
              f"   max {max(paints):6.1f} ms")
    print(f"  Master's replies        {statistics.median([t['ms'] for t in thinks]):.0f} ms "
          f"median; tree found (root visits): "
          f"{', '.join(str(int(t.get('carried', 0))) for t in thinks)}")
    started = page.evaluate("() => performance.now()")
    while not page.evaluate(PONDER_DONE):  # the page's CSP forbids wait_for_function
        page.wait_for_timeout(500)
    last = [p for p in page.evaluate(MEASURES, "uttt:ponder") if p.get("limit")][-1]
    rate = last["pondered"] / (last["search_ms"] / 1000.0)
    print(f"  one turn to the limit   {last['pondered']} iterations, {last['search_ms'] / 1000:.1f}"
          f" s of search ({rate:,.0f}/s) in {last['ms'] / 1000:.1f} s, {last['slices']} slices,"
          f" longest {last['longest_slice_ms']:.1f} ms "
          f"({last['longest_slice_iterations']:.0f} iterations); longest task meanwhile "
          f"{page.evaluate(LONGEST_SINCE, started):.0f} ms")
    page.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=24, help="two-player moves to click")
    parser.add_argument("--replies", type=int, default=4, help="computer moves per level")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--ponder-wait", type=int, default=3000,
                        help="ms the player waits on each turn against a pondering Master")
    parser.add_argument("--only", choices=("two", "levels", "ponder"), action="append",
                        help="run only these parts (default: all)")
    parser.add_argument("--main-thread", action="store_true",
                        help="the game's Python on the page's main thread (?worker=0)")
    parser.add_argument("--dist", type=Path, action="append",
                        help="the built site to measure (default: dist/); given twice or more,"
                             " the builds are measured in turn, run after run (--runs)")
    parser.add_argument("--runs", type=int, default=1,
                        help="runs of each part on each build, the builds alternated")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    dists = args.dist or [ROOT / "dist"]
    servers = [serve.SiteServer(dist, prefix="/bench-page/") for dist in dists]
    pooled: dict[Path, dict[str, Any]] = {d: {"taps": 0, "missed": 0, "frame": [],
                                              "frames": [], "page": []}
                                          for d in dists}
    for server in servers:
        server.start()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            parts = args.only or ["two", "levels", "ponder"]
            for run in range(1, args.runs + 1):
                for dist, server in zip(dists, servers, strict=True):
                    if len(dists) > 1 or args.runs > 1:
                        print(f"== {dist} (run {run} of {args.runs})", flush=True)
                    url = server.url + ("?worker=0" if args.main_thread else "")
                    if "two" in parts:
                        figures = two_players(browser, url, args.moves, args.seed)
                        print_two_players(figures, f"two players, {figures['taps']} moves"
                                                   " by taps")
                        for key, value in pooled[dist].items():
                            pooled[dist][key] = value + figures[key]
                    for level in ("beginner", "intermediate", "master") if "levels" in parts \
                            else ():
                        against(browser, url, level, args.replies, args.seed)
                    if "ponder" in parts:
                        pondering(browser, url, args.replies, args.seed, args.ponder_wait)
                    sys.stdout.flush()
            if "two" in parts and (len(dists) > 1 or args.runs > 1):
                for dist in dists:
                    print_two_players(pooled[dist], f"== {dist}, {args.runs} runs pooled,"
                                                    f" {pooled[dist]['taps']} taps")
                first, *_, last = dists
                if len(dists) > 1 and pooled[first]["frame"] and pooled[last]["frame"]:
                    shift, low, high = median_shift(pooled[first]["frame"],
                                                    pooled[last]["frame"])
                    print(f"input to frame, median of {last} less {first}: {shift:+.1f} ms"
                          f" (95% bootstrap interval {low:+.1f} to {high:+.1f} ms)")
            browser.close()
    finally:
        for server in servers:
            server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
