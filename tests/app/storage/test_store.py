"""Save format: round trips, migration, and loads of hostile text that never raise."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from uttt.app.core.keys import storage_key
from uttt.app.core.vocabulary import COLOURS, GAMES, LEVELS, MODES
from uttt.app.round.match import Match
from uttt.app.round.record import MatchRecord
from uttt.app.round.rules import replay
from uttt.app.scores.book import TABLES, Result, ScoreBook, normalize
from uttt.app.storage.save import (
    SCHEMA_VERSION,
    SPEEDS,
    TURN_TIMERS,
    SavedState,
    Settings,
    dump,
    load,
    merge_into,
    restore,
    saved_state,
)
from uttt.app.texts.i18n import languages
from uttt.frozen import replace

ROUND = "00000000000000aa"
X_WINS_CLASSIC = [4, 0, 2, 6, 3, 8, 5]


def valid(state: SavedState) -> bool:
    """A state is valid when it survives a save and load untouched."""
    again = load(dump(state))
    return again.state == state and again.problems == ()


round_ids = st.integers(0, 2**64 - 1).map(lambda n: f"{n:016x}")


@st.composite
def records(draw: st.DrawFn) -> MatchRecord:
    game = draw(st.sampled_from(GAMES))
    rng = random.Random(draw(st.integers(0, 10**6)))
    board = replay(game, [])
    for _ in range(draw(st.integers(0, 81))):
        if board.outcome() is not None:
            break
        board.push(rng.choice(board.legal_moves()))
    mode = draw(st.sampled_from(MODES))
    opener = draw(st.sampled_from(COLOURS))
    record = MatchRecord(
        draw(round_ids),
        game,
        mode,
        draw(st.sampled_from(LEVELS)),
        draw(st.integers(1, 1000)),
        opener,
        tuple(board.moves),
        red_level=draw(st.sampled_from(LEVELS)) if mode == "cvc" else "beginner",
        taken=draw(st.sampled_from([None, *COLOURS])) if mode == "cvc" else None,
    )
    if board.outcome() is None and draw(st.booleans()):
        to_move = opener if board.turn == "X" else ("blue" if opener == "red" else "red")
        loser = {"computer": "red", "two_players": to_move, "cvc": record.taken}[mode]
        record = MatchRecord(**{**record.__dict__, "resigned_by": loser})
    return record


@st.composite
def states(draw: st.DrawFn) -> SavedState:
    match = draw(st.none() | records())
    s = Settings(
        draw(st.booleans()),
        draw(st.sampled_from(["two_players", "computer"])),
        draw(st.sampled_from(LEVELS)),
        draw(st.sampled_from(["ultimate", "classic"])),
        draw(st.sampled_from(["auto", *languages()])),
        draw(st.sampled_from(TURN_TIMERS)),
    )
    if match is not None:
        s = Settings(
            s.alternate_starter, match.mode, match.level, match.game, s.language, s.turn_timer,
            match.red_level if match.mode == "cvc" else s.red_level,
        )
    s = replace(s, speed=draw(st.sampled_from(list(SPEEDS))), live_eval=draw(st.booleans()))
    results = draw(
        st.lists(
            st.builds(
                Result,
                round_ids,
                st.integers(1, 10**6),
                st.sampled_from(TABLES),
                st.sampled_from(["red", "blue", None]),
            ),
            max_size=30,
        )
    )
    return SavedState(s, match, normalize(ScoreBook(recent=tuple(results))))


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=12), inner, max_size=5)
    ),
    max_leaves=30,
)


class TestRoundTrip:
    @settings(max_examples=60, deadline=None)
    @given(states())
    def test_load_dump(self, state: SavedState) -> None:
        result = load(dump(state))
        assert result.state == state
        assert result.problems == () and result.backup is None

    def test_defaults(self) -> None:
        assert load(None) == load(dump(SavedState()))
        assert json.loads(dump(SavedState()))["schema"] == SCHEMA_VERSION

    def test_keys_prefixed(self) -> None:
        assert storage_key("state", "a/") == "a/uttt:v1:state" != storage_key("state", "b/")
        assert storage_key("backup") == "uttt:v1:backup"

    def test_match_restored_and_saved(self) -> None:
        match = Match.new(ROUND, game="classic", mode="computer", level="master")
        for m in X_WINS_CLASSIC:
            match.play(m)
        settings_ = Settings(mode="computer", level="master", game="classic")
        state = load(dump(saved_state(match, settings_))).state
        again = restore(state, "ffffffffffffffff")
        assert again.record() == match.record() and again.tally().wins == 1

    def test_restore_without_match_starts_round_one(self) -> None:
        state = SavedState(Settings(game="classic", mode="computer"))
        match = restore(state, ROUND)
        assert (match.game, match.mode, match.round_id, match.ply) == (
            "classic",
            "computer",
            ROUND,
            0,
        )


class TestNeverTrust:
    @settings(max_examples=150, deadline=None)
    @given(st.text(max_size=300))
    def test_arbitrary_text(self, text: str) -> None:
        assert valid(load(text).state)

    @settings(max_examples=150, deadline=None)
    @given(json_values)
    def test_arbitrary_json(self, value: object) -> None:
        assert valid(load(json.dumps(value)).state)

    @settings(max_examples=150, deadline=None)
    @given(states(), st.sampled_from(["settings", "match", "scores", "schema"]), json_values)
    def test_tampered_section(self, state: SavedState, section: str, value: object) -> None:
        doc = json.loads(dump(state))
        doc[section] = value
        assert valid(load(json.dumps(doc)).state)

    @settings(max_examples=150, deadline=None)
    @given(states(), st.data())
    def test_tampered_field(self, state: SavedState, data: st.DataObject) -> None:
        doc = json.loads(dump(state))
        section = data.draw(st.sampled_from(["settings", "match", "scores"]))
        if isinstance(doc[section], dict) and doc[section]:
            key = data.draw(st.sampled_from(sorted(doc[section])))
            doc[section][key] = data.draw(json_values)
        result = load(json.dumps(doc))
        assert valid(result.state)
        assert (result.backup is not None) == bool(result.problems)

    def test_illegal_moves_keep_legal_prefix(self) -> None:
        doc = json.loads(dump(saved_state(Match.new(ROUND), Settings())))
        doc["match"]["moves"] = [40, 36, 40, 0]
        result = load(json.dumps(doc))
        assert result.state.match is not None and result.state.match.moves == (40, 36)
        assert result.problems == ("match.illegal_moves",)
        assert result.backup == json.dumps(doc)

    def test_nan_huge_numbers_and_strings(self) -> None:
        text = (
            '{"schema": 1, "settings": {"turn_timer": NaN, "language": "' + "x" * 10000 + '"},'
            ' "scores": {"base": {"ultimate/two_players": [1' + "0" * 5000 + ", 0, 0]},"
            ' "recent": [["00000000000000aa", Infinity, "ultimate/two_players", "red"]]}}'
        )
        result = load(text)  # an old save: its player has been offered the tour
        assert result.state == SavedState(settings=Settings(tour="done"))
        assert set(result.problems) == {"settings.invalid", "scores.invalid"}

    def test_deep_nesting(self) -> None:
        for text in [
            "[" * 100000 + "]" * 100000,
            '{"schema": 1, "match": ' + "[" * 5000 + "]" * 5000 + "}",
        ]:
            assert valid(load(text).state)

    def test_too_large(self) -> None:
        text = " " * (300 * 1024)
        result = load(text)
        assert result.problems == ("store.too_large",)
        assert result.backup == text  # set aside under the backup key, not just dropped

    def test_bool_is_not_an_int(self) -> None:
        result = load('{"schema": true, "settings": {"turn_timer": false}}')
        assert result.problems == ("store.unknown_version",)
        assert load('{"schema": 1, "settings": {"turn_timer": false}}').problems == (
            "settings.invalid",
        )

    def test_newer_version_is_read_but_never_set_aside(self) -> None:
        doc = json.loads(dump(SavedState(Settings(language="pt-PT"))))
        doc["schema"] = SCHEMA_VERSION + 1
        doc["rating"] = {"elo": 1500}
        result = load(json.dumps(doc))
        assert result.state.settings.language == "pt-PT"
        assert result.newer and result.problems == () and result.backup is None

    def test_current_and_older_versions_are_not_newer(self) -> None:
        assert not load(dump(SavedState())).newer
        assert not load('{"schema": 1, "settings": {}}').newer
        assert not load("{oops").newer

    def test_settings_follow_the_saved_round(self) -> None:
        doc = json.loads(dump(saved_state(Match.new(ROUND, mode="computer"), Settings())))
        result = load(json.dumps(doc))
        assert result.state.settings.mode == "computer"
        assert result.problems == ("settings.conformed",)


V0 = {
    "version": 0,
    "mode": "computer",
    "level": "master",
    "alternate": True,
    "round": 2,
    "moves": [40, 36],
    "scores": {"red": 2, "blue": 1, "draws": 0},
    "computer": {"master": {"wins": 1, "losses": 0, "draws": 2}, "bogus": {"wins": 3}},
}


class TestMigration:
    def test_from_pre_release(self) -> None:
        text = json.dumps(V0)
        result = load(text)
        state = result.state
        assert result.migrated_from == 0 and result.backup == text
        assert (state.settings.mode, state.settings.level) == ("computer", "master")
        assert state.match is not None
        assert (state.match.moves, state.match.opener, state.match.round_number) == (
            (40, 36),
            "blue",
            2,
        )
        assert state.scores.tally("ultimate/two_players").red == 2
        assert state.scores.tally("ultimate/computer/master").draws == 2
        assert result.problems == ("scores.invalid",)  # the bogus level
        assert load(text).state.match == state.match  # same id in every tab
        assert valid(state)

    @settings(max_examples=100, deadline=None)
    @given(st.sampled_from(sorted(V0)), json_values)
    def test_tampered_pre_release(self, key: str, value: object) -> None:
        doc = {**V0, key: value}
        assert valid(load(json.dumps(doc)).state)


class TestTwoTabs:
    def test_merge_into_keeps_both_results_and_own_match(self) -> None:
        a = Match.new(ROUND, game="classic")
        b = Match.new("00000000000000bb", game="classic")
        for m in X_WINS_CLASSIC:
            a.play(m)
            b.play(m)
        storage = dump(merge_into(saved_state(a, Settings(game="classic")), None))
        written = merge_into(saved_state(b, Settings(game="classic")), storage)
        assert written.match == b.record()
        assert written.scores.tally("classic/two_players").red == 2
        again = merge_into(load(dump(written)).state, dump(written))
        assert again.scores == written.scores
