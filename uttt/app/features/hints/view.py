"""The Hint button as data for the page view (``uttt.app.page.view``): shown for the
whole round, enabled when a hint may be asked, and the hint found."""

from __future__ import annotations

from uttt.app.model.app import App
from uttt.app.model.shown import Props, flag, text
from uttt.app.scene.build import View
from uttt.app.study.hint import can_hint, offers_hint


def _hint(app: App) -> dict[str, Props]:
    """The Hint button (shown for the whole round, so nothing beside it moves; enabled
    while a hint may be asked) and the hint's text once found."""
    match = app.match()
    hint = app.hint
    shown = hint is not None and hint.shown_for(match.moves)
    words = text(app, hint.text()) if hint is not None and shown and hint.text() else ""  # type: ignore[arg-type]
    return {
        "hint-button": {"hidden": not offers_hint(match),
                        "disabled": hint is not None or not can_hint(match),
                        "data": {"busy": flag(hint is not None and hint.move is None)}},
        "hint-text": {"text": words, "hidden": not words},
    }


def ids(app: App, view: View, wall: float | None) -> dict[str, Props]:
    """The Hint button and the hint found."""
    return _hint(app)
