"""The page's part of the state: what the browser gives (the window's size, the
languages, the colour scheme and motion, the time zone, the install offer, the
address) and the board's layout that follows from the size."""

from __future__ import annotations

from uttt.app.canvas.layout import Layout
from uttt.app.canvas.theme import Media
from uttt.app.texts.i18n import ENGLISH, Language
from uttt.frozen import field, frozen

__all__ = ["PageState"]


@frozen
class PageState:
    """The page around the game (``App.page``)."""

    layout: Layout
    """Where the board and its labels are drawn (``uttt.app.canvas.layout``)."""
    language: Language = ENGLISH
    """The language the page speaks (the setting's, or ``auto_language``)."""
    auto_language: Language = ENGLISH
    """The language the browser prefers, used when the setting is "auto"."""
    media: Media = field(default_factory=Media)
    """What the browser prefers: a dark scheme, less motion (``MediaChanged``)."""
    utc_offset: int = 0
    """The device's time zone, minutes east of UTC (``ClockZone``): the archive's times
    are the device's."""
    installable: bool = False
    """The browser offers to install the page: the install button shows."""
    url: str = ""
    """The page's address without its hash: links to send start with it."""
