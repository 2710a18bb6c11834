"""The build's runtime list (scripts/build/runtime-files.json) against the code the page ships.

The list comes from tracing the page in a browser (scripts/build/trace_runtime.py; the e2e test
tests/e2e/test_runtime_trace.py fails when it is stale); the build adds the static closure
of what the shipped code imports anywhere, functions included, so a lazy import no feature
path reached yet still ships. These tests need no browser.
"""

from __future__ import annotations

import ast
import importlib.util
import re
import shutil
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
STDLIB_ZIP = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"


def _load(path: str) -> object:
    name = Path(path).name
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{path}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


runtime_files = _load("build/runtime_files")


def test_imported_names_sees_lazy_imports_and_resolves_relative_ones() -> None:
    source = (
        "import json\n"
        "from . import sibling\n"
        "def f():\n    import importlib.resources\n    from segno import x\n"
        "if __name__ == '__main__':\n    import doctest\n"
    )
    names = runtime_files.imported_names(source, module="pkg.mod")
    assert {"json", "pkg", "pkg.sibling", "importlib.resources", "segno", "segno.x"} <= names
    assert "doctest" not in names
    at_load = runtime_files.imported_names(source, module="pkg.mod", lazy=False)
    assert "importlib.resources" not in at_load and "json" in at_load


def _fake_stdlib(path: Path) -> Path:
    files = {
        "json/__init__.py": "from .decoder import JSONDecoder\n",
        "json/decoder.py": "import re\n",
        "re/__init__.py": "import enum\ndef later():\n    import pdb\n",
        "enum.py": "",
        "pdb.py": "import cmd\n",
        "cmd.py": "",
        "os.py": "import ntpath\n",
        "ntpath.py": "",
        "winreg_only.py": "import sys\nif sys.platform == 'win32':\n    import cmd\n",
        "importlib/__init__.py": "",
        "importlib/resources/__init__.py": "from ._common import files\n",
        "importlib/resources/_common.py": "import enum\n",
        "email/__init__.py": "",
    }
    return _write_zip(path, files)


def _write_zip(path: Path, files: dict[str, str]) -> Path:
    with zipfile.ZipFile(path, "w") as archive:
        for name, text in files.items():
            archive.writestr(name, text)
    return path


def test_static_members_follow_load_time_imports_only(tmp_path: Path) -> None:
    stdlib = _fake_stdlib(tmp_path / "stdlib.zip")
    shipped = ["import json\nimport os\nimport winreg_only\n"
               "def data():\n    import importlib.resources\n"]
    kept = runtime_files.static_members(shipped, stdlib, frozen=("os",))
    assert kept == {
        "json/__init__.py", "json/decoder.py", "re/__init__.py", "enum.py",
        "winreg_only.py", "importlib/__init__.py", "importlib/resources/__init__.py",
        "importlib/resources/_common.py",
    }  # not pdb (imported inside a function of re), not os (frozen), not email


def test_static_members_skip_the_fallback_of_a_builtin_import(tmp_path: Path) -> None:
    """``try: from _datetime import * / except ImportError: from _pydatetime import *``:
    with ``_datetime`` built into the interpreter the fallback never runs, and is not
    shipped; the fallback of a module that may be missing is."""
    files = {
        "datetime.py": "try:\n    from _datetime import *\nexcept ImportError:\n"
                       "    from _pydatetime import *\n",
        "_pydatetime.py": "",
        "maybe.py": "try:\n    import _datetime, _absent\nexcept (ValueError, ImportError):\n"
                    "    import slow\n",
        "slow.py": "",
        "other.py": "try:\n    from _datetime import x\nexcept ValueError:\n    import slow2\n",
        "slow2.py": "",
    }
    stdlib = _write_zip(tmp_path / "stdlib.zip", files)
    kept = runtime_files.static_members(["import datetime, maybe, other\n"], stdlib,
                                        frozen=("_datetime",))
    assert kept == {"datetime.py", "maybe.py", "slow.py", "other.py", "slow2.py"}


def test_static_members_skip_what_a_loaded_module_puts_in_sys_modules(tmp_path: Path) -> None:
    """``importlib`` registers the built-in ``_frozen_importlib`` as ``importlib._bootstrap``
    when it loads, before any of its submodules can import that name: the file is not
    needed."""
    files = {
        "importlib/__init__.py": "import sys\ntry:\n    import _frozen_importlib as _bootstrap\n"
                                 "except ImportError:\n    from . import _bootstrap\nelse:\n"
                                 "    sys.modules['importlib._bootstrap'] = _bootstrap\n"
                                 "from ._bootstrap import __import__\n"
                                 "def later():\n    sys.modules['importlib._abc'] = None\n",
        "importlib/_bootstrap.py": "",
        "importlib/_abc.py": "from . import _bootstrap\n",
    }
    stdlib = _write_zip(tmp_path / "stdlib.zip", files)
    kept = runtime_files.static_members(["import importlib._abc\n"], stdlib,
                                        frozen=("_frozen_importlib", "sys"))
    assert kept == {"importlib/__init__.py", "importlib/_abc.py"}


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


def test_trim_can_replace_sources_by_their_bytecode(tmp_path: Path) -> None:
    source = tmp_path / "full.zip"
    with zipfile.ZipFile(source, "w") as archive:
        for name in ("a.py", "b/__init__.py", "b/data.txt", "d.py"):
            archive.writestr(name, f"# {name}\n")
    seen: list[dict[str, str]] = []

    def compiled(sources: dict[str, str]) -> dict[str, bytes]:
        seen.append(sources)
        return {f"{name}c": text.upper().encode() for name, text in sources.items()}

    runtime_files.trim_stdlib(source, tmp_path / "out.zip", ("a.py", "b/__init__.py",
                                                              "b/data.txt"), compiled=compiled)
    assert seen == [{"a.py": "# a.py\n", "b/__init__.py": "# b/__init__.py\n"}]
    with zipfile.ZipFile(tmp_path / "out.zip") as archive:
        assert archive.namelist() == ["a.pyc", "b/__init__.pyc", "b/data.txt"]
        assert archive.read("a.pyc") == b"# A.PY\n"
        assert archive.read("b/data.txt") == b"# b/data.txt\n"


def _engine_page_python() -> list[str]:
    """The Python the engine benchmark page (dist/bench/engine.html) runs: its inline
    set-up code and the modules of uttt.tools it imports (the rest of uttt is shipped)."""
    bench_pages = _load("build/bench_pages")
    blocks = re.findall(r"runPython\(`(.*?)`\)", bench_pages.ENGINE_JS, flags=re.S)
    inline = [re.sub(r"\$\{\w+\}", "1", block) for block in blocks]
    tools = ROOT / "uttt" / "tools"
    return inline + [(tools / name).read_text("utf-8")
                     for name in ("__init__.py", "bench.py", "perft.py")]


def test_the_engine_bench_page_needs_only_what_the_build_ships(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Its imports' closure, by the build's own means (the vendored Pyodide parses its
    library, which CPython here may be too old to parse), is within what the build ships."""
    if not (STDLIB_ZIP.is_file() and shutil.which("node")):
        pytest.skip("node_modules/pyodide or node missing: run `npm ci` (make dist does)")
    monkeypatch.syspath_prepend(str(ROOT / "scripts"))  # build_site imports its neighbours
    build_site = _load("build_site")
    runtime = runtime_files.load()
    pyodide = STDLIB_ZIP.parent
    game = build_site.shipped_sources(ROOT / "uttt", ROOT / "site" / "main.py")
    shipped = {*runtime.stdlib, *build_site.static_members(game, pyodide, runtime.frozen)}
    page = dict(enumerate(_engine_page_python()))
    needed = set(build_site.static_members(page, pyodide, runtime.frozen))
    assert "json/__init__.py" in needed  # the page's inline code was read
    assert needed <= shipped, sorted(needed - shipped)


def _build_site(monkeypatch: pytest.MonkeyPatch) -> object:
    monkeypatch.syspath_prepend(str(ROOT / "scripts"))  # build_site imports its neighbours
    return _load("build_site")


def test_the_package_loader_imports_zipfile_and_tempfile_when_first_called(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The vendored ``pyodide._package_loader``, patched as the build ships it, imports
    neither module when it loads; it names them only to call them or in annotations (a
    stand-in function would not do for ``isinstance``), and each stand-in calls the real
    one."""
    if not STDLIB_ZIP.is_file():
        pytest.skip("node_modules/pyodide missing: run `npm ci` (make dist does)")
    build_site = _build_site(monkeypatch)
    rel = "pyodide/_package_loader.py"
    with zipfile.ZipFile(STDLIB_ZIP) as full:
        source = full.read(rel).decode("utf-8")
    patched = build_site.patch_stdlib({rel: source, "json/__init__.py": "x = 1\n"})
    assert patched["json/__init__.py"] == "x = 1\n"
    assert runtime_files.imported_names(source, module="pyodide._package_loader",
                                        lazy=False) >= {"tempfile", "zipfile"}
    loaded = runtime_files.imported_names(patched[rel], module="pyodide._package_loader",
                                          lazy=False)
    assert not loaded & {"tempfile", "zipfile"}
    tree = ast.parse(source)
    annotations = {id(node) for function in ast.walk(tree)
                   if isinstance(function, ast.FunctionDef)
                   for arg in ast.walk(function.args) if isinstance(arg, ast.arg) and arg.annotation
                   for node in ast.walk(arg.annotation)}
    annotations |= {id(node) for function in ast.walk(tree)
                    if isinstance(function, ast.FunctionDef) and function.returns
                    for node in ast.walk(function.returns)}
    called = {id(node.func) for node in ast.walk(tree) if isinstance(node, ast.Call)}
    uses = [node for node in ast.walk(tree) if isinstance(node, ast.Name)
            and node.id in ("ZipFile", "NamedTemporaryFile")]
    assert uses and all(id(node) in called | annotations for node in uses)  # only called
    stand_ins: dict[str, object] = {}
    defined = [node for node in ast.parse(patched[rel]).body if isinstance(node, ast.FunctionDef)
               and node.name in ("ZipFile", "NamedTemporaryFile")]
    exec(compile(ast.Module(defined, []), rel, "exec"), stand_ins)
    with stand_ins["NamedTemporaryFile"](suffix=".zip") as file:  # type: ignore[operator]
        with zipfile.ZipFile(file, "w") as archive:
            archive.writestr("a", "b")
        file.flush()
        assert stand_ins["ZipFile"](file.name).namelist() == ["a"]  # type: ignore[operator]


def test_patching_the_standard_library_fails_loudly_when_its_text_changed(
        monkeypatch: pytest.MonkeyPatch) -> None:
    build_site = _build_site(monkeypatch)
    with pytest.raises(build_site.BuildError, match="not there exactly once"):
        build_site.patch_stdlib({"pyodide/_package_loader.py": "import zipfile\n"})
    with pytest.raises(build_site.BuildError, match="not in the standard library"):
        build_site.patch_stdlib({})
