"""Evaluations other than the shipped one, each with tables of its own, for tournaments.

``uttt.ai.evaluate`` keeps its tables in module globals (the fastest reads for the
search). A tournament player that scores leaves with another evaluation (an earlier
release's, or a candidate file) gets a fresh copy of that module holding the other
tables, passed to the search as ``Config.evaluator``; two such players can share a
process.

An evaluation is named by a path to a file in the shipped format (``uttt/data/
evaluation.json``, read by ``uttt.ai.evaluation_file``) or by a key of ``KEPT``.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from functools import cache
from pathlib import Path

from uttt.ai import evaluate, evaluation_file
from uttt.state import State

Evaluation = Callable[[State], float]

HERE = Path(__file__).resolve().parent
KEPT: dict[str, Path] = {
    "2026-12b": HERE / "evaluation-2026-12b.json",
    "2026-12c": HERE / "evaluation-2026-12c.json",
}
"""Earlier releases' evaluation files, kept beside this module (not shipped): ``2026-12b``
``master-2026-12b``'s, ``2026-12c`` the one weight row for every phase that played the
records the weights by phase were fitted on (``scripts/fit/fit_evaluation.py``)."""


@cache
def load(name: str) -> Evaluation:
    """The ``evaluate`` function of a copy of ``uttt.ai.evaluate`` holding the tables and
    weights of ``name`` (a key of ``KEPT`` or a path)."""
    path = KEPT.get(name, Path(name))
    loaded = evaluation_file.loads(path.read_text("utf-8"))
    spec = importlib.util.spec_from_file_location(f"uttt_evaluation_{len(_COPIES)}",
                                                  evaluate.__file__)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.install(loaded.mover, loaded.waiter, loaded.weights)
    _COPIES.append(module)
    function: Evaluation = module.evaluate
    return function


_COPIES: list[object] = []
"""The module copies made so far (kept alive with their functions)."""
