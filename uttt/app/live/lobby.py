"""The lobby: players looking for a game now, in one public room, and the rules by which
two of them are paired without a server. Pure.

The lobby is a live room like any other (``uttt.app.live.room``), but its id and secret
are public and fixed for the protocol's version (``LOBBY``): whoever opts in meets
everyone else looking. Each seeker says what it wants (``Seek``: the game, the game
clock, rated or not, its declared rating and the band of ratings it takes, and a nonce
drawn when it joined) on joining, to every peer that comes and every ``ANNOUNCE``
seconds; a seek not heard for ``STALE`` seconds is dropped.

Pairing needs no one to decide: every seeker computes the same ``pairing`` of the seeks
it knows (the lowest nonce with the lowest compatible nonce, then the same among the
rest), and the one of a pair with the lower nonce proposes a room to the other
(``Propose``: the room's token, the series, who plays X), which accepts (``Accept``) or,
already paired, declines (``Decline``) and the proposer goes on seeking.

>>> a = Seek("ultimate", "3+2", True, 1500, 200, "00000000000000aa")
>>> b = Seek("ultimate", "3+2", True, 1650, 200, "00000000000000bb")
>>> c = Seek("ultimate", "3+2", True, 1800, 200, "00000000000000cc")
>>> compatible(a, b), compatible(a, c), compatible(b, c)
(True, False, True)
>>> pairing([c, b, a]) == {a.nonce: b.nonce, b.nonce: a.nonce}
True
>>> parse(dump(a)) == a
True
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import Literal

from uttt.app.core.vocabulary import GAMES, GameKind
from uttt.app.live.protocol import MAX_NAME, Refused, envelope, read_kind, written
from uttt.app.live.room import Room, read_token
from uttt.app.round.game_clock import PRESETS
from uttt.frozen import frozen

__all__ = ["ANNOUNCE", "BAND", "LOBBY", "STALE", "VERSION", "Accept", "Decline", "Propose",
           "Seek", "Spoken", "compatible", "dump", "fresh", "pairing", "parse", "partner"]

VERSION = 1
"""The lobby messages' version (``v``): another is refused, as in the live protocol."""

LOBBY = Room("lobby-v1", "lobby-v1-public!")
"""The lobby's room: public by design, the same for every page of this version."""

ANNOUNCE = 30.0
"""Seconds between two announcements of a seek to the whole lobby."""
STALE = 75.0
"""Seconds after which a seek not heard again is dropped (two announcements missed)."""
BAND = 300
"""How far from its own rating a rated seeker takes an opponent's (either way)."""
ANY_BAND = 5000
"""The band of an unrated seek: anyone."""

MAX_TEXT = 400
MAX_RATING = 4000
NONCE = re.compile(r"[0-9a-f]{16}")
SERIES_ID = re.compile(r"[A-Za-z0-9_-]{8}")
CLOCKS: tuple[str, ...] = ("off", *PRESETS)
"""The clocks a seek may ask for: none, or one of the settings' presets."""

Side = Literal["you", "me"]
"""Who plays X in a proposal, as the proposer says it."""


@frozen
class Seek:
    """What a seeker wants: the game, the game clock (``off`` or ``minutes+seconds``),
    rated or not, its rating as it declares it and how far from it an opponent may be,
    and its nonce (which orders the pairing); its name as links carry it."""

    game: GameKind
    clock: str
    rated: bool
    rating: int
    band: int
    nonce: str
    name: str = ""


@frozen
class Propose:
    """The seeker ``nonce`` offers the seeker ``to`` a game in ``room`` (a token,
    ``room.secret``) for the link series ``series``; ``x``: who plays X, ``you`` (the
    receiver) or ``me``."""

    to: str
    nonce: str
    room: str
    series: str
    x: Side


@frozen
class Accept:
    """The seeker ``nonce`` takes the proposal of the seeker ``to``."""

    to: str
    nonce: str


@frozen
class Decline:
    """The seeker ``nonce`` is paired already: the proposal of ``to`` is not taken."""

    to: str
    nonce: str


Spoken = Seek | Propose | Accept | Decline
"""Any message of the lobby."""


def compatible(a: Seek, b: Seek) -> bool:
    """Whether two seeks make a game: the same game, clock and rating, each rating within
    the other's band (two seeks of one seeker never pair)."""
    return (a.nonce != b.nonce and (a.game, a.clock, a.rated) == (b.game, b.clock, b.rated)
            and abs(a.rating - b.rating) <= min(a.band, b.band))


def pairing(seeks: Iterable[Seek]) -> dict[str, str]:
    """Every seeker's partner, by nonce, as everyone who knows these seeks computes it:
    in nonce order, each seeker not paired yet takes the first later compatible one."""
    order = sorted(seeks, key=lambda seek: seek.nonce)
    paired: dict[str, str] = {}
    for i, seek in enumerate(order):
        if seek.nonce in paired:
            continue
        for other in order[i + 1:]:
            if other.nonce not in paired and compatible(seek, other):
                paired[seek.nonce], paired[other.nonce] = other.nonce, seek.nonce
                break
    return paired


def partner(mine: Seek, theirs: Iterable[Seek]) -> Seek | None:
    """The seek paired with ``mine`` among ``theirs`` and it (``None``: none yet)."""
    others = {seek.nonce: seek for seek in theirs if seek.nonce != mine.nonce}
    match = pairing([mine, *others.values()]).get(mine.nonce)
    return None if match is None else others[match]


def fresh(heard: Mapping[str, float], now: float) -> frozenset[str]:
    """The peers whose seek was heard within ``STALE`` seconds of ``now``."""
    return frozenset(peer for peer, at in heard.items() if now - at < STALE)


def dump(said: Spoken) -> str:
    """The text of a lobby message, compact."""
    body: dict[str, object]
    if isinstance(said, Seek):
        body = {"k": "seek", "game": said.game, "clock": said.clock, "rated": said.rated,
                "rating": said.rating, "band": said.band, "nonce": said.nonce,
                "name": said.name}
    elif isinstance(said, Propose):
        body = {"k": "propose", "to": said.to, "nonce": said.nonce, "room": said.room,
                "series": said.series, "x": said.x}
    else:
        body = {"k": "accept" if isinstance(said, Accept) else "decline", "to": said.to,
                "nonce": said.nonce}
    return written(body, VERSION)


def parse(text: str) -> Spoken:
    """The lobby message a peer's text holds; raises ``Refused`` only."""
    return read_kind(envelope(text, MAX_TEXT, VERSION), _READERS)


def _bad() -> Refused:
    return Refused("live.refused.unreadable")


def _match(doc: dict[str, object], name: str, pattern: re.Pattern[str]) -> str:
    value = doc.get(name)
    if not isinstance(value, str) or not pattern.fullmatch(value):
        raise _bad()
    return value


def _number(doc: dict[str, object], name: str, top: int) -> int:
    value = doc.get(name)
    if type(value) is not int or not 0 <= value <= top:
        raise _bad()
    return value


def _seek(doc: dict[str, object]) -> Seek:
    game, clock, rated = doc.get("game"), doc.get("clock"), doc.get("rated")
    name = doc.get("name")
    if game not in GAMES or clock not in CLOCKS or type(rated) is not bool:
        raise _bad()
    if not (isinstance(name, str) and len(name) <= MAX_NAME and name.isprintable()
            and " ".join(name.split()) == name):
        raise _bad()
    return Seek(game, str(clock), rated, _number(doc, "rating", MAX_RATING),
                _number(doc, "band", ANY_BAND), _match(doc, "nonce", NONCE), name)


def _propose(doc: dict[str, object]) -> Propose:
    room, x = doc.get("room"), doc.get("x")
    if read_token(room) is None or x not in ("you", "me"):
        raise _bad()
    return Propose(_match(doc, "to", NONCE), _match(doc, "nonce", NONCE), str(room),
                   _match(doc, "series", SERIES_ID), "you" if x == "you" else "me")


_READERS: dict[object, Callable[[dict[str, object]], Spoken]] = {
    "seek": _seek,
    "propose": _propose,
    "accept": lambda doc: Accept(_match(doc, "to", NONCE), _match(doc, "nonce", NONCE)),
    "decline": lambda doc: Decline(_match(doc, "to", NONCE), _match(doc, "nonce", NONCE)),
}
