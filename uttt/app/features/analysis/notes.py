"""The player's notes on the analysis board: arrows and circles drawn on the position
shown, and its comment. Pure: state in, state and effects out.

Drawing, as on lichess: a press with the mouse's secondary button (or any press while
the drawing tool is on, a finger's too) begins a mark on a cell; released on the same
cell it circles it, on another it draws an arrow from the first to it; drawn again, a
mark is taken away. The keyboard's way: ``d`` on the board turns the tool on or off;
with it on the arrow keys move a drawing cursor over every cell, Enter (or Space) begins
a mark at the cursor and a second Enter drops it there (the same cell: a circle),
Escape lets go of a mark begun, then turns the tool off. Each change is written with
the study document (``uttt.app.study.store``) and said.
"""

from __future__ import annotations

from uttt.app.features.analysis.events import CommentTyped
from uttt.app.model.app import NOTHING, App, Effects
from uttt.app.model.effects import Announce, Redraw, WriteStudy
from uttt.app.model.events import Click
from uttt.app.model.routes import timeless
from uttt.app.study import notes
from uttt.app.study.board import AnalysisBoard, shown_path
from uttt.app.study.notes import MAX_COMMENT, Note
from uttt.app.texts.i18n import Message, message
from uttt.board import Move
from uttt.frozen import replace

DRAW_KEYS = frozenset({"d", "D"})
"""The board's keys that turn the drawing tool on and off."""
PEN_STEPS = {"ArrowUp": (-1, 0), "ArrowDown": (1, 0), "ArrowLeft": (0, -1),
             "ArrowRight": (0, 1)}
"""The drawing cursor's steps (rows, columns) while the tool is on."""
PEN_DROP = frozenset({"Enter", " "})
"""The keys that begin a mark at the drawing cursor, then drop it there."""


def _board(app: App) -> AnalysisBoard | None:
    return app.study.board


def _with(app: App, board: AnalysisBoard) -> App:
    return replace(app, study=replace(app.study, board=board))


def drawing(app: App) -> bool:
    """Whether a mark is being drawn (a press began one on a cell)."""
    board = _board(app)
    return board is not None and board.pen.anchor is not None


def pen_on(app: App) -> bool:
    """Whether the drawing tool is on (taps and the board's keys draw)."""
    board = _board(app)
    return board is not None and board.pen.on


def _pen(app: App, board: AnalysisBoard, **changes: object) -> tuple[App, Effects]:
    pen = replace(board.pen, **changes)  # type: ignore[arg-type]
    if pen == board.pen:
        return app, NOTHING
    return _with(app, replace(board, pen=pen)), Effects(Redraw())


def _kept(app: App, board: AnalysisBoard, said: Message) -> tuple[App, Effects]:
    """The notes changed: kept, written with the study document, the board redrawn, the
    change said."""
    if board.shared:
        from uttt.app.features.analysis.board import read_only

        return read_only(app)
    document = app.study.document
    effects = Effects(Redraw(), Announce((said,)))
    if document is not None:
        from uttt.app.study import store  # with the first change

        document = document.with_board(board.game, board.root, board.start, board.notes)
        effects = effects | Effects(WriteStudy(store.dump(document)))
    return replace(app, study=replace(app.study, board=board, document=document)), effects


def _noted(app: App, board: AnalysisBoard, note: Note | None, said: Message,
           full: Message) -> tuple[App, Effects]:
    """The note of the position shown replaced by ``note`` (``None``: refused, ``full``
    said)."""
    path = shown_path(board, app.round.view.review)
    if note is None or not notes.room_for(board.notes, path):
        return app, Effects(Announce((full,)))
    return _kept(app, replace(board, notes=notes.with_note(board.notes, path, note)), said)


def _shown_note(app: App, board: AnalysisBoard) -> Note:
    return notes.note_at(board.notes, shown_path(board, app.round.view.review))


def mark(app: App, start: Move, end: Move) -> tuple[App, Effects]:
    """A mark dropped: ``start``'s circle (``end`` the same cell) or the arrow from
    ``start`` to ``end``, drawn or taken away."""
    board = _board(app)
    if board is None:
        return app, NOTHING
    board = replace(board, pen=replace(board.pen, anchor=None, aim=None))
    note = _shown_note(app, board)
    names = app.match().variant
    if start == end:
        there = start in note.circles
        said = message("notes.uncircled" if there else "notes.circled",
                       cell=names.move_name(start))
        return _noted(app, board, notes.toggled_circle(note, start), said,
                      message("notes.full_circles", count=notes.MAX_CIRCLES))
    there = (start, end) in note.arrows
    said = message("notes.unarrowed" if there else "notes.arrowed",
                   start=names.move_name(start), end=names.move_name(end))
    return _noted(app, board, notes.toggled_arrow(note, start, end), said,
                  message("notes.full_arrows", count=notes.MAX_ARROWS))


# -- the pointer ---------------------------------------------------------------------


def draw_down(app: App, cell: Move | None) -> tuple[App, Effects]:
    """A press that draws, on ``cell`` (``None``: off the cells, nothing begins)."""
    board = _board(app)
    if board is None or cell is None:
        return app, NOTHING
    return _pen(app, board, anchor=cell, aim=cell)


def draw_move(app: App, cell: Move | None) -> tuple[App, Effects]:
    """The pointer moved while drawing: the mark points at ``cell`` (off the cells: it
    keeps the last one)."""
    board = _board(app)
    if board is None or board.pen.anchor is None or cell is None:
        return app, NOTHING
    return _pen(app, board, aim=cell)


def draw_up(app: App, cell: Move | None) -> tuple[App, Effects]:
    """The press that drew ends on ``cell``: the mark dropped there (off the cells:
    none)."""
    board = _board(app)
    if board is None or board.pen.anchor is None:
        return app, NOTHING
    if cell is None:
        return _pen(app, board, anchor=None, aim=None)
    return mark(app, board.pen.anchor, cell)


def draw_cancel(app: App) -> tuple[App, Effects]:
    """The press that drew was interrupted: no mark."""
    board = _board(app)
    if board is None or board.pen.anchor is None:
        return app, NOTHING
    return _pen(app, board, anchor=None, aim=None)


# -- the keyboard --------------------------------------------------------------------


def _toggled(app: App, board: AnalysisBoard) -> tuple[App, Effects]:
    on = not board.pen.on
    app, effects = _pen(app, board, on=on, anchor=None, aim=None,
                        cursor=board.pen.cursor if on else None)
    return app, effects | Effects(Announce((message("notes.pen_on" if on
                                                    else "notes.pen_off"),)))


def draw_key(app: App, key: str) -> tuple[App, Effects] | None:
    """A key on the board while the analysis board is shown: the drawing tool's (``None``:
    a key it does not take, for the board's other keys)."""
    board = _board(app)
    if board is None:
        return None
    if key in DRAW_KEYS:
        return _toggled(app, board)
    pen = board.pen
    if not pen.on:
        return None
    variant = app.match().variant
    if key in PEN_STEPS:
        cursor = _start_cursor(app, board) if pen.cursor is None \
            else variant.step_cursor(pen.cursor, PEN_STEPS[key])
        app, effects = _pen(app, board, cursor=cursor,
                            aim=cursor if pen.anchor is not None else None)
        return app, effects | Effects(Announce((_cursor_said(app, cursor),)))
    if key in PEN_DROP:
        cursor = pen.cursor if pen.cursor is not None else _start_cursor(app, board)
        if pen.anchor is None:
            app, effects = _pen(app, board, anchor=cursor, aim=cursor, cursor=cursor)
            return app, effects | Effects(Announce((message(
                "notes.begun", cell=variant.move_name(cursor)),)))
        return mark(app, pen.anchor, cursor)
    if key == "Escape":
        if pen.anchor is not None:
            return _pen(app, board, anchor=None, aim=None)
        return _toggled(app, board)
    return None


def _start_cursor(app: App, board: AnalysisBoard) -> Move:
    """Where the drawing cursor first stands: on the last move shown, else the centre."""
    path = shown_path(board, app.round.view.review)
    return path[-1] if path else 40


def _cursor_said(app: App, cell: Move) -> Message:
    board = _board(app)
    assert board is not None
    names = app.match().variant
    note = _shown_note(app, board)
    marks = [message("notes.circle_here")] if cell in note.circles else []
    marks += [message("notes.arrow_from", end=names.move_name(end))
              for start, end in note.arrows if start == cell]
    if board.pen.anchor is not None:
        return message("notes.aiming", start=names.move_name(board.pen.anchor),
                       end=names.move_name(cell))
    return message("notes.cursor", cell=names.move_name(cell)) if not marks else \
        message("notes.cursor_marked", cell=names.move_name(cell), marks=marks[0])


# -- buttons and the comment -----------------------------------------------------------


def notes_click(app: App, event: Click) -> tuple[App, Effects]:
    """The drawing tool's switch, and "Clear marks" on the position shown."""
    board = _board(app)
    if board is None:
        return app, NOTHING
    if event.button == "draw":
        return _toggled(app, board)
    note = _shown_note(app, board)
    if event.button == "marks_clear" and (note.arrows or note.circles):
        return _noted(app, board, replace(note, arrows=(), circles=()),
                      message("notes.cleared"), message("notes.cleared"))
    return app, NOTHING


def comment_typed(app: App, event: CommentTyped) -> tuple[App, Effects]:
    """The comment of the position shown written (its form sent, or its field left):
    kept (cleaned), removed when empty, refused past ``MAX_COMMENT`` characters (the
    text kept in its field, the length said, once)."""
    board = _board(app)
    if board is None:
        return app, NOTHING
    path = shown_path(board, app.round.view.review)
    text = notes.clean_comment(event.text)
    if board.draft == (path, event.text):
        return app, NOTHING  # refused already (the field left, then its form sent)
    if not notes.comment_fits(text):
        board = replace(board, draft=(path, event.text))
        return _with(app, board), Effects(Announce((message(
            "notes.too_long", limit=MAX_COMMENT, length=len(text)),)), Redraw())
    board = replace(board, draft=None)
    note = _shown_note(app, board)
    if text == note.comment:
        return _with(app, board), Effects(Redraw())
    said = message("notes.comment_saved" if text else "notes.comment_removed")
    return _noted(app, board, replace(note, comment=text), said,
                  message("notes.full_positions", count=notes.MAX_NOTED))


EVENTS = timeless({CommentTyped: comment_typed})
"""The comment's form."""

BUTTONS = timeless(dict.fromkeys(("draw", "marks_clear"), notes_click))
"""The drawing tool's switch and "Clear marks" (``data-action``)."""


__all__ = ["BUTTONS", "DRAW_KEYS", "EVENTS", "comment_typed", "draw_cancel",
           "draw_down", "draw_key", "draw_move", "draw_up", "drawing", "mark", "pen_on"]
