"""A new node scored by a softmax mean of its children (``Config.leaf_temperature``)
instead of the best of them."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from uttt.ai.children import soft_best
from uttt.ai.levels import MASTER
from uttt.ai.mcts import Searcher
from uttt.board import Board
from uttt.frozen import replace
from uttt.tools.tournament import Player

VALUES = st.lists(st.floats(min_value=0.0, max_value=1.0), min_size=1, max_size=81)


@given(VALUES)
def test_the_soft_best_lies_between_the_mean_and_the_best(values: list[float]) -> None:
    soft = soft_best(values, 0.03)
    assert sum(values) / len(values) - 1e-9 <= soft <= max(values) + 1e-9


def test_the_soft_best_tends_to_the_best_as_the_temperature_falls() -> None:
    values = [0.40, 0.55, 0.60]
    assert soft_best(values, 1e-4) == pytest.approx(0.60)
    assert soft_best(values, 0.05) < 0.60
    assert soft_best(values, 100.0) == pytest.approx(sum(values) / 3, abs=1e-3)


def first_grown(temperature: float) -> tuple[int, float, list[float]]:
    """The root child the first iteration grows: its move, its value sum after the
    iteration, and its children's scores."""
    searcher = Searcher(Board.from_moves([40, 36, 4, 44]), seed=3,
                        config=replace(MASTER, leaf_temperature=temperature))
    searcher.run(iterations=1)
    child = next(c for c in searcher.root.children if c.children)
    return child.move, child.value, [grandchild.q for grandchild in child.children]


def test_a_new_node_is_scored_by_its_childrens_soft_best() -> None:
    move, hard, values = first_grown(0.0)
    soft_move, soft, soft_values = first_grown(0.05)
    assert (soft_move, soft_values) == (move, values)  # the same node, the same children
    # the reward backed into the node: 1 - best for the mover into it, or 1 - soft best
    assert soft - hard == pytest.approx(max(values) - soft_best(values, 0.05))
    assert soft > hard


def test_the_tournament_spec_sets_it_and_bad_values_are_refused() -> None:
    assert Player("master:ltemp=0.03", "X", None, seed=1).config.leaf_temperature == 0.03
    board = Board()
    with pytest.raises(ValueError, match="leaf temperature"):
        Searcher(board, config=replace(MASTER, leaf_temperature=-0.1))
    with pytest.raises(ValueError, match="leaf temperature"):
        Searcher(board, config=replace(MASTER, prior=0, puct=0.0, leaf_temperature=0.03))
