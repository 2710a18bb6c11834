"""My studies in the controller: the list opens and closes; a study picked opens its game
for review with its analysis board, editable (as the archive opens a game,
``features.archive.handlers.shown_for_review``), or is deleted once its Delete is
confirmed (the study document written without it).

A study names its game by its moves and start only (``uttt.app.study.store.SavedBoard``):
a resigned game's result is read from the archive when it still holds that game; a
study whose game is neither over nor a set-up position to analyse cannot be shown, and
the page says so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from uttt.app.features.analysis.handlers import opened_study
from uttt.app.features.archive.handlers import parsed, shown_for_review
from uttt.app.features.studies.events import StudyPick
from uttt.app.features.studies.state import StudiesState
from uttt.app.friends.opening import Opened
from uttt.app.model.app import NOTHING, REDRAW, App, Effects
from uttt.app.model.effects import Announce, Redraw, WriteStudy
from uttt.app.model.events import Click
from uttt.app.model.routes import Routes, timeless
from uttt.app.study.hint import has_board
from uttt.app.texts.i18n import Message, message
from uttt.app.texts.notice_line import with_notice
from uttt.board import Player
from uttt.frozen import replace

if TYPE_CHECKING:  # the study modules load when first needed
    from uttt.app.storage.archive import Archive
    from uttt.app.study.store import SavedBoard


def _said(app: App, effects: Effects, said: Message) -> tuple[App, Effects]:
    app = replace(app, notices=with_notice(app.notices, said))
    return app, effects | Effects(Redraw(), Announce((said,)))


def studies_click(app: App, event: Click) -> tuple[App, Effects]:
    """The list opens (the study document read first) or closes; a Delete is confirmed
    or called off."""
    button = event.button
    if button == "studies_close":
        return replace(app, studies=StudiesState()), REDRAW
    if button == "studies_delete_no":
        return replace(app, studies=replace(app.studies, deleting=None)), REDRAW
    app, effects = opened_study(app, NOTHING)
    if button == "studies_delete_yes":
        return _deleted(app, effects)
    return replace(app, studies=StudiesState(shown=True)), effects | REDRAW


def study_pick(app: App, event: StudyPick) -> tuple[App, Effects]:
    """A study of the list: opened for review, or its Delete asked to be confirmed."""
    from uttt.app.study.shelf import board_by_key

    app, effects = opened_study(app, NOTHING)
    document = app.study.document
    board = None if document is None else board_by_key(document, event.key)
    if board is None:  # another tab deleted it, or the limit dropped it
        return _said(app, effects, message("studies.gone"))
    if event.action == "delete":
        return replace(app, studies=replace(app.studies, deleting=event.key)), effects | REDRAW
    return _opened(app, effects, board)


def _opened(app: App, effects: Effects, board: SavedBoard) -> tuple[App, Effects]:
    """The study's game shown for review with its own board (a shared study on screen
    gives way to it); one that cannot be shown is said, and nothing else changes."""
    app = parsed(app)
    opened = Opened("ultimate", board.game, _resigned(app.archive.archive, board),
                    start=board.start)
    shown = replace(app, studies=StudiesState(),
                    study=replace(app.study, shared=None, share_open=False))
    shown, said = shown_for_review(shown, opened, message("studies.opened"))
    if not has_board(shown.match()):
        return _said(app, effects, message("studies.unopenable"))
    return shown, effects | said


def _resigned(archive: Archive | None, board: SavedBoard) -> Player | None:
    """Who resigned the study's game, as the archive keeps it (``None``: nobody, or
    the archive no longer holds it)."""
    games = () if archive is None else archive.games
    return next((g.resigned for g in reversed(games)
                 if (g.moves, g.start) == (board.game, board.start)),
                None)


def _deleted(app: App, effects: Effects) -> tuple[App, Effects]:
    """The study waiting for its confirmation deleted and the document written; its
    board, when on screen, starts again from the game's own line."""
    from uttt.app.study import store
    from uttt.app.study.shelf import board_by_key, without

    key, document = app.studies.deleting, app.study.document
    app = replace(app, studies=replace(app.studies, deleting=None))
    gone = None if key is None or document is None else board_by_key(document, key)
    if gone is None or key is None or document is None:
        return app, effects | REDRAW
    document = without(document, key)
    board = app.study.board
    if board is not None and (board.game, board.start) == (gone.game, gone.start):
        board = None
    app = replace(app, study=replace(app.study, document=document, board=board))
    return _said(app, effects | Effects(WriteStudy(store.dump(document))),
                 message("studies.deleted"))


EVENTS = timeless({StudyPick: study_pick})
"""A study of the list picked."""

BUTTONS: Routes = timeless(dict.fromkeys(("studies_open", "studies_close", "studies_delete_yes",
                                          "studies_delete_no"), studies_click))
"""The list opens or closes, a Delete confirmed or called off."""

__all__ = ["BUTTONS", "EVENTS", "StudiesState", "studies_click", "study_pick"]
