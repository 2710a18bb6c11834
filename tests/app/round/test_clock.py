"""The turn timer: countdown, expiry, who it is for, and surviving a reload."""

from __future__ import annotations

import json

import pytest

from uttt.app.round.clock import (
    TurnClock,
    countdown,
    due_move,
    follow,
    from_json,
    is_expired,
    remaining,
    runs_for,
    stand_in_seed,
    to_json,
)
from uttt.app.round.match import Match
from uttt.app.variants import CLASSIC, ULTIMATE
from uttt.board import Board
from uttt.classic import ClassicBoard

ROUND = "00000000000000aa"
T0 = 1_764_680_000.0  # a wall-clock time, seconds


class TestCountdown:
    def test_counts_down_from_the_limit(self) -> None:
        clock = follow(None, round_id=ROUND, ply=0, now=T0)
        shown = [countdown(remaining(clock, limit=30, now=T0 + s) or 0) for s in (0, 0.5, 29.2)]
        assert shown == ["0:30", "0:30", "0:01"]

    def test_no_limit_never_expires(self) -> None:
        clock = follow(None, round_id=ROUND, ply=0, now=T0)
        assert remaining(clock, limit=0, now=T0 + 10**6) is None
        assert not is_expired(clock, limit=0, now=T0 + 10**6)

    @pytest.mark.parametrize("limit", [30, 60])
    def test_expires_exactly_at_the_limit(self, limit: int) -> None:
        clock = follow(None, round_id=ROUND, ply=3, now=T0)
        assert not is_expired(clock, limit=limit, now=T0 + limit - 0.01)
        assert is_expired(clock, limit=limit, now=T0 + limit)
        assert remaining(clock, limit=limit, now=T0 + limit + 5) == 0.0

    def test_minutes_are_shown(self) -> None:
        assert countdown(60) == "1:00" and countdown(61) == "1:01"


class TestFollow:
    def test_a_move_starts_a_new_turn(self) -> None:
        clock = follow(None, round_id=ROUND, ply=0, now=T0)
        assert follow(clock, round_id=ROUND, ply=0, now=T0 + 20) is clock
        after = follow(clock, round_id=ROUND, ply=1, now=T0 + 20)
        assert after.started == T0 + 20 and after.ply == 1

    def test_undo_and_a_new_round_restart_it(self) -> None:
        clock = TurnClock(ROUND, 5, T0)
        assert follow(clock, round_id=ROUND, ply=4, now=T0 + 1).started == T0 + 1
        assert follow(clock, round_id="b" * 16, ply=5, now=T0 + 1).started == T0 + 1

    def test_a_clock_set_back_cannot_freeze_the_countdown(self) -> None:
        clock = TurnClock(ROUND, 0, T0 + 3600)
        again = follow(clock, round_id=ROUND, ply=0, now=T0)
        assert again.started == T0
        assert is_expired(again, limit=30, now=T0 + 30)


class TestReload:
    def test_time_spent_away_counts(self) -> None:
        clock = follow(None, round_id=ROUND, ply=7, now=T0)
        saved = json.dumps(to_json(clock))
        back = from_json(json.loads(saved))
        assert back == clock
        # 20 s later the page reloads: the same turn, 10 s left.
        back = follow(back, round_id=ROUND, ply=7, now=T0 + 20)
        assert remaining(back, limit=30, now=T0 + 20) == 10.0
        # Closed for an hour: expired on load.
        assert is_expired(back, limit=30, now=T0 + 3600)

    @pytest.mark.parametrize("raw", [
        None, [], {"round_id": ROUND, "ply": -1, "started_ms": 1},
        {"round_id": ROUND, "ply": 1, "started_ms": 1.5},
        {"round_id": ROUND, "ply": True, "started_ms": 1},
        {"round_id": ROUND.upper(), "ply": 1, "started_ms": 1},
        {"round_id": ROUND, "ply": 1, "started_ms": 2**60},
    ])
    def test_bad_saved_clocks_are_dropped(self, raw: object) -> None:
        assert from_json(raw) is None


class TestStandIn:
    def test_same_move_in_every_tab(self) -> None:
        board = Board.from_moves([40, 36])
        seed = stand_in_seed(ROUND, 2)
        assert ULTIMATE.stand_in_move(board, seed=seed) == ULTIMATE.stand_in_move(board, seed=seed)
        assert ULTIMATE.stand_in_move(board, seed=seed) in board.legal_moves()

    def test_classic_stand_in_blocks_a_line(self) -> None:
        # X threatens the top row (0, 1): O, out of time, still blocks at 2.
        assert CLASSIC.stand_in_move(ClassicBoard.from_moves([0, 4, 1]), seed=7) == 2


class TestDueMove:
    def test_plays_for_the_side_to_move_only_when_its_time_is_up(self) -> None:
        match = Match.new(ROUND)
        match.play(40)  # Blue to move, sent to the centre board
        clock = TurnClock(ROUND, 1, T0)
        assert runs_for(match, limit=30) == "blue"
        assert due_move(match, clock, limit=30, now=T0 + 29.9) is None
        move = due_move(match, clock, limit=30, now=T0 + 30)
        assert move is not None and move in match.legal_moves()
        match.play(move)
        assert match.ply == 2 and match.side_to_move == "red"

    def test_a_stale_clock_never_plays(self) -> None:
        match = Match.new(ROUND)
        match.play(40)
        assert due_move(match, TurnClock(ROUND, 0, T0), limit=30, now=T0 + 999) is None

    def test_not_on_the_computers_turn_nor_after_the_round(self) -> None:
        match = Match.new(ROUND, mode="computer")
        match.play(40)
        assert due_move(match, TurnClock(ROUND, 1, T0), limit=30, now=T0 + 999) is None
        over = Match.new(ROUND, game="classic")
        for cell in (0, 3, 1, 4, 2):
            over.play(cell)
        assert runs_for(over, limit=30) is None

    def test_no_limit_no_move(self) -> None:
        match = Match.new(ROUND)
        assert due_move(match, TurnClock(ROUND, 0, T0), limit=0, now=T0 + 999) is None
