"""Link play in the page view (``page_view``): the friend box, the link to send and its
QR code, the "Your games" list and the tab's history entry, as data the generic patcher
applies."""

from __future__ import annotations

from typing import Any

import pytest

from tests.helpers import run, tap
from uttt.app.features.links.events import SetName
from uttt.app.features.links.start import boot_friends
from uttt.app.friends import qr
from uttt.app.friends.words import qr_picture
from uttt.app.model.app import App
from uttt.app.model.events import Click
from uttt.app.model.shown import share_now
from uttt.app.page.view import page_view
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.texts.i18n import message, translate

URL = "https://example.org/uttt/"
FRESH = "91b7584a2265b1f5"


def device() -> App:
    app = App.start(MatchRecord("00000000000000aa"), ScoreBook(), width=360, height=360)
    return boot_friends(app, None, page_url=URL).app


def live(app: App) -> dict[str, Any]:
    return page_view(app)["live"]  # type: ignore[no-any-return]


def friend_game() -> App:
    """A link game after my first move: there is a link to send."""
    app, _ = run(device(), Click("friend", 1.0, FRESH))
    app, _ = tap(app, 40, 2.0)
    return app


def test_this_devices_round_shows_no_friend_box_and_keeps_no_place() -> None:
    shown = live(device())
    ids = shown["ids"]
    assert ids["friend"] == {"hidden": True} and ids["home"] == {"hidden": True}
    assert ids["setup"] == {"hidden": False} and ids["play_again"]["text"] == "Play again"
    assert ids["board"]["data"]["share"] == "" and ids["share-url"]["value"] == ""
    assert ids["send_link"]["hidden"] and ids["qr"]["hidden"] and ids["share-qr"]["hidden"]
    assert "share-qr-code" not in ids  # no picture made while none is shown
    assert ids["games-empty"] == {"hidden": False} and ids["games-list"] == {"children": []}
    assert shown["history"] is None


def test_a_link_game_shows_the_link_to_send_and_keeps_its_place() -> None:
    app = friend_game()
    shown = live(app)
    ids, link = shown["ids"], share_now(app)
    assert link.startswith(URL + "#")
    assert ids["friend"] == {"hidden": False} and ids["setup"] == {"hidden": True}
    assert ids["home"] == {"hidden": False} and ids["play_again"]["text"] == "Rematch"
    assert ids["board"]["data"]["share"] == link == ids["share-url"]["value"]
    assert not ids["send_link"]["hidden"] and not ids["friend-hint"]["hidden"]
    assert ids["friend-status"]["text"] == "Waiting for your friend's link."
    assert ids["friend-tally"]["text"] == "Against your friend: 0 won, 0 lost, 0 drawn"
    game = app.link_game()
    assert game is not None
    assert shown["history"] == f"{game.series}/{game.round}/ultimate"
    home, _ = run(app, Click("home", 3.0))
    assert live(home)["history"] is None  # this device's game is not kept


def test_the_games_list_names_each_game_and_marks_the_one_shown() -> None:
    app = friend_game()
    game = app.link_game()
    assert game is not None
    ids = live(app)["ids"]
    assert ids["games-empty"] == {"hidden": True}
    [item] = ids["games-list"]["children"]
    [button] = item["children"]
    assert item["tag"] == "li" and button["tag"] == "button"
    assert button["attrs"] == {"type": "button", "data-series": game.series,
                               "data-round": str(game.round), "data-close": "games-panel",
                               "aria-current": "true"}
    assert "your friend" in button["text"] and "e5" in button["text"]
    home, _ = run(app, Click("home", 3.0))
    [item] = live(home)["ids"]["games-list"]["children"]
    assert "aria-current" not in item["children"][0]["attrs"]


def test_the_qr_code_is_data_and_made_once_per_link(monkeypatch: pytest.MonkeyPatch) -> None:
    app, _ = run(friend_game(), Click("qr", 3.0))
    link = share_now(app)
    made: list[str] = []
    encode_once = qr.encode
    monkeypatch.setattr(qr, "encode", lambda text: made.append(text) or encode_once(text))
    qr_picture.cache_clear()
    ids = live(app)["ids"]
    picture = qr_picture(link)
    assert picture is not None
    assert ids["qr"]["attrs"] == {"aria-expanded": "true"} and ids["qr"]["text"] == "Hide QR code"
    assert ids["share-qr"] == {"hidden": False}
    assert ids["share-qr-code"] == {"hidden": False, "attrs": {"viewBox": picture.view_box,
                                                               "data-link": link}}
    assert ids["share-qr-path"] == {"attrs": {"d": picture.path}}
    assert ids["share-qr-caption"]["text"]
    live(app)
    qr_picture.cache_clear()  # no picture of the stand-in encoder outlives the test
    assert made == [link]  # the second view reads the picture kept for the link


def test_a_link_too_long_for_a_qr_code_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    app, _ = run(friend_game(), Click("qr", 3.0))
    monkeypatch.setattr(qr, "encode", lambda _text: None)  # what a too long link gets
    qr_picture.cache_clear()
    ids = live(app)["ids"]
    qr_picture.cache_clear()
    assert ids["share-qr-code"] == {"hidden": True} and "share-qr-path" not in ids
    assert ids["share-qr-caption"]["text"] == translate("en", message("friend.qr_too_long"))


def test_the_name_field_is_typed_in_not_written_over() -> None:
    app, _ = run(device(), SetName("Ana Maria"))
    assert live(app)["ids"]["my-name"] == {"typed": "Ana Maria"}
