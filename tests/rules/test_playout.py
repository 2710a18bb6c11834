"""Every inlined playout loop against ``Board``: the same game from the same random numbers.

A reference playout below plays through ``Board`` only (its legal moves, its push),
drawing random numbers exactly as the loops do. If a loop's idea of the legal moves
or of the end of the game differed from ``Board``'s at any ply, the two would pick
other moves from then on, end with other masks, or report another winner.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st

from uttt.board import Board
from uttt.playout import POLICIES, random_playout
from uttt.tools.policies import EXPERIMENTS

SETTINGS = settings(max_examples=80, deadline=None, derandomize=True)
FREE_MOVE_TRIES = 12


def start(seed: int, plies: int, early_draw: bool) -> Board:
    rng = random.Random(seed)
    board = Board(early_draw=early_draw)
    for _ in range(plies):
        board.push(rng.choice(board.legal_moves()))
        if board.is_game_over():
            board.pop()  # a playout starts from a game that goes on
            break
    return board


def wins_small_board(board: Board, move: int) -> bool:
    mover = board.turn
    board.push(move)
    won = board.board_state(move // 9) == mover
    board.pop()
    return won


def reference_move(board: Board, random_: Callable[[], float], *, greedy: bool) -> int:
    legal = board.legal_moves()
    target = board.target_board()
    if target is not None:
        assert legal == [9 * target + cell for cell in range(9) if 9 * target + cell in legal]
        wins = [move for move in legal if wins_small_board(board, move)] if greedy else []
        return wins[0] if wins else legal[int(random_() * len(legal))]
    boards = board.playable_boards()
    for _ in range(FREE_MOVE_TRIES):
        index = int(random_() * 9 * len(boards))
        move = 9 * boards[index // 9] + index % 9
        if move in legal:
            return move
    return legal[int(random_() * len(legal))]


def reference_playout(board: Board, random_: Callable[[], float], *, greedy: bool) -> int:
    """The playout through ``Board``: 0 X wins, 1 O wins, 2 draw."""
    while not board.is_game_over():
        board.push(reference_move(board, random_, greedy=greedy))
    outcome = board.outcome()
    assert outcome is not None
    return 2 if outcome.winner is None else "XO".index(outcome.winner)


class TestLoopsPlayBoardGames:
    @given(st.integers(0, 10_000), st.integers(0, 60), st.booleans(),
           st.sampled_from(["uniform", "greedy", "apply"]))
    @SETTINGS
    def test_same_game_as_board(self, seed: int, plies: int, early: bool, name: str) -> None:
        board = start(seed, plies, early)
        state = board.state()
        policy = {**POLICIES, **EXPERIMENTS}[name]
        winner = policy(state, random.Random(seed).random)
        expected = reference_playout(board, random.Random(seed).random, greedy=name == "greedy")
        assert winner == expected
        assert state[:18] == board.state()[:18]  # the same cells were played

    @given(st.integers(0, 10_000), st.integers(0, 60))
    @SETTINGS
    def test_random_playout_reports_the_board_result(self, seed: int, plies: int) -> None:
        board = start(seed, plies, True)
        before = board.moves
        result = random_playout(board, random.Random(seed).random)
        assert board.moves == before
        expected = reference_playout(board.copy(), random.Random(seed).random, greedy=False)
        assert result == (1, -1, 0)[expected]
