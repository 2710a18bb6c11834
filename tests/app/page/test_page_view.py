"""The page around the board as data (``page_view``): what each element shows."""

from __future__ import annotations

import json

from tests.helpers import WIN, tap
from uttt.app.controller.step import step
from uttt.app.features.links.events import OpenLink
from uttt.app.model.app import App, with_page
from uttt.app.model.events import Choose, Click, Saved
from uttt.app.model.shown import text
from uttt.app.page.view import page_json, page_view
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.storage.save import Settings
from uttt.app.texts.i18n import message
from uttt.frozen import replace

ID = "00000000000000e1"


def start(**record: object) -> App:
    return App.start(MatchRecord(ID, **record), ScoreBook(), width=360,  # type: ignore[arg-type]
                     height=360)


def ids(app: App, wall: float | None = None) -> dict[str, dict[str, object]]:
    return page_view(app, wall)["live"]["ids"]  # type: ignore[no-any-return]


def test_a_new_round_between_two_players() -> None:
    shown = ids(start())
    assert shown["undo"] == {"disabled": True, "hidden": False}
    assert shown["resign"]["text"] == "Resign" and shown["resign"]["data"] == {"armed": "0"}
    assert shown["play_again"] == {"hidden": True, "text": "Play again"}
    assert shown["review"] == {"hidden": True}
    assert shown["level-pick"] == {"hidden": True} and shown["rating"] == {"hidden": True}
    assert shown["confirm"] == {"hidden": True} and shown["result"]["hidden"]
    assert shown["status-text"]["text"] == "Red (X) opens: play anywhere"
    assert shown["score-red-label"]["text"] == "Red" and shown["score-red"]["text"] == "0"
    assert shown["set-mode"] == {"value": "two_players"}
    assert shown["set-alternate_starter"] == {"checked": True}


def test_after_a_move_undo_and_resign_work() -> None:
    app, _ = tap(start(), 40, 1.0)
    shown = ids(app)
    assert not shown["undo"]["disabled"] and not shown["resign"]["disabled"]
    assert shown["status"]["data"]["colour"] == "blue"  # type: ignore[index]


def test_against_the_computer_the_rating_and_level_show() -> None:
    shown = ids(start(mode="computer", level="master"))
    assert shown["level-pick"] == {"hidden": False} and shown["level"] == {"value": "master"}
    assert not shown["rating"]["hidden"]
    assert shown["rating-value"]["text"] == "Your Ultimate Tic-Tac-Toe rating: 1000"
    assert shown["score-red-label"]["text"] == "Wins"
    assert shown["set-level-row"] == {"hidden": False}


def test_a_finished_round_shows_the_result_and_the_review() -> None:
    app = start(moves=tuple(WIN))
    shown = ids(app)
    assert shown["play_again"] == {"hidden": False, "text": "Play again"}
    assert shown["undo"]["hidden"]
    assert shown["review"] == {"hidden": False} and shown["next"] == {"disabled": True}
    assert not shown["result"]["hidden"] and shown["result"]["data"] == {"colour": "red"}
    assert shown["result-main"]["text"].startswith("Red wins")  # type: ignore[union-attr]


def test_a_switch_mid_round_asks_and_takes_the_focus() -> None:
    app, _ = tap(start(), 40, 1.0)
    app, _ = step(app, Choose("computer", "beginner", 2.0, "f" * 16))
    view = page_view(app)
    shown = view["live"]["ids"]
    assert shown["confirm"] == {"hidden": False} and view["live"]["focus"] == "switch_cancel"
    assert shown["mode"] == {"value": "computer"}  # the pending choice
    assert shown["confirm-text"]["text"].startswith("Switch to “Vs computer · Beginner”?")  # type: ignore[union-attr]


def test_the_first_time_notice_of_live_play_takes_the_focus() -> None:
    app = start()
    assert page_view(app)["live"]["focus"] is None
    app, _ = step(app, Click("live", 1.0, "f" * 16))
    view = page_view(app)
    assert view["live"]["ids"]["live-consent"] == {"hidden": False}
    assert view["live"]["focus"] == "live_cancel"


def test_the_turn_timer_counts_down_with_a_wall_clock() -> None:
    app = replace(start(), settings=Settings(turn_timer=30))
    assert ids(app)["timer"] == {"hidden": True, "text": ""}  # no wall clock: not shown
    shown = ids(app, 1000.0)
    assert shown["timer"] == {"hidden": False, "text": "0:30"}
    assert shown["status"]["data"]["timer"] == "1"  # type: ignore[index]


def test_a_full_storage_shows_its_notice() -> None:
    app, _ = step(start(), Saved(ok=False))
    shown = ids(app)
    assert shown["notice"]["hidden"] is False and shown["notice"]["text"]


def test_every_standing_notice_shows_not_only_the_last() -> None:
    """Issue: a damaged save, a damaged friend book and a full storage: only the last showed."""
    said = tuple(message(k) for k in ("notice.storage_bad", "notice.friends_bad",
                                      "link.opened", "notice.storage_full", "link.same"))
    shown = ids(replace(start(), notices=said))["notice"]["text"]
    app = start()
    lines = [text(app, message(k)) for k in ("notice.storage_bad", "notice.friends_bad",
                                            "notice.storage_full", "link.same")]
    assert shown == "\n".join(lines)


def test_the_fixed_part_follows_the_game_and_the_language() -> None:
    classic = page_view(start(game="classic"))["fixed"]
    assert classic["title"] == "Tic-Tac-Toe" and classic["lang"] == "en"
    assert classic["ids"]["board"]["attrs"]["aria-label"].startswith("Game board: three rows")
    help_body = classic["ids"]["help-body"]["children"]
    assert help_body[0]["children"][0]["tag"] == "h3"
    assert all(node["tag"] == "section" for node in help_body)
    ultimate = page_view(with_page(start(), language="pt-PT"))["fixed"]
    assert ultimate["lang"] == "pt-PT" and ultimate["texts"]["button.undo"] != "Undo"
    options = ultimate["ids"]["set-language"]["children"]
    assert [o["value"] for o in options] == ["auto", "en", "pt-BR", "pt-PT"]


def test_the_manifest_link_follows_the_language() -> None:
    """Installing after a language change used the English name until a reload: the
    link to the manifest is in the fixed part, which the patcher applies on a change."""
    english = page_view(start())["fixed"]["ids"]["manifest"]
    assert english == {"attrs": {"href": "./manifest.webmanifest"}}
    european = page_view(with_page(start(), language="pt-PT"))["fixed"]["ids"]["manifest"]
    assert european == {"attrs": {"href": "./manifest.pt-PT.webmanifest"}}


def test_the_json_for_the_patcher() -> None:
    app = start()
    live, fixed = page_json(app, 1000.0)
    assert json.loads(live) == page_view(app, 1000.0)["live"]
    assert json.loads(fixed) == page_view(app)["fixed"]
    assert page_json(app)[1] is fixed  # cached: the patcher skips it when unchanged


def test_a_game_opened_for_review_hides_undo_and_resign() -> None:
    """Nobody plays a watched game or an opened record: no Undo, no Resign shown (not
    just disabled), whether the game is over or not."""
    for record in ("1. b4 d1 2. c1 h2 3. e6 f8", "1. a1 b1 2. a2 b2 3. a3"):
        app, _ = step(start(), OpenLink(record, "paste"))
        assert app.links.watching is not None, record
        shown = ids(app)
        assert shown["undo"]["hidden"] and shown["resign"]["hidden"], record
        assert shown["play_again"]["hidden"], record
