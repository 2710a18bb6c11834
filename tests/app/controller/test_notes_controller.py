"""The player's notes on the analysis board through the program: arrows and circles drawn
with the mouse's secondary button, with the drawing tool by a tap or a drag, and from the
keyboard; a comment per position, its limit; all of it kept with the position shown,
saved with the study and read back; the computer's best moves drawn as arrows only while
its help is shown."""

from __future__ import annotations

import json
from typing import Any

from tests.app.controller.test_analysis_board import GAME, _values, runner_for
from uttt.app.controller.runner import MemoryEdge, Runner
from uttt.app.features.analysis.events import CommentTyped
from uttt.app.features.analysis.notes_view import computer_help, computer_marks, player_marks
from uttt.app.features.play.events import (
    KeyPress,
    PointerCancel,
    PointerDown,
    PointerMove,
    PointerUp,
)
from uttt.app.features.play.pointer import cell_centre
from uttt.app.model.events import Click
from uttt.app.page.paint import board_marks
from uttt.app.page.view import page_view
from uttt.app.study.analysis import Evaluation
from uttt.app.study.notes import MAX_COMMENT, Note, note_at
from uttt.app.study.values import ValueMoves
from uttt.board import Board
from uttt.frozen import replace


def _board(runner: Runner) -> Any:
    board = runner.app.study.board
    assert board is not None
    return board


def _here(runner: Runner) -> Note:
    board = _board(runner)
    review = runner.app.round.view.review
    path = board.game if review is None else board.game[:review]
    return note_at(board.notes, board.at or path)


def _press(runner: Runner, start: int, end: int, button: int = 2) -> None:
    x0, y0 = cell_centre(runner.app, start)
    x1, y1 = cell_centre(runner.app, end)
    runner.dispatch(PointerDown(x0, y0, 10.0, button=button))
    runner.dispatch(PointerMove(x1, y1, 10.02))
    runner.dispatch(PointerUp(x1, y1, 10.05))


def _saved_notes(edge: MemoryEdge) -> list[Any]:
    return list(json.loads(edge.study or "{}")["boards"][0]["notes"])


def _said(edge: MemoryEdge) -> list[str]:
    """Every text said in the live region so far (a step's texts joined)."""
    return [str(args[0]) for args in edge.posted("say")]


def test_the_secondary_button_circles_a_cell_and_draws_an_arrow_then_takes_them_away() -> None:
    runner, edge = runner_for()
    runner.dispatch(Click("prev", 1.0))
    record = runner.app.round.record
    _press(runner, 40, 40)
    assert _here(runner) == Note(circles=(40,))
    _press(runner, 36, 4)
    assert _here(runner) == Note(arrows=((36, 4),), circles=(40,))
    assert runner.app.round.record == record and _board(runner).at is None  # no move played
    saved = _saved_notes(edge)
    assert saved == [{"node": len(GAME) - 2, "arrows": [[36, 4]], "circles": [40]}]
    ops = player_marks(runner.app, runner.app.page.layout)
    assert [op["op"] for op in ops] == ["circle", "poly"]
    _press(runner, 40, 40)
    _press(runner, 36, 4)
    assert _here(runner) == Note() and _saved_notes(edge) == []


def test_a_mark_being_drawn_is_shown_and_a_cancel_or_a_release_off_the_cells_drops_it() -> None:
    runner, _ = runner_for()
    x, y = cell_centre(runner.app, 36)
    runner.dispatch(PointerDown(x, y, 10.0, button=2))
    x1, y1 = cell_centre(runner.app, 4)
    runner.dispatch(PointerMove(x1, y1, 10.1))
    assert (_board(runner).pen.anchor, _board(runner).pen.aim) == (36, 4)
    sketch = [op for op in player_marks(runner.app, runner.app.page.layout)
              if op.get("alpha") == 0.45]
    assert [op["op"] for op in sketch] == ["poly"]
    runner.dispatch(PointerCancel(10.2))
    assert _board(runner).pen.anchor is None and _here(runner) == Note()
    runner.dispatch(PointerDown(x, y, 11.0, button=2))
    runner.dispatch(PointerUp(1.0, 1.0, 11.1))  # off the board
    assert _board(runner).pen.anchor is None and _here(runner) == Note()


def test_with_the_drawing_tool_a_tap_circles_and_without_it_plays_a_variation() -> None:
    runner, edge = runner_for()
    runner.dispatch(Click("prev", 1.0))
    legal = Board.from_moves(list(GAME[:-1])).legal_moves()
    runner.dispatch(Click("draw", 2.0))
    assert _board(runner).pen.on
    assert page_view(runner.app)["live"]["ids"]["draw-toggle"]["attrs"]["aria-pressed"] == "true"
    _press(runner, legal[0], legal[0], button=0)
    assert _here(runner) == Note(circles=(legal[0],)) and _board(runner).at is None
    _press(runner, legal[0], legal[1], button=0)  # a drag: an arrow
    assert _here(runner).arrows == ((legal[0], legal[1]),)
    runner.dispatch(Click("draw", 3.0))
    _press(runner, legal[0], legal[0], button=0)
    assert _board(runner).at == (*GAME[:-1], legal[0])  # a move explored again
    name = runner.app.match().variant.move_name(legal[0])
    assert any(s.startswith(f"Circle on {name}") for s in _said(edge))


def test_the_keyboard_draws_with_its_own_cursor() -> None:
    runner, edge = runner_for()
    runner.dispatch(Click("prev", 1.0))
    runner.dispatch(KeyPress("d", 1.0))
    board = _board(runner)
    assert board.pen.on and board.pen.cursor is None
    runner.dispatch(KeyPress("ArrowRight", 1.1))  # the cursor first stands on the last move
    start = _board(runner).pen.cursor
    assert start == GAME[-2]
    assert runner.app.round.view.review == len(GAME) - 1  # the review did not step
    runner.dispatch(KeyPress("Enter", 1.2))
    assert _board(runner).pen.anchor == start
    runner.dispatch(KeyPress("ArrowDown", 1.3))
    end = _board(runner).pen.cursor
    assert end is not None and end != start and _board(runner).pen.aim == end
    runner.dispatch(KeyPress(" ", 1.4))
    assert _here(runner).arrows == ((start, end),) and _board(runner).pen.anchor is None
    runner.dispatch(KeyPress("Enter", 1.5))
    runner.dispatch(KeyPress("Enter", 1.6))
    assert _here(runner).circles == (end,)
    cursor = [op for op in player_marks(runner.app, runner.app.page.layout)
              if op.get("dash")]
    assert len(cursor) == 1
    runner.dispatch(KeyPress("Enter", 1.7))
    runner.dispatch(KeyPress("Escape", 1.8))  # lets go of the mark begun
    assert _board(runner).pen.on and _board(runner).pen.anchor is None
    runner.dispatch(KeyPress("Escape", 1.9))  # then the tool goes off
    assert not _board(runner).pen.on
    runner.dispatch(KeyPress("ArrowLeft", 2.0))  # the review's keys again
    assert runner.app.round.view.review == len(GAME) - 2
    assert any(s.startswith("Mark begun on") for s in _said(edge))


def test_marks_belong_to_the_position_shown_and_come_back_with_the_study() -> None:
    runner, edge = runner_for()
    runner.dispatch(Click("prev", 1.0))
    _press(runner, 36, 4)
    runner.dispatch(CommentTyped("  The turning point  "))
    runner.dispatch(Click("prev", 2.0))
    assert _here(runner) == Note()
    ids = page_view(runner.app)["live"]["ids"]
    assert ids["comment-text"]["typed"] == "" and ids["marks-clear"]["disabled"] is True
    runner.dispatch(Click("next", 3.0))
    assert _here(runner) == Note("The turning point", ((36, 4),))
    ids = page_view(runner.app)["live"]["ids"]
    assert ids["comment-text"]["typed"] == "The turning point"
    assert ids["marks-said"]["text"] == "Your marks: arrow d4 → b2"
    again, _ = runner_for(study=edge.study)
    again.dispatch(Click("prev", 1.0))
    assert _here(again) == Note("The turning point", ((36, 4),))
    again.dispatch(Click("marks_clear", 2.0))
    assert _here(again) == Note("The turning point")


def test_a_comment_too_long_is_refused_and_kept_in_its_field() -> None:
    runner, edge = runner_for()
    long = "x" * (MAX_COMMENT + 5)
    runner.dispatch(CommentTyped(long))
    assert _here(runner) == Note() and edge.study is None
    ids = page_view(runner.app)["live"]["ids"]
    assert ids["comment-text"]["typed"] == long
    assert ids["comment-text"]["attrs"]["aria-invalid"] == "true"
    assert "285 characters" in ids["comment-note"]["text"]
    assert any("Too long: 285" in s for s in _said(edge))
    runner.dispatch(CommentTyped("x" * MAX_COMMENT))
    assert _here(runner).comment == "x" * MAX_COMMENT
    runner.dispatch(CommentTyped(""))
    assert _here(runner) == Note() and any("Comment removed" in s for s in _said(edge))


def test_a_deleted_variation_takes_its_notes() -> None:
    runner, edge = runner_for()
    runner.dispatch(Click("prev", 1.0))
    move = Board.from_moves(list(GAME[:-1])).legal_moves()[0]
    x, y = cell_centre(runner.app, move)
    runner.dispatch(PointerDown(x, y, 10.0))
    runner.dispatch(PointerUp(x, y, 10.05))
    assert _board(runner).at == (*GAME[:-1], move)
    runner.dispatch(CommentTyped("A try"))
    assert len(_board(runner).notes) == 1
    runner.dispatch(Click("var_delete", 11.0))
    assert _board(runner).notes == () and _saved_notes(edge) == []


def test_the_computer_s_arrows_follow_its_switches() -> None:
    runner, edge = runner_for()
    runner.dispatch(Click("prev", 1.0))
    layout = runner.app.page.layout
    assert not computer_help(runner.app) and computer_marks(runner.app, layout) == []
    runner.dispatch(Click("values", 1.0))
    job = edge.jobs[-1]
    assert isinstance(job, ValueMoves)
    runner.dispatch(_values(job))
    assert computer_help(runner.app)
    ops = computer_marks(runner.app, layout)
    assert [op["op"] for op in ops] == ["poly"] * 3  # the cells carry the values
    assert ops[-1]["alpha"] > ops[0]["alpha"]  # the best last, bolder
    data = page_view(runner.app)["live"]["ids"]["board"]["data"]
    assert data["computer"] == ",".join(str(v.move) for v in _board(runner).values[-1].best())
    runner.dispatch(Click("values", 2.0))
    assert computer_marks(runner.app, layout) == []


def test_the_report_s_best_move_is_an_arrow_with_its_value() -> None:
    runner, _ = runner_for()
    runner.dispatch(Click("prev", 1.0))
    screen = runner.app.study.analysis
    assert screen is not None
    best = Board.from_moves(list(GAME[:-1])).legal_moves()[0]
    report = screen.report
    assert report is not None
    report = report.with_evaluation(len(GAME) - 1, Evaluation(0.62, best, (best,)))
    screen = replace(screen, report=report, shown=len(GAME) - 1, show_best=True)
    runner.app = replace(runner.app, study=replace(runner.app.study, analysis=screen))
    ops = computer_marks(runner.app, runner.app.page.layout)
    assert [op["op"] for op in ops] == ["poly", "rect", "text"]
    assert ops[-1]["text"] == "62%"
    assert ops[0] in board_marks(runner.app, runner.app.page.layout)


def test_a_refused_comment_sent_again_is_not_said_twice() -> None:
    runner, edge = runner_for()
    long = "y" * (MAX_COMMENT + 1)
    runner.dispatch(CommentTyped(long))  # the field left
    runner.dispatch(CommentTyped(long))  # then its form sent
    assert sum("Too long" in s for s in _said(edge)) == 1
