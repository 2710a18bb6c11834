"""The first-game tour's part of the page view: its offer under the board at the first
visit, and the tour's panel while it runs (the step, its task, what the last try was,
and its buttons); the game's own controls and panels are hidden meanwhile. Pure; merged
last into ``uttt.app.page.view.live_view``."""

from __future__ import annotations

from functools import partial

from uttt.app.features.tour.state import STEPS
from uttt.app.model.app import App
from uttt.app.model.shown import Props, text, tour_offered
from uttt.app.scene.build import View
from uttt.app.texts.i18n import message

_HIDDEN_IN_TOUR = ("controls", "score", "rating", "analysis", "explore", "moves", "selfplay")
"""The game's controls and panels, hidden while the tour shows its board. Each but the
controls is shown or hidden by its own part of the view after the tour; the controls
are shown again here."""


def tour_ids(app: App) -> dict[str, Props]:
    """The offer (a new round of a player not asked yet, nothing else shown) and the
    tour's panel."""
    ids: dict[str, Props] = {"tour-offer": {"hidden": not tour_offered(app)},
                             "tour": {"hidden": app.tour is None},
                             "controls": {"hidden": app.tour is not None}}
    tour = app.tour
    if tour is None:
        return ids
    step = tour.step()
    say = partial(text, app)
    feedback = tour.feedback()
    ids.update({
        "tour-progress": {"text": say(message("tour.progress", n=tour.at + 1,
                                              total=len(STEPS)))},
        "tour-title": {"text": say(message(f"{step.stem}.title"))},
        "tour-task": {"text": say(message(f"{step.stem}.task"))},
        "tour-feedback": {"text": "" if feedback is None else say(message(feedback)),
                          "hidden": feedback is None,
                          "data": {"verdict": tour.verdict or "none"}},
        "tour_skip": {"hidden": tour.played is not None},
        "tour_next": {"hidden": tour.played is None,
                      "text": say(message("tour.finish" if tour.last() else "tour.next"))},
        "tour": {"hidden": False, "data": {"step": step.stem, "at": str(tour.at),
                                           "answered": "1" if tour.played is not None
                                           else "0"}},
    })
    for name in _HIDDEN_IN_TOUR:
        ids[name] = {"hidden": True}
    return ids


def ids(app: App, view: View, wall: float | None) -> dict[str, Props]:
    """The tour's card and what it hides."""
    return tour_ids(app)
