"""The lobby's part of the state (``App.lobby``): what the player asks for, whether the
lobby room is joined, the seekers heard there, a proposal made or taken, and the
opponents met through it (name and declared rating, for the games begun here, and
whether a rated game's result went into the rating yet). Nothing of it is saved but the
rating itself (``Settings.people``)."""

from __future__ import annotations

from collections.abc import Mapping

from uttt.app.core.vocabulary import GameKind
from uttt.app.live.lobby import Seek
from uttt.app.live.rate import Bucket
from uttt.frozen import field, frozen

__all__ = ["WAIT", "Choice", "Deal", "LobbyState", "Met", "Seeker"]

WAIT = 3.0
"""Seconds an accepted proposal waits in the lobby for the proposer to leave, so that
the acceptance is carried before this device leaves too."""
ANSWER = 10.0
"""Seconds a proposal waits for its answer before the proposer seeks again."""


@frozen
class Choice:
    """What the player asks the lobby for: the game, the game clock, rated or not."""

    game: GameKind = "ultimate"
    clock: str = "off"
    rated: bool = True


@frozen
class Seeker:
    """A peer of the lobby room: its seek (``None``: none heard yet), when it was last
    heard, how much more it may say, whether a refusal of it was told."""

    seek: Seek | None = None
    heard: float = 0.0
    bucket: Bucket | None = None
    warned: bool = False


@frozen
class Deal:
    """A game agreed, or offered, with another seeker: its peer and seek, the room's
    token, the series, and whether I play X; ``at``: when it was made (wall clock)."""

    peer: str
    seek: Seek
    room: str
    series: str
    mine_x: bool
    at: float


@frozen
class Met:
    """An opponent met in the lobby, for the series of games begun with them: their name
    and declared rating, whether the first game is rated, and whether it was rated yet."""

    name: str
    rating: int
    rated: bool
    applied: bool = False


@frozen
class LobbyState:
    """The lobby as this page stands in it (``App.lobby``)."""

    choosing: bool = False
    """The form to choose what to ask for is open."""
    choice: Choice = field(default_factory=Choice)
    seeking: Seek | None = None
    """My seek while I look for a game (``None``: not in the lobby)."""
    seed: str = ""
    """The fresh randomness drawn when I began to seek (never said: the nonce is a hash
    of it, and the rooms I propose are made from it)."""
    joined: bool = False
    """The lobby room is joined (the room events are the lobby's)."""
    status: str = ""
    """The lobby room's connection, as ``LiveStatus`` says it."""
    announced: float | None = None
    """When my seek last went to the whole lobby (wall clock)."""
    peers: Mapping[str, Seeker] = field(default_factory=dict)
    proposed: Deal | None = None
    """The game I offered, until it is accepted, declined or too long unanswered."""
    accepted: Deal | None = None
    """The game I accepted, until its proposer leaves the lobby (or ``WAIT`` passes)."""
    passed: frozenset[str] = frozenset()
    """Nonces of seekers that declined my proposal or left it unanswered: not proposed
    to again."""
    met: Mapping[str, Met] = field(default_factory=dict)
    """The opponents met here, by series."""
