"""The live room's part of the state (``App.live``): the room joined and how it stands,
the peers in it (each one's role, name and message bucket), the opponent's seat, the
undo asked for either way, the presets said, and the first-time notice. Nothing of it is
saved but the room itself, kept with the link games (``FriendBook.rooms``)."""

from __future__ import annotations

from collections.abc import Mapping

from uttt.app.live.protocol import Game, Role
from uttt.app.live.rate import Bucket
from uttt.app.live.room import Room
from uttt.app.round.game_clock import Control, GameClock
from uttt.frozen import field, frozen

__all__ = ["LATE", "LiveRoom", "LiveState", "PairState", "Peer"]

LATE = 15.0
"""Seconds after joining without an opponent before the page offers to go on by link."""


@frozen
class LiveRoom:
    """A room to be in: which, as a player or to watch, for which series of games."""

    room: Room
    role: Role
    series: str
    paired: bool = False
    """Reached by QR pairing with the device beside (``LiveState.pair``), not over
    the relays."""


@frozen
class PairState:
    """The QR pairing: the series it plays, the codes shown and given, the scanner."""

    series: str = ""
    """The series of the game paired for (``""``: no pairing)."""
    offers: bool = True
    """This device made the offer (else it answers the other's)."""
    mine: str = ""
    """My code, once the page made it (``uttt.app.live.pair``)."""
    theirs: str = ""
    """The other device's code, once scanned or pasted."""
    scanning: bool = False
    """The scanner is open (the camera's picture and the field to paste a code in)."""
    camera: str = ""
    """The camera: ``on``, ``unavailable``, ``""`` (not asked yet)."""
    handing: str = ""
    """The code this tab hands over to the tab waiting for it (a link opened in a new
    tab: ``features.live.pair.open_pair_link``), until that tab takes it."""


@frozen
class Peer:
    """Another device in the room, as its messages describe it."""

    role: Role | None = None
    """Its role, once it said hello (``None``: not yet)."""
    name: str = ""
    bucket: Bucket | None = None
    """How much more it may say now (``None``: it has said nothing yet)."""
    warned: bool = False
    """Something of it was refused and the player was told (once per peer)."""


@frozen
class LiveState:
    """The live room this page is in, and everything said in it (``App.live``)."""

    joined: LiveRoom | None = None
    """The room joined (``JoinRoom``), ``None``: none."""
    status: str = ""
    """The room's connection: ``connecting``, ``open``, ``unreachable``, ``closed``."""
    joined_at: float | None = None
    """When it was joined (wall clock), for the offer to go on by link."""
    late: bool = False
    """No opponent came within ``LATE`` seconds of joining."""
    peers: Mapping[str, Peer] = field(default_factory=dict)
    """The peers present, by the network's id."""
    opponent: str | None = None
    """The peer that holds the other seat, while present."""
    met: bool = False
    """An opponent was connected at some point (so one that is gone has left)."""
    asking: bool = False
    """The first-time notice is shown (what live play contacts, Go on / Cancel)."""
    watch: LiveRoom | None = None
    """The room a watch link named, for the game under review it opened."""
    watched: Game | None = None
    """A spectator's game as last received (the extend-only rule's reference)."""
    asked: int | None = None
    """I asked to take back my move, this ply (until answered or the game moves)."""
    request: int | None = None
    """The opponent asks to take back their move, this ply (until I answer)."""
    heard: str | None = None
    """The last preset the opponent said."""
    answer: bool | None = None
    """The last answer to my request (accepted or refused), until the game moves."""
    control: tuple[str, Control] | None = None
    """The series whose live games have a clock, and its control (chosen by the device
    that made the game live, from its settings; taken from the opponent's games else)."""
    pair: PairState = PairState()
    """The QR pairing with the device beside, if any."""
    clock: GameClock | None = None
    """The live game's clocks, me as Red (``uttt.app.round.game_clock``): my time is
    charged here, the opponent's is what their device says."""
