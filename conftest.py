"""Compiles the texts' gettext catalogs (``.po`` to ``.mo``, build output that git ignores)
before any test or doctest imports them, so ``pytest`` works from a clean clone
(scripts/build/catalogs.py; unchanged catalogs are not written again)."""

import sys
from pathlib import Path

SCRIPTS = Path(__file__).resolve().parent / "scripts" / "build"


def pytest_configure() -> None:
    if str(SCRIPTS) not in sys.path:
        sys.path.append(str(SCRIPTS))
    import catalogs

    catalogs.compile_catalogs()
