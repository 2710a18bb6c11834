"""My studies through the program: the list's rows from the saved boards (newest first,
length or set-up start, variations, comments, the first comment's start), a study opened
for review with its own board, editable, a Delete asked then confirmed or called off,
the empty list, and a study gone since the list was drawn."""

from __future__ import annotations

import json

from tests.helpers import WIN
from uttt.app.controller.runner import MemoryEdge, Runner
from uttt.app.features.analysis.events import StudyText
from uttt.app.features.studies.events import StudyPick
from uttt.app.model.app import App
from uttt.app.model.effects import announced
from uttt.app.model.events import Click
from uttt.app.page.view import page_view
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.study import store
from uttt.app.study.notes import Note
from uttt.app.study.shelf import board_key, rows
from uttt.app.study.store import SavedBoard, Study
from uttt.app.study.variations import Node, add_line, add_variation
from uttt.app.texts.i18n import translate
from uttt.board import Board

GAME = tuple(WIN)
START = "9/9/9/9/4x4/9/9/9/9 O 1 e5"
OTHER = next(m for m in Board.from_moves(list(GAME[:10])).legal_moves() if m != GAME[10])


def _game_board() -> SavedBoard:
    root = add_variation(add_line(Node(), (), GAME), GAME[:10], OTHER)
    notes = (((*GAME[:10], OTHER), Note("Better: this keeps the centre board open for Red")),)
    return SavedBoard(GAME, root, None, notes)


def _position_board() -> SavedBoard:
    return SavedBoard((), Node(), START)


def runner_for(study: Study | None) -> tuple[Runner, MemoryEdge]:
    app = App.start(MatchRecord("0" * 16), ScoreBook(), width=360, height=360)
    edge = MemoryEdge()
    runner = Runner(app, edge)
    runner.dispatch(StudyText(None if study is None else store.dump(study)))
    runner.dispatch(Click("studies_open", 1.0))
    return runner, edge


def _ids(runner: Runner) -> dict:  # type: ignore[type-arg]
    return page_view(runner.app)["live"]["ids"]  # type: ignore[no-any-return]


def _lines(runner: Runner) -> list[list[str]]:
    """Each row's texts: its line, its excerpt (if any), and its buttons' labels."""
    out = []
    for item in _ids(runner)["studies-list"]["children"]:
        texts = [c["text"] for c in item["children"] if "text" in c]
        buttons = item["children"][-1]["children"]
        out.append([*texts, *(b["attrs"]["aria-label"] for b in buttons)])
    return out


def test_the_rows_say_each_study_newest_first() -> None:
    study = Study(boards=(_position_board(), _game_board()))
    shown = rows(study)
    assert [(r.moves, r.from_position, r.variations, r.comments) for r in shown] == [
        (len(GAME), False, 1, 1), (0, True, 0, 0)]
    assert shown[0].excerpt == "Better: this keeps the centre board open for Red"
    runner, _ = runner_for(study)
    assert _lines(runner) == [
        ["29 moves · 1 variation · 1 comment",
         "“Better: this keeps the centre board open for Red”",
         "Open the study: 29 moves · 1 variation · 1 comment",
         "Delete the study: 29 moves · 1 variation · 1 comment"],
        ["From a set-up position · 0 variations · 0 comments",
         "Open the study: From a set-up position · 0 variations · 0 comments",
         "Delete the study: From a set-up position · 0 variations · 0 comments"]]
    ids = _ids(runner)
    assert ids["studies-empty"]["hidden"] is True
    assert ids["studies-count"]["text"].startswith("2 studies kept. This device keeps your 8 ")
    assert ids["studies-confirm"]["hidden"] is True


def test_a_long_comment_is_cut_at_a_word() -> None:
    board = _game_board()
    long = Note("Red should have sent Blue to a board already won, " * 3)
    board = SavedBoard(board.game, board.root, None, ((GAME[:3], long), *board.notes))
    row = rows(Study(boards=(board,)))[0]
    assert row.comments == 2 and row.excerpt.endswith("…") and len(row.excerpt) <= 60
    assert row.excerpt.startswith("Red should have sent Blue")


def test_the_empty_list_says_how_to_make_a_study() -> None:
    runner, _ = runner_for(None)
    ids = _ids(runner)
    assert ids["studies-list"]["children"] == []
    assert ids["studies-empty"]["hidden"] is False
    assert ids["studies-empty"]["text"].startswith("No study yet.")
    assert ids["studies-count"]["text"].startswith("0 studies kept.")


def test_open_shows_the_game_with_its_board_editable() -> None:
    runner, _ = runner_for(Study(boards=(_game_board(), _position_board())))
    runner.dispatch(StudyPick(board_key(_game_board())))
    app = runner.app
    assert app.links.watching is not None and app.links.watching.moves == GAME
    assert app.round.view.review == len(GAME)
    board = app.study.board
    assert board is not None and not board.shared and board.root == _game_board().root
    assert board.notes == _game_board().notes
    assert not app.studies.shown
    assert "studies-list" not in _ids(runner)  # closed: not built
    said = [n.key for n in app.notices]
    assert "studies.opened" in said


def test_open_a_set_up_position() -> None:
    runner, _ = runner_for(Study(boards=(_position_board(),)))
    runner.dispatch(StudyPick(board_key(_position_board())))
    app = runner.app
    assert app.links.watching is not None and app.links.watching.start == START
    assert app.study.board is not None and app.study.board.start == START


def test_delete_asks_first_then_deletes() -> None:
    runner, edge = runner_for(Study(boards=(_position_board(), _game_board())))
    key = board_key(_game_board())
    runner.dispatch(StudyPick(key, "delete"))
    ids = _ids(runner)
    assert ids["studies-confirm"]["hidden"] is False
    assert ids["studies-confirm-text"]["text"].startswith(
        "Delete this study (29 moves · 1 variation · 1 comment)?")
    assert page_view(runner.app)["live"]["focus"] == "studies_delete_no"
    runner.dispatch(Click("studies_delete_no", 2.0))
    assert _ids(runner)["studies-confirm"]["hidden"] is True
    assert len(runner.app.study.document.boards) == 2  # type: ignore[union-attr]
    runner.dispatch(StudyPick(key, "delete"))
    fx = runner.dispatch(Click("studies_delete_yes", 3.0))
    assert [m.key for m in announced(fx)] == ["studies.deleted"]
    saved = json.loads(edge.study or "{}")
    assert [b.get("start") for b in saved["boards"]] == [START]
    assert len(_lines(runner)) == 1 and _ids(runner)["studies-confirm"]["hidden"] is True


def test_a_study_gone_since_the_list_was_drawn_is_said() -> None:
    runner, edge = runner_for(Study(boards=(_game_board(),)))
    written = edge.study
    fx = runner.dispatch(StudyPick("0" * 16))
    assert [m.key for m in announced(fx)] == ["studies.gone"]
    assert runner.app.links.watching is None and edge.study == written
    assert translate("pt-PT", announced(fx)[0]).startswith("Este estudo já não")


def test_deleting_the_study_on_screen_leaves_its_game_without_variations() -> None:
    runner, edge = runner_for(Study(boards=(_game_board(),)))
    key = board_key(_game_board())
    runner.dispatch(StudyPick(key))
    runner.dispatch(Click("studies_open", 2.0))
    runner.dispatch(StudyPick(key, "delete"))
    runner.dispatch(Click("studies_delete_yes", 3.0))
    board = runner.app.study.board
    assert board is not None and board.notes == () and board.root == add_line(Node(), (), GAME)
    assert json.loads(edge.study or "{}")["boards"] == []
