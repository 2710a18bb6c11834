"""What the page's network module (site/live.js) reports of the live room joined
(``JoinRoom``) or the pairing made (``Pair``): its state, the peers that come and go,
and what they say; the pairing's own session description, and the codes read by the
camera, pasted or handed over by another tab."""

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


CAMERA = frozenset({"on", "unavailable"})
"""``Camera.status``: the camera shows its picture; there is none (or it was refused)."""


@frozen
class PairMade(Event):
    """The page's session description for the pairing (``kind``: ``offer`` or
    ``answer``), complete with its host candidates (untrusted: reduced to a code by
    ``uttt.app.live.pair.reduce``)."""

    kind: str
    sdp: str


@frozen
class Scanned(Event):
    """A text the camera read in a QR code, or the player pasted, or another tab of this
    site on this device ``handed`` over (``Handoff``: the page the phone's camera app
    opened its link in); untrusted."""

    text: str
    handed: bool = False


@frozen
class Handed(Event):
    """The code this tab handed over (``Handoff``) was taken by the tab waiting for it
    (``taken``), or no tab answered within the page's wait (a tab that takes it later
    still says so)."""

    taken: bool


@frozen
class Camera(Event):
    """The camera that reads QR codes: on, or unavailable (one of ``CAMERA``)."""

    status: str
