"""The built site's shape: archive, precache, relative URLs, MIME types, determinism.

No browser here, but these need the built ``dist/`` (and ``node_modules/`` to rebuild),
so they carry the e2e mark too.
"""

from __future__ import annotations

import base64
import filecmp
import hashlib
import importlib
import json
import re
import subprocess
import sys
import urllib.error
import urllib.request
import zipfile
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from .conftest import PREFIX, ROOT

# The builds fixture is made by the one test process that runs these (make test runs two).
pytestmark = [pytest.mark.e2e, pytest.mark.xdist_group("builds")]

URL_ATTRIBUTE = re.compile(r'(?:\b(?:src|href|config)=|"(?:src|start_url|scope|id)":\s*)"([^"]*)"')


def _precache(dist: Path, name: str = "PRECACHE") -> list[str]:
    text = (dist / "sw.js").read_text(encoding="utf-8")
    match = re.search(rf"const {name} = (\[.*?\]);", text, re.S)
    assert match, f"no {name} list in dist/sw.js"
    manifest: list[dict[str, str | int]] = json.loads(match.group(1))
    for item in manifest:
        file = dist / ("index.html" if item["url"] == "./" else str(item["url"]))
        digest = base64.b64encode(hashlib.sha256(file.read_bytes()).digest()).decode()
        assert item["integrity"] == f"sha256-{digest}", item["url"]
        assert item["size"] == file.stat().st_size, item["url"]
    return [str(item["url"]) for item in manifest]


def _catalogs() -> ModuleType:
    """``scripts/build/catalogs.py``, as the build imports it."""
    if str(ROOT / "scripts" / "build") not in sys.path:
        sys.path.append(str(ROOT / "scripts" / "build"))
    return importlib.import_module("catalogs")


def test_archive_holds_every_uttt_module(dist_dir: Path) -> None:
    loader = (dist_dir / "start.js").read_text(encoding="utf-8")
    archive_place = (dist_dir / "snapshot.js").read_text(encoding="utf-8")
    assert "fetch(archiveURL())" in loader  # one archive, on sys.path
    assert 'archiveURL = () => new URL("py/uttt.zip", here)' in archive_place
    expected = {
        f"uttt/{p.relative_to(ROOT / 'uttt').as_posix()}": p.read_bytes()
        for p in (ROOT / "uttt").rglob("*.py")
        if "__pycache__" not in p.parts
        and p.relative_to(ROOT / "uttt").parts[0] not in ("tools", "__main__.py")  # not shipped
    }
    expected["main.py"] = (ROOT / "site" / "main.py").read_bytes()  # imported by start.js
    for module in (ROOT / "site").glob("*.py"):  # and the page's other modules, next to it
        expected[module.name] = module.read_bytes()
    with zipfile.ZipFile(dist_dir / "py" / "uttt.zip") as archive:
        names = archive.namelist()
        data = {name for name in names if name.endswith(".json")}
        texts = {name: archive.read(name) for name in names if name.endswith(".mo")}
        compiled = {name for name in names if not name.endswith((".json", ".mo"))}
        docstrings = [name for name in compiled if b"Ultimate Tic-Tac-Toe" in archive.read(name)]
    assert "uttt/data/puzzles.json" not in data  # served apart, read when the puzzles open
    assert (dist_dir / "data" / "puzzles.json").read_bytes() == (
        ROOT / "uttt" / "data" / "puzzles.json").read_bytes()
    assert "uttt/data/evaluation.json" in data  # Master's evaluation tables
    assert data == {f"uttt/{p.relative_to(ROOT / 'uttt').as_posix()}"
                    for p in (ROOT / "uttt").rglob("*.json")
                    if p.relative_to(ROOT / "uttt").parts[0] != "tools"
                    and p.name != "puzzles.json"}  # tools not shipped
    # the bytecode of each, compiled by the vendored Pyodide (its Python 3.14), where
    # zipimport looks for it; no source (never run), no docstring (optimize=2)
    assert compiled == {f"{name.removesuffix('.py')}.pyc" for name in expected}
    # the texts' catalogs, compiled from their .po sources (never from a stale .mo)
    sources = sorted((ROOT / "uttt").rglob("LC_MESSAGES/uttt.po"))
    assert len(sources) == 3 and set(texts) == {
        f"uttt/{p.relative_to(ROOT / 'uttt').with_suffix('.mo').as_posix()}" for p in sources}
    catalogs = _catalogs()
    for source in sources:
        name = f"uttt/{source.relative_to(ROOT / 'uttt').with_suffix('.mo').as_posix()}"
        assert texts[name] == catalogs.mo_bytes(catalogs.parse_po(source.read_text("utf-8")))
    assert b"Ultimate Tic-Tac-Toe" in expected["uttt/__init__.py"]  # its docstring
    assert "uttt/__init__.pyc" not in docstrings


def test_only_the_traced_runtime_is_shipped(dist_dir: Path) -> None:
    """The vendor files are those the trace recorded (scripts/build/runtime-files.json), no
    more (Pyodide's own files: the page loads no package and no PyScript). The standard
    library holds the traced members plus what the shipped code imports
    (scripts/build/runtime_files.static_members)."""
    runtime = json.loads((ROOT / "scripts" / "build" / "runtime-files.json").read_text("utf-8"))
    shipped = {p.relative_to(dist_dir).as_posix() for p in (dist_dir / "vendor").rglob("*")
               if p.is_file()}
    assert shipped == set(runtime["vendor"])
    assert not [name for name in shipped if not name.startswith("vendor/pyodide/")]
    lock = json.loads((dist_dir / "vendor" / "pyodide" / "pyodide-lock.json").read_text("utf-8"))
    assert lock["packages"] == {} and lock["info"]["python"].startswith("3.")
    with zipfile.ZipFile(dist_dir / "vendor" / "pyodide" / "python_stdlib.zip") as stdlib:
        names = set(stdlib.namelist())
        magic = {stdlib.read(name)[:4] for name in names}
    # each traced module as the bytecode of the vendored Pyodide's Python, and no source
    # (Pyodide's loader would compile a source at every start): scripts/build/py_compile.mjs
    assert {name + "c" if name.endswith(".py") else name for name in runtime["stdlib"]} <= names
    assert not [name for name in names if name.endswith(".py")]
    assert magic == {_pyc_magic(dist_dir / "py" / "uttt.zip")}
    assert not [name for name in names if name.startswith(("unittest/", "email/", "_pyrepl/"))]
    # the page's Python ships in py/uttt.zip only
    assert not list(dist_dir.glob("*.py"))


def _pyc_magic(archive: Path) -> bytes:
    with zipfile.ZipFile(archive) as zipped:
        return zipped.read("main.pyc")[:4]  # compiled for the page by the same interpreter


def test_precache_lists_the_whole_game(dist_dir: Path) -> None:
    entries = _precache(dist_dir)
    assert entries[0] == "./"
    assert len(entries) == len(set(entries))
    for rel in entries[1:]:
        assert not rel.startswith(("/", "http")), rel
        assert (dist_dir / rel).is_file(), rel
    needed = {
        "index.html",
        "boot.js",
        "launch.js",
        "start.js",
        "py/uttt.zip",
        "manifest.webmanifest",
        "vendor/pyodide/pyodide.asm.wasm",
        "vendor/pyodide/python_stdlib.zip",
        "data/puzzles.json",  # everything the page offers offline: the puzzles too
    }
    assert needed <= set(entries)
    assert not [e for e in entries if e == "sw.js" or e.startswith("bench/")]
    assert "__UTTT_" not in (dist_dir / "sw.js").read_text(encoding="utf-8")
    # not downloaded at install, kept when first fetched: the manifest's screenshots (the
    # browser's install dialog; the page never shows them), live play's network module
    # (site/live.js imports it when live play is chosen, which needs the network) and the
    # QR scanner's camera module (without it, the code is pasted); the pairing's own
    # network module (live-pair.js) needs no internet, so it is precached
    manifest = json.loads((dist_dir / "manifest.webmanifest").read_text(encoding="utf-8"))
    screenshots = sorted(shot["src"] for shot in manifest["screenshots"])
    assert len(screenshots) == 2
    lazy = _precache(dist_dir, "LAZY")
    assert lazy == sorted([*screenshots, "live-net.js", "live-scan.js"])
    assert "live-pair.js" in entries
    assert not set(lazy) & set(entries)


def test_preloads_are_precached_files(dist_dir: Path) -> None:
    text = (dist_dir / "index.html").read_text(encoding="utf-8")
    preloads = re.findall(r'<link rel="(?:modulepreload|preload)" href="\./([^"]+)"', text)
    assert "vendor/pyodide/pyodide.mjs" in preloads
    assert "__UTTT_" not in text
    launcher = (dist_dir / "launch.js").read_text(encoding="utf-8")
    found = re.search(r"const DOWNLOADS = (\[[^\]]*\]);", launcher)
    assert found, "site/launch.js preloads the interpreter's downloads"
    downloads = json.loads(found[1])
    assert "vendor/pyodide/pyodide.asm.wasm" in downloads and "py/uttt.zip" in downloads
    preloads += downloads
    assert set(preloads) <= set(_precache(dist_dir))


def test_page_urls_are_relative(dist_dir: Path) -> None:
    for name in ("index.html", "bench/bare.html", "manifest.webmanifest"):
        text = (dist_dir / name).read_text(encoding="utf-8")
        urls = URL_ATTRIBUTE.findall(text)
        assert urls, name
        for url in urls:
            assert not url.startswith(("/", "http:", "https:")), f"{name}: {url}"


def _get(url: str) -> Any:
    try:
        return urllib.request.urlopen(url, timeout=10)
    except urllib.error.HTTPError as err:
        return err


def test_server_types_and_prefix(site_server: Any) -> None:
    base = site_server.url
    types = {
        "vendor/pyodide/pyodide.asm.wasm": "application/wasm",
        "vendor/pyodide/pyodide.mjs": "text/javascript",
        "manifest.webmanifest": "application/manifest+json",
        "sw.js": "text/javascript",
    }
    for rel, mime in types.items():
        with _get(base + rel) as response:
            assert response.status == 200
            assert response.headers["Content-Type"] == mime, rel
    assert _get(site_server.origin + "/index.html").status == 404
    redirect = urllib.request.Request(site_server.origin + PREFIX.rstrip("/"), method="HEAD")
    opener = urllib.request.build_opener(_NoRedirect)
    assert _opened_status(opener, redirect) == 301


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: Any, **kwargs: Any) -> None:
        return None


def _opened_status(opener: urllib.request.OpenerDirector, request: urllib.request.Request) -> int:
    try:
        with opener.open(request, timeout=10) as response:
            return int(response.status)
    except urllib.error.HTTPError as err:
        return int(err.code)


def test_build_is_deterministic_and_versioned(builds: dict[str, Path]) -> None:
    first, second, changed = builds["first"], builds["second"], builds["stylesheet"]
    comparison = filecmp.dircmp(first, second)
    assert _identical(comparison), "two builds of the same inputs differ"

    version = re.compile(r'const VERSION = "([0-9a-f]+)"')
    old = version.search((first / "sw.js").read_text(encoding="utf-8"))
    new = version.search((changed / "sw.js").read_text(encoding="utf-8"))
    assert old and new and old.group(1) != new.group(1)

    # The saved interpreter's key (site/snapshot.js) follows what goes into the
    # interpreter only: a stylesheet keeps it, a module of the game's package changes it.
    runtime = re.compile(r'export const RUNTIME = "([0-9a-f]{16})"')
    keys = [runtime.search((out / "snapshot.js").read_text(encoding="utf-8"))
            for out in (first, changed)]
    assert keys[0] and keys[1] and keys[0].group(1) == keys[1].group(1)
    key = runtime.search((builds["package"] / "snapshot.js").read_text(encoding="utf-8"))
    assert key and key.group(1) != keys[0].group(1)


def _identical(comparison: filecmp.dircmp[str]) -> bool:
    if comparison.left_only or comparison.right_only or comparison.funny_files:
        return False
    _, mismatch, errors = filecmp.cmpfiles(
        comparison.left, comparison.right, comparison.common_files, shallow=False
    )
    if mismatch or errors:
        return False
    return all(_identical(sub) for sub in comparison.subdirs.values())


POSITIONS_CHECK = r"""
import json, sys, traceback, types
sys.path.insert(0, "/tmp/uttt.zip")
import uttt.fen
import _pyodide._base

def codes(module):
    todo = [v.__code__ for v in vars(module).values() if isinstance(v, types.FunctionType)]
    while todo:
        code = todo.pop()
        yield code
        todo += [c for c in code.co_consts if isinstance(c, types.CodeType)]

module_code = uttt.fen.__loader__.get_code("uttt.fen")
position_body = next(c for c in module_code.co_consts
                     if isinstance(c, types.CodeType) and c.co_name == "Position")
try:
    uttt.fen.parse_square("z0")
except uttt.fen.FenError as error:
    game_frame = traceback.extract_tb(error.__traceback__)[-1]
try:
    json.loads("{")
except ValueError as error:
    library_frame = traceback.extract_tb(error.__traceback__)[-1]
json.dumps({
    "game_annotations": [uttt.fen.parse_square.__annotations__,
                         sorted(uttt.fen.FenError.__init__.__annotations__)],
    "game_line": [game_frame.name, game_frame.lineno],
    "game_body_lines": sorted({str(line) for code in (module_code, position_body)
                               for _, _, line in code.co_lines()}),
    "library_annotations": _pyodide._base.should_quiet.__annotations__,
    "game_columns": sorted({str(p[2]) for c in codes(uttt.fen) for p in c.co_positions()}),
    "library_line": [library_frame.name, library_frame.lineno],
    "library": sorted({str(p) for c in codes(sys.modules["json.decoder"])
                       for p in c.co_positions()}),
})
"""
RUN_IN_DIST = """
const [dist, code] = process.argv.slice(1);
const { readFileSync } = await import("node:fs");
const { loadPyodide } = await import(`${dist}/vendor/pyodide/pyodide.mjs`);
const pyodide = await loadPyodide({ indexURL: `${dist}/vendor/pyodide/` });
pyodide.FS.writeFile("/tmp/uttt.zip", readFileSync(`${dist}/py/uttt.zip`));
process.stdout.write(pyodide.runPython(code));
"""


def test_bytecode_keeps_the_game_lines_only(dist_dir: Path) -> None:
    """The game's bytecode maps each instruction to its line (a traceback names it), with
    no columns (only shown under a source line, and no source is shipped); the standard
    library's maps none, nor do the game's module and class bodies (they run once, at
    import). Functions carry no annotations (only mypy reads them), the library's
    included (scripts/build/py_compile.mjs; docs/decisions/008)."""
    done = subprocess.run(["node", "--input-type=module", "-e", RUN_IN_DIST, str(dist_dir),
                           POSITIONS_CHECK], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    found = json.loads(done.stdout)
    source = (ROOT / "uttt" / "fen.py").read_text(encoding="utf-8").splitlines()
    name, line = found["game_line"]
    assert name == "parse_square" and "raise FenError" in source[line - 1]
    assert found["game_columns"] == ["None"]
    assert found["game_annotations"] == [{}, []]
    assert found["game_body_lines"] == ["None"]
    assert found["library_annotations"] == {}
    assert found["library_line"][1] is None
    assert found["library"] == ["(None, None, None, None)"]
