"""Settings shared by every test under tests/.

Hypothesis's default 200 ms deadline per example is a timing assertion: on a shared or
loaded machine a legal example can take longer, and the test then fails for the machine,
not for the code. Property tests here check behaviour only, so the deadline is off for all
of them (tests that already pass ``deadline=None`` are unchanged).

``fit_script`` is ``scripts/fit/fit_evaluation.py`` for the tests that check the evaluation
against it, imported the way the scripts import each other: by name, from scripts/fit/.
"""

import importlib
import sys
from pathlib import Path
from types import ModuleType

import pytest
from hypothesis import settings

SCRIPTS = Path(__file__).resolve().parent.parent / "scripts" / "fit"

settings.register_profile("uttt", deadline=None)
settings.load_profile("uttt")


@pytest.fixture(scope="session")
def fit_script() -> ModuleType:
    """``scripts/fit/fit_evaluation.py`` as a module (one import for the whole session)."""
    if str(SCRIPTS) not in sys.path:
        sys.path.append(str(SCRIPTS))
    return importlib.import_module("fit_evaluation")


@pytest.fixture(scope="session")
def selfplay_script(fit_script: ModuleType) -> ModuleType:
    """``scripts/fit/selfplay_records.py`` as a module (it imports ``fit_evaluation``)."""
    return importlib.import_module("selfplay_records")
