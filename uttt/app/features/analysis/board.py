"""The analysis board's transitions: moves played on the board of a finished game under
review start variations (the game itself never changes), the variations' list and its
keys, its buttons (back to the game, promote, delete) and the switch of every move's
value, whose searches are jobs of lane ``values``. Pure: state in, state and effects out.

The board follows the game on screen after every step (``follow_board``): it exists
while a finished game of a game with a report, or a position opened for analysis, is
shown (``uttt.app.study.hint.has_board``), never while a round is played, so no value is
ever shown to a player still playing. Its tree is saved with the study document
(``uttt.app.study.store``), with the game's start position, after every change.
"""

from __future__ import annotations

from uttt.app.features.analysis.events import VariationKey, VariationTo, VariationTyped
from uttt.app.features.analysis.handlers import opened_study
from uttt.app.model.app import NOTHING, App, Effects, with_round
from uttt.app.model.effects import Announce, DropJobs, Redraw, RunJobs, WriteStudy
from uttt.app.model.events import Click
from uttt.app.model.routes import timeless
from uttt.app.model.shown import render_view
from uttt.app.round.rules import replay
from uttt.app.round.view_state import ViewState
from uttt.app.study import board as boards
from uttt.app.study.board import AnalysisBoard, shown_path
from uttt.app.study.hint import has_board
from uttt.app.study.notes import Pen
from uttt.app.study.values import Valued, ValueMoves
from uttt.app.study.variations import contains
from uttt.app.texts.i18n import Message, message
from uttt.app.texts.notice_line import with_notice
from uttt.board import Move
from uttt.frozen import replace

VARIATION_KEYS = frozenset({"ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End",
                            "Delete", "Backspace", "Escape"})
"""The keys the focused variations' list answers: Left and Right step back and on along
the line, Up and Down to the list's previous and next move, End to the line's end, Home or
Escape back to the game, Delete (or Backspace) deletes the variation from the move shown."""

REVIEW_STEPS = {"prev": boards.back, "next": boards.forward, "first": boards.leave,
                "last": boards.to_end}
"""The review's buttons and keys while a variation is shown: they step along it."""


def in_variation(app: App) -> bool:
    board = app.study.board
    return board is not None and board.at is not None


def explorable(app: App) -> list[Move] | None:
    """The moves a tap may play on the board to explore (``None``: no analysis board)."""
    board = app.study.board
    if board is None:
        return None
    if board.at is None and app.round.view.review is None and app.match().is_over():
        return []  # the game's end: nothing to play
    position = replay(app.match().game, shown_path(board, app.round.view.review), board.start)
    return [] if position.is_game_over() else position.legal_moves()


def follow_board(before: App, app: App, effects: Effects) -> tuple[App, Effects]:
    """After every step: the board follows the game on screen (made, with its saved
    variations, for a finished game; dropped otherwise), a variation is left when the
    review moved, a transition's ply handed to the review, and the values' job follows
    the position on screen."""
    match = app.match()
    study = app.study
    board = study.board
    shared, watched = study.shared, app.links.watching
    if shared is not None and (watched is None or (watched.moves, watched.start) != (
            shared.board.game, shared.board.start)):
        study = replace(study, shared=None)  # the shared study's game left the screen
        app = replace(app, study=study)
    if not (study.read and has_board(match)):
        if board is None and not study.share_open:
            return app, effects
        dropped = Effects(DropJobs(("values",))) if board and board.job else NOTHING
        study = replace(study, board=None, share_open=False)
        return replace(app, study=study), effects | dropped
    app, effects = opened_study(app, effects)
    study = app.study
    assert study.document is not None
    if board is None or (board.game, board.start) != (match.moves, match.start) \
            or board.shared != (study.shared is not None):
        on = board.values_on if board is not None else False
        pen = Pen(on=board.pen.on) if board is not None else Pen()
        saved = study.document.saved_board(match.moves, match.start) \
            if study.shared is None else study.shared.board
        fresh = AnalysisBoard.new(match.moves, saved.root if saved else None, match.start,
                                  saved.notes if saved else ())
        board = replace(fresh, values_on=on, pen=pen, shared=study.shared is not None)
    elif board.at is not None and app.round.view.review != before.round.view.review:
        board = replace(board, at=None)  # the review moved on the game's line
    if board.review is not None:
        app = with_round(app, view=ViewState(review=board.review))
        board = replace(board, review=None)
    app = replace(app, study=replace(study, board=board))
    return _follow_values(app, board, effects)


def _follow_values(app: App, board: AnalysisBoard, effects: Effects) -> tuple[App, Effects]:
    shown = shown_path(board, app.round.view.review)
    job = board.job
    wanted = board.values_on and board.values_for(shown) is None
    if wanted and job is not None and job.moves == shown:
        return app, effects  # its job runs
    if wanted and replay(app.match().game, shown, board.start).is_game_over():
        wanted = False
    if wanted:
        job = ValueMoves(app.next_token, shown, start=board.start)
        app = replace(app, next_token=job.token + 1)
        effects = effects | Effects(RunJobs((job,)), Redraw())
    elif not wanted and job is not None:
        job = None
        effects = effects | Effects(DropJobs(("values",)))
    return replace(app, study=replace(app.study, board=replace(board, job=job))), effects


def read_only(app: App) -> tuple[App, Effects]:
    """A change asked of a study opened from a link: refused, and said (copy it first)."""
    said = message("studylink.read_only")
    app = replace(app, notices=with_notice(app.notices, said))
    return app, Effects(Redraw(), Announce((said,)))


def _changed(app: App, board: AnalysisBoard, *, save: bool,
             said: tuple[Message, ...] = ()) -> tuple[App, Effects]:
    """The board changed: kept (its tree written with the study document when ``save``);
    the page redrawn and the new position said."""
    study = app.study
    document = study.document
    effects = Effects(Redraw())
    if save and document is not None and not board.shared:
        from uttt.app.study import store  # with the first change

        document = document.with_board(board.game, board.root, board.start, board.notes)
        effects = effects | Effects(WriteStudy(store.dump(document)))
    app = replace(app, study=replace(study, board=board, document=document))
    if board.review is not None:
        app = with_round(app, view=ViewState(review=board.review))
        board = replace(board, review=None)
        app = replace(app, study=replace(app.study, board=board))
    status = render_view(app).status
    return app, effects | Effects().said((*said, status))


def explore(app: App, move: Move) -> tuple[App, Effects]:
    """A move played on the board of the game under review: a variation (or the game's
    own next move)."""
    board = app.study.board
    legal = explorable(app)
    if board is None or legal is None or move not in legal:
        return app, NOTHING
    here = shown_path(board, app.round.view.review)
    if board.shared and not contains(board.root, (*here, move)):
        return read_only(app)
    after = boards.played(board, here, move)
    if after == board:
        return app, NOTHING
    return _changed(app, after, save=after.root != board.root)


def board_click(app: App, event: Click) -> tuple[App, Effects]:
    """Back to the game, promote, delete, the values' switch."""
    board = app.study.board
    if board is None:
        return app, NOTHING
    if event.button == "values":
        board = replace(board, values_on=not board.values_on)
        return replace(app, study=replace(app.study, board=board)), Effects(Redraw())
    if event.button == "var_leave":
        return _changed(app, boards.leave(board), save=False)
    if board.shared and event.button in ("var_promote", "var_delete"):
        return read_only(app)
    if event.button == "var_promote":
        return _changed(app, boards.promote(board), save=True,
                        said=(message("explore.promoted"),))
    if event.button == "var_delete" and board.at is not None:
        return _changed(app, boards.delete(board), save=True,
                        said=(message("explore.deleted"),))
    return app, NOTHING


def variation_to(app: App, event: VariationTo) -> tuple[App, Effects]:
    """A move of the variations' list chosen: its position shown."""
    board = app.study.board
    if board is None:
        return app, NOTHING
    after = boards.go_to(board, event.path)
    return (app, NOTHING) if after == board else _changed(app, after, save=False)


def review_step(app: App, button: str) -> tuple[App, Effects]:
    """The review's first, previous, next, last while a variation is shown."""
    board = app.study.board
    if board is None or button not in REVIEW_STEPS:
        return app, NOTHING
    after = REVIEW_STEPS[button](board)
    return (app, NOTHING) if after == board else _changed(app, after, save=False)


def variation_key(app: App, event: VariationKey) -> tuple[App, Effects]:
    """A key on the variations' list (``VARIATION_KEYS``)."""
    board = app.study.board
    if board is None or event.key not in VARIATION_KEYS:
        return app, NOTHING
    key = event.key
    if key in ("ArrowUp", "ArrowDown"):
        from uttt.app.scene.variations import variation_rows

        order = [e.path for row in variation_rows(app.match().variant, board)
                 for e in row.entries]
        if not order:
            return app, NOTHING
        here = order.index(board.at) if board.at in order else -1
        step = -1 if key == "ArrowUp" else 1
        target = order[max(0, min(len(order) - 1, here + step))] if here >= 0 else order[0]
        return variation_to(app, VariationTo(target))
    if key in ("Delete", "Backspace"):
        return board_click(app, Click("var_delete", 0.0))
    steps = {"ArrowLeft": "prev", "ArrowRight": "next", "Home": "first", "End": "last",
             "Escape": "first"}
    if board.at is None:
        return app, NOTHING
    return review_step(app, steps[key])


def valued(app: App, event: Valued) -> tuple[App, Effects]:
    """Every move's value arrived: kept if its job is the one asked for."""
    board = app.study.board
    if board is None or board.job is None or board.job.token != event.token:
        return app, NOTHING
    board = boards.with_values(board, event.values)
    return replace(app, study=replace(app.study, board=board)), Effects(Redraw())


def variation_typed(app: App, event: VariationTyped) -> tuple[App, Effects]:
    """A move typed by name: played as a tap on its cell would be, or said unknown here."""
    legal = explorable(app)
    if legal is None:
        return app, NOTHING
    names = app.match().variant
    text = event.text.strip().lower()
    move = next((m for m in legal if names.move_name(m).lower() == text), None)
    if move is None:
        return app, Effects(Announce((message("explore.no_move", move=event.text.strip()),)))
    return explore(app, move)


EVENTS = timeless({VariationTo: variation_to, VariationKey: variation_key,
                   VariationTyped: variation_typed})
"""The variations' list and keys, a move typed into the tree."""

BUTTONS = timeless(dict.fromkeys(("var_leave", "var_promote", "var_delete", "values"),
                                 board_click))
"""The analysis board's buttons (``data-action``)."""
