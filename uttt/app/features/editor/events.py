"""The position editor's events: a tap on its board, a position typed or pasted."""

from __future__ import annotations

from uttt.app.core.event import Event
from uttt.frozen import frozen


@frozen
class PositionTap(Event):
    """A cell of the position editor's grid tapped (its move number, 0-80)."""

    move: int


@frozen
class PositionSet(Event):
    """A choice of the position editor: ``side`` (``X``/``O``), ``target`` (``any`` or
    0-8), or ``text`` (a position text pasted in its field)."""

    name: str
    value: str
