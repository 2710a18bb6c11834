"""Classic tic-tac-toe as a variant: one board of nine cells, in the same square.

>>> from uttt.app.canvas.layout import compute_layout
>>> layout = compute_layout(320, 320)
>>> [CLASSIC.hit_test(layout, *CLASSIC.cell_rect(layout, c).centre) for c in (0, 4, 8)]
[0, 4, 8]
>>> CLASSIC.move_name(4), CLASSIC.step_cursor(4, (1, 1)), CLASSIC.start_cursor([0, 1])
('b2', 8, 0)
"""

from __future__ import annotations

from types import MappingProxyType
from typing import cast

from uttt.app.canvas.drawing import COLOURS, Op, line, mark, placed, rect, tint
from uttt.app.canvas.layout import Layout, Rect
from uttt.app.canvas.viewmodel import BoardView, SmallView, View
from uttt.app.core.vocabulary import Level
from uttt.app.texts import help as help_texts
from uttt.app.texts.i18n import Message, Param, message
from uttt.app.texts.wording import Sides, about
from uttt.app.variants.base import GameBoard, Search, Variant
from uttt.board import Move, Player, SmallState
from uttt.classic import ELO as CLASSIC_ELO
from uttt.classic import ClassicBoard, choose_move, move_values, winning_moves

STAND_IN_LEVEL: Level = "intermediate"
"""How the computer plays for a player whose time ran out: win, or block, or else a
good cell."""

PAD = 0.04
"""The padding around the grid, as a share of the big board's side."""


def _board(board: GameBoard) -> ClassicBoard:
    return cast(ClassicBoard, board)


def _clamp(value: int, low: int, high: int) -> int:
    return max(low, min(high, value))


class Solved:
    """The computer's move on the classic board: the level's player of ``uttt.classic``
    chooses it at once (there is no search to run)."""

    def __init__(self, board: ClassicBoard, level: Level, seed: int) -> None:
        self._move = choose_move(board, level, seed=seed)

    def is_done(self) -> bool:
        return True

    def run(self, seconds: float) -> float:
        return 0.0

    def move(self) -> Move:
        return self._move

    def stats(self) -> dict[str, float]:
        return {}

    def can_ponder(self) -> bool:
        return False  # the move is read from a solved game: nothing to grow

    def ponder(self, seconds: float) -> float:
        return 0.0


class Classic(Variant):
    game = "classic"
    board_type = ClassicBoard
    link_letter = "c"
    rated = True
    texts = MappingProxyType({"title": "title.classic", "hint.touch": "hint.touch.classic",
                              "hint.mouse": "hint.mouse.classic",
                              "canvas.label": "canvas.label.classic",
                              "rating.value": "rating.value.classic",
                              "kind": "games.kind.classic"})
    elo = MappingProxyType(dict(CLASSIC_ELO))
    """Six levels of their own (``uttt.classic``), each measured on the classic scale."""
    help = help_texts.CLASSIC
    record_tag = "[classic] "
    solved = True

    def solved_values(self, moves: tuple[Move, ...]) -> tuple[tuple[float, Move], ...]:
        """The solver's value before each move (``uttt.classic.move_values``) and a best
        move: the one played if it keeps the value, else a win at once, else the first.

        >>> CLASSIC.solved_values((4, 1, 0))  # O's edge reply loses: a1 held the draw
        ((0.5, 4), (0.5, 0), (1.0, 0))
        """
        board, found = ClassicBoard(), []
        for move in moves:
            values = move_values(board)
            value = max(values.values())
            best = [cell for cell, v in values.items() if v == value]
            first = [cell for cell in winning_moves(board) if cell in best] or best
            found.append(((value + 1) / 2, move if values[move] == value else first[0]))
            board.push(move)
        return tuple(found)

    def cell_rect(self, layout: Layout, move: Move) -> Rect:
        """The rectangle of a cell (0..8, row by row) in the board square."""
        grid = layout.board.inset(layout.board.w * PAD)
        side = grid.w / 3
        row, col = ClassicBoard.square(move)
        return Rect(grid.x + col * side, grid.y + row * side, side, side)

    def hit_test(self, layout: Layout, x: float, y: float) -> Move | None:
        """The cell under a point, ``None`` outside the board square."""
        if not layout.board.contains(x, y):
            return None
        grid = layout.board.inset(layout.board.w * PAD)
        side = grid.w / 3
        col = _clamp(int((x - grid.x) // side), 0, 2)
        row = _clamp(int((y - grid.y) // side), 0, 2)
        return ClassicBoard.move_at(row, col)

    def board_view(self, board: GameBoard, held: Move | None, live: bool) -> BoardView:
        shown = _board(board)
        outcome = shown.outcome()
        line_cells = shown.winning_line()
        small: SmallState = "open" if outcome is None else (outcome.winner or "draw")
        playing = live and outcome is None
        preview = held if playing and held is not None and shown.is_legal(held) else None
        return BoardView((SmallView(small, playing, line_cells, line_cells is not None),),
                         tuple((c, p) for c in shown.moves if (p := shown.piece_at(c)) is not None),
                         shown.last_move, (0,) if playing else (), False, preview, (),
                         line_cells, playing)

    def board_ops(self, view: View, layout: Layout) -> list[Op]:
        return _board_ops(self, view, layout)

    def start_cursor(self, legal: list[Move]) -> Move:
        """The centre (or the first free cell)."""
        return 4 if 4 in legal or not legal else legal[0]

    def step_cursor(self, cursor: Move, by: tuple[int, int]) -> Move:
        row, col = ClassicBoard.square(cursor)
        return ClassicBoard.move_at(_clamp(row + by[0], 0, 2), _clamp(col + by[1], 0, 2))

    def turn_status(self, board: GameBoard, who: dict[str, Param]) -> Message:
        return message("status.classic_first" if board.ply == 0 else "status.classic_turn",
                       **who)

    def result_key(self, reason: str) -> str:
        return "result.classic_line" if reason == "line" else "result.classic_draw"

    def announcement(self, board_after: GameBoard, match: Sides, *, computer: bool) -> Message:
        """Who played where, named as the status line names them ("Red (X)", "You (X)",
        "The computer (X)").

        >>> CLASSIC.announcement(ClassicBoard.from_moves([4]), None, computer=True).params
        (('move', 'b2'), ('symbol', 'X'))
        """
        move = board_after.last_move
        assert move is not None
        mover: Player = "O" if board_after.turn == "X" else "X"
        said: dict[str, Param] = {"symbol": mover, "move": self.move_name(move)}
        if computer:
            return message("announce.computer_final", **said)
        return about(match, "announce.final", match.colour_of(mover), **said)

    def search(self, moves: tuple[Move, ...], level: Level, *, seed: int,
               previous: Search | None, dropped: Search | None = None,
               start: str | None = None) -> Search:
        return Solved(ClassicBoard.from_moves(moves), level, seed)

    # ``ponders`` stays false: classic Master already plays perfectly, and the weaker
    # levels play from the solved game too; there is no tree to grow.

    def stand_in_move(self, board: GameBoard, *, seed: int) -> Move:
        return choose_move(_board(board), STAND_IN_LEVEL, seed=seed)


CLASSIC = Classic()


# -- drawing: the same look on one 3x3 board ------------------------------------------


def _board_ops(variant: Classic, view: View, layout: Layout) -> list[Op]:
    """One lit card, its grid, the marks, the golden line."""
    box = layout.board
    radius = box.w * 0.03
    playing = bool(view.lit) and view.to_move is not None
    ops = [rect(box, fill=tint(view.to_move) if playing else COLOURS["card"], radius=radius)]
    cell_box = variant.cell_rect
    cell = cell_box(layout, 0).w
    if view.last_move is not None:
        ops.append(rect(cell_box(layout, view.last_move).inset(cell * 0.06),
                        fill=COLOURS["last"], radius=cell * 0.08))
    ops += _grid(variant, layout, cell)
    for move, symbol in view.marks:
        ops += mark(cell_box(layout, move), symbol, COLOURS[view.colour_of(symbol)],
                    grow=placed(view) if move == view.last_move else None)
    if view.preview is not None and view.to_move is not None:
        mover: Player = "X" if view.to_move == view.x_colour else "O"
        ops += mark(cell_box(layout, view.preview), mover, COLOURS[view.to_move], alpha=0.45)
    if playing and view.to_move:
        width = max(2.0, box.w * 0.012)
        ops.append(rect(box.inset(width / 2), stroke=COLOURS[view.to_move], width=width,
                        radius=radius))
    if view.winning_line is not None:
        first, last = (cell_box(layout, c).centre for c in (view.winning_line[0],
                                                            view.winning_line[2]))
        ops.append(line(*first, *last, stroke=COLOURS["gold"], width=cell * 0.12, alpha=0.9))
    if view.cursor is not None:
        ops.append(rect(cell_box(layout, view.cursor).inset(cell * 0.04),
                        stroke=COLOURS["ink"], width=max(2.0, cell * 0.04), radius=cell * 0.08))
    return ops


def _grid(variant: Classic, layout: Layout, cell: float) -> list[Op]:
    first, last = variant.cell_rect(layout, 0), variant.cell_rect(layout, 8)
    left, top = first.x, first.y
    right, bottom = last.x + last.w, last.y + last.h
    style = {"stroke": COLOURS["grid"], "width": max(1.5, cell * 0.035)}
    ops: list[Op] = []
    for i in (1, 2):
        ops.append(line(left + i * cell, top + cell * 0.08, left + i * cell,
                        bottom - cell * 0.08, **style))
        ops.append(line(left + cell * 0.08, top + i * cell, right - cell * 0.08,
                        top + i * cell, **style))
    return ops
