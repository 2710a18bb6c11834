"""A puzzle's themes, read from the shape of its position and winning move. Pure.

Each theme is a rule on the position (a ``Board``, the solver to move) and the puzzle's
only winning move; ``scripts/make/make_puzzles.py`` tags the shipped set with ``tags`` and the
unit tests check the tags against these rules. A theme is named in the shipped file by
one letter (``CODES``).

* ``closed_send``: the winning move takes a small board and sends the opponent to a
  closed one, handing them a free move, and still wins;
* ``quiet``: a move taking a small board was there, but the winning move takes none;
* ``double_threat``: after the winning move, two small boards each win the game on the
  big board for whoever takes them, and the solver threatens to take both;
* ``sacrifice``: after the winning move, the opponent may take a small board, and
  loses anyway;
* ``last_boards``: three small boards or fewer are still open;
* ``free_move``: the solver may play in any open board.

>>> board = Board.from_moves([40, 36])
>>> tags(board, 4)
()
"""

from __future__ import annotations

from collections.abc import Callable

from uttt.board import Board, Move, Player, board_of
from uttt.state import LINES

Rule = Callable[[Board, Move], bool]


def _line(cells: set[int]) -> bool:
    return any(a in cells and b in cells and c in cells for a, b, c in LINES)


def _won_by(board: Board, player: Player) -> set[int]:
    return {b for b in range(9) if board.board_state(b) == player}


def _takes_board(board: Board, move: Move) -> bool:
    """Whether ``move`` (legal) wins the small board it is played in."""
    mover = board.turn
    after = board.copy()
    after.push(move)
    return after.board_state(board_of(move)) == mover


def _threatens(board: Board, player: Player, small: int) -> bool:
    """Whether ``player`` has an empty cell completing a line in the open board ``small``."""
    mine = {c for c in range(9) if board.piece_at(small * 9 + c) == player}
    free = [c for c in range(9) if board.piece_at(small * 9 + c) is None]
    return any(_line(mine | {c}) for c in free)


def closed_send(board: Board, move: Move) -> bool:
    """The move takes a small board and the opponent gets a free move."""
    if not _takes_board(board, move):
        return False
    after = board.copy()
    after.push(move)
    return not after.is_game_over() and after.is_free_move()


def quiet(board: Board, move: Move) -> bool:
    """A small board could be taken, and the winning move takes none."""
    if _takes_board(board, move):
        return False
    return any(_takes_board(board, other) for other in board.legal_moves() if other != move)


def double_threat(board: Board, move: Move) -> bool:
    """After the move, two open boards would each complete a big-board line for the
    solver, and the solver threatens to take each of them."""
    solver = board.turn
    after = board.copy()
    after.push(move)
    if after.is_game_over():
        return False
    won = _won_by(after, solver)
    deciding = [b for b in range(9) if after.board_state(b) == "open"
                and _line(won | {b}) and _threatens(after, solver, b)]
    return len(deciding) >= 2


def sacrifice(board: Board, move: Move) -> bool:
    """After the move, the opponent has a reply that takes a small board."""
    after = board.copy()
    after.push(move)
    if after.is_game_over():
        return False
    return any(_takes_board(after, reply) for reply in after.legal_moves())


def last_boards(board: Board, move: Move) -> bool:
    """Three small boards or fewer are still open."""
    return sum(board.board_state(b) == "open" for b in range(9)) <= 3


def free_move(board: Board, move: Move) -> bool:
    """The solver may play in any open board."""
    return board.is_free_move()


THEMES: dict[str, Rule] = {
    "closed_send": closed_send,
    "quiet": quiet,
    "double_threat": double_threat,
    "sacrifice": sacrifice,
    "last_boards": last_boards,
    "free_move": free_move,
}
"""The themes by name, in the order the page lists them."""

CODES: dict[str, str] = {
    "closed_send": "c", "quiet": "q", "double_threat": "d", "sacrifice": "s",
    "last_boards": "l", "free_move": "f",
}
"""Each theme's letter in the shipped file."""

NAMES: dict[str, str] = {code: name for name, code in CODES.items()}


def tags(board: Board, move: Move) -> tuple[str, ...]:
    """The themes of the puzzle at ``board`` whose winning move is ``move``."""
    return tuple(name for name, rule in THEMES.items() if rule(board, move))
