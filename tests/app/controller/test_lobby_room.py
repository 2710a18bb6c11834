"""The lobby in memory: seekers' devices, each a ``Runner`` with a ``MemoryEdge``, in the
in-memory rooms of ``tests/live_room.py``. Two compatible seekers of three are paired
and play in a room of their own while the third stays and sees the count drop; a rated
game's end goes into each side's rating once; a proposal to a paired seeker is
declined; malformed, flooding and stale seekers are refused or dropped."""

from __future__ import annotations

import json

from tests.app.controller.test_live_room import game, move
from tests.live_room import Rooms
from uttt.app.controller.runner import MemoryEdge, Runner
from uttt.app.features.links.events import SetName
from uttt.app.features.links.start import boot_friends
from uttt.app.features.lobby.talk import nonce_of
from uttt.app.features.lobby.view import looking
from uttt.app.features.play.events import Tick
from uttt.app.live.lobby import LOBBY, STALE, Decline, Propose, Seek, dump, parse
from uttt.app.model.app import App
from uttt.app.model.events import Click
from uttt.app.page.view import page_view
from uttt.app.rating import people
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.storage.save import Settings
from uttt.app.texts.i18n import message
from uttt.frozen import replace

URL = "https://example.org/uttt/"
SEEDS = {"ana": "1111111111111111", "bia": "2222222222222222", "cy": "3333333333333333"}


def device(consent: bool = True) -> Runner:
    app = App.start(MatchRecord("00000000000000aa"), ScoreBook(), width=360, height=360)
    app = replace(app, settings=Settings(live_consent=consent))
    return Runner(boot_friends(app, None, page_url=URL + "#x").app, MemoryEdge())


def click(rooms: Rooms, name: str, button: str) -> None:
    rooms.tick(0.5)
    rooms.dispatch(name, Click(button, rooms.time, SEEDS.get(name, "4444444444444444")))


def seek(rooms: Rooms, name: str, *buttons: str) -> None:
    """``name`` opens the lobby's choice, picks ``buttons``, and looks for an opponent."""
    rooms.dispatch(name, SetName(name.title()))
    click(rooms, name, "lobby")
    for button in buttons:
        click(rooms, name, button)
    click(rooms, name, "lobby_seek")


def tick(rooms: Rooms, seconds: float) -> None:
    rooms.tick(seconds)
    for name in rooms.devices:
        rooms.dispatch(name, Tick(rooms.time, rooms.wall))


def lobby_ids(rooms: Rooms, name: str) -> dict[str, dict[str, object]]:
    ids: dict[str, dict[str, object]] = page_view(rooms.devices[name].app, rooms.wall)[
        "live"]["ids"]
    return ids


def count(rooms: Rooms, name: str) -> tuple[int, int]:
    return looking(rooms.devices[name].app, rooms.wall)


def three() -> Rooms:
    rooms = Rooms()
    for name in ("ana", "bia", "cy"):
        rooms.add(name, device())
    return rooms


def test_two_compatible_seekers_of_three_are_paired_and_play() -> None:
    rooms = three()
    seek(rooms, "cy", "lobby_game_classic")
    seek(rooms, "ana")
    assert rooms.members(LOBBY.room) == ["cy", "ana"]
    assert count(rooms, "cy") == (2, 2)
    assert "2 looking for an opponent" in str(lobby_ids(rooms, "cy")["lobby-count"]["text"])
    seek(rooms, "bia")
    # ana and bia want the same game: paired at once, both gone to a room of their own
    assert rooms.members(LOBBY.room) == ["cy"]
    assert count(rooms, "cy") == (1, 1)
    assert rooms.devices["cy"].app.lobby.seeking is not None
    heard = [parse(text) for _, to, text in rooms.said if to == "cy"]
    assert {said.nonce for said in heard if isinstance(said, Seek)} == {
        nonce_of(SEEDS[name]) for name in ("ana", "bia")}
    room = rooms.where["ana"][0]
    assert room != LOBBY.room and rooms.where["bia"][0] == room
    ana, bia = game(rooms, "ana"), game(rooms, "bia")
    assert ana.key == bia.key and ana.variant == "ultimate" and ana.me != bia.me
    assert ana.x_holder == bia.x_holder
    assert rooms.devices["ana"].app.live.opponent == rooms.peer_of("bia")
    assert rooms.devices["bia"].app.live.opponent == rooms.peer_of("ana")
    shown = lobby_ids(rooms, "ana")["lobby-opponent"]
    assert shown["hidden"] is False and "Bia" in str(shown["text"]) and "1500" in str(shown["text"])
    assert "unverified" in str(shown["text"])
    first = "ana" if ana.my_symbol == "X" else "bia"
    second = "bia" if first == "ana" else "ana"
    move(rooms, first, 40)
    move(rooms, second, 36)
    assert game(rooms, "ana").moves == game(rooms, "bia").moves == (40, 36)


def test_a_rated_game_goes_into_both_ratings_once() -> None:
    rooms = three()
    seek(rooms, "ana")
    seek(rooms, "bia")
    click(rooms, "ana", "resign")
    click(rooms, "ana", "resign")  # confirmed
    assert game(rooms, "ana").is_over and game(rooms, "bia").is_over
    ana = people.from_setting(rooms.devices["ana"].app.settings.people)
    bia = people.from_setting(rooms.devices["bia"].app.settings.people)
    assert (ana.games, bia.games) == (1, 1)
    assert ana.rating < 1500 < bia.rating
    tick(rooms, 5.0)
    move(rooms, "bia", 40)  # nothing more changes it
    assert people.from_setting(rooms.devices["ana"].app.settings.people).games == 1


def test_an_unrated_choice_leaves_the_rating_alone() -> None:
    rooms = three()
    seek(rooms, "ana", "lobby_rated")
    seek(rooms, "bia", "lobby_rated")
    click(rooms, "ana", "resign")
    click(rooms, "ana", "resign")
    assert game(rooms, "bia").is_over
    assert rooms.devices["bia"].app.settings.people == people.DEFAULT_SETTING


def test_different_clocks_are_not_paired() -> None:
    rooms = three()
    seek(rooms, "ana", "lobby_clock_3_2")
    seek(rooms, "bia", "lobby_clock_5_0")
    assert rooms.members(LOBBY.room) == ["ana", "bia"]
    assert count(rooms, "ana") == (2, 2)


def test_a_game_with_a_clock_begins_with_it_on_both_devices() -> None:
    rooms = three()
    seek(rooms, "ana", "lobby_clock_3_2")
    seek(rooms, "bia", "lobby_clock_3_2")
    for name in ("ana", "bia"):
        control = rooms.devices[name].app.live.control
        assert control is not None and control[1] == (180, 2)


def test_a_proposal_to_a_paired_seeker_is_declined() -> None:
    rooms = three()
    seek(rooms, "ana")
    ana = rooms.devices["ana"].app.lobby.seeking
    assert ana is not None
    stranger = Seek("ultimate", "off", True, 1500, 300, "0000000000000001", "Zed")
    rooms.speak("zed", "ana", dump(stranger))
    # ana's nonce is higher: zed is the one to propose
    offer = Propose(ana.nonce, stranger.nonce, "SOGP1SK7.wI5T4gi2t-8ealKS", "Qk3xZ09a", "me")
    rooms.speak("zed", "ana", dump(offer))
    assert rooms.devices["ana"].app.lobby.accepted is not None
    rooms.speak("zed", "ana", dump(offer))  # again, or another's: ana is taken
    sent = [parse(text) for args in rooms.edge("ana").posted("live-send")
            for _, text in json.loads(str(args[0]))]
    assert Decline(stranger.nonce, ana.nonce) in sent  # zed is no device: posted only
    assert rooms.devices["ana"].app.lobby.seeking is not None


def test_malformed_and_flooding_seekers_are_refused_once() -> None:
    rooms = three()
    seek(rooms, "ana")
    rooms.speak("zed", "ana", '{"v":1,"k":"seek","game":"chess"}')
    assert message("live.refused.unreadable") in rooms.devices["ana"].app.notices
    rooms.speak("zed", "ana", '{"v":9,"k":"seek"}')
    assert count(rooms, "ana") == (2, 1)  # zed is here, but looks for nothing we know


def test_a_stale_seek_is_dropped() -> None:
    rooms = three()
    seek(rooms, "ana")
    rooms.dispatch("ana", Click("noop", rooms.time))
    stranger = Seek("classic", "off", False, 1500, 5000, "0000000000000001", "Zed")
    rooms.speak("zed", "ana", dump(stranger))
    assert count(rooms, "ana")[1] == 2
    tick(rooms, STALE / 2)
    assert count(rooms, "ana")[1] == 2
    tick(rooms, STALE / 2 + 1)
    assert count(rooms, "ana")[1] == 1
    assert "zed" not in rooms.devices["ana"].app.lobby.peers


def test_nothing_is_sent_with_live_play_off() -> None:
    rooms = Rooms()
    rooms.add("ana", device())
    runner = rooms.devices["ana"]
    runner.app = replace(runner.app, settings=replace(runner.app.settings, live_play=False))
    seek(rooms, "ana")
    assert rooms.edge("ana").posted("live-join") == []
    assert lobby_ids(rooms, "ana")["lobby-start"]["hidden"] is True


def test_seeking_the_first_time_is_the_consent() -> None:
    rooms = Rooms()
    rooms.add("ana", device(consent=False))
    click(rooms, "ana", "lobby")
    assert lobby_ids(rooms, "ana")["lobby-consent"]["hidden"] is False
    click(rooms, "ana", "lobby_seek")
    assert rooms.devices["ana"].app.settings.live_consent
    assert len(rooms.edge("ana").posted("live-join")) == 1
    click(rooms, "ana", "lobby_stop")
    assert rooms.members(LOBBY.room) == []


def test_every_element_the_lobby_view_patches_is_in_the_page() -> None:
    from tests.app.live.test_live_page import page_ids
    from uttt.app.features.lobby.view import ids
    from uttt.app.model.app import with_lobby
    app = device().app
    shown = {**ids(app, None, 0.0), **ids(with_lobby(app, choosing=True), None, 0.0)}
    assert set(shown) - set(page_ids()) == set()
