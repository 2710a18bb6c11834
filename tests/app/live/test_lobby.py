"""The lobby's rules: compatibility, the pairing every seeker computes alike (whatever
order it heard the seeks in, and from either side of a pair), stale seeks, the lobby's
messages read or refused and nothing else, and the rating against people (Glicko-2 on a
declared rating, saved in the settings and read back)."""

from __future__ import annotations

import contextlib
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from uttt.app.live.lobby import (
    STALE,
    Accept,
    Decline,
    Propose,
    Seek,
    Spoken,
    compatible,
    dump,
    fresh,
    pairing,
    parse,
    partner,
)
from uttt.app.live.protocol import Refused
from uttt.app.rating import people
from uttt.app.storage.save import SavedState, Settings, load
from uttt.app.storage.save import dump as dump_save

NONCES = st.text("0123456789abcdef", min_size=16, max_size=16)
SEEKS = st.builds(Seek, st.sampled_from(["ultimate", "classic"]),
                  st.sampled_from(["off", "3+2", "5+0", "10+5"]), st.booleans(),
                  st.integers(800, 2400), st.sampled_from([100, 300, 5000]), NONCES,
                  st.sampled_from(["", "Ana", "Bia Souza"]))
UNIQUE = st.lists(SEEKS, max_size=12, unique_by=lambda seek: seek.nonce)


def seek(nonce: str, rating: int = 1500, **change: object) -> Seek:
    fields: dict[str, object] = {"game": "ultimate", "clock": "off", "rated": True,
                                 "rating": rating, "band": 300, "nonce": nonce * 16}
    fields.update(change)
    return Seek(**fields)  # type: ignore[arg-type]


def test_compatible_needs_the_same_game_clock_and_rating_within_both_bands() -> None:
    a = seek("1")
    assert compatible(a, seek("2", 1800)) and not compatible(a, seek("2", 1801))
    assert not compatible(a, seek("2", band=100, rating=1650))  # outside the other's band
    assert not compatible(a, seek("2", game="classic"))
    assert not compatible(a, seek("2", clock="3+2"))
    assert not compatible(a, seek("2", rated=False))
    assert not compatible(a, a)


def test_the_two_lowest_compatible_nonces_pair_first() -> None:
    a, b, c, d = seek("1"), seek("2", 2000), seek("3"), seek("4", 2100)
    assert pairing([d, c, b, a]) == {a.nonce: c.nonce, c.nonce: a.nonce,
                                     b.nonce: d.nonce, d.nonce: b.nonce}


@given(UNIQUE, st.randoms())
def test_every_seeker_computes_the_same_pairing(seeks: list[Seek], rng: object) -> None:
    shuffled = list(seeks)
    rng.shuffle(shuffled)  # type: ignore[attr-defined]
    pairs = pairing(seeks)
    assert pairing(shuffled) == pairs
    for mine, theirs in pairs.items():
        assert pairs[theirs] == mine  # both sides agree
        a, b = (next(s for s in seeks if s.nonce == n) for n in (mine, theirs))
        assert compatible(a, b)
    for s in seeks:  # and each side finds the other from its own view
        others = [o for o in seeks if o is not s]
        found = partner(s, others)
        assert (found.nonce if found else None) == pairs.get(s.nonce)


@given(UNIQUE)
def test_no_two_unpaired_seekers_are_compatible(seeks: list[Seek]) -> None:
    pairs = pairing(seeks)
    alone = [s for s in seeks if s.nonce not in pairs]
    assert not any(compatible(a, b) for a in alone for b in alone)


def test_a_seek_goes_stale_after_seventy_five_seconds() -> None:
    heard = {"a": 100.0, "b": 100.0 + STALE / 2}
    assert fresh(heard, 100.0 + STALE - 1) == {"a", "b"}
    assert fresh(heard, 100.0 + STALE) == {"b"}


MESSAGES: list[Spoken] = [
    seek("a"), seek("b", name="Bia Souza", clock="10+5", rated=False, band=5000),
    Propose("a" * 16, "b" * 16, "SOGP1SK7.wI5T4gi2t-8ealKS", "Qk3xZ09a", "you"),
    Accept("a" * 16, "b" * 16), Decline("b" * 16, "a" * 16),
]


@pytest.mark.parametrize("said", MESSAGES)
def test_every_lobby_message_round_trips(said: Spoken) -> None:
    assert parse(dump(said)) == said
    assert len(dump(said)) < 300


@pytest.mark.parametrize("text", [
    "", "[]", "nonsense", '{"v":2,"k":"seek"}', '{"v":1,"k":"hello"}',
    '{"v":1,"k":"seek","game":"chess","clock":"off","rated":true,"rating":1,"band":1,'
    '"nonce":"0000000000000000","name":""}',
    '{"v":1,"k":"seek","game":"classic","clock":"custom","rated":true,"rating":1,"band":1,'
    '"nonce":"0000000000000000","name":""}',
    '{"v":1,"k":"seek","game":"classic","clock":"off","rated":1,"rating":1,"band":1,'
    '"nonce":"0000000000000000","name":""}',
    '{"v":1,"k":"seek","game":"classic","clock":"off","rated":true,"rating":-5,"band":1,'
    '"nonce":"0000000000000000","name":""}',
    '{"v":1,"k":"seek","game":"classic","clock":"off","rated":true,"rating":5,"band":1,'
    '"nonce":"XYZ","name":""}',
    '{"v":1,"k":"propose","to":"0000000000000000","nonce":"0000000000000001",'
    '"room":"short.x","series":"Qk3xZ09a","x":"you"}',
    '{"v":1,"k":"accept","to":"0000000000000000"}', "x" * 1000,
])
def test_malformed_lobby_messages_are_refused(text: str) -> None:
    with pytest.raises(Refused):
        parse(text)


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=20),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=12)


@settings(max_examples=300)
@given(st.sampled_from(["seek", "propose", "accept", "decline", "x"]),
       st.dictionaries(st.sampled_from(["to", "nonce", "room", "series", "x", "game", "clock",
                                        "rated", "rating", "band", "name"]), JSON))
def test_any_json_is_read_or_refused_and_nothing_else(kind: str, body: dict[str, object]
                                                      ) -> None:
    with contextlib.suppress(Refused):
        said = parse(json.dumps({"v": 1, "k": kind, **body}))
        assert parse(dump(said)) == said


def test_a_win_a_draw_and_a_loss_move_the_rating_as_glicko_says() -> None:
    start = people.START
    won, drawn, lost = (people.after_game(start, 1500, score)
                        for score in (people.WIN, people.DRAW, people.LOSS))
    assert lost.rating < drawn.rating == start.rating < won.rating
    assert won.rating - 1500 == pytest.approx(1500 - lost.rating)
    assert won.glicko.deviation < start.glicko.deviation
    stronger = people.after_game(start, 1900, people.WIN)
    assert stronger.rating > won.rating  # beating a higher declared rating gains more


def test_the_rating_is_saved_in_the_settings_and_read_back() -> None:
    rating = people.after_game(people.START, 1700, people.WIN)
    state = SavedState(settings=Settings(people=people.to_setting(rating)))
    loaded = load(dump_save(state))
    assert loaded.problems == () and loaded.state.settings.people == people.to_setting(rating)
    assert '"people"' not in dump_save(SavedState())  # an old save stays as it was
    doc = json.loads(dump_save(state))
    doc["settings"]["people"] = [1, 2, "x", 4]
    bad = load(json.dumps(doc))
    assert bad.state.settings.people == people.DEFAULT_SETTING
    assert "settings.invalid" in bad.problems
