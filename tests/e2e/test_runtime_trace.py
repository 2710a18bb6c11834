"""The committed runtime list is what a fresh trace of the page records.

scripts/build/trace_runtime.py --check builds the untrimmed site, walks every feature path
(tests/e2e/sweep.py) and compares the vendor files fetched and standard library modules
imported with scripts/build/runtime-files.json: a new import (say ``importlib.resources`` for a
data file), a new feature path or a PyScript/Pyodide upgrade makes this test fail until
the list is traced again.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]


def test_runtime_list_matches_a_fresh_trace() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "build" / "trace_runtime.py"), "--check"],
        capture_output=True, text=True, check=False, timeout=900,
    )
    assert done.returncode == 0, done.stderr[-4000:]
