#!/usr/bin/env python3
"""A live move from one device to the other: figures, never assertions.

    make relay dist && .venv/bin/python scripts/bench/bench_live_move.py [--games 1]

Serves the built site, starts a Nostr relay on 127.0.0.1 (scripts/relay.py) and plays
live between two fresh Chromium contexts as two people do: Ana presses "Play live",
goes on past the first-time notice and sends the invite (copied: no share sheet); Bia
opens it and goes on; they play ``tests.helpers.WIN`` (29 moves) a game, alternating,
the rematch in the same room between games. Prints, with the median and the 95th
percentile and their 95% intervals (scripts/bench_page.py's ``summary``):

- **tap to record on the other device**: from the mover's ``pointerup`` on the cell to
  the other page's ``<canvas data-record>`` holding the move (a MutationObserver);
- **tap to painted on the other device**: to the end of the animation frame after that
  change (the frame that draws it).

Both clocks are this machine's (``performance.timeOrigin`` plus ``now()``). Each tap
waits for the record before it and the input lock after a move, outside what is timed.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "scripts" / "bench"))

import relay  # noqa: E402
import serve  # noqa: E402
from bench_load import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from bench_page import summary  # noqa: E402

from tests.helpers import WIN  # noqa: E402
from uttt.app.canvas.layout import compute_layout  # noqa: E402
from uttt.app.variants import ULTIMATE  # noqa: E402
from uttt.notation import format_record  # noqa: E402

READY = "html[data-ready='1']"
WAIT_MS = 60_000
LOCK_MS = 300
"""A little longer than the input lock after a move."""
WATCH = """
window.__copied = [];
window.__taps = [];
window.__records = [];
(() => {
  Object.defineProperty(Navigator.prototype, "share", {value: undefined, configurable: true});
  const clip = navigator.clipboard;
  const write = clip.writeText.bind(clip);
  clip.writeText = (text) => { window.__copied.push(String(text)); return write(text); };
  const at = () => performance.timeOrigin + performance.now();
  addEventListener("pointerup", () => window.__taps.push(at()), true);
  addEventListener("DOMContentLoaded", () => {
    const board = document.getElementById("board");
    new MutationObserver(() => {
      const seen = {record: board.dataset.record, at: at(), painted: null};
      window.__records.push(seen);
      requestAnimationFrame(() => setTimeout(() => { seen.painted = at(); }));
    }).observe(board, {attributes: true, attributeFilter: ["data-record"]});
  });
})();
"""
"""An init script: the texts copied, the taps' times, and each record the board shows
with the time it came and the end of the frame that drew it."""


def open_page(browser: Any, url: str) -> Any:
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    page = context.new_page()
    page.add_init_script(WATCH)
    page.goto(url)
    page.wait_for_selector(READY, state="attached", timeout=120_000)
    return page


def invite(ana: Any) -> str:
    ana.click("#live-start")
    ana.click("#live_go")
    ana.wait_for_selector("#live-panel:not([hidden])")
    ana.click("#live_share")
    ana.wait_for_function("() => window.__copied.length > 0", timeout=WAIT_MS)
    return str(ana.evaluate("() => window.__copied[0]"))


def connected(page: Any) -> None:
    page.wait_for_selector("#live-status:text-matches('^Connected')", timeout=WAIT_MS)


def tap(page: Any, cell: int) -> None:
    page.wait_for_timeout(LOCK_MS)
    page.evaluate("document.querySelector('canvas#board').scrollIntoView({block: 'nearest'})")
    box = page.locator("#board").bounding_box()
    x, y = ULTIMATE.cell_rect(compute_layout(box["width"], box["height"]), cell).centre
    page.mouse.click(box["x"] + x, box["y"] + y)


def timed(mover: Any, other: Any, record: str) -> tuple[float, float]:
    """The last tap on ``mover`` to ``record`` on ``other``: shown, and painted."""
    selector = f"canvas#board[data-record={json.dumps(record)}]"
    other.wait_for_selector(selector, state="attached", timeout=WAIT_MS)
    mover.wait_for_selector(selector, state="attached", timeout=WAIT_MS)
    find = "(r) => window.__records.find((s) => s.record === r && s.painted !== null)"
    other.wait_for_function(find, arg=record, timeout=WAIT_MS)
    seen = other.evaluate(find, record)
    tapped = float(mover.evaluate("() => window.__taps[window.__taps.length - 1]"))
    return seen["at"] - tapped, seen["painted"] - tapped


def play(pages: list[Any], games: int, shown: list[float], painted: list[float]) -> None:
    """``games`` games of WIN, the rematch between them (the loser of one opens the next)."""
    for game in range(games):
        if game:
            pages[0].click("#play_again")
            for page in pages:
                page.wait_for_selector("canvas#board[data-record='']", state="attached",
                                       timeout=WAIT_MS)
        for ply, cell in enumerate(WIN):
            mover = pages[(ply + game) % 2]
            other = pages[(ply + game + 1) % 2]
            other.evaluate("() => { window.__records.length = 0; }")  # a round repeats them
            tap(mover, cell)
            result = "1-0" if ply == len(WIN) - 1 else None  # X wins, whoever holds X
            a, b = timed(mover, other, format_record(WIN[:ply + 1], result=result))
            shown.append(a)
            painted.append(b)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1, help="games of 29 moves, in one room")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--worker", choices=("1", "0"), default="1",
                        help="0: the game's Python on the page's main thread")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    shown: list[float] = []
    painted: list[float] = []
    with tempfile.TemporaryDirectory(prefix="uttt-bench-relay-") as folder, \
            relay.running(Path(folder)) as local, \
            serve.SiteServer(args.dist, prefix="/") as site, sync_playwright() as playwright:
        url = f"{site.url}?relays={local.url}&stun=&worker={args.worker}"
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            ana = open_page(browser, url)
            link = invite(ana)
            bia = open_page(browser, link.replace(site.url, url.split("#")[0], 1)
                            if "?" not in link else link)
            bia.click("#live_go")
            for page in (ana, bia):
                connected(page)
            play([ana, bia], args.games, shown, painted)
        finally:
            browser.close()
    mode = "worker" if args.worker == "1" else "main thread"
    print(f"live move, local relay, no STUN, {mode} ({args.games} game(s) of {len(WIN)} moves)")
    print(f"tap to record on the other device    {summary(shown)}")
    print(f"tap to painted on the other device   {summary(painted)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
