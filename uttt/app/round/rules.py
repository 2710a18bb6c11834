"""The rules of a round that need no live board: a new board, replaying moves through the
rules, who opens a round, and a fresh round id. Pure functions, no state.

>>> replay("classic", [4, 0]).moves
[4, 0]
>>> opener_for(2), other("blue")
('blue', 'red')
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from uttt.app.core.vocabulary import Colour, GameKind, other
from uttt.app.variants import GameBoard, variant_of
from uttt.board import IllegalMoveError

__all__ = ["new_board", "new_round_id", "opener_for", "other", "replay", "replay_prefix"]


def new_board(game: GameKind, start: str | None = None) -> GameBoard:
    """An empty board of this game kind (ultimate boards always use the early draw), or
    the position ``start`` (engine text, ``uttt.fen``) of a round set up in the position
    editor; raises ``ValueError`` (``uttt.fen.FenError``) for a position no game reaches.

    >>> new_board("classic").legal_moves()
    [0, 1, 2, 3, 4, 5, 6, 7, 8]
    >>> new_board("ultimate", "9/9/9/9/4x4/9/9/9/9 O 1 e5").target_board()
    4
    """
    variant = variant_of(game)
    return variant.new_board() if start is None else variant.board_from(start)


def replay(game: GameKind, moves: Iterable[int], start: str | None = None) -> GameBoard:
    """Replay moves through the rules (from ``start``, a position's text, if given);
    raises ``IllegalMoveError`` on the first bad one.

    >>> replay("ultimate", [40, 36]).turn
    'X'
    """
    board = new_board(game, start)
    for move in moves:
        board.push(move)
    return board


def replay_prefix(game: GameKind, moves: Iterable[object], start: str | None = None
                  ) -> GameBoard:
    """Replay moves (from ``start`` if given) up to (not including) the first one the
    rules refuse.

    >>> replay_prefix("classic", [4, 4, 0]).moves
    [4]
    """
    board = new_board(game, start)
    for move in moves:
        if not isinstance(move, int) or isinstance(move, bool):
            break
        try:
            board.push(move)
        except IllegalMoveError:
            break
    return board




def opener_for(round_number: int, *, alternate_starter: bool = True) -> Colour:
    """Who opens (plays X in) a round: Red in odd rounds, Blue in even ones.

    >>> [opener_for(n) for n in (1, 2, 3)]
    ['red', 'blue', 'red']
    >>> opener_for(2, alternate_starter=False)
    'red'
    """
    if not alternate_starter or round_number % 2 == 1:
        return "red"
    return "blue"


def new_round_id(rng: random.Random) -> str:
    """A fresh round id: 64 random bits as 16 lowercase hex digits.

    >>> new_round_id(random.Random(1))
    '91b7584a2265b1f5'
    """
    return f"{rng.getrandbits(64):016x}"
