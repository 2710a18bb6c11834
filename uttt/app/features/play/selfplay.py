"""The computer playing itself on the main board: pause, one move at a time, and "take
over from here" (a person takes the side to move; the computer keeps the other side).
The speed is a setting (``Settings.speed``); the pause is saved with the round (a reload,
or another tab showing the round, stays paused); the single step is this page's."""

from __future__ import annotations

from uttt.app.model.app import NOTHING, App, Effects, adopt, changed, with_round
from uttt.app.model.effects import Announce, Redraw, Save
from uttt.app.model.routes import timeless
from uttt.app.model.shown import render_view
from uttt.app.texts.i18n import message
from uttt.frozen import replace


def selfplay_click(app: App, button: str) -> tuple[App, Effects]:
    """A press on Pause/Resume, One move or Take over (nothing outside such a round)."""
    match = app.match()
    if app.links.shown is not None or app.links.watching is not None or not match.can_take_over():
        return app, NOTHING
    if button == "cvc_pause":
        app = with_round(app, paused=not app.round.paused, stepping=False)
        said = message("cvc.paused" if app.round.paused else "cvc.resumed")
        return app, Effects(Redraw(), Save(), Announce((said,)))
    if button == "cvc_step":
        if not app.round.paused or app.round.stepping:
            return app, NOTHING
        return with_round(app, stepping=True), Effects(Redraw())
    if button == "cvc_take":
        match = match.copy()  # changed here, then adopted
        colour = match.take_over()
        app = adopt(app, match, replace(app.round.view, held=None))
        app = with_round(app, paused=False, stepping=False)
        said = message("cvc.taken_over", player=match.symbol_of(colour))
        return app, changed(match, (said, render_view(app).status))
    return app, NOTHING


BUTTONS = timeless(dict.fromkeys(("cvc_pause", "cvc_step", "cvc_take"),
                                 lambda app, e: selfplay_click(app, e.button)))
"""Pause/Resume, One move, Take over."""
