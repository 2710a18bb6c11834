#!/usr/bin/env python3
"""Take the web manifest's screenshots (``site/icons/screenshot-narrow.png``, a phone
upright in the light theme, and ``screenshot-wide.png``, a desktop in the dark theme)
from the built site in headless Chromium, a few moves into a game. Run after
``python3 scripts/build_site.py``, then again only when the page's look changes:
``.venv/bin/python scripts/make/make_screenshots.py``."""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from uttt.app.canvas.layout import cell_rect, compute_layout  # noqa: E402

MOVES = (40, 36, 4, 37, 13)
SHOTS = {"screenshot-narrow.png": ({"width": 390, "height": 844}, "light"),
         "screenshot-wide.png": ({"width": 1280, "height": 800}, "dark")}


def main() -> None:
    spec = importlib.util.spec_from_file_location("uttt_serve", ROOT / "scripts" / "serve.py")
    assert spec is not None and spec.loader is not None
    serve = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = serve
    spec.loader.exec_module(serve)
    from playwright.sync_api import sync_playwright

    server = serve.SiteServer(ROOT / "dist").start()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=os.environ.get("UTTT_CHROMIUM", "/usr/bin/chromium"),
                args=["--no-sandbox", "--disable-gpu"])
            for name, (viewport, scheme) in SHOTS.items():
                page = browser.new_page(viewport=viewport, color_scheme=scheme,
                                        reduced_motion="reduce")
                page.goto(f"http://{server.host}:{server.port}/")
                page.wait_for_selector("html[data-ready='1']", state="attached", timeout=60_000)
                box = page.locator("#board").bounding_box()
                for move in MOVES:
                    x, y = cell_rect(compute_layout(box["width"], box["height"]), move).centre
                    page.mouse.click(box["x"] + x, box["y"] + y)
                    page.wait_for_timeout(350)
                page.mouse.move(0, 0)
                page.screenshot(path=str(ROOT / "site" / "icons" / name))
                page.close()
            browser.close()
    finally:
        server.stop()


if __name__ == "__main__":
    main()
