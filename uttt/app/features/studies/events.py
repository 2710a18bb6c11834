"""The My studies list's event: one of its studies picked."""

from __future__ import annotations

from uttt.app.core.event import Event
from uttt.frozen import frozen


@frozen
class StudyPick(Event):
    """A study of the list was picked (``key``: ``uttt.app.study.shelf.board_key``): to
    ``open`` it for review with its analysis board, or to ``delete`` it (asked first)."""

    key: str
    action: str = "open"
