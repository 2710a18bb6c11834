"""Glicko-2 against Glickman's published example, and the puzzles' use of it."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from uttt.app.rating.glicko import MIN_DEVIATION, Glicko, after_puzzle, update


def test_glickmans_example() -> None:
    # the paper rounds its intermediate values: exactly, 1464.0507 and 0.0599960
    after = update(Glicko(1500, 200, 0.06),
                   [(1400, 30, 1.0), (1550, 100, 0.0), (1700, 300, 0.0)], tau=0.5)
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)


def test_a_period_without_games_only_widens_the_deviation() -> None:
    after = update(Glicko(1500, 200, 0.06), [])
    assert after.rating == 1500
    assert after.deviation == pytest.approx(200.2714, abs=0.001)  # sqrt(RD^2 + (vol * SCALE)^2)


@given(st.integers(400, 2800), st.floats(1000, 2000), st.floats(30, 350))
def test_solving_raises_and_failing_lowers(puzzle: int, rating: float, deviation: float) -> None:
    player = Glicko(rating, deviation, 0.06)
    won, lost = after_puzzle(player, puzzle, True), after_puzzle(player, puzzle, False)
    assert lost.rating < rating < won.rating
    assert won.deviation >= MIN_DEVIATION and lost.deviation >= MIN_DEVIATION


def test_a_harder_puzzle_solved_counts_for_more() -> None:
    player = Glicko()
    assert after_puzzle(player, 1900, True).rating > after_puzzle(player, 1100, True).rating
