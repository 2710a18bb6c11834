"""Trap positions: the side to move wins by sending the opponent to a board it must give up.

In each position exactly one move forces a win within three plies: it sends the opponent
to a small board where every reply hands back a game-winning move. The records are in the
notation of docs/formats.md; brute force over ``Board`` checks the claim, then Master must find the
move (at a small, fixed budget, so the test is deterministic) and know it is proven.
"""

from __future__ import annotations

import pytest

from uttt.ai import search
from uttt.ai.game import winning_moves
from uttt.board import Board, Move
from uttt.notation import move_name, parse_record

TRAPS = [
    ("1. b3 e7 2. e1 d3 3. c7 h2 4. e5 d5 5. a4 c1 6. h3 e9 7. f9 i9 8. i8 i6 9. g8 c5 "
     "10. g4 c3 11. g7 a2 12. b5 f4 13. g2 a6 14. a8 c6 15. i7 h1 16. f1 g1 17. b1 e2 "
     "18. e4 d2 19. a5 b6 20. d9 a9 21. b7 f3 22. h9 f8 23. h6 d8 24. a7 c2 25. h5 f5 "
     "26. i5 g6 27. e8 d6", "h8"),
    ("1. f5 i4 2. g3 a7 3. b1 f3 4. h7 f2 5. g4 b2 6. d4 a1 7. a3 b9 8. e7 e1 9. d1 c3 "
     "10. h9 d7 11. g8 b4 12. d2 a4 13. b8 d6 14. c8 h4 15. e2 e4 16. e3 f9 17. i7 h2 "
     "18. e6 d8 19. a6 b7 20. d3 a8 21. c4 i2 22. h6 e8 23. e5 f4 24. h3 i8 25. g5 c6 "
     "26. g7", "b5"),
    ("1. g5 a4 2. a2 c5 3. i6 g7 4. c2 g4 5. c1 g3 6. b7 e1 7. e2 f6 8. g9 a8 9. a6 b8 "
     "10. e6 f9 11. h7 f3 12. i9 i7 13. i2 i5 14. h5 e4 15. e3 f7 16. h2 e5 17. d4 a1 "
     "18. b3 f8 19. h4 d3 20. c9 h8 21. f4 h3 22. g2 b4 23. f1 i8 24. g6 b9 25. d6 a9 "
     "26. c7", "c8"),
    ("1. e9 e7 2. f2 h5 3. e4 d3 4. a9 b9 5. d7 a1 6. c1 h3 7. f9 g8 8. c5 h4 9. d2 a6 "
     "10. b8 e6 11. d8 a5 12. b4 e1 13. e3 d9 14. c9 h8 15. f5 h6 16. e8 d5 17. b5 f6 "
     "18. i9 h7 19. f3 g9 20. c8 e2 21. e5 f4 22. i3 h9 23. c6 a8 24. a4 b3 25. g2 a3 "
     "26. b7 d1 27. b2 d4 28. c3", "h1"),
]


def forces_win(board: Board, move: Move) -> bool:
    """Whether after ``move`` every reply leaves the mover a game-winning move."""
    board.push(move)
    try:
        if board.is_game_over():
            outcome = board.outcome()
            return outcome is not None and outcome.winner is not None
        for reply in board.legal_moves():
            board.push(reply)
            holds = not board.is_game_over() and bool(winning_moves(board.state()))
            board.pop()
            if not holds:
                return False
        return True
    finally:
        board.pop()


@pytest.mark.parametrize(("record", "refutation"), TRAPS)
class TestTraps:
    def test_only_one_move_forces_the_win(self, record: str, refutation: str) -> None:
        board = Board.from_moves(parse_record(record).moves)
        assert not winning_moves(board.state())  # no win at once: the trap takes 3 plies
        winners = [move_name(m) for m in board.legal_moves() if forces_win(board, m)]
        assert winners == [refutation]
        board.push(next(m for m in board.legal_moves() if move_name(m) == refutation))
        assert board.target_board() is not None  # it sends the opponent to one board

    def test_master_finds_it(self, record: str, refutation: str) -> None:
        board = Board.from_moves(parse_record(record).moves)
        result = search(board, iterations=500, seed=1)
        assert move_name(result.move) == refutation
        assert result.proven and result.win_probability == 1.0
