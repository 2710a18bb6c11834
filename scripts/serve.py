#!/usr/bin/env python3
"""Serve the built site (``dist/``) on the loopback interface, optionally under a sub-path.

    python3 scripts/serve.py                       # http://127.0.0.1:8000/
    python3 scripts/serve.py --port 9000 --prefix /uttt/

As a library (the e2e tests and the benchmark use it)::

    with SiteServer(Path("dist"), prefix="/some/path/") as server:
        print(server.url)  # http://127.0.0.1:<free port>/some/path/

Files are sent with ``Cache-Control: no-cache`` plus an ``ETag`` (file mtime in ns and
size), so the browser revalidates (a cheap 304) instead of using stale files after a
rebuild; offline use is the service worker's job, not the HTTP cache's.
``If-Modified-Since`` is ignored: at one-second resolution two builds within a second
would look unchanged (and Chromium checks service-worker updates with it alone).

The worker scripts (``*-worker.js``) are sent with the page's Content-Security-Policy
as a header (the ``<meta>`` of the served ``index.html``, its ``connect-src`` only the
site's own origin: ``worker_policy``): a dedicated worker takes its
policy from its script's response, not from the page (docs/hosting.md).
``--no-worker-policy`` leaves it out, as a host that sends no headers (the service worker
then adds it once it controls the page).

Like a static host, it compresses what is worth compressing (text, the interpreter's
``.wasm``; not the ``.zip`` archives or the icons, already deflated): brotli when the
client accepts it and a brotli module is installed (``brotli`` or ``brotlicffi``; none
is required), else gzip at level 6, with ``Content-Encoding`` and ``Vary: Accept-Encoding``
and an ``ETag`` of its own per encoding. ``--no-compress`` sends every file as it is.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import io
import os
import sys
import threading
from collections.abc import Callable
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import TracebackType
from typing import Any
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent

MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".py": "text/x-python",
    ".zip": "application/zip",
    ".png": "image/png",
    ".css": "text/css",
    ".html": "text/html",
    ".svg": "image/svg+xml",
    ".data": "application/octet-stream",
}

# What a static host compresses: text and the interpreter. The .zip archives (the standard
# library, the game) and the PNG icons are already deflated.
COMPRESSIBLE = frozenset(
    {".wasm", ".mjs", ".js", ".json", ".webmanifest", ".py", ".css", ".html", ".svg", ".data"}
)
GZIP_LEVEL = 6
WORKER_SCRIPT = "-worker.js"
"""The end of a dedicated worker's script name: sent with the page's policy."""
_POLICY_MARKER = 'http-equiv="Content-Security-Policy" content="'


def page_policy(index_html: str) -> str | None:
    """The Content-Security-Policy of a page's ``<meta>`` (``None``: it has none).

    >>> page_policy('<meta http-equiv="Content-Security-Policy" content="img-src data:">')
    'img-src data:'
    """
    start = index_html.find(_POLICY_MARKER)
    if start < 0:
        return None
    start += len(_POLICY_MARKER)
    return index_html[start : index_html.index('"', start)]


def worker_policy(policy: str) -> str:
    """The page's workers' policy: the page's, connecting to the site's own origin only
    (the live room's relays, which the build adds to the page's ``connect-src``, are the
    page's: no worker opens a socket).

    >>> worker_policy("default-src 'self'; connect-src 'self' wss://r.example; img-src data:")
    "default-src 'self'; connect-src 'self'; img-src data:"
    """
    parts = [part.strip() for part in policy.split(";")]
    return "; ".join("connect-src 'self'" if part.split()[:1] == ["connect-src"] else part
                     for part in parts)


def _worker_policy(page: str) -> str | None:
    policy = page_policy(page)
    return None if policy is None else worker_policy(policy)


def _brotli() -> Callable[[bytes], bytes] | None:
    """brotli's ``compress`` when a brotli module is installed (none is required)."""
    for name in ("brotli", "brotlicffi"):
        try:
            module = __import__(name)
        except ImportError:
            continue
        compress: Callable[[bytes], bytes] = module.compress
        return compress
    return None


BROTLI = _brotli()


def gzip_bytes(data: bytes) -> bytes:
    """``data`` gzipped as a host sends it (level 6, no file name or time: stable bytes)."""
    return gzip.compress(data, compresslevel=GZIP_LEVEL, mtime=0)


def accepted(header: str) -> set[str]:
    """The content codings an ``Accept-Encoding`` header accepts (``q=0`` refuses one)."""
    codings = set()
    for part in header.split(","):
        name, _, params = part.strip().partition(";")
        quality = params.strip().removeprefix("q=").strip() if "q=" in params else "1"
        try:
            refused = float(quality) == 0
        except ValueError:
            refused = False
        if name.strip() and not refused:
            codings.add(name.strip().lower())
    return codings


def choose_encoding(path: str, accept_encoding: str, *, brotli: bool) -> str | None:
    """``"br"``, ``"gzip"`` or None (sent as it is) for a file at ``path``."""
    if os.path.splitext(path)[1].lower() not in COMPRESSIBLE:
        return None
    codings = accepted(accept_encoding)
    if brotli and "br" in codings:
        return "br"
    if "gzip" in codings or "*" in codings:
        return "gzip"
    return None


class _Compressed:
    """Compressed bodies by (path, encoding), kept while the file's ETag is unchanged."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._bodies: dict[tuple[str, str], tuple[str, bytes]] = {}

    def get(self, path: str, encoding: str, etag: str) -> bytes:
        with self._lock:
            kept = self._bodies.get((path, encoding))
        if kept is not None and kept[0] == etag:
            return kept[1]
        with open(path, "rb") as file:
            data = file.read()
        body = BROTLI(data) if encoding == "br" and BROTLI else gzip_bytes(data)
        with self._lock:
            self._bodies[(path, encoding)] = (etag, body)
        return body


def normalise_prefix(prefix: str) -> str:
    """``"some/path"`` -> ``"/some/path/"``; ``""`` -> ``"/"``."""
    parts = [part for part in prefix.split("/") if part]
    return "/" + "".join(f"{part}/" for part in parts)


class SiteHandler(SimpleHTTPRequestHandler):
    """Static files from ``directory``, visible only under ``prefix``."""

    def __init__(
        self,
        *args: Any,
        prefix: str = "/",
        quiet: bool = False,
        compress: bool = True,
        bodies: _Compressed | None = None,
        worker_policy: str | None = None,
        **kwargs: Any,
    ):
        self.prefix = prefix
        self.worker_policy = worker_policy
        self.quiet = quiet
        self.compress = compress
        self.bodies = bodies if bodies is not None else _Compressed()
        self.etag: str | None = None
        self.encoding: str | None = None
        self.extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
        super().__init__(*args, **kwargs)

    def _strip_prefix(self) -> bool:
        """Rewrite ``self.path`` relative to the prefix; answer it directly if outside."""
        path = urlsplit(self.path).path
        if path + "/" == self.prefix:
            self.send_response(HTTPStatus.MOVED_PERMANENTLY)
            self.send_header("Location", self.prefix)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return False
        if not path.startswith(self.prefix):
            self.send_error(HTTPStatus.NOT_FOUND, "outside the site's prefix")
            return False
        self.path = "/" + self.path[len(self.prefix) :]
        return True

    def send_head(self) -> Any:
        self.etag = None
        self.encoding = None
        path = self.translate_path(self.path)
        if os.path.isdir(path) and urlsplit(self.path).path.endswith("/"):
            path = os.path.join(path, "index.html")  # the folder's page, as a host sends it
        if os.path.isfile(path):
            stat = os.stat(path)
            if self.compress:
                self.encoding = choose_encoding(
                    path, self.headers.get("Accept-Encoding", ""), brotli=BROTLI is not None
                )
            suffix = f"-{self.encoding}" if self.encoding else ""
            self.etag = f'"{stat.st_mtime_ns:x}-{stat.st_size:x}{suffix}"'
            wanted = {tag.strip() for tag in self.headers.get("If-None-Match", "").split(",")}
            if self.etag in wanted:
                self.send_response(HTTPStatus.NOT_MODIFIED)
                self.end_headers()
                return None
            if self.encoding:
                return self._send_compressed(path, self.encoding)
        # Revalidate by ETag only: If-Modified-Since has one-second resolution, and
        # Chromium checks a service worker script for updates with it alone.
        del self.headers["If-Modified-Since"]
        return super().send_head()

    def _send_compressed(self, path: str, encoding: str) -> io.BytesIO:
        assert self.etag is not None
        body = self.bodies.get(path, encoding, self.etag)
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", encoding)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)

    def do_GET(self) -> None:
        if self._strip_prefix():
            super().do_GET()

    def do_HEAD(self) -> None:
        if self._strip_prefix():
            super().do_HEAD()

    def end_headers(self) -> None:
        if self.etag:
            self.send_header("ETag", self.etag)
        self.send_header("Cache-Control", "no-cache")
        self.send_header("X-Content-Type-Options", "nosniff")
        if self.worker_policy and urlsplit(self.path).path.endswith(WORKER_SCRIPT):
            self.send_header("Content-Security-Policy", self.worker_policy)
        if self.compress and self.etag:
            self.send_header("Vary", "Accept-Encoding")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class SiteServer:
    """A threaded server for ``root`` under ``prefix``; port 0 picks a free port."""

    def __init__(
        self,
        root: Path,
        *,
        prefix: str = "/",
        host: str = "127.0.0.1",
        port: int = 0,
        quiet: bool = True,
        compress: bool = True,
        worker_policy: bool = True,
    ) -> None:
        self.root = Path(root)
        if not (self.root / "index.html").is_file():
            raise FileNotFoundError(f"{self.root}/index.html missing: build the site first")
        self.prefix = normalise_prefix(prefix)
        page = (self.root / "index.html").read_text(encoding="utf-8")
        handler = functools.partial(
            SiteHandler,
            directory=str(self.root),
            prefix=self.prefix,
            quiet=quiet,
            compress=compress,
            bodies=_Compressed(),
            worker_policy=_worker_policy(page) if worker_policy else None,
        )
        self.httpd = ThreadingHTTPServer((host, port), handler)
        self.httpd.daemon_threads = True
        self.host = host
        self.port = self.httpd.server_address[1]
        self._thread: threading.Thread | None = None

    @property
    def origin(self) -> str:
        return f"http://{self.host}:{self.port}"

    @property
    def url(self) -> str:
        return self.origin + self.prefix

    def start(self) -> SiteServer:
        self._thread = threading.Thread(
            target=self.httpd.serve_forever, name="uttt-site-server", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def __enter__(self) -> SiteServer:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8000, help="0 picks a free port")
    parser.add_argument("--prefix", default="/", help="serve under this sub-path, e.g. /uttt/")
    parser.add_argument("--dir", type=Path, default=ROOT / "dist", help="folder to serve")
    parser.add_argument("--quiet", action="store_true", help="do not log requests")
    parser.add_argument(
        "--no-compress", action="store_true", help="send files as they are (no gzip/brotli)"
    )
    parser.add_argument(
        "--no-worker-policy", action="store_true",
        help="send the worker scripts without the page's policy (a host without headers)",
    )
    args = parser.parse_args(argv)
    try:
        server = SiteServer(
            args.dir,
            prefix=args.prefix,
            port=args.port,
            quiet=args.quiet,
            compress=not args.no_compress,
            worker_policy=not args.no_worker_policy,
        )
    except (FileNotFoundError, OSError) as err:
        print(f"serve: {err}", file=sys.stderr)
        return 1
    coding = "off" if args.no_compress else ("brotli, gzip" if BROTLI else "gzip")
    print(f"Serving {args.dir} at {server.url}  (compression: {coding}; Ctrl+C to stop)",
          flush=True)
    try:
        server.httpd.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.httpd.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
