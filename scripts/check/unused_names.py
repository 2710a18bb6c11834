"""Print the names uttt/ defines that nothing else names: candidates for dead code.

    python scripts/check/unused_names.py [--tests]

A name is a module's function, class or assignment, or a class's method; it is printed
when no other file of ``uttt/``, ``site/`` or ``scripts/`` holds the word and its own
module names it once (its definition). ``--tests`` also prints those that only tests
name. A word match, not an import graph: a name used through ``getattr`` or a string is
missed, and a common word hides a dead name, so read each one before deleting it.
"""

from __future__ import annotations

import argparse
import ast
import re
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def defined(tree: ast.Module) -> Iterator[str]:
    """The module's top-level names and its classes' methods."""
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            yield node.name
        if isinstance(node, ast.ClassDef):
            yield from (sub.name for sub in node.body
                        if isinstance(sub, ast.FunctionDef) and not sub.name.startswith("__"))
        elif isinstance(node, ast.Assign):
            yield from (t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            yield node.target.id


def words(path: Path) -> set[str]:
    return set(re.findall(r"[A-Za-z_]\w*", path.read_text(encoding="utf-8")))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tests", action="store_true", help="also names only tests use")
    args = parser.parse_args()
    package = sorted(ROOT.glob("uttt/**/*.py"))
    others = [p for p in [*ROOT.glob("site/**/*"), *ROOT.glob("scripts/**/*")]
              if p.suffix in (".py", ".js", ".mjs")]
    tests = sorted(ROOT.glob("tests/**/*.py"))
    seen = {p: words(p) for p in [*package, *others, *tests]}
    for path in package:
        text = path.read_text(encoding="utf-8")
        for name in defined(ast.parse(text)):
            if name.startswith("__") or len(re.findall(rf"\b{name}\b", text)) > 1:
                continue
            if any(name in seen[p] for p in [*package, *others] if p != path):
                continue
            tested = sum(name in seen[p] for p in tests)
            if not tested or args.tests:
                note = f" (tests: {tested})" if tested else ""
                print(f"{path.relative_to(ROOT)}: {name}{note}")


if __name__ == "__main__":
    main()
