"""Builds of the site made apart from ``dist/`` for the tests that compare or deploy them
(tests/e2e/test_dist.py, tests/e2e/test_update.py): made once a session, all at once.

- ``first`` and ``second``: the repository as it is, twice (the build is deterministic);
- ``stylesheet``: ``site/style.css`` with one rule more (a new version, the same saved
  interpreter; the update tests deploy it over ``first``);
- ``package``: one module of the game's package changed (a new saved interpreter).

Each build runs in its own ``scripts/build_site.py`` process, two at a time: a build keeps
about one core busy (its node processes), so a second one uses the other.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BUILD = [sys.executable, str(ROOT / "scripts" / "build_site.py")]
STYLE_RULE = "\nh1 { letter-spacing: 0.01em; }\n"
"""The rule the ``stylesheet`` build adds: a change the page shows (the update tests
check that the reloaded page has it)."""
BUILDS = ("first", "second", "stylesheet", "package")
PACKAGE_LINE = "\nCHANGED = 1\n"
PACKAGE_MODULE = Path("notation.py")
"""Where the ``package`` build adds ``PACKAGE_LINE``, in the package's copy."""


def _inputs(folder: Path) -> dict[str, list[str]]:
    """Each build's extra arguments; the changed copies of the sources are made here."""
    site = folder / "site"
    shutil.copytree(ROOT / "site", site)
    with (site / "style.css").open("a", encoding="utf-8") as css:
        css.write(STYLE_RULE)
    package = folder / "uttt"
    shutil.copytree(ROOT / "uttt", package, ignore=shutil.ignore_patterns("__pycache__"))
    with (package / PACKAGE_MODULE).open("a", encoding="utf-8") as module:
        module.write(PACKAGE_LINE)
    extra = {"first": [], "second": [], "stylesheet": ["--site", str(site)],
             "package": ["--package", str(package)]}
    return {name: extra[name] for name in BUILDS}


def _build(out: Path, extra: list[str]) -> str | None:
    """Build into ``out``; the build's output when it failed."""
    done = subprocess.run([*BUILD, "--out", str(out), *extra], capture_output=True, text=True,
                          check=False)
    return None if done.returncode == 0 else done.stdout + done.stderr


def build_all(folder: Path) -> dict[str, Path]:
    """Make every build under ``folder``, two at a time; their output folders by name."""
    outs = {name: folder / name for name in BUILDS}
    with ThreadPoolExecutor(max_workers=2) as pool:
        failures = dict(zip(outs, pool.map(_build, outs.values(), _inputs(folder).values()),
                            strict=True))
    failed = [f"{name}:\n{output}" for name, output in failures.items() if output is not None]
    assert not failed, "a build failed:\n" + "\n".join(failed)
    return outs
