"""The evaluation bar beside the board, the annotated move list, the accuracy beside the
players' names, "Hide the computer", and the players named Red and Blue in the report:
each through ``step`` and the page view, as the page receives them."""

from __future__ import annotations

import json
from typing import Any

from tests.helpers import WIN
from uttt.app.controller.runner import MemoryEdge, Runner
from uttt.app.controller.step import step
from uttt.app.features.analysis.bar import eval_bar, side_names, side_shown
from uttt.app.features.analysis.events import StudyText
from uttt.app.features.analysis.graph import (
    graph_label,
    point_text,
    summary_text,
    verdict,
)
from uttt.app.features.review.events import ReviewTo
from uttt.app.model.app import App
from uttt.app.model.effects import Save
from uttt.app.model.events import Click, SetOption
from uttt.app.page.paint import graph_list
from uttt.app.page.view import page_view
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.storage.save import SCHEMA_VERSION, SavedState, Settings, dump, load
from uttt.app.study.analysis import Evaluation
from uttt.app.study.jobs import Evaluate, Evaluated
from uttt.app.study.report import GLYPHS, Summary, verdicts
from uttt.app.texts.i18n import translate
from uttt.app.texts.wording import players_of
from uttt.app.variants import ULTIMATE
from uttt.board import Board

ID = "0" * 16


def reviewed(opener: str = "red", mode: str = "two_players") -> Runner:
    """The finished game ``WIN`` under review, every position analysed: the side to move
    has 60% in each, and the search's best move is the first legal one (so most moves
    of the game give away 20% and are mistakes)."""
    record = MatchRecord(ID, moves=tuple(WIN), opener=opener, mode=mode)  # type: ignore[arg-type]
    app = App.start(record, ScoreBook(), width=360, height=360)
    edge = MemoryEdge()
    runner = Runner(app, edge)
    runner.dispatch(StudyText(None))
    runner.dispatch(Click("analyse", 1.0))
    while runner.app.study.analysis is not None and runner.app.study.analysis.running:
        job = edge.jobs[-1]
        assert isinstance(job, Evaluate)
        best = Board.from_moves(job.moves[:job.ply]).legal_moves()[0]
        runner.dispatch(Evaluated(job.token, Evaluation(0.6, best, (best,))))
    return runner


def ids(app: App) -> dict[str, Any]:
    return page_view(app)["live"]["ids"]  # type: ignore[no-any-return]


def test_the_report_marks_inaccuracies_mistakes_and_blunders_by_its_thresholds() -> None:
    chances = [0.5, 0.34, 0.42, 0.34, 0.69, 0.2]  # X's; the movers drop .16 .08 .08 .35 .49
    found = verdicts([1, 2, 3, 4, 5], [9, 9, 9, 9, 5], chances)  # 5: the best move, unmarked
    assert found == {0: "mistake", 1: "inaccuracy", 2: "inaccuracy", 3: "blunder"}
    assert [GLYPHS[v] for v in ("inaccuracy", "mistake", "blunder")] == ["?!", "?", "??"]


def test_the_bar_shows_the_position_on_screen_and_follows_the_review() -> None:
    runner = reviewed()
    app = runner.app
    bar = ids(app)["eval-side"]
    assert bar["hidden"] is False and bar["data"] == {"side": "red"}
    runner.dispatch(ReviewTo(0))
    start = ids(runner.app)
    assert start["eval-side"]["attrs"]["aria-valuenow"] == "60"         # X (Red) to move: 60%
    assert start["eval-side-figure"]["text"] == "60"
    assert start["eval-side-fill"]["style"] == {"--share": "0.6"}
    assert start["eval-side"]["attrs"]["aria-valuetext"] == "Winning chances: Red 60%, Blue 40%"
    runner.dispatch(ReviewTo(1))
    after = ids(runner.app)                                            # Blue to move: 60%
    assert after["eval-side"]["attrs"]["aria-valuenow"] == "40"
    assert after["eval-side-fill"]["style"] == {"--share": "0.4"}
    runner.dispatch(ReviewTo(len(WIN)))                                 # X won: the end
    assert ids(runner.app)["eval-side"]["attrs"]["aria-valuenow"] == "100"


def test_the_bar_shows_the_person_against_the_computer_by_name() -> None:
    bar = eval_bar(0.7, x="red", side=side_shown("blue", "red"),
                   sides=side_names("blue", "red"))
    assert (bar.side, bar.percent) == ("blue", 30)
    assert translate("en", bar.value) == "Winning chances: You 30%, Computer 70%"
    assert translate("pt-BR", bar.value) == "Chances de vitória: Você 30%, Computador 70%"


def test_the_move_list_marks_the_judged_moves_and_names_the_accuracy() -> None:
    app = reviewed().app
    shown = ids(app)
    buttons = [b for item in shown["moves-list"]["children"] for b in item["children"]
               if b["tag"] == "button"]
    assert not any("data-verdict" in b["attrs"] for b in buttons)  # set apart: below
    marks = {name: props["attrs"] for name, props in shown.items() if name.startswith("ply-")}
    marked = {name: a for name, a in marks.items() if a["data-verdict"]}
    report = app.study.analysis.report  # type: ignore[union-attr]
    assert len(marked) == len(report.verdicts()) > 0 and len(marks) == len(WIN)
    assert {marks[f"ply-{ply + 1}"]["data-verdict"] for ply in report.verdicts()} == {"mistake"}
    assert all(a["aria-label"].endswith(", a mistake") for a in marked.values())
    assert all(GLYPHS[a["data-verdict"]] == "?" for a in marked.values())
    assert shown["accuracy"]["style"] == {"visibility": "visible"}
    assert shown["accuracy-x"]["text"].startswith("Red ")
    assert shown["accuracy-o"]["text"].startswith("Blue ")
    assert shown["accuracy-o"]["attrs"]["aria-label"].endswith("% accuracy")
    assert shown["judged"]["hidden"] is False


def test_hide_the_computer_hides_every_judgement_and_is_remembered() -> None:
    runner = reviewed()
    app, effects = step(runner.app, Click("hide_computer", 5.0))
    assert app.settings.hide_computer and Save in effects
    shown = ids(app)
    assert shown["hide-computer"]["attrs"]["aria-checked"] == "true"
    for name in ("eval-side", "graph", "eval-verdict", "mistakes", "report-summary"):
        assert shown[name]["hidden"] is True, name
    assert shown["accuracy"]["style"] == {"visibility": "hidden"}  # its line kept
    assert not any(props["attrs"]["data-verdict"] for name, props in shown.items()
                   if name.startswith("ply-"))
    assert graph_list(app) is None
    saved = load(dump(SavedState(settings=app.settings))).state
    assert saved.settings.hide_computer
    app, _ = step(app, Click("hide_computer", 6.0))
    assert not app.settings.hide_computer and ids(app)["eval-side"]["hidden"] is False


def test_the_switch_moved_the_schema_and_an_older_save_loads_with_it_off() -> None:
    doc = json.loads(dump(SavedState()))
    assert doc["schema"] == SCHEMA_VERSION == 7
    assert "hide_computer" not in doc["settings"]           # the default is not written
    older = load(json.dumps({**doc, "schema": 6}))
    assert older.migrated_from == 6 and older.state.settings == Settings()


def test_the_live_evaluation_against_the_computer_makes_the_round_unrated() -> None:
    app = App.start(MatchRecord(ID, mode="computer", level="beginner"), ScoreBook(),
                    width=360, height=360)
    app, _ = step(app, StudyText(None))
    assert not app.match().hinted and app.match().rated()
    app, effects = step(app, SetOption("live_eval", "on", 1.0, "1" * 16))
    assert app.match().hinted and not app.match().rated() and Save in effects
    assert app.study.analysis is not None and app.study.analysis.live_moves == ()
    assert ids(app)["eval-side"]["hidden"] is False


def test_the_report_names_the_players_by_colour() -> None:
    blue_opens = players_of("blue")
    assert translate("en", point_text([0.62], 0, [], ULTIMATE, blue_opens)) == "Start: Blue 62%"
    point = point_text([0.5, 0.25], 1, [40], ULTIMATE, blue_opens)
    assert translate("en", point) == f"After 1. {ULTIMATE.move_name(40)}: Blue 25%"
    assert translate("en", graph_label(blue_opens)).startswith(
        "Winning chances over the game, Blue at the top and Red at the bottom.")
    said = translate("en", summary_text(Summary("O", 20, 86.6, 2, 1, 0), blue_opens))
    assert said == "Red: 87% accuracy; 2 inaccuracies, 1 mistake, 0 blunders"
    chances = verdict(Evaluation(0.6, 40, (40,)), 1, players=blue_opens)
    assert translate("pt-PT", chances) == "Vez de Vermelho: 60% de hipóteses de vitória"


def test_in_a_variation_the_bar_reads_its_moves_values_once_known() -> None:
    from uttt.app.features.analysis.bar_view import shown_x
    from uttt.app.study.board import played, with_values
    from uttt.app.study.values import MoveValue, MoveValues
    from uttt.frozen import replace

    app = reviewed().app
    assert app.study.board is not None
    board = played(app.study.board, (WIN[0],), 10)         # O tries another reply: X to move
    assert board.at == (WIN[0], 10)
    app = replace(app, study=replace(app.study, board=board))
    assert shown_x(app) is None                              # not valued yet: the bar waits
    assert ids(app)["eval-side"]["classes"] == {"pending": True}
    values = MoveValues(board.at, (MoveValue(4, 0.7), MoveValue(5, 0.4)))
    app = replace(app, study=replace(app.study, board=with_values(board, values)))
    assert shown_x(app) == 0.7                               # X's best move keeps 70%
    assert ids(app)["eval-side"]["attrs"]["aria-valuenow"] == "70"
