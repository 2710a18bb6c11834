"""Two devices paired by QR code, in memory: Ana's "Same room (QR)" posts an offer and
shows its code in the live invite, Bia's scanner reads it (the game received as a link)
and answers, Ana reads the answer and the page accepts it; the channel then carries the
game as a room does (``tests/live_room.py``). No relay is ever joined, no consent asked;
a code that is not one, or of the wrong side, is refused and said.

The codes' links opened by a phone's camera app land in new tabs: Bia's offer link opened
as the address answers at once; Ana's answer link, opened in another tab of Ana's browser,
is handed over to the tab that waits for it (``live-tab``), which takes it as scanned,
and the new tab says so; with no tab waiting, the new tab says that instead."""

from __future__ import annotations

from tests.app.controller.test_live_room import URL, click, device, game, move
from tests.app.live.test_pair import CHROMIUM_OFFER
from tests.live_room import Rooms
from uttt.app.features.links.events import OpenLink, PickGame
from uttt.app.features.live.events import LiveStatus, PairMade, Scanned
from uttt.app.features.live.pair import channel_of, my_link
from uttt.app.live.pair import dump, read, reduce, sdp_of
from uttt.app.texts.i18n import message

ANSWER = CHROMIUM_OFFER.replace("Qx9a", "Zb7c").replace("a=setup:actpass", "a=setup:active")


def pairs(rooms: Rooms, name: str) -> list[tuple[object, ...]]:
    return rooms.edge(name).posted("live-pair")


def paired() -> Rooms:
    rooms = Rooms()
    for name in ("ana", "bia"):
        rooms.add(name, device())
    click(rooms, "ana", "live_pair")
    assert pairs(rooms, "ana") == [("offer", "")]
    rooms.dispatch("ana", PairMade("offer", CHROMIUM_OFFER))
    rooms.dispatch("ana", LiveStatus("open"))
    offer = my_link(rooms.devices["ana"].app)
    assert offer.startswith(URL + "#t1.") and "&live=" in offer and ".b&pair=" in offer
    click(rooms, "bia", "pair_scan", "0123456789abcdef")
    assert rooms.edge("bia").posted("live-scan") == [(True,)]
    rooms.dispatch("bia", Scanned(offer))
    assert game(rooms, "bia").series == game(rooms, "ana").series
    assert pairs(rooms, "bia") == [("answer", sdp_of(reduce(CHROMIUM_OFFER, "offer")))]
    assert rooms.edge("bia").posted("live-scan")[-1] == (False,)
    rooms.dispatch("bia", PairMade("answer", ANSWER))
    answer = my_link(rooms.devices["bia"].app)
    assert answer == f"{URL}#pair={dump(reduce(ANSWER, 'answer'))}"
    rooms.dispatch("ana", Scanned(answer))
    assert pairs(rooms, "ana")[-1] == ("accept", sdp_of(read(answer.rpartition("=")[2])))
    for name in ("ana", "bia"):  # the channel opens: each sees the other, as in a room
        rooms._join(name, "paired")
    rooms.deliver()
    return rooms


def test_two_devices_paired_by_code_play_as_in_a_room() -> None:
    rooms = paired()
    for name in ("ana", "bia"):
        live = rooms.devices[name].app.live
        assert live.opponent is not None and live.joined is not None and live.joined.paired
        assert not live.asking and rooms.edge(name).posted("live-join") == []
    move(rooms, "ana", 40)
    move(rooms, "bia", 36)
    assert game(rooms, "ana").moves == game(rooms, "bia").moves == (40, 36)


def test_a_code_that_is_not_one_or_of_the_wrong_side_is_refused_and_said() -> None:
    rooms = Rooms()
    rooms.add("ana", device())
    rooms.dispatch("ana", Scanned("hello"))
    assert rooms.devices["ana"].app.notices[-1] == message("pair.bad_code")
    answer = f"{URL}#pair={dump(reduce(ANSWER, 'answer'))}"
    rooms.dispatch("ana", Scanned(answer))  # an answer, and nothing offered
    assert rooms.devices["ana"].app.notices[-1] == message("pair.want_offer")
    assert pairs(rooms, "ana") == [] and rooms.devices["ana"].app.live.joined is None


def test_leaving_the_paired_game_closes_the_pairing_and_coming_back_joins_no_relay() -> None:
    rooms = paired()
    click(rooms, "bia", "home")
    assert rooms.edge("bia").posted("live-leave") == [()]
    assert rooms.devices["bia"].app.live.pair.series == ""
    assert rooms.devices["ana"].app.live.opponent is None
    series, number = game(rooms, "ana").key
    rooms.dispatch("bia", PickGame(series, number))
    assert rooms.devices["bia"].app.live.joined is None  # no consent: nothing is joined
    assert rooms.edge("bia").posted("live-join") == []


CHANNEL = channel_of(URL)


def tabs(rooms: Rooms, name: str) -> list[tuple[object, ...]]:
    return rooms.edge(name).posted("live-tab")


def opened(rooms: Rooms, name: str, link: str) -> None:
    """``link`` is the address of the tab ``name`` (as the camera app opens it)."""
    rooms.dispatch(name, OpenLink(link, "hash"))


def offered(rooms: Rooms) -> str:
    """Ana's "Same room (QR)": the offer made, its link shown; Ana's tab listens."""
    click(rooms, "ana", "live_pair")
    rooms.dispatch("ana", PairMade("offer", CHROMIUM_OFFER))
    assert tabs(rooms, "ana") == [("listen", CHANNEL, "")]
    return my_link(rooms.devices["ana"].app)


def answered(rooms: Rooms, offer: str) -> str:
    """Bia's camera app opens Ana's offer link in a new tab: it answers at once."""
    rooms.add("bia", device())
    opened(rooms, "bia", offer)
    assert game(rooms, "bia").series == game(rooms, "ana").series
    assert pairs(rooms, "bia") == [("answer", sdp_of(reduce(CHROMIUM_OFFER, "offer")))]
    assert rooms.edge("bia").posted("clear-hash") == [()]
    rooms.dispatch("bia", PairMade("answer", ANSWER))
    return my_link(rooms.devices["bia"].app)


def test_offer_link_opened_in_a_new_tab_answers_and_answer_link_is_handed_to_the_waiting_tab(
) -> None:
    rooms = Rooms()
    rooms.add("ana", device(), profile="ana-browser")
    answer = answered(rooms, offered(rooms))
    assert answer == f"{URL}#pair={dump(reduce(ANSWER, 'answer'))}"
    rooms.add("ana-tab", device(), profile="ana-browser")
    opened(rooms, "ana-tab", answer)
    code = answer.rpartition("=")[2]
    assert tabs(rooms, "ana-tab") == [("hand", CHANNEL, code)]
    assert pairs(rooms, "ana")[-1] == ("accept", sdp_of(read(code)))
    assert tabs(rooms, "ana")[-1] == ("took", CHANNEL, code)
    tab = rooms.devices["ana-tab"].app
    assert tab.notices[-1] == message("pair.handed") and tab.live.pair.handing == ""
    assert pairs(rooms, "ana-tab") == [] and rooms.edge("ana-tab").posted("clear-hash") == [()]
    for name in ("ana", "bia"):
        rooms._join(name, "paired")
    rooms.deliver()
    move(rooms, "ana", 40)
    move(rooms, "bia", 36)
    assert game(rooms, "ana").moves == game(rooms, "bia").moves == (40, 36)


def test_an_answer_link_with_no_tab_waiting_for_it_says_so() -> None:
    rooms = Rooms()
    rooms.add("ana", device(), profile="ana-browser")
    answer = answered(rooms, offered(rooms))
    rooms.add("elsewhere", device(), profile="another-browser")
    opened(rooms, "elsewhere", answer)  # another browser: its tabs hear nothing of Ana's
    assert rooms.devices["elsewhere"].app.notices[-1] == message("pair.not_handed")
    assert pairs(rooms, "ana") == [("offer", "")] and len(tabs(rooms, "ana")) == 1
    rooms.add("ana-tab", device(), profile="ana-browser")
    opened(rooms, "ana-tab", answer)
    rooms.add("late-tab", device(), profile="ana-browser")
    opened(rooms, "late-tab", answer)  # Ana's tab has its answer: it waits no more
    assert rooms.devices["late-tab"].app.notices[-1] == message("pair.not_handed")
    assert tabs(rooms, "ana")[1:] == [("took", CHANNEL, answer.rpartition("=")[2])]


def test_a_handed_code_is_checked_and_tabs_not_waiting_ignore_it() -> None:
    rooms = Rooms()
    rooms.add("ana", device(), profile="ana-browser")
    offered(rooms)
    rooms.add("ana-tab", device(), profile="ana-browser")
    opened(rooms, "ana-tab", f"{URL}#pair=AAAA{'B' * 60}")  # not a code: said, not handed
    assert rooms.devices["ana-tab"].app.notices[-1] == message("pair.bad_version")
    assert tabs(rooms, "ana-tab") == []
    rooms.dispatch("ana", Scanned("garbage", handed=True))
    assert rooms.devices["ana"].app.notices[-1] == message("pair.bad_code")
    rooms.dispatch("ana", Scanned(dump(reduce(CHROMIUM_OFFER, "offer")), handed=True))
    assert rooms.devices["ana"].app.notices[-1] == message("pair.want_answer")
    assert pairs(rooms, "ana") == [("offer", "")] and len(tabs(rooms, "ana")) == 1
    rooms.add("idle", device())
    code = dump(reduce(ANSWER, "answer"))
    rooms.dispatch("idle", Scanned(code, handed=True))  # a tab that offered nothing
    assert rooms.devices["idle"].app.notices == () and tabs(rooms, "idle") == []
