"""The search computes what it did before it was made faster: same seed and iterations,
same tree, node for node.

The fingerprints below were recorded with the search of commit 94c2eb3 (before the
speed-ups of ``uttt/ai/mcts.py`` and ``uttt/ai/evaluate.py``). A change that alters
the tree (the moves tried, their order, a visit or a value) changes them; such a change
must come with a measured reason and a new recording, never a weaker test.

The evaluation and the settings are pinned too: every case searches with the exact
random-play tables (``random_tables`` of ``scripts/fit/fit_evaluation.py``) and
``PINNED_WEIGHTS``, and Master's case with ``PINNED_MASTER``, so a new fit of the shipped
evaluation or new level settings leave these fingerprints alone; what they guard is the
search's code.
"""

from __future__ import annotations

import hashlib
import sys
from collections.abc import Iterator
from types import ModuleType

import pytest

from uttt.ai import evaluate, evaluation_file
from uttt.ai.levels import LEVELS
from uttt.ai.mcts import Config, Node, Searcher
from uttt.board import Board

GAME = [41, 45, 3, 34, 70, 66, 30, 33, 59, 46, 16, 63, 5, 50, 47, 20, 21, 35, 77, 51, 61,
        69, 60, 62, 74, 19, 17, 80, 72, 4, 38, 23, 48, 73, 13, 37, 14, 52, 78, 55, 11, 25,
        6, 54, 0, 42, 57, 44, 76, 40]
"""A self-play game of Master's (2026-12-03, before the learned tables), cut short."""


PINNED_WEIGHTS = (-0.0119, 2.4338, -0.388, 0.3172, 0.3948, 0.0732, 0.5484, 0.0829, -0.0837)
"""The evaluation's weights when the fingerprints were recorded (with the random-play tables)."""


@pytest.fixture(autouse=True)
def pinned_evaluation(fit_script: ModuleType) -> Iterator[None]:
    """Search with the evaluation the fingerprints were recorded with; then the shipped one."""
    try:
        mover, waiter = fit_script.random_tables()
        evaluate.install(mover, waiter, evaluation_file.in_every_phase(PINNED_WEIGHTS))
        yield
    finally:
        evaluate._load()


def fingerprint(root: Node) -> str:
    """A hash of the whole tree: every node's move, visits, value and proof, in order."""
    digest = hashlib.sha256()
    stack = [root]
    while stack:
        node = stack.pop()
        digest.update(f"{node.move},{node.visits},{node.value!r},{node.proven};".encode())
        stack.extend(reversed(node.children))
    return digest.hexdigest()[:16]


def grown(plies: int, config: Config, iterations: int, seed: int = 1) -> Searcher:
    searcher = Searcher(Board.from_moves(GAME[:plies]), seed=seed, config=config)
    searcher.run(iterations=iterations)
    return searcher


MASTER = PINNED_MASTER = Config(exploration=0.25, evaluation=1.0)
"""Master's settings when the fingerprints were recorded."""
PINNED_EXPANSION = Config(exploration=0.15, evaluation=1.0, prior=3)
"""Master's settings since its new nodes score all their children at once, each counted
as three visits (recorded later than the others, by the same search code)."""
PINNED_PUCT = Config(exploration=0.15, evaluation=1.0, prior=3, puct=0.45,
                     policy_temperature=0.15)
"""Master's settings since it selects by PUCT (recorded later again)."""
CASES = {
    "master, opening": (6, MASTER, 3000),
    "master, middle game": (24, MASTER, 3000),
    "master, late": (40, MASTER, 3000),
    "master, endgame with proofs": (44, MASTER, 2000),
    "master, endgame with many proofs": (48, MASTER, 2000),
    "intermediate (greedy playouts)": (24, LEVELS["intermediate"].config, 1500),
    "beginner (uniform playouts)": (24, LEVELS["beginner"].config, 1500),
    "master with minimax backups": (24, Config(exploration=0.25, evaluation=1.0,
                                               minimax=0.3), 2000),
    "children scored at once, middle game": (24, PINNED_EXPANSION, 2000),
    "children scored at once, endgame with proofs": (44, PINNED_EXPANSION, 2000),
    "puct, opening": (6, PINNED_PUCT, 2000),
    "puct, middle game": (24, PINNED_PUCT, 2000),
    "puct, endgame with proofs": (44, PINNED_PUCT, 2000),
    "minimax backups of children scored at once": (24, Config(
        exploration=0.15, evaluation=1.0, prior=3, minimax=0.2), 2000),
}
ADVANCED = {"after advancing": MASTER, "puct after advancing": PINNED_PUCT}
"""Searches kept over three moves (``advanced``)."""
RECORDED_311 = {
    "master, opening": "17dcba4fefe04894",
    "master, middle game": "2016852980991344",
    "master, late": "91f23679ab356b4e",
    "master, endgame with proofs": "32bb47e818508c9a",
    "master, endgame with many proofs": "2e7bbab7d772ff2a",
    "intermediate (greedy playouts)": "ea779ad8e7c4ab3f",
    "beginner (uniform playouts)": "543d5eb67e09ad0c",
    "master with minimax backups": "321520f7920c6f92",
    "after advancing": "581289fd4a3bd453",
    "children scored at once, middle game": "55a4d8ace92256ca",
    "children scored at once, endgame with proofs": "7492a15007b7844f",
    "puct, opening": "4a5f9961d50ec015",
    "puct, middle game": "71a9d54a6426a3a9",
    "puct, endgame with proofs": "066eac991aab3695",
    "minimax backups of children scored at once": "33f54229d9760915",
    "puct after advancing": "bda6554db3cf63e0",
}
"""Recorded in CPython 3.11."""
RECORDED_312 = {
    "master, opening": "4ee7329c9e067425",
    "master, middle game": "e6150ebffd4c761e",
    "master, late": "2e65501bbf9c205b",
    "master, endgame with proofs": "7e4c7c522e121be2",
    "master, endgame with many proofs": "77690fd92f85ce5a",
    "intermediate (greedy playouts)": "ea779ad8e7c4ab3f",
    "beginner (uniform playouts)": "543d5eb67e09ad0c",
    "master with minimax backups": "40db69de2a9ce582",
    "after advancing": "f4bf81a85f29846c",
    "children scored at once, middle game": "ff5ef2f24267e75e",
    "children scored at once, endgame with proofs": "958d84d43ffe316d",
}
"""Recorded in CPython 3.13. From 3.12 on, ``sum`` of floats is compensated, so the
evaluation's board-chance sums differ in their last bits from 3.11's and the evaluation
searches grow other trees; the playout searches do not differ. The cases recorded after
the move to Pyodide's Python 3.14 are not here: on 3.12 and 3.13 they are skipped."""
RECORDED_314 = {
    "master, opening": "f780bcaa1a112b35",
    "master, middle game": "cb083b40ddfbd788",
    "master, late": "2e65501bbf9c205b",
    "master, endgame with proofs": "7e4c7c522e121be2",
    "master, endgame with many proofs": "77690fd92f85ce5a",
    "intermediate (greedy playouts)": "ea779ad8e7c4ab3f",
    "beginner (uniform playouts)": "543d5eb67e09ad0c",
    "master with minimax backups": "e15473170ad2ccaf",
    "children scored at once, middle game": "3fe47a0a47ff8a29",
    "children scored at once, endgame with proofs": "8391e00521397da3",
    "puct, opening": "201eb6c50e1ed6a4",
    "puct, middle game": "c0e6a7d802453d32",
    "puct, endgame with proofs": "e9d73db95c9352c6",
    "minimax backups of children scored at once": "d026cce88a045147",
    "after advancing": "f4bf81a85f29846c",
    "puct after advancing": "8323b7f8f99f40fa",
}
"""Recorded in Pyodide's Python 3.14.2 (the page's interpreter) by
``node scripts/check/fingerprints.mjs``; some of the evaluation searches differ from 3.13's
in the last bits of their floats."""
RECORDED = (RECORDED_314 if sys.version_info >= (3, 14) else
            RECORDED_312 if sys.version_info >= (3, 12) else RECORDED_311)


def recorded(case: str) -> str:
    """The case's fingerprint for this Python (skipped where none was recorded)."""
    if case not in RECORDED:
        pytest.skip(f"not recorded in Python {sys.version_info.major}.{sys.version_info.minor}")
    return RECORDED[case]


def advanced(config: Config) -> Searcher:
    """A search kept over three moves, each searched again."""
    searcher = grown(20, config, 2000)
    for _ in range(3):
        searcher.advance(searcher.result().move)
        searcher.run(iterations=700)
    return searcher


@pytest.mark.parametrize("case", CASES)
def test_the_same_tree_as_recorded(case: str) -> None:
    plies, config, iterations = CASES[case]
    assert fingerprint(grown(plies, config, iterations).root) == recorded(case)


@pytest.mark.parametrize("case", ADVANCED)
def test_the_same_tree_after_advancing(case: str) -> None:
    assert fingerprint(advanced(ADVANCED[case]).root) == recorded(case)
