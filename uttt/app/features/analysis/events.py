"""The analysis features' events: the study document read at start, the report's graph
tapped, keyed or resized, and the analysis board's variations stepped or typed."""

from __future__ import annotations

from uttt.app.core.event import Event
from uttt.board import Move
from uttt.frozen import frozen


@frozen
class StudyText(Event):
    """What storage holds under the study document's key (``None``: nothing), read once
    at start; parsed when a study panel first needs it."""

    text: str | None


@frozen
class GraphTap(Event):
    """A tap on the report's graph, where (CSS pixels)."""

    x: float
    y: float


@frozen
class GraphKey(Event):
    """A key on the focused report graph (one of ``GRAPH_KEYS``)."""

    key: str


@frozen
class GraphSize(Event):
    """The report graph's canvas changed size (CSS pixels)."""

    width: float
    height: float


@frozen
class VariationTo(Event):
    """A move of the variations' list was chosen: show its position (its path: the moves
    from the game's start)."""

    path: tuple[Move, ...]


@frozen
class VariationTyped(Event):
    """A move typed in the analysis board's field (its name, as the move list writes it)."""

    text: str


@frozen
class VariationKey(Event):
    """A key on the focused variations' list (``KeyboardEvent.key``)."""

    key: str


@frozen
class CommentTyped(Event):
    """The comment written for the position shown (its field's text, sent with its
    form)."""

    text: str
