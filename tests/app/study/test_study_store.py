"""The study document: saved analyses and puzzle progress, validated on load."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from uttt.app.study.analysis import Evaluation, Report
from uttt.app.study.puzzles import START_RATING, PuzzleProgress
from uttt.app.study.store import MAX_BOARDS, MAX_REPORTS, SCHEMA_VERSION, Study, dump, load
from uttt.app.study.variations import Node, add_line, add_variation
from uttt.board import Board

GAME = (28, 9, 2, 22, 43, 68, 49, 39, 29, 26, 80, 73, 10, 12, 27, 3, 40, 41, 50, 45,
        0, 8, 78, 58, 37, 13, 16, 66, 48)


def partial() -> Report:
    report = Report.new(GAME)
    report = report.with_evaluation(0, Evaluation(0.512, 40, (40, 36, 0)))
    return report.with_evaluation(28, Evaluation(1.0, 48, (48,), 1))


def test_round_trip_keeps_partial_results_and_progress() -> None:
    study = Study((partial(),), PuzzleProgress(5, 2, 4, 9, 3))
    loaded = load(dump(study))
    assert loaded.problems == ()
    assert loaded.study == study
    assert loaded.study.report_for(GAME).progress() == (2, len(GAME))  # type: ignore[union-attr]


def test_illegal_evaluations_are_dropped_and_analysed_again() -> None:
    doc = json.loads(dump(Study((partial(),))))
    doc["reports"][0]["evals"][0] = [500, 28, [28, 28], None]    # an illegal line
    doc["reports"][0]["evals"][1] = [500, 80, [], None]          # O must play in board 1
    doc["reports"][0]["evals"][2] = [1500, 0, [], None]          # chances out of range
    loaded = load(json.dumps(doc)).study.reports[0]
    assert loaded.evaluations[:3] == (None, None, None)
    assert loaded.evaluations[28] == Evaluation(1.0, 48, (48,), 1)


def test_a_tampered_game_is_dropped_whole() -> None:
    doc = json.loads(dump(Study((partial(),))))
    doc["reports"][0]["moves"][1] = 28
    loaded = load(json.dumps(doc))
    assert loaded.study.reports == ()
    assert loaded.problems == ("study.reports_dropped",)


def test_only_the_newest_games_are_kept() -> None:
    study = Study()
    for length in range(1, MAX_REPORTS + 3):
        study = study.with_report(Report.new(GAME[:length]))
    assert len(study.reports) == MAX_REPORTS
    assert study.reports[-1].moves == GAME[:MAX_REPORTS + 2]
    assert study.with_report(Report.new(GAME[:5])).reports[-1].moves == GAME[:5]


def test_other_versions_and_junk_load_empty() -> None:
    assert load(json.dumps({"schema": SCHEMA_VERSION + 1})).problems == ("study.newer_version",)
    assert load('{"schema": 0}').problems == ("study.invalid",)
    assert load("x" * 1_100_000).problems == ("study.invalid",)
    bad = load('{"schema": 1, "reports": [], "puzzles": {"index": -1}}')
    assert bad.study == Study() and bad.problems == ("study.puzzles_reset",)


@given(st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
                    lambda inner: st.lists(inner) | st.dictionaries(st.text(), inner)))
def test_any_json_loads_without_raising(value: object) -> None:
    result = load(json.dumps({"schema": 1, "reports": value, "puzzles": value}))
    assert isinstance(result.study, Study)
    boards = load(json.dumps({"schema": 2, "reports": [], "puzzles": value, "boards": value}))
    assert isinstance(boards.study, Study)


def _other(moves: tuple[int, ...], taken: int) -> int:
    """A legal move after ``moves`` other than ``taken``."""
    return next(m for m in Board.from_moves(list(moves)).legal_moves() if m != taken)


def _explored() -> tuple[tuple[int, ...], Node]:
    """The first six moves of ``GAME`` and a tree of them with a variation at ply 2 that
    has a line of its own one move further."""
    first = _other(GAME[:2], GAME[2])
    second = _other((*GAME[:2], first), -1)
    third = _other((*GAME[:2], first), second)
    root = add_line(Node(), (), GAME[:6])
    root = add_line(root, GAME[:2], (first, second))
    return GAME[:6], add_variation(root, (*GAME[:2], first), third)


def test_a_boards_variations_are_saved_and_read_back() -> None:
    game, root = _explored()
    study = Study().with_board(game, root)
    loaded = load(dump(study))
    assert loaded.problems == () and loaded.study.board_for(game) == root
    assert loaded.study == study


def test_a_schema_1_study_is_read_with_no_boards() -> None:
    text = json.dumps({"schema": 1, "reports": [], "puzzles": {
        "index": 1, "streak": 0, "best": 0, "solved": 0, "failed": 0}})
    loaded = load(text)
    assert loaded.problems == () and loaded.study.boards == ()
    assert json.loads(dump(loaded.study))["schema"] == SCHEMA_VERSION


START = "9/9/9/9/4x4/9/9/9/9 O 1 e5"
"""X in e5, O to move in the centre board: a position set up in the editor."""


def test_a_board_from_a_set_up_position_is_saved_with_its_start_and_read_back() -> None:
    root = add_line(Node(), (), (36, 0))
    root = add_variation(root, (), 37)
    study = Study().with_board((36,), root, START).with_board((36,), add_line(Node(), (), (36,)))
    doc = json.loads(dump(study))
    assert doc["schema"] == SCHEMA_VERSION
    assert doc["boards"][0]["start"] == START and "start" not in doc["boards"][1]
    loaded = load(dump(study))
    assert loaded.problems == () and loaded.study == study
    assert loaded.study.board_for((36,), START) == root
    assert loaded.study.board_for((36,)) == add_line(Node(), (), (36,))


def test_a_schema_3_study_loads_unchanged_its_boards_from_the_empty_board() -> None:
    game, root = _explored()
    doc = json.loads(dump(Study((partial(),)).with_board(game, root)))
    for board in doc["boards"]:
        assert "start" not in board
    doc["schema"] = 3
    loaded = load(json.dumps(doc))
    assert loaded.problems == () and loaded.backup is None
    assert loaded.study.board_for(game) == root and loaded.study.board_for(game, START) is None
    assert loaded.study.reports == (partial(),)


def test_a_board_whose_start_is_refused_is_set_aside_and_said() -> None:
    root = add_line(Node(), (), (36,))
    doc = json.loads(dump(Study().with_board((36,), root, START)))
    o_opened = "9/9/9/9/4o4/9/9/9/9 X 1 e5"  # a game O opened: not one the page offers
    for start in ("9/9/9/9/4o4/9/9/9/9 O 1 e5", o_opened, "junk", 7, "x" * 200):
        doc["boards"][0]["start"] = start
        text = json.dumps(doc)
        loaded = load(text)
        assert loaded.study.boards == () and loaded.problems == ("study.board_start",)
        assert loaded.backup == text
    doc["boards"][0]["start"] = START
    doc["boards"][0]["tree"] = [[-1, 40]]  # e5 is taken in the position
    assert load(json.dumps(doc)).problems == ("study.boards_dropped",)


def test_a_board_with_an_illegal_line_or_without_its_game_is_dropped() -> None:
    game, root = _explored()
    doc = json.loads(dump(Study().with_board(game, root)))
    illegal = json.loads(json.dumps(doc))
    illegal["boards"][0]["tree"].append([1, GAME[0]])  # a taken cell
    other = json.loads(json.dumps(doc))
    other["boards"][0]["moves"] = [*game[:5], _other(game[:5], game[5])]
    twice = json.loads(json.dumps(doc))
    twice["boards"][0]["tree"].append(twice["boards"][0]["tree"][0])
    loop = json.loads(json.dumps(doc))
    loop["boards"][0]["tree"][0][0] = 3  # a parent that comes later
    for bad in (illegal, other, twice, loop):
        loaded = load(json.dumps(bad))
        assert loaded.study.boards == () and loaded.problems == ("study.boards_dropped",)
        assert loaded.backup is not None


def test_only_the_newest_boards_are_kept() -> None:
    study = Study()
    for length in range(1, MAX_BOARDS + 3):
        study = study.with_board(GAME[:length], add_line(Node(), (), GAME[:length]))
    assert len(study.boards) == MAX_BOARDS and study.boards[-1].game == GAME[:MAX_BOARDS + 2]


def test_what_cannot_be_kept_whole_is_handed_back_to_set_aside() -> None:
    """Issue: a damaged or newer study was dropped and written over, with no copy kept."""
    good = dump(Study((partial(),), PuzzleProgress(5, 2, 4, 9, 3)))
    assert load(good).backup is None
    damaged = good.replace('"index":5', '"index":-1')
    for bad in ('{"schema": 6, "later": [1]}', "[" * 100_000, damaged, "\ud800"):
        loaded = load(bad)
        assert loaded.problems and loaded.backup == bad


def test_a_schema_1_study_keeps_its_streak_and_gains_a_rating() -> None:
    old = ('{"schema": 1, "reports": [], "puzzles": {"index": 7, "streak": 2, "best": 5,'
           ' "solved": 9, "failed": 4}}')
    loaded = load(old)
    assert loaded.problems == () and loaded.backup is None
    progress = loaded.study.puzzles
    assert (progress.index, progress.streak, progress.best, progress.solved,
            progress.failed) == (7, 2, 5, 9, 4)
    assert progress.rating == START_RATING and progress.history == ()
    assert (progress.theme, progress.difficulty, progress.daily) == ("mixed", "normal", "")
    assert load(dump(loaded.study)).study == loaded.study


def test_the_puzzle_rating_history_and_choices_round_trip() -> None:
    progress = PuzzleProgress(3, 1, 4, 6, 2, rating=(1612.25, 97.5, 0.059712), theme="quiet",
                              difficulty="harder", history=(("EA4", True), ("EA5", False)),
                              daily="2026-12-04")
    study = Study((), progress)
    assert load(dump(study)).study == study


@pytest.mark.parametrize("field, value", [
    ("rating", [150000, 0, 60000]), ("rating", [150000, 35000, 0.06]), ("rating", "1500"),
    ("theme", "chess"),
    ("difficulty", "brutal"), ("history", [["E A", True]]), ("history", [["EA4", 1]]),
    ("daily", "2026-13-01"), ("daily", 20261204),
])
def test_a_damaged_puzzle_progress_is_reset(field: str, value: object) -> None:
    doc = json.loads(dump(Study()))
    doc["puzzles"][field] = value
    loaded = load(json.dumps(doc))
    assert loaded.problems == ("study.puzzles_reset",)
    assert loaded.study.puzzles == PuzzleProgress()
