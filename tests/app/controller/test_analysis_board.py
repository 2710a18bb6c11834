"""The analysis board through the program: moves tapped on a finished game under review
start variations and never change the game; the review's steps and the variations' list
walk them; the tree is saved with the study document and read back; every move's value
is a job of lane ``values`` asked only for a finished game, and drawn in each legal cell."""

from __future__ import annotations

import json

from tests.helpers import WIN
from uttt.app.controller.runner import MemoryEdge, Runner
from uttt.app.features.analysis.events import StudyText, VariationKey, VariationTo, VariationTyped
from uttt.app.features.play.events import KeyPress, PointerDown, PointerUp
from uttt.app.features.play.pointer import cell_centre
from uttt.app.features.review.events import ListKey
from uttt.app.model.app import App
from uttt.app.model.events import Click
from uttt.app.model.shown import render_view
from uttt.app.page.paint import board_marks
from uttt.app.page.view import page_view
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.study.values import MoveValue, MoveValues, Valued, ValueMoves
from uttt.board import Board

ID = "0" * 16
GAME = tuple(WIN)


def runner_for(moves: tuple[int, ...] = GAME, study: str | None = None,
               mode: str = "two_players") -> tuple[Runner, MemoryEdge]:
    app = App.start(MatchRecord(ID, moves=moves, mode=mode),  # type: ignore[arg-type]
                    ScoreBook(), width=360, height=360)
    edge = MemoryEdge()
    runner = Runner(app, edge)
    runner.dispatch(StudyText(study))
    return runner, edge


def _tap(runner: Runner, move: int) -> None:
    """Press and release on a cell's centre."""
    x, y = cell_centre(runner.app, move)
    runner.dispatch(PointerDown(x, y, 10.0))
    runner.dispatch(PointerUp(x, y, 10.05))


def _other(moves: tuple[int, ...], taken: int) -> int:
    return next(m for m in Board.from_moves(list(moves)).legal_moves() if m != taken)


def test_a_variation_played_and_left_leaves_the_game_as_it_was() -> None:
    runner, edge = runner_for()
    record = runner.app.round.record
    assert runner.app.study.board is not None and runner.app.study.board.game == GAME
    for _ in range(19):
        runner.dispatch(Click("prev", 1.0))
    assert runner.app.round.view.review == 10
    move = _other(GAME[:10], GAME[10])
    _tap(runner, move)
    board = runner.app.study.board
    assert board is not None and board.at == (*GAME[:10], move)
    assert runner.app.round.record == record  # the game never changes
    view = render_view(runner.app)
    assert move in [m for m, _ in view.marks] and view.status.key == "explore.status"
    reply = Board.from_moves([*GAME[:10], move]).legal_moves()[0]
    _tap(runner, reply)
    assert runner.app.study.board.at == (*GAME[:10], move, reply)  # type: ignore[union-attr]
    saved = json.loads(edge.study or "{}")
    assert saved["boards"][0]["moves"] == list(GAME)
    runner.dispatch(Click("prev", 2.0))  # steps back along the variation
    assert runner.app.study.board.at == (*GAME[:10], move)  # type: ignore[union-attr]
    runner.dispatch(Click("var_leave", 3.0))
    assert runner.app.study.board.at is None and runner.app.round.view.review == 10  # type: ignore[union-attr]
    assert runner.app.round.record == record
    ids = page_view(runner.app)["live"]["ids"]
    assert ids["explore"]["hidden"] is False and ids["explore"]["data"]["variations"] == "2"


def test_the_game_s_own_move_follows_the_game() -> None:
    runner, _ = runner_for()
    runner.dispatch(Click("first", 1.0))
    _tap(runner, GAME[0])
    assert runner.app.study.board.at is None and runner.app.round.view.review == 1  # type: ignore[union-attr]
    assert runner.app.study.board.explored() == 0  # type: ignore[union-attr]


def test_the_list_and_its_keys_walk_the_variations_promote_and_delete() -> None:
    runner, _ = runner_for()
    for _ in range(27):
        runner.dispatch(ListKey("ArrowLeft"))
    assert runner.app.round.view.review == 2
    first, second = (_other(GAME[:2], GAME[2]),
                     _other(GAME[:2], _other(GAME[:2], GAME[2])))
    _tap(runner, first)
    runner.dispatch(VariationKey("Home"))
    assert runner.app.round.view.review == 2 and runner.app.study.board.at is None  # type: ignore[union-attr]
    _tap(runner, second)
    board = runner.app.study.board
    assert board is not None and [n.move for n in board.root.children[0].children[0].children] \
        == [GAME[2], first, second]
    runner.dispatch(Click("var_promote", 1.0))
    board = runner.app.study.board
    assert [n.move for n in board.root.children[0].children[0].children] == [  # type: ignore[union-attr]
        GAME[2], second, first]
    runner.dispatch(VariationKey("ArrowDown"))  # the list's next move: the other variation
    assert runner.app.study.board.at == (*GAME[:2], first)  # type: ignore[union-attr]
    runner.dispatch(VariationKey("Delete"))
    board = runner.app.study.board
    assert board is not None and board.at is None and runner.app.round.view.review == 2
    assert [n.move for n in board.root.children[0].children[0].children] == [GAME[2], second]
    runner.dispatch(VariationTo((*GAME[:2], second)))
    assert runner.app.study.board.at == (*GAME[:2], second)  # type: ignore[union-attr]
    runner.dispatch(KeyPress("ArrowLeft", 5.0))  # the board's review keys step back
    assert runner.app.study.board.at is None and runner.app.round.view.review == 2  # type: ignore[union-attr]
    assert runner.app.round.record.moves == GAME


def test_the_variations_are_read_back_with_the_study() -> None:
    runner, edge = runner_for()
    runner.dispatch(Click("first", 1.0))
    _tap(runner, 40)
    again, _ = runner_for(study=edge.study)
    board = again.app.study.board
    assert board is not None and board.explored() == 1


def _values(job: ValueMoves) -> Valued:
    legal = Board.from_moves(list(job.moves)).legal_moves()
    values = tuple(MoveValue(m, round(0.9 - i / 100, 3), line=(m,)) for i, m in enumerate(legal))
    return Valued(job.token, MoveValues(job.moves, values))


def test_every_move_s_value_is_asked_for_and_drawn_in_each_legal_cell() -> None:
    runner, edge = runner_for()
    runner.dispatch(Click("prev", 1.0))
    runner.dispatch(Click("values", 1.0))
    job = edge.jobs[-1]
    assert isinstance(job, ValueMoves) and job.moves == GAME[:-1]
    runner.dispatch(_values(job))
    app = runner.app
    legal = Board.from_moves(list(GAME[:-1])).legal_moves()
    texts = [op for op in board_marks(app, app.page.layout) if op["op"] == "text"]
    assert len(texts) == len(legal) and texts[0]["text"] == "90%"
    ids = page_view(app)["live"]["ids"]
    assert ids["board"]["data"]["values"] == str(len(legal))
    assert len(ids["values-lines"]["children"]) == min(3, len(legal))
    runner.dispatch(Click("prev", 2.0))  # another position: its own job
    assert edge.jobs[-1].moves == GAME[:-2]  # type: ignore[union-attr]
    runner.dispatch(Click("next", 3.0))  # back: the values kept, no new job
    assert edge.jobs[-1].moves == GAME[:-2]  # type: ignore[union-attr]
    assert [op for op in board_marks(runner.app, app.page.layout) if op["op"] == "text"]


def test_no_value_and_no_variation_while_a_round_is_played() -> None:
    runner, edge = runner_for(GAME[:10], mode="computer")
    assert runner.app.study.board is None
    runner.dispatch(Click("values", 1.0))
    assert not any(isinstance(j, ValueMoves) for j in edge.jobs)
    assert page_view(runner.app)["live"]["ids"]["explore"]["hidden"] is True


def test_a_new_round_drops_the_board_and_its_job() -> None:
    runner, edge = runner_for()
    runner.dispatch(Click("prev", 1.0))
    runner.dispatch(Click("values", 1.0))
    assert isinstance(edge.jobs[-1], ValueMoves)
    runner.dispatch(Click("play_again", 2.0, "1" * 16))
    assert runner.app.study.board is None and "values" in edge.cancels


def test_at_the_end_the_tip_says_what_comes_next_and_in_review_how_to_explore() -> None:
    runner, _ = runner_for()
    assert runner.app.study.board is not None  # a finished game: the board is ready
    tip = page_view(runner.app)["live"]["ids"]["hint-mouse"]["text"]
    assert "try a move" not in tip and "play again" in tip.lower()
    runner.dispatch(Click("prev", 11.0))
    tip = page_view(runner.app)["live"]["ids"]["hint-mouse"]["text"]
    assert "try a move" in tip


def test_a_move_typed_by_name_plays_as_a_tap() -> None:
    runner, edge = runner_for()
    runner.dispatch(Click("first", 1.0))
    runner.dispatch(VariationTyped(" E5 "))
    assert runner.app.study.board.at == (40,)  # type: ignore[union-attr]
    runner.dispatch(VariationTyped("zz"))
    assert str(edge.posted("say")[-1][0]).startswith("zz cannot be played here")
    assert runner.app.study.board.at == (40,)  # type: ignore[union-attr]
