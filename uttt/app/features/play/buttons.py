"""The round's buttons: undo, resign (pressed twice), play again, and the answer to
"abandon this round?"."""

from __future__ import annotations

from uttt.app.features.play.modes import switch
from uttt.app.features.play.turns import told
from uttt.app.model.app import NEVER, NOTHING, App, Effects, adopt, changed, with_round, with_view
from uttt.app.model.events import Click
from uttt.app.model.routes import timeless
from uttt.app.model.shown import render_view
from uttt.app.round.view_state import ViewState
from uttt.app.texts.i18n import message

RESIGN_CONFIRM_SECONDS = 3.0
"""How long a first press on Resign waits for the confirming second press."""

def click(app: App, event: Click) -> tuple[App, Effects]:
    if event.button == "undo":
        return _undo(app)
    if event.button == "resign":
        return _resign(app, event.time)
    if event.button == "play_again":
        return _play_again(app, event.fresh_id)
    if event.button == "switch_confirm" and app.round.view.switch is not None:
        return switch(app, *app.round.view.switch, event.fresh_id, game=app.round.view.switch_game)
    if event.button == "switch_cancel":
        return with_view(app, switch=None, switch_game=None)
    return app, NOTHING


def _undo(app: App) -> tuple[App, Effects]:
    match = app.match()
    if app.round.view.review is not None or not match.can_undo():
        return app, NOTHING
    match = match.copy()  # changed here, then adopted
    taken = match.undo()
    app = adopt(app, match, ViewState(cursor=app.round.view.cursor))
    return app, changed(match, (message("announce.undo", move=match.variant.move_name(taken[-1])),
                                render_view(app).status))


def _resign(app: App, time: float) -> tuple[App, Effects]:
    match = app.match()
    if not match.can_resign():
        return app, NOTHING
    if time >= app.round.resign_until:
        app = with_round(app, resign_until=time + RESIGN_CONFIRM_SECONDS)
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


BUTTONS = timeless(dict.fromkeys(("undo", "resign", "play_again", "switch_confirm",
                                  "switch_cancel"), click))
"""The round's buttons and the answer to "abandon this round?"."""
