"""The order site/start.js imports the game's modules in is the order Python finishes them."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Run in a fresh interpreter: which modules of the package finish loading, in order.
FINISHED = r"""
import json, sys
bootstrap = sys.modules["_frozen_importlib"]
real = bootstrap._find_and_load
order = []
def find_and_load(name, import_):
    try:
        return real(name, import_)
    finally:
        if name in sys.modules and name not in order:
            order.append(name)
bootstrap._find_and_load = find_and_load
for root in sys.argv[1:]:
    __import__(root)
print(json.dumps(order))
"""


def load(name: str, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    monkeypatch.syspath_prepend(str(ROOT / "scripts" / "build"))
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / "build" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture()
def order_of(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    return load("start_imports", monkeypatch)


def package_sources() -> dict[str, str]:
    return {(Path("uttt") / path.relative_to(ROOT / "uttt")).as_posix(): path.read_text("utf-8")
            for path in (ROOT / "uttt").rglob("*.py")}


@pytest.mark.parametrize("roots", [
    ["uttt.app.page.view"],
    ["uttt.app.controller.step", "uttt.ai.levels"],
    ["uttt.app.study.store", "uttt.app.scene.marks"],
])
def test_the_order_is_the_one_python_finishes_the_modules_in(
    order_of: ModuleType, roots: list[str]
) -> None:
    done = subprocess.run([sys.executable, "-c", FINISHED, *roots], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    sources = package_sources()
    ours = {order_of.module_name(path) for path in sources}
    real = [name for name in json.loads(done.stdout) if name in ours]
    assert order_of.import_order(sources, roots) == real


def test_what_is_done_is_left_out_and_other_roots_kept_in_place(order_of: ModuleType) -> None:
    sources = {"a/__init__.py": "from a import b\n", "a/b.py": "import json\nimport c\n",
               "c.py": "def f():\n    import a.d\n", "a/d.py": ""}
    assert order_of.import_order(sources, ["a", "hashlib", "a.d"]) == [
        "c", "a.b", "a", "hashlib", "a.d"]
    assert order_of.import_order(sources, ["a.b"], done=["c"]) == ["a.b", "a"]


def test_type_checking_imports_do_not_count(order_of: ModuleType) -> None:
    source = ("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import x\n"
              "else:\n    import y\ntry:\n    import z\nexcept ImportError:\n    pass\n")
    assert order_of.load_time_imports(source, "m", package=False) == [
        "typing", "typing.TYPE_CHECKING", "y", "z"]
