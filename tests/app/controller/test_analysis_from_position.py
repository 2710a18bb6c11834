"""The analysis board on a set-up position through the program: "Analyse" in the position
editor (opened by hand or by a position link) shows the position for review, its moves
start variations, every move's value is a job from that position, the tree is saved
with its start and read back, and leaving goes back to this device's round untouched.
A finished round that started from a position gets the board too."""

from __future__ import annotations

import json

from tests.helpers import WIN
from uttt.app.controller.runner import MemoryEdge, Runner
from uttt.app.features.analysis.events import StudyText
from uttt.app.features.editor.events import PositionSet, PositionTap
from uttt.app.features.links.events import OpenLink
from uttt.app.features.play.events import PointerDown, PointerUp
from uttt.app.features.play.pointer import cell_centre
from uttt.app.model.app import App
from uttt.app.model.events import Click
from uttt.app.model.shown import render_view, text
from uttt.app.page.view import page_view
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.study.values import ValueMoves
from uttt.board import Board

URL = "https://example.org/uttt/"
E5_TEXT = "9/9/9/9/4x4/9/9/9/9 O 1 e5"
CENTRE = {36, 37, 38, 39, 41, 42, 43, 44}


def runner_for(record: MatchRecord | None = None,
               study: str | None = None) -> tuple[Runner, MemoryEdge]:
    app = App.start(record or MatchRecord("00000000000000aa"), ScoreBook(), width=360,
                    height=360)
    edge = MemoryEdge()
    runner = Runner(app, edge)
    runner.dispatch(StudyText(study))
    return runner, edge


def _tap(runner: Runner, move: int, time: float = 10.0) -> None:
    x, y = cell_centre(runner.app, move)
    runner.dispatch(PointerDown(x, y, time))
    runner.dispatch(PointerUp(x, y, time + 0.05))


def _analysed(runner: Runner) -> None:
    """X in e5, O to move in the centre board, then "Analyse"."""
    for event in (Click("pos_open", 1.0), PositionTap(40), PositionSet("side", "O"),
                  PositionSet("target", "4"), Click("pos_analyse", 2.0)):
        runner.dispatch(event)


def test_analyse_opens_the_board_on_the_position_set_up() -> None:
    runner, _ = runner_for()
    record = runner.app.round.record
    _analysed(runner)
    app = runner.app
    assert app.editor.open is None and app.links.watching is not None
    assert app.links.watching.start == E5_TEXT and app.links.watching.moves == ()
    board = app.study.board
    assert board is not None and board.start == E5_TEXT and board.game == ()
    assert app.round.record == record  # this device's round is not touched
    view = render_view(app)
    assert {m for m, _ in view.marks} == {40}
    ids = page_view(app)["live"]["ids"]
    assert ids["moves"]["hidden"] is False and ids["explore"]["hidden"] is False


def test_a_variation_from_the_position_values_and_leaving() -> None:
    runner, edge = runner_for()
    record = runner.app.round.record
    _analysed(runner)
    _tap(runner, 36)
    board = runner.app.study.board
    assert board is not None and board.at == (36,)
    assert {m for m, _ in render_view(runner.app).marks} == {40, 36}
    saved = json.loads(edge.study or "{}")
    assert saved["boards"][0]["start"] == E5_TEXT and saved["boards"][0]["moves"] == []
    runner.dispatch(Click("values", 3.0))
    job = edge.jobs[-1]
    assert isinstance(job, ValueMoves) and job.start == E5_TEXT and job.moves == (36,)
    runner.dispatch(Click("var_leave", 4.0))
    assert runner.app.study.board is not None and runner.app.study.board.at is None
    job = edge.jobs[-1]
    assert isinstance(job, ValueMoves) and job.moves == () and job.start == E5_TEXT
    runner.dispatch(Click("home", 5.0))
    assert runner.app.links.watching is None and runner.app.study.board is None
    assert runner.app.round.record == record


def test_the_position_s_moves_are_the_ones_explorable() -> None:
    from uttt.app.features.analysis.board import explorable

    runner, _ = runner_for()
    _analysed(runner)
    assert set(explorable(runner.app) or ()) == CENTRE


def test_the_variations_of_a_position_are_read_back_with_the_study() -> None:
    runner, edge = runner_for()
    _analysed(runner)
    _tap(runner, 36)
    again, _ = runner_for(study=edge.study)
    _analysed(again)
    board = again.app.study.board
    assert board is not None and board.explored() == 1 and board.start == E5_TEXT


def test_a_position_link_offers_analyse() -> None:
    runner, _ = runner_for()
    runner.dispatch(OpenLink(URL + "#p=9/9/9/9/4x4/9/9/9/9_O_1_e5", "hash"))
    ids = page_view(runner.app)["live"]["ids"]
    assert ids["pos-analyse"]["disabled"] is False
    runner.dispatch(Click("pos_analyse", 2.0))
    board = runner.app.study.board
    assert board is not None and board.start == E5_TEXT


def test_a_finished_round_from_a_position_gets_the_board() -> None:
    start = Board.from_moves(WIN[:10]).fen()
    runner, edge = runner_for(MatchRecord("00000000000000aa", moves=tuple(WIN[10:]),
                                          start=start))
    assert runner.app.match().is_over()
    board = runner.app.study.board
    assert board is not None and board.start == start and board.game == tuple(WIN[10:])
    runner.dispatch(Click("prev", 1.0))
    runner.dispatch(Click("values", 2.0))
    job = edge.jobs[-1]
    assert isinstance(job, ValueMoves) and job.start == start
    assert job.moves == tuple(WIN[10:-1])


def test_the_record_of_a_round_from_a_position_carries_it_and_opens_it_again() -> None:
    runner, edge = runner_for()
    for event in (Click("pos_open", 1.0), PositionTap(40), PositionSet("side", "O"),
                  PositionSet("target", "4"), Click("pos_two", 2.0, "91b7584a2265b1f5")):
        runner.dispatch(event)
    _tap(runner, 36, 10.0)
    _tap(runner, 0, 20.0)
    record = '[FEN "9/9/9/9/4x4/9/9/9/9 O 1 e5"]\n1... d4 2. a1'
    assert edge.posted("publish")[-1] == (record,)  # the canvas's data-record
    runner.dispatch(Click("copy_record", 3.0))
    assert edge.posted("copy")[-1] == (record,)
    other, _ = runner_for()
    other.dispatch(OpenLink(record, "paste"))
    opened = other.app.links.watching
    assert opened is not None and (opened.start, opened.moves) == (E5_TEXT, (36, 0))
    assert other.app.match().board.key() == runner.app.match().board.key()


def test_moves_from_a_position_with_o_to_move_are_numbered_from_1_dots() -> None:
    from uttt.app.scene.variations import variation_rows

    runner, _ = runner_for()
    _analysed(runner)
    _tap(runner, 36, 10.0)
    _tap(runner, 0, 20.0)
    board = runner.app.study.board
    assert board is not None
    rows = variation_rows(runner.app.match().variant, board)
    assert [e.text for row in rows for e in row.entries] == ["1\u2026 d4", "2. a1"]
    assert text(runner.app, render_view(runner.app).status).startswith("Variation: 2. a1")


def test_the_move_list_of_a_round_from_a_position_with_o_to_move() -> None:
    from uttt.app.texts.move_list import move_list
    from uttt.app.variants import variant_of

    pairs = move_list(variant_of("ultimate"), (36, 0, 4), shown=1, offset=1)
    assert [(p.number, [(e.ply, e.symbol, e.name) for e in p.entries]) for p in pairs] == [
        (1, [(1, "O", "d4")]), (2, [(2, "X", "a1"), (3, "O", "b2")])]
    assert runner_text(pairs[0].entries[0].label()) == "1\u2026 d4"


def runner_text(said: object) -> str:
    from uttt.app.texts.i18n import Message, translate

    assert isinstance(said, Message)
    return translate("en", said)


def test_the_review_of_a_round_from_a_position_names_its_moves_from_1_dots() -> None:
    from uttt.notation import move_name

    start = Board.from_moves(WIN[:11]).fen()  # O to move
    runner, _ = runner_for(MatchRecord("00000000000000aa", moves=tuple(WIN[11:]), start=start))
    runner.dispatch(Click("prev", 1.0))  # the 17th move from the start: O's ninth
    said = runner_text(render_view(runner.app).status)
    assert said.startswith(f"Review: 9\u2026 {move_name(WIN[27])}"), said


def test_analysing_the_live_position_of_a_rated_round_counts_as_a_hint() -> None:
    runner, edge = runner_for(MatchRecord("00000000000000aa", mode="computer"))
    writes = len(edge.writes)
    assert runner.app.match().rated()
    _tap(runner, 40, 10.0)
    runner.dispatch(Click("pos_open", 20.0))
    runner.dispatch(Click("pos_analyse", 21.0))
    assert runner.app.links.watching is not None and runner.app.study.board is not None
    assert runner.app.round.record.hinted and runner.app.round.record.moves == (40,)
    assert len(edge.writes) > writes  # saved
