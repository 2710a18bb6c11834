"""What the page's network module (site/live.js) reports of the live room joined
(``JoinRoom``): its state, the peers that come and go, and what they say."""

from __future__ import annotations

from uttt.app.core.event import Event
from uttt.frozen import frozen

STATUSES = frozenset({"connecting", "open", "unreachable", "closed"})
"""``LiveStatus.status``: joining (the relays asked), at least one relay answers, none
does, the room left."""


@frozen
class LiveStatus(Event):
    """The room's connection as a whole (one of ``STATUSES``)."""

    status: str


@frozen
class PeerSeen(Event):
    """A peer's data channel opened (``present``) or closed."""

    peer: str
    present: bool


@frozen
class PeerSaid(Event):
    """A text a peer sent (untrusted: read and validated by the live protocol), received
    at ``time`` (s, the page's clock)."""

    peer: str
    text: str
    time: float
