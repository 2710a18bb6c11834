"""A notice lives only as long as it is true: a passing one ("Game from a link",
"Back to the game on this device") goes at the next change of the game shown, a
standing one (storage) stays."""

from __future__ import annotations

from tests.helpers import run, tap
from tests.test_link_controller import FRESH, device
from uttt.app.controller.events import OpenLink, SetOption
from uttt.app.controller.step import Click
from uttt.app.i18n import message
from uttt.record import replace


def keys(app: object) -> list[str]:
    return [n.key for n in app.notices]  # type: ignore[attr-defined]


def test_the_link_notice_goes_once_the_friend_plays_their_move() -> None:
    a, _ = run(device(), Click("friend", 1.0, FRESH))
    a, _ = tap(a, 40, 2.0)
    b, _ = run(device(), OpenLink(a.share_now(), "hash"))
    assert keys(b)[-1] == "link.opened"
    b, _ = run(b, Click("qr", 3.0))  # nothing about the game changed: it stays
    assert keys(b)[-1] == "link.opened"
    b, _ = tap(b, 36, 4.0)  # the centre board's top-left cell
    assert len(b.link_game().moves) == 2  # type: ignore[union-attr]
    assert "link.opened" not in keys(b)


def test_back_home_is_dropped_by_a_switch_to_classic_but_storage_notices_stay() -> None:
    a, _ = run(device(), Click("friend", 1.0, FRESH))
    a = replace(a, notices=(message("notice.storage_bad"), *a.notices))
    a, _ = run(a, Click("home", 2.0))
    assert keys(a)[-1] == "announce.home"
    a, _ = run(a, SetOption("game", "classic", 3.0, "1234567890abcdef"))
    assert a.record.game == "classic"
    assert keys(a) == ["notice.storage_bad"]
