#!/usr/bin/env python3
"""Build the self-contained static site into ``dist/`` (stdlib and the repository's own ``uttt``).

Layout of the output::

    dist/
      index.html launch.js start.js boot.js sw.js manifest.webmanifest icons/ ... (from site/;
                             index.html with site/sheets.html, its dialogs, set in, and
                             the live relays in its policy's connect-src)
      live-net.js            the live room's network: site/live-net.mjs bundled with
                             trystero (scripts/build/live_net.py; cached after first use)
      live-scan.js           the QR pairing's camera: site/live-scan.mjs bundled with jsQR
                             (likewise; live-pair.js, the pairing's network, is precached)
      data/puzzles.json      the puzzle set, read when the puzzles first open (precached)
      py/uttt.zip            the rules package and site/*.py (site/main.py as the module
                             ``main``, which site/start.js imports): .py files and their .pyc
                             (compiled by scripts/build/py_compile.mjs with the vendored Pyodide)
      vendor/pyodide/        pyodide.mjs, pyodide.asm.mjs/.wasm, python_stdlib.zip (trimmed),
                             pyodide-lock.json (trimmed: the page loads no package)
      bench/bare.html        bare ``loadPyodide`` page (scripts/bench/bench_load.py; not precached)
      bench/engine.html      engine and search benches in Pyodide (scripts/bench/bench_browser.py)
      bench/tools.zip        uttt.tools (benchmarks), which the page's archive leaves out

Every URL written here is relative, so the folder works under any sub-path.  The
service worker's precache list (each file with its SHA-256, checked by the worker's
fetches and its cache checks, and its size) and version (a hash of that list) are
filled into the placeholders of ``site/sw.js``.  The output is deterministic: the same
inputs give byte-identical files.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.parse
import zipfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import Literal

sys.path.insert(0, str(Path(__file__).resolve().parent / "build"))  # its helpers in scripts/build/

import bench_pages
import catalogs
import live_net
import runtime_files
import serve
import site_texts
import start_imports

ROOT = Path(__file__).resolve().parent.parent
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
PYODIDE_DIR = "vendor/pyodide"
LOCK_NAME = "pyodide-lock.json"
PY_DIR = "py"
# Fixed metadata for the archive's entries, so that the same sources give the same bytes.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)
ZIP_MODE = 0o644 << 16
SW_NAME = "sw.js"
BENCH_DIR = "bench"
VERSION_PLACEHOLDER = "__UTTT_VERSION__"
POLICY_PLACEHOLDER = '"__UTTT_POLICY__"'
PRECACHE_PLACEHOLDER = "/*__UTTT_PRECACHE__*/[]"
LAZY_PLACEHOLDER = "/*__UTTT_LAZY__*/[]"
PRELOAD_PLACEHOLDER = "<!--__UTTT_PRELOAD__-->"
RUNTIME_PLACEHOLDER = "__UTTT_RUNTIME__"
CLASSIC_SCRIPT = re.compile(r'<script src="\./([\w-]+\.js)"></script>')
OUTLINE_PLACEHOLDER = "<!--__UTTT_OUTLINE__-->"
SHEETS_PLACEHOLDER = "<!--__UTTT_SHEETS__-->"
SHEETS_NAME = "sheets.html"
"""The game page's dialogs, kept out of index.html (site/ files stay short) and set into it."""
SKIPPED_NAMES = {"__pycache__", ".DS_Store"}
ENTRY_NAME = "main.py"
LOADER_NAME = "start.js"
LAUNCHER_NAME = "launch.js"
DOWNLOADS_PLACEHOLDER = "/*__UTTT_DOWNLOADS__*/[]"
SNAPSHOT_NAME = "snapshot.js"
SNAPSHOT_WORKER_NAME = "snapshot-worker.js"

class BuildError(RuntimeError):
    """The inputs needed for the build are missing or malformed."""


def _copy(src: Path, dst: Path) -> None:
    dst.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(src, dst)


def _files_under(folder: Path, *, suffixes: tuple[str, ...] | None = None) -> list[Path]:
    """Regular files below ``folder``, sorted, skipping caches and hidden files."""
    found = []
    for path in sorted(folder.rglob("*")):
        rel = path.relative_to(folder)
        if any(part in SKIPPED_NAMES or part.startswith(".") for part in rel.parts):
            continue
        if not path.is_file():
            continue
        if suffixes is not None and not path.name.endswith(suffixes):
            continue
        found.append(path)
    return found


def copy_site(site: Path, out: Path) -> None:
    if not all((site / name).is_file()
               for name in ("index.html", SW_NAME, ENTRY_NAME, LOADER_NAME)):
        raise BuildError(f"{site} must hold index.html, {SW_NAME}, {LOADER_NAME} and {ENTRY_NAME}")
    for path in _files_under(site):
        if path.suffix == ".py" and path.parent == site:  # shipped in py/uttt.zip, not loose
            continue
        if path == site / SHEETS_NAME:  # set into index.html (write_sheets), not shipped
            continue
        if path.name in live_net.BUNDLES:  # bundled into live-net.js, live-scan.js
            continue
        _copy(path, out / path.relative_to(site))


def write_sheets(out: Path, site: Path) -> None:
    """Set site/sheets.html (the page's dialogs, without its header comment) into
    index.html at its placeholder."""
    index = out / "index.html"
    text = index.read_text(encoding="utf-8")
    if text.count(SHEETS_PLACEHOLDER) != 1:
        raise BuildError(f"site/index.html must contain {SHEETS_PLACEHOLDER!r} exactly once")
    sheets = (site / SHEETS_NAME).read_text(encoding="utf-8")
    if sheets.startswith("<!--"):  # the file's own header comment stays out of the page
        sheets = sheets[sheets.index("-->") + 3:].lstrip("\n")
    index.write_text(text.replace(SHEETS_PLACEHOLDER, sheets.rstrip("\n")), encoding="utf-8")


Lines = Literal["all", "functions", "none"]


def compile_sources(sources: dict[str, str], pyodide: Path, optimize: int = 0, *,
                    lines: Lines = "all", annotations: bool = True) -> dict[str, bytes]:
    """``{"uttt/x.py": source}`` -> ``{"uttt/x.pyc": bytecode}``.

    Compiled by the vendored Pyodide itself (scripts/build/py_compile.mjs, run by node), so the
    bytecode matches the interpreter the page runs whatever Python runs this build.
    ``optimize`` is compile()'s: 2 drops docstrings and asserts (``python -OO``). The
    bytecode maps instructions to their lines, not their columns (only shown under a
    source line, which is never shipped); ``lines="functions"`` keeps the lines of
    functions only (module and class bodies run once, at import), ``"none"`` maps
    every instruction to nothing.
    ``annotations=False`` leaves out the annotations of functions' parameters and returns
    (a class's stay: dataclasses read them).
    """
    try:
        done = subprocess.run(
            ["node", str(ROOT / "scripts" / "build" / "py_compile.mjs"), str(pyodide),
             str(optimize),
             *{"all": [], "functions": ["body-lines"], "none": ["no-lines"]}[lines],
             *([] if annotations else ["no-annotations"])],
            input=json.dumps(sources), capture_output=True, text=True, check=False,
        )
    except FileNotFoundError as err:
        raise BuildError("node is needed to compile the package to bytecode") from err
    if done.returncode != 0:
        raise BuildError(f"py_compile.mjs failed:\n{done.stderr.strip()}")
    result = json.loads(done.stdout)
    # Next to its source, as zipimport looks for it (the page imports from the archive
    # itself, which it puts on sys.path; zipimport knows no __pycache__ folders).
    return {f"{name.removesuffix('.py')}.pyc": base64.b64decode(pyc)
            for name, pyc in result["files"].items()}


def static_members(sources: dict[str, str], pyodide: Path, frozen: tuple[str, ...]) -> list[str]:
    """The standard library members the shipped sources import, anywhere, and what those
    import when they load (scripts/build/runtime_files.py's ``static_members``), run by the
    vendored Pyodide (scripts/build/py_imports.mjs) so its own Python parses its own library."""
    done = subprocess.run(
        ["node", str(ROOT / "scripts" / "build" / "py_imports.mjs"), str(pyodide)],
        input=json.dumps({"sources": sorted(sources.values()), "frozen": list(frozen)}),
        capture_output=True, text=True,
        check=False,
    )
    if done.returncode != 0:
        raise BuildError(f"py_imports.mjs failed:\n{done.stderr.strip()[-3000:]}")
    return list(json.loads(done.stdout))


NOT_SHIPPED = frozenset({"tools", "__main__.py"})
"""Parts of the package the page never imports (the command line, benchmarks, tournaments,
the UCT baseline): they stay in the repository, out of the page's archive."""


DATA_SUFFIXES = (".json", ".mo")
"""Data files the package reads at run time (``uttt/data/puzzles.json``, the texts' compiled
catalogs ``uttt/app/texts/locale/*/LC_MESSAGES/uttt.mo`` and their table
``locale/languages.json``), shipped as they are."""


FETCHED_DATA = {"data/puzzles.json": "data/puzzles.json"}
"""Data files fetched when first needed, not at start: package path -> site path
(``uttt.app.study.puzzles.SITE_PATH``). Out of the start-up archive, so the page's start
does not read them; in the service worker's precache like every file the page offers,
so they work offline after a first visit that never opened them."""


def package_data(package: Path) -> dict[str, bytes]:
    """``{"uttt/data/x.json": bytes}`` for every data file of the shipped package's
    archive (``FETCHED_DATA`` apart)."""
    return {
        (Path(package.name) / path.relative_to(package)).as_posix(): path.read_bytes()
        for path in _files_under(package, suffixes=DATA_SUFFIXES)
        if path.relative_to(package).parts[0] not in NOT_SHIPPED
        and path.relative_to(package).as_posix() not in FETCHED_DATA
    }


def copy_fetched_data(package: Path, out: Path) -> None:
    """Copy ``FETCHED_DATA`` to their site paths."""
    for source, target in FETCHED_DATA.items():
        (out / target).parent.mkdir(parents=True, exist_ok=True)
        (out / target).write_bytes((package / source).read_bytes())


def shipped_sources(package: Path, entry: Path) -> dict[str, str]:
    """``{"uttt/x.py": source, "main.py": ...}``: the Python the page's archive holds."""
    if not (package / "__init__.py").is_file():
        raise BuildError(f"{package} is not a Python package (no __init__.py)")
    sources = {
        (Path(package.name) / path.relative_to(package)).as_posix(): path.read_text("utf-8")
        for path in _files_under(package, suffixes=(".py",))
        if path.relative_to(package).parts[0] not in NOT_SHIPPED
    }
    sources[ENTRY_NAME] = entry.read_text("utf-8")
    for module in sorted(entry.parent.glob("*.py")):  # the entry's own helpers (site/*.py)
        sources.setdefault(module.name, module.read_text("utf-8"))
    return sources


def archive_package(package: Path, out: Path, *, pyodide: Path, entry: Path) -> str:
    """Zip the bytecode of the package's .py files and of the page's ``entry`` (as the
    top-level ``main.py``), and the package's data files, into ``out/py/<name>.zip``;
    return its site path.

    One archive instead of a file per module: at start-up ~45 small fetches cost more
    than one. site/start.js fetches it while the interpreter starts and puts the archive
    itself on sys.path (zipimport, already loaded for the standard library): unpacking it
    would import shutil, tempfile, zipfile and the compressors at every start.
    The bytecode spares the page compiling every module at every load (Pyodide writes no
    .pyc cache). The sources, which only gave tracebacks their source lines, are left out
    (0.2 MB of a first visit, which the compiled standard library needed), and the
    bytecode has no docstrings (``optimize=2``: the game reads none; its asserts only
    narrow types for mypy). Entries are in sorted order with fixed dates and modes, so
    the same sources give the same bytes.
    """
    sources = shipped_sources(package, entry)
    # without the functions' annotations, which only mypy reads (46 kB of a first visit),
    # nor the lines of module and class bodies, which run once at import (12 kB)
    entries = compile_sources(sources, pyodide, 2, lines="functions", annotations=False)
    entries.update(package_data(package))
    rel = f"{PY_DIR}/{package.name}.zip"
    (out / PY_DIR).mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(out / rel, "w") as archive:
        for name in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=ZIP_DATE)
            info.external_attr = ZIP_MODE
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, entries[name], compresslevel=9)
    return rel


def _vendor_source(node_modules: Path) -> Path:
    pyodide = node_modules / "pyodide"
    missing = [name for name in PYODIDE_FILES if not (pyodide / name).is_file()]
    if missing:
        raise BuildError(
            f"vendored runtime missing under {node_modules} ({', '.join(missing)}); "
            "run `npm ci` first (or `make dist`)"
        )
    return pyodide


def trim_lock(src: Path, dst: Path) -> None:
    """Pyodide's lock file with no package: the page loads none (the trace shows no fetch
    under ``vendor/`` but the runtime's own files), and ``loadPyodide`` parses the whole
    file (119 kB, 357 packages) at every start. ``info`` stays: Pyodide checks it."""
    lock = json.loads(src.read_text("utf-8"))
    if not isinstance(lock, dict) or "info" not in lock:
        raise BuildError(f"{src}: not a Pyodide lock file")
    trimmed = {"info": lock["info"], "packages": {}}
    dst.parent.mkdir(parents=True, exist_ok=True)
    dst.write_text(json.dumps(trimmed, sort_keys=True) + "\n", encoding="utf-8")


def copy_vendor(node_modules: Path, out: Path, runtime: runtime_files.RuntimeFiles | None) -> None:
    """Copy the files of the runtime the page loads (``runtime``, traced by
    scripts/build/trace_runtime.py), with the standard library trimmed to the traced modules and
    the lock file to no package; ``None`` copies everything (the untrimmed build the trace
    runs on)."""
    pyodide = _vendor_source(node_modules)
    if runtime is None:
        for name in PYODIDE_FILES:
            if name == runtime_files.STDLIB_NAME:  # every member, patched
                with zipfile.ZipFile(pyodide / name) as full:
                    members = tuple(full.namelist())
                runtime_files.trim_stdlib(
                    pyodide / name, out / PYODIDE_DIR / name, members,
                    compiled=lambda src: compile_listed(src, pyodide))
            else:
                _copy(pyodide / name, out / PYODIDE_DIR / name)
        return
    roots = {PYODIDE_DIR: pyodide}
    for rel in runtime.vendor:
        folder, _, name = rel.rpartition("/")
        if folder not in roots or not (roots[folder] / name).is_file():
            raise BuildError(
                f"{runtime_files.LIST_PATH.name} names {rel}, which the vendored runtime "
                "lacks: run scripts/build/trace_runtime.py to trace the page again"
            )
        if rel == f"{PYODIDE_DIR}/{runtime_files.STDLIB_NAME}":
            try:
                # as bytecode, without docstrings (``-OO``, which the library supports)
                # nor positions nor functions' annotations, patched (docs/decisions/008):
                # 0.65 MB where the sources were 0.7 and the bytecode with docstrings
                # and positions 1.3
                runtime_files.trim_stdlib(
                    roots[folder] / name, out / rel, runtime.stdlib,
                    compiled=lambda src: compile_stdlib(src, pyodide))
            except runtime_files.StaleListError as err:
                raise BuildError(str(err)) from err
        elif rel == f"{PYODIDE_DIR}/{LOCK_NAME}":
            trim_lock(roots[folder] / name, out / rel)
        else:
            _copy(roots[folder] / name, out / rel)


STDLIB_PATCHES: dict[str, tuple[tuple[str, str], ...]] = {
    "pyodide/_package_loader.py": (
        ("from tempfile import NamedTemporaryFile\n",
         "def NamedTemporaryFile(*args, **kwargs):  # uttt's build: tempfile when first used\n"
         "    from tempfile import NamedTemporaryFile\n"
         "    return NamedTemporaryFile(*args, **kwargs)\n"),
        ("from zipfile import ZipFile\n",
         "def ZipFile(*args, **kwargs):  # uttt's build: zipfile when first used\n"
         "    from zipfile import ZipFile\n"
         "    return ZipFile(*args, **kwargs)\n"),
    ),
}
"""Text replaced in Pyodide's standard library (its own Python), each found exactly once
and each patched file present (an upgrade that changes them fails the build), in the
shipped build and the untrimmed one the trace walks alike. ``loadPyodide`` imports
``pyodide._package_loader`` at every start, and with it ``zipfile`` and ``tempfile`` (and
what they import): only installing a package uses them, which the page never does. The
patch imports each when first called (the module calls them and names them in
annotations only, which are never evaluated): 41 kB less on a first visit."""


def patch_stdlib(sources: dict[str, str]) -> dict[str, str]:
    """``sources`` (``{"a/b.py": text}``) with ``STDLIB_PATCHES`` applied."""
    patched = dict(sources)
    for rel, replacements in STDLIB_PATCHES.items():
        if rel not in patched:
            raise BuildError(f"{rel}: not in the standard library to patch; check "
                             "STDLIB_PATCHES after upgrading Pyodide")
        for old, new in replacements:
            if patched[rel].count(old) != 1:
                raise BuildError(f"{rel}: the text to patch is not there exactly once "
                                 f"({old!r}); check STDLIB_PATCHES after upgrading Pyodide")
            patched[rel] = patched[rel].replace(old, new)
    return patched


def compile_stdlib(sources: dict[str, str], pyodide: Path) -> dict[str, bytes]:
    """Members of the standard library as the page gets them: patched, and compiled without
    docstrings (``-OO``, which the library supports), positions or functions' annotations."""
    return _compiled_stdlib(patch_stdlib(sources), pyodide)


def _compiled_stdlib(patched: dict[str, str], pyodide: Path) -> dict[str, bytes]:
    return compile_sources(patched, pyodide, 2, lines="none", annotations=False)


def compile_listed(sources: dict[str, str], pyodide: Path) -> dict[str, bytes]:
    """The whole standard library for the trace's build, patched: the members the runtime
    list names compiled as the page gets them (each of the trace's starts would compile
    them from their sources again: most of its time), the others as sources, which import
    all the same and which the trace records when they are imported."""
    listed = set(runtime_files.load().stdlib) if runtime_files.LIST_PATH.is_file() else set()
    patched = patch_stdlib(sources)
    kept = {rel: text.encode("utf-8") for rel, text in patched.items() if rel not in listed}
    return kept | _compiled_stdlib(
        {rel: text for rel, text in patched.items() if rel in listed}, pyodide)


SHARED_SLEEP = "new Int32Array(new WebAssembly.Memory({shared:!0,initial:1,maximum:1}).buffer)"
PYODIDE_PATCHES = {
    f"{PYODIDE_DIR}/pyodide.asm.mjs": (
        SHARED_SLEEP,
        "new Int32Array(globalThis.crossOriginIsolated===!1?new ArrayBuffer(4):"
        + SHARED_SLEEP.removeprefix("new Int32Array("),
    ),
}
"""Text replaced in Pyodide's files, each found exactly once (an upgrade that changes it
fails the build). ``pyodide.asm.mjs`` builds a shared ``WebAssembly.Memory`` when it loads,
only for ``Atomics.wait`` (a synchronous sleep while reading stdin). Chromium reports a
shared memory made on a page without cross-origin isolation as a deprecated API
(Lighthouse's "deprecations" audit), and a static host cannot send the COOP/COEP headers
that would isolate it. On such a page the patched line makes a plain buffer instead:
``Atomics.wait`` then fails and Pyodide's own ``catch`` returns "no sleep", which is what
already happens on a page's main thread, where ``Atomics.wait`` is never allowed. Elsewhere
(node, isolated pages) nothing changes."""


def patch_pyodide(out: Path) -> None:
    for rel, (old, new) in PYODIDE_PATCHES.items():
        path = out / rel
        data = path.read_bytes()
        if data.count(old.encode()) != 1:
            raise BuildError(f"{rel}: the text to patch is not there exactly once ({old!r}); "
                             "check PYODIDE_PATCHES after upgrading Pyodide")
        path.write_bytes(data.replace(old.encode(), new.encode()))


TRACE_HOOK = """
// Trace build only (scripts/build/trace_runtime.py): the interpreter, to read sys.modules.
globalThis.__utttTrace = pyodide;
"""


def interpreter_downloads() -> list[str]:
    """The big downloads Pyodide would otherwise discover one after another: its wasm,
    standard library and lock file, and the game's archive. site/launch.js preloads them
    (``as="fetch"``), at once on a page a service worker answers, after the first paint on
    a first visit (scripts/build_site.py writes this list into it)."""
    fetched = [f"{PYODIDE_DIR}/{name}"
               for name in ("pyodide.asm.wasm", "python_stdlib.zip", LOCK_NAME)]
    return [*fetched, f"{PY_DIR}/uttt.zip"]


def preload_links(out: Path) -> str:
    """``<link>``s for index.html that start at once the small downloads the start needs:
    Pyodide's loader and the saved interpreter's module, and the page's classic scripts.

    With the interpreter's own downloads (``interpreter_downloads``, preloaded by
    site/launch.js) a first visit starts Pyodide's downloads ~200 ms sooner than Pyodide
    would discover them; later visits are served by the service worker either way. Each
    ``as="fetch"`` preload matches the request that uses it (CORS mode, same-origin
    credentials), else it would be fetched twice.
    """
    # Not pyodide.asm.mjs: parsing its 1.2 MB that early delays the board outline's paint.
    modules = [f"{PYODIDE_DIR}/pyodide.mjs", SNAPSHOT_NAME]
    links = [f'<link rel="modulepreload" href="./{rel}">' for rel in modules]
    # The classic scripts at the end of the body: the page's CSP <meta> keeps Chromium's
    # preload scanner from finding them, so each was fetched only when the parser reached
    # it, one after another, while start.js waited its turn on the main thread.
    # (Not launch.js, the first thing in the head: it is fetched before these links.)
    index = (out / "index.html").read_text(encoding="utf-8")
    body = index[index.index("<body"):]
    links += [f'<link rel="preload" href="./{rel}" as="script">'
              for rel in CLASSIC_SCRIPT.findall(body)]
    return "\n".join(links)


def runtime_key(out: Path) -> str:
    """A hash of every file that goes into the saved interpreter (site/snapshot.js)."""
    digest = hashlib.sha256()
    files = [*_files_under(out / "vendor" / "pyodide"), *_files_under(out / "py"),
             out / SNAPSHOT_NAME, out / SNAPSHOT_WORKER_NAME]
    for path in sorted(files):
        digest.update(f"{path.relative_to(out).as_posix()}\0".encode())
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:16]


def write_runtime_key(out: Path) -> None:
    path = out / SNAPSHOT_NAME
    text = path.read_text(encoding="utf-8")
    if text.count(RUNTIME_PLACEHOLDER) != 1:
        raise BuildError(f"site/{SNAPSHOT_NAME} must contain {RUNTIME_PLACEHOLDER!r} exactly once")
    path.write_text(text.replace(RUNTIME_PLACEHOLDER, runtime_key(out)), encoding="utf-8")


def write_preloads(out: Path) -> None:
    index = out / "index.html"
    text = index.read_text(encoding="utf-8")
    if text.count(PRELOAD_PLACEHOLDER) != 1:
        raise BuildError(f"site/index.html must contain {PRELOAD_PLACEHOLDER!r} exactly once")
    index.write_text(text.replace(PRELOAD_PLACEHOLDER, preload_links(out)), encoding="utf-8")
    launcher = out / LAUNCHER_NAME
    text = launcher.read_text(encoding="utf-8")
    if text.count(DOWNLOADS_PLACEHOLDER) != 1:
        raise BuildError(f"site/{LAUNCHER_NAME} must contain {DOWNLOADS_PLACEHOLDER!r} once")
    launcher.write_text(
        text.replace(DOWNLOADS_PLACEHOLDER, json.dumps(interpreter_downloads())),
        encoding="utf-8",
    )


def board_outline(package: Path) -> str:
    """The empty board's display list (``uttt.tools.outline``), as a JSON data block that
    site/draw.js paints before Python starts: the loading board is the real board."""
    sys.path.insert(0, str(package.resolve().parent))
    try:
        from uttt.tools.outline import outline_json
    finally:
        sys.path.pop(0)
    return f'<script type="application/json" id="outline">{outline_json()}</script>'


def outline_images(package: Path) -> str:
    """Each game's empty board as an SVG image (``uttt.tools.outline.outline_svg``) in a
    ``data:`` URL, shown over the canvas until Python is ready (site/style.css), the
    ultimate one unless site/boot.js shows the other: the page's largest content, painted
    with the HTML, no request of its own to wait behind the interpreter's downloads."""
    sys.path.insert(0, str(package.resolve().parent))
    try:
        from uttt.tools.outline import outline_svg
    finally:
        sys.path.pop(0)
    images = []
    for game in ("ultimate", "classic"):
        url = "data:image/svg+xml," + urllib.parse.quote(outline_svg(game), safe="=/:.,-")
        hidden = " hidden" if game == "classic" else ""
        images.append(f'    <img class="board-outline" data-game="{game}" src="{url}" alt=""'
                      f' width="540" height="540"{hidden}>')
    return "\n".join(images)


def write_outline(out: Path, package: Path) -> None:
    index = out / "index.html"
    text = index.read_text(encoding="utf-8")
    if text.count(OUTLINE_PLACEHOLDER) != 1:
        raise BuildError(f"site/index.html must contain {OUTLINE_PLACEHOLDER!r} exactly once")
    block = outline_images(package) + "\n" + board_outline(package)
    index.write_text(text.replace(OUTLINE_PLACEHOLDER, block), encoding="utf-8")


FIRST_PLACEHOLDER = "/*__UTTT_FIRST_IMPORTS__*/[]"
LATER_PLACEHOLDER = "/*__UTTT_LATER_IMPORTS__*/[]"


def write_start_imports(out: Path, package: Path, entry: Path) -> None:
    """The modules site/start.js imports a slice at a time (scripts/build/start_imports.py):
    those ``import main`` loads, leaves first, then those imported after the first frame."""
    loader = out / LOADER_NAME
    text = loader.read_text(encoding="utf-8")
    for placeholder in (FIRST_PLACEHOLDER, LATER_PLACEHOLDER):
        if text.count(placeholder) != 1:
            raise BuildError(f"site/{LOADER_NAME} must contain {placeholder!r} exactly once")
    sources = shipped_sources(package, entry)
    first = start_imports.import_order(sources, [start_imports.module_name(ENTRY_NAME)])
    later = start_imports.import_order(sources, start_imports.LATER_ROOTS, done=first)
    text = text.replace(FIRST_PLACEHOLDER, json.dumps(first[:-1]))  # main itself: last
    text = text.replace(LATER_PLACEHOLDER, json.dumps(later))
    loader.write_text(text, encoding="utf-8")


def write_live_net(out: Path, site: Path, package: Path, node_modules: Path) -> None:
    """The live room's module, bundled, and the relays it may reach in the page's policy
    (scripts/build/live_net.py)."""
    try:
        for entry in live_net.BUNDLES:
            live_net.bundle(site, out, node_modules, entry)
        relays = live_net.relay_sources(package)
    except (live_net.BundleError, ValueError) as err:
        raise BuildError(str(err)) from err
    index = out / "index.html"
    text = index.read_text(encoding="utf-8")
    policy = page_csp(text)
    index.write_text(text.replace(policy, live_net.with_relays(policy, relays), 1),
                     encoding="utf-8")


def page_csp(index_html: str) -> str:
    """The Content-Security-Policy of the game page, reused for the bench page and the
    worker scripts (the service worker's ``POLICY``)."""
    policy = serve.page_policy(index_html)
    if policy is None:
        raise BuildError("site/index.html has no Content-Security-Policy <meta>")
    return policy


MANIFEST_NAME = "manifest.webmanifest"


def lazy_list(out: Path) -> list[str]:
    """The files fetched when first asked for, not at install (the worker's ``LAZY``): the
    web manifest's screenshots, which only the browser's install dialog shows (0.1 MB of
    PNG a first visit would otherwise download for nothing), the live room's network
    module, which only live play needs, and live play needs the network anyway, and the
    QR pairing's camera module (without it, the code is pasted). Nothing else the page
    offers: that must work offline without having been opened online first."""
    manifest = json.loads((out / MANIFEST_NAME).read_text(encoding="utf-8"))
    screenshots = [str(shot["src"]) for shot in manifest.get("screenshots", [])]
    missing = [rel for rel in screenshots if not (out / rel).is_file()]
    if missing:
        raise BuildError(f"site/{MANIFEST_NAME} names screenshots that are missing: {missing}")
    return sorted({*screenshots, *live_net.BUNDLES.values()})


def precache_list(out: Path) -> list[str]:
    """Every file the game needs, relative to the service worker, plus the scope root."""
    entries = ["./"]
    lazy = set(lazy_list(out))
    for path in _files_under(out):
        rel = path.relative_to(out).as_posix()
        if rel == SW_NAME or rel.startswith(f"{BENCH_DIR}/") or rel in lazy:
            continue
        entries.append(rel)
    return entries


def _file_of(entry: str) -> str:
    return "index.html" if entry == "./" else entry


def precache_manifest(out: Path, entries: list[str]) -> list[dict[str, str | int]]:
    """``{"url", "integrity", "size"}`` per entry: the worker's fetches check each file's
    hash, and its cache checks compare what the cache holds with the hash and the size."""
    manifest: list[dict[str, str | int]] = []
    for entry in entries:
        data = (out / _file_of(entry)).read_bytes()
        digest = hashlib.sha256(data).digest()
        manifest.append({"url": entry, "integrity": f"sha256-{base64.b64encode(digest).decode()}",
                         "size": len(data)})
    return manifest


def content_version(manifest: list[dict[str, str | int]]) -> str:
    digest = hashlib.sha256()
    for item in manifest:
        digest.update(f"{item['url']}\0{item['integrity']}\n".encode())
    return digest.hexdigest()[:16]


def write_service_worker(out: Path) -> str:
    """sw.js with its files, its version and the policy it gives the worker scripts (the
    page's own, from index.html's ``<meta>``, without the live relays)."""
    sw_path = out / SW_NAME
    template = sw_path.read_text(encoding="utf-8")
    for placeholder in (VERSION_PLACEHOLDER, PRECACHE_PLACEHOLDER, LAZY_PLACEHOLDER,
                        POLICY_PLACEHOLDER):
        if template.count(placeholder) != 1:
            raise BuildError(f"site/{SW_NAME} must contain {placeholder!r} exactly once")
    manifest = precache_manifest(out, precache_list(out))
    lazy = precache_manifest(out, lazy_list(out))  # cached when first asked for
    version = content_version(manifest + lazy)
    text = template.replace(VERSION_PLACEHOLDER, version).replace(
        PRECACHE_PLACEHOLDER, json.dumps(manifest, indent=1)
    ).replace(LAZY_PLACEHOLDER, json.dumps(lazy, indent=1)).replace(
        POLICY_PLACEHOLDER,
        json.dumps(serve.worker_policy(page_csp((out / "index.html").read_text(encoding="utf-8")))),
    )
    sw_path.write_text(text, encoding="utf-8")
    return version


def build(
    out: Path, *, site: Path, package: Path, node_modules: Path, trace: bool = False
) -> str:
    """Build the site into ``out`` and return the content version.

    ``trace``: the untrimmed build scripts/build/trace_runtime.py walks (the whole vendored
    runtime, and a hook that hands it the interpreter). The new tree is written next to
    ``out`` and swapped in by renames at the end, so a server running from ``out``
    (another test run, `make play`) never sees a half build.
    """
    out = out.resolve()
    out.parent.mkdir(parents=True, exist_ok=True)
    stage = Path(tempfile.mkdtemp(prefix=f".{out.name}-new-", dir=out.parent))
    try:
        copy_site(site, stage)
        write_sheets(stage, site)
        write_live_net(stage, site, package, node_modules)
        try:  # a catalog whose header the page cannot use stops the build, named
            catalogs.compile_catalogs(
                package / catalogs.LOCALE.relative_to(catalogs.ROOT / "uttt"))
            site_texts.write(stage, package)
            site_texts.write_damaged_page(stage, package)
        except ValueError as err:
            raise BuildError(str(err)) from err
        if trace:
            with (stage / LOADER_NAME).open("a", encoding="utf-8") as start:
                start.write(TRACE_HOOK)
        # The game's archive is compiled (one node process) while the runtime is found
        # and its library compiled (two more, one after the other): most of a build's
        # time, in folders of their own, so the two run side by side.
        with ThreadPoolExecutor(max_workers=1) as pool:
            archived = pool.submit(archive_package, package, stage,
                                   pyodide=node_modules / "pyodide", entry=site / ENTRY_NAME)
            runtime = None
            if not trace:
                traced = runtime_files.load()
                static = static_members(shipped_sources(package, site / ENTRY_NAME),
                                        node_modules / "pyodide", traced.frozen)
                runtime = replace(traced, stdlib=tuple(sorted({*traced.stdlib, *static})))
            copy_vendor(node_modules, stage, runtime)
            patch_pyodide(stage)
            archived.result()
        copy_fetched_data(package, stage)
        write_runtime_key(stage)
        write_preloads(stage)
        write_outline(stage, package)
        write_start_imports(stage, package, site / ENTRY_NAME)
        version = write_service_worker(stage)
        csp = page_csp((site / "index.html").read_text(encoding="utf-8"))
        bench_pages.write_bench(stage, csp, package)
        stage.chmod(0o755)
        _swap_in(stage, out)
    except BaseException:
        shutil.rmtree(stage, ignore_errors=True)
        raise
    return version


def _swap_in(stage: Path, out: Path) -> None:
    old = None
    if out.exists():
        old = Path(tempfile.mkdtemp(prefix=f".{out.name}-old-", dir=out.parent))
        old.rmdir()
        out.rename(old)
    stage.rename(out)
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    parser.add_argument("--site", type=Path, default=ROOT / "site")
    parser.add_argument("--package", type=Path, default=ROOT / "uttt")
    parser.add_argument("--node-modules", type=Path, default=ROOT / "node_modules")
    parser.add_argument(
        "--trace", action="store_true",
        help="untrimmed build with a hook for scripts/build/trace_runtime.py (not for deploying)",
    )
    args = parser.parse_args(argv)
    try:
        version = build(
            args.out, site=args.site, package=args.package, node_modules=args.node_modules,
            trace=args.trace,
        )
    except BuildError as err:
        print(f"build_site: {err}", file=sys.stderr)
        return 1
    print(f"build_site: wrote {args.out} (version {version})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
