"""The puzzle panel's events: the puzzle set fetched, the panel shown, a tap or a typed
move on its board, its canvas resized."""

from __future__ import annotations

from uttt.app.core.event import Event
from uttt.frozen import frozen


@frozen
class PuzzleSet(Event):
    """The puzzle set's file, fetched when the puzzles first opened (``None``: it could
    not be fetched; ``offline``: the browser said the device was offline then)."""

    text: str | None
    offline: bool = False


@frozen
class PuzzlesShown(Event):
    """The puzzles panel opened (``shown``) or closed: its proof searches run meanwhile,
    and the game under it is not being thought about."""

    shown: bool
    width: float = 0.0
    height: float = 0.0
    """The puzzle board's canvas size when it opened (CSS pixels; 0: not laid out yet)."""
    day: str = ""
    """Today's date on the device's calendar, ``YYYY-MM-DD`` (for the daily puzzle)."""


@frozen
class PuzzleTap(Event):
    """A tap on the puzzle board, where (CSS pixels)."""

    x: float
    y: float


@frozen
class PuzzleTyped(Event):
    """A move typed in the puzzle panel's field and sent (its raw text)."""

    text: str


@frozen
class PuzzleSize(Event):
    """The puzzle board's canvas changed size (CSS pixels)."""

    width: float
    height: float
