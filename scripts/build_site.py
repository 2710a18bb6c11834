#!/usr/bin/env python3
"""Build the self-contained static site into ``dist/`` (stdlib only).

Layout of the output::

    dist/
      index.html boot.js sw.js manifest.webmanifest icons/ ...   (copied from site/)
      main.py                the PyScript entry: imports the wiring, site/main.py, from the zip
      pyscript.json          PyScript config: local interpreter, no packages, the uttt archive
      py/uttt.zip            the rules package and site/main.py (as the module ``main``):
                             .py files and their .pyc (compiled by scripts/py_compile.mjs
                             with the vendored Pyodide, under node)
      vendor/pyodide/        pyodide.mjs, pyodide.asm.mjs/.wasm, python_stdlib.zip, lock file
      vendor/pyscript/       @pyscript/core's dist/ (source maps left out)
      bench/bare.html        bare ``loadPyodide`` page for scripts/bench_load.py (not precached)
      bench/engine.html      engine and search benchmarks in Pyodide, for scripts/bench_browser.py
      bench/tools.zip        uttt.tools (benchmarks), which the page's archive leaves out

Every URL written here is relative, so the folder works under any sub-path.  The
service worker's precache list (each file with its SHA-256, checked by the worker's
fetches) and version (a hash of that list) are filled into the placeholders of
``site/sw.js``.  The output is
deterministic: the same inputs give byte-identical files.
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
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
PYODIDE_DIR = "vendor/pyodide"
PYSCRIPT_DIR = "vendor/pyscript"
PY_DIR = "py"
# Fixed metadata for the archive's entries, so that the same sources give the same bytes.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)
ZIP_MODE = 0o644 << 16
CONFIG_NAME = "pyscript.json"
SW_NAME = "sw.js"
BENCH_DIR = "bench"
TOOLS_ARCHIVE = "tools.zip"
VERSION_PLACEHOLDER = "__UTTT_VERSION__"
PRECACHE_PLACEHOLDER = "/*__UTTT_PRECACHE__*/[]"
PRELOAD_PLACEHOLDER = "<!--__UTTT_PRELOAD__-->"
SKIPPED_NAMES = {"__pycache__", ".DS_Store"}
ENTRY_NAME = "main.py"
ENTRY_STUB = """\
# The page's PyScript entry, written by scripts/build_site.py. The wiring is site/main.py,
# shipped compiled in py/uttt.zip as the module `main`: PyScript would compile the text of
# this file at every page load, an import of bytecode costs much less.
import js

js.performance.mark("uttt:main")  # PyScript's own set-up is done (scripts/bench_load.py)
import main  # noqa: E402, F401
"""

BARE_HTML = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{csp}">
<title>bench: bare loadPyodide</title>
<script type="module" src="./bare.js"></script>
</head>
<body><p>bare loadPyodide benchmark page (not part of the game)</p></body>
</html>
"""

BARE_JS = """// Bare Pyodide start-up, same vendored files as the game, for scripts/bench_load.py.
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

const indexURL = new URL("../vendor/pyodide/", import.meta.url).href;
const pyodide = await loadPyodide({ indexURL });
pyodide.runPython("import sys");
performance.mark("uttt:ready");
document.documentElement.dataset.ready = "1";
"""


ENGINE_HTML = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{csp}">
<title>bench: uttt engine and search in Pyodide</title>
<script type="module" src="./engine.js"></script>
</head>
<body><pre id="out">running…</pre></body>
</html>
"""

ENGINE_JS = """// uttt engine and search benchmarks inside Pyodide, for scripts/bench_browser.py.
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

const here = new URL(".", import.meta.url);
const pyodide = await loadPyodide({ indexURL: new URL("../vendor/pyodide/", here).href });
const config = await (await fetch(new URL("../pyscript.json", here))).json();
for (const url of Object.keys(config.files)) {  // archives, unpacked as PyScript does
  const buffer = await (await fetch(new URL("../" + url, here))).arrayBuffer();
  pyodide.unpackArchive(buffer, "zip", { extractDir: "." });
}
const tools = await (await fetch(new URL("tools.zip", here))).arrayBuffer();
pyodide.unpackArchive(tools, "zip", { extractDir: "." });  // uttt.tools: not in the page's zip
const scale = Number(new URLSearchParams(location.search).get("scale") || "1");
// Each figure runs in its own call into Python. Since 3.11 Python calls do not re-enter
// the C eval loop, and WebAssembly has no on-stack replacement: one long call would run
// start to end in the baseline (Liftoff) code it was entered with. A short warm-up call
// first lets V8 tier the interpreter up, as the game's sliced search does.
pyodide.runPython(`
import json, sys
sys.path.insert(0, ".")
from uttt.tools import bench
measures = bench.engine_figures(${scale}) + bench.ai_figures(${scale})
def _one(index):
    f = measures[index]()
    return json.dumps([f.name, f.count, f.seconds, f.unit, f.per_item])
`);
for (let round = 0; round < 30; round++) {  // short calls, time for background tier-up
  pyodide.runPython("bench.run(0.01)");
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const count = pyodide.runPython("len(measures)");
const rows = [];
for (let index = 0; index < count; index++) {
  rows.push(JSON.parse(pyodide.runPython(`_one(${index})`)));
}
const result = JSON.stringify(rows);
document.getElementById("out").textContent = result;
document.documentElement.dataset.done = "1";
"""


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
    if not all((site / name).is_file() for name in ("index.html", SW_NAME, ENTRY_NAME)):
        raise BuildError(f"{site} must hold index.html, {SW_NAME} and {ENTRY_NAME}")
    for path in _files_under(site):
        _copy(path, out / path.relative_to(site))


def compile_sources(sources: dict[str, str], pyodide: Path) -> dict[str, bytes]:
    """``{"uttt/x.py": source}`` -> ``{"uttt/__pycache__/x.<tag>.pyc": bytecode}``.

    Compiled by the vendored Pyodide itself (scripts/py_compile.mjs, run by node), so the
    bytecode matches the interpreter the page runs whatever Python runs this build.
    """
    try:
        done = subprocess.run(
            ["node", str(ROOT / "scripts" / "py_compile.mjs"), str(pyodide)],
            input=json.dumps(sources), capture_output=True, text=True, check=False,
        )
    except FileNotFoundError as err:
        raise BuildError("node is needed to compile the package to bytecode") from err
    if done.returncode != 0:
        raise BuildError(f"py_compile.mjs failed:\n{done.stderr.strip()}")
    result = json.loads(done.stdout)
    compiled = {}
    for name, pyc in result["files"].items():
        folder, _, file = name.rpartition("/")
        cached = f"__pycache__/{file.removesuffix('.py')}.{result['cache_tag']}.pyc"
        if folder:
            cached = f"{folder}/{cached}"
        compiled[cached] = base64.b64decode(pyc)
    return compiled


NOT_SHIPPED = frozenset({"tools", "__main__.py"})
"""Parts of the package the page never imports (the command line, benchmarks, tournaments,
the UCT baseline): they stay in the repository, out of the page's archive."""


DATA_SUFFIXES = (".json",)
"""Data files the package reads at run time (``uttt/data/puzzles.json``), shipped as they are."""


def package_data(package: Path) -> dict[str, bytes]:
    """``{"uttt/data/x.json": bytes}`` for every data file of the shipped package."""
    return {
        (Path(package.name) / path.relative_to(package)).as_posix(): path.read_bytes()
        for path in _files_under(package, suffixes=DATA_SUFFIXES)
        if path.relative_to(package).parts[0] not in NOT_SHIPPED
    }


def archive_package(package: Path, out: Path, *, pyodide: Path, entry: Path) -> str:
    """Zip the package's .py files, the page's ``entry`` (as the top-level ``main.py``),
    their bytecode and the package's data files into ``out/py/<name>.zip``; return its
    site path.

    One archive instead of a file per module: PyScript fetches each ``files`` entry
    separately, and at start-up the ~45 small fetches cost more than unpacking one zip.
    The bytecode spares the page compiling every module at every load (Pyodide writes no
    .pyc cache); the sources stay for tracebacks. Entries are in sorted order with fixed
    dates and modes, so the same sources give the same bytes.
    """
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
    entries = {name: text.encode("utf-8") for name, text in sources.items()}
    entries.update(compile_sources(sources, pyodide))
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


def copy_vendor(node_modules: Path, out: Path) -> None:
    pyodide = node_modules / "pyodide"
    pyscript = node_modules / "@pyscript" / "core" / "dist"
    missing = [name for name in PYODIDE_FILES if not (pyodide / name).is_file()]
    if missing or not (pyscript / "core.js").is_file():
        raise BuildError(
            f"vendored runtime missing under {node_modules} ({', '.join(missing) or 'pyscript'}); "
            "run `npm ci` first (or `make dist`)"
        )
    for name in PYODIDE_FILES:
        _copy(pyodide / name, out / PYODIDE_DIR / name)
    for path in _files_under(pyscript):
        if path.suffix == ".map":
            continue
        _copy(path, out / PYSCRIPT_DIR / path.relative_to(pyscript))


def preload_links(out: Path) -> str:
    """``<link>``s for index.html that start at once the downloads PyScript and Pyodide
    would otherwise discover one after another: PyScript's modules, its config, the
    error plugin it awaits, then Pyodide's loader, wasm, lock file and standard library.

    On a first visit this starts Pyodide's downloads ~200 ms sooner; later visits are
    served by the service worker either way. Each ``as="fetch"`` preload matches the
    request that uses it (CORS mode, same-origin credentials), else it would be fetched
    twice. The names of PyScript's chunks carry hashes, so they are read from the build.
    """
    pyscript = out / PYSCRIPT_DIR
    chunks = re.findall(r'from"\./([^"]+\.js)"', (pyscript / "core.js").read_text("utf-8"))
    errors = sorted(path.name for path in pyscript.glob("error-*.js"))
    if not chunks or len(errors) != 1:
        raise BuildError(f"unexpected @pyscript/core layout (core chunk, error plugin): {pyscript}")
    modules = [f"{PYSCRIPT_DIR}/{name}" for name in ("core.js", *chunks, *errors)]
    modules.append(f"{PYODIDE_DIR}/pyodide.mjs")  # not pyodide.asm.mjs: parsing its 1.2 MB
    # that early delays the board outline's first paint
    fetched = [CONFIG_NAME] + [
        f"{PYODIDE_DIR}/{name}"
        for name in ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
    ]
    links = [f'<link rel="modulepreload" href="./{rel}">' for rel in modules]
    links += [f'<link rel="preload" href="./{rel}" as="fetch" crossorigin>' for rel in fetched]
    return "\n".join(links)


def write_preloads(out: Path) -> None:
    index = out / "index.html"
    text = index.read_text(encoding="utf-8")
    if text.count(PRELOAD_PLACEHOLDER) != 1:
        raise BuildError(f"site/index.html must contain {PRELOAD_PLACEHOLDER!r} exactly once")
    index.write_text(text.replace(PRELOAD_PLACEHOLDER, preload_links(out)), encoding="utf-8")


def write_config(out: Path, archive: str) -> None:
    """PyScript config: local Pyodide, the uttt archive unpacked in the working directory
    (a ``files`` target ending in ``/*`` makes PyScript unpack an archive there).

    ``packages`` is left out on purpose: even an empty list makes PyScript load micropip
    (a wheel the npm tarball does not ship), so "no packages" means "no key".
    """
    config = {
        "interpreter": f"./{PYODIDE_DIR}/pyodide.mjs",
        "files": {f"./{archive}": "./*"},
    }
    text = json.dumps(config, indent=2, sort_keys=True) + "\n"
    (out / CONFIG_NAME).write_text(text, encoding="utf-8")


def write_bench(out: Path, csp: str, package: Path) -> None:
    bench = out / BENCH_DIR
    bench.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(bench / TOOLS_ARCHIVE, "w") as archive:  # what the page leaves out
        for path in _files_under(package / "tools", suffixes=(".py",)):
            name = (Path(package.name) / path.relative_to(package)).as_posix()
            info = zipfile.ZipInfo(name, date_time=ZIP_DATE)
            info.external_attr = ZIP_MODE
            archive.writestr(info, path.read_bytes())
    (bench / "bare.html").write_text(BARE_HTML.format(csp=csp), encoding="utf-8")
    (bench / "bare.js").write_text(BARE_JS, encoding="utf-8")
    (bench / "engine.html").write_text(ENGINE_HTML.format(csp=csp), encoding="utf-8")
    (bench / "engine.js").write_text(ENGINE_JS, encoding="utf-8")


def page_csp(index_html: str) -> str:
    """The Content-Security-Policy of the game page, reused for the bench page."""
    marker = 'http-equiv="Content-Security-Policy" content="'
    start = index_html.find(marker)
    if start < 0:
        raise BuildError("site/index.html has no Content-Security-Policy <meta>")
    start += len(marker)
    return index_html[start : index_html.index('"', start)]


def precache_list(out: Path) -> list[str]:
    """Every file the game needs, relative to the service worker, plus the scope root."""
    entries = ["./"]
    for path in _files_under(out):
        rel = path.relative_to(out).as_posix()
        if rel == SW_NAME or rel.startswith(f"{BENCH_DIR}/"):
            continue
        entries.append(rel)
    return entries


def _file_of(entry: str) -> str:
    return "index.html" if entry == "./" else entry


def precache_manifest(out: Path, entries: list[str]) -> list[dict[str, str]]:
    """``{"url", "integrity"}`` per entry: the worker's fetches check each file's hash."""
    manifest = []
    for entry in entries:
        digest = hashlib.sha256((out / _file_of(entry)).read_bytes()).digest()
        manifest.append({"url": entry, "integrity": f"sha256-{base64.b64encode(digest).decode()}"})
    return manifest


def content_version(manifest: list[dict[str, str]]) -> str:
    digest = hashlib.sha256()
    for item in manifest:
        digest.update(f"{item['url']}\0{item['integrity']}\n".encode())
    return digest.hexdigest()[:16]


def write_service_worker(out: Path) -> str:
    sw_path = out / SW_NAME
    template = sw_path.read_text(encoding="utf-8")
    for placeholder in (VERSION_PLACEHOLDER, PRECACHE_PLACEHOLDER):
        if template.count(placeholder) != 1:
            raise BuildError(f"site/{SW_NAME} must contain {placeholder!r} exactly once")
    manifest = precache_manifest(out, precache_list(out))
    version = content_version(manifest)
    text = template.replace(VERSION_PLACEHOLDER, version).replace(
        PRECACHE_PLACEHOLDER, json.dumps(manifest, indent=1)
    )
    sw_path.write_text(text, encoding="utf-8")
    return version


def build(out: Path, *, site: Path, package: Path, node_modules: Path) -> str:
    """Build the site into ``out`` and return the content version.

    The new tree is written next to ``out`` and swapped in by renames at the end, so a
    server running from ``out`` (another test run, `make play`) never sees a half build.
    """
    out = out.resolve()
    out.parent.mkdir(parents=True, exist_ok=True)
    stage = Path(tempfile.mkdtemp(prefix=f".{out.name}-new-", dir=out.parent))
    try:
        copy_site(site, stage)
        copy_vendor(node_modules, stage)
        archive = archive_package(
            package, stage, pyodide=node_modules / "pyodide", entry=site / ENTRY_NAME
        )
        (stage / ENTRY_NAME).write_text(ENTRY_STUB, encoding="utf-8")
        write_config(stage, archive)
        write_preloads(stage)
        version = write_service_worker(stage)
        write_bench(stage, page_csp((site / "index.html").read_text(encoding="utf-8")), package)
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
    args = parser.parse_args(argv)
    try:
        version = build(
            args.out, site=args.site, package=args.package, node_modules=args.node_modules
        )
    except BuildError as err:
        print(f"build_site: {err}", file=sys.stderr)
        return 1
    print(f"build_site: wrote {args.out} (version {version})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
