"""Outside the game variants, no code asks which game it holds.

What differs between ultimate and classic tic-tac-toe lives in ``uttt/app/variants/``
(one object per game). This check fails on a branch on the game anywhere else in the
page application or the page's wiring: a comparison with a game's name, an
``isinstance`` test on a board class, a ``classic_*`` function, an import of a
variant module's insides, a game's name chosen by a condition or matched by ``case``,
or a table by game: a dict or set with a game's name for a key (or a dict whose values
are all games' names), a ``dict(classic=...)``, a mapping or set typed by ``GameKind``
(what such a table holds is a field of each variant, ``uttt.app.variants``). Run by
``make lint``; ``tests/app/variants/test_variants.py`` runs it too.
"""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHECKED = ("uttt/app", "site")
EXEMPT = ("uttt/app/variants/",)
"""The variant modules themselves."""
GAMES = frozenset({"ultimate", "classic"})
"""The games' names (``uttt.app.core.vocabulary.GAMES``; written out, so that the check
imports nothing of the package)."""
TABLE = "keeps a table by game"
CHOICE = "chooses by a game's name"

PATTERNS = {
    "compares a game's name": re.compile(
        r"""(==|!=|\bis\b|\bin\b)\s*\(?\s*["'](classic|ultimate)["']"""
        r"""|["'](classic|ultimate)["']\s*(==|!=)"""),
    "tests a board's class": re.compile(r"isinstance\([^)]*\b(ClassicBoard|Board)\b"),
    "has a classic_* twin": re.compile(r"\bclassic_\w+\s*\("),
    "imports a game's board or notation directly": re.compile(
        r"from uttt\.classic import|from uttt import classic\b|import uttt\.classic"
        r"|ClassicBoard|classic_move_name"),
    "reaches into a variant module": re.compile(r"uttt\.app\.variants\.(ultimate|classic)\b"),
}


def _is_game(node: ast.AST | None) -> bool:
    return isinstance(node, ast.Constant) and node.value in GAMES


def _typed_by_game(node: ast.Subscript) -> bool:
    """``dict[GameKind, ...]``, ``Mapping[GameKind, ...]``, ``set[GameKind]`` and the like."""
    container = node.value.attr if isinstance(node.value, ast.Attribute) else (
        node.value.id if isinstance(node.value, ast.Name) else "")
    if container not in {"dict", "Dict", "Mapping", "MutableMapping", "MappingProxyType",
                         "set", "Set", "frozenset", "FrozenSet", "AbstractSet", "Counter",
                         "defaultdict", "OrderedDict"}:
        return False
    first = node.slice.elts[0] if isinstance(node.slice, ast.Tuple) else node.slice
    return isinstance(first, ast.Name) and first.id == "GameKind"


def _finding(node: ast.AST) -> str | None:
    """What a node does with the games' names, if it is a table or a choice by game."""
    if isinstance(node, ast.Dict):
        keyed = any(map(_is_game, node.keys))
        return TABLE if keyed or (node.values and all(map(_is_game, node.values))) else None
    if isinstance(node, ast.Set):
        return TABLE if any(map(_is_game, node.elts)) else None
    if isinstance(node, ast.Call):
        named = isinstance(node.func, ast.Name) and node.func.id == "dict"
        return TABLE if named and any(k.arg in GAMES for k in node.keywords) else None
    if isinstance(node, ast.Subscript):
        return TABLE if _typed_by_game(node) else None
    if isinstance(node, ast.IfExp):  # "classic" if flag else "ultimate"
        return CHOICE if _is_game(node.body) or _is_game(node.orelse) else None
    if isinstance(node, ast.MatchValue):
        return CHOICE if _is_game(node.value) else None
    return None


def _ast_findings(tree: ast.AST) -> Iterator[tuple[int, str]]:
    """The line and kind of each table or choice by game."""
    for node in ast.walk(tree):
        what = _finding(node)
        if what is not None:
            yield getattr(node, "lineno", 0), what


def _file_problems(name: str, source: str) -> list[str]:
    lines = source.splitlines()
    whats: dict[int, list[str]] = {}
    for number, text in enumerate(lines, 1):
        for what, pattern in PATTERNS.items():
            if pattern.search(text):
                whats.setdefault(number, []).append(what)
    try:
        tree = ast.parse(source, name)
    except SyntaxError:  # not Python the checks can read: the lines' patterns only
        tree = ast.Module(body=[], type_ignores=[])
    for number, what in sorted(set(_ast_findings(tree))):
        whats.setdefault(number, []).append(what)
    return [f"{name}:{number}: {', '.join(what)}: {lines[number - 1].strip()}"
            for number, what in sorted(whats.items())]


def problems(root: Path = ROOT) -> list[str]:
    """Every line that branches on the variant outside the variant modules."""
    found: list[str] = []
    for folder in CHECKED:
        for path in sorted((root / folder).rglob("*.py")):
            name = path.relative_to(root).as_posix()
            if not name.startswith(EXEMPT):
                found += _file_problems(name, path.read_text(encoding="utf-8"))
    return found


def main() -> int:
    found = problems()
    for line in found:
        print(line)
    if found:
        print(f"{len(found)} variant branch(es) outside uttt/app/variants/: move them into "
              "the Variant interface", file=sys.stderr)
        return 1
    print("variant check: no branch on the game outside uttt/app/variants/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
