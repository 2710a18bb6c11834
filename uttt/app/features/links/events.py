"""The link games' events: a link opened (from the address, a paste, a file), a game
picked from the list, the player's name, a share's result, the link games' key read."""

from __future__ import annotations

from uttt.app.core.event import Event
from uttt.app.model.events import Written
from uttt.frozen import frozen


@frozen
class OpenLink(Event):
    """A game link or record came in: from the address (``hash``, at start and on
    ``hashchange``), pasted (``paste``) or a file's text (``file``)."""

    text: str
    source: str = "hash"


@frozen
class PickGame(Event):
    """A game of the "Your games" list was picked."""

    series: str
    round: int


@frozen
class SetName(Event):
    """The player typed the name friends see in link games (cleaned and saved here)."""

    name: str


@frozen
class Shared(Event):
    """What the browser did with ``Effects.share`` or ``copy``: ``shared``, ``copied``,
    ``cancelled`` or ``failed``; ``what`` is ``link``, ``watch`` or ``record``."""

    result: str
    what: str = "link"


@frozen
class FriendsStored(Written):
    """Another tab wrote the link games."""
