"""Every feature path of the trimmed build, offline after the first visit.

The build ships only the runtime files and standard library modules the trace recorded
(scripts/build/runtime-files.json). Here each scenario of tests/e2e/sweep.py installs the
service worker, goes offline, reloads from the precache and walks its path: a module or
file the trimmed build lacks shows as an ImportError or a failed fetch, i.e. a problem.
"""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import PREFIX
from .sweep import Sweep, run

pytestmark = [pytest.mark.e2e, pytest.mark.saved_interpreter]


def test_every_feature_path_offline_on_the_trimmed_build(browser: Any, site_url: str) -> None:
    sweep = run(Sweep(browser, site_url, offline=True), f"{PREFIX}uttt:v1:state")
    assert sweep.problems == []
    assert sweep.done == [
        "two players", "friend", "puzzles", "analysis", "watch",
        "computer beginner", "computer intermediate", "computer master",
        "time-out", "storage blocked", "newer save", "two tabs (second)", "two tabs",
    ]
