"""The review of a finished round or of a game opened for review: its buttons (first,
previous, next, last), the move list's rows and its keys."""

from __future__ import annotations

from uttt.app.features.review.events import ListKey, ReviewTo
from uttt.app.model.app import NOTHING, App, Effects, with_round
from uttt.app.model.effects import Announce, Redraw
from uttt.app.model.routes import timeless
from uttt.app.model.shown import render_view
from uttt.app.round.view_state import ViewState


def review(app: App, button: str) -> tuple[App, Effects]:
    """Step through a finished round (or any game opened for review): ``first``,
    ``prev``, ``next`` or ``last``."""
    match = app.match()
    current = app.round.view.review if app.round.view.review is not None else match.ply
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
    if (not match.is_over() and app.links.watching is None) or match.ply == 0:
        return app, NOTHING
    current = app.round.view.review if app.round.view.review is not None else match.ply
    target = max(0, min(match.ply, target))
    if target == current and app.round.view.review is not None:
        return app, NOTHING
    app = with_round(app, view=ViewState(review=target))
    # the status names the move shown as a record writes it ("Review: 5. f2 — 9 of 29")
    return app, Effects(Redraw(), Announce((render_view(app).status,)))


EVENTS = timeless({ReviewTo: lambda app, e: review_to(app, e.ply),
                   ListKey: lambda app, e: list_key(app, e.key)})
"""The move list's rows and keys."""

BUTTONS = timeless(dict.fromkeys(("first", "prev", "next", "last"),
                                 lambda app, e: review(app, e.button)))
"""The review's steps."""
