"""Which puzzle comes next (theme, difficulty, rating, recent ones) and the daily puzzle."""

from __future__ import annotations

import datetime

from hypothesis import given
from hypothesis import strategies as st

from uttt.app.study.puzzle_pick import DAILY_MIN_PLIES, NEAREST, daily, day_number, pick
from uttt.app.study.puzzles import Puzzle, load_puzzles

PUZZLES = load_puzzles()
TOY = tuple(Puzzle((40,), 36 + i % 9, 3, 800 + 50 * i, ("quiet",) if i % 2 else ())
            for i in range(40))


def test_the_difficulty_moves_the_target_around_the_rating() -> None:
    ratings = {d: TOY[pick(TOY, "mixed", d, 1500, (), 0) or 0].rating
               for d in ("easier", "normal", "harder")}
    assert ratings == {"easier": 1200, "normal": 1500, "harder": 1800}


def test_a_theme_gives_puzzles_of_that_theme_only() -> None:
    for done in range(30):
        index = pick(TOY, "quiet", "normal", 1500, (), done)
        assert index is not None and "quiet" in TOY[index].themes


def test_recent_puzzles_are_left_out_and_a_run_walks_the_nearest() -> None:
    chosen = {pick(TOY, "mixed", "normal", 1500, (), done) for done in range(NEAREST)}
    assert len(chosen) == NEAREST
    first = pick(TOY, "mixed", "normal", 1500, (), 0)
    assert first is not None
    assert pick(TOY, "mixed", "normal", 1500, {TOY[first].key}, 0) != first


def test_unknown_choices_read_as_mixed_and_normal_and_empty_sets_pick_nothing() -> None:
    assert pick(TOY, "chess", "brutal", 1500, (), 3) == pick(TOY, "mixed", "normal", 1500, (), 3)
    assert pick((), "mixed", "normal", 1500, (), 0) is None
    assert daily("2026-12-04", ()) is None


@given(st.dates(min_value=datetime.date(1, 1, 1), max_value=datetime.date(9999, 12, 31)))
def test_day_numbers_are_the_calendars(day: datetime.date) -> None:
    assert day_number(day.isoformat()) == day.toordinal()


def test_the_daily_puzzle_is_a_pure_function_of_the_date() -> None:
    days = [(datetime.date(2026, 1, 1) + datetime.timedelta(n)).isoformat() for n in range(60)]
    picks = [daily(day, PUZZLES) for day in days]
    assert picks == [daily(day, PUZZLES) for day in days]  # the same every time
    assert all(i is not None and PUZZLES[i].plies >= DAILY_MIN_PLIES for i in picks)
    assert len(set(picks)) >= 55  # consecutive days get different puzzles
    assert daily("2026-02-30", PUZZLES) is None and daily("today", PUZZLES) is None
