"""The puzzle themes' rules, on positions from self-play games, and the shipped tags."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from uttt.app.study.puzzles import load_puzzles
from uttt.app.study.themes import (
    CODES,
    THEMES,
    closed_send,
    double_threat,
    free_move,
    last_boards,
    quiet,
    sacrifice,
    tags,
)
from uttt.board import Board, board_of

LAST = (14, 51, 56, 21, 29, 24, 61, 69, 54, 5, 53, 77, 50, 46, 12, 35, 72, 8, 80, 76, 37, 16,
        68, 49, 40, 41, 47, 18, 4, 36, 0, 2, 43, 63, 13, 66, 27, 60, 55, 28, 32, 75, 30, 31)
DOUBLE = (38, 25, 66, 30, 34, 64, 14, 50, 46, 9, 8, 75, 31, 43, 71, 80, 79, 65, 18, 3, 32, 49,
          36, 5, 53, 76, 44, 73, 12, 33, 58, 37, 16, 68, 52, 63, 4, 40, 15, 54, 0, 17, 78, 57,
          35, 77, 47, 21, 29)
QUIET = (36, 8, 74, 24, 62, 72, 6, 56, 23, 52, 64, 14, 48, 28, 16, 66, 31, 43, 63, 5, 50, 49,
         39, 29, 21, 27, 2, 25, 70, 68, 46, 17, 77, 53, 80, 42, 61, 65, 22, 37, 13, 40, 51, 60,
         54, 0, 1, 15, 55, 9, 7)
CLOSED = (24, 60, 57, 32, 50, 46, 14, 53, 77, 52, 64, 15, 62, 80, 73, 12, 34, 66, 30, 29, 21,
          28, 11, 18, 5, 51, 56, 25, 63, 6, 61, 65, 22, 43, 70, 68, 8, 78, 55, 17, 72, 2, 23,
          33, 59, 37, 9, 0, 1, 10, 16, 67, 40, 36, 4, 38, 35)
PLAIN = (77, 45, 1, 10, 13, 44, 72, 7, 67, 39, 29, 20, 23, 49, 41, 50, 51, 56, 22, 36, 5, 53,
         76, 40, 21, 33, 57, 34, 71, 74, 63, 6, 62, 80, 73, 14, 27, 8, 78)


def test_the_last_board_on_a_free_move() -> None:
    board = Board.from_moves(LAST)
    assert [board.board_state(b) for b in range(9)].count("open") == 1
    assert board.target_board() is None
    assert tags(board, 33) == ("last_boards", "free_move")


def test_a_double_threat_on_the_big_board() -> None:
    board = Board.from_moves(DOUBLE)
    assert double_threat(board, 23) and not last_boards(board, 23)
    after = board.copy()
    after.push(23)
    assert not after.is_game_over()


def test_the_quiet_move_refuses_a_board_it_could_take() -> None:
    board = Board.from_moves(QUIET)
    assert quiet(board, 69) and not closed_send(board, 69)
    after = board.copy()
    after.push(69)
    assert after.board_state(board_of(69)) == "open"  # it takes nothing


def test_win_a_board_and_send_to_a_closed_one() -> None:
    board = Board.from_moves(CLOSED)
    assert closed_send(board, 79) and not quiet(board, 79)
    after = board.copy()
    after.push(79)
    assert after.board_state(board_of(79)) == board.turn and after.is_free_move()


def test_a_puzzle_with_no_theme() -> None:
    assert tags(Board.from_moves(PLAIN), 60) == ()


def test_a_sacrifice_lets_the_opponent_take_a_board() -> None:
    board = Board.from_moves(DOUBLE)
    assert sacrifice(board, 23)
    assert not sacrifice(Board.from_moves(PLAIN), 60)


def positions() -> st.SearchStrategy[tuple[Board, int]]:
    @st.composite
    def build(draw: st.DrawFn) -> tuple[Board, int]:
        rng = random.Random(draw(st.integers(0, 10**6)))
        board = Board()
        for _ in range(draw(st.integers(0, 60))):
            moves = board.legal_moves()
            after = [m for m in moves if not _ends(board, m)]
            if not after:
                break
            board.push(rng.choice(after))
        if board.is_game_over() or not board.legal_moves():
            return Board(), 40
        return board, rng.choice(board.legal_moves())

    return build()


def _ends(board: Board, move: int) -> bool:
    after = board.copy()
    after.push(move)
    return after.is_game_over()


@settings(max_examples=60, deadline=None)
@given(positions())
def test_the_rules_hold_on_any_position(case: tuple[Board, int]) -> None:
    board, move = case
    assert not (quiet(board, move) and closed_send(board, move))  # one takes, one does not
    assert last_boards(board, move) == (
        [board.board_state(b) for b in range(9)].count("open") <= 3)
    assert free_move(board, move) == (board.target_board() is None)
    assert set(tags(board, move)) <= set(THEMES)


def test_every_theme_has_one_letter() -> None:
    assert set(CODES) == set(THEMES) and len(set(CODES.values())) == len(CODES)


@pytest.mark.parametrize("seed", [27])
def test_the_shipped_tags_follow_the_rules(seed: int) -> None:
    puzzles = load_puzzles()
    for puzzle in random.Random(seed).sample(puzzles, min(200, len(puzzles))):
        assert puzzle.themes == tags(puzzle.board(), puzzle.solution)
