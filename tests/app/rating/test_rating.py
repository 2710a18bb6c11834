"""Rated play vs the computer: Elo formula, K factor, draws, bounded history, once per round."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.tabs import KEEPS, OPS, check_tabs
from uttt.ai.levels import LEVELS as AI_LEVELS
from uttt.app.core.vocabulary import LEVELS
from uttt.app.rating.elo import (
    DRAW,
    K_PROVISIONAL,
    K_SETTLED,
    KEEP,
    LOSS,
    START,
    WIN,
    RatingBook,
    Standing,
    expected,
    from_json,
    k_factor,
    level_elo,
    merge,
    points_for,
    sparkline,
    sync,
    to_json,
    updated,
)


def rid(n: int) -> str:
    return f"{n:016x}"


class TestFormula:
    def test_expected_score(self) -> None:
        assert expected(1500, 1500) == 0.5
        assert expected(1000, 1400) == pytest.approx(1 / (1 + 10**1))
        assert expected(1000, 1400) + expected(1400, 1000) == pytest.approx(1.0)

    def test_levels_use_the_calibrated_elo(self) -> None:
        elos = [level_elo(level) for level in LEVELS]
        assert elos == [AI_LEVELS[level].elo for level in LEVELS] and elos == sorted(elos)

    def test_k_factor_settles(self) -> None:
        assert k_factor(0) == K_PROVISIONAL > K_SETTLED == k_factor(50)

    @pytest.mark.parametrize("level", LEVELS)
    def test_a_draw_moves_the_rating_between_a_win_and_a_loss(self, level: str) -> None:
        after = {
            points: RatingBook().record(rid(1), level, points).ratings()[-1]  # type: ignore[arg-type]
            for points in (WIN, DRAW, LOSS)
        }
        assert after[LOSS] < after[DRAW] < after[WIN]
        assert after[LOSS] < START < after[WIN]

    def test_a_draw_against_a_stronger_level_gains(self) -> None:
        assert RatingBook().record(rid(1), "master", DRAW).rating > START
        assert RatingBook().record(rid(1), "beginner", DRAW).rating == START

    def test_one_update_by_hand(self) -> None:
        # 1000 against 1800: expected 1/(1+10^2) ~ 0.0099; a win gains 40 * 0.990.
        assert updated(1000, 1800, WIN, 0) == pytest.approx(1000 + 40 * (1 - 1 / 101))

    def test_resigning_is_a_loss(self) -> None:
        # Against the computer the human is Red; a resignation makes Blue the winner.
        assert points_for("blue") == LOSS and points_for(None) == DRAW


class TestBook:
    def test_counted_once_per_round(self) -> None:
        book = RatingBook().record(rid(1), "master", WIN)
        assert book.record(rid(1), "master", WIN) == book
        assert book.record(rid(1), "beginner", LOSS) == book
        assert book.games == 1

    def test_history_is_bounded(self) -> None:
        book = RatingBook()
        rng = random.Random(3)
        for n in range(KEEP * 3):
            book = book.record(rid(n), rng.choice(LEVELS), rng.choice((WIN, DRAW, LOSS)))
            book = sync(book, RatingBook())
        assert len(book.history()) == KEEP + 1
        assert book.games == KEEP * 3
        assert len(json.dumps(to_json(book))) < 4000

    def test_folding_keeps_the_rating(self) -> None:
        rng = random.Random(5)
        games = [(rid(n), rng.choice(LEVELS), rng.choice((WIN, DRAW, LOSS))) for n in range(90)]
        small, big = RatingBook(), RatingBook()
        for round_id, level, points in games:
            small = sync(small.record(round_id, level, points, keep=5), RatingBook(), keep=5)
            big = sync(big.record(round_id, level, points, keep=1000), RatingBook(), keep=1000)
        assert small.ratings()[-1] == pytest.approx(big.ratings()[-1])

    def test_two_tabs_do_not_double_count(self) -> None:
        start = RatingBook().record(rid(1), "beginner", WIN)
        tab_a = start.record(rid(2), "master", LOSS)
        tab_b = start.record(rid(2), "master", LOSS)  # both tabs saw round 2 end
        merged = merge(tab_a, tab_b)
        assert merged.games == 2
        assert merged == merge(tab_b, tab_a)
        assert merged.rating == tab_a.rating

    def test_stale_tab_result_is_not_lost(self) -> None:
        stored = RatingBook()
        for n in range(KEEP + 10):  # another tab rated (and folded) many rounds
            stored = sync(stored.record(rid(n), "beginner", WIN), stored)
        mine = RatingBook().record(rid(999), "master", WIN)  # clock 1, far below the horizon
        written = sync(mine, stored)
        assert written.has(rid(999)) and written.games == stored.games + 1

    def test_merged_rating_replays_the_shared_order(self) -> None:
        # Tab A rated a master loss at clock 1, tab B a beginner win at clock 1: the
        # merged rating replays them by (clock, round id), whoever merges whom.
        a = RatingBook().record(rid(2), "master", LOSS)
        b = RatingBook().record(rid(1), "beginner", WIN)
        first = updated(START, level_elo("beginner"), WIN, 0)
        both = updated(first, level_elo("master"), LOSS, 1)
        assert merge(a, b).ratings() == merge(b, a).ratings() == (START, first, both)
        written = sync(merge(a, b, keep=1), RatingBook(), keep=1)
        assert written.base.of("ultimate") == Standing(first, 1)
        assert written.ratings() == (first, both)

    def test_saved_shape(self) -> None:
        book = sync(RatingBook().record(rid(1), "master", WIN, keep=0), RatingBook(), keep=0)
        saved = to_json(book)
        assert saved == {"base_centi": round(book.ratings()[-1] * 100), "folded": 1,
                         "bases": {"classic": [100_000, 0]}, "horizon": [1, rid(1)],
                         "recent": []}

    def test_round_trip(self) -> None:
        book = RatingBook().record(rid(1), "intermediate", DRAW)
        back, bad = from_json(json.loads(json.dumps(to_json(book))))
        assert not bad and back.rating == book.rating and back.history() == book.history()

    @pytest.mark.parametrize("raw", [
        [], {"base_centi": -5}, {"base_centi": 100.5}, {"recent": "x"},
        {"recent": [[rid(1), 1, "master", 3]]},
        {"recent": [[rid(1), 1, "god", 2]]}, {"horizon": [1]},
        {"recent": [[rid(1), 1, "master", True]]},
    ])
    def test_bad_saves_are_reported(self, raw: object) -> None:
        _, bad = from_json(raw)
        assert bad

    def test_sparkline_fits_the_box(self) -> None:
        points = sparkline((1000, 1100, 950, 1200), 120, 30)
        coords = [tuple(map(float, p.split(","))) for p in points.split()]
        assert all(0 <= x <= 120 and 0 <= y <= 30 for x, y in coords)
        assert coords[-1][1] == 0 and coords[2][1] == 30


games = st.lists(st.tuples(st.integers(0, 30), st.sampled_from(LEVELS),
                           st.sampled_from((WIN, DRAW, LOSS))), max_size=40)


@settings(max_examples=60, deadline=None)
@given(games, games)
def test_merge_is_commutative_and_idempotent(a_games: list, b_games: list) -> None:  # type: ignore[type-arg]
    a, b = RatingBook(), RatingBook()
    for n, level, points in a_games:
        a = a.record(rid(n), level, points, keep=8)
    for n, level, points in b_games:
        b = b.record(rid(n), level, points, keep=8)
    ab = merge(a, b, keep=8)
    assert ab == merge(b, a, keep=8)
    assert merge(ab, a, keep=8) == ab
    assert ab.games >= max(a.games, b.games)


@settings(max_examples=300, deadline=None)
@given(OPS, KEEPS)
def test_tabs_never_double_count_nor_lose(ops: list[tuple[str, int]], keep: int) -> None:
    """Three tabs share one storage and write or read whenever they like: see
    ``tests/tabs.py``. Before the rating book was a ledger, a round rated in a
    tab that wrote after another had folded could be lost."""

    def play(book: RatingBook, round_id: str, rng: random.Random) -> RatingBook:
        points = rng.choice((WIN, DRAW, LOSS))
        return book.record(round_id, rng.choice(LEVELS), points, keep=keep)

    check_tabs(ops, keep, RatingBook(), play, lambda book: book.games)
