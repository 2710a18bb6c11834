"""The puzzle panel's board: the puzzle's position and, after a failure, the refused
move and the answer marked on it."""

from __future__ import annotations

from uttt.app.canvas.drawing import Op
from uttt.app.features.puzzles.state import PuzzleScreen
from uttt.app.round.view_state import ViewState
from uttt.app.scene.build import build_view
from uttt.app.scene.marks import cell_marks
from uttt.app.scene.render import display_list


def puzzle_display(screen: PuzzleScreen) -> list[Op]:
    """The puzzle's board with its marks (after a failure: the refused move, the answer)."""
    match = screen.match()
    if match is None:
        return [{"op": "clear"}]
    view = build_view(match, ViewState())
    ops = display_list(view, screen.layout)
    kinds = ("bad", "good")
    return ops + cell_marks(screen.layout, zip(screen.shown, kinds, strict=False))
