"""scripts/serve.py serves like a static host: gzip (or brotli) where a host compresses."""

from __future__ import annotations

import gzip
import importlib.util
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGE = b"<!doctype html><title>t</title>" + b"<p>board</p>" * 200
WASM = bytes(range(256)) * 64


def load_serve() -> ModuleType:
    spec = importlib.util.spec_from_file_location("uttt_serve_test", ROOT / "scripts" / "serve.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def serve() -> ModuleType:
    return load_serve()


@pytest.fixture()
def site(tmp_path: Path, serve: ModuleType) -> Iterator[Any]:
    (tmp_path / "index.html").write_bytes(PAGE)
    (tmp_path / "vendor").mkdir()
    (tmp_path / "vendor" / "pyodide.asm.wasm").write_bytes(WASM)
    (tmp_path / "game.zip").write_bytes(PAGE)
    with serve.SiteServer(tmp_path, prefix="/p/") as server:
        yield server


def get(url: str, method: str = "GET", **headers: str) -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(url, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as err:
        return err.code, dict(err.headers), err.read()


def test_text_and_the_interpreter_are_sent_gzipped_to_a_browser(site: Any, serve: Any) -> None:
    for name, raw, kind in (("", PAGE, "text/html"),
                            ("vendor/pyodide.asm.wasm", WASM, "application/wasm")):
        status, headers, body = get(site.url + name, **{"Accept-Encoding": "gzip, deflate"})
        assert status == 200
        assert headers["Content-Encoding"] == "gzip"
        assert headers["Vary"] == "Accept-Encoding"
        assert headers["Content-Type"].startswith(kind)
        assert int(headers["Content-Length"]) == len(body) < len(raw)
        assert gzip.decompress(body) == raw


def test_a_client_that_accepts_no_coding_gets_the_file_as_it_is(site: Any) -> None:
    for accept in ("identity", "gzip;q=0", ""):
        status, headers, body = get(site.url, **{"Accept-Encoding": accept})
        assert status == 200 and body == PAGE
        assert "Content-Encoding" not in headers
        assert headers["Vary"] == "Accept-Encoding"


def test_archives_already_deflated_are_not_compressed_again(site: Any) -> None:
    status, headers, body = get(site.url + "game.zip", **{"Accept-Encoding": "gzip"})
    assert status == 200 and body == PAGE and "Content-Encoding" not in headers


def test_each_encoding_has_its_own_etag_and_revalidates(site: Any) -> None:
    _, zipped, _ = get(site.url, **{"Accept-Encoding": "gzip"})
    _, plain, _ = get(site.url)
    assert zipped["ETag"] != plain["ETag"]
    status, headers, body = get(
        site.url, **{"Accept-Encoding": "gzip", "If-None-Match": zipped["ETag"]}
    )
    assert status == 304 and body == b"" and headers["ETag"] == zipped["ETag"]
    status, _, _ = get(site.url, **{"If-None-Match": zipped["ETag"]})
    assert status == 200  # the gzip tag does not stand for the plain file


def test_head_sends_the_compressed_length_without_a_body(site: Any) -> None:
    _, _, body = get(site.url, **{"Accept-Encoding": "gzip"})
    status, headers, head_body = get(site.url, "HEAD", **{"Accept-Encoding": "gzip"})
    assert status == 200 and head_body == b""
    assert headers["Content-Encoding"] == "gzip"
    assert int(headers["Content-Length"]) == len(body)


def test_a_rebuilt_file_is_compressed_again(site: Any) -> None:
    _, _, before = get(site.url, **{"Accept-Encoding": "gzip"})
    (site.root / "index.html").write_bytes(PAGE + b"<p>new</p>")
    _, _, after = get(site.url, **{"Accept-Encoding": "gzip"})
    assert gzip.decompress(before) == PAGE
    assert gzip.decompress(after) == PAGE + b"<p>new</p>"


def test_no_compress_sends_every_file_as_it_is(tmp_path: Path, serve: Any) -> None:
    (tmp_path / "index.html").write_bytes(PAGE)
    with serve.SiteServer(tmp_path, compress=False) as server:
        _, headers, body = get(server.url, **{"Accept-Encoding": "gzip"})
    assert body == PAGE and "Content-Encoding" not in headers and "Vary" not in headers


def test_brotli_is_preferred_only_when_a_module_for_it_is_installed(serve: Any) -> None:
    both = "gzip, deflate, br"
    assert serve.choose_encoding("a/b.wasm", both, brotli=True) == "br"
    assert serve.choose_encoding("a/b.wasm", both, brotli=False) == "gzip"
    assert serve.choose_encoding("a/b.wasm", "br", brotli=False) is None
    assert serve.choose_encoding("a/b.js", "*", brotli=False) == "gzip"
    assert serve.choose_encoding("a/b.png", both, brotli=True) is None
    assert serve.choose_encoding("a/b.JS", "GZIP", brotli=False) == "gzip"


def test_the_interpreters_files_have_a_hosts_content_types(serve: Any) -> None:
    assert serve.MIME_TYPES[".wasm"] == "application/wasm"
    assert serve.MIME_TYPES[".mjs"] == "text/javascript"
    assert serve.MIME_TYPES[".data"] == "application/octet-stream"


def test_worker_scripts_are_sent_with_the_pages_policy(tmp_path: Path, serve: Any) -> None:
    """A dedicated worker takes its policy from its script's response: the page's
    ``<meta>`` policy goes on ``*-worker.js`` as a header, on no other file, and not at all
    with ``worker_policy=False`` (a host without headers)."""
    policy = "default-src 'self'; connect-src 'self'"
    (tmp_path / "index.html").write_text(
        f'<meta http-equiv="Content-Security-Policy" content="{policy}"><p>board</p>')
    (tmp_path / "py-worker.js").write_text("postMessage(1);")
    (tmp_path / "start.js").write_text("export {};")
    with serve.SiteServer(tmp_path, prefix="/p/") as server:
        assert get(server.url + "py-worker.js")[1]["Content-Security-Policy"] == policy
        assert get(server.url + "py-worker.js?v=1")[1]["Content-Security-Policy"] == policy
        assert "Content-Security-Policy" not in get(server.url + "start.js")[1]
        assert "Content-Security-Policy" not in get(server.url)[1]
    with serve.SiteServer(tmp_path, prefix="/p/", worker_policy=False) as server:
        assert "Content-Security-Policy" not in get(server.url + "py-worker.js")[1]
