"""Move-generation counts (perft), the standard check of a rules engine.

>>> perft(Board(), 2)
720
"""

from __future__ import annotations

from uttt.board import Board

START_PERFT: tuple[int, ...] = (1, 81, 720, 6336, 55080, 473256)
"""Leaf counts from the start position at depths 0..5."""


def perft(board: Board, depth: int) -> int:
    """The number of move sequences of length ``depth`` from ``board``."""
    if depth == 0:
        return 1
    moves = board.legal_moves()
    if depth == 1:
        return len(moves)
    total = 0
    for move in moves:
        board.push(move)
        total += perft(board, depth - 1)
        board.pop()
    return total
