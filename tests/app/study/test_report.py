"""The game report: mistakes from winning chances, the graph's geometry, the job model."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from uttt.app.study.analysis import Evaluation, Evaluator, Report, seed_for
from uttt.app.study.report import (
    Box,
    classify,
    mistakes,
    move_accuracy,
    mover_chances,
    ply_at,
    point,
    points,
    summaries,
)
from uttt.board import Board

WIN = (28, 9, 2, 22, 43, 68, 49, 39, 29, 26, 80, 73, 10, 12, 27, 3, 40, 41, 50, 45,
       0, 8, 78, 58, 37, 13, 16, 66, 48)


def test_thresholds() -> None:
    assert classify(0.5, 0.44) == "ok"
    assert classify(0.5, 0.43) == "inaccuracy"
    assert classify(0.5, 0.36) == "inaccuracy"
    assert classify(0.5, 0.35) == "mistake"
    assert classify(0.5, 0.21) == "mistake"
    assert classify(0.5, 0.2) == "blunder"
    assert classify(0.3, 0.9) == "ok"      # a gain is never a mistake


@given(st.floats(0, 1), st.floats(0, 1), st.floats(0, 1))
def test_a_bigger_drop_is_never_judged_milder(before: float, a: float, b: float) -> None:
    order = {"ok": 0, "inaccuracy": 1, "mistake": 2, "blunder": 3}
    low, high = min(a, b), max(a, b)
    assert order[classify(before, low)] >= order[classify(before, high)]


def test_chances_are_turned_to_the_mover() -> None:
    chances = [0.5, 0.7, 0.2, None]
    assert mover_chances(chances, 0) == (0.5, 0.7)
    assert mover_chances(chances, 1) == (0.30000000000000004, 0.8)
    assert mover_chances(chances, 2) is None


def test_mistakes_name_the_better_move_and_skip_the_best() -> None:
    # X throws a win away at ply 0; O plays the search's own move at ply 1 (never marked).
    marked = mistakes([10, 20, 30], [11, 20, None], [0.8, 0.3, 0.9, 0.5])
    assert [(m.ply, m.verdict, m.better) for m in marked] == [(0, "blunder", 11)]


def test_inaccuracies_are_counted_but_not_listed() -> None:
    marked = mistakes([10, 20], [11, 21], [0.5, 0.42, 0.5])
    assert marked == []
    (x,) = summaries([10], [11], [0.5, 0.42])
    assert (x.player, x.inaccuracies, x.mistakes, x.blunders) == ("X", 1, 0, 0)


class TestAccuracy:
    @pytest.mark.parametrize("drop", [0.0, 0.01, 0.05, 0.1, 0.2, 0.5, 0.7])
    def test_lichess_curve(self, drop: float) -> None:
        loss = 100 * drop  # percentage points of winning chances
        expected = min(100.0, max(0.0, 103.1668 * math.exp(-0.04354 * loss) - 3.1669))
        assert move_accuracy(drop) == pytest.approx(expected)

    def test_known_points_and_the_clamp(self) -> None:
        assert move_accuracy(0.0) == pytest.approx(100.0, abs=1e-3)
        assert move_accuracy(0.1) == pytest.approx(63.58, abs=0.01)
        assert move_accuracy(0.2) == pytest.approx(40.02, abs=0.01)
        assert move_accuracy(0.9) == 0.0                        # never negative

    def test_a_gain_is_a_perfect_move(self) -> None:
        assert move_accuracy(-0.3) == move_accuracy(0.0)

    @given(st.floats(0, 1), st.floats(0, 1))
    def test_more_given_away_is_never_more_accurate(self, a: float, b: float) -> None:
        low, high = min(a, b), max(a, b)
        assert 0.0 <= move_accuracy(high) <= move_accuracy(low) <= 100.0

    def test_a_player_is_the_mean_of_their_moves(self) -> None:
        # X: best move, then a drop of 0.2 (mistake); O: a drop of 0.3 (blunder).
        x, o = summaries([1, 2, 3], [1, 5, 6], [0.5, 0.5, 0.5, 0.3])
        assert x.moves == 2 and x.accuracy == (move_accuracy(0.0) + move_accuracy(0.2)) / 2
        assert (x.inaccuracies, x.mistakes, x.blunders) == (0, 1, 0)
        assert o.moves == 1 and o.accuracy == move_accuracy(0.0)

    def test_only_players_with_judged_moves(self) -> None:
        (only,) = summaries([1, 2], [None, 2], [None, 0.5, 0.5])
        assert only.player == "O" and only.moves == 1
        assert summaries([1], [None], [None, None]) == ()


def test_graph_geometry_and_taps() -> None:
    box = Box(20, 10, 200, 100)
    assert point(box, 5, 0, 1.0) == (20, 10)
    assert point(box, 5, 4, 0.0) == (220, 110)
    assert [p[0] for p in points(box, [0.5, None, 0.5, 0.5, 1.0])] == [0, 2, 3, 4]
    assert ply_at(box, 5, 20, 60) == 0
    assert ply_at(box, 5, 71, 60) == 1       # nearest: 70 is ply 1
    assert ply_at(box, 5, 96, 5) == 2        # just above the box still counts
    assert ply_at(box, 5, 500, 60) is None
    assert ply_at(box, 5, 100, 300) is None
    assert ply_at(box, 1, 50, 50) == 0
    assert ply_at(box, 0, 50, 50) is None


@given(st.integers(2, 120), st.floats(0, 1))
def test_a_tap_on_a_point_finds_its_ply(count: int, where: float) -> None:
    box = Box(5, 5, 300, 80)
    ply = round(where * (count - 1))
    x, y = point(box, count, ply, 0.5)
    assert ply_at(box, count, x, y) == ply


def test_the_job_goes_focus_first_then_in_order() -> None:
    report = Report.new(WIN)
    assert report.progress() == (0, len(WIN))
    assert report.next_ply(focus=7) == 7
    evaluation = Evaluation(0.5, 0, ())
    report = report.with_evaluation(7, evaluation).with_evaluation(0, evaluation)
    assert report.next_ply(focus=7) == 1
    assert report.progress() == (2, len(WIN))
    for ply in range(len(WIN)):
        report = report.with_evaluation(ply, evaluation)
    assert report.is_done() and report.next_ply() is None
    assert report.x_chances()[-1] == 1.0     # X won this game


def test_an_evaluation_runs_in_slices_and_finds_the_forced_win() -> None:
    board = Board.from_moves(WIN[:-1])
    evaluator = Evaluator(board, seed=seed_for(WIN, len(WIN) - 1), iterations=200)
    steps = 0
    while evaluator.step(0.002) is not None:
        steps += 1
    result = evaluator.result()
    assert result.best == 48 and result.forced == 1 and result.win == 1.0
    assert result.winner("X") == "X" and result.moves_to_win() == 1


def test_a_forced_loss_is_reported_for_the_other_side() -> None:
    board = Board.from_moves([43, 67, 42, 59, 46, 13, 40, 39, 29, 18, 8, 75, 33, 61, 69, 54,
                              5, 52, 70, 66, 30, 27, 7, 68, 47, 26, 74, 22, 37, 14, 45, 6, 56,
                              55, 17, 73, 9, 1, 10, 15, 60, 62, 78])
    evaluator = Evaluator(board, seed=1, iterations=100)
    while evaluator.step() is not None:
        pass
    result = evaluator.result()
    assert result.forced == -2 and result.win == 0.0
    assert result.winner(board.turn) == "X" and result.moves_to_win() == 1
    assert result.best in board.legal_moves()


def test_the_same_game_is_analysed_the_same_way() -> None:
    def once() -> Evaluation:
        evaluator = Evaluator(Board.from_moves(WIN[:10]), seed=seed_for(WIN, 10),
                              iterations=300)
        while evaluator.step(1.0) is not None:
            pass
        return evaluator.result()
    assert once() == once()
