"""Outside the game variants, no code asks which game it holds.

What differs between ultimate and classic tic-tac-toe lives in ``uttt/app/variants/``
(one object per game). This check fails on a branch on the game anywhere else in the
page application or the page's wiring: a comparison with a game's name, an
``isinstance`` test on a board class, a ``classic_*`` function, or an import of a
variant module's insides. Run by ``make lint``; ``tests/app/variants/test_variants.py`` runs it too.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHECKED = ("uttt/app", "site")
EXEMPT = ("uttt/app/variants/",)
"""The variant modules themselves."""

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


def problems(root: Path = ROOT) -> list[str]:
    """Every line that branches on the variant outside the variant modules."""
    found: list[str] = []
    for folder in CHECKED:
        for path in sorted((root / folder).rglob("*.py")):
            name = path.relative_to(root).as_posix()
            if name.startswith(EXEMPT):
                continue
            for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                whats = [what for what, pattern in PATTERNS.items() if pattern.search(text)]
                if whats:
                    found.append(f"{name}:{number}: {', '.join(whats)}: {text.strip()}")
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
