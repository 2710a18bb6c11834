"""How long the path of one event is, counted (not timed): the modules of ``uttt`` whose
code runs for one tap on a cell (its press and release through the runner, the page view
and the board's display list), the follow-up passes a pointer move and a tap run, the
methods of the page's ``Edge``, and the largest modules and folders of ``uttt/``.

    .venv/bin/python scripts/bench/tap_path.py [--modules]

The boundary crossings of a tap in the page are counted in the browser:
``tests/e2e/test_crossings.py``.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path
from types import FrameType
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from uttt.app.controller import passes  # noqa: E402
from uttt.app.controller.runner import Edge, MemoryEdge, Runner  # noqa: E402
from uttt.app.core.event import Event  # noqa: E402
from uttt.app.features.play.events import PointerDown, PointerMove, PointerUp, Tick  # noqa: E402
from uttt.app.features.play.pointer import cell_centre  # noqa: E402
from uttt.app.model.app import App  # noqa: E402
from uttt.app.model.shown import render_view  # noqa: E402
from uttt.app.page.view import page_json  # noqa: E402
from uttt.app.round.record import MatchRecord  # noqa: E402
from uttt.app.scene.render import display_list  # noqa: E402
from uttt.app.scores.book import ScoreBook  # noqa: E402

WALL = 1_700_000_000.0


def fresh_runner() -> Runner:
    """A runner on a fresh round, its first tick given (the clocks follow it)."""
    runner = Runner(App.start(MatchRecord("0" * 16), ScoreBook(), width=360, height=360),
                    MemoryEdge())
    runner.dispatch(Tick(0.5, WALL), wall=WALL)
    return runner


def tap(runner: Runner, move: int, at: float) -> None:
    """A tap on ``move``'s cell and the frame that paints it."""
    x, y = cell_centre(runner.app, move)
    runner.dispatch(PointerDown(x, y, at), wall=WALL + at)
    runner.dispatch(PointerUp(x, y, at + 0.1), wall=WALL + at + 0.1)
    page_json(runner.app, WALL + at + 0.2)
    display_list(render_view(runner.app), runner.app.page.layout)


def modules_of_a_tap() -> Counter[str]:
    """The calls into each module of ``uttt`` during one tap."""
    runner = fresh_runner()
    calls: Counter[str] = Counter()

    def profile(frame: FrameType, event: str, _: Any) -> None:
        name = frame.f_globals.get("__name__", "")
        if event == "call" and name.startswith("uttt"):
            calls[name] += 1

    sys.setprofile(profile)
    try:
        tap(runner, 40, 1.0)
    finally:
        sys.setprofile(None)
    return calls


def passes_run(events: list[Event]) -> list[str]:
    """The names of the follow-up passes run for ``events`` after a fresh round's tick."""
    runner = fresh_runner()
    names: list[str] = []
    original = passes.PASSES
    passes.PASSES = passes.traced(original, names)
    try:
        for event in events:
            runner.dispatch(event, wall=WALL + 2)
    finally:
        passes.PASSES = original
    return names


def edge_methods() -> list[str]:
    """The methods of the page's edge (``runner.Edge``)."""
    return sorted(name for name, value in vars(Edge).items()
                  if callable(value) and not name.startswith("_"))


def sizes() -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
    """The largest modules of ``uttt/`` (lines) and its folders with most modules."""
    modules = sorted(((len(path.read_text().splitlines()), str(path.relative_to(ROOT)))
                      for path in (ROOT / "uttt").rglob("*.py")), reverse=True)
    folders = Counter(str(path.parent.relative_to(ROOT)) for path in (ROOT / "uttt").rglob("*.py")
                      if path.name != "__init__.py")
    return modules[:8], sorted(((n, d) for d, n in folders.items()), reverse=True)[:6]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--modules", action="store_true", help="list the modules of a tap")
    args = parser.parse_args()
    calls = modules_of_a_tap()
    print(f"modules of uttt a tap runs code in: {len(calls)}")
    if args.modules:
        for name, count in sorted(calls.items()):
            print(f"  {name} ({count} calls)")
    x, y = 100.0, 100.0
    moved = passes_run([PointerMove(x, y, 2.0, pressed=False)])
    print(f"follow-up passes a pointer move runs: {len(moved)} ({', '.join(moved)})")
    app = fresh_runner().app
    cx, cy = cell_centre(app, 40)
    tapped = passes_run([PointerDown(cx, cy, 2.0), PointerUp(cx, cy, 2.1)])
    print(f"follow-up passes a tap runs (press and release): {len(tapped)}")
    methods = edge_methods()
    print(f"Edge methods: {len(methods)} ({', '.join(methods)})")
    modules, folders = sizes()
    print("largest modules (lines): " + ", ".join(f"{p} {n}" for n, p in modules))
    print("folders with most modules: " + ", ".join(f"{d} {n}" for n, d in folders))


if __name__ == "__main__":
    main()
