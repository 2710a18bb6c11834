"""PUCT selection (``Config.puct``): each child's policy a softmax of its siblings'
evaluations, kept in ``u`` as ``p / (1 + visits)`` through every backup (minimax backups too)."""

from __future__ import annotations

import math

import pytest

from uttt.ai.levels import SEARCH
from uttt.ai.mcts import LOSS, UNKNOWN, Budget, Config, Node, Searcher
from uttt.ai.tree import puct_scale, select
from uttt.board import Board
from uttt.frozen import replace

PUCT = replace(SEARCH, puct=0.5, policy_temperature=0.05)
OPENING = Board.from_moves([40, 36, 4, 44, 76])


def policies(node: Node) -> list[float]:
    """The children's policies, read back from ``u``."""
    return [child.u * (1 + child.visits) for child in node.children]


def test_a_new_roots_policy_is_a_softmax_of_its_childrens_evaluations() -> None:
    searcher = Searcher(OPENING, seed=1, config=PUCT)
    p = policies(searcher.root)
    assert math.isclose(sum(p), 1.0)
    best = max(p)
    assert all(0.0 < x <= best for x in p)
    assert max(p) > 2 * min(p)  # the evaluation tells the moves apart


@pytest.mark.parametrize("minimax", [0.0, 0.2])
def test_the_policy_survives_backups_and_new_children_share_it(minimax: float) -> None:
    searcher = Searcher(OPENING, seed=2, config=replace(PUCT, minimax=minimax))
    before = policies(searcher.root)
    searcher.run(iterations=2000)
    after = policies(searcher.root)
    assert all(math.isclose(a, b, rel_tol=1e-9) for a, b in zip(after, before, strict=True))
    deeper = [child for child in searcher.root.children if child.children]
    assert deeper
    for child in deeper:
        assert math.isclose(sum(policies(child)), 1.0)


def test_a_move_that_allows_a_win_has_no_policy_and_is_never_chosen() -> None:
    board = Board.from_moves([49, 42, 54, 4, 44, 78, 59, 53, 77, 50, 46, 17, 73, 13, 37, 16,
                              64, 14, 48, 35, 80, 79, 66, 31, 36, 1, 11, 25, 69, 55, 12, 30,
                              29, 21, 34, 68, 52, 71, 75, 27, 8, 76, 38, 18, 7, 70, 67, 65,
                              26, 72, 6])  # four of the six moves let the opponent win
    searcher = Searcher(board, seed=3, config=PUCT)
    lost = [c for c in searcher.root.children if c.proven == LOSS]
    assert len(lost) == 4 and all(c.u == 0.0 for c in lost)
    assert math.isclose(sum(policies(searcher.root)), 1.0)
    searcher.run(iterations=300)
    assert all(c.visits == 0 for c in lost)


def test_selection_follows_the_policy_among_equal_values() -> None:
    parent = Node(0)
    a, b = Node(1), Node(2)
    for child, p in ((a, 0.8), (b, 0.2)):
        child.visits, child.value, child.q, child.u = 3, 1.5, 0.5, p / 4
    parent.children, parent.visits = [a, b], 10
    assert select(parent, puct_scale(0.5, parent.visits)) is a


def test_a_kept_root_keeps_its_visits_in_the_policy() -> None:
    searcher = Searcher(OPENING, seed=4, config=PUCT, budget=Budget(iterations=1500))
    searcher.run_budget()
    move = searcher.result().move
    kept = next(c for c in searcher.root.children if c.move == move)
    expected = policies(kept)
    searcher.advance(move)
    assert policies(searcher.root) == expected
    assert searcher.root.proven == UNKNOWN


def test_puct_needs_the_childrens_evaluations() -> None:
    with pytest.raises(ValueError, match="PUCT"):
        Searcher(Board(), config=Config(puct=0.5))
