"""Schema 2 of the save: the turn clock and the rating, and the migration from schema 1."""

from __future__ import annotations

import json

from uttt.app.rating.elo import WIN, RatingBook
from uttt.app.round.clock import TurnClock
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.storage.save import SCHEMA_VERSION, SavedState, Settings, dump, load, merge_into
from uttt.frozen import replace

ROUND = "00000000000000aa"

SCHEMA_1 = {
    "schema": 1,
    "settings": {"alternate_starter": False, "mode": "two_players", "level": "beginner",
                 "game": "ultimate", "language": "pt-PT", "turn_timer": 30},
    "match": {"round_id": ROUND, "game": "ultimate", "mode": "two_players",
              "level": "beginner", "round": 2, "opener": "red", "moves": [40, 36],
              "resigned_by": None},
    "scores": {"base": {"ultimate/two_players": [3, 1, 0]}, "horizon": None, "recent": []},
}


def test_schema_1_still_loads_whole() -> None:
    result = load(json.dumps(SCHEMA_1))
    assert result.migrated_from == 1 and result.problems == ()
    state = result.state
    assert state.settings == Settings(alternate_starter=False, language="pt-PT", turn_timer=30,
                                     tour="done")
    assert state.match is not None and state.match.moves == (40, 36)
    assert state.scores.tally("ultimate/two_players").red == 3
    assert state.clock is None and state.rating == RatingBook()
    assert result.backup == json.dumps(SCHEMA_1)  # the old text is set aside once


def test_schema_0_goes_through_1_to_2() -> None:
    result = load(json.dumps({"version": 0, "mode": "two_players", "level": "beginner",
                              "round": 1, "moves": [40], "scores": {"red": 1}}))
    assert result.migrated_from == 0 and result.state.match is not None
    assert json.loads(dump(result.state))["schema"] == SCHEMA_VERSION == 7


def test_clock_and_rating_round_trip() -> None:
    state = SavedState(Settings(turn_timer=60), MatchRecord(ROUND, moves=(40,)), ScoreBook(),
                       TurnClock(ROUND, 1, 1_764_680_000.5),
                       RatingBook().record("b" * 16, "master", WIN))
    back = load(dump(state))
    assert back.problems == () and back.backup is None
    assert back.state.clock == state.clock
    assert back.state.rating.rating == state.rating.rating


def test_a_damaged_clock_or_rating_is_reported_and_dropped() -> None:
    doc = json.loads(dump(SavedState()))
    doc["clock"] = {"round_id": ROUND, "ply": "x", "started_ms": 1}
    doc["rating"] = {"base_centi": "lots"}
    result = load(json.dumps(doc))
    assert set(result.problems) == {"clock.invalid", "rating.invalid"}
    assert result.state.clock is None and result.state.rating == RatingBook()


def test_saving_merges_another_tabs_rating() -> None:
    stored = dump(SavedState(rating=RatingBook().record("c" * 16, "beginner", WIN)))
    mine = SavedState(rating=RatingBook().record("d" * 16, "master", WIN))
    written = merge_into(mine, stored)
    assert written.rating.games == 2 and not written.rating.pending


def test_a_schema_2_save_from_before_the_ledger_loads_whole() -> None:
    # Written by the code before scores and rating shared uttt.app.scores.ledger: same shape.
    doc = {
        "schema": 2, "settings": {}, "match": None, "clock": None,
        "scores": {"base": {"ultimate/two_players": [3, 1, 0]}, "horizon": [4, "0" * 15 + "4"],
                   "recent": [["0" * 15 + "5", 5, "ultimate/two_players", None]]},
        "rating": {"base_centi": 103_250, "folded": 12, "horizon": [12, "0" * 15 + "c"],
                   "recent": [["0" * 15 + "d", 13, "master", 2]]},
    }
    result = load(json.dumps(doc))
    assert result.problems == () and result.migrated_from == 2  # to schema 3: rows get a game
    assert result.state.scores.tally("ultimate/two_players").total == 5
    assert result.state.rating.games == 13 and result.state.rating.ratings()[0] == 1032.5
    assert json.loads(dump(result.state))["rating"] == {
        **doc["rating"], "bases": {"classic": [100_000, 0]},  # type: ignore[dict-item]
        "recent": [["0" * 15 + "d", 13, "master", 2, "ultimate"]]}
    assert json.loads(dump(result.state))["scores"] == doc["scores"]


def test_a_schema_5_save_moves_to_6_so_an_older_tab_never_drops_the_rating_against_people(
) -> None:
    old = json.dumps({"schema": 5, "settings": {"language": "en", "tour": "done"},
                      "match": None})
    result = load(old)
    assert result.migrated_from == 5 and result.problems == ()
    assert result.state.settings == Settings(language="en", tour="done")
    assert json.loads(dump(result.state))["schema"] == 7
    rated = replace(result.state, settings=replace(result.state.settings,
                                                   people=(162000, 8000, 60000, 3)))
    assert '"people"' in dump(rated)  # what a schema 5 page would drop: it reads 6 as newer
