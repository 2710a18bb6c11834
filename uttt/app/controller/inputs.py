"""The page's input as messages: site/inputs.js listens to the page and sends each DOM
event as one plain JSON object, a ``kind`` and the fields that kind needs (positions in the
canvas's CSS pixels, times in milliseconds of the page's clock, a control's value or
data); the browser's later answers to the page's own asks (a share, a picked file, the
puzzles fetched) come the same way. ``read`` turns one message's text into the program's
event, or ``None`` where the message asks for nothing (a key no part of the page answers,
a storage key of no document); a message of an unknown kind or with a field missing or of
the wrong type is refused (``BadInput``).

>>> from uttt.app.core.keys import keys_for
>>> keys = keys_for("/")
>>> read('{"kind": "action", "name": "new", "t": 1500}', keys, lambda: "r1").event
Click(button='new', time=1.5, fresh_id='r1')
>>> read('{"kind": "key", "key": "q", "t": 10}', keys, lambda: "") is None
True
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Mapping
from typing import cast

from uttt.app.core.event import Event
from uttt.app.core.keys import Keys
from uttt.app.core.vocabulary import Level, Mode
from uttt.app.features.analysis.board import VARIATION_KEYS
from uttt.app.features.analysis.events import (
    CommentTyped,
    GraphKey,
    GraphSize,
    GraphTap,
    VariationKey,
    VariationTo,
    VariationTyped,
)
from uttt.app.features.analysis.notes import DRAW_KEYS
from uttt.app.features.archive.events import ArchiveFilter, ArchivePick, ArchiveSaved, ArchiveStored
from uttt.app.features.deepen.events import PageHidden
from uttt.app.features.editor.events import PositionSet, PositionTap
from uttt.app.features.hints.events import HintAsked
from uttt.app.features.links.events import FriendsStored, OpenLink, PickGame, SetName, Shared
from uttt.app.features.live.events import (
    CAMERA,
    STATUSES,
    Camera,
    Handed,
    LiveStatus,
    PairMade,
    PeerSaid,
    PeerSeen,
    Scanned,
)
from uttt.app.features.looks.events import InstallOffered, MediaChanged, Resize
from uttt.app.features.play.events import (
    KeyPress,
    PointerCancel,
    PointerDown,
    PointerMove,
    PointerUp,
    Tick,
)
from uttt.app.features.puzzles.events import (
    PuzzleSet,
    PuzzleSize,
    PuzzlesShown,
    PuzzleTap,
    PuzzleTyped,
)
from uttt.app.features.review.events import ListKey, ReviewTo
from uttt.app.features.review.handlers import LIST_KEYS
from uttt.app.features.saving.events import Stored
from uttt.app.features.studies.events import StudyPick
from uttt.app.model.events import Choose, Click, Saved, SetOption
from uttt.app.study.jobs import GRAPH_KEYS
from uttt.frozen import frozen

BOARD_KEYS = frozenset({"ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Enter", " ", "Home",
                        "End", "Escape", *DRAW_KEYS})
"""The keys the board answers (the page keeps their default action from them)."""

LISTENED_KEYS: dict[str, list[str]] = {
    "board": sorted(BOARD_KEYS), "moves": sorted(LIST_KEYS),
    "graph": sorted(GRAPH_KEYS), "variations": sorted(VARIATION_KEYS)}
"""The keys each focusable part answers: site/inputs.js keeps their default action from
them, and sends only them."""

POSITION_FIELDS = frozenset({"side", "target", "text"})
"""What the position editor's fields set (``PositionSet.name``)."""


FILE_SOURCES = frozenset({"file", "archive"})
"""What a picked file is opened as (``OpenLink.source``): a link's record, or an archive."""


class BadInput(ValueError):
    """A message that is not one the page sends."""


@frozen
class Input:
    """A message's event, and the time stamp of the input (ms) when the time from it to
    the next paint is measured (``uttt:input-to-paint``)."""

    event: Event
    stamp: float | None = None


class Fields:
    """One message's fields, each read as the type it must have."""

    def __init__(self, message: Mapping[str, object], keys: Keys,
                 fresh: Callable[[], str]) -> None:
        self.message, self.keys, self.fresh = message, keys, fresh

    def get(self, name: str) -> object:
        if name not in self.message:
            raise BadInput(f"{self.message.get('kind')!r}: no {name!r}")
        return self.message[name]

    def text(self, name: str) -> str:
        if not isinstance(value := self.get(name), str):
            raise BadInput(f"{name!r} is not text: {value!r}")
        return value

    def number(self, name: str) -> float:
        value = self.get(name)
        if isinstance(value, bool) or not isinstance(value, int | float) \
                or not math.isfinite(value):
            raise BadInput(f"{name!r} is not a number: {value!r}")
        return float(value)

    def whole(self, name: str) -> int:
        if isinstance(value := self.get(name), bool) or not isinstance(value, int):
            raise BadInput(f"{name!r} is not a whole number: {value!r}")
        return value

    def flag(self, name: str) -> bool:
        if not isinstance(value := self.get(name), bool):
            raise BadInput(f"{name!r} is not true or false: {value!r}")
        return value

    def seconds(self, name: str = "t") -> float:
        """A time of the message (ms) in seconds."""
        return self.number(name) / 1000.0

    def point(self) -> tuple[float, float]:
        return self.number("x"), self.number("y")

    def size(self) -> tuple[float, float]:
        return self.number("width"), self.number("height")

    def key(self, answered: Mapping[str, object] | frozenset[str]) -> str | None:
        """The message's key, if the part it came from answers it."""
        key = self.text("key")
        return key if key in answered else None


Reader = Callable[[Fields], Input | Event | None]


def _stamped(event: Event, fields: Fields) -> Input:
    return Input(event, fields.number("t"))


def _pointer_down(f: Fields) -> Event | None:
    """A press of the main button (plays) or the secondary one (draws), not the others."""
    button = f.whole("button")
    return PointerDown(*f.point(), f.seconds(), button=button) if button in (0, 2) else None


def _key(f: Fields) -> Input | None:
    key = f.key(BOARD_KEYS)
    return None if key is None else _stamped(KeyPress(key, f.seconds()), f)


def _choose(f: Fields) -> Event:
    return Choose(cast(Mode, f.text("mode")), cast(Level, f.text("level")), f.seconds(),
                       f.fresh(), red_level=cast(Level, f.text("red")))


def _storage(f: Fields) -> Event | None:
    key, value = f.text("key"), f.get("value")
    if value is not None and not isinstance(value, str):
        raise BadInput(f"'value' is not text: {value!r}")
    documents: dict[str, Callable[[str | None], Event]] = {
        f.keys.friends: FriendsStored, f.keys.state: Stored, f.keys.archive: ArchiveStored}
    made = documents.get(key)
    return None if made is None else made(value)


def _store_failed(f: Fields) -> Event | None:
    """A write storage refused after the runner was told yes (the worker mode, where the
    page writes: site/py-host.js), as the runner reports a refused write at once: the
    save's and the link games' as ``Saved(False)``, the archive's with what storage still
    holds; the study's and the backups' ask nothing (as on the main thread)."""
    key, stored = f.text("key"), f.get("stored")
    if stored is not None and not isinstance(stored, str):
        raise BadInput(f"'stored' is not text: {stored!r}")
    if key in (f.keys.state, f.keys.friends):
        return Saved(False)
    return ArchiveSaved(False, stored) if key == f.keys.archive else None


def _fetched(f: Fields) -> Event:
    if (text := f.get("text")) is not None and not isinstance(text, str):
        raise BadInput(f"'text' is not text: {text!r}")
    return PuzzleSet(text, offline=not f.flag("online"))


def _file(f: Fields) -> Event:
    if (source := f.text("source")) not in FILE_SOURCES:
        raise BadInput(f"no file is picked for {source!r}")
    return OpenLink(f.text("text"), source)


def _variation(f: Fields) -> Event:
    try:
        return VariationTo(tuple(int(move) for move in f.text("path").split(".")))
    except ValueError:
        raise BadInput(f"not a variation's path: {f.get('path')!r}") from None


def _position(f: Fields) -> Event:
    if (name := f.text("name")) not in POSITION_FIELDS:
        raise BadInput(f"no position field {name!r}")
    return PositionSet(name, f.text("value"))


def _one_of(f: Fields, name: str, allowed: frozenset[str]) -> str:
    """Field ``name``, one of the ``allowed`` words."""
    if (value := f.text(name)) not in allowed:
        raise BadInput(f"{f.get('kind')!r}: no {name} {value!r}")
    return value


def _keyed(made: Callable[[str], Event], answered: Mapping[str, object] | frozenset[str]
           ) -> Reader:
    def reader(f: Fields) -> Event | None:
        key = f.key(answered)
        return None if key is None else made(key)
    return reader


READERS: dict[str, Reader] = {
    "pointer-down": _pointer_down,
    "pointer-move": lambda f: PointerMove(*f.point(), f.seconds(),
                                               pressed=f.flag("pressed")),
    "pointer-up": lambda f: _stamped(PointerUp(*f.point(), f.seconds(),
                                                    touch=f.flag("touch")), f),
    "pointer-cancel": lambda f: PointerCancel(f.seconds()),
    "key": _key,
    "action": lambda f: Click(f.text("name"), f.seconds(), f.fresh()),
    "choose": _choose,
    "setting": lambda f: SetOption(f.text("name"), f.text("value"), f.seconds(),
                                        f.fresh()),
    "hint": lambda _f: HintAsked(),
    "review": lambda f: ReviewTo(f.whole("ply")),
    "list-key": _keyed(ListKey, LIST_KEYS),
    "storage": _storage,
    "store-failed": _store_failed,
    "resize": lambda f: Resize(*f.size()),
    "media": lambda f: MediaChanged(f.flag("dark"), f.flag("lessMotion")),
    "visibility": lambda f: PageHidden(f.flag("hidden")),
    "tick": lambda f: Tick(f.seconds(), f.seconds("wall")),
    "install": lambda f: InstallOffered(f.flag("offered")),
    "graph-tap": lambda f: GraphTap(*f.point()),
    "graph-key": _keyed(GraphKey, GRAPH_KEYS),
    "graph-size": lambda f: GraphSize(*f.size()),
    "puzzle-tap": lambda f: PuzzleTap(*f.point()),
    "puzzle-size": lambda f: PuzzleSize(*f.size()),
    "puzzle-typed": lambda f: PuzzleTyped(f.text("text")),
    "puzzles-opened": lambda f: PuzzlesShown(True, *f.size(), day=f.text("day")),
    "puzzles-closed": lambda _f: PuzzlesShown(False),
    "archive-pick": lambda f: ArchivePick(f.text("id"), "watch" if f.get("action") == "watch"
                                          else "open"),
    "archive-filter": lambda f: ArchiveFilter(f.text("name"), f.text("value")),
    "archive-closed": lambda f: Click("archive_close", f.seconds()),
    "study-pick": lambda f: StudyPick(f.text("id"), "delete" if f.get("action") == "delete"
                                      else "open"),
    "studies-closed": lambda f: Click("studies_close", f.seconds()),
    "variation": _variation,
    "variation-key": _keyed(VariationKey, VARIATION_KEYS),
    "variation-typed": lambda f: VariationTyped(f.text("text")),
    "comment": lambda f: CommentTyped(f.text("text")),
    "position-tap": lambda f: PositionTap(f.whole("cell")),
    "position-set": _position,
    "address": lambda f: OpenLink(f.text("href"), "hash") if len(f.text("hash")) > 1 else None,
    "paste": lambda f: OpenLink(f.text("text"), "paste"),
    "name": lambda f: SetName(f.text("text")),
    "pick-game": lambda f: PickGame(f.text("series"), f.whole("round")),
    "shared": lambda f: Shared(f.text("result"), f.text("what")),
    "file": _file,
    "fetched": _fetched,
    "live-status": lambda f: LiveStatus(_one_of(f, "status", STATUSES)),
    "live-peer": lambda f: PeerSeen(f.text("peer"), f.flag("present")),
    "live-message": lambda f: PeerSaid(f.text("peer"), f.text("text"), f.seconds()),
    "live-code": lambda f: PairMade(_one_of(f, "type", frozenset({"offer", "answer"})),
                                    f.text("sdp")),
    "live-scanned": lambda f: Scanned(f.text("text")),
    "live-tab-code": lambda f: Scanned(f.text("text"), handed=True),
    "live-tab-taken": lambda f: Handed(f.flag("taken")),
    "live-camera": lambda f: Camera(_one_of(f, "status", CAMERA)),
}
"""Each kind of message and how its event is made."""


def read(text: str, keys: Keys, fresh: Callable[[], str]) -> Input | None:
    """The event of one message (``keys``: the storage keys whose changes are reported;
    ``fresh``: a new round's id, for the inputs that may start a round)."""
    try:
        message = json.loads(text)
    except ValueError:
        raise BadInput(f"not JSON: {text[:80]!r}") from None
    if not isinstance(message, dict):
        raise BadInput(f"not an object: {text[:80]!r}")
    reader = READERS.get(kind := message.get("kind"))  # type: ignore[arg-type]
    if reader is None:
        raise BadInput(f"no kind of input {kind!r}")
    made = reader(Fields(message, keys, fresh))
    return made if made is None or isinstance(made, Input) else Input(made)
