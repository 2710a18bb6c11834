"""What the frame paints for the study panels, as display lists: the hint's move and the
report's best move marked on the board (with the board's own list: the frame paints one
list), the report's graph and the puzzle board on their canvases. Their modules load only
when a panel has something to show."""

from __future__ import annotations

from uttt.app.controller.state import App
from uttt.app.drawing import Op
from uttt.app.hint import hint_marks
from uttt.app.layout import Layout


def board_marks(app: App, layout: Layout) -> list[Op]:
    """The marks over the board: the hint's move, the best move when asked for."""
    marks = [] if app.hint is None else hint_marks(app.hint, app.match().moves, layout)
    screen = app.study.analysis
    if screen is not None and screen.show_best:
        from uttt.app.analysis_view import analysis_view
        from uttt.app.study_render import cell_marks

        cell = analysis_view(screen).best_cell
        if cell is not None:
            marks += cell_marks(layout, ((cell, "good"),))
    return marks


def graph_list(app: App) -> list[Op] | None:
    """The report's graph (``None``: no report to draw)."""
    screen = app.study.analysis
    if screen is None or screen.report is None:
        return None
    from uttt.app.analysis_view import graph_ops

    return graph_ops(screen)


def puzzle_list(app: App) -> list[Op] | None:
    """The puzzle board (``None``: the panel is closed)."""
    screen = app.study.puzzles
    if screen is None:
        return None
    from uttt.app.study_render import puzzle_display

    return puzzle_display(screen)
