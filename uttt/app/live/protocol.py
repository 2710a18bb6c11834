"""The live protocol: what two players' devices (and their spectators) say to each other
in a room, as small versioned JSON texts. Every text a peer sends is read by ``parse``,
which raises ``Refused`` (and nothing else) for anything it will not take: too long, not
JSON, another version, an unknown kind, a field of the wrong type, a game that is not a
valid play link. What a valid message means for the game on this device (whose turn,
the extend-only rule) is the live feature's to judge (``uttt.app.features.live``).

Each message is one JSON object with the protocol's version (``v``) and its kind
(``k``)::

    {"v": 1, "k": "hello", "role": "player", "series": "Qk3xZ09a", "name": "Ana"}
    {"v": 1, "k": "game", "game": "ultimate", "series": "Qk3xZ09a", "round": 1, "x": "a",
     "moves": [40, 36, 4], "resigned": null, "names": ["Ana", ""],
     "clock": [180, 2, 171500, 176000]}
    {"v": 1, "k": "undo", "ply": 3}
    {"v": 1, "k": "answer", "ply": 3, "yes": true}
    {"v": 1, "k": "say", "id": "good_game"}

A game travels whole, as a link game holds it (``uttt.app.friends.book.LinkGame``: the
series and round, who holds X, the moves, who resigned, the names), its moves replayed
through the rules when read. A rematch is the game of the series' next round. A game with
a clock carries it (``clock``: seconds each, seconds added per move, then X's and O's
milliseconds left as the sender's device last charged them: each device owns its own
player's time).

>>> text = dump(Say("thanks"))
>>> text
'{"v":1,"k":"say","id":"thanks"}'
>>> parse(text)
Say(preset='thanks')
>>> parse('{"v":1,"k":"say","id":"you fool"}')
Traceback (most recent call last):
...
uttt.app.live.protocol.Refused: live.refused.preset
>>> parse('{"v":2,"k":"say","id":"thanks"}')
Traceback (most recent call last):
...
uttt.app.live.protocol.Refused: live.refused.newer
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from typing import Literal, TypeVar

from uttt.app.core import json_text
from uttt.app.core.vocabulary import GAMES, GameKind
from uttt.app.round.rules import replay_prefix
from uttt.app.texts.i18n import Message, message
from uttt.board import Player
from uttt.frozen import frozen

__all__ = ["PRESETS", "ROLES", "VERSION", "Answer", "Game", "Hello", "Refused", "Role",
           "Said", "Say", "Undo", "dump", "parse"]

VERSION = 1
"""The protocol's version: a message of another version is refused (a newer page says
so: ``live.refused.newer``)."""

MAX_TEXT = 1000
"""Longer texts are refused before anything is parsed (a whole game is under 700)."""

MAX_PLY = 81
MAX_ROUND = 9999
MAX_NAME = 24
MAX_BASE = 3 * 3600
MAX_INCREMENT = 600
MAX_MS = (MAX_BASE + MAX_PLY * MAX_INCREMENT) * 1000
"""The most time a side can have left (every increment of a whole game added)."""
SERIES_ID = re.compile(r"[A-Za-z0-9_-]{8}")

Seat = Literal["a", "b"]
"""The two friends of a series (``uttt.app.friends.link.Seat``)."""

Role = Literal["player", "watch"]
ROLES: tuple[Role, ...] = ("player", "watch")
"""A player of the game, or a spectator (read only)."""

PRESETS = ("hello", "good_luck", "good_game", "well_played", "thanks", "oops")
"""The things a player may say: ids, each a text of the catalogs; no free text, nothing
to moderate."""


class Refused(ValueError):
    """A text the room will not take; ``message`` says why, to tell the player."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.message: Message = message(key)


@frozen
class Hello:
    """A peer introduces itself: its role, the series it plays or watches, its name."""

    role: Role
    series: str
    name: str = ""


@frozen
class Game:
    """The whole game as the sender's device has it (sent after each of its moves, and
    to every new peer): its game kind, series and round, which seat holds X (``a``
    invited, ``b`` answered), the moves (legal, checked), who resigned, the names."""

    game: GameKind
    series: str
    round: int
    x_holder: Seat
    moves: tuple[int, ...] = ()
    resigned: Player | None = None
    names: tuple[str, str] = ("", "")
    clock: tuple[int, int, int, int] | None = None
    """The game clock: seconds each, seconds added per move, X's and O's milliseconds
    left (``None``: no clock)."""


@frozen
class Undo:
    """The sender asks to take back its last move, the game's ``ply``-th."""

    ply: int


@frozen
class Answer:
    """The answer to an ``Undo`` of move ``ply``."""

    ply: int
    yes: bool


@frozen
class Say:
    """One of the ``PRESETS``."""

    preset: str


Said = Hello | Game | Undo | Answer | Say
"""Any message of the protocol."""


def dump(said: Said) -> str:
    """The text of a message, compact."""
    body: dict[str, object]
    if isinstance(said, Hello):
        body = {"k": "hello", "role": said.role, "series": said.series, "name": said.name}
    elif isinstance(said, Game):
        body = {"k": "game", "game": said.game, "series": said.series, "round": said.round,
                "x": said.x_holder, "moves": list(said.moves), "resigned": said.resigned,
                "names": list(said.names)}
        if said.clock is not None:
            body["clock"] = list(said.clock)
    elif isinstance(said, Undo):
        body = {"k": "undo", "ply": said.ply}
    elif isinstance(said, Answer):
        body = {"k": "answer", "ply": said.ply, "yes": said.yes}
    else:
        body = {"k": "say", "id": said.preset}
    return written(body, VERSION)


def parse(text: str) -> Said:
    """The message a peer's text holds; raises ``Refused`` only."""
    return read_kind(envelope(text, MAX_TEXT, VERSION), _READERS)


Read = TypeVar("Read")


def written(body: Mapping[str, object], version: int) -> str:
    """A message's text: its fields after its ``version`` (``v``), compact JSON (the
    lobby's messages are written through it too)."""
    return json.dumps({"v": version, **body}, separators=(",", ":"), ensure_ascii=False)


def read_kind(doc: dict[str, object],
              readers: Mapping[object, Callable[[dict[str, object]], Read]]) -> Read:
    """The message ``doc`` holds, read by the reader of its kind (``k``); raises
    ``Refused`` only."""
    reader = readers.get(doc.get("k"))
    if reader is None:
        raise Refused("live.refused.unreadable")
    return reader(doc)


def envelope(text: str, longest: int, version: int) -> dict[str, object]:
    """A peer's text as a JSON object of ``version`` (``v``), at most ``longest``
    characters; raises ``Refused`` only (the lobby's messages are read through it too)."""
    if not isinstance(text, str) or len(text) > longest:
        raise Refused("live.refused.size")
    try:
        doc = json_text.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise Refused("live.refused.unreadable") from None
    if not isinstance(doc, dict):
        raise Refused("live.refused.unreadable")
    said = doc.get("v")
    if type(said) is not int:
        raise Refused("live.refused.unreadable")
    if said != version:
        raise Refused("live.refused.newer" if said > version else "live.refused.unreadable")
    return doc


def _no_constant(name: str) -> object:
    raise ValueError(name)  # NaN, Infinity: no JSON of ours


def _text(doc: dict[str, object], name: str, limit: int) -> str:
    value = doc.get(name)
    if not isinstance(value, str) or len(value) > limit:
        raise Refused("live.refused.unreadable")
    return value


def _ply(doc: dict[str, object]) -> int:
    ply = doc.get("ply")
    if type(ply) is not int or not 1 <= ply <= MAX_PLY:
        raise Refused("live.refused.unreadable")
    return ply


def _name(value: object) -> str:
    """A player's name as links carry it: printable, spaces squeezed, short."""
    if not (isinstance(value, str) and len(value) <= MAX_NAME and value.isprintable()
            and " ".join(value.split()) == value):
        raise Refused("live.refused.unreadable")
    return value


def _series(doc: dict[str, object]) -> str:
    series = _text(doc, "series", 8)
    if not SERIES_ID.fullmatch(series):
        raise Refused("live.refused.unreadable")
    return series


def _hello(doc: dict[str, object]) -> Hello:
    role = doc.get("role")
    if role not in ROLES:
        raise Refused("live.refused.unreadable")
    return Hello(role, _series(doc), _name(doc.get("name")))


def _game(doc: dict[str, object]) -> Game:
    game, number, x_holder = doc.get("game"), doc.get("round"), doc.get("x")
    moves, resigned, names = doc.get("moves"), doc.get("resigned"), doc.get("names")
    if game not in GAMES or type(number) is not int or not 1 <= number <= MAX_ROUND:
        raise Refused("live.refused.unreadable")
    if x_holder not in ("a", "b") or resigned not in (None, "X", "O"):
        raise Refused("live.refused.unreadable")
    if not (isinstance(names, list) and len(names) == 2):
        raise Refused("live.refused.unreadable")
    if not isinstance(moves, list) or len(moves) > MAX_PLY:
        raise Refused("live.refused.game")
    board = replay_prefix(game, moves)
    if len(board.moves) != len(moves) or (resigned is not None and board.outcome()):
        raise Refused("live.refused.game")  # an illegal move, or a resignation after the end
    return Game(game, _series(doc), number, x_holder, tuple(board.moves), resigned,
                (_name(names[0]), _name(names[1])), _clock(doc.get("clock")))


def _clock(raw: object) -> tuple[int, int, int, int] | None:
    """A game's clock: ``None``, or the control and both sides' milliseconds left."""
    if raw is None:
        return None
    if not (isinstance(raw, list) and len(raw) == 4 and all(type(n) is int for n in raw)):
        raise Refused("live.refused.unreadable")
    base, increment, x_ms, o_ms = raw
    if not (1 <= base <= MAX_BASE and 0 <= increment <= MAX_INCREMENT
            and 0 <= x_ms <= MAX_MS and 0 <= o_ms <= MAX_MS):
        raise Refused("live.refused.unreadable")
    return base, increment, x_ms, o_ms


def _answer(doc: dict[str, object]) -> Answer:
    yes = doc.get("yes")
    if type(yes) is not bool:
        raise Refused("live.refused.unreadable")
    return Answer(_ply(doc), yes)


def _say(doc: dict[str, object]) -> Say:
    preset = doc.get("id")
    if preset not in PRESETS:
        raise Refused("live.refused.preset")
    return Say(str(preset))


_READERS: dict[object, Callable[[dict[str, object]], Said]] = {
    "hello": _hello,
    "game": _game,
    "undo": lambda doc: Undo(_ply(doc)),
    "answer": _answer,
    "say": _say,
}
