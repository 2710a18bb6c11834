"""The openings panel: a position's next moves counted from the archive and read from the
shipped book (games, won, drawn, lost for the side to move), its tables, its button."""

from __future__ import annotations

import json

from uttt.app.controller import step as step_module
from uttt.app.controller.step import step
from uttt.app.features.archive.events import ArchiveText
from uttt.app.features.openings import handlers
from uttt.app.features.openings.stats import Book, Seen, from_archive, parse_book
from uttt.app.features.openings.view import SHOWN
from uttt.app.features.review.events import ReviewTo
from uttt.app.model.app import App, with_round
from uttt.app.model.effects import Redraw
from uttt.app.model.events import Click
from uttt.app.model.shown import Node
from uttt.app.page.view import page_view
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.storage.archive import Archive, ArchivedGame, dump, finished
from uttt.app.variants import variant_of
from uttt.board import Board
from uttt.frozen import replace

CLASSIC = variant_of("classic")
ULTIMATE = variant_of("ultimate")

X_WINS = (4, 0, 2, 6, 3, 8, 5)  # X's row 3-4-5
DRAW = (4, 0, 8, 2, 1, 7, 6, 3, 5)
X_DIAGONAL = (4, 1, 2, 6, 0, 3, 8)  # X's diagonal 0-4-8
X_LAST = (0, 4, 8, 2, 6, 3, 5, 1, 7)  # X's row 6-7-8 with the last cell


def game(n: int, moves: tuple[int, ...], kind: str = "classic", start: str | None = None,
         resigned: str | None = None) -> ArchivedGame:
    made = finished(f"{n:016x}", n, kind, "person", "computer:master", moves,  # type: ignore[arg-type]
                    resigned, start)  # type: ignore[arg-type]
    assert made is not None
    return made


def test_the_archive_counts_each_next_move_with_its_results_for_the_side_to_move() -> None:
    games = [game(1, X_WINS), game(2, DRAW), game(3, X_DIAGONAL), game(4, X_LAST)]
    # after 4 (X), O is to move: 0 lost once and drawn once; 1 lost
    assert from_archive(games, CLASSIC, (4,)) == (Seen(0, 2, 0, 1), Seen(1, 1, 0, 0))
    assert [s.lost for s in from_archive(games, CLASSIC, (4,))] == [1, 1]
    # from the empty board X moves: 4 three times (won 2, drew 1), 0 once (won)
    assert from_archive(games, CLASSIC, ()) == (Seen(4, 3, 2, 1), Seen(0, 1, 1, 0))
    assert from_archive(games, CLASSIC, (4, 0)) == (Seen(2, 1, 1, 0), Seen(8, 1, 0, 1))
    assert from_archive(games, CLASSIC, (5,)) == ()


def test_only_games_of_the_variant_from_the_empty_board_count() -> None:
    board = Board()
    for move in (40, 36, 4):
        board.push(move)
    ultimate = ArchivedGame("00000000000000bb", 5, "ultimate", "person", "person", (40,),
                            "O", "1-0")
    from_start = replace(game(6, X_WINS), start="x3/3/3 O")
    assert from_archive([ultimate, from_start, game(7, X_WINS)], CLASSIC, ()) == (
        Seen(4, 1, 1, 0),)
    assert from_archive([ultimate], ULTIMATE, ()) == (Seen(40, 1, 1, 0),)


def test_a_resignation_counts_for_the_side_that_won() -> None:
    resigned = game(8, (4, 0), resigned="X")  # X resigned: O won
    assert from_archive([resigned], CLASSIC, (4,)) == (Seen(0, 1, 1, 0),)


def test_percents_add_up_to_a_hundred() -> None:
    assert Seen(0, 3, 1, 1).percents() == (33, 33, 34)
    assert Seen(0, 4, 4, 0).percents() == (100, 0, 0)
    assert Seen(0, 7, 1, 5).percents() == (14, 71, 15)
    assert Seen(0, 0, 0, 0).percents() == (0, 0, 0)


TINY = json.dumps({"format": 1, "classic": {"games": 10, "moves": {
    "4": [6, 2, 3, {"0": [4, 1, 2, {"8": [3, 3, 0]}], "1": [2, 0, 0]}],
    "0": [4, 1, 1]}}})


def test_the_book_gives_the_moves_of_a_position_most_played_first() -> None:
    book = parse_book(TINY)
    assert book.has(CLASSIC) and not book.has(ULTIMATE)
    assert book.seen(CLASSIC, ()) == (Seen(4, 6, 2, 3), Seen(0, 4, 1, 1))
    assert book.seen(CLASSIC, (4,)) == (Seen(0, 4, 1, 2), Seen(1, 2, 0, 0))
    assert book.seen(CLASSIC, (4, 0)) == (Seen(8, 3, 3, 0),)
    assert book.seen(CLASSIC, (4, 0, 8)) == ()  # past the book's depth
    assert book.seen(CLASSIC, (2,)) == ()
    assert book.seen(ULTIMATE, ()) == ()


def test_a_damaged_book_is_an_empty_one() -> None:
    for text in (None, "", "[", "[]", '{"format": 2, "classic": {}}',
                 '{"format": 1, "classic": {"games": "x", "moves": {}}}'):
        assert parse_book(text) == Book()
    odd = parse_book('{"format": 1, "classic": {"games": 2, "moves": '
                     '{"4": [1, 0], "x": [1, 0, 0], "0": [2, 1, 1, 7]}}}')
    assert odd.seen(CLASSIC, ()) == (Seen(0, 2, 1, 1),)
    assert odd.seen(CLASSIC, (0,)) == ()


def test_the_shipped_book_holds_the_ultimate_self_play_games_and_no_classic() -> None:
    book = handlers.read_book()
    assert book.has(ULTIMATE) and not book.has(CLASSIC)
    first = book.seen(ULTIMATE, ())
    assert len(first) == 81 and sum(s.games for s in first) == book.games["ultimate"]
    assert all(s.games >= 3 for s in first)
    assert book.seen(ULTIMATE, (first[0].move,))


# -- the panel through the program -----------------------------------------------------


def start(game_kind: str = "classic", archive: Archive | None = None) -> App:
    app = App.start(MatchRecord("00000000000000aa", game=game_kind), ScoreBook(),  # type: ignore[arg-type]
                    width=360, height=360)
    text = None if archive is None else dump(archive)
    return step(app, ArchiveText(text))[0]


def tables(app: App) -> dict[str, list[list[str]]]:
    """The panel's tables by title: each row's cells as text (the header first)."""
    body: list[Node] = page_view(app)["live"]["ids"]["openings-body"]["children"]
    found: dict[str, list[list[str]]] = {}
    title = ""
    for node in body:
        if node["tag"] == "h3":
            title = node["text"]
        elif node["tag"] == "table":
            found[title] = [[cell["text"] for cell in row["children"]]
                            for part in node["children"] for row in part["children"]]
        elif title:
            found[title] = []
    return found


def test_the_button_opens_the_panel_with_the_archive_parsed_and_the_book_read() -> None:
    archive = Archive((game(1, X_WINS), game(2, DRAW)))
    app = start(archive=archive)
    assert app.archive.archive is None and not app.openings.open  # parsed when needed
    ids = page_view(app)["live"]["ids"]
    assert ids["openings"] == {"hidden": True} and "openings-body" not in ids
    app, effects = step(app, Click("openings", 1.0))
    assert app.openings.open and app.openings.book is not None and Redraw in effects
    assert app.archive.archive == archive
    assert page_view(app)["live"]["ids"]["openings-toggle"]["attrs"]["aria-pressed"] == "true"
    assert tables(app) == {"Your finished games": [
        ["Move", "Games", "Won", "Drawn", "Lost"], ["b2", "2", "50%", "50%", "0%"]]}
    # classic has no shipped games: no table for them, nothing said
    book = app.openings.book
    app, _ = step(app, Click("openings", 2.0))
    assert not app.openings.open and app.openings.book is book  # read once
    assert page_view(app)["live"]["ids"]["openings"] == {"hidden": True}


def test_the_panel_follows_the_position_on_screen_and_the_review() -> None:
    archive = Archive((game(1, X_WINS), game(2, DRAW), game(3, X_DIAGONAL)))
    app = step(start(archive=archive), Click("openings", 1.0))[0]
    from tests.app.controller.test_archive_controller import play

    app, _ = play(app, [4])
    assert tables(app)["Your finished games"][1:] == [["a1", "2", "0%", "50%", "50%"],
                                                      ["b1", "1", "0%", "0%", "100%"]]
    app, _ = play(app, [0, 2, 6, 3, 8, 5], t=3.0)  # X wins: the review can step back
    app, _ = step(app, ReviewTo(1))
    assert tables(app)["Your finished games"][1][0] == "a1"
    app, _ = step(app, ReviewTo(0))
    assert tables(app)["Your finished games"][1][:2] == ["b2", "4"]  # this game too now


def test_ultimate_shows_the_computer_games_the_most_played_first() -> None:
    app = step(start("ultimate"), Click("openings", 1.0))[0]
    shown = tables(app)
    assert shown["Your finished games"] == []
    rows = shown["Computer games"]
    assert rows[0] == ["Move", "Games", "Won", "Drawn", "Lost"] and len(rows) == 1 + SHOWN
    counts = [int(row[1]) for row in rows[1:]]
    assert counts == sorted(counts, reverse=True)
    assert all(row[2].endswith("%") for row in rows[1:])


def test_a_game_from_a_set_up_position_says_only_empty_board_games_count() -> None:
    app = start()
    app = with_round(app, record=replace(app.round.record, start="x3/3/3 O"))
    app = step(app, Click("openings", 1.0))[0]
    body = page_view(app)["live"]["ids"]["openings-body"]["children"]
    assert [n["tag"] for n in body] == ["p"] and "empty board" in body[0]["text"]


def test_the_button_is_routed_to_the_openings_feature() -> None:
    assert "openings" in step_module.BUTTON_HANDLERS
    from uttt.app.controller.features import FEATURES

    (owner,) = [f for f in FEATURES if "openings" in f.buttons]
    assert owner.name == "openings" and owner.view is not None
