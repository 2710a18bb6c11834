"""The build's runtime list (scripts/runtime-files.json) against the code the page ships.

The list comes from tracing the page in a browser (scripts/trace_runtime.py; the e2e test
tests/e2e/test_runtime_trace.py fails when it is stale). This test needs no browser: every
standard library module that the shipped code imports anywhere, at the top of a module or
inside a function, must be in the trimmed archive, so a lazy import that no feature path
reached yet still fails here, not in a player's browser.
"""

from __future__ import annotations

import ast
import importlib.util
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
STDLIB_ZIP = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"


def _load(name: str) -> object:
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


runtime_files = _load("runtime_files")


def shipped_sources() -> list[Path]:
    package = ROOT / "uttt"
    found = [
        path for path in package.rglob("*.py")
        if "__pycache__" not in path.parts
        and path.relative_to(package).parts[0] not in ("tools", "__main__.py")
    ]
    return [*found, ROOT / "site" / "main.py"]


def imported_names(source: str) -> set[str]:
    """Absolute module names imported anywhere in ``source`` (functions included)."""
    names = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def zip_modules(names: list[str]) -> set[str]:
    modules = set()
    for name in names:
        if name.endswith(".py"):
            modules.add(name.removesuffix(".py").replace("/", ".").removesuffix(".__init__"))
    return modules


def test_imported_names_sees_lazy_imports() -> None:
    source = "import json\ndef f():\n    import importlib.resources\n    from segno import x\n"
    assert {"json", "importlib.resources", "segno", "segno.x"} <= imported_names(source)


def test_every_stdlib_import_of_the_shipped_code_is_kept() -> None:
    if not STDLIB_ZIP.is_file():
        pytest.skip("node_modules/pyodide missing: run `npm ci` (make dist does)")
    with zipfile.ZipFile(STDLIB_ZIP) as archive:
        in_zip = zip_modules(archive.namelist())
    runtime = runtime_files.load()
    kept = runtime_files.stdlib_modules(runtime) | set(runtime.frozen)
    missing = set()
    for path in shipped_sources():
        for name in imported_names(path.read_text(encoding="utf-8")):
            parts = name.split(".")
            for depth in range(1, len(parts) + 1):
                module = ".".join(parts[:depth])
                if module in in_zip and module not in kept:
                    missing.add(f"{module} ({path.relative_to(ROOT)})")
    assert not missing, (
        "standard modules the page imports but the trimmed archive lacks: "
        f"{sorted(missing)}; add the feature path to tests/e2e/sweep.py and run "
        "scripts/trace_runtime.py"
    )


def test_the_list_names_only_real_members() -> None:
    if not STDLIB_ZIP.is_file():
        pytest.skip("node_modules/pyodide missing: run `npm ci` (make dist does)")
    runtime = runtime_files.load()
    with zipfile.ZipFile(STDLIB_ZIP) as archive:
        assert set(runtime.stdlib) <= set(archive.namelist())
    assert "encodings/__init__.py" in runtime.stdlib and "asyncio/__init__.py" in runtime.stdlib
    assert not [name for name in runtime.stdlib if name.startswith(("unittest/", "email/"))]


def test_trim_keeps_exactly_the_members(tmp_path: Path) -> None:
    source = tmp_path / "full.zip"
    with zipfile.ZipFile(source, "w") as archive:
        for name in ("a.py", "b/__init__.py", "b/c.py", "d.py"):
            archive.writestr(name, f"# {name}\n")
    runtime_files.trim_stdlib(source, tmp_path / "out.zip", ("b/c.py", "a.py", "b/__init__.py"))
    with zipfile.ZipFile(tmp_path / "out.zip") as archive:
        assert archive.namelist() == ["a.py", "b/__init__.py", "b/c.py"]
        assert archive.read("b/c.py") == b"# b/c.py\n"
    with pytest.raises(runtime_files.StaleListError, match="trace_runtime"):
        runtime_files.trim_stdlib(source, tmp_path / "bad.zip", ("gone.py",))
