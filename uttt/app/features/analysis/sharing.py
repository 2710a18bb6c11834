"""Study links in the controller: "Share this study" makes the analysis board's link
(the share sheet or the clipboard, and a box with the link and its QR code); a study link
opened shows its game with its board read only; "Copy to my studies" saves that board as
the player's own and makes it editable.

A link is read whole before anything changes (``uttt.app.study.study_link.decode``): a
refused one is said on the notice line and nothing saved, nor the game on screen, changes.
"""

from __future__ import annotations

from uttt.app.features.analysis.handlers import opened_study
from uttt.app.features.analysis.shared import study_url
from uttt.app.features.links.events import OpenLink
from uttt.app.friends.link import fragment_of
from uttt.app.friends.opening import Opened
from uttt.app.model.app import (
    NOTHING,
    App,
    EditorState,
    Effects,
    published,
    with_links,
    with_live,
    with_round,
)
from uttt.app.model.effects import Announce, ClearHash, Redraw, Reveal, Share, WriteStudy
from uttt.app.model.events import Click
from uttt.app.model.routes import timeless
from uttt.app.model.shown import render_view
from uttt.app.round.view_state import ViewState
from uttt.app.study.hint import has_board
from uttt.app.texts.i18n import Message, message
from uttt.app.texts.notice_line import with_notice
from uttt.frozen import replace


def is_study_link_event(event: OpenLink) -> bool:
    """Whether a link opened is a study link (``#s1.…``); a file's or the archive's
    text is never one."""
    from uttt.app.study.study_link import is_study_link

    return event.source in ("hash", "paste") and is_study_link(fragment_of(event.text))


def _notice(app: App, said: Message) -> tuple[App, Effects]:
    app = replace(app, notices=with_notice(app.notices, said))
    return app, Effects(Redraw(), Announce((said,)))


def _share(app: App) -> tuple[App, Effects]:
    """The link made and offered (share sheet or clipboard), its box opened; a link past
    the size limit is not made, and the page says so."""
    from uttt.app.study.study_link import MAX_FRAGMENT, fits

    url = study_url(app)
    if url is None:
        return app, NOTHING
    fragment = url.split("#", 1)[1]
    if not fits(fragment):
        return _notice(replace(app, study=replace(app.study, share_open=False)),
                       message("studylink.too_large", length=len(fragment),
                               limit=MAX_FRAGMENT))
    app = replace(app, study=replace(app.study, share_open=True))
    return app, Effects(Share(url, "study"), Redraw())


def _copy(app: App) -> tuple[App, Effects]:
    """The study opened from a link saved as the player's own board of its game (the
    older one of that game replaced, and then said so), now editable."""
    app, effects = opened_study(app, NOTHING)
    study, board = app.study, app.study.board
    if study.shared is None or study.document is None or board is None or not board.shared:
        return app, effects
    board_key = (study.shared.board.game, study.shared.board.start)
    mine = study.document.saved_board(*board_key)
    document = study.document.with_saved(study.shared.board)
    from uttt.app.study import store

    replaced = mine is not None and mine != study.shared.board
    said = message("studylink.copied_over" if replaced else "studylink.copied")
    app = replace(app, study=replace(study, document=document, shared=None,
                                     board=replace(board, shared=False)),
                  notices=with_notice(app.notices, said))
    return app, effects | Effects(WriteStudy(store.dump(document)), Redraw(),
                                  Announce((said,)))


def share_click(app: App, event: Click) -> tuple[App, Effects]:
    """Share this study, close its box, Copy to my studies."""
    if event.button == "study_share":
        return _share(app)
    if event.button == "study_share_close":
        return replace(app, study=replace(app.study, share_open=False)), Effects(Redraw())
    return _copy(app)


def open_study_link(app: App, event: OpenLink) -> tuple[App, Effects]:
    """A study link: its game shown for review with its board read only; a refused
    one said, and nothing else changes."""
    from uttt.app.study.study_link import StudyLinkError, decode

    clear = Effects(ClearHash()) if event.source == "hash" else NOTHING
    try:
        study = decode(fragment_of(event.text))
    except StudyLinkError as error:
        app, effects = _notice(app, message("studylink.refused", why=error.message))
        return app, effects | clear
    board = study.board
    opened = Opened("ultimate", board.game, study.resigned, start=board.start)
    shown = with_round(with_links(with_live(app, watch=None), shown=None, watching=opened),
                       view=ViewState(review=len(board.game)), pressed=None)
    if not has_board(shown.match()):
        app, effects = _notice(app, message("studylink.refused",
                                            why=message("studylink.unfinished")))
        return app, effects | clear
    app = replace(shown, study=replace(shown.study, shared=study, board=None,
                                       share_open=False), editor=EditorState())
    said = message("studylink.opened")
    app = replace(app, notices=with_notice(app.notices, said))
    return app, published(app, (said, render_view(app).status)) | clear | Effects(Reveal())


BUTTONS = timeless(dict.fromkeys(("study_share", "study_share_close", "study_copy"),
                                 share_click))
"""Share this study, close its box, Copy to my studies (``data-action``)."""
