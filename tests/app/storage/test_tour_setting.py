"""The first-game tour's offer in the save (schema 5): a new player is offered it, the
answer is kept, and an older save (a player who has been here) is not offered it again."""

from __future__ import annotations

import json

from uttt.app.storage.save import SCHEMA_VERSION, SavedState, Settings, dump, load


def test_a_new_player_is_offered_the_tour() -> None:
    assert Settings().tour == "offer"
    assert json.loads(dump(SavedState()))["settings"]["tour"] == "offer"


def test_the_answer_is_kept() -> None:
    state = SavedState(Settings(tour="done"))
    result = load(dump(state))
    assert result.state.settings.tour == "done" and result.problems == ()


def test_a_schema_4_save_loads_whole_without_the_offer() -> None:
    doc = {"schema": 4, "settings": {"alternate_starter": True, "mode": "two_players",
                                     "level": "beginner", "game": "ultimate",
                                     "language": "en", "turn_timer": 0},
           "match": {"round_id": "a" * 16, "game": "ultimate", "mode": "two_players",
                     "level": "beginner", "round": 1, "opener": "red", "moves": [40, 36],
                     "resigned_by": None},
           "scores": {"base": {}, "horizon": None, "recent": []}, "clock": None,
           "rating": None, "game_clock": None}
    result = load(json.dumps(doc))
    assert result.migrated_from == 4 and result.problems == ()
    assert result.state.settings == Settings(language="en", tour="done")
    assert result.state.match is not None and result.state.match.moves == (40, 36)
    assert json.loads(dump(result.state))["schema"] == SCHEMA_VERSION == 7


def test_a_bad_value_is_dropped_and_said() -> None:
    doc = json.loads(dump(SavedState()))
    doc["settings"]["tour"] = "maybe"
    result = load(json.dumps(doc))
    assert result.state.settings.tour == "offer" and "settings.invalid" in result.problems
