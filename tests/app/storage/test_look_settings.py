"""The settings of how the page looks and sounds (theme, palette, coordinates, sound):
older saves load with their defaults, a save that never changed them is written as the
earlier release wrote it, each value goes round the save, a wrong one is set aside."""

from __future__ import annotations

import json

import pytest

from uttt.app.features.looks import form as settings_form
from uttt.app.storage.save import SavedState, Settings, dump, load

OLD_SAVES = {
    0: {"version": 0, "mode": "computer", "level": "master", "alternate": True,
        "round": 1, "moves": [40]},
    1: {"schema": 1, "settings": {"alternate_starter": True, "mode": "two_players",
                                  "level": "beginner"}, "match": None},
    2: {"schema": 2, "settings": {"game": "classic", "language": "en", "turn_timer": 30},
        "match": None, "clock": None, "rating": None},
    3: {"schema": 3, "settings": {"live_eval": True}, "match": None},
}


@pytest.mark.parametrize("version", list(OLD_SAVES))
def test_an_older_save_loads_with_the_defaults(version: int) -> None:
    result = load(json.dumps(OLD_SAVES[version]))
    settings = result.state.settings
    assert (settings.theme, settings.palette, settings.coordinates, settings.sound) == (
        "system", "standard", False, True)
    assert not any(p.startswith("settings") for p in result.problems)


def test_defaults_are_not_written() -> None:
    assert not {"theme", "palette", "coordinates", "sound"} & set(
        json.loads(dump(SavedState()))["settings"])


@pytest.mark.parametrize(("name", "raw", "value"), [
    ("theme", "dark", "dark"), ("theme", "light", "light"),
    ("palette", "colourblind", "colourblind"), ("coordinates", "on", True),
    ("sound", "off", False)])
def test_each_choice_goes_round_the_save(name: str, raw: str, value: object) -> None:
    settings = settings_form.parse(Settings(), name, raw)
    assert settings is not None and getattr(settings, name) == value
    assert settings_form.form_values(settings)[name] == raw
    assert load(dump(SavedState(settings=settings))).state.settings == settings


@pytest.mark.parametrize(("name", "raw"), [("theme", "sepia"), ("palette", "green"),
                                           ("sound", "loud")])
def test_a_value_the_panel_does_not_offer_changes_nothing(name: str, raw: str) -> None:
    assert settings_form.parse(Settings(), name, raw) is None


def test_a_wrong_saved_value_is_set_aside() -> None:
    doc = {"schema": 3, "settings": {"theme": "neon", "sound": "yes", "palette": "colourblind"},
           "match": None}
    result = load(json.dumps(doc))
    assert result.problems == ("settings.invalid",) and result.backup is not None
    assert (result.state.settings.theme, result.state.settings.sound,
            result.state.settings.palette) == ("system", True, "colourblind")
