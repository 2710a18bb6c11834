"""The position editor in the controller: open and close it, a tap on its grid, the side
to move, the target board, a pasted position text, position links (``#p=<text>``),
"Share position", "Play from here" against the computer or two players on this
device (a round whose record starts from the position, ``MatchRecord.start``), and
"Analyse": the position shown for review on the analysis board (its variations and
every move's value), this device's round left as it is.

A text or a link is read by the rules and never trusted: a refused one is said (in the
editor's note and the notice line) and changes nothing else, the round on screen stays.
"""

from __future__ import annotations

from uttt.app.core.vocabulary import Mode
from uttt.app.features.editor import state as editors
from uttt.app.features.editor.events import PositionSet, PositionTap
from uttt.app.features.editor.state import ANY, EditorState, PositionEditor, PositionError
from uttt.app.features.hints.handlers import hint_shown
from uttt.app.features.links.events import OpenLink
from uttt.app.friends.link import fragment_of
from uttt.app.friends.opening import Opened
from uttt.app.model.app import (
    NEVER,
    NOTHING,
    REDRAW,
    App,
    Effects,
    adopt,
    changed,
    published,
    with_links,
    with_round,
)
from uttt.app.model.effects import Announce, ClearHash, Redraw, Reveal, Share
from uttt.app.model.events import Click
from uttt.app.model.routes import timeless
from uttt.app.model.shown import render_view
from uttt.app.round.rules import replay
from uttt.app.round.view_state import ViewState
from uttt.app.scene.build import shown_board
from uttt.app.study.board import shown_path
from uttt.app.texts.i18n import Message, message
from uttt.app.texts.notice_line import with_notice
from uttt.frozen import replace


def is_position_link(text: str) -> bool:
    """Whether a link (or its fragment) is a position link, ``#p=...``."""
    return fragment_of(text).startswith("p=")


def position_click(app: App, event: Click) -> tuple[App, Effects]:
    editor = app.editor.open
    if event.button == "pos_open":
        return _opened(app, _from_screen(app), None)
    if editor is None:
        return app, NOTHING
    if event.button == "pos_close":
        return replace(app, editor=EditorState()), REDRAW
    if event.button == "pos_clear":
        return _opened(app, PositionEditor(), None)
    if event.button == "pos_share":
        if not editor.readable():
            return app, NOTHING
        url = f"{app.page.url.split('#', 1)[0]}#p={editors.link_text(editor.accepted())}"
        return app, Effects(Share(url, "position"))
    if event.button == "pos_analyse":
        return analyse(app)
    mode: Mode = "computer" if event.button == "pos_computer" else "two_players"
    return play_from(app, mode, event.fresh_id)


def _from_screen(app: App) -> PositionEditor:
    """The editor on the position on screen: the reviewed move's, the variation's shown
    on the analysis board, else the live one (an empty grid for a game without one)."""
    match, study = app.match(), app.study.board
    board = (shown_board(match, app.round.view) if study is None
             else replay(match.game, shown_path(study, app.round.view.review), study.start))
    written = getattr(board, "fen", None)  # a game with position texts
    try:
        return PositionEditor() if written is None else editors.from_text(written())
    except PositionError:
        return PositionEditor()


def _opened(app: App, editor: PositionEditor, note: Message | None) -> tuple[App, Effects]:
    app = replace(app, editor=EditorState(editor, note))
    said = (note,) if note is not None else ()
    return app, Effects(Redraw()).said(said)


def position_tap(app: App, event: PositionTap) -> tuple[App, Effects]:
    if app.editor.open is None:
        return app, NOTHING
    return _opened(app, editors.tapped(app.editor.open, event.move), None)


def position_set(app: App, event: PositionSet) -> tuple[App, Effects]:
    editor = app.editor.open
    if editor is None:
        return app, NOTHING
    if event.name == "side" and event.value in ("X", "O"):
        return _opened(app, replace(editor, side="XO".index(event.value)), None)
    if event.name == "target" and event.value in ("any", *map(str, range(9))):
        target = ANY if event.value == "any" else int(event.value)
        return _opened(app, replace(editor, target=target), None)
    if event.name == "text":
        if len(event.value) > editors.MAX_LINK:
            return _opened(app, editor, editors.refusal("form"))
        try:
            return _opened(app, editors.from_text(event.value), None)
        except PositionError as refused:
            return _opened(app, editor, editors.refusal(refused.kind))
    return app, NOTHING


def open_position_link(app: App, event: OpenLink) -> tuple[App, Effects]:
    """A position link: the editor opens on its position; a refused one is said, and
    the round (and everything saved) stays as it is."""
    clear = Effects(ClearHash()) if event.source == "hash" else NOTHING
    try:
        editor = editors.from_link(fragment_of(event.text)[:editors.MAX_LINK + 2])
    except PositionError as refused:
        note = editors.refusal(refused.kind)
        said = message("position.bad_link", why=note)
        app = replace(app, notices=with_notice(app.notices, said))
        return app, Effects(Redraw(), Announce((said,))) | clear
    app, effects = _opened(app, editor, None)
    return app, effects | clear | Effects(Reveal(), Announce((message("position.opened"),)))


def play_from(app: App, mode: Mode, fresh_id: str) -> tuple[App, Effects]:
    """A new round from the editor's position (if the rules accept it): the person
    (Red) plays the side to move; against the computer at the level chosen."""
    editor = app.editor.open
    if editor is None or not fresh_id or editor.error() is not None:
        return app, NOTHING
    start = editor.check()
    app = replace(app, links=replace(app.links, shown=None, watching=None),
                  editor=EditorState())
    match = app.match().copy()
    match.switch(fresh_id, game="ultimate", mode=mode, level=app.settings.level,
                 start=start)
    app = adopt(app, match, ViewState(), lock_until=NEVER, resign_until=NEVER)
    said = message("position.playing")
    return app, changed(match, (said, render_view(app).status))



def analyse(app: App) -> tuple[App, Effects]:
    """The editor's position (if the rules read it, a finished game's too) shown for
    review with nobody to play it: the analysis board opens on it
    (``uttt.app.study.hint.has_board``). While this device's rated round goes on, its
    values are a hint: the round is no longer rated (``hint_shown``), as with the Hint
    button."""
    editor = app.editor.open
    if editor is None or not editor.readable():
        return app, NOTHING
    hinted = NOTHING
    if not app.away() and app.match().rated():
        app, hinted = hint_shown(app)
    opened = Opened("ultimate", (), start=editor.accepted())
    app = with_round(replace(with_links(app, shown=None, watching=opened),
                             editor=EditorState()), view=ViewState(review=0), pressed=None)
    said = message("position.analysing_over" if app.match().is_over()
                   else "position.analysing")
    shown = published(app, (said, render_view(app).status))
    return app, hinted | shown | Effects(Reveal())


EVENTS = timeless({PositionTap: position_tap, PositionSet: position_set})
"""The editor's grid and its typed position."""

BUTTONS = timeless(dict.fromkeys(("pos_open", "pos_close", "pos_clear", "pos_computer",
                                  "pos_two", "pos_share", "pos_analyse"), position_click))
"""The position editor's buttons (``data-action``)."""
