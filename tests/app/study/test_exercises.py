"""The player's own mistakes as exercises: made from a report, judged, rescheduled, saved."""

from __future__ import annotations

import json

from uttt.app.study.analysis import Evaluation, Report
from uttt.app.study.exercises import (
    BOXES,
    CLEAR,
    INTERVALS,
    MAX_EXERCISES,
    NEAR,
    Exercise,
    answered,
    check,
    due,
    from_report,
    merged,
)
from uttt.app.study.store import Study, dump, load
from uttt.board import Board
from uttt.solver import move_wins_within

GAME = (28, 9, 2, 22, 43, 68, 49, 39, 29, 26, 80, 73, 10, 12, 27, 3, 40, 41, 50, 45,
        0, 8, 78, 58, 37, 13, 16, 66, 48)
"""X wins with 48 at the end: in the position before it, X wins at once."""


def _report_with_blunder() -> Report:
    """Every position analysed; O's move at ply 3 (22) gave away 0.4 of O's chances."""
    board = Board()
    items = []
    for ply, move in enumerate(GAME):
        win = 0.5
        if ply == 3:
            win = 0.6  # O to move, 0.6 with the best move (23)
        if ply == 4:
            win = 0.8  # X to move after O's 22: O is left 0.2
        items.append(Evaluation(win, 23 if ply == 3 else move, (23 if ply == 3 else move,)))
        board.push(move)
    return Report(GAME, tuple(items))


def test_a_blunder_becomes_an_exercise_from_the_position_before_it() -> None:
    exercises = from_report(_report_with_blunder(), "O", 739954)
    assert len(exercises) == 1
    exercise = exercises[0]
    assert exercise.moves == GAME[:3] and exercise.played == 22 and exercise.best == 23
    assert exercise.verdict == "blunder" and exercise.box == 1 and exercise.due == 739954
    assert (exercise.best_win, exercise.played_win) == (0.6, 0.2)
    assert exercise.board().turn == "O"
    assert from_report(_report_with_blunder(), "X", 739954) == ()


def test_a_proven_win_accepts_any_winning_move_and_refuses_the_move_played() -> None:
    position = Board.from_moves(GAME[:28])
    winning = [m for m in position.legal_moves() if move_wins_within(position, m, 5)]
    others = [m for m in position.legal_moves() if m not in winning]
    assert 48 in winning and others
    exercise = Exercise(GAME[:28], others[0], 48, 1.0, 0.4, "blunder", forced=1)
    assert all(check(exercise, m, None) is True for m in winning)
    assert check(exercise, others[0], None) is False
    assert all(check(exercise, m, {m: 0.99}) is False for m in others[1:3])


def test_without_a_proof_the_values_decide_within_the_margins() -> None:
    exercise = Exercise(GAME[:3], 22, 23, 0.6, 0.2, "blunder")
    assert check(exercise, 22, {22: 0.6}) is False  # the move played, whatever its value
    assert check(exercise, 23, None) is True  # the search's best
    assert check(exercise, 24, None) is None  # needs its value
    assert check(exercise, 24, {24: 0.6 - NEAR + 0.001}) is True
    assert check(exercise, 24, {24: 0.6 - NEAR - 0.01}) is False
    low = Exercise(GAME[:3], 22, 23, 0.3, 0.2, "mistake")
    assert check(low, 24, {24: 0.2 + CLEAR - 0.01}) is False  # near the best, not clear
    assert check(exercise, 4, {4: 0.9}) is False  # illegal there


def test_leitner_boxes_move_up_when_right_and_back_to_one_when_wrong() -> None:
    exercise = Exercise(GAME[:3], 22, 23, 0.6, 0.2, "blunder", due=100)
    assert exercise.is_due(100) and not exercise.is_due(99)
    for box in range(2, BOXES + 1):
        exercise = answered(exercise, True, 100)
        assert (exercise.box, exercise.due) == (box, 100 + INTERVALS[box - 1])
    assert answered(exercise, True, 200).box == BOXES
    wrong = answered(exercise, False, 200)
    assert (wrong.box, wrong.due) == (1, 200 + INTERVALS[0])


def test_due_exercises_come_least_known_first_and_merging_keeps_boxes() -> None:
    a = Exercise(GAME[:3], 22, 23, 0.6, 0.2, "blunder", box=3, due=5)
    b = Exercise(GAME[:5], 68, 69, 0.6, 0.2, "mistake", box=1, due=6)
    c = Exercise(GAME[:7], 39, 38, 0.6, 0.2, "mistake", box=1, due=9)
    assert due((a, b, c), 8) == (b, a)
    again = Exercise(GAME[:3], 22, 23, 0.6, 0.2, "blunder", box=1, due=8)
    assert merged((a,), (again, b)) == (a, b)
    many = tuple(Exercise(GAME[:3], 22, m, 0.6, 0.2, "blunder") for m in (18, 19, 20))
    assert len(merged(many * 100, ())) == MAX_EXERCISES


def test_exercises_round_trip_and_a_schema_2_study_gains_none() -> None:
    exercise = Exercise(GAME[:28], 47, 48, 1.0, 0.4, "blunder", 1, 3, 739954)
    study = Study(exercises=(exercise,))
    loaded = load(dump(study))
    assert loaded.problems == () and loaded.study == study
    old = json.loads(dump(Study()))
    del old["exercises"]
    old["schema"] = 2
    migrated = load(json.dumps(old))
    assert migrated.problems == () and migrated.study.exercises == ()
    assert json.loads(dump(migrated.study))["schema"] == 3


def test_an_exercise_with_an_illegal_game_or_move_is_dropped() -> None:
    good = Exercise(GAME[:3], 22, 23, 0.6, 0.2, "blunder")
    doc = json.loads(dump(Study(exercises=(good,))))
    item = doc["exercises"][0]
    bad_items = [
        {**item, "moves": [40, 40]},  # replayed: the second move is illegal
        {**item, "played": 4},  # not legal in that position
        {**item, "best": item["played"]},
        {**item, "box": BOXES + 1},
        {**item, "verdict": "ok"},
        {**item, "best_win": 1.5},
        "junk",
    ]
    for bad in bad_items:
        loaded = load(json.dumps({**doc, "exercises": [item, bad]}))
        assert loaded.problems == ("study.exercises_dropped",), bad
        assert loaded.study.exercises == (good,)
