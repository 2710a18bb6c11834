"""The live protocol: every message round-trips; anything else a peer may send (garbage,
JSON of the wrong shape, illegal games, another version) is refused with ``Refused`` and
nothing else; the token bucket; the room's id, secret and invite link."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from uttt.app.live.protocol import (
    MAX_TEXT,
    PRESETS,
    Answer,
    Game,
    Hello,
    Refused,
    Said,
    Say,
    Undo,
    dump,
    parse,
)
from uttt.app.live.rate import BURST, RATE, Bucket
from uttt.app.live.room import read_token, room_for, split_room, with_room
from uttt.app.round.rules import new_board
from uttt.app.texts.i18n import TABLES, languages, translate

SERIES = "Qk3xZ09a"


def random_game(seed: int, game: str = "ultimate") -> tuple[int, ...]:
    rng = random.Random(seed)
    board = new_board(game)  # type: ignore[arg-type]
    while board.outcome() is None and rng.random() > 0.02:
        board.push(rng.choice(board.legal_moves()))
    return tuple(board.moves)


MESSAGES: list[Said] = [
    Hello("player", SERIES, "Ana"), Hello("watch", SERIES, ""),
    Game("ultimate", SERIES, 1, "a", random_game(1), None, ("Ana", "Bia Souza")),
    Game("classic", SERIES, 3, "b", (4, 0), "O"), Game("ultimate", SERIES, 9999, "a"),
    Undo(1), Undo(81), Answer(2, True), Answer(2, False), *(Say(p) for p in PRESETS),
]


@pytest.mark.parametrize("said", MESSAGES)
def test_every_message_round_trips_and_is_small(said: Said) -> None:
    text = dump(said)
    assert parse(text) == said
    assert len(text) < 400


def test_a_whole_game_fits_well_within_the_limit() -> None:
    longest = max((random_game(seed) for seed in range(200)), key=len)
    assert len(dump(Game("ultimate", SERIES, 9999, "a", longest, None, ("W" * 24,) * 2))) \
        < MAX_TEXT // 2


@pytest.mark.parametrize("text, key", [
    ("", "live.refused.unreadable"),
    ("x" * (MAX_TEXT + 1), "live.refused.size"),
    ("[" * 900, "live.refused.unreadable"),
    ('{"v": 1}', "live.refused.unreadable"),
    ('{"v": 1, "k": "dance"}', "live.refused.unreadable"),
    ('{"v": true, "k": "undo", "ply": 1}', "live.refused.unreadable"),
    ('{"v": 3, "k": "undo", "ply": 1}', "live.refused.newer"),
    ('{"v": 0, "k": "undo", "ply": 1}', "live.refused.unreadable"),
    ('{"v": 1, "k": "undo", "ply": 0}', "live.refused.unreadable"),
    ('{"v": 1, "k": "undo", "ply": 1.0}', "live.refused.unreadable"),
    ('{"v": 1, "k": "undo", "ply": NaN}', "live.refused.unreadable"),
    ('{"v": 1, "k": "answer", "ply": 1, "yes": 1}', "live.refused.unreadable"),
    ('{"v": 1, "k": "say", "id": "you are bad"}', "live.refused.preset"),
    ('{"v": 1, "k": "hello", "role": "king", "series": "Qk3xZ09a", "name": ""}',
     "live.refused.unreadable"),
    ('{"v": 1, "k": "hello", "role": "player", "series": "Qk3x", "name": ""}',
     "live.refused.unreadable"),
    ('{"v": 1, "k": "hello", "role": "player", "series": "Qk3xZ09a", "name": " A"}',
     "live.refused.unreadable"),
])
def test_malformed_texts_are_refused_with_a_reason(text: str, key: str) -> None:
    with pytest.raises(Refused) as refused:
        parse(text)
    assert refused.value.message.key == key


def game_text(**changes: object) -> str:
    doc: dict[str, object] = {"v": 1, "k": "game", "game": "ultimate", "series": SERIES,
                              "round": 1, "x": "a", "moves": [40, 36], "resigned": None,
                              "names": ["", ""]}
    return json.dumps({**doc, **changes})


@pytest.mark.parametrize("changes", [
    {"moves": [40, 40]},  # the same cell twice
    {"moves": [40, 0]},  # not in the board the last move sends to
    {"moves": [40, "36"]}, {"moves": [40, True]}, {"moves": [40, 36.0]},
    {"moves": list(range(82))},
    {"game": "classic", "moves": [4, 0, 1, 2, 8, 6, 3, 5, 7], "resigned": "X"},  # after the end
])
def test_an_illegal_game_is_refused(changes: dict[str, object]) -> None:
    with pytest.raises(Refused) as refused:
        parse(game_text(**changes))
    assert refused.value.message.key == "live.refused.game"


@pytest.mark.parametrize("changes", [
    {"game": "chess"}, {"round": 0}, {"round": 10_000}, {"x": "c"}, {"resigned": "x"},
    {"names": ["a"]}, {"names": ["a", 5]}, {"names": ["", "x" * 25]}, {"names": ["", "a\nb"]},
    {"series": "Qk3xZ09a!"},
])
def test_a_game_of_the_wrong_shape_is_refused(changes: dict[str, object]) -> None:
    with pytest.raises(Refused):
        parse(game_text(**changes))


@settings(max_examples=400, deadline=None)
@given(st.text(max_size=1200))
def test_any_text_is_read_or_refused_never_anything_else(text: str) -> None:
    try:
        read = parse(text)
    except Refused as no:
        assert no.message is not None  # a refusal names what is wrong
        return
    assert read == parse(text)  # what is read is read the same way again


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**20), 10**20) | st.floats() | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=5),
    max_leaves=30)
KEYS = st.sampled_from(["hello", "game", "undo", "answer", "say", "x"])


@settings(max_examples=400, deadline=None)
@given(KEYS, st.dictionaries(st.sampled_from(["role", "series", "name", "game", "round", "x",
                                              "moves", "resigned", "names", "ply", "yes",
                                              "id"]), JSON, max_size=8))
def test_any_message_shaped_json_is_read_or_refused(kind: str, fields: dict[str, object]
                                                    ) -> None:
    text = json.dumps({"v": 1, "k": kind, **fields})
    try:
        said = parse(text)
    except Refused:
        return
    assert parse(dump(said)) == said  # what is taken is what it says


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 10_000), st.integers(1, 9999))
def test_every_legal_game_is_taken(seed: int, number: int) -> None:
    moves = random_game(seed, "classic" if seed % 3 == 0 else "ultimate")
    game = Game("classic" if seed % 3 == 0 else "ultimate", SERIES, number, "b", moves)
    assert parse(dump(game)) == game


def test_every_refusal_and_preset_is_said_in_every_language() -> None:
    keys = {"live.refused." + k for k in ("size", "unreadable", "newer", "preset", "game")}
    keys |= {f"live.preset.{p}" for p in PRESETS}
    for language in languages():
        for key in keys:
            assert key in TABLES[language] or key in TABLES["en"]
            assert translate(language, Refused(key).message) != key


def test_the_bucket_takes_a_burst_then_a_steady_rate() -> None:
    bucket, taken = Bucket.full(0.0), 0
    for _ in range(BURST + 5):
        bucket, ok = bucket.take(0.0)
        taken += ok
    assert taken == BURST
    for second in range(1, 11):  # RATE a second for as long as it lasts
        for _ in range(int(RATE)):
            bucket, ok = bucket.take(float(second))
            assert ok
        assert not bucket.take(float(second))[1]
    assert not Bucket(0.0, 10.0).take(5.0)[1]  # a clock that goes back refills nothing


def test_a_room_from_fresh_randomness_and_its_invite() -> None:
    room = room_for("91b7584a2265b1f5", SERIES)
    assert room == room_for("91b7584a2265b1f5", SERIES) != room_for("91b7584a2265b1f6", SERIES)
    assert room.secret != room_for("91b7584a2265b1f5", "Qk3xZ09b").secret
    assert read_token(room.token) == room
    fragment = with_room("t1.pua-.Qk3xZ09a.1.0....Xy", room, "b")
    assert split_room("https://x.org/#" + fragment) == ("https://x.org/#t1.pua-.Qk3xZ09a.1.0....Xy",
                                                        room, "b")
    for damaged in (fragment + "x", fragment.replace(".b", ".z"), fragment[:-4]):
        assert split_room(damaged)[1:] == (None, None)
