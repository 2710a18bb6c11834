"""What live play keeps: the consent and the switch in the settings (written only once
changed, so an older save stays what it was), each series' room with the link games
(read back, validated, merged between tabs, dropped with its series)."""

from __future__ import annotations

import json

from uttt.app.features.links.store import dump_friends, load_friends
from uttt.app.features.looks.form import form_values, parse
from uttt.app.friends import book as friends
from uttt.app.friends.bound import bounded
from uttt.app.live.room import room_for
from uttt.app.storage.save import SavedState, Settings, dump, load
from uttt.app.storage.tab_merge import merge_links
from uttt.frozen import replace

TOKEN = room_for("91b7584a2265b1f5", "Qk3xZ09a").token


def test_the_settings_keep_the_switch_and_the_consent() -> None:
    plain = json.loads(dump(SavedState()))["settings"]
    assert "live_play" not in plain and "live_consent" not in plain  # as the last release
    state = SavedState(Settings(live_play=False, live_consent=True))
    assert load(dump(state)).state.settings == state.settings
    doc = json.loads(dump(SavedState()))
    doc["settings"]["live_consent"] = "yes"
    result = load(json.dumps(doc))
    assert result.state.settings.live_consent is False and result.problems


def test_the_switch_is_a_checkbox_of_the_settings_panel() -> None:
    assert form_values(Settings())["live_play"] == "on"
    changed = parse(Settings(), "live_play", "off")
    assert changed is not None and not changed.live_play
    assert parse(Settings(), "live_play", "maybe") is None


def book_with_room() -> friends.FriendBook:
    book, game = friends.start(friends.FriendBook(), "ultimate", "Qk3xZ09a")
    return friends.with_room(book, game.series, TOKEN)


def test_the_rooms_are_saved_with_the_link_games_only_once_live() -> None:
    book, _ = friends.start(friends.FriendBook(), "ultimate", "Qk3xZ09a")
    assert "live" not in json.loads(dump_friends(book))  # a book that never went live
    live = book_with_room()
    assert json.loads(dump_friends(live))["live"] == {"Qk3xZ09a": TOKEN}
    assert load_friends(dump_friends(live)).book == live


def test_a_damaged_room_is_dropped_and_said() -> None:
    for damaged in ({"Qk3xZ09a": "not a room"}, {"bad": TOKEN}, ["x"]):
        doc = json.loads(dump_friends(book_with_room()))
        doc["live"] = damaged
        loaded = load_friends(json.dumps(doc))
        assert loaded.book.rooms == {} and loaded.problems == ("friends.invalid",)
        assert len(loaded.book.games) == 1  # the game itself is kept


def test_two_tabs_keep_every_room_and_the_bound_drops_it_with_its_series() -> None:
    mine = book_with_room()
    theirs, _ = friends.start(friends.FriendBook(), "classic", "Zz3xZ09a")
    other = room_for("0123456789abcdef", "Zz3xZ09a").token
    theirs = friends.with_room(theirs, "Zz3xZ09a", other)
    merged = merge_links(mine, theirs)
    assert merged.rooms == {"Qk3xZ09a": TOKEN, "Zz3xZ09a": other} == merge_links(theirs,
                                                                                  mine).rooms
    gone = replace(merged, games={k: g for k, g in merged.games.items() if k[0] == "Qk3xZ09a"})
    assert bounded(gone).book.rooms == {"Qk3xZ09a": TOKEN}
