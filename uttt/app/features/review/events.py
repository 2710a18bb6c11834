"""The review's events: a row of the move list tapped, a key on the list."""

from __future__ import annotations

from uttt.app.core.event import Event
from uttt.frozen import frozen


@frozen
class ReviewTo(Event):
    """Show position ``ply`` of the finished round (a tap on the report's graph, a mistake
    chosen from its list)."""

    ply: int


@frozen
class ListKey(Event):
    """A key pressed on the review's move list (``KeyboardEvent.key``): the arrows
    step to the previous or next move, Home and End to the start and the end."""

    key: str
