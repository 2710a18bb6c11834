#!/usr/bin/env python3
"""Bytes of a first visit: every file fetched on a cold load plus what the service worker
precaches, raw and gzipped, biggest first.

    .venv/bin/python scripts/bench/bench_bytes.py [--dist dist] [--static]

Loads the built site in headless Chromium with a fresh profile, waits until the game is
ready and the service worker has stored its precache, and lists each file of ``dist/``
the browser asked for (page and worker alike) or the worker's precache names (read from
``dist/sw.js``), once. Gzip is level 6, what a static host typically sends; files already
compressed (the zips) gain little. ``--static`` skips the browser and counts the precache
list alone. The floor is the interpreter's wasm: no first visit can be smaller.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # scripts/, for serve.py
import serve

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]
FLOOR = "vendor/pyodide/pyodide.asm.wasm"
TARGET_GZIP = 5.0e6


def precached(dist: Path) -> set[str]:
    text = (dist / "sw.js").read_text(encoding="utf-8")
    found = re.search(r"const PRECACHE = (\[.*?\]);", text, re.S)
    if found is None:
        raise SystemExit("bench_bytes: no PRECACHE in dist/sw.js; run `make dist`")
    return {"index.html" if e["url"] == "./" else e["url"] for e in json.loads(found.group(1))}


def fetched(dist: Path) -> set[str]:
    from playwright.sync_api import sync_playwright

    urls: list[str] = []
    with serve.SiteServer(dist, prefix="/bytes/") as server, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            context = browser.new_context(service_workers="allow")
            context.on("request", lambda request: urls.append(request.url))
            page = context.new_page()
            page.goto(server.url)
            page.wait_for_selector("html[data-ready='1']", state="attached", timeout=120_000)
            page.evaluate("() => navigator.serviceWorker.ready.then(() => true)")
            context.close()
        finally:
            browser.close()
        base = server.url
    files = set()
    for url in urls:
        rel = url.split("?")[0].split("#")[0].removeprefix(base)
        if rel != url:
            files.add(rel or "index.html")
    return {rel for rel in files if (dist / rel).is_file()}


def table(dist: Path, files: set[str]) -> tuple[list[tuple[str, int, int]], int, int]:
    rows = []
    for rel in sorted(files):
        data = (dist / rel).read_bytes()
        rows.append((rel, len(data), len(gzip.compress(data, compresslevel=6, mtime=0))))
    rows.sort(key=lambda row: -row[2])
    return rows, sum(r[1] for r in rows), sum(r[2] for r in rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--static", action="store_true", help="precache list only, no browser")
    args = parser.parse_args(argv)
    files = precached(args.dist) | {"sw.js"}  # the worker's script is fetched, not cached
    if not args.static:
        files |= fetched(args.dist)
    rows, raw, zipped = table(args.dist, files)
    print(f"{'file':52} {'raw':>11} {'gzip':>11}")
    for rel, size, packed in rows:
        print(f"{rel:52} {size:11,} {packed:11,}")
    print(f"{'total (' + str(len(rows)) + ' files)':52} {raw:11,} {zipped:11,}")
    floor = next((packed for rel, _, packed in rows if rel == FLOOR), 0)
    print(f"biggest: {', '.join(rel for rel, _, _ in rows[:3])}")
    print(f"floor (the interpreter's wasm alone): {floor / 1e6:.2f} MB gzip; "
          f"first visit {zipped / 1e6:.2f} MB gzip = floor + {(zipped - floor) / 1e6:.2f} MB "
          f"({zipped / floor:.2f}x); target {TARGET_GZIP / 1e6:.1f} MB: "
          f"{'met' if zipped <= TARGET_GZIP else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
