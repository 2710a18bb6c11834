#!/usr/bin/env python3
"""The live room's network between two pages on this machine: figures, never assertions.

    make relay dist && .venv/bin/python scripts/bench/bench_live.py [--rounds 8] [--messages 100]

Serves the built site, starts a Nostr relay on 127.0.0.1 (scripts/relay.py) and opens the
game in two fresh Chromium contexts a round, each joining one room through that relay with
no STUN server (``utttLive.join``, as site/outputs.js does for ``live-join``; the replies
are caught before the game's Python). Prints, with the median and the 95th percentile
and their 95% intervals (scripts/bench_page.py's ``summary``):

- **join to peer seen**: from the join call to the page's ``live-peer`` reply for the
  other page (both join at once), per page and round;
- **text sent to received**: from ``utttLive.send`` on one page to the ``live-message``
  reply on the other (both clocks are this machine's: ``performance.timeOrigin`` plus
  ``now()``), one text of about 100 characters at a time (a move's size), each way.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "scripts" / "bench"))

import relay  # noqa: E402
import serve  # noqa: E402
from bench_load import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from bench_page import summary  # noqa: E402

READY = "html[data-ready='1']"
CATCH = """() => {
  const forward = globalThis.utttReply;
  globalThis.__live = [];
  globalThis.utttReply = (message) => {
    if (!String(message.kind).startsWith("live-")) return forward(message);
    globalThis.__live.push({ ...message, at: performance.timeOrigin + performance.now() });
  };
}"""
JOIN = """([room, config]) => {
  const at = performance.timeOrigin + performance.now();
  globalThis.utttLive.join(room, "bench", "player", config);
  return at;
}"""
SEND = """([peer, text]) => {
  const at = performance.timeOrigin + performance.now();
  globalThis.utttLive.send(JSON.stringify([[peer, text]]));
  return at;
}"""
HEARD = "() => globalThis.__live"
WAIT_S = 30.0


def wait_for(page: Any, kind: str, test: Any) -> dict[str, Any]:
    deadline = time.monotonic() + WAIT_S
    while time.monotonic() < deadline:
        for message in page.evaluate(HEARD):
            if message["kind"] == kind and test(message):
                return dict(message)
        page.wait_for_timeout(2)
    raise SystemExit(f"bench_live: no {kind} within {WAIT_S:.0f} s")


def open_page(browser: Any, url: str) -> Any:
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector(READY, state="attached", timeout=120_000)
    page.evaluate(CATCH)
    return page


def one_round(browser: Any, url: str, config: str, messages: int,
              joins: list[float], texts: list[float]) -> None:
    pages = [open_page(browser, url), open_page(browser, url)]
    try:
        room = f"bench-{uuid.uuid4().hex}"
        started = [page.evaluate(JOIN, [room, config]) for page in pages]
        seen = [wait_for(page, "live-peer", lambda m: m["present"]) for page in pages]
        joins += [s["at"] - t for s, t in zip(seen, started, strict=True)]
        ids = [s["peer"] for s in seen]  # each page's name for the other
        for i in range(messages):
            sender, receiver = (0, 1) if i % 2 == 0 else (1, 0)
            text = json.dumps({"n": i, "kind": "move", "cell": 40, "clock": 123456,
                               "pad": "x" * 40})
            sent = pages[sender].evaluate(SEND, [ids[sender], text])
            got = wait_for(pages[receiver], "live-message", lambda m, t=text: m["text"] == t)
            texts.append(got["at"] - sent)
    finally:
        for page in pages:
            page.context.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=8, help="pairs of pages (joins)")
    # (at most about 1000 figures in all: the intervals' binomial sums overflow beyond)
    parser.add_argument("--messages", type=int, default=100, help="texts a round, both ways")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    joins: list[float] = []
    texts: list[float] = []
    with tempfile.TemporaryDirectory(prefix="uttt-bench-relay-") as folder, \
            relay.running(Path(folder)) as local, \
            serve.SiteServer(args.dist, prefix="/") as site, sync_playwright() as playwright:
        config = json.dumps({"relays": [local.url], "stun": []})
        url = f"{site.url}?relays={local.url}&stun="
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            for _ in range(args.rounds):
                one_round(browser, url, config, args.messages, joins, texts)
        finally:
            browser.close()
    print(f"live room, local relay, no STUN ({args.rounds} rounds of two pages)")
    print(f"join to peer seen       {summary(joins)}")
    print(f"text sent to received   {summary(texts)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
