"""Glicko-2 against Glickman's published example, and the puzzles' use of it."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from uttt.app.rating.glicko import (
    HELPED,
    MAX_CHANGE,
    MIN_DEVIATION,
    MISSED,
    SOLVED,
    Glicko,
    after_puzzle,
    update,
)


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
    won, lost = after_puzzle(player, puzzle, SOLVED), after_puzzle(player, puzzle, MISSED)
    assert lost.rating < rating < won.rating
    assert rating - MAX_CHANGE <= lost.rating and won.rating <= rating + MAX_CHANGE
    assert won.deviation >= MIN_DEVIATION and lost.deviation >= MIN_DEVIATION


def test_a_harder_puzzle_solved_counts_for_more() -> None:
    player = Glicko()
    player = Glicko(1500, 120, 0.06)  # settled enough that neither change reaches the bound
    assert after_puzzle(player, 1900, SOLVED).rating > after_puzzle(player, 1100, SOLVED).rating


def test_a_new_player_missing_an_easy_puzzle_loses_50_not_676() -> None:
    # Glicko-2 alone: a 1500 +- 350 player missing a puzzle rated 570 falls to 823.90
    assert update(Glicko(), [(570, 60, 0.0)]).rating == pytest.approx(823.8962, abs=0.0001)
    after = after_puzzle(Glicko(), 570, MISSED)
    assert after.rating == 1450.0
    assert after.deviation == pytest.approx(346.6749, abs=0.0001)  # the deviation is Glicko's


def test_one_hinted_puzzle_and_one_wrong_move_cost_100_points_not_844() -> None:
    # the reported path: a hinted puzzle (rated 570), then a miss, went 1500 -> 824 -> 656
    hinted = after_puzzle(Glicko(), 570, HELPED)
    assert hinted.rating == 1450.0  # Glicko-2 alone: 1163.71
    missed = after_puzzle(hinted, 1450, MISSED)
    assert missed.rating == 1400.0  # Glicko-2 alone: 1276.62
    assert missed.deviation == pytest.approx(247.6323, abs=0.0001)


def test_a_hinted_puzzle_counts_half() -> None:
    player = Glicko(1500, 120, 0.06)
    assert after_puzzle(player, 1500, HELPED).rating == 1500.0  # half: as expected at par
    lower, higher = after_puzzle(player, 1300, HELPED), after_puzzle(player, 1700, HELPED)
    assert lower.rating == pytest.approx(1480.6511, abs=0.0001)  # below par: costs points
    assert higher.rating == pytest.approx(1519.3489, abs=0.0001)
    assert after_puzzle(player, 1300, MISSED).rating < lower.rating
    assert after_puzzle(player, 1700, SOLVED).rating > higher.rating


def test_a_first_solved_puzzle_gains_at_most_50_and_a_settled_rating_moves_freely() -> None:
    assert update(Glicko(), [(1500, 60, 1.0)]).rating == pytest.approx(1675.1, abs=0.1)
    assert after_puzzle(Glicko(), 1500, SOLVED).rating == 1550.0
    settled = after_puzzle(Glicko(1500, 60, 0.06), 1500, SOLVED)
    assert settled.rating == pytest.approx(1510.1840, abs=0.0001)  # Glicko-2's own change
