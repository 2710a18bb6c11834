"""The puzzle modes' rules: a streak ends at the first miss and keeps its best, a timed run
ends at its time and keeps the best score of its length, the results by theme and
difficulty come from the history, and the records are saved, migrated and checked."""

from __future__ import annotations

import json

import pytest

from uttt.app.study import puzzle_runs as runs
from uttt.app.study.puzzle_results import ALL, Tally, band, results
from uttt.app.study.puzzles import MAX_HISTORY, Puzzle, PuzzleProgress, Records, load_puzzles
from uttt.app.study.store import SCHEMA_VERSION, Study, dump, load

PUZZLES = load_puzzles()


def test_a_streak_ends_at_the_first_miss_and_keeps_its_best() -> None:
    records = Records(streak=3)
    run = runs.streak()
    for _ in range(5):
        run = runs.solved(run)
        records = runs.best(records, run)
        assert not runs.is_over(run, now=10**9)  # a streak has no clock
    run = runs.missed(run)
    assert run.over and run.score == 5 and records.streak == 5
    again = runs.again(run, now=0.0)
    assert (again.score, again.over, again.kind) == (0, False, "streak")
    records = runs.best(records, runs.solved(again))
    assert records.streak == 5  # a shorter streak leaves the best as it was


def test_a_streak_climbs_from_easy_puzzles_and_never_repeats_one() -> None:
    run, ratings = runs.streak(), []
    for _ in range(12):
        index = runs.next_index(run, PUZZLES, ())
        assert index is not None
        puzzle = PUZZLES[index]
        assert puzzle.key not in run.seen
        ratings.append(puzzle.rating)
        run = runs.solved(runs.shown(run, puzzle.key))
    assert ratings[0] < 700 and ratings[-1] > ratings[0] + 400
    assert ratings == sorted(ratings)


def test_a_timed_run_ends_at_its_time_and_keeps_the_best_score_of_its_length() -> None:
    run = runs.timed(180, now=1000.0)
    assert runs.left(run, now=1000.0) == 180.0
    for second in (10.0, 20.0, 30.0):
        run = runs.solved(run)
        assert not runs.is_over(run, now=1000.0 + second)
    run = runs.missed(run)  # a miss: on to the next, 10 s off the clock
    assert runs.left(run, now=1040.0) == 180.0 - 40 - runs.MISS_PENALTY
    assert not runs.is_over(run, now=1169.9) and runs.is_over(run, now=1170.0)
    records = runs.best(Records(timed_180=2, timed_300=7), runs.time_up(run))
    assert (records.timed_180, records.timed_300, records.streak) == (3, 7, 0)
    assert runs.record_of(records, run) == 3
    longer = runs.timed(300, now=0.0)
    assert runs.record_of(records, longer) == 7 and runs.left(longer, now=301.0) == 0.0
    with pytest.raises(ValueError):
        runs.timed(60, now=0.0)


def test_a_miss_that_takes_the_last_seconds_ends_the_run() -> None:
    run = runs.missed(runs.timed(180, now=0.0))
    assert runs.is_over(run, now=171.0) and not runs.is_over(run, now=169.0)
    assert run.misses == 1


def test_results_by_theme_and_difficulty_come_from_the_history() -> None:
    easy = next(p for p in PUZZLES if band(p.rating) == "easy" and "sacrifice" in p.themes)
    hard = next(p for p in PUZZLES if band(p.rating) == "hard" and "sacrifice" in p.themes
                and "quiet" not in p.themes)
    history = ((easy.key, True), (easy.key, True), (hard.key, False), ("gone", True))
    table = results(history, PUZZLES)
    assert table["sacrifice"]["easy"] == Tally(2, 2)
    assert table["sacrifice"]["hard"] == Tally(1, 0)
    assert table["sacrifice"][ALL] == Tally(3, 2) and table["sacrifice"][ALL].rate() == 67
    assert table[ALL][ALL] == Tally(3, 2)  # the key the set does not hold counts nowhere
    assert table["quiet"]["hard"] == Tally(0, 0) and table["quiet"]["hard"].rate() is None
    assert table["sacrifice"]["medium"] == Tally(0, 0)


def test_the_records_and_a_long_history_round_trip() -> None:
    history = tuple((p.key, i % 3 != 0) for i, p in enumerate(PUZZLES[:MAX_HISTORY]))
    progress = PuzzleProgress(history=history, records=Records(12, 9, 14))
    study = Study(puzzles=progress)
    doc = json.loads(dump(study))
    assert doc["schema"] == SCHEMA_VERSION
    assert doc["puzzles"]["records"] == {"streak": 12, "timed_180": 9, "timed_300": 14}
    loaded = load(dump(study))
    assert loaded.problems == () and loaded.study == study
    assert len(progress.recent()) == 60  # the pick avoids the last 60 only


def test_a_schema_5_study_gains_zero_records_and_keeps_its_progress() -> None:
    doc = json.loads(dump(Study(puzzles=PuzzleProgress(7, 2, 5, 9, 4, theme="quiet",
                                                       history=(("EA4", True),)))))
    del doc["puzzles"]["records"]
    doc["schema"] = 5
    loaded = load(json.dumps(doc))
    assert loaded.problems == () and loaded.backup is None
    progress = loaded.study.puzzles
    assert progress.records == Records()
    assert (progress.index, progress.streak, progress.best, progress.solved, progress.failed,
            progress.theme, progress.history) == (7, 2, 5, 9, 4, "quiet", (("EA4", True),))


def test_a_schema_1_study_gains_zero_records_too() -> None:
    old = ('{"schema": 1, "reports": [], "puzzles": {"index": 7, "streak": 2, "best": 5,'
           ' "solved": 9, "failed": 4}}')
    loaded = load(old)
    assert loaded.problems == () and loaded.study.puzzles.records == Records()
    assert loaded.study.puzzles.best == 5


@pytest.mark.parametrize("records", [
    {"streak": -1, "timed_180": 0, "timed_300": 0},
    {"streak": 1, "timed_180": "9", "timed_300": 0},
    {"streak": 1, "timed_180": 9, "timed_300": 2.5},
    {"streak": 1, "timed_180": 9},
    {"streak": 1, "timed_180": 9, "timed_300": 0, "timed_60": 4},
    {"streak": True, "timed_180": 0, "timed_300": 0},
    {"streak": 10**7, "timed_180": 0, "timed_300": 0},
    [1, 2, 3], None,
])
def test_damaged_records_start_from_zero_and_the_rest_is_kept(records: object) -> None:
    doc = json.loads(dump(Study(puzzles=PuzzleProgress(3, 1, 4, 6, 2))))
    doc["puzzles"]["records"] = records
    loaded = load(json.dumps(doc))
    assert loaded.problems == ("study.records_reset",)
    assert loaded.backup is not None  # the damaged text is set aside before a write
    assert loaded.study.puzzles == PuzzleProgress(3, 1, 4, 6, 2)


def test_a_history_longer_than_its_bound_resets_the_progress() -> None:
    doc = json.loads(dump(Study()))
    doc["puzzles"]["history"] = [["EA4", True]] * (MAX_HISTORY + 1)
    assert load(json.dumps(doc)).problems == ("study.puzzles_reset",)


def test_a_run_never_changes_the_set_or_the_pick_of_an_empty_one() -> None:
    assert runs.next_index(runs.streak(), (), ()) is None
    only = (Puzzle((40,), 36, 3, 800),)
    assert runs.next_index(runs.shown(runs.streak(), only[0].key), only, ()) == 0
