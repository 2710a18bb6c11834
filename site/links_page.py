"""The address's link at start: the page opened with a link in its address (its later
changes, the games list, the name field and the paste box come as input messages from
site/inputs.js). Decides nothing (``uttt.app.features.links.start.address_link``) and writes
nothing on the page: link play's share, copy, download, file and address messages go out
as every message does (``main.Page.post``)."""

from __future__ import annotations

from collections.abc import Callable

from channel import place

from uttt.app.core.event import Event
from uttt.app.features.links.start import address_link


def open_hash(dispatch: Callable[[Event], None]) -> None:
    """The address holds a link (at start; its changes come as input messages)."""
    link = address_link(place())
    if link is not None:
        dispatch(link)
