"""The hint's event: the Hint button pressed."""

from __future__ import annotations

from uttt.app.core.event import Event
from uttt.frozen import frozen


@frozen
class HintAsked(Event):
    """The Hint button was pressed: search the position on screen (the search runs on
    the page's one thread: the computer's pondering waits until the hint is shown or the
    position changes)."""
