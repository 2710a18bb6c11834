"""What the state shows, as functions of it: the view model of the game on screen, a
message in the page's language, the title, the link to send, the tour's offer. They sit
above the state (``uttt.app.model.app`` imports no view: import-linter says so)
and below the handlers and the page, which call them: a handler that announces the
status line reads it here, the page view builds its texts here."""

from __future__ import annotations

from typing import Any

from uttt.app.friends.words import link_to_send
from uttt.app.model.app import App
from uttt.app.scene.build import View, build_view
from uttt.app.scene.seats import seat_buttons
from uttt.app.scene.status import time_out_line
from uttt.app.texts.i18n import Message, message, translate
from uttt.frozen import replace


def render_view(app: App) -> View:
    """The view model for the renderer and the page's texts."""
    match = app.match()
    view = build_view(match, app.round.view)
    clock = app.round.game_clock
    if (clock is not None and clock.flagged is not None and view.result
            and app.links.shown is None and app.links.watching is None
            and clock.round_id == match.round_id and match.resigned_by == clock.flagged):
        view = replace(view, result=(time_out_line(match, clock.flagged), *view.result[1:]))
    if app.round.paused and match.can_take_over():  # the computer playing itself, held
        view = replace(view, thinking=False, status=message(
            "cvc.paused_status", symbol=match.board.turn))
    view = seat_buttons(view, app.link_game(), app.links.watching is not None)
    board = app.study.board
    if board is not None and board.at is not None:  # a variation's position
        from uttt.app.scene.variations import variation_view

        view = variation_view(match, board.at, app.round.view, view)
    return view


def text(app: App, msg: Message) -> str:
    """A message in the page's language."""
    return translate(app.page.language, msg)


def title(app: App) -> str:
    """The name of the game on screen, in the page's language (page and share title)."""
    return text(app, message(app.variant().texts["title"]))


def share_now(app: App) -> str:
    """The absolute link to send the friend now, ``""`` when there is nothing to send."""
    return link_to_send(app.page.url, app.link_game())


def tour_offered(app: App) -> bool:
    """Whether the first-game tour's offer shows: a new round of a player not asked yet,
    nothing else shown."""
    return (app.settings.tour == "offer" and app.tour is None and not app.away()
            and not app.round.record.moves)


Props = dict[str, Any]
"""An element's properties in the page view (``uttt.app.page.view``: text, hidden, data...)."""

Node = dict[str, Any]
"""An element to build: ``{"tag", "text", "class", "value", "id", "attrs", "children"}``."""


def computer_hidden(app: App) -> bool:
    """Whether the computer's judgement is hidden now: "Hide the computer" is on and the
    game on screen is reviewed or analysed (a live evaluation the player turned on for a
    game being played is never hidden by it)."""
    screen = app.study.analysis
    live = screen is not None and screen.live_moves is not None
    return app.settings.hide_computer and not live


def flag(on: bool) -> str:
    """A ``data-*`` attribute's value for a yes or a no."""
    return "1" if on else "0"


def merged_ids(*parts: dict[str, Props]) -> dict[str, Props]:
    """Element properties from several parts of a view, merged element by element (and
    one level down: two parts may each set some of an element's ``data``).

    >>> merged_ids({"board": {"data": {"a": "1"}}}, {"board": {"data": {"b": "2"}}})
    {'board': {'data': {'a': '1', 'b': '2'}}}
    """
    ids: dict[str, Props] = {}
    for part in parts:
        for name, props in part.items():
            into = ids.setdefault(name, {})
            for key, value in props.items():
                if isinstance(value, dict) and isinstance(into.get(key), dict):
                    into[key] = {**into[key], **value}
                else:
                    into[key] = value
    return ids
