"""Managed time (``Budget.early`` / ``Budget.stretch``): moves stop when their choice is
settled, moves in doubt search on, and the time a move takes stays the budget on average.

The searches here read a fake clock that advances a fixed step per reading, so the time
of every move, and so every test, is the same on any machine.
"""

from __future__ import annotations

from collections.abc import Callable

from uttt.ai.levels import SEARCH
from uttt.ai.mcts import LOSS, Budget, Searcher
from uttt.board import Board

T = 0.05
"""The budget of a move here: about 500 iterations at the fake clock's step."""


def ticking(step: float = 0.0001) -> Callable[[], float]:
    """A clock that moves ``step`` seconds at every reading (about one per iteration)."""
    now = [0.0]

    def clock() -> float:
        now[0] += step
        return now[0]

    return clock


def managed(seconds: float = T, *, early: float = 1.0, stretch: float = 2.0) -> Budget:
    return Budget(seconds=seconds, clock=ticking(), early=early, stretch=stretch)


def play_out(searcher: Searcher, moves: int) -> list[float]:
    """The searcher plays both sides for ``moves`` moves; each move's seconds."""
    spent = []
    for _ in range(moves):
        searcher.run_budget()
        spent.append(searcher.seconds)
        searcher.advance(searcher.result().move)
        if searcher.board.is_game_over():
            break
    return spent


def test_a_fixed_budget_is_not_managed() -> None:
    assert not Budget(seconds=1.3).managed and not Budget(iterations=100).managed
    assert Budget(seconds=1.3, early=1.0).managed and Budget(seconds=1.3, stretch=2.0).managed
    assert not Budget(iterations=100, early=1.0, stretch=2.0).managed


def test_managed_moves_take_the_budget_on_average_and_vary() -> None:
    budget = managed()
    searcher = Searcher(Board(), seed=3, config=SEARCH, budget=budget)
    spent = play_out(searcher, 81)  # a whole game
    slice_over = 0.011  # run_budget looks at the time every MANAGED_SLICE (and one tick)
    assert abs(len(spent) * T - sum(spent) - searcher.banked) < 1e-9  # the bank's account
    assert searcher.banked >= -slice_over  # on average a move took its budget at most
    assert min(spent) < 0.75 * T and max(spent) > 1.2 * T  # settled moves saved, doubtful used it
    assert max(spent) <= 2 * T + slice_over


def test_a_move_stops_early_only_when_the_leader_cannot_be_caught() -> None:
    board = Board()
    searcher = Searcher(board, seed=5, config=SEARCH, budget=managed(stretch=1.0))
    for _ in range(12):
        searcher.run_budget()
        if searcher.seconds < T - 0.011:  # stopped early
            alive = sorted((c.visits for c in searcher.root.children if c.proven != LOSS),
                           reverse=True)
            if len(alive) > 1:
                rate = searcher.iterations / searcher.seconds
                assert alive[0] - alive[1] > rate * (T - searcher.seconds)
        searcher.advance(searcher.result().move)


def test_a_forced_move_is_played_at_once_and_its_time_is_banked() -> None:
    board = Board.from_moves([71, 73, 16, 68, 52, 69, 57, 30, 29, 19, 9, 2, 20, 22, 38, 21,
                              34, 65, 23, 51, 56, 26, 74, 24, 59, 47, 25, 70, 64, 14, 46, 11])
    assert len(board.legal_moves()) == 1
    searcher = Searcher(board, seed=1, config=SEARCH, budget=managed())
    assert searcher.is_done() and searcher.iterations == 0
    assert searcher.banked == T
    searcher.is_done()
    assert searcher.banked == T  # a move's time is banked once


def test_a_move_in_doubt_searches_past_its_budget_on_banked_time_only() -> None:
    searcher = Searcher(Board(), seed=2, config=SEARCH, budget=managed())
    searcher.run_budget()  # nothing banked yet: the first move takes its budget at most
    assert searcher.seconds <= T + 0.011
