"""The page's buttons: undo, resign (pressed twice), play again, and the review of a
finished round (its keys too), plus the answer to "abandon this round?"."""

from __future__ import annotations

from uttt.app.controller.effects import Announce, Redraw, Save
from uttt.app.controller.events import Click, ListKey, ReviewTo
from uttt.app.controller.handlers.modes import switch
from uttt.app.controller.handlers.turns import told
from uttt.app.controller.routes import timeless
from uttt.app.controller.shown import render_view
from uttt.app.controller.state import NEVER, NOTHING, App, Effects, adopt, changed, with_view
from uttt.app.round.view_state import ViewState
from uttt.app.texts.i18n import message
from uttt.frozen import replace

RESIGN_CONFIRM_SECONDS = 3.0
"""How long a first press on Resign waits for the confirming second press."""

def click(app: App, event: Click) -> tuple[App, Effects]:
    if event.button == "undo":
        return _undo(app)
    if event.button == "resign":
        return _resign(app, event.time)
    if event.button == "play_again":
        return _play_again(app, event.fresh_id)
    if event.button in ("first", "prev", "next", "last"):
        return review(app, event.button)
    if event.button == "switch_confirm" and app.view.switch is not None:
        return switch(app, *app.view.switch, event.fresh_id, game=app.view.switch_game)
    if event.button == "switch_cancel":
        return with_view(app, switch=None, switch_game=None)
    return app, NOTHING


def _undo(app: App) -> tuple[App, Effects]:
    match = app.match()
    if app.view.review is not None or not match.can_undo():
        return app, NOTHING
    match = match.copy()  # changed here, then adopted
    taken = match.undo()
    app = adopt(app, match, ViewState(cursor=app.view.cursor))
    return app, changed(match, (message("announce.undo", move=match.variant.move_name(taken[-1])),
                                render_view(app).status))


def _resign(app: App, time: float) -> tuple[App, Effects]:
    match = app.match()
    if not match.can_resign():
        return app, NOTHING
    if time >= app.resign_until:
        app = replace(app, resign_until=time + RESIGN_CONFIRM_SECONDS)
        return with_view(app, resign_armed=True)
    match = match.copy()  # changed here, then adopted
    match.resign()
    app = adopt(app, match, ViewState(), resign_until=NEVER)
    return app, changed(match, told(app))


def _play_again(app: App, fresh_id: str) -> tuple[App, Effects]:
    match = app.match()
    if not match.is_over() or not fresh_id:
        return app, NOTHING
    match = match.copy()  # changed here, then adopted
    match.next_round(fresh_id)
    app = adopt(app, match, ViewState(), lock_until=NEVER)
    return app, changed(match, (message("announce.new_round", round=match.round_number),
                                render_view(app).status))


def hint_shown(app: App) -> tuple[App, Effects]:
    """A hint was shown for the live position: the round is no longer rated (saved)."""
    match = app.match()
    if match.is_over() or match.hinted:
        return app, NOTHING
    match = match.copy()  # changed here, then adopted
    match.take_hint()
    return adopt(app, match, app.view), Effects(Redraw(), Save())


def review(app: App, button: str) -> tuple[App, Effects]:
    """Step through a finished round (or any game opened for review): ``first``,
    ``prev``, ``next`` or ``last``."""
    match = app.match()
    current = app.view.review if app.view.review is not None else match.ply
    target = {"first": 0, "prev": current - 1, "next": current + 1, "last": match.ply}[button]
    return review_to(app, target)


LIST_KEYS = {"ArrowLeft": "prev", "ArrowUp": "prev", "ArrowRight": "next", "ArrowDown": "next",
             "Home": "first", "End": "last"}
"""The keys the review's move list answers, and the step each one takes (the list is
one stop of the Tab order: its arrows choose the move)."""


def list_key(app: App, key: str) -> tuple[App, Effects]:
    """A key on the move list: step the review as ``LIST_KEYS`` says (others: nothing)."""
    button = LIST_KEYS.get(key)
    return (app, NOTHING) if button is None else review(app, button)


def review_to(app: App, target: int) -> tuple[App, Effects]:
    """Show position ``target`` (a ply, clamped) of a finished round."""
    match = app.match()
    if (not match.is_over() and app.watching is None) or match.ply == 0:
        return app, NOTHING
    current = app.view.review if app.view.review is not None else match.ply
    target = max(0, min(match.ply, target))
    if target == current and app.view.review is not None:
        return app, NOTHING
    app = replace(app, view=ViewState(review=target))
    # the status names the move shown as a record writes it ("Review: 5. f2 — 9 of 29")
    return app, Effects(Redraw(), Announce((render_view(app).status,)))


EVENTS = timeless({ReviewTo: lambda app, e: review_to(app, e.ply),
                   ListKey: lambda app, e: list_key(app, e.key)})
"""The move list's rows and keys."""

BUTTONS = timeless(dict.fromkeys(("undo", "resign", "play_again", "first", "prev", "next",
                                  "last", "switch_confirm", "switch_cancel"), click))
"""The round's buttons, the review's and the answer to "abandon this round?"."""
