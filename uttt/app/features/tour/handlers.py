"""The first-game tour's transitions: the offer taken or declined, a step's move tried,
skipped, the next step, leaving. The tour's position is shown instead of any game
(``App.tour``); nothing here changes the player's round, scores or rating, and the
only thing saved is that the offer was answered (``Settings.tour``).

>>> from uttt.app.model.events import Click
>>> from uttt.app.round.record import MatchRecord
>>> from uttt.app.scores.book import ScoreBook
>>> app = App.start(MatchRecord("0" * 16), ScoreBook(), width=360, height=360)
>>> app, fx = tour_click(app, Click("tour_start", 1.0))
>>> app.tour.at, app.settings.tour, Save in fx, app.match().moves
(0, 'done', True, (40,))
>>> app, fx = tour_move(app, 37, 2.0)
>>> app.tour.feedback(), app.match().moves
('tour.send.wrong', (40,))
>>> app, fx = tour_move(app, 36, 3.0)
>>> app.tour.feedback(), app.match().moves, app.round.record.moves
('tour.send.right', (40, 36), ())
"""

from __future__ import annotations

from uttt.app.features.tour.state import Tour, next_step, tried
from uttt.app.model.app import NOTHING, App, Effects, published, with_round
from uttt.app.model.effects import Redraw, Save
from uttt.app.model.events import (
    Click,
)
from uttt.app.model.routes import timeless
from uttt.app.model.shown import render_view, tour_offered
from uttt.app.round.view_state import ViewState
from uttt.app.texts.i18n import Message, message
from uttt.board import Move
from uttt.frozen import replace

__all__ = ["BUTTONS", "offer_passed", "tour_click",
           "tour_move"]

LOCK_SECONDS = 0.25
"""After a try, input is ignored this long, so a double tap cannot try twice."""


def tour_click(app: App, event: Click) -> tuple[App, Effects]:
    """A button of the tour or of its offer."""
    name = event.button
    if name == "tour_start":
        return _shown(app, Tour())
    if name == "tour_dismiss":
        return _answered(app), Effects(Save(), Redraw())
    tour = app.tour
    if tour is None:
        return app, NOTHING
    if name == "tour_leave":
        return _shown(app, None)
    if name == "tour_next" and tour.played is None:
        return app, NOTHING  # the step is not answered yet: Skip is the way on
    return _shown(app, next_step(tour))


def tour_move(app: App, move: Move, time: float) -> tuple[App, Effects]:
    """The player tried ``move`` on the tour's board: the right move is played and
    praised, any other is refused and explained (the player tries again)."""
    tour = app.tour
    if tour is None or time < app.round.lock_until:
        return app, NOTHING
    after = tried(tour, move)
    if after == tour and after.played is not None:
        return app, NOTHING
    app = with_round(replace(app, tour=after), pressed=None, view=ViewState(),
                     lock_until=time + LOCK_SECONDS)
    return app, published(app, (_said(after),))


def offer_passed(before: App, after: App, effects: Effects) -> tuple[App, Effects]:
    """The round was played past the offer (a move made while it showed): that answers
    it as a decline does, saved, so it does not come back on every new round."""
    if not tour_offered(before) or not after.round.record.moves or after.settings.tour != "offer":
        return after, effects
    return _answered(after), effects | Effects(Save())


def _answered(app: App) -> App:
    """The offer answered (taken or declined): it never comes back."""
    return replace(app, settings=replace(app.settings, tour="done"))


def _shown(app: App, tour: Tour | None) -> tuple[App, Effects]:
    """Show a step (``None``: back to the game). Taking the tour answers the offer: the
    answer is saved once."""
    answered = _answered(app)
    save = answered.settings != app.settings
    app = with_round(replace(answered, tour=tour), pressed=None, view=ViewState())
    said: tuple[Message, ...] = (render_view(app).status,) if tour is None else (
        message(f"{tour.step().stem}.title"), message(f"{tour.step().stem}.task"))
    return app, published(app, said) | (Effects(Save()) if save else NOTHING)


def _said(tour: Tour) -> Message:
    key = tour.feedback()
    return message(key if key is not None else f"{tour.step().stem}.task")


BUTTONS = timeless(dict.fromkeys(("tour_start", "tour_dismiss", "tour_skip", "tour_next",
                                  "tour_leave"), tour_click))
"""The buttons of the tour and of its offer."""
