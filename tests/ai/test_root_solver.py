"""The exact solver on each new root's moves (``Config.solve_plies``)."""

from __future__ import annotations

from uttt.ai.levels import SEARCH
from uttt.ai.mcts import LOSS, Searcher
from uttt.board import Board
from uttt.frozen import replace
from uttt.solver import winning_moves_within

BOARD = Board.from_moves([49, 42, 54, 4, 44, 78, 59, 53, 77, 50, 46, 17, 73, 13, 37, 16, 64,
                          14, 48, 35, 80, 79, 66, 31, 36, 1, 11, 25, 69, 55, 12, 30, 29, 21,
                          34, 68, 52, 71, 75, 27, 8, 76, 38, 18, 7, 70, 67, 65, 26, 72, 6,
                          60, 58])


def lost(searcher: Searcher) -> set[int]:
    return {child.move for child in searcher.root.children if child.proven == LOSS}


def test_moves_that_allow_a_forced_win_within_the_plies_are_proven_losses() -> None:
    plain = lost(Searcher(BOARD, config=SEARCH))
    solved = lost(Searcher(BOARD, config=replace(SEARCH, solve_plies=5)))
    assert solved - plain == {19, 56}
    for move in solved - plain:  # each really lets the opponent win within five plies
        after = BOARD.copy()
        after.push(move)
        assert winning_moves_within(after, 5)
    for child in Searcher(BOARD, config=replace(SEARCH, solve_plies=5)).root.children:
        if child.move not in solved:
            after = BOARD.copy()
            after.push(child.move)
            assert after.is_game_over() or not winning_moves_within(after, 5)


def test_a_search_never_plays_a_move_the_solver_lost() -> None:
    searcher = Searcher(BOARD, seed=1, config=replace(SEARCH, solve_plies=5))
    searcher.run(iterations=500)
    assert searcher.result().move not in {19, 56}
    assert all(child.visits == 0 for child in searcher.root.children if child.move in {19, 56})
