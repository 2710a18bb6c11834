"""axe-core (npm, pinned in package.json) finds no accessibility violation in any state a
player meets: at start, settings open, help open, puzzles open, live evaluation, a result
card, review, the report's graph by keyboard, the computer playing itself (paused), in
each of the three languages.

axe is injected through the DevTools protocol (``page.evaluate``) into a context that
bypasses the page's CSP, which would (rightly) refuse an injected script.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from .helpers import LOCK_PAUSE_MS, click_cell, open_game, resign, wait_record

pytestmark = pytest.mark.e2e

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
RUN = """async () => {
  const result = await axe.run(document, {resultTypes: ["violations"]});
  return result.violations.map((v) => ({id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" "))}));
}"""


def violations(page: Any, state: str) -> list[str]:
    if not page.evaluate("() => typeof axe !== 'undefined'"):
        page.evaluate(AXE.read_text(encoding="utf-8"))
    return [f"{state}: {v['id']} ({v['impact']}) {v['help']} at {v['nodes']}"
            for v in page.evaluate(RUN)]


@pytest.mark.parametrize("locale", ["en-US", "pt-BR", "pt-PT"])
def test_no_axe_violations_in_any_state(
    browser: Any, site_url: str, wait_ready: Callable[[Any], None], locale: str
) -> None:
    if not AXE.is_file():
        pytest.fail("node_modules/axe-core missing: run `npm ci` (make test does)")
    context = browser.new_context(locale=locale, bypass_csp=True)
    try:
        page = context.new_page()
        open_game(page, site_url, wait_ready)
        found = violations(page, "start")
        for opener, panel in (("#open-settings", "#settings-panel"),
                              ("#open-help", "#help-panel"),
                              ("#open-puzzles", "#puzzle-panel")):
            page.click(opener)
            page.wait_for_selector(f"{panel}[open]")
            page.wait_for_timeout(200)  # the panel's texts and board are painted
            found += violations(page, panel)
            page.keyboard.press("Escape")
            page.wait_for_selector(f"{panel}:not([open])", state="attached")
        page.click("#open-settings")
        page.check("#set-live_eval")
        page.click("#close-settings")
        click_cell(page, 40)
        wait_record(page, "1. e5")
        page.wait_for_selector("#eval-side:not([hidden])", timeout=30_000)
        found += violations(page, "live evaluation")
        page.wait_for_timeout(LOCK_PAUSE_MS)
        resign(page)
        page.wait_for_selector("#result:not([hidden])")
        found += violations(page, "result card")
        page.wait_for_selector("#review:not([hidden])")
        page.click("#first")
        found += violations(page, "review")
        page.focus("#graph")
        page.keyboard.press("ArrowLeft")
        found += violations(page, "graph by keyboard")
        page.select_option("#mode", "cvc")  # the round is over: no question asked
        page.click("#cvc_pause")
        page.wait_for_selector("canvas#board[data-cvc='paused']", state="attached")
        found += violations(page, "computer vs computer")
        assert found == []
    finally:
        context.close()
