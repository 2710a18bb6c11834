#!/usr/bin/env python3
"""What each module of the page costs to import in the browser, before the first frame.

    .venv/bin/python scripts/bench/bench_imports.py [--runs 5] [--top 30]   (after `make dist`)

Loads the built site in headless Chromium with site/start.js served with a profiler put
in front of ``import main``: it wraps the import system's ``_find_and_load`` (which the
interpreter calls for every module not yet in ``sys.modules``) and
``dataclasses._process_class`` (the class-building that generates and ``exec``s each
dataclass's methods), and keeps each module's own time (its import minus the imports it
triggered) until the first frame. Prints, as medians over the runs (each a fresh
profile), the total import time, the time spent building dataclasses and how many, and
the modules with the most own time. The profiler's own cost is in the totals (a few
microseconds a module), so compare them with each other, not with scripts/bench/bench_load.py.
``--functions N`` profiles every function call instead (the interpreter's ``_lsprof``,
which slows Python down several times: read its figures as shares) and prints the N
functions with the most own time, from ``import main`` to the first frame.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # scripts/, for serve.py
import serve
from bench_load import CHROMIUM, CHROMIUM_ARGS, READY

ROOT = Path(__file__).resolve().parents[2]

# Runs in the page's interpreter just before `import main`.
PROFILER = r'''
import sys, time
_bootstrap = sys.modules["_frozen_importlib"]
_real_find_and_load = _bootstrap._find_and_load
_stack = [0.0]
_own = {}
_dc = [0.0, 0]

def _find_and_load(name, import_):
    start = time.perf_counter()
    _stack.append(0.0)
    try:
        return _real_find_and_load(name, import_)
    finally:
        spent = time.perf_counter() - start
        children = _stack.pop()
        _own[name] = _own.get(name, 0.0) + spent - children
        _stack[-1] += spent

_bootstrap._find_and_load = _find_and_load
import dataclasses
_real_process = dataclasses._process_class

def _process_class(*args, **kwargs):
    start = time.perf_counter()
    try:
        return _real_process(*args, **kwargs)
    finally:
        _dc[0] += time.perf_counter() - start
        _dc[1] += 1

dataclasses._process_class = _process_class

_calls = None
if FUNCTIONS:
    import _lsprof
    _calls = _lsprof.Profiler()
    _calls.enable()

def _report():
    import json
    if _calls is not None:
        _calls.disable()
    _bootstrap._find_and_load = _real_find_and_load
    dataclasses._process_class = _real_process
    functions = {}
    for entry in (_calls.getstats() if _calls is not None else ()):
        code = entry.code
        name = (code if isinstance(code, str) else
                f"{code.co_filename.rsplit('/', 1)[-1]}:{code.co_firstlineno}:{code.co_name}")
        functions[name] = functions.get(name, 0.0) + entry.inlinetime * 1000
    return json.dumps({"own": {k: v * 1000 for k, v in _own.items()},
                       "total": _stack[0] * 1000, "dataclass_ms": _dc[0] * 1000,
                       "dataclasses": _dc[1], "functions": functions})
'''

# The comment that opens site/start.js's imports after the first frame.
LATER = "// What the first frame does not need"

HOOK = """
pyodide.runPython(__PROFILER__);
globalThis.__utttImports = () => pyodide.runPython("_report()");
performance.mark("uttt:main");"""


def start_js(original: str, functions: bool = False) -> str:
    marker = 'performance.mark("uttt:main");'
    if marker not in original:
        raise SystemExit("bench_imports: site/start.js has no uttt:main mark to hook")
    # No background imports after the first frame: only what the first frame needs. The
    # loader is cut where they begin (its last part), so it stays whole JavaScript.
    if LATER not in original:
        raise SystemExit(f"bench_imports: site/start.js has no {LATER!r} to cut at")
    original = original[: original.index(LATER)]
    profiler = f"FUNCTIONS = {functions}\n" + PROFILER
    return original.replace(marker, HOOK.replace("__PROFILER__", json.dumps(profiler)), 1)


def measure(browser: Any, url: str, functions: bool) -> dict[str, Any]:
    context = browser.new_context(service_workers="block")
    try:
        page = context.new_page()

        def serve_start(route: Any) -> None:
            response = route.fetch()
            route.fulfill(response=response, body=start_js(response.text(), functions))

        page.route("**/start.js", serve_start)
        page.goto(url)
        page.wait_for_selector(READY, state="attached", timeout=120_000)
        return json.loads(page.evaluate("() => globalThis.__utttImports()"))
    finally:
        context.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--functions", type=int, default=0,
                        help="profile every call and print this many functions")
    args = parser.parse_args(argv)

    from playwright.sync_api import sync_playwright

    rows: list[dict[str, Any]] = []
    with (
        serve.SiteServer(args.dist, prefix="/bench-imports/") as server,
        sync_playwright() as playwright,
    ):
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            for run in range(args.runs):
                rows.append(measure(browser, server.url, args.functions > 0))
                print(f"run {run + 1}/{args.runs}: imports {rows[-1]['total']:.0f} ms, "
                      f"dataclasses {rows[-1]['dataclass_ms']:.0f} ms "
                      f"({rows[-1]['dataclasses']})", flush=True)
        finally:
            browser.close()

    def med(key: str) -> float:
        return statistics.median(row[key] for row in rows)

    names = set().union(*(row["own"] for row in rows))
    own = {name: statistics.median(row["own"].get(name, 0.0) for row in rows) for name in names}
    print(f"\nmedians over {args.runs} runs: {len(names)} modules imported, "
          f"{med('total'):.1f} ms in all; building {med('dataclasses'):.0f} dataclasses "
          f"{med('dataclass_ms'):.1f} ms")
    print(f"{'module':40} {'own ms':>7}")
    for name, ms in sorted(own.items(), key=lambda item: -item[1])[: args.top]:
        print(f"{name:40} {ms:7.1f}")
    if args.functions:
        names = set().union(*(row["functions"] for row in rows))
        spent = {name: statistics.median(row["functions"].get(name, 0.0) for row in rows)
                 for name in names}
        print(f"\nfunctions, own ms (profiled: {sum(spent.values()):.0f} ms in all)")
        for name, ms in sorted(spent.items(), key=lambda item: -item[1])[: args.functions]:
            print(f"{name[-60:]:60} {ms:7.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
