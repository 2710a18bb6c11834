"""When the page around the board is patched: once per change of what it shows.

A move patches the page at once, when its record is published: ``data-record`` and
the texts beside the board change in the same patch, so nothing reads one without the
other. The frame built at the end of the move's dispatch (``uttt.app.page.frames``) then
patches only if the state or the turn timer's countdown changed since; before, a move
built and applied the page view twice.

>>> from uttt.app.model.app import App
>>> from uttt.app.round.record import MatchRecord
>>> from uttt.app.scores.book import ScoreBook
>>> applied = []
>>> patches = Patches(lambda app, wall, view: applied.append(app))
>>> app = App.start(MatchRecord("0" * 16), ScoreBook(), width=360, height=360)
>>> patches.now(app, 0.0)           # the record published with the move
>>> patches.at_frame(app, 0.0)      # its frame: the page already shows it
>>> patches.at_frame(app, 0.0)      # a later frame patches as always
>>> len(applied)
2
"""

from __future__ import annotations

from collections.abc import Callable

from uttt.app.features.clocks.view import shown_time
from uttt.app.model.app import App
from uttt.app.scene.build import View

Patch = Callable[[App, float, View | None], None]
"""Builds the page view of a state at a wall-clock time and applies it."""


class Patches:
    """Applies the page view through ``patch``, and remembers what the page shows
    since its last frame, so that frame does not apply the same view again."""

    def __init__(self, patch: Patch) -> None:
        self._patch = patch
        self._shown: tuple[App, object] | None = None
        """The state (and countdown) patched since the last frame, if any."""

    def now(self, app: App, wall: float, view: View | None = None) -> None:
        """Patch at once (the record changed, or the language)."""
        self._patch(app, wall, view)
        self._shown = (app, shown_time(app, wall))

    def at_frame(self, app: App, wall: float, view: View | None = None) -> None:
        """A frame: patch, unless the page was patched with this very state and
        countdown since the last frame."""
        shown, self._shown = self._shown, None
        if shown is not None and shown[0] is app and shown[1] == shown_time(app, wall):
            return
        self._patch(app, wall, view)
