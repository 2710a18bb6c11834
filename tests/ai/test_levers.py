"""What measuring Master's levers rests on: a search scores leaves with the evaluation it
is given, tournament players keep their own evaluations (``master-2026-12b``'s is the
kept file's, a candidate's its ``evalfile``), the self-play records replay, and the
children of a node are scored as the whole evaluation would score them."""

from __future__ import annotations

import importlib
import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import SCRIPTS
from uttt.ai import evaluate, evaluation_file
from uttt.ai.levels import LEVELS
from uttt.ai.mcts import DRAW, Config, Searcher
from uttt.board import Board
from uttt.state import BIG, ONGOING, TARGET, WON, State, legal_moves, play
from uttt.state import DRAW as DRAWN_GAME
from uttt.tools import evaluations
from uttt.tools.tournament import Player


def _position() -> Board:
    return Board.from_moves([40, 36, 4, 44, 76, 42, 58])


def test_a_search_scores_new_children_with_its_evaluator() -> None:
    def quarter(_: State) -> float:
        return 0.25

    config = Config(exploration=0.15, evaluation=1.0, prior=1, evaluator=quarter)
    searcher = Searcher(_position(), seed=1, config=config)
    searcher.run(iterations=1)
    node = next(child for child in searcher.root.children if child.visits)
    values = {child.value for child in node.children if child.proven != DRAW}
    assert values == {0.75}  # the mover's score: one less the evaluation after its move
    assert node.value == 0.25


def test_master_2026_12b_keeps_its_own_evaluation() -> None:
    player = Player("master-2026-12b", "X", None, seed=1)
    assert (player.config.prior, player.config.exploration) == (1, 0.15)
    kept = evaluation_file.loads(evaluations.KEPT["2026-12b"].read_text("utf-8"))
    state = _position().state()
    assert player.config.evaluator is not None
    try:
        evaluate.install(kept.mover, kept.waiter, kept.weights)
        expected = evaluate.evaluate(state)
    finally:
        evaluate._load()
    assert player.config.evaluator(state) == expected
    assert player.config.evaluator is not evaluate.evaluate


def test_master_scores_three_visits_a_child_with_the_shipped_evaluation() -> None:
    player = Player("master", "X", None, seed=1)
    assert player.config == LEVELS["master"].config
    assert (player.config.prior, player.config.evaluator) == (3, None)


def test_a_candidate_evaluation_file_reaches_the_player(tmp_path: Path) -> None:
    kept = evaluation_file.loads(evaluations.KEPT["2026-12b"].read_text("utf-8"))
    # every position scores one half
    flat = kept._replace(weights=evaluation_file.in_every_phase((0.0,) * len(kept.names)))
    path = tmp_path / "flat.json"
    path.write_text(evaluation_file.dumps(flat), encoding="utf-8")
    player = Player(f"master:evalfile={path}", "O", None, seed=1)
    assert player.config.evaluator is not None
    assert player.config.evaluator(_position().state()) == 0.5
    assert evaluate.evaluate(_position().state()) != 0.5


def test_selfplay_records_replay_with_a_value_per_searched_position() -> None:
    if str(SCRIPTS) not in sys.path:
        sys.path.append(str(SCRIPTS))
    selfplay = importlib.import_module("selfplay_records")
    record = json.loads(selfplay.game((1, 5, 60, float("inf"), 3, None)))
    assert record["start"] == 8
    board = Board.from_moves(record["moves"])
    assert board.is_game_over()
    assert len(record["values"]) == len(record["moves"]) - record["start"]
    winner = board.outcome()
    assert winner is not None and record["winner"] == winner.winner
    assert selfplay.game((1, 5, 60, 0.0, 3, None)) == ""  # past the deadline: no game


@pytest.fixture(params=["shipped weights", "a different row per phase"])
def rows(request: pytest.FixtureRequest) -> Iterator[None]:
    """The shipped weights (one row a band), or ten different rows: a reply scored with
    the wrong row is then caught at every number of closed boards."""
    if request.param == "shipped weights":
        yield
        return
    kept = evaluation_file.loads(evaluations.KEPT["2026-12c"].read_text("utf-8"))
    rng = random.Random(11)
    try:
        evaluate.install(kept.mover, kept.waiter,
                         [[w * rng.uniform(0.5, 1.5) for w in kept.weights[0]]
                          for _ in range(evaluation_file.PHASES)])
        yield
    finally:
        evaluate._load()


@pytest.mark.usefixtures("rows")
def test_a_reply_is_scored_as_the_whole_evaluation_scores_it() -> None:
    rng = random.Random(29)
    checked = 0
    for _ in range(12):
        board = Board()
        while not board.is_game_over():
            state = board.state()
            shared = evaluate.replies(state)
            for move in legal_moves(state):
                after = state.copy()
                if play(after, move) == ONGOING:
                    assert evaluate.evaluate_reply(after, move, shared) == evaluate.evaluate(after)
                    checked += 1
            board.push(rng.choice(board.legal_moves()))
    assert checked > 1000


@pytest.mark.usefixtures("rows")
def test_every_child_at_once_is_scored_as_the_whole_evaluation_scores_it() -> None:
    """``evaluate_replies`` (what the search calls) gives each move's ``evaluate`` to the
    last bit, or ``None`` for a drawn game, on every path: a board kept open, a board won
    or filled, the reply sent back to the same board, a free move, the game's end."""
    rng = random.Random(5)
    seen = {"open": 0, "closed": 0, "same board": 0, "free": 0, "drawn": 0}
    for _ in range(40):
        board = Board()
        while not board.is_game_over():
            state = board.state()
            moves, expected = [], []
            for move in legal_moves(state):
                after = state.copy()
                status = play(after, move)
                if status == WON:  # the search makes a game-winning move the only child
                    continue
                moves.append(move)
                expected.append(None if status == DRAWN_GAME else evaluate.evaluate(after))
                closed = after[BIG:TARGET] != state[BIG:TARGET]  # a board won or filled
                seen["drawn" if status == DRAWN_GAME else "closed" if closed else "open"] += 1
                seen["same board"] += move // 9 == move % 9
                seen["free"] += after[TARGET] < 0
            assert evaluate.evaluate_replies(state, moves) == expected
            board.push(rng.choice(board.legal_moves()))
    assert min(seen.values()) > 0, seen
