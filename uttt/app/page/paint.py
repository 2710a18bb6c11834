"""What the frame paints for the study panels, as display lists: the hint's move and the
report's best move marked on the board (with the board's own list: the frame paints one
list), the report's graph and the puzzle board on their canvases. Their modules load only
when a panel has something to show."""

from __future__ import annotations

from uttt.app.canvas.drawing import Op
from uttt.app.canvas.layout import Layout
from uttt.app.canvas.theme import Palette, palette, themed
from uttt.app.features.analysis.board_view import value_marks
from uttt.app.features.analysis.notes_view import computer_marks, player_marks
from uttt.app.model.app import App
from uttt.app.model.shown import computer_hidden
from uttt.app.scene.build import View
from uttt.app.scene.render import display_list
from uttt.app.study.hint import Hint
from uttt.board import Move


def theme_of(app: App) -> Palette:
    """The canvases' colours: the theme chosen, or the browser's scheme on ``system``."""
    theme = app.settings.theme
    dark = app.page.media.dark if theme == "system" else theme == "dark"
    return palette(dark=dark, colourblind=app.settings.palette == "colourblind")


def board_list(app: App, view: View, layout: Layout) -> list[Op]:
    """The board's display list in the theme's colours, the study marks over it; its new
    marks grow in unless the browser asks for less motion."""
    ops = display_list(view, layout) + board_marks(app, layout)
    return themed(ops, theme_of(app), motion=not app.page.media.reduce_motion)


def canvas_list(app: App, ops: list[Op] | None) -> list[Op] | None:
    """A study panel's display list in the theme's colours."""
    return None if ops is None else themed(ops, theme_of(app), motion=False)


def board_marks(app: App, layout: Layout) -> list[Op]:
    """The marks over the board: the hint's move, the best move when asked for (a frame;
    on the analysis board the computer's arrows), every move's value, the player's
    arrows and circles, the tour's cells; none of the computer's while it is hidden."""
    marks = [] if app.hint is None else hint_marks(app.hint, app.match().moves, layout)
    if computer_hidden(app):
        return marks + player_marks(app, layout) + tour_marks(app, layout)
    screen = app.study.analysis
    board = app.study.board
    if screen is not None and screen.show_best and board is None:
        from uttt.app.features.analysis.graph import analysis_view
        from uttt.app.scene.marks import cell_marks

        variant = app.match().variant
        cell = analysis_view(screen, variant).best_cell
        if cell is not None:
            marks += cell_marks(layout, ((cell, "good"),), variant.cell_rect)
    return (marks + value_marks(app, layout) + computer_marks(app, layout)
            + player_marks(app, layout) + tour_marks(app, layout))


def tour_marks(app: App, layout: Layout) -> list[Op]:
    """The cells the tour's step frames: where to try (``Tour.marks``)."""
    cells = () if app.tour is None else app.tour.marks()
    if not cells:
        return []
    from uttt.app.scene.marks import cell_marks

    return cell_marks(layout, ((cell, "good") for cell in cells))


def graph_list(app: App) -> list[Op] | None:
    """The report's graph (``None``: no report to draw)."""
    screen = app.study.analysis
    if screen is None or screen.report is None or computer_hidden(app):
        return None
    from uttt.app.features.analysis.graph import graph_ops

    return graph_ops(screen)


def puzzle_list(app: App) -> list[Op] | None:
    """The puzzle board (``None``: the panel is closed)."""
    screen = app.study.puzzles
    if screen is None:
        return None
    from uttt.app.features.puzzles.display import puzzle_display

    return puzzle_display(screen)


def hint_marks(hint: Hint | None, moves: tuple[Move, ...], layout: Layout) -> list[Op]:
    """The hint's move marked on the board (with the board's display list), while it is
    for the position on screen."""
    if hint is None or hint.move is None or not hint.shown_for(moves):
        return []
    from uttt.app.scene.marks import cell_marks  # with the first hint shown: not before
    # the first frame (it draws the puzzles' board too)

    return cell_marks(layout, ((hint.move, "good"),))
