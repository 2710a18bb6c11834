"""Every move's value (``uttt.app.study.values``): one value per legal move, proven ends
from the solver with their distance, the search's chances otherwise, best first; run as a
job in slices like every search (``uttt.app.controller.jobs``)."""

from __future__ import annotations

from tests.helpers import WIN
from uttt.app.controller.jobs import ValueWork, start
from uttt.app.model.jobs import lane_of
from uttt.app.round.computer import Computer
from uttt.app.study.values import MoveValue, Valued, ValueMoves, Valuer, value_seed
from uttt.board import Board
from uttt.solver import winning_moves_within

LATE = [43, 67, 42, 59, 46, 13, 40, 39, 29, 18, 8, 75, 33, 61, 69, 54, 5, 52, 70, 66, 30, 27,
        7, 68, 47, 26, 74, 22, 37, 14, 45, 6, 56, 55, 17, 73, 9, 1, 10, 15, 60, 62]
"""A position where 78 wins in 3 plies and nothing wins at once (``uttt.solver``)."""


def _valued(moves: list[int], iterations: int = 300) -> tuple[MoveValue, ...]:
    valuer = Valuer(Board.from_moves(moves), seed=value_seed(tuple(moves)),
                    iterations=iterations)
    while valuer.step() is not None:
        pass
    return valuer.result(tuple(moves)).values


def test_a_move_that_wins_at_once_is_a_win_in_one_and_comes_first() -> None:
    values = _valued(WIN[:-1])
    assert values[0].move == WIN[-1] and values[0].proven == "win"
    assert values[0].forced == 1 and values[0].moves_to_end() == 1
    assert sorted(v.move for v in values) == sorted(Board.from_moves(WIN[:-1]).legal_moves())


def test_the_solver_s_distances_agree_with_the_solver() -> None:
    board = Board.from_moves(LATE)
    values = {v.move: v for v in _valued(LATE)}
    assert winning_moves_within(board, 3) == [78]
    assert values[78].proven == "win" and values[78].forced == 3
    for move, value in values.items():
        if value.proven == "loss" and value.forced is not None:
            after = board.copy()
            after.push(move)
            assert winning_moves_within(after, -value.forced - 1)  # the reply wins in time
        if value.proven is None:
            assert 0.0 <= value.win <= 1.0


def test_values_come_best_first() -> None:
    values = _valued([40, 36])
    ranks = [v.rank() for v in values]
    assert ranks == sorted(ranks)


def test_the_job_runs_in_slices_in_its_own_lane() -> None:
    job = ValueMoves(7, (40,))
    work = start(job, Computer())
    assert isinstance(work, ValueWork) and lane_of(job) == "values"
    steps = 0
    while work.step(float(steps), hidden=False) is not None:
        steps += 1
    outcome = work.outcome(float(steps))
    assert steps > 1 and isinstance(outcome, Valued) and outcome.token == 7
    assert outcome.values.moves == (40,) and len(outcome.values.values) == 8


def test_the_job_of_a_set_up_position_values_its_moves_from_the_start() -> None:
    start_text = "9/9/9/9/4x4/9/9/9/9 O 1 e5"
    job = ValueMoves(8, (36,), start=start_text)
    work = start(job, Computer())
    steps = 0
    while work.step(float(steps), hidden=False) is not None:
        steps += 1
    outcome = work.outcome(float(steps))
    after = Board.from_fen(start_text)
    after.push(36)
    assert isinstance(outcome, Valued) and outcome.values.moves == (36,)
    assert sorted(v.move for v in outcome.values.values) == sorted(after.legal_moves())
