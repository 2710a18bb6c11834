"""The page's input messages (site/inputs.js) turned into the program's events, and the
messages refused."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from uttt.app.controller.inputs import BOARD_KEYS, LISTENED_KEYS, READERS, BadInput, Input, read
from uttt.app.core.keys import keys_for
from uttt.app.features.analysis.events import (
    CommentTyped,
    GraphKey,
    GraphSize,
    GraphTap,
    VariationKey,
    VariationTo,
    VariationTyped,
)
from uttt.app.features.archive.events import ArchiveFilter, ArchivePick, ArchiveSaved, ArchiveStored
from uttt.app.features.deepen.events import PageHidden
from uttt.app.features.editor.events import PositionSet, PositionTap
from uttt.app.features.hints.events import HintAsked
from uttt.app.features.links.events import FriendsStored, OpenLink, PickGame, SetName, Shared
from uttt.app.features.live.events import (
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

KEYS = keys_for("/site/")


def taken(**message: object) -> Input | None:
    return read(json.dumps(message), KEYS, lambda: "fresh")


def event(**message: object) -> object:
    made = taken(**message)
    assert made is not None
    return made.event


@pytest.mark.parametrize(("message", "expected"), [
    ({"kind": "pointer-down", "x": 10, "y": 20.5, "t": 1000, "button": 0},
     PointerDown(10.0, 20.5, 1.0)),
    ({"kind": "pointer-down", "x": 10, "y": 20, "t": 1000, "button": 2},
     PointerDown(10.0, 20.0, 1.0, button=2)),
    ({"kind": "comment", "text": "Good move"}, CommentTyped("Good move")),
    ({"kind": "pointer-move", "x": 1, "y": 2, "t": 500, "pressed": False},
     PointerMove(1.0, 2.0, 0.5, pressed=False)),
    ({"kind": "pointer-cancel", "t": 2000}, PointerCancel(2.0)),
    ({"kind": "action", "name": "undo", "t": 250}, Click("undo", 0.25, "fresh")),
    ({"kind": "choose", "mode": "hvc", "level": "easy", "red": "hard", "t": 3000},
     Choose("hvc", "easy", 3.0, "fresh", red_level="hard")),
    ({"kind": "setting", "name": "sound", "value": "off", "t": 0},
     SetOption("sound", "off", 0.0, "fresh")),
    ({"kind": "hint"}, HintAsked()),
    ({"kind": "review", "ply": 4}, ReviewTo(4)),
    ({"kind": "list-key", "key": "Home"}, ListKey("Home")),
    ({"kind": "resize", "width": 300, "height": 280.5}, Resize(300.0, 280.5)),
    ({"kind": "media", "dark": True, "lessMotion": False}, MediaChanged(True, False)),
    ({"kind": "visibility", "hidden": True}, PageHidden(True)),
    ({"kind": "tick", "t": 1500, "wall": 1_700_000_000_000},
     Tick(1.5, 1_700_000_000.0)),
    ({"kind": "install", "offered": True}, InstallOffered(True)),
    ({"kind": "graph-tap", "x": 5, "y": 6}, GraphTap(5.0, 6.0)),
    ({"kind": "graph-key", "key": "PageUp"}, GraphKey("PageUp")),
    ({"kind": "graph-size", "width": 100, "height": 50}, GraphSize(100.0, 50.0)),
    ({"kind": "puzzle-tap", "x": 7, "y": 8}, PuzzleTap(7.0, 8.0)),
    ({"kind": "puzzle-size", "width": 90, "height": 90}, PuzzleSize(90.0, 90.0)),
    ({"kind": "puzzle-typed", "text": "e5"}, PuzzleTyped("e5")),
    ({"kind": "puzzles-opened", "width": 200, "height": 210, "day": "2026-01-31"},
     PuzzlesShown(True, 200.0, 210.0, day="2026-01-31")),
    ({"kind": "puzzles-closed"}, PuzzlesShown(False)),
    ({"kind": "archive-pick", "id": "g1", "action": None}, ArchivePick("g1", "open")),
    ({"kind": "archive-pick", "id": "g2", "action": "watch"}, ArchivePick("g2", "watch")),
    ({"kind": "archive-filter", "name": "result", "value": "won"},
     ArchiveFilter("result", "won")),
    ({"kind": "archive-closed", "t": 4000}, Click("archive_close", 4.0)),
    ({"kind": "study-pick", "id": "k1", "action": "open"}, StudyPick("k1", "open")),
    ({"kind": "study-pick", "id": "k2", "action": "delete"}, StudyPick("k2", "delete")),
    ({"kind": "study-pick", "id": "k3", "action": "burn"}, StudyPick("k3", "open")),
    ({"kind": "studies-closed", "t": 5000}, Click("studies_close", 5.0)),
    ({"kind": "variation", "path": "40.4.36"}, VariationTo((40, 4, 36))),
    ({"kind": "variation-key", "key": "Delete"}, VariationKey("Delete")),
    ({"kind": "variation-typed", "text": "a1"}, VariationTyped("a1")),
    ({"kind": "position-tap", "cell": 80}, PositionTap(80)),
    ({"kind": "position-set", "name": "side", "value": "O"}, PositionSet("side", "O")),
    ({"kind": "address", "href": "https://x/#g=1", "hash": "#g=1"},
     OpenLink("https://x/#g=1", "hash")),
    ({"kind": "paste", "text": "https://x/#g=2"}, OpenLink("https://x/#g=2", "paste")),
    ({"kind": "name", "text": "Ana"}, SetName("Ana")),
    ({"kind": "pick-game", "series": "s1", "round": 2}, PickGame("s1", 2)),
    ({"kind": "shared", "result": "copied", "what": "watch"}, Shared("copied", "watch")),
    ({"kind": "file", "text": "{}", "source": "file"}, OpenLink("{}", "file")),
    ({"kind": "file", "text": "[]", "source": "archive"}, OpenLink("[]", "archive")),
    ({"kind": "fetched", "text": "[]", "online": True}, PuzzleSet("[]")),
    ({"kind": "fetched", "text": None, "online": True}, PuzzleSet(None)),
    ({"kind": "fetched", "text": None, "online": False}, PuzzleSet(None, offline=True)),
    ({"kind": "live-status", "status": "open"}, LiveStatus("open")),
    ({"kind": "live-peer", "peer": "p1", "present": True}, PeerSeen("p1", True)),
    ({"kind": "live-message", "peer": "p1", "text": "{}", "t": 2500},
     PeerSaid("p1", "{}", 2.5)),
    ({"kind": "live-code", "type": "offer", "sdp": "v=0"}, PairMade("offer", "v=0")),
    ({"kind": "live-scanned", "text": "#pair=x"}, Scanned("#pair=x")),
    ({"kind": "live-camera", "status": "unavailable"}, Camera("unavailable")),
    ({"kind": "live-tab-code", "text": "AbC"}, Scanned("AbC", handed=True)),
    ({"kind": "live-tab-taken", "taken": False}, Handed(False)),
])
def test_each_message_makes_its_event(message: dict[str, object], expected: object) -> None:
    assert event(**message) == expected


def test_every_kind_is_covered_above() -> None:
    covered = {"pointer-down", "pointer-move", "pointer-up", "pointer-cancel", "key", "action",
               "choose", "setting", "hint", "review", "list-key", "storage", "store-failed",
               "resize", "media", "visibility", "tick", "install", "graph-tap", "graph-key",
               "graph-size",
               "puzzle-tap", "puzzle-size", "puzzle-typed", "puzzles-opened",
               "puzzles-closed", "archive-pick", "archive-filter", "archive-closed", "study-pick",
               "studies-closed", "variation",
               "variation-key", "variation-typed", "comment", "position-tap", "position-set",
               "address",
               "paste", "name", "pick-game", "shared", "file", "fetched", "live-status",
               "live-peer", "live-message", "live-code", "live-scanned", "live-camera",
               "live-tab-code", "live-tab-taken"}
    assert set(READERS) == covered


def test_a_key_and_a_release_carry_their_time_stamp_for_the_paint_measure() -> None:
    assert taken(kind="key", key="Enter", t=1234.5) == Input(KeyPress("Enter", 1.2345),
                                                             1234.5)
    assert taken(kind="pointer-up", x=1, y=2, t=800, touch=True) == Input(
        PointerUp(1.0, 2.0, 0.8, touch=True), 800.0)
    assert taken(kind="action", name="new", t=5) == Input(Click("new", 0.005, "fresh"))


def test_keys_no_part_answers_and_other_buttons_ask_nothing() -> None:
    assert taken(kind="key", key="q", t=0) is None
    assert taken(kind="list-key", key="Enter") is None
    assert taken(kind="graph-key", key="Delete") is None
    assert taken(kind="variation-key", key="PageUp") is None
    assert taken(kind="pointer-down", x=0, y=0, t=0, button=1) is None  # the wheel
    assert taken(kind="address", href="https://x/", hash="") is None
    assert taken(kind="address", href="https://x/#", hash="#") is None


def test_the_keys_sent_are_the_keys_answered() -> None:
    assert set(LISTENED_KEYS["board"]) == set(BOARD_KEYS)
    assert set(LISTENED_KEYS["moves"]) == set(LIST_KEYS)
    for name, keys in LISTENED_KEYS.items():
        part = {"board": "key", "moves": "list-key", "graph": "graph-key",
                "variations": "variation-key"}[name]
        assert all(taken(kind=part, key=key, t=0) is not None for key in keys)


def test_storage_changes_of_the_documents_reported() -> None:
    assert event(kind="storage", key=KEYS.state, value="{}") == Stored("{}")
    assert event(kind="storage", key=KEYS.friends, value=None) == FriendsStored(None)
    assert event(kind="storage", key=KEYS.archive, value="[]") == ArchiveStored("[]")
    assert taken(kind="storage", key=KEYS.study, value="x") is None
    assert taken(kind="storage", key=keys_for("/other/").state, value="x") is None


def test_a_refused_write_reported_later_is_reported_as_at_once() -> None:
    assert event(kind="store-failed", key=KEYS.state, stored="{}") == Saved(False)
    assert event(kind="store-failed", key=KEYS.friends, stored=None) == Saved(False)
    assert event(kind="store-failed", key=KEYS.archive, stored="[]") == ArchiveSaved(False, "[]")
    assert taken(kind="store-failed", key=KEYS.study, stored=None) is None
    assert taken(kind="store-failed", key=KEYS.backup, stored=None) is None


@pytest.mark.parametrize("text", [
    "", "not json", "[1, 2]", '"action"', "null", '{"name": "new"}', '{"kind": "nothing"}',
    '{"kind": 3}',
    '{"kind": "action", "t": 1}',
    '{"kind": "action", "name": 5, "t": 1}',
    '{"kind": "action", "name": "new", "t": "soon"}',
    '{"kind": "action", "name": "new", "t": true}',
    '{"kind": "action", "name": "new", "t": NaN}',
    '{"kind": "review", "ply": 1.5}',
    '{"kind": "review", "ply": true}',
    '{"kind": "media", "dark": 1, "lessMotion": false}',
    '{"kind": "storage", "key": "k", "value": 3}',
    '{"kind": "store-failed", "key": "k", "stored": 3}',
    '{"kind": "variation", "path": "1..2"}',
    '{"kind": "variation", "path": ""}',
    '{"kind": "position-set", "name": "colour", "value": "X"}',
    '{"kind": "pointer-down", "x": 1, "y": 2, "t": 3}',
    '{"kind": "fetched", "text": 5, "online": true}',
    '{"kind": "live-status", "status": "melted"}',
    '{"kind": "live-peer", "peer": 7, "present": true}',
    '{"kind": "live-message", "peer": "p", "text": {"v": 1}, "t": 1}',
    '{"kind": "live-code", "type": "pranswer", "sdp": "v=0"}',
    '{"kind": "live-camera", "status": "blurry"}',
    '{"kind": "fetched", "text": null, "online": "no"}',
    '{"kind": "file", "text": "x", "source": "hash"}',
])
def test_malformed_messages_are_refused(text: str) -> None:
    with pytest.raises(BadInput):
        read(text, KEYS, lambda: "fresh")


FIELDS = ("x", "y", "t", "key", "name", "value", "text", "width", "height", "ply", "path",
          "button", "pressed", "touch", "dark", "lessMotion", "wall", "offered", "id", "cell",
          "online")


@given(st.sampled_from(sorted(READERS)),
       st.dictionaries(st.sampled_from(FIELDS),
                       st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
                       max_size=8))
def test_any_message_gives_an_input_nothing_or_a_refusal(kind: str,
                                                         fields: dict[str, object]) -> None:
    try:
        made = read(json.dumps({**fields, "kind": kind}), KEYS, lambda: "fresh")
    except BadInput:
        return
    assert made is None or isinstance(made, Input)
