#!/usr/bin/env python3
"""Trace what of the vendored runtime the page uses; write scripts/build/runtime-files.json.

    .venv/bin/python scripts/build/trace_runtime.py [--check]

Builds an untrimmed site (``build_site.py --trace``: every vendored file, the whole
standard library, the members the committed list names compiled as the page gets them and
the others as sources, and a hook handing the interpreter to the trace) into a temporary
folder, serves it, and walks every feature path of the page in headless Chromium
(tests/e2e/sweep.py: play, the computer at each level, settings, help, review, the
three languages, storage errors, a time-out, a newer save, two tabs). Before each page
goes away it reads ``sys.modules`` (after raising one Python error, so the modules that
report an error are kept too). Recorded: the files under ``vendor/`` the page fetched and
the standard library members its modules were loaded from, lazy imports included (and
the names of the interpreter's frozen and built-in modules, which need no file). The
build copies exactly those (scripts/build/runtime_files.py).

``--check`` writes nothing and exits 1 when the committed list differs from the trace
(tests/e2e/test_runtime_trace.py runs it). Run this script again after changing what
the page imports or upgrading Pyodide; the diff shows what changed.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from typing import Any

import runtime_files

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))  # build_site.py, serve.py

import build_site  # noqa: E402
import serve  # noqa: E402

from tests.e2e.conftest import CHROMIUM, CHROMIUM_ARGS, PREFIX  # noqa: E402
from tests.e2e.sweep import Sweep, run_in_lanes  # noqa: E402

# Runs inside the page's interpreter. No imports beyond sys: the trace must not add any.
READ_MODULES = """
def _members():
    roots = [p + "/" for p in sys.path if p.startswith("/lib/") and p.endswith(".zip")]
    found = set()
    for module in list(sys.modules.values()):
        spec = getattr(module, "__spec__", None)
        origin = getattr(spec, "origin", None) or getattr(module, "__file__", None)
        for root in roots:
            if isinstance(origin, str) and origin.startswith(root):
                member = origin[len(root):]  # compiled: named by its source, as listed
                found.add(member[:-1] if member.endswith(".pyc") else member)
    found.update("frozen:" + name for name in _imp._frozen_module_names())
    found.update("frozen:" + name for name in sys.builtin_module_names)
    return "\\n".join(sorted(found))
import _imp, sys
_members()
"""
RAISE = "raise ValueError('trace: how an error is reported')"
VISIT = """([raise, read]) => {
  const python = globalThis.__utttTrace;
  if (!python) return null;
  try { python.runPython(raise); } catch (error) { String(error); }
  return python.runPython(read);
}"""


def trace(dist: Path) -> runtime_files.RuntimeFiles:
    members: set[str] = set()
    vendor: set[str] = set()
    frozen: set[str] = set()

    def visit(page: Any) -> None:
        listing = page.evaluate(VISIT, [RAISE, READ_MODULES])
        if listing is None:
            raise RuntimeError("no interpreter hook: is this a --trace build?")
        for line in listing.splitlines():
            if line.startswith("frozen:"):
                frozen.add(line.removeprefix("frozen:"))
            elif line:
                members.add(line)

    problems: list[str] = []
    with serve.SiteServer(dist, prefix=PREFIX) as server:
        def lane(playwright: Any) -> Sweep:
            # on the page's main thread, where the trace build's hook reads the interpreter
            # (the worker imports the same modules)
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            return Sweep(browser, f"{server.url}?worker=0", visit=visit,
                         service_workers="block", problems=problems,
                         on_request=lambda url: _vendor(url, server.url, vendor))

        run_in_lanes(lane, f"{PREFIX}uttt:v1:state")
    if problems:
        raise RuntimeError("the sweep met problems:\n" + "\n".join(problems))
    return runtime_files.RuntimeFiles(
        tuple(sorted(vendor)), tuple(sorted(members)), tuple(sorted(frozen))
    )


def _vendor(url: str, base: str, found: set[str]) -> None:
    rel = url.split("?")[0].removeprefix(base)
    if rel != url and rel.startswith("vendor/"):
        found.add(rel)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="compare with the committed list instead of writing it")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="uttt-trace-") as tmp:
        dist = Path(tmp) / "dist"
        build_site.build(dist, site=ROOT / "site", package=ROOT / "uttt",
                         node_modules=ROOT / "node_modules", trace=True)
        traced = trace(dist)
    text = traced.to_json()
    old = runtime_files.LIST_PATH.read_text("utf-8") if runtime_files.LIST_PATH.exists() else ""
    if args.check:
        if text == old:
            print(f"trace_runtime: {runtime_files.LIST_PATH.name} is up to date")
            return 0
        before = set(old.splitlines())
        after = set(text.splitlines())
        print(f"trace_runtime: {runtime_files.LIST_PATH.name} is stale; "
              "run scripts/build/trace_runtime.py", file=sys.stderr)
        for line in sorted(after - before):
            print(f"  + {line.strip()}", file=sys.stderr)
        for line in sorted(before - after):
            print(f"  - {line.strip()}", file=sys.stderr)
        return 1
    runtime_files.LIST_PATH.write_text(text, encoding="utf-8")
    print(f"trace_runtime: wrote {runtime_files.LIST_PATH} "
          f"({len(traced.vendor)} vendor files, {len(traced.stdlib)} stdlib members)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
