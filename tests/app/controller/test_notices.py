"""A notice lives only as long as it is true: a passing one ("Game from a link",
"Back to the game on this device") goes at the next change of the game shown, a
standing one (storage) stays."""

from __future__ import annotations

from tests.app.controller.test_link_controller import FRESH, URL, device
from tests.helpers import WIN, run, tap
from uttt.app.features.links.events import OpenLink
from uttt.app.friends.link import Link, encode
from uttt.app.model.effects import announced
from uttt.app.model.events import Click, SetOption
from uttt.app.model.shown import share_now, text
from uttt.app.page.view import page_view
from uttt.app.texts.i18n import message
from uttt.frozen import replace


def keys(app: object) -> list[str]:
    return [n.key for n in app.notices]  # type: ignore[attr-defined]


def test_the_link_notice_goes_once_the_friend_plays_their_move() -> None:
    a, _ = run(device(), Click("friend", 1.0, FRESH))
    a, _ = tap(a, 40, 2.0)
    b, _ = run(device(), OpenLink(share_now(a), "hash"))
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
    assert a.round.record.game == "classic"
    assert keys(a) == ["notice.storage_bad"]



def _link(series: str, moves: tuple[int, ...], *, watch: bool = False,
          game: str = "classic") -> str:
    return URL + "#" + encode(Link(game, series, 1, "a", moves, None, ("Ana", ""), watch))


def _said_each_time(links: list[str]) -> list[tuple[str, bool, bool]]:
    """Each link opened one after the other: the key of its notice, whether the notice
    line shows that notice, and whether it is announced."""
    app, said = device(), []
    for link in links:
        app, effects = run(app, OpenLink(link, "hash"))
        notice = app.notices[-1]
        shown = page_view(app)["live"]["ids"]["notice"] == {
            "hidden": False, "text": text(app, notice)}
        said.append((notice.key, shown, notice in announced(effects)))
    return said


def test_three_invitations_in_a_row_each_show_their_notice() -> None:
    links = [_link(s, (4,)) for s in ("Ma3xZ09a", "Mb3xZ09a", "Mc3xZ09a")]
    assert _said_each_time(links) == [("link.opened", True, True)] * 3


def test_two_finished_watch_links_in_a_row_each_show_their_notice() -> None:
    links = [_link("Md3xZ09a", WIN, watch=True, game="ultimate"),
             _link("Me3xZ09a", (0, 3, 1, 4, 2), watch=True)]
    assert _said_each_time(links) == [("record.opened", True, True)] * 2


def test_two_final_links_from_the_same_friend_each_show_their_notice() -> None:
    links = [_link(s, (0, 3, 1, 4, 2)) for s in ("Mf3xZ09a", "Mg3xZ09a")]
    assert _said_each_time(links) == [("link.final.lost", True, True)] * 2
