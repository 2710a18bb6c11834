"""Fixtures for the browser tests: the built site served under a sub-path, and Chromium.

The site must already be built (``make test`` and ``make e2e`` build it first); a missing
``dist/`` fails the tests with a clear message instead of skipping them.
"""

from __future__ import annotations

import importlib.util
import os
import re
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
PREFIX = "/some/path/"
CHROMIUM = os.environ.get("UTTT_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
READY_SELECTOR = "html[data-ready='1']"
READY_TIMEOUT_MS = 60_000
# The game's Python runs in a worker (the site's default). ``UTTT_E2E_WORKER=0`` (``make
# test-main``) runs every page the tests open on the page's main thread instead, as a
# browser without module workers does: before any of the page's scripts, the game's
# document gets ``worker=0`` in its address (history.replaceState: no navigation, no
# request), as if opened so; a page opened with ``worker=`` in its address keeps it.
WORKER_MODE = os.environ.get("UTTT_E2E_WORKER", "1") != "0"
MAIN_THREAD_SWITCH = """
if (/^https?:$/.test(location.protocol) && /\\/(index\\.html)?$/.test(location.pathname)) {
  const url = new URL(location.href);
  if (!url.searchParams.has("worker")) {
    url.searchParams.set("worker", "0");
    history.replaceState(history.state, "", url.href);
  }
}
"""

# Collects CSP violations from the first moment of every document (init scripts run
# through the DevTools protocol, so the page's own CSP does not block them).
CSP_WATCH = """
window.__utttCsp = [];
document.addEventListener("securitypolicyviolation", (e) => {
  window.__utttCsp.push({directive: e.violatedDirective, blocked: e.blockedURI,
                         source: e.sourceFile, line: e.lineNumber});
});
"""


# The page saves its interpreter (site/snapshot.js) 5 s after it is ready, in a worker that
# starts a second interpreter: a second start-up's work, beside the test's, in every test
# that runs that long. In a test not marked ``saved_interpreter`` the page's offer to save
# gets a worker that never answers, as when a visit ends before the snapshot is made: the
# page makes none, keeps no mark, and each reload is a plain start. The tests of the
# saved interpreter, and those of caches, storage and the first visit, are marked.
SAVED_INTERPRETER_OFF = """
(() => {
  const Real = globalThis.Worker;
  if (typeof Real !== "function") return;
  const Worker = function Worker(url, options) {
    if (String(url).includes("/snapshot-worker.js")) {
      return { postMessage() {}, terminate() {}, addEventListener() {} };
    }
    return new Real(url, options);
  };
  Worker.prototype = Real.prototype;
  globalThis.Worker = Worker;
})();
"""


@dataclass
class Running:
    """What the running test asks of the pages it opens."""

    saved_interpreter: bool = False


RUNNING = Running()


def address(url: str) -> str:
    """``url`` as the tests expect it: without the ``worker=0`` the main-thread switch put in.

    >>> address("http://h/p/#t1")
    'http://h/p/#t1'
    """
    if WORKER_MODE:
        return url
    parts = urlsplit(url)
    query = [(k, v) for k, v in parse_qsl(parts.query) if (k, v) != ("worker", "0")]
    return parts._replace(query=urlencode(query)).geturl()


def main_thread_address(url: str) -> str:
    """``url`` as the main-thread mode opens it: the game's document with ``worker=0`` in
    its address unless it names a mode (the rule of ``MAIN_THREAD_SWITCH``), so that going
    to a link of the document a tab shows changes only its hash there too, as in the
    worker.

    >>> main_thread_address("http://h/p/#t1")
    'http://h/p/?worker=0#t1'
    >>> main_thread_address("http://h/p/?open=help&worker=1")
    'http://h/p/?open=help&worker=1'
    >>> main_thread_address("http://h/p/bench/engine.html?scale=1")
    'http://h/p/bench/engine.html?scale=1'
    """
    parts = urlsplit(url)
    query = parse_qsl(parts.query, keep_blank_values=True)
    if (parts.scheme not in ("http", "https") or not re.search(r"/(index\.html)?$", parts.path)
            or any(k == "worker" for k, _ in query)):
        return url
    return parts._replace(query=urlencode([*query, ("worker", "0")])).geturl()


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "saved_interpreter: the test's pages save their interpreter (site/snapshot.js)"
                   " as a browser's do; in other tests they never finish saving it")


def load_script(name: str) -> ModuleType:
    """``scripts/<name>.py`` as a module (``uttt_<name>``)."""
    spec = importlib.util.spec_from_file_location(f"uttt_{name}", ROOT / "scripts" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def load_serve() -> ModuleType:
    return load_script("serve")


@dataclass
class RequestLog:
    """Every URL the browser context asked for (pages and service worker alike)."""

    urls: list[str] = field(default_factory=list)

    def record(self, request: Any) -> None:
        self.urls.append(request.url)

    def foreign(self, origin: str) -> list[str]:
        """URLs not on ``origin`` (data: and blob: URLs never leave the page)."""
        return [
            url
            for url in self.urls
            if urlsplit(url).scheme not in ("data", "blob") and not url.startswith(origin + "/")
        ]


@dataclass
class PageWatch:
    """Console errors and uncaught exceptions of one page; CSP violations on demand."""

    page: Any
    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)

    def csp_violations(self) -> list[dict[str, Any]]:
        return list(self.page.evaluate("window.__utttCsp || []"))

    def problems(self) -> list[str]:
        found = [f"console error: {text}" for text in self.console_errors]
        found += [f"page error: {text}" for text in self.page_errors]
        found += [f"CSP violation: {v}" for v in self.csp_violations()]
        return found


@pytest.fixture(scope="session")
def dist_dir() -> Path:
    for name in ("index.html", "sw.js", "start.js", "vendor/pyodide/pyodide.asm.wasm"):
        if not (DIST / name).is_file():
            pytest.fail(f"{DIST / name} is missing: build the site first (`make dist`)")
    if "__UTTT_VERSION__" in (DIST / "sw.js").read_text(encoding="utf-8"):
        pytest.fail("dist/sw.js still has its placeholders: rebuild with `make dist`")
    return DIST


@pytest.fixture(scope="session")
def builds(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The site built apart, four ways at once (tests/e2e/builds.py): by name."""
    from .builds import build_all

    return build_all(tmp_path_factory.mktemp("builds"))


@pytest.fixture(scope="session")
def site_server(dist_dir: Path) -> Iterator[Any]:
    server = load_serve().SiteServer(dist_dir, prefix=PREFIX).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def site_url(site_server: Any) -> str:
    """``http://127.0.0.1:<port>/some/path/``"""
    return str(site_server.url)


@pytest.fixture(scope="session")
def site_origin(site_server: Any) -> str:
    return str(site_server.origin)


@pytest.fixture(scope="session")
def relay_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A Nostr relay on 127.0.0.1 (scripts/relay.py: ``nostr-relay`` from ``.venv-relay``,
    its configuration and events in a temporary folder), for the live room's tests:
    ``ws://127.0.0.1:<port>``."""
    relay = load_script("relay")
    try:
        running = relay.LocalRelay(tmp_path_factory.mktemp("relay")).start()
    except relay.RelayError as err:
        pytest.fail(str(err))
    try:
        yield str(running.url)
    finally:
        running.stop()


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = launch(playwright)
        try:
            yield browser
        finally:
            browser.close()


def launch(playwright: Any) -> Any:
    """Chromium as the tests use it (the ``browser`` fixture's, or another, as
    tests/e2e/sweep.py's lanes launch in threads of their own)."""
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(f"{CHROMIUM} not found: run scripts/setup/ensure_chromium.sh (or `make test`)")
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    if not WORKER_MODE:
        switch_to_main_thread(browser)
    save_interpreters_if_asked(browser)
    return browser


def switch_to_main_thread(browser: Any) -> None:
    """Every context this browser makes (fixtures' and tests' own) opens the game with its
    Python on the page's main thread; its pages' ``goto`` goes to the game's main-thread
    address."""
    new_context = browser.new_context

    def main_thread_context(*args: Any, **kwargs: Any) -> Any:
        context = new_context(*args, **kwargs)
        context.add_init_script(MAIN_THREAD_SWITCH)
        new_page = context.new_page

        def main_thread_page(*args: Any, **kwargs: Any) -> Any:
            page = new_page(*args, **kwargs)
            goto = page.goto
            page.goto = lambda url, **options: goto(main_thread_address(url), **options)
            return page

        context.new_page = main_thread_page
        return context

    browser.new_context = main_thread_context


def save_interpreters_if_asked(browser: Any) -> None:
    """Every context this browser makes runs ``SAVED_INTERPRETER_OFF`` unless the running
    test is marked ``saved_interpreter``."""
    new_context = browser.new_context

    def context(*args: Any, **kwargs: Any) -> Any:
        made = new_context(*args, **kwargs)
        if not RUNNING.saved_interpreter:
            made.add_init_script(SAVED_INTERPRETER_OFF)
        return made

    browser.new_context = context


@pytest.fixture(autouse=True)
def saved_interpreter(request: pytest.FixtureRequest) -> Iterator[bool]:
    """Whether the test's pages save their interpreter (the ``saved_interpreter`` mark)."""
    RUNNING.saved_interpreter = request.node.get_closest_marker("saved_interpreter") is not None
    try:
        yield RUNNING.saved_interpreter
    finally:
        RUNNING.saved_interpreter = False


@pytest.fixture
def requests_log() -> RequestLog:
    return RequestLog()


@pytest.fixture
def context(browser: Any, requests_log: RequestLog) -> Iterator[Any]:
    """A fresh profile (empty caches, no service worker) recording every request."""
    context = browser.new_context(service_workers="allow")
    context.on("request", requests_log.record)
    try:
        yield context
    finally:
        context.close()


@pytest.fixture
def page(context: Any) -> Any:
    page = context.new_page()
    page.add_init_script(CSP_WATCH)
    return page


@pytest.fixture
def watch(page: Any) -> PageWatch:
    watch = PageWatch(page)

    def on_console(message: Any) -> None:
        if message.type == "error":
            watch.console_errors.append(message.text)

    page.on("console", on_console)
    page.on("pageerror", lambda error: watch.page_errors.append(str(error)))
    return watch


def wait_for_ready(page: Any, timeout_ms: int = READY_TIMEOUT_MS) -> None:
    """Wait until main.py sets ``data-ready="1"`` on <html>.

    A selector wait, not ``wait_for_function``: the latter evaluates a string inside the
    page, which the page's CSP (rightly) forbids.
    """
    page.wait_for_selector(READY_SELECTOR, state="attached", timeout=timeout_ms)


@pytest.fixture
def wait_ready() -> Callable[..., None]:
    return wait_for_ready
