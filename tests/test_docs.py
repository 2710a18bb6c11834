"""The docs against the tree: docs/architecture.md's package tree lists every module of
``uttt/``, one line each, and no module that is gone."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ARCHITECTURE = ROOT / "docs" / "architecture.md"
ENTRY = re.compile(r"( *)([\w.]+\.py|\w+/)(?:  |$)")


def tree_lines(text: str) -> list[str]:
    """The lines of the fenced block under the heading "The package tree"."""
    section = text.split("## The package tree", 1)[1]
    return section.split("```", 2)[1].splitlines()


def listed_modules(lines: list[str]) -> set[str]:
    """The ``.py`` paths the tree names: a line is an entry when it starts, indented two
    spaces a level, with a name and a ``/`` (a folder) or ``.py``; a deeper line is a
    description wrapped."""
    folders: list[str] = []
    found = set()
    for line in lines:
        entry = ENTRY.match(line)
        if entry is None or len(entry[1]) % 2 or len(entry[1]) // 2 > len(folders):
            continue
        folders = folders[:len(entry[1]) // 2]
        if entry[2].endswith("/"):
            folders.append(entry[2])
        elif folders[:1] == ["uttt/"]:
            found.add("".join(folders) + entry[2])
    return found


def test_the_package_tree_lists_every_module_once() -> None:
    lines = tree_lines(ARCHITECTURE.read_text(encoding="utf-8"))
    modules = {str(p.relative_to(ROOT)) for p in (ROOT / "uttt").rglob("*.py")
               if p.name != "__init__.py"}
    listed = listed_modules(lines)
    assert sorted(modules - listed) == [], "modules missing from docs/architecture.md's tree"
    assert sorted(listed - modules) == [], "docs/architecture.md's tree lists modules gone"
    bare = [line for line in lines if re.fullmatch(r" *[\w.]+\.py *", line)]
    assert bare == [], "a module named without a description"


def test_the_tree_reader_follows_the_indentation() -> None:
    lines = ["uttt/", "  a.py      one", "  app/      part", "    b.py    two",
             "            wrapped c.py text", "  d.py      three", "site/", "  e.py  edge"]
    assert listed_modules(lines) == {"uttt/a.py", "uttt/app/b.py", "uttt/d.py"}


PATH_NAMED = re.compile(
    r"(?<![\w/.<>-])((?:[\w.-]+/)+[\w.-]+\.(?:py|js|mjs|md|json|jsonl|gz|sh|html|css|toml))\b")
"""A file path with at least one folder, as the docs write them (``uttt/board.py``,
``handlers/pointer.py``, ``scripts/bench/bench_ai.py``)."""
BASES = ("", "uttt/", "uttt/app/", "uttt/app/controller/", "scripts/", "site/", "tests/")
"""Where a path the docs name may start: the repository, or a folder it is short for
(``handlers/pointer.py`` is ``uttt/app/features/play/pointer.py``)."""
BUILT = ("dist/", "vendor/")
"""Paths in the built site, not in the repository."""


def named_paths(text: str) -> set[str]:
    return {m[1] for m in PATH_NAMED.finditer(text)}


def test_every_file_the_docs_name_exists() -> None:
    docs = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
    missing = [
        f"{doc.relative_to(ROOT)}: {path}" for doc in docs
        for path in sorted(named_paths(doc.read_text(encoding="utf-8")))
        if not path.startswith(BUILT)
        and not any((ROOT / base / path).exists() or (doc.parent / path).exists()
                    for base in BASES)]
    assert missing == []


def test_a_path_is_read_with_its_folders() -> None:
    text = "`uttt/ai/tree.py`, (handlers/pointer.py) and https://x.org/a/b.js; <a/b.py>"
    assert named_paths(text) == {"uttt/ai/tree.py", "handlers/pointer.py"}
