"""What of the vendored runtime the page really uses, and the trimmed standard library.

``scripts/runtime-files.json`` is written by scripts/trace_runtime.py, which loads an
untrimmed build in headless Chromium, walks every feature path of the page and records
what it touched:

- ``vendor``: every file under ``vendor/`` the browser fetched (PyScript's modules and
  chunks, Pyodide's loader, wasm, lock file and standard library);
- ``stdlib``: every member of Pyodide's ``python_stdlib.zip`` that a module in
  ``sys.modules`` was loaded from (parent packages included).

scripts/build_site.py copies only those vendor files and writes a standard library
archive holding only those members. The list is never edited by hand: the e2e test
tests/e2e/test_runtime_trace.py traces again and fails when it is stale, and a unit test
checks that every standard module the shipped code imports (at the top or inside a
function) is in it.
"""

from __future__ import annotations

import json
import zipfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIST_PATH = ROOT / "scripts" / "runtime-files.json"
ZIP_DATE = (1980, 1, 1, 0, 0, 0)
ZIP_MODE = 0o644 << 16
STDLIB_NAME = "python_stdlib.zip"


class StaleListError(RuntimeError):
    """The runtime list names a file the vendored runtime does not have."""


@dataclass(frozen=True)
class RuntimeFiles:
    vendor: tuple[str, ...]
    """Paths relative to dist/, e.g. ``vendor/pyscript/core.js``."""
    stdlib: tuple[str, ...]
    """Members of python_stdlib.zip, e.g. ``encodings/utf_8.py``."""
    frozen: tuple[str, ...] = ()
    """Modules built into the interpreter (frozen or compiled in): no file needed."""

    def to_json(self) -> str:
        doc = {
            "about": "written by scripts/trace_runtime.py; do not edit by hand",
            "vendor": sorted(set(self.vendor)),
            "stdlib": sorted(set(self.stdlib)),
            "frozen": sorted(set(self.frozen)),
        }
        return json.dumps(doc, indent=1) + "\n"


def load(path: Path = LIST_PATH) -> RuntimeFiles:
    doc = json.loads(path.read_text(encoding="utf-8"))
    return RuntimeFiles(tuple(doc["vendor"]), tuple(doc["stdlib"]), tuple(doc["frozen"]))


def stdlib_modules(files: RuntimeFiles) -> set[str]:
    """Dotted module names of the kept standard library members."""
    names = set()
    for member in files.stdlib:
        if member.endswith(".py"):
            dotted = member.removesuffix(".py").replace("/", ".")
            names.add(dotted.removesuffix(".__init__"))
    return names


def trim_stdlib(source: Path, dest: Path, members: tuple[str, ...]) -> None:
    """Write ``dest``: the members of the zip ``source`` named in ``members`` only, in
    sorted order with fixed dates and modes (the same inputs give the same bytes)."""
    with zipfile.ZipFile(source) as full:
        present = set(full.namelist())
        missing = sorted(set(members) - present)
        if missing:
            raise StaleListError(
                f"{LIST_PATH.name} names files {source.name} lacks ({', '.join(missing[:5])}"
                f"{'...' if len(missing) > 5 else ''}): run scripts/trace_runtime.py"
            )
        dest.parent.mkdir(parents=True, exist_ok=True)
        with zipfile.ZipFile(dest, "w") as out:
            for name in sorted(set(members)):
                info = zipfile.ZipInfo(name, date_time=ZIP_DATE)
                info.external_attr = ZIP_MODE
                info.compress_type = zipfile.ZIP_DEFLATED
                out.writestr(info, full.read(name), compresslevel=9)
