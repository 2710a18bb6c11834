"""Match: who opens, turns, undo rules, resign, scores counted once, rounds, review."""

from __future__ import annotations

import random
from itertools import count

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from uttt import IllegalMoveError
from uttt.app.round.match import Match
from uttt.app.round.record import MatchRecord, clean_record
from uttt.app.round.rules import new_round_id, opener_for, replay
from uttt.app.scores.book import TABLES, Tally, table_for
from uttt.app.texts.i18n import Ref

X_WINS_CLASSIC = [4, 0, 2, 6, 3, 8, 5]  # X: 4 2 3 5 -> row 3 4 5
DRAW_CLASSIC = [0, 4, 8, 2, 6, 3, 5, 7, 1]
TWO = "classic/two_players"

_ids = count(1)


def rid() -> str:
    """A fresh round id for a test."""
    return f"{next(_ids):016x}"


def classic(mode: str = "two_players", **kwargs: object) -> Match:
    return Match.new(rid(), game="classic", mode=mode, **kwargs)  # type: ignore[arg-type]


def finished_ultimate_game(seed: int) -> list[int]:
    rng = random.Random(seed)
    board = replay("ultimate", [])
    while board.outcome() is None:
        board.push(rng.choice(board.legal_moves()))
    return board.moves


class TestOpener:
    def test_two_players_alternates_by_round(self) -> None:
        assert [opener_for(n) for n in range(1, 7)] == ["red", "blue"] * 3

    def test_setting_off_red_always_opens(self) -> None:
        assert {opener_for(n, alternate_starter=False) for n in range(1, 7)} == {"red"}

    def test_next_round_swaps_symbol_colour_stays(self) -> None:
        match = classic()
        assert match.symbol_of("red") == "X"
        match.next_round(rid())
        assert (match.round_number, match.opener) == (2, "blue")
        assert match.symbol_of("blue") == "X" and match.colour_of("O") == "red"
        assert match.side_to_move == "blue"

    def test_setting_applies_from_next_round(self) -> None:
        match = classic()
        match.alternate_starter = False
        match.next_round(rid())
        assert match.opener == "red"

    def test_computer_opens_even_rounds(self) -> None:
        match = classic("computer")
        assert not match.is_computer_turn()
        match.next_round(rid())
        assert match.is_computer_turn() and match.computer == "blue"
        match.play(4)
        assert not match.is_computer_turn() and match.side_to_move == "red"

    def test_round_ids_are_16_hex_digits(self) -> None:
        ids = {new_round_id(random.Random(seed)) for seed in range(50)}
        assert len(ids) == 50
        assert all(len(i) == 16 and int(i, 16) >= 0 for i in ids)


class TestScores:
    def test_deciding_move_counts_once(self) -> None:
        match = classic()
        results = [match.play(m) for m in X_WINS_CLASSIC]
        assert results[:-1] == [None] * 6
        assert results[-1] is not None and results[-1].winner == "red"
        assert results[-1].reason == "line"
        assert match.tally() == Tally(red=1)
        with pytest.raises(IllegalMoveError):
            match.play(1)
        assert match.tally() == Tally(red=1)

    def test_restoring_a_finished_round_does_not_count_again(self) -> None:
        match = classic()
        for m in X_WINS_CLASSIC:
            match.play(m)
        again = Match(match.record(), scores=match.scores)
        assert again.is_over() and again.result == match.result
        assert again.tally() == Tally(red=1)

    def test_blue_opener_winning_with_x_is_a_blue_win(self) -> None:
        match = classic()
        match.next_round(rid())
        for m in X_WINS_CLASSIC:
            match.play(m)
        assert match.result is not None and match.result.winner == "blue"
        assert match.tally() == Tally(blue=1)

    def test_draw(self) -> None:
        match = classic()
        for m in DRAW_CLASSIC:
            match.play(m)
        assert match.result is not None and match.result.winner is None
        assert match.tally() == Tally(draws=1)

    def test_scores_add_up_over_rounds(self) -> None:
        match = classic()
        for _ in range(4):
            for m in X_WINS_CLASSIC:
                match.play(m)
            match.next_round(rid())
        assert match.tally() == Tally(red=2, blue=2)

    def test_levels_and_games_kept_apart(self) -> None:
        match = classic("computer", level="master")
        for m in X_WINS_CLASSIC:
            match.play(m)
        assert match.tally() == Tally(red=1) and match.tally().wins == 1
        match.switch(rid(), level="beginner")
        assert match.tally() == Tally()
        match.switch(rid(), game="ultimate", mode="two_players")
        assert match.tally() == Tally()
        assert match.scores.tally("classic/computer/master") == Tally(red=1)

    def test_ultimate_win_counts(self) -> None:
        moves = finished_ultimate_game(3)
        match = Match.new(rid())
        for m in moves:
            result = match.play(m)
        assert result is not None and result == match.result
        assert match.tally().total == 1


class TestUndoTwoPlayers:
    def test_one_move_at_a_time_as_often_as_wanted(self) -> None:
        match = classic()
        assert not match.can_undo() and match.undo() == ()
        for m in [4, 0, 8]:
            match.play(m)
        assert match.undo() == (8,)
        assert match.undo() == (0,)
        assert match.undo() == (4,)
        assert not match.can_undo()

    def test_never_after_the_end(self) -> None:
        match = classic()
        for m in X_WINS_CLASSIC:
            match.play(m)
        assert not match.can_undo() and match.undo() == ()
        assert match.ply == len(X_WINS_CLASSIC)


class TestUndoComputer:
    def test_takes_back_move_and_reply(self) -> None:
        match = classic("computer")
        for m in [4, 0, 8, 2]:
            match.play(m)
        assert match.undo() == (2, 8)
        assert match.moves == (4, 0)
        assert match.side_to_move == "red"

    def test_while_computer_thinks_only_the_human_move(self) -> None:
        match = classic("computer")
        for m in [4, 0, 8]:
            match.play(m)
        assert match.is_computer_turn()
        assert match.undo() == (8,)
        assert match.side_to_move == "red"

    def test_computer_opening_move_never_goes_back(self) -> None:
        match = classic("computer")
        match.next_round(rid())
        match.play(4)  # computer opens
        assert not match.can_undo()
        match.play(0)  # human
        assert match.undo() == (0,)
        match.play(0)
        match.play(8)  # computer replies
        assert match.undo() == (8, 0)
        assert match.moves == (4,) and not match.can_undo()


class TestResign:
    def test_two_players_side_to_move_resigns(self) -> None:
        match = classic()
        match.play(4)
        result = match.resign()
        assert (result.winner, result.reason, result.resigned_by) == ("red", "resign", "blue")
        assert match.is_over() and match.legal_moves() == []
        assert match.tally() == Tally(red=1)

    def test_computer_mode_human_resigns_even_on_computer_turn(self) -> None:
        match = classic("computer")
        match.play(4)
        assert match.resign().winner == "blue"
        assert match.tally().losses == 1

    def test_round_over_after_resign(self) -> None:
        match = classic()
        match.resign()
        with pytest.raises(IllegalMoveError):
            match.play(4)
        with pytest.raises(ValueError):
            match.resign()
        assert not match.can_undo()
        assert match.tally() == Tally(blue=1)

    def test_resign_survives_restore(self) -> None:
        match = classic()
        match.play(4)
        match.resign()
        again = Match(match.record(), scores=match.scores)
        assert again.result == match.result and again.tally() == Tally(red=1)

    def test_impossible_resign_refused_on_restore(self) -> None:
        record = MatchRecord(rid(), game="classic", mode="computer", resigned_by="blue")
        with pytest.raises(ValueError):
            Match(record)


class TestRounds:
    def test_in_progress(self) -> None:
        match = classic()
        assert not match.is_round_in_progress()
        match.play(4)
        assert match.is_round_in_progress()
        match.resign()
        assert not match.is_round_in_progress()

    def test_switch_abandons_counting_for_nobody(self) -> None:
        match = classic()
        match.next_round(rid())
        match.play(4)
        match.switch(rid(), mode="computer", level="intermediate")
        assert (match.mode, match.level, match.round_number, match.opener) == (
            "computer",
            "intermediate",
            1,
            "red",
        )
        assert match.ply == 0 and match.scores.recent == ()

    def test_next_round_gets_new_id_and_empty_board(self) -> None:
        match = classic()
        first = match.round_id
        match.play(4)
        match.next_round(rid())
        assert match.round_id != first and match.ply == 0 and match.resigned_by is None


class TestReview:
    def test_board_at_each_ply(self) -> None:
        match = classic()
        for m in X_WINS_CLASSIC:
            match.play(m)
        for ply in range(len(X_WINS_CLASSIC) + 1):
            assert match.board_at(ply).moves == X_WINS_CLASSIC[:ply]
        with pytest.raises(IndexError):
            match.board_at(len(X_WINS_CLASSIC) + 1)
        with pytest.raises(IndexError):
            match.board_at(-1)

    def test_copies_do_not_touch_the_live_board(self) -> None:
        match = Match.new(rid())
        match.play(40)
        copy = match.board
        copy.push(copy.legal_moves()[0])
        match.board_at(1).push(match.board_at(1).legal_moves()[0])
        assert match.moves == (40,)


class TestRecord:
    def test_round_trip(self) -> None:
        match = Match.new(rid(), mode="computer", level="master")
        match.next_round(rid())
        for m in [40, 36, 4]:
            match.play(m)
        again = Match(match.record())
        assert again.record() == match.record()
        assert again.is_computer_turn() == match.is_computer_turn()

    def test_illegal_moves_refused(self) -> None:
        with pytest.raises(IllegalMoveError):
            Match(MatchRecord(rid(), moves=(40, 40)))

    def test_clean_record_keeps_legal_prefix(self) -> None:
        record = MatchRecord(rid(), resigned_by="blue")
        cleaned, dropped = clean_record(record, [40, 36, 99, 0])
        assert dropped and cleaned.moves == (40, 36) and cleaned.resigned_by is None
        cleaned, dropped = clean_record(record, [40])
        assert not dropped and cleaned.resigned_by == "blue"


actions = st.lists(
    st.one_of(st.integers(0, 80), st.sampled_from(["undo", "resign", "next"])), max_size=120
)


@settings(max_examples=60, deadline=None)
@given(
    actions,
    st.sampled_from(["two_players", "computer"]),
    st.sampled_from(["ultimate", "classic"]),
)
def test_every_decided_round_counts_exactly_once(
    script: list[int | str], mode: str, game: str
) -> None:
    match = Match.new(rid(), mode=mode, game=game)  # type: ignore[arg-type]
    decided = 0
    for action in script:
        was_over = match.is_over()
        if action == "undo":
            match.undo()
        elif action == "resign" and not was_over:
            match.resign()
        elif action == "next":
            match.next_round(rid())
        elif isinstance(action, int):
            legal = match.legal_moves()
            if legal:
                match.play(legal[action % len(legal)])
        if match.is_over() and not was_over:
            decided += 1
        assert match.scores.tally(table_for(match.game, match.mode, match.level)).total <= decided
        restored = Match(match.record(), scores=match.scores)
        assert restored.record() == match.record() and restored.result == match.result
    total = sum(match.scores.tally(t).total for t in TABLES)
    assert total == decided


def test_play_again_from_a_position_swaps_who_plays_its_side_to_move() -> None:
    from uttt.app.scene.status import next_line

    match = Match.new("0" * 16)
    match.switch("1" * 16, mode="two_players", start="9/9/9/9/4x4/9/9/9/9 O 1 e5")
    assert match.side_to_move == "red"  # Red plays the side to move (O)
    match.resign()
    assert next_line(match).key == "result.next.position"
    assert dict(next_line(match).params)["colour"] == Ref("colour.blue")
    match.next_round("2" * 16)
    assert match.side_to_move == "blue"  # the colours swapped
    match.resign()
    match.next_round("3" * 16)
    assert match.side_to_move == "red"


def test_the_review_of_a_set_up_position_names_it_not_the_start() -> None:
    from uttt.app.scene.status import review_status
    from uttt.app.texts.i18n import translate

    match = Match.new("0" * 16)
    match.switch("1" * 16, mode="two_players", start="9/9/9/9/4x4/9/9/9/9 O 1 e5")
    assert translate("en", review_status(match, 0)) == "Review: the position set up"
    match.play(36)  # O in the centre board's top-left cell
    assert translate("en", review_status(match, 0)) == "Review: the position set up — 0 of 1"
    assert translate("en", review_status(Match.new("0" * 16), 0)) == "Review: the start — 0 of 0"
