"""Keep-thinking's events: the page hidden or shown again (its bursts come back as
``uttt.app.study.deepen.Deepened``)."""

from __future__ import annotations

from uttt.app.core.event import Event
from uttt.frozen import frozen


@frozen
class PageHidden(Event):
    """The page was hidden (another tab, a minimised window, a locked phone) or shown
    again (``document.hidden`` at its ``visibilitychange``)."""

    hidden: bool
