"""The evaluation: its data file is what the script makes, and it judges like the rules."""

from __future__ import annotations

import itertools
import json
import math
import random
from pathlib import Path
from types import ModuleType

from hypothesis import given, settings
from hypothesis import strategies as st

from uttt.ai import evaluate, evaluation_file
from uttt.ai.levels import MASTER
from uttt.board import Board
from uttt.state import BIG, TURN, State

ROOT = Path(__file__).resolve().parents[2]
EVALUATION_FILE = ROOT / "uttt" / "data" / "evaluation.json"
SETTINGS = settings(max_examples=60, deadline=None, derandomize=True)
RECORDS = 399
"""Self-play games in the records file."""


def position(seed: int, plies: int) -> Board:
    rng = random.Random(seed)
    board = Board()
    for _ in range(plies):
        board.push(rng.choice(board.legal_moves()))
        if board.is_game_over():
            board.pop()
            break
    return board


def swapped(state: State) -> State:
    """The same position with the colours exchanged."""
    return [*state[9:18], *state[0:9], state[BIG + 1], state[BIG], *state[BIG + 2:TURN],
            state[TURN] ^ 1, *state[TURN + 1:]]


class TestDataFile:
    def test_shipped_file_is_the_scripts_output(self, fit_script: ModuleType) -> None:
        try:
            text = fit_script.build(fit_script.read_games(fit_script.GAMES),
                                    fit_script.read_games(fit_script.MASTER_GAMES))
        finally:  # the script installs its own tables; put the shipped ones back
            evaluate._load()
        assert text == (ROOT / "uttt" / "data" / "evaluation.json").read_text("utf-8")

    def test_records_are_the_scripts_self_play(self, fit_script: ModuleType) -> None:
        records = fit_script.read_games(fit_script.GAMES)
        assert len(records) == RECORDS
        try:
            replayed = [fit_script.selfplay_game(index, seed=17) for index in range(2)]
        finally:  # the generator's evaluation is not the shipped one: put that back
            evaluate._load()
        assert replayed == records[:2]

    def test_weights_name_every_feature(self) -> None:
        data = evaluation_file.loads(EVALUATION_FILE.read_text("utf-8"))
        assert data.names == evaluate.NAMES
        assert len(evaluate.WEIGHTS) == evaluation_file.PHASES
        for row in evaluate.WEIGHTS:
            assert len(row) == len(evaluate.NAMES) == 1 + len(evaluate.features(Board().state()))

    def test_the_weights_differ_by_phase_as_fitted(self, fit_script: ModuleType) -> None:
        bands = fit_script.PHASE_BANDS
        rows = evaluate.WEIGHTS
        for low, high in itertools.pairwise(bands):
            assert len(set(rows[low:high])) == 1  # one row a band
        assert len({rows[low] for low in bands[:-1]}) == len(bands) - 1
        # early on, the big lines' chances weigh most
        assert rows[0][1] > rows[4][1] > rows[8][1]

    def test_master_records_are_the_scripts_self_play(self, fit_script: ModuleType,
                                                      selfplay_script: ModuleType) -> None:
        records = fit_script.read_games(fit_script.MASTER_GAMES)
        assert len(records) == sum(games for _, games in fit_script.MASTER_RUNS) == 3227
        seed, _ = fit_script.MASTER_RUNS[0]
        job = (0, seed, 1000, math.inf, MASTER.prior, "2026-12c")
        assert json.loads(selfplay_script.game(job)) == records[0]


class TestJudgement:
    @given(st.integers(0, 10_000), st.integers(0, 70))
    @SETTINGS
    def test_colour_blind(self, seed: int, plies: int) -> None:
        state = position(seed, plies).state()
        assert evaluate.evaluate(swapped(state)) == evaluate.evaluate(state)

    @given(st.integers(0, 10_000), st.integers(0, 70))
    @SETTINGS
    def test_a_score_between_loss_and_win(self, seed: int, plies: int) -> None:
        assert 0.0 < evaluate.evaluate(position(seed, plies).state()) < 1.0

    def test_being_sent_to_a_board_you_can_win_is_good(self) -> None:
        # O holds cells 0 and 1 of the centre board (e4, f4 missing: d4 e4 need f4).
        before = [40, 36, 4, 37]
        sent_there = Board.from_moves([*before, 13])  # X's move sends O to the centre board
        sent_away = Board.from_moves([*before, 12])  # ... or to board 3, where O has nothing
        assert sent_there.target_board() == 4 and sent_away.target_board() == 3
        assert sent_there.turn == sent_away.turn == "O"
        assert evaluate.evaluate(sent_there.state()) > evaluate.evaluate(sent_away.state())


def reference(state: State) -> float:
    """The evaluation as its docstring defines it: the logistic of the weighted features."""
    weights = evaluate.weights(state)
    total = weights[0]
    for weight, feature in zip(weights[1:], evaluate.features(state), strict=True):
        total += weight * feature
    return 1.0 / (1.0 + math.exp(-total)) if total > -30 else 0.0


class TestFastPath:
    """``evaluate`` computes the weighted features without building them: same value, to
    the last bit (the search's trees depend on it)."""

    @given(st.integers(0, 10_000), st.integers(0, 80))
    @SETTINGS
    def test_the_logistic_of_the_features(self, seed: int, plies: int) -> None:
        state = position(seed, plies).state()
        assert evaluate.evaluate(state) == reference(state)

    def test_every_position_of_master_games(self, fit_script: ModuleType) -> None:
        for record in fit_script.read_games(fit_script.GAMES)[:40]:
            board = Board()
            for move in record["moves"][:-1]:
                board.push(move)
                assert evaluate.evaluate(board.state()) == reference(board.state())

    def test_other_tables_and_weights(self) -> None:
        data = evaluation_file.loads(EVALUATION_FILE.read_text("utf-8"))
        rng = random.Random(4)
        try:
            evaluate.evaluate(position(1, 30).state())  # fill some entries of the old tables
            evaluate.install([min(1000, value + 7) for value in data.mover],
                             [max(0, value - 5) for value in data.waiter],
                             [[rng.uniform(-2, 2) for _ in evaluate.NAMES]
                              for _ in range(evaluation_file.PHASES)])
            # the terms kept from the old tables are gone (reference() reads them too)
            assert evaluate._BOARD_TERMS.count(None) == len(evaluate._BOARD_TERMS)
            assert evaluate._TARGET_TERMS.count(None) == len(evaluate._TARGET_TERMS)
            for seed in range(200):
                state = position(seed, seed % 70).state()
                assert evaluate.evaluate(state) == reference(state)
        finally:
            evaluate._load()
