"""The study document: saved analyses and puzzle progress, validated on load."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from uttt.app.study.analysis import Evaluation, Report
from uttt.app.study.puzzles import START_RATING, PuzzleProgress
from uttt.app.study.store import MAX_REPORTS, Study, dump, load

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
    assert load('{"schema": 3}').problems == ("study.newer_version",)
    assert load('{"schema": 0}').problems == ("study.invalid",)
    assert load("x" * 600_000).problems == ("study.invalid",)
    bad = load('{"schema": 1, "reports": [], "puzzles": {"index": -1}}')
    assert bad.study == Study() and bad.problems == ("study.puzzles_reset",)


@given(st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
                    lambda inner: st.lists(inner) | st.dictionaries(st.text(), inner)))
def test_any_json_loads_without_raising(value: object) -> None:
    result = load(json.dumps({"schema": 1, "reports": value, "puzzles": value}))
    assert isinstance(result.study, Study)


def test_what_cannot_be_kept_whole_is_handed_back_to_set_aside() -> None:
    """Issue: a damaged or newer study was dropped and written over, with no copy kept."""
    good = dump(Study((partial(),), PuzzleProgress(5, 2, 4, 9, 3)))
    assert load(good).backup is None
    damaged = good.replace('"index":5', '"index":-1')
    for bad in ('{"schema": 2, "later": [1]}', "[" * 100_000, damaged, "\ud800"):
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
