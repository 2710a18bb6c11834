"""The play feature's events: the pointer on the board, a key on it, the turn timer's tick."""

from __future__ import annotations

from uttt.app.core.event import Event
from uttt.frozen import frozen


@frozen
class _Pointer(Event):
    """Where the pointer is on the canvas (CSS pixels) and when."""

    x: float
    y: float
    time: float


@frozen
class PointerDown(_Pointer):
    """A press on the canvas."""

    button: int = 0
    """The mouse's button (``PointerEvent.button``): 0 the main one (a finger, a pen),
    2 the secondary one, which draws on the analysis board."""


@frozen
class PointerMove(_Pointer):
    """The pointer moved; ``pressed`` is false for a hovering mouse."""

    pressed: bool = True


@frozen
class PointerUp(_Pointer):
    """The press ended (a cell is played where it went down and up)."""

    touch: bool = False
    """A finger (``pointerType`` is ``touch``): with "tap twice to play" on, a first tap
    only shows the move."""


@frozen
class PointerCancel(Event):
    """The press was interrupted, or the pointer left the canvas."""

    time: float


@frozen
class KeyPress(Event):
    """A key pressed on the board."""

    key: str
    """``KeyboardEvent.key``: ``ArrowUp``, ``Enter``, ``" "``, ``Home``…"""
    time: float


@frozen
class Tick(Event):
    """The page's clock ticked (every half second)."""

    time: float
    wall: float | None = None
    """Wall-clock seconds (``Date.now() / 1000``) for the turn timer; ``None``: unknown."""
