"""The page's looks: the canvas resized, the browser's preferences, the time zone, the
install offer."""

from __future__ import annotations

from uttt.app.core.event import Event
from uttt.frozen import frozen


@frozen
class Resize(Event):
    """The board's canvas changed size (CSS pixels)."""

    width: float
    height: float


@frozen
class MediaChanged(Event):
    """What the browser prefers changed (or was first read): a dark colour scheme, less
    motion (its ``prefers-color-scheme`` and ``prefers-reduced-motion`` queries)."""

    dark: bool
    reduce_motion: bool


@frozen
class ClockZone(Event):
    """The device's time zone, read at start on the page's main thread (a worker's clock
    may say UTC): its offset now, in minutes east of UTC (``-Date.getTimezoneOffset()``)."""

    offset: int


@frozen
class InstallOffered(Event):
    """The browser offers to install the page (``beforeinstallprompt``), or no longer
    does (it was installed, or the offer was used)."""

    offered: bool
