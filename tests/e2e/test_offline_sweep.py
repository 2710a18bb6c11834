"""Every feature path of the trimmed build, offline after the first visit.

The build ships only the runtime files and standard library modules the trace recorded
(scripts/build/runtime-files.json). Here each scenario of tests/e2e/sweep.py installs the
service worker, goes offline, reloads from the precache and walks its path: a module or
file the trimmed build lacks shows as an ImportError or a failed fetch, i.e. a problem.
"""

from __future__ import annotations

import pytest

from .conftest import PREFIX, launch
from .sweep import Sweep, run_in_lanes

pytestmark = [pytest.mark.e2e, pytest.mark.saved_interpreter]


def test_every_feature_path_offline_on_the_trimmed_build(site_url: str) -> None:
    problems: list[str] = []
    done: list[str] = []
    run_in_lanes(lambda playwright: Sweep(launch(playwright), site_url, offline=True,
                                          problems=problems, done=done),
                 f"{PREFIX}uttt:v1:state")
    assert problems == []
    assert sorted(done) == sorted([
        "two players", "friend", "puzzles", "analysis", "watch",
        "computer beginner", "computer intermediate", "computer master",
        "time-out", "storage blocked", "newer save", "two tabs (second)", "two tabs",
    ])
