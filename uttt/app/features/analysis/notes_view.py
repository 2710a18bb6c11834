"""What the analysis board shows of the notes and of the computer's moves: the
computer's best moves as arrows with their values, the player's arrows and circles on the
position shown and the mark being drawn (display lists, painted with the board's), and
beside the board the drawing tool's switch, the marks in words and the comment's field.
Pure; the marks are painted by ``uttt.app.page.paint``, the ids merged into the page view.
"""

from __future__ import annotations

from functools import partial

from uttt.app.canvas.drawing import Op
from uttt.app.canvas.layout import Layout
from uttt.app.model.app import App
from uttt.app.model.shown import Props, computer_hidden, text
from uttt.app.study.board import AnalysisBoard, shown_path
from uttt.app.study.notes import MAX_COMMENT, Note, clean_comment, note_at
from uttt.app.study.values import MoveValue
from uttt.app.texts.i18n import Message, message
from uttt.board import Move

COMPUTER_ARROWS = 3
"""The computer's best move and up to two more."""


def computer_help(app: App) -> bool:
    """Whether the computer's help may be drawn on the analysis board: the one gate of
    its arrows, closed while "Hide the computer" is on (``computer_hidden``); each source
    still asks for its own switch (every move's value, the report's best move)."""
    board = app.study.board
    screen = app.study.analysis
    return board is not None and not computer_hidden(app) and (
        board.values_on or (screen is not None and screen.show_best))


def computer_moves(app: App) -> tuple[MoveValue, ...]:
    """The computer's best moves in the position shown, best first: the values found
    when their switch is on, else the report's best move when it is shown (on the
    game's positions only: the report is of the game)."""
    board = app.study.board
    if board is None or not computer_help(app):
        return ()
    if board.values_on:
        values = board.values_for(shown_path(board, app.round.view.review))
        if values is not None:
            return values.best(COMPUTER_ARROWS)
    screen = app.study.analysis
    evaluation = screen.current() if screen is not None and screen.show_best else None
    if evaluation is None or board.at is not None:
        return ()
    forced = evaluation.forced
    proven = None if not forced else "win" if forced > 0 else "loss"
    return (MoveValue(evaluation.best, evaluation.win, forced, proven),)


def _from(app: App, board: AnalysisBoard) -> Move | None:
    """Where the computer's arrows start: the last move shown (it sent the side to move
    where it plays); none at the start."""
    path = shown_path(board, app.round.view.review)
    return path[-1] if path else None


def computer_marks(app: App, layout: Layout) -> list[Op]:
    """The computer's best moves as arrows from the last move, the best bolder, each
    with its value (a circle where no move came before). With every move's value shown
    the cells say the values: the arrows stop at their edge and carry no chip."""
    from uttt.app.scene import annotations as draw
    from uttt.app.scene.variations import value_text

    board = app.study.board
    moves = computer_moves(app)
    if board is None or not moves:
        return []
    rect_of = app.variant().cell_rect
    start = _from(app, board)
    ops: list[Op] = []
    for rank, value in reversed(list(enumerate(moves))):  # the best drawn last, on top
        ink = draw.BEST if rank == 0 else draw.NEXT
        ops += draw.ring(layout, rect_of, value.move, ink) if start is None else \
            draw.arrow(layout, rect_of, start, value.move, ink,
                       short=0.4 if board.values_on else 0.0)
    if board.values_on:
        return ops
    for value in moves:
        words = text(app, value_text(value, short=True))
        ops += draw.chip(layout, rect_of, start, value.move, words, draw.BEST)
    return ops


def player_marks(app: App, layout: Layout) -> list[Op]:
    """The player's arrows and circles on the position shown, the mark being drawn, and
    the drawing cursor."""
    board = app.study.board
    if board is None:
        return []
    from uttt.app.scene import annotations as draw

    rect_of = app.variant().cell_rect
    note = note_at(board.notes, shown_path(board, app.round.view.review))
    ops: list[Op] = []
    for cell in note.circles:
        ops += draw.ring(layout, rect_of, cell, draw.PLAYER)
    for start, end in note.arrows:
        ops += draw.arrow(layout, rect_of, start, end, draw.PLAYER)
    pen = board.pen
    if pen.anchor is not None and pen.aim is not None:
        ops += draw.arrow(layout, rect_of, pen.anchor, pen.aim, draw.SKETCH)
    if pen.on and pen.cursor is not None:
        ops += draw.cursor_frame(layout, rect_of, pen.cursor)
    return ops


def _marks_said(app: App, note: Note) -> list[Message]:
    names = app.match().variant
    said = [message("notes.circle_item", cell=names.move_name(c)) for c in note.circles]
    said += [message("notes.arrow_item", start=names.move_name(a), end=names.move_name(b))
             for a, b in note.arrows]
    return said


def notes_ids(app: App) -> dict[str, Props]:
    """The drawing tool's switch, "Clear marks", the marks in words, the comment."""
    board = app.study.board
    if board is None:
        return {}
    say = partial(text, app)
    path = shown_path(board, app.round.view.review)
    note = note_at(board.notes, path)
    marks = "; ".join(say(m) for m in _marks_said(app, note))
    draft = board.draft[1] if board.draft is not None and board.draft[0] == path else None
    return {
        "draw-toggle": {"attrs": {"aria-pressed": str(board.pen.on).lower()},
                        "text": say(message("notes.pen_stop" if board.pen.on
                                            else "notes.pen"))},
        "marks-clear": {"disabled": not (note.arrows or note.circles)},
        "marks-said": {"text": say(message("notes.marks", marks=marks)) if marks else "",
                       "hidden": not marks},
        "comment-text": {"typed": note.comment if draft is None else draft,
                         "attrs": {"aria-invalid": str(draft is not None).lower()}},
        "comment-note": {"text": say(message("notes.too_long", limit=MAX_COMMENT,
                                             length=len(clean_comment(draft))))
                         if draft is not None
                         else say(message("notes.limit", limit=MAX_COMMENT)),
                         "classes": {"refused": draft is not None}},
        "board": {"data": {"marks": f"{len(note.arrows)}.{len(note.circles)}",
                           "pen": "on" if board.pen.on else "",
                           "computer": ",".join(str(v.move) for v in computer_moves(app))}},
    }
