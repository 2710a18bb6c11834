"""The game's worker has a Content-Security-Policy of its own. A dedicated worker takes its
policy from its script's response, not from the page's ``<meta>``: without one, a request
to another origin from the worker got out where the page's policy blocked it. The server
sends the policy on ``*-worker.js`` (scripts/serve.py; docs/hosting.md for other hosts),
and the service worker adds it to the worker scripts it serves, for hosts that send no
headers. From the worker, a request to another origin (``127.0.0.2``) is blocked, it
never reaches that server, and the game still plays."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from .conftest import PREFIX, load_serve
from .helpers import click_cell, open_game, wait_record

pytestmark = [pytest.mark.e2e, pytest.mark.saved_interpreter]

# ``no-cors``: without a policy the request goes out and the fetch resolves (an opaque
# answer); a policy that forbids the origin rejects it before any request is made.
FOREIGN_FETCH = """(url) => fetch(url, {mode: "no-cors", cache: "no-store"})
  .then(() => "fetched", (error) => "blocked: " + error)"""
CONTROLLED = """() => navigator.serviceWorker.controller !== null || new Promise((resolve) => {
  navigator.serviceWorker.addEventListener("controllerchange", () => resolve(true),
                                           { once: true });
})"""


class Foreign:
    """A server on another origin (127.0.0.2) that counts the requests it gets."""

    def __init__(self) -> None:
        hits = self.hits = []

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                hits.append(self.path)
                self.send_response(200)
                self.send_header("Content-Length", "2")
                self.end_headers()
                self.wfile.write(b"ok")

            def log_message(self, *args: Any) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.2", 0), Handler)
        self.url = f"http://127.0.0.2:{self.httpd.server_address[1]}/from-the-worker"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()


@pytest.fixture
def foreign() -> Iterator[Foreign]:
    server = Foreign()
    try:
        yield server
    finally:
        server.httpd.shutdown()
        server.httpd.server_close()


def game_worker(page: Any) -> Any:
    workers = [w for w in page.workers if w.url.endswith("/py-worker.js")]
    assert len(workers) == 1, [w.url for w in page.workers]
    return workers[0]


def blocked_and_plays(page: Any, foreign: Foreign) -> None:
    """A request to another origin from the worker is blocked and never arrives; a move
    still plays."""
    answer = game_worker(page).evaluate(FOREIGN_FETCH, foreign.url)
    assert answer.startswith("blocked"), answer
    assert foreign.hits == []
    click_cell(page, 40)
    wait_record(page, "1. e5")


def test_a_request_from_the_worker_to_another_origin_is_blocked(
    page: Any, site_url: str, wait_ready: Callable[[Any], None], foreign: Foreign
) -> None:
    open_game(page, f"{site_url}?worker=1", wait_ready)
    assert page.get_attribute("html", "data-thread") == "worker"
    blocked_and_plays(page, foreign)


def test_the_service_worker_gives_the_worker_its_policy_on_a_host_without_headers(
    browser: Any, dist_dir: Any, wait_ready: Callable[[Any], None], foreign: Foreign
) -> None:
    """A host that sends no header (GitHub Pages): once the service worker controls the
    page, the worker script it serves carries the policy."""
    server = load_serve().SiteServer(dist_dir, prefix=PREFIX, worker_policy=False).start()
    context = browser.new_context(service_workers="allow")
    try:
        page = context.new_page()
        open_game(page, f"{server.url}?worker=1", wait_ready)
        assert page.evaluate(CONTROLLED) is True
        page.reload()
        wait_ready(page)
        blocked_and_plays(page, foreign)
    finally:
        context.close()
        server.stop()
