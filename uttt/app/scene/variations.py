"""What the analysis board shows: the variation's position on the board, the variations
as rows of moves (the move list's tree), every legal cell's value drawn on the board, and
the values in words. Pure.

>>> from uttt.app.study.board import AnalysisBoard, played
>>> from uttt.app.variants import variant_of
>>> board = played(AnalysisBoard.new((40, 36, 4)), (40,), 37)
>>> rows = variation_rows(variant_of("ultimate"), board)
>>> [[(e.path, e.text) for e in row.entries] for row in rows]
[[((40, 37), '1… e4')]]
"""

from __future__ import annotations

from uttt.app.canvas.drawing import Op
from uttt.app.canvas.layout import Layout
from uttt.app.round.match import Match
from uttt.app.round.rules import replay
from uttt.app.round.view_state import ViewState
from uttt.app.scene.build import View
from uttt.app.study import variations as tree
from uttt.app.study.board import AnalysisBoard
from uttt.app.study.values import MoveValue, MoveValues
from uttt.app.study.variations import Node, Path
from uttt.app.texts.i18n import Message, message
from uttt.app.texts.move_list import Names, move_ref, ply_label
from uttt.app.variants import Variant
from uttt.frozen import frozen, replace
from uttt.notation import ply_offset

VALUE_COLOURS = {"win": "#166534", "loss": "#991b1b", "draw": "#374151", "even": "#111827"}
"""Dark inks: each keeps 4.5:1 on the lit boards' light tints."""


@frozen
class VariationEntry:
    """One move of a variation row: its path, its text ("12… c4", "13. d5", "e1"), what a
    screen reader says of it, and whether its position is shown."""

    path: Path
    text: str
    label: Message
    current: bool


@frozen
class VariationRow:
    """A line of moves leaving the game (depth 0) or another variation (depth 1 and on)."""

    depth: int
    entries: tuple[VariationEntry, ...]


def variation_rows(names: Names, board: AnalysisBoard) -> tuple[VariationRow, ...]:
    """The variations, each a row: its main line from where it branches; the lines that
    branch off it follow it, one level deeper. Rows leave the game in the game's order."""
    rows: list[VariationRow] = []
    for ply in range(len(board.game) + 1):
        here = board.game[:ply]
        node = tree.node_at(board.root, here)
        assert node is not None
        for child in node.children:
            if ply < len(board.game) and child.move == board.game[ply]:
                continue
            _rows(names, board, here, child, 0, rows)
    return tuple(rows)


def _rows(names: Names, board: AnalysisBoard, parent: Path, first: Node, depth: int,
          rows: list[VariationRow]) -> None:
    line: list[tuple[Path, Node]] = []
    node, path = first, parent
    while True:
        assert node.move is not None
        path = (*path, node.move)
        line.append((path, node))
        if not node.children:
            break
        node = node.children[0]
    entries = tuple(_entry(names, board, p, n, i == 0) for i, (p, n) in enumerate(line))
    rows.append(VariationRow(depth, entries))
    for path, node in line:
        for side in node.children[1:]:
            _rows(names, board, path, side, depth + 1, rows)


def _entry(names: Names, board: AnalysisBoard, path: Path, node: Node,
           first: bool) -> VariationEntry:
    assert node.move is not None
    ply, name = len(path) + ply_offset(board.start), names.move_name(node.move)
    text = move_ref(ply, name) if first or ply % 2 else name
    return VariationEntry(path, text, message("explore.option", move=ply_label(ply, name)),
                          path == board.at)


def variation_view(match: Match, at: Path, state: ViewState, base: View) -> View:
    """The board of the variation's position ``at``, in the view of the reviewed game."""
    board = replay(match.game, at, match.start)
    shown = match.variant.board_view(board, state.held, True)
    name = match.variant.move_name(at[-1])
    return replace(
        base, boards=shown.boards, marks=shown.marks, last_move=shown.last_move,
        lit=shown.lit, free_move=shown.free_move, preview=shown.preview,
        preview_targets=shown.preview_targets, winning_line=shown.winning_line,
        to_move=match.colour_of(board.turn) if shown.playing else None,
        status=message("explore.status", move=ply_label(len(at) + ply_offset(match.start),
                                                        name)), status_colour=None,
        cursor=state.cursor, thinking=False)


def value_text(value: MoveValue, short: bool) -> Message:
    """A move's value: its chances ("62%"), or a proven end ("W3", "wins in 3")."""
    moves = value.moves_to_end()
    kind = value.proven
    suffix = "_short" if short else ""
    if kind == "draw":
        return message("values.draw" + suffix)
    if kind in ("win", "loss"):
        if moves is None:
            return message(("values.won" if kind == "win" else "values.lost") + suffix)
        return message(("values.win" if kind == "win" else "values.loss") + suffix,
                       moves=moves)
    if not value.searched:
        return message("values.unknown")
    return message("values.chance", percent=round(value.win * 100))


def value_colour(value: MoveValue) -> str:
    if value.proven is not None:
        return VALUE_COLOURS[value.proven]
    return VALUE_COLOURS["even"]


def value_ops(layout: Layout, cells: Variant, values: MoveValues,
              texts: dict[int, str]) -> list[Op]:
    """Each legal cell's value as small text in the cell (``texts``: each move's short
    text in the page's language), on a white chip so it reads on any board."""
    ops: list[Op] = []
    best = values.values[0].move if values.values else None
    for value in values.values:
        box = cells.cell_rect(layout, value.move)
        size = max(9.0, min(16.0, box.w * 0.36))
        cx, cy = box.centre
        chip = box.inset(box.w * 0.06)
        ops.append({"op": "rect", "x": round(chip.x, 1), "y": round(chip.y, 1),
                    "w": round(chip.w, 1), "h": round(chip.h, 1), "fill": "#ffffff",
                    "alpha": 0.92, "radius": round(box.w * 0.15, 1),
                    **({"stroke": "#166534", "width": 2} if value.move == best else {})})
        ops.append({"op": "text", "x": round(cx, 1), "y": round(cy, 1),
                    "text": texts[value.move], "size": round(size, 1),
                    "fill": value_colour(value), "weight": 700})
    return ops
