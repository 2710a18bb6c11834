"""What of the vendored runtime the page really uses, and the trimmed standard library.

``scripts/build/runtime-files.json`` is written by scripts/build/trace_runtime.py, which loads an
untrimmed build in headless Chromium, walks every feature path of the page and records
what it touched:

- ``vendor``: every file under ``vendor/`` the browser fetched (Pyodide's loader, wasm,
  lock file and standard library);
- ``stdlib``: every member of Pyodide's ``python_stdlib.zip`` that a module in
  ``sys.modules`` was loaded from (parent packages included).

scripts/build_site.py copies only those vendor files and writes a standard library
archive holding those members plus the static closure of the shipped code's imports
(``static_members``): every standard module the game's code imports anywhere, at the top
or inside a function, and what those import when they load. So a lazy import that no
feature path reached yet still ships, and the trace adds what no source text shows
(Pyodide's own imports, codecs looked up by name). The list is never
edited by hand: tests/e2e/test_runtime_trace.py traces again and fails when it is stale.
"""

from __future__ import annotations

import ast
import json
import zipfile
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LIST_PATH = ROOT / "scripts" / "build" / "runtime-files.json"
ZIP_DATE = (1980, 1, 1, 0, 0, 0)
ZIP_MODE = 0o644 << 16
STDLIB_NAME = "python_stdlib.zip"


class StaleListError(RuntimeError):
    """The runtime list names a file the vendored runtime does not have."""


@dataclass(frozen=True)
class RuntimeFiles:
    vendor: tuple[str, ...]
    """Paths relative to dist/, e.g. ``vendor/pyodide/pyodide.asm.wasm``."""
    stdlib: tuple[str, ...]
    """Members of python_stdlib.zip, e.g. ``encodings/utf_8.py``."""
    frozen: tuple[str, ...] = ()
    """Modules built into the interpreter (frozen or compiled in): no file needed."""

    def to_json(self) -> str:
        doc = {
            "about": "written by scripts/build/trace_runtime.py; do not edit by hand",
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


def trim_stdlib(source: Path, dest: Path, members: tuple[str, ...],
                compiled: Callable[[dict[str, str]], dict[str, bytes]] | None = None) -> None:
    """Write ``dest``: the members of the zip ``source`` named in ``members`` only, in
    sorted order with fixed dates and modes (the same inputs give the same bytes).

    ``compiled`` (``{"a/b.py": source}`` -> ``{"a/b.pyc": bytecode}``), when given,
    replaces each ``.py`` member by its bytecode. Pyodide ships the library as sources
    and keeps no bytecode cache, so every start compiled the ~130 modules that
    ``loadPyodide`` itself imports (asyncio, ast, inspect, ...), in WebAssembly: about
    half of a warm start (docs/performance.md, "Start-up"). The sources are left out: they would
    only serve tracebacks' source lines, and cost 0.7 MB on a first visit."""
    with zipfile.ZipFile(source) as full:
        present = set(full.namelist())
        missing = sorted(set(members) - present)
        if missing:
            raise StaleListError(
                f"{LIST_PATH.name} names files {source.name} lacks ({', '.join(missing[:5])}"
                f"{'...' if len(missing) > 5 else ''}): run scripts/build/trace_runtime.py"
            )
        entries = {name: full.read(name) for name in set(members)}
    if compiled is not None:
        sources = {name: entries.pop(name).decode("utf-8")
                   for name in sorted(entries) if name.endswith(".py")}
        entries.update(compiled(sources))
    dest.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(dest, "w") as out:
        for name in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=ZIP_DATE)
            info.external_attr = ZIP_MODE
            info.compress_type = zipfile.ZIP_DEFLATED
            out.writestr(info, entries[name], compresslevel=9)


def imported_names(source: str, *, module: str = "", package: bool = False,
                   lazy: bool = True, builtin: frozenset[str] = frozenset()) -> set[str]:
    """Absolute names ``source`` imports; ``lazy``: inside functions too (else only what
    runs when the module loads). ``from a import b`` gives ``a`` and ``a.b`` (``b`` may
    be a module); relative imports resolve against ``module``. The ``except ImportError``
    fallback of a ``try`` that imports only ``builtin`` modules (built into the
    interpreter: they cannot be missing) is left out, as it never runs."""
    here = module if package else module.rpartition(".")[0]
    return {name for node in _reached(ast.parse(source), here, lazy=lazy, builtin=builtin)
            for name in statement_imports(node, here)}


def registered_modules(source: str, *, module: str = "", package: bool = False,
                       builtin: frozenset[str] = frozenset()) -> set[str]:
    """The submodules that the package ``source`` puts in ``sys.modules`` itself when it
    loads (``sys.modules['importlib._bootstrap'] = _bootstrap`` in ``importlib``): no
    file needed for them, as importing a submodule loads its package first. (Only its
    own submodules: another module may be imported before the one that registers it.)"""
    if not package:
        return set()
    here = module
    names = set()
    for node in _reached(ast.parse(source), here, lazy=False, builtin=builtin):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if (isinstance(target, ast.Subscript) and ast.unparse(target.value) == "sys.modules"
                        and isinstance(target.slice, ast.Constant)
                        and isinstance(target.slice.value, str)):
                    names.add(target.slice.value)
    return {name for name in names if name.startswith(f"{module}.")}


def _reached(tree: ast.AST, here: str, *, lazy: bool,
             builtin: frozenset[str]) -> Iterator[ast.AST]:
    """The nodes of ``tree`` that may run (``imported_names``)."""
    todo: list[ast.AST] = [tree]
    while todo:
        node = todo.pop()
        if not lazy and isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            continue
        if isinstance(node, ast.If) and _never_here(node.test):
            todo.extend(node.orelse)
            continue
        if isinstance(node, ast.Try) and _imports_only(node.body, here, builtin):
            todo.extend([*node.body, *node.orelse, *node.finalbody])
            todo.extend(handler for handler in node.handlers if not _catches_import_error(handler))
            continue
        todo.extend(ast.iter_child_nodes(node))
        yield node


def _imports_only(body: list[ast.stmt], here: str, builtin: frozenset[str]) -> bool:
    """Whether ``body`` imports something, and only modules of ``builtin``."""
    modules = []
    for node in (child for statement in body for child in ast.walk(statement)):
        if isinstance(node, ast.Import):
            modules += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            modules += statement_imports(node, here)[:1]  # the module, not the names in it
    return bool(modules) and all(name in builtin for name in modules)


def _catches_import_error(handler: ast.ExceptHandler) -> bool:
    caught = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return any(isinstance(name, ast.Name) and name.id in {"ImportError", "ModuleNotFoundError"}
               for name in caught)


def statement_imports(node: ast.AST, here: str) -> list[str]:
    """The absolute names an import statement in package ``here`` names, in order;
    ``from a import b`` gives ``a`` then ``a.b`` (``b`` may be a module)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if not isinstance(node, ast.ImportFrom):
        return []
    base = node.module or ""
    if node.level:
        parts = here.split(".") if here else []
        parts = parts[: len(parts) - node.level + 1]
        base = ".".join([*parts, *([base] if base else [])])
    if not base:
        return []
    return [base, *(f"{base}.{alias.name}" for alias in node.names)]


def _never_here(test: ast.expr) -> bool:
    """``if __name__ == "__main__":`` (a module run as a script) and Windows-only
    branches: code the page's interpreter never runs."""
    text = ast.unparse(test)
    return "__main__" in text or "win32" in text or "'nt'" in text


def static_members(sources: Iterable[str], stdlib_zip: Path,
                   frozen: Iterable[str] = ()) -> set[str]:
    """The members of ``stdlib_zip`` that importing everything ``sources`` name loads:
    each named module, its parent packages, and (transitively) what they import at
    load time; ``frozen`` modules are built into the interpreter and need no file."""
    builtin = frozenset(frozen)
    provided = set(builtin)  # and what a kept module puts in sys.modules when it loads
    with zipfile.ZipFile(stdlib_zip) as archive:
        members = {}
        for name in archive.namelist():
            if name.endswith(".py"):
                dotted = name.removesuffix(".py").replace("/", ".")
                members[dotted.removesuffix(".__init__")] = name
        kept: set[str] = set()
        todo = [name for source in sources for name in imported_names(source)]
        while todo:
            parts = todo.pop().split(".")
            for depth in range(1, len(parts) + 1):
                dotted = ".".join(parts[:depth])
                member = members.get(dotted)
                if member is None or member in kept or dotted in provided:
                    continue
                kept.add(member)
                text = archive.read(member).decode("utf-8")
                package = member.endswith("__init__.py")
                # a package loads before its submodules: what it registers is there for them
                provided.update(registered_modules(text, module=dotted, package=package,
                                                   builtin=builtin))
                todo.extend(imported_names(text, module=dotted, lazy=False, builtin=builtin,
                                           package=package))
    return kept
