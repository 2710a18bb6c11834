"""The review's move list: its content and the current move come from the state
(``uttt.app.texts.move_list``, ``page_view``); the page only builds and marks the buttons."""

from __future__ import annotations

from tests.helpers import WIN, run
from uttt.app.controller.step import step
from uttt.app.features.links.events import OpenLink
from uttt.app.features.review.events import ListKey, ReviewTo
from uttt.app.features.review.handlers import LIST_KEYS
from uttt.app.model.app import App
from uttt.app.model.effects import NOTHING, Redraw, announced
from uttt.app.model.events import Click
from uttt.app.model.shown import render_view, text
from uttt.app.page.view import page_view
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.texts.move_list import current_ply, move_list
from uttt.app.variants import variant_of
from uttt.notation import format_record

ID = "00000000000000e1"


def start(**record: object) -> App:
    return App.start(MatchRecord(ID, **record), ScoreBook(), width=360,  # type: ignore[arg-type]
                     height=360)


def ids(app: App) -> dict[str, dict[str, object]]:
    return page_view(app)["live"]["ids"]  # type: ignore[no-any-return]


def texts(items: list[dict[str, object]]) -> str:
    """The list as a reader sees it: "1. e5 d4 2. ..."."""
    words = []
    for item in items:
        for child in item["children"]:  # type: ignore[attr-defined]
            words.append(child["text"])
    return " ".join(words)


def test_the_pairs_read_like_the_record() -> None:
    pairs = move_list(variant_of("ultimate"), tuple(WIN), shown=len(WIN))
    record = format_record(WIN)
    flat = " ".join(f"{p.number}. " + " ".join(e.name for e in p.entries) for p in pairs)
    assert flat == record
    assert [len(p.entries) for p in pairs] == [2] * 14 + [1]  # 29 moves: the last alone
    assert current_ply(pairs) == 29 and pairs[-1].entries[0].symbol == "X"


def test_each_entry_is_the_ply_it_shows_and_says_its_number() -> None:
    pairs = move_list(variant_of("ultimate"), tuple(WIN[:4]), shown=3)
    entries = [e for p in pairs for e in p.entries]
    assert [e.ply for e in entries] == [1, 2, 3, 4]
    assert [e.current for e in entries] == [False, False, True, False]
    assert [(e.label().key, dict(e.label().params)) for e in entries[2:]] == [
        ("review.move", {"number": 2, "move": entries[2].name}),
        ("review.move.o", {"number": 2, "move": entries[3].name})]
    assert current_ply(move_list(variant_of("ultimate"), tuple(WIN), shown=0)) is None


def test_the_list_is_hidden_while_the_round_goes_on() -> None:
    shown = ids(start(moves=tuple(WIN[:5])))
    assert shown["moves"] == {"hidden": True} and shown["moves-list"] == {"children": []}
    assert "ply-1" not in shown


def test_after_the_round_the_last_move_is_current() -> None:
    shown = ids(start(moves=tuple(WIN)))
    assert shown["moves"] == {"hidden": False}
    items = shown["moves-list"]["children"]
    assert texts(items).split() == format_record(WIN).split()  # type: ignore[arg-type]
    assert shown["ply-29"]["attrs"].items() >= {"aria-selected": "true", "tabindex": "0"}.items()
    assert shown["ply-1"]["attrs"].items() >= {"aria-selected": "false", "tabindex": "-1"}.items()
    assert items[0]["attrs"] == {"role": "none"}  # type: ignore[index]
    first = items[0]["children"][1]  # type: ignore[index]
    assert first["tag"] == "button" and first["id"] == "ply-1"
    label = "1. " + first["text"]
    assert first["attrs"] == {"type": "button", "role": "option", "data-ply": "1",
                              "aria-label": label}


def test_a_tap_on_a_move_shows_its_position_and_marks_it() -> None:
    app, effects = step(start(moves=tuple(WIN)), ReviewTo(6))
    shown = ids(app)
    assert shown["ply-6"]["attrs"].items() >= {"aria-selected": "true", "tabindex": "0"}.items()
    assert shown["ply-29"]["attrs"].items() >= {"aria-selected": "false", "tabindex": "-1"}.items()
    name = variant_of("ultimate").move_name(WIN[5])
    assert shown["status-text"]["text"] == f"Review: 3… {name} — 6 of 29"
    assert [text(app, m) for m in announced(effects)] == [f"Review: 3… {name} — 6 of 29"]
    app, _ = step(app, Click("first", 1.0))  # the step buttons move the mark too
    shown = ids(app)
    assert not any(shown[f"ply-{n}"]["attrs"]["aria-selected"] == "true" for n in range(1, 30))
    # at the start no move is selected; the first one keeps the list's Tab stop
    assert [n for n in range(1, 30) if shown[f"ply-{n}"]["attrs"]["tabindex"] == "0"] == [1]


def test_the_list_content_does_not_change_while_stepping() -> None:
    """The buttons are built once (stepping only moves the selection and the Tab stop),
    so the focused button keeps the focus when a move is chosen by keyboard."""
    app = start(moves=tuple(WIN))
    before = ids(app)["moves-list"]
    for ply in (3, 10, 0):
        app, _ = step(app, ReviewTo(ply))
        assert ids(app)["moves-list"] == before


def test_classic_and_other_languages() -> None:
    moves = (4, 0, 2, 6, 3, 5, 8, 1, 7)  # a drawn classic game
    app = start(game="classic", moves=moves)
    shown = ids(app)
    assert texts(shown["moves-list"]["children"]).split() == [  # type: ignore[arg-type]
        "1.", "b2", "a1", "2.", "c1", "a3", "3.", "a2", "c2", "4.", "c3", "b1", "5.", "b3"]
    app = App.start(MatchRecord(ID, game="classic", moves=moves), ScoreBook(), width=360,
                    height=360, language="pt-BR")
    view = page_view(app)
    assert view["fixed"]["texts"]["moves.title"] == "Jogadas"
    assert view["live"]["ids"]["ply-2"]["attrs"].items() >= {
        "aria-selected": "false", "tabindex": "-1"}.items()


def test_an_opened_record_shows_its_moves_even_unfinished() -> None:
    app = App.start(MatchRecord(ID), ScoreBook(), width=360, height=360)
    reader, _ = run(app, OpenLink("1. b4 d1 2. c1 h2 3. e6 f8", "file"))
    shown = ids(reader)
    assert reader.links.watching is not None and shown["moves"] == {"hidden": False}
    assert texts(shown["moves-list"]["children"]).split()[:3] == [  # type: ignore[arg-type]
        "1.", "b4", "d1"]
    assert shown["ply-6"]["attrs"].items() >= {"aria-selected": "true", "tabindex": "0"}.items()
    reader, _ = step(reader, ReviewTo(2))
    assert ids(reader)["ply-2"]["attrs"].items() >= {
        "aria-selected": "true", "tabindex": "0"}.items()


def stops(app: App) -> list[int]:
    """The moves of the list that take the focus by Tab (tabindex 0)."""
    shown = ids(app)
    return [n for n in range(1, app.match().ply + 1)
            if shown[f"ply-{n}"]["attrs"]["tabindex"] == "0"]  # type: ignore[index]


def shown_ply(app: App) -> int:
    return render_view(app).review[0]  # type: ignore[index]


def test_the_list_is_one_tab_stop_and_its_keys_step_the_review() -> None:
    app = start(moves=tuple(WIN))
    assert stops(app) == [29]
    app, effects = step(app, ListKey("ArrowLeft"))
    assert shown_ply(app) == 28 and stops(app) == [28] and Redraw in effects
    app, _ = step(app, ListKey("ArrowUp"))
    assert shown_ply(app) == 27 and stops(app) == [27]
    app, _ = step(app, ListKey("ArrowDown"))
    app, _ = step(app, ListKey("ArrowRight"))
    assert shown_ply(app) == 29
    app, effects = step(app, ListKey("ArrowRight"))  # past the end: nothing
    assert shown_ply(app) == 29 and effects == NOTHING
    app, _ = step(app, ListKey("Home"))
    assert shown_ply(app) == 0 and stops(app) == [1]  # the start: the first move keeps it
    app, effects = step(app, ListKey("ArrowLeft"))
    assert shown_ply(app) == 0 and effects == NOTHING
    app, _ = step(app, ListKey("ArrowRight"))
    assert shown_ply(app) == 1 and stops(app) == [1]
    app, _ = step(app, ListKey("End"))
    assert shown_ply(app) == 29 and stops(app) == [29]
    assert step(app, ListKey("Enter"))[1] == NOTHING  # the button's own click does that
    assert set(LIST_KEYS) == {"ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"}


def test_the_list_keys_do_nothing_while_the_round_goes_on() -> None:
    app = start(moves=tuple(WIN[:5]))
    assert step(app, ListKey("Home")) == (app, NOTHING)
