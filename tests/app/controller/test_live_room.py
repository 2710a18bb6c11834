"""A whole live game in memory: two players' devices and a spectator's, each a ``Runner``
with a ``MemoryEdge``, joined by the in-memory room of ``tests/live_room.py``: the invite,
the moves both ways, the spectator following, undo asked and answered, presets, resign
and rematch, a dropped device that comes back, a hostile peer, a fork, the first-time
notice and the switch, a reload that rejoins, the offer to go on by link."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.helpers import WIN
from tests.live_room import Rooms
from uttt.app.controller.runner import MemoryEdge, Runner
from uttt.app.features.links.events import OpenLink, PickGame
from uttt.app.features.links.start import boot_friends
from uttt.app.features.live.events import LiveStatus
from uttt.app.features.live.state import LATE, LiveState
from uttt.app.features.play.events import PointerDown, PointerUp, Tick
from uttt.app.features.play.pointer import cell_centre
from uttt.app.friends.book import LinkGame
from uttt.app.live.protocol import PRESETS, Answer, Game, Hello, Say, Undo, dump
from uttt.app.model.app import App
from uttt.app.model.events import Click, SetOption
from uttt.app.page.view import page_view
from uttt.app.round.record import MatchRecord
from uttt.app.round.rules import new_board
from uttt.app.scores.book import ScoreBook
from uttt.app.storage.save import Settings
from uttt.app.texts.i18n import message
from uttt.frozen import replace

URL = "https://example.org/some/path/"
FRESH = "91b7584a2265b1f5"


def device(settings: Settings | None = None, friends: str | None = None,
           place: str | None = None) -> Runner:
    app = App.start(MatchRecord("00000000000000aa"), ScoreBook(), width=360, height=360)
    if settings is not None:
        app = replace(app, settings=settings)
    app = boot_friends(app, friends, page_url=URL + "#x", place=place).app
    return Runner(app, MemoryEdge())


def click(rooms: Rooms, name: str, button: str, fresh: str = FRESH) -> None:
    rooms.tick(0.5)
    rooms.dispatch(name, Click(button, rooms.time, fresh))


def shared(rooms: Rooms, name: str) -> str:
    return str(rooms.edge(name).posted("share")[-1][0])


def move(rooms: Rooms, name: str, cell: int) -> None:
    """The player of ``name`` taps ``cell`` (after the input lock of any last move)."""
    rooms.tick(1.0)
    x, y = cell_centre(rooms.devices[name].app, cell)
    rooms.devices[name].dispatch(PointerDown(x, y, rooms.time), wall=rooms.wall)
    rooms.dispatch(name, PointerUp(x, y, rooms.time + 0.05))


def game(rooms: Rooms, name: str) -> LinkGame:
    got = rooms.devices[name].app.link_game()
    assert got is not None
    return got


def shown(rooms: Rooms, name: str) -> dict[str, dict[str, object]]:
    ids: dict[str, dict[str, object]] = page_view(rooms.devices[name].app, rooms.wall)[
        "live"]["ids"]
    return ids


def clocks(rooms: Rooms, name: str) -> tuple[object, object]:
    """The live clocks a device shows: its player's, then the opponent's."""
    ids = shown(rooms, name)
    assert ids["live-clocks"]["hidden"] is False
    return ids["live-clock-me-time"]["text"], ids["live-clock-friend-time"]["text"]


def joined(rooms: Rooms) -> Rooms:
    """Ana starts a live game and sends the invite; Bia opens it and goes on."""
    click(rooms, "ana", "live")
    assert rooms.devices["ana"].app.live.asking
    assert rooms.edge("ana").posted("live-join") == []  # nothing before the notice is answered
    click(rooms, "ana", "live_go")
    assert len(rooms.edge("ana").posted("live-join")) == 1
    click(rooms, "ana", "live_share")
    invite = shared(rooms, "ana")
    assert invite.startswith(URL + "#t1.") and "&live=" in invite
    rooms.dispatch("bia", OpenLink(invite, "hash"))
    assert rooms.devices["bia"].app.live.asking and not rooms.edge("bia").posted("live-join")
    click(rooms, "bia", "live_go", "0123456789abcdef")
    return rooms


@pytest.fixture
def rooms() -> Rooms:
    made = Rooms()
    for name in ("ana", "bia", "cy"):
        made.add(name, device())
    return joined(made)


def test_a_whole_live_game_with_a_spectator(rooms: Rooms) -> None:
    ana, bia = rooms.devices["ana"].app, rooms.devices["bia"].app
    assert ana.live.opponent == rooms.peer_of("bia") and bia.live.opponent == rooms.peer_of("ana")
    assert game(rooms, "ana").key == game(rooms, "bia").key
    click(rooms, "ana", "live_watch")
    rooms.dispatch("cy", OpenLink(shared(rooms, "ana"), "hash"))
    click(rooms, "cy", "live_go")
    assert rooms.devices["cy"].app.live.joined is not None
    assert rooms.devices["cy"].app.live.joined.role == "watch"
    for ply, cell in enumerate(WIN):
        move(rooms, "ana" if ply % 2 == 0 else "bia", cell)
        assert game(rooms, "ana").moves == game(rooms, "bia").moves == tuple(WIN[:ply + 1])
        watching = rooms.devices["cy"].app.links.watching
        assert watching is not None and watching.moves == tuple(WIN[:ply + 1])
    assert (game(rooms, "ana").standing, game(rooms, "bia").standing) == ("won", "lost")
    assert shown(rooms, "ana")["live-peers"]["text"] == "1 spectator"
    saved = json.loads(rooms.edge("bia").friends or "{}")
    assert saved["games"][0]["moves"] == WIN and list(saved["live"].values())
    assert rooms.devices["cy"].app.links.book.games == {}  # a spectator keeps nothing


def test_with_the_friend_here_the_friend_box_sends_no_link_and_waits_for_a_move(
        rooms: Rooms) -> None:
    move(rooms, "ana", WIN[0])
    ana, bia = shown(rooms, "ana"), shown(rooms, "bia")
    for ids in (ana, bia):
        assert all(ids[name]["hidden"] is True for name in ("send_link", "share-url", "qr"))
    assert ana["friend-status"]["text"] == "Waiting for your friend to move."  # no name given
    assert bia["friend-status"]["text"].startswith("Your turn")
    rooms.drop("bia")
    assert shown(rooms, "ana")["send_link"]["hidden"] is False  # gone: the link again


def test_the_spectator_changes_nothing(rooms: Rooms) -> None:
    click(rooms, "ana", "live_watch")
    rooms.dispatch("cy", OpenLink(shared(rooms, "ana"), "hash"))
    click(rooms, "cy", "live_go")
    move(rooms, "ana", 40)
    cy = rooms.peer_of("cy")
    fake = Game("ultimate", game(rooms, "ana").series, 1, "a", (40, 36))
    rooms.speak(cy, "ana", dump(fake))
    assert game(rooms, "ana").moves == (40,)
    assert rooms.devices["ana"].app.notices[-1] == message("live.refused.watcher")


def test_undo_asked_then_accepted_or_refused(rooms: Rooms) -> None:
    move(rooms, "ana", 40)
    move(rooms, "bia", 36)
    assert shown(rooms, "bia")["live_undo"]["hidden"] is False
    click(rooms, "bia", "live_undo")
    assert rooms.devices["ana"].app.live.request == 2
    assert shown(rooms, "ana")["live-request"]["hidden"] is False
    click(rooms, "ana", "live_undo_no")
    assert game(rooms, "bia").moves == game(rooms, "ana").moves == (40, 36)
    assert rooms.devices["bia"].app.live.answer is False
    assert rooms.devices["bia"].app.notices[-1] == message("live.undo_refused")  # seen too
    click(rooms, "bia", "live_undo")
    click(rooms, "ana", "live_undo_yes")
    assert game(rooms, "bia").moves == game(rooms, "ana").moves == (40,)
    assert rooms.devices["bia"].app.notices[-1] == message("live.undo_accepted")
    move(rooms, "bia", 38)  # and the game goes on
    assert game(rooms, "ana").moves == (40, 38)


def test_resign_then_rematch_in_the_same_room(rooms: Rooms) -> None:
    move(rooms, "ana", 40)
    click(rooms, "bia", "resign")
    click(rooms, "bia", "resign")  # confirmed
    assert game(rooms, "ana").standing == "won" and game(rooms, "bia").standing == "lost"
    click(rooms, "ana", "play_again")
    assert game(rooms, "ana").round == game(rooms, "bia").round == 2
    move(rooms, "bia", 40)  # Bia opens the second round
    assert game(rooms, "ana").moves == (40,)
    assert len(rooms.edge("ana").posted("live-join")) == 1  # still the one room


def test_a_preset_said_and_heard(rooms: Rooms) -> None:
    click(rooms, "ana", "say_good_luck")
    assert rooms.devices["bia"].app.live.heard == "good_luck"
    assert shown(rooms, "bia")["live-heard"]["text"] == "From your friend: Good luck!"


def test_a_hostile_peer_is_refused_and_the_player_told_once(rooms: Rooms) -> None:
    move(rooms, "ana", 40)
    series = game(rooms, "ana").series
    evil = "evil-1"
    rooms.speak(evil, "ana", dump(Hello("player", series, "Eve")))  # the seat is taken
    assert rooms.devices["ana"].app.notices[-1] == message("live.refused.seat")
    notices = rooms.devices["ana"].app.notices
    for text in ("garbage", "{" * 5000, '{"v":1,"k":"game"}', '{"v":1,"k":"say","id":"x"}',
                 dump(Game("ultimate", series, 1, "a", (40, 36, 4)))):
        rooms.speak(evil, "ana", text)
    for _ in range(40):  # a flood
        rooms.speak(evil, "ana", dump(Say("oops")))
    assert rooms.devices["ana"].app.notices == notices  # told once
    assert game(rooms, "ana").moves == (40,)
    move(rooms, "bia", 36)  # the game goes on
    assert game(rooms, "ana").moves == (40, 36)


def test_the_opponent_refused_for_an_illegal_or_out_of_turn_game(rooms: Rooms) -> None:
    move(rooms, "ana", 40)
    series, bia = game(rooms, "ana").series, rooms.peer_of("bia")
    rooms.speak(bia, "ana", dump(Game("ultimate", series, 1, "a", (40, 36, 4))))  # Ana's move
    assert game(rooms, "ana").moves == (40,)
    assert rooms.devices["ana"].app.notices[-1] == message("live.refused.turn")
    rooms.speak(bia, "ana", '{"v":1,"k":"game","game":"ultimate","series":"' + series
                + '","round":1,"x":"a","moves":[40,40],"resigned":null,"names":["",""]}')
    assert game(rooms, "ana").moves == (40,)


def test_a_fork_is_refused_and_said(rooms: Rooms) -> None:
    move(rooms, "ana", 40)
    move(rooms, "bia", 36)
    series = game(rooms, "ana").series
    rooms.speak(rooms.peer_of("bia"), "ana", dump(Game("ultimate", series, 1, "a", (40, 37))))
    assert game(rooms, "ana").moves == (40, 36)
    assert rooms.devices["ana"].app.notices[-1] == message("live.refused.fork")


def test_a_dropped_device_comes_back_and_resyncs(rooms: Rooms) -> None:
    move(rooms, "ana", 40)
    room = rooms.where["bia"][0]
    rooms.drop("bia")
    assert rooms.devices["ana"].app.live.opponent is None
    assert shown(rooms, "ana")["live-status"]["text"] == (
        "The connection with your friend dropped; the game waits for them to come back.")
    move(rooms, "bia", 36)  # played while away: Ana never heard it
    assert game(rooms, "ana").moves == (40,)
    rooms.come_back("bia", room)
    assert game(rooms, "ana").moves == game(rooms, "bia").moves == (40, 36)
    assert rooms.devices["ana"].app.live.opponent == rooms.peer_of("bia")


def test_a_device_that_missed_the_end_and_the_rematch_catches_up(rooms: Rooms) -> None:
    for ply, cell in enumerate(WIN[:-1]):
        move(rooms, "ana" if ply % 2 == 0 else "bia", cell)
    room = rooms.where["bia"][0]
    rooms.drop("bia")
    move(rooms, "ana", WIN[-1])  # the winning move, and the rematch, while Bia is away
    click(rooms, "ana", "play_again")
    assert game(rooms, "ana").round == 2 and game(rooms, "bia").round == 1
    rooms.come_back("bia", room)
    assert game(rooms, "bia").round == 2 and game(rooms, "bia").moves == ()
    finished = rooms.devices["bia"].app.links.book.games[(game(rooms, "bia").series, 1)]
    assert finished.moves == tuple(WIN) and finished.standing == "lost"
    assert rooms.devices["bia"].app.notices[-1:] != (message("live.refused.game"),)


def test_the_one_behind_gets_the_longer_game(rooms: Rooms) -> None:
    move(rooms, "ana", 40)
    room = rooms.where["ana"][0]
    rooms.drop("ana")
    move(rooms, "bia", 36)
    move(rooms, "ana", game(rooms, "ana").board().legal_moves()[0])  # needs Bia's move first
    assert game(rooms, "ana").moves == (40,)  # not Ana's turn: nothing played
    rooms.come_back("ana", room)
    assert game(rooms, "ana").moves == (40, 36)


def test_nothing_goes_to_the_network_without_consent() -> None:
    rooms = Rooms()
    rooms.add("ana", device())
    click(rooms, "ana", "live")
    click(rooms, "ana", "live_cancel")
    assert not rooms.devices["ana"].app.live.asking
    assert all(not p.kind.startswith("live-") for p in rooms.edge("ana").posts)
    off = rooms.add("bo", device(Settings(live_play=False)))
    click(rooms, "bo", "live")
    assert shown(rooms, "bo")["live-start"]["hidden"] is True
    assert all(not p.kind.startswith("live-") for p in rooms.edge("bo").posts)
    assert off.app.live.joined is None


def test_a_live_link_with_live_play_off_goes_on_by_link() -> None:
    rooms = Rooms()
    rooms.add("ana", device())
    rooms.add("bo", device(Settings(live_play=False)))
    click(rooms, "ana", "live")
    click(rooms, "ana", "live_go")
    click(rooms, "ana", "live_share")
    rooms.dispatch("bo", OpenLink(shared(rooms, "ana"), "hash"))
    assert rooms.devices["bo"].app.link_game() is not None
    assert rooms.devices["bo"].app.notices[-1] == message("live.off")
    assert not rooms.edge("bo").posted("live-join")


def test_a_reload_rejoins_the_room(rooms: Rooms) -> None:
    move(rooms, "ana", 40)
    series, number = game(rooms, "bia").key
    again = Rooms()
    again.add("bia", device(rooms.devices["bia"].app.settings, rooms.edge("bia").friends,
                            place=f"{series}/{number}/ultimate"))  # the tab's history entry
    again.dispatch("bia", Tick(again.time))
    joins = again.edge("bia").posted("live-join")
    assert len(joins) == 1 and joins[0][:3] == rooms.edge("bia").posted("live-join")[0][:3]


def test_leaving_the_game_leaves_the_room_and_coming_back_rejoins(rooms: Rooms) -> None:
    click(rooms, "bia", "home")
    assert rooms.devices["bia"].app.live.joined is None
    assert rooms.edge("bia").posted("live-leave") == [()]
    assert rooms.devices["ana"].app.live.opponent is None
    series, number = game(rooms, "ana").key
    rooms.dispatch("bia", PickGame(series, number))
    assert len(rooms.edge("bia").posted("live-join")) == 2
    assert rooms.devices["ana"].app.live.opponent == rooms.peer_of("bia")


def test_live_play_switched_off_leaves_the_room(rooms: Rooms) -> None:
    rooms.tick(1.0)
    rooms.dispatch("bia", SetOption("live_play", "off", rooms.time))
    assert rooms.devices["bia"].app.live.joined is None
    assert rooms.edge("bia").posted("live-leave") == [()]
    series, number = game(rooms, "ana").key
    rooms.dispatch("bia", PickGame(series, number))  # the game again: by link only now
    assert rooms.devices["bia"].app.link_game() is not None
    assert len(rooms.edge("bia").posted("live-join")) == 1
    assert shown(rooms, "bia")["live-make"]["hidden"] is True


def test_relays_unreachable_offer_the_link(rooms: Rooms) -> None:
    solo = Rooms()
    solo.add("ana", device())
    click(solo, "ana", "live")
    click(solo, "ana", "live_go")
    solo.dispatch("ana", LiveStatus("unreachable"))
    ids = shown(solo, "ana")
    assert ids["live-fallback"]["hidden"] is False
    assert ids["live-status"]["text"] == "The relays cannot be reached."


def test_no_opponent_in_time_offers_to_go_on_by_link() -> None:
    rooms = Rooms()
    rooms.add("ana", device())
    click(rooms, "ana", "live")
    click(rooms, "ana", "live_go")
    assert shown(rooms, "ana")["live-fallback"]["hidden"] is True
    rooms.tick(LATE + 1)
    rooms.dispatch("ana", Tick(rooms.time))
    assert shown(rooms, "ana")["live-fallback"]["hidden"] is False
    click(rooms, "ana", "live_by_link")
    link = shared(rooms, "ana")
    assert "#t1." in link and "&live=" not in link


def test_a_classic_game_goes_live_alike() -> None:
    rooms = Rooms()
    for name in ("ana", "bia"):
        app = App.start(MatchRecord("00000000000000aa", "classic"), ScoreBook(), width=360,
                        height=360)
        rooms.add(name, Runner(boot_friends(app, None, page_url=URL).app, MemoryEdge()))
    joined(rooms)
    assert game(rooms, "bia").variant == "classic"
    for ply, cell in enumerate((4, 0, 1, 7, 2, 6, 3, 5, 8)):
        move(rooms, "ana" if ply % 2 == 0 else "bia", cell)
    assert game(rooms, "ana").moves == game(rooms, "bia").moves
    assert game(rooms, "ana").is_over and game(rooms, "bia").standing == "draw"


SERIES_OF_TEST = "kbdYSiJl"  # series_from(FRESH): the series Ana's "live" starts

TEXTS = st.one_of(
    st.text(max_size=60),
    st.builds(lambda ply: dump(Undo(ply)), st.integers(1, 81)),
    st.builds(lambda ply, yes: dump(Answer(ply, yes)), st.integers(1, 81), st.booleans()),
    st.builds(lambda p: dump(Say(p)), st.sampled_from(PRESETS)),
    st.builds(lambda role, series: dump(Hello(role, series, "Eve")),
              st.sampled_from(["player", "watch"]), st.sampled_from([SERIES_OF_TEST, "Zz3xZ09a"])),
    st.builds(lambda n, seed, resign: dump(Game(
        "ultimate", SERIES_OF_TEST, 1 + seed % 2, "a", random_moves(seed, n),
        "O" if resign else None)), st.integers(0, 6), st.integers(0, 50), st.booleans()),
    st.builds(lambda n, seed: dump(Game("ultimate", SERIES_OF_TEST, 1, "a",
                                        random_moves(seed, n, (40,)))),
              st.integers(0, 4), st.integers(0, 50)),
)


def random_moves(seed: int, count: int, start: tuple[int, ...] = ()) -> tuple[int, ...]:
    board = new_board("ultimate")
    for cell in start:
        board.push(cell)
    rng = random.Random(seed)
    for _ in range(count):
        board.push(rng.choice(board.legal_moves()))
    return tuple(board.moves)


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(st.sampled_from(["opponent", "evil-1", "evil-2"]), TEXTS),
                max_size=12))
def test_whatever_peers_say_only_the_opponents_moves_are_added(
        said: list[tuple[str, str]]) -> None:
    rooms = Rooms()
    for name in ("ana", "bia"):
        rooms.add(name, device())
    joined(rooms)
    move(rooms, "ana", 40)
    before = game(rooms, "ana")
    assert before.series == SERIES_OF_TEST
    for peer, text in said:
        rooms.speak(rooms.peer_of("bia") if peer == "opponent" else peer, "ana", text)
        now = game(rooms, "ana")
        assert now.moves[:len(before.moves)] == before.moves  # nothing taken back unasked
        added = now.moves[len(before.moves):]
        assert all(ply % 2 == 1 for ply in range(len(before.moves), len(now.moves))) or not added
        assert now.resigned in (None, "O")  # only the opponent's (O's) resignation
        before = now if now.key == before.key else before
    assert game(rooms, "bia").moves[:1] == (40,)  # the real opponent played along, untouched


def clocked() -> Rooms:
    """A live game made live by a device whose settings name a 3+2 game clock."""
    rooms = Rooms()
    rooms.add("ana", device(Settings(game_clock="3+2")))
    rooms.add("bia", device())
    return joined(rooms)


def test_both_devices_show_the_same_clocks_each_owning_its_time() -> None:
    rooms = clocked()
    assert clocks(rooms, "ana") == clocks(rooms, "bia") == ("3:00", "3:00")
    rooms.tick(9.0)
    move(rooms, "ana", 40)  # 10 s thought, 2 s added
    assert clocks(rooms, "ana") == ("2:52", "3:00") and clocks(rooms, "bia") == ("3:00", "2:52")
    rooms.tick(4.0)
    move(rooms, "bia", 36)  # 5 s
    assert clocks(rooms, "bia") == ("2:57", "2:52") and clocks(rooms, "ana") == ("2:52", "2:57")
    rooms.tick(30.0)
    assert clocks(rooms, "ana") == ("2:22", "2:57")  # Ana's clock runs on her device
    assert shown(rooms, "ana")["live-clock-me"]["data"] == {"running": "1"}


def test_my_time_out_loses_on_my_device_and_the_opponent_hears_it() -> None:
    rooms = clocked()
    move(rooms, "ana", 40)
    rooms.tick(181.0)
    assert game(rooms, "bia").standing == "your_turn"
    rooms.dispatch("bia", Tick(rooms.time))
    assert game(rooms, "bia").standing == "lost" and game(rooms, "ana").standing == "won"
    assert message("live.out_of_time") in rooms.devices["bia"].app.notices
    assert clocks(rooms, "bia")[0] == "0:00.0"


def test_a_reloaded_device_takes_both_times_from_the_opponent() -> None:
    rooms = clocked()
    rooms.tick(9.0)
    move(rooms, "ana", 40)
    room = rooms.where["bia"][0]
    rooms.drop("bia")
    fresh = replace(rooms.devices["bia"].app, live=LiveState())
    rooms.devices["bia"].app = fresh
    rooms.come_back("bia", room)
    assert clocks(rooms, "bia") == ("3:00", "2:52")
