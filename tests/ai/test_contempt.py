"""Contempt (``Config.contempt``): a proven draw is worth less than half to the side to
move at the root, and as much more to its opponent."""

from __future__ import annotations

import pytest

from uttt.ai.levels import MASTER
from uttt.ai.mcts import DRAW, Node, Searcher
from uttt.board import Board
from uttt.frozen import replace

LATE = Board.from_moves([62, 76, 36, 5, 51, 56, 19, 10, 14, 48, 30, 34, 68, 50, 52, 63, 1,
                         16, 66, 35, 79, 64, 12, 33, 60, 54, 4, 38, 20, 18, 7, 65, 23, 53,
                         77, 47, 26, 78, 55, 13, 42, 61, 39])
"""O to move; one move (74) leads to a draw the search proves within a few plies, the
seven others go on."""


def searched(contempt: float, board: Board = LATE) -> Searcher:
    searcher = Searcher(board, seed=1, config=replace(MASTER, contempt=contempt))
    searcher.run(iterations=2000)
    return searcher


def drawn(node: Node) -> Node:
    return next(child for child in node.children if child.proven == DRAW)


def test_without_contempt_a_drawn_move_is_worth_half_and_is_played() -> None:
    searcher = searched(0.0)
    assert drawn(searcher.root).q == pytest.approx(0.5, abs=0.01)
    assert searcher.result().move == drawn(searcher.root).move


@pytest.mark.parametrize("contempt", [0.1, 0.2])
def test_with_contempt_the_draw_is_worth_less_to_the_side_to_move(
        contempt: float) -> None:
    searcher = searched(contempt)
    draw = drawn(searcher.root)
    # its visits before the draw was proven counted at about half, the later ones less
    assert 0.5 - contempt - 1e-9 < draw.q < 0.5 - contempt / 2
    assert searcher.result().move != draw.move


def test_a_draw_the_opponent_can_choose_is_worth_more_to_it() -> None:
    before = Board.from_moves(LATE.moves[:-1])  # X to move: after 39, O can draw with 74
    searcher = searched(0.2, before)
    reply = next(child for child in searcher.root.children if child.move == 39)
    draw = drawn(reply)
    assert draw.move == 74 and draw.visits > 100
    assert draw.q > 0.5 + 0.2 / 2


def test_contempt_is_refused_with_minimax_backups() -> None:
    with pytest.raises(ValueError, match="contempt"):
        Searcher(LATE, config=replace(MASTER, contempt=0.1, minimax=0.2))
