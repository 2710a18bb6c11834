"""The exact proof search: checked against a plain minimax, and its sliced tasks."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from uttt.board import Board
from uttt.solver import (
    defence,
    forced_task,
    forced_win_length,
    move_wins_task,
    move_wins_within,
    winning_moves_within,
)


def naive_move_wins(board: Board, move: int, plies: int) -> bool:
    """Plain AND/OR minimax on ``Board`` with no table and no shortcuts."""
    board.push(move)
    try:
        outcome = board.outcome()
        if outcome is not None:
            return outcome.winner is not None
        if plies < 3:
            return False
        for reply in board.legal_moves():
            board.push(reply)
            try:
                if board.is_game_over():
                    return False
                if not any(naive_move_wins(board, m, plies - 2) for m in board.legal_moves()):
                    return False
            finally:
                board.pop()
        return True
    finally:
        board.pop()


def random_position(seed: int, min_ply: int) -> Board | None:
    rng = random.Random(seed)
    board = Board()
    while not board.is_game_over():
        if board.ply >= min_ply and rng.random() < 0.15:
            return board
        board.push(rng.choice(board.legal_moves()))
    return None


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**9), st.sampled_from([1, 3]))
def test_agrees_with_plain_minimax(seed: int, plies: int) -> None:
    board = random_position(seed, 14)
    if board is None:
        return
    expected = [m for m in board.legal_moves() if naive_move_wins(board, m, plies)]
    assert winning_moves_within(board, plies) == expected


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**9))
def test_agrees_with_plain_minimax_at_five_plies(seed: int) -> None:
    board = random_position(seed, 30)
    if board is None or len(board.legal_moves()) > 9:
        return
    expected = [m for m in board.legal_moves() if naive_move_wins(board, m, 5)]
    assert winning_moves_within(board, 5) == expected


def test_a_longer_limit_never_loses_a_win() -> None:
    for seed in range(40):
        board = random_position(seed, 20)
        if board is None:
            continue
        for move in winning_moves_within(board, 3):
            assert move_wins_within(board, move, 5)
            assert forced_win_length(board, move, 5) in (1, 3)


def test_sliced_task_gives_the_same_answer() -> None:
    board = Board.from_moves([43, 67, 42, 59, 46, 13, 40, 39, 29, 18, 8, 75, 33, 61, 69, 54,
                              5, 52, 70, 66, 30, 27, 7, 68, 47, 26, 74, 22, 37, 14, 45, 6, 56,
                              55, 17, 73, 9, 1, 10, 15, 60, 62])
    for move in board.legal_moves():
        task = move_wins_task(board, move, 3)
        steps = 0
        while not task.done:
            task.step(1)
            steps += 1
        assert task.value == (move == 78)
    forced = forced_task(board, 5)
    forced.step(1 << 20)
    assert forced.value == (3, 78)


def test_the_defence_holds_out_and_the_forced_loss_is_seen() -> None:
    board = Board.from_moves([43, 67, 42, 59, 46, 13, 40, 39, 29, 18, 8, 75, 33, 61, 69, 54,
                              5, 52, 70, 66, 30, 27, 7, 68, 47, 26, 74, 22, 37, 14, 45, 6, 56,
                              55, 17, 73, 9, 1, 10, 15, 60, 62, 78])
    reply = defence(board, 2)
    assert reply in board.legal_moves()
    task = forced_task(board, 4)
    task.step(1 << 20)
    assert task.value == (-2, None)


def test_refuses_finished_games_and_illegal_moves() -> None:
    with pytest.raises(ValueError):
        move_wins_within(Board.from_moves([40]), 40, 3)
    with pytest.raises(ValueError):
        winning_moves_within(Board.from_moves([
            28, 9, 2, 22, 43, 68, 49, 39, 29, 26, 80, 73, 10, 12, 27, 3, 40, 41, 50, 45,
            0, 8, 78, 58, 37, 13, 16, 66, 48]), 1)
