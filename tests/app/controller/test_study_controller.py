"""The study panels in the program: the report and the live evaluation follow the game
through ``step``, their evaluations are jobs with tokens from the one allocator, the
study document is read once and written through an effect; the puzzle panel likewise;
the page view renders them; and none of their modules is imported before it is needed."""

from __future__ import annotations

import json
import subprocess
import sys

from tests.helpers import WIN
from uttt.app.controller.runner import MemoryEdge, Runner
from uttt.app.features.analysis.events import GraphKey, GraphSize, GraphTap, StudyText
from uttt.app.features.puzzles.events import PuzzleSet, PuzzlesShown, PuzzleTyped
from uttt.app.model.app import App
from uttt.app.model.events import Click, SetOption
from uttt.app.model.shown import text
from uttt.app.page.paint import graph_list, puzzle_list
from uttt.app.page.view import page_view
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.study.analysis import Evaluation
from uttt.app.study.jobs import Evaluate, Evaluated, JobDone, Prove
from uttt.app.study.puzzles import DATA
from uttt.app.texts.i18n import message
from uttt.board import Board

ID = "0" * 16


def runner_for(moves: tuple[int, ...] = (), study: str | None = None) -> tuple[Runner, MemoryEdge]:
    app = App.start(MatchRecord(ID, moves=moves), ScoreBook(), width=360, height=360)
    edge = MemoryEdge()
    runner = Runner(app, edge)
    runner.dispatch(StudyText(study))
    return runner, edge


def answer(runner: Runner, edge: MemoryEdge) -> Evaluate:
    """Answer the last evaluation job asked for."""
    job = edge.jobs[-1]
    assert isinstance(job, Evaluate)
    best = next(iter(Board.from_moves(job.moves[:job.ply]).legal_moves()))
    runner.dispatch(Evaluated(job.token, Evaluation(0.6, best, (best,))))
    return job


def test_nothing_of_the_study_is_imported_with_the_program() -> None:
    code = ("import sys, uttt.app.controller.step, uttt.app.page.view, uttt.app.page.paint, "
            "uttt.app.controller.runner, uttt.app.controller.jobs; "
            "print([m for m in sys.modules if m in "
            "('uttt.app.study.analysis', 'uttt.app.features.analysis.state', "
            "'uttt.app.study.store', "
            "'uttt.app.features.puzzles.state', 'uttt.solver', 'uttt.ai')])")
    found = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           check=True).stdout.strip()
    assert found == "[]"


def test_the_report_of_a_finished_round_runs_through_step_and_is_saved() -> None:
    runner, edge = runner_for(WIN)
    screen = runner.app.study.analysis
    assert screen is not None and screen.report is not None and runner.app.study.document
    assert edge.jobs == []  # the end position needs no search
    runner.dispatch(Click("analyse", 1.0))
    assert runner.app.study.analysis.running  # type: ignore[union-attr]
    first = answer(runner, edge)
    assert first.lane == "analysis" and edge.study is not None
    assert json.loads(edge.study)["reports"][0]["moves"] == list(WIN)
    second = answer(runner, edge)
    assert second.token > first.token and runner.app.next_token > second.token
    ids = page_view(runner.app)["live"]["ids"]
    assert ids["analysis"]["hidden"] is False and ids["analysis"]["data"]["running"] == "1"
    assert ids["analyse-stop"]["hidden"] is False
    runner.dispatch(Click("analyse_stop", 2.0))
    assert "analysis" in edge.cancels and not runner.app.study.analysis.running  # type: ignore[union-attr]
    assert graph_list(runner.app)


def test_a_reload_carries_the_saved_report_on_and_a_late_answer_counts_for_nothing() -> None:
    runner, edge = runner_for(WIN)
    runner.dispatch(Click("analyse", 1.0))
    job = answer(runner, edge)
    saved = edge.study
    again, _ = runner_for(WIN, saved)
    report = again.app.study.analysis.report  # type: ignore[union-attr]
    assert report is not None and report.evaluations[job.ply] is not None
    before = again.app
    again.dispatch(Evaluated(job.token, Evaluation(0.1, 0, (0,))))  # not a job of this tab
    assert again.app.study == before.study


def test_the_graph_follows_its_canvas_and_its_keys_show_a_position() -> None:
    runner, _ = runner_for(WIN)
    runner.dispatch(GraphSize(312.0, 132.0))
    assert runner.app.study.analysis.graph.width == 300.0  # type: ignore[union-attr]
    runner.dispatch(GraphKey("Home"))
    runner.dispatch(GraphKey("Enter"))
    assert runner.app.round.view.review == 0
    assert runner.app.study.analysis.shown == 0  # type: ignore[union-attr]


def test_a_tap_on_the_graph_and_space_on_its_cursor_show_a_position() -> None:
    """Showing a position is the handler's: the report's transitions only move the cursor."""
    from uttt.app.study.report import point

    runner, _ = runner_for(WIN)
    runner.dispatch(GraphSize(312.0, 132.0))
    graph = runner.app.study.analysis.graph  # type: ignore[union-attr]
    x, y = point(graph, len(WIN) + 1, 12, 0.5)
    runner.dispatch(GraphTap(x, y))
    assert runner.app.round.view.review == 12
    runner.dispatch(GraphTap(x, 400.0))          # far from every point: nothing shown
    assert runner.app.round.view.review == 12
    runner.dispatch(GraphKey("ArrowLeft"))
    assert runner.app.round.view.review == 12 and runner.app.study.analysis.cursor == 11  # type: ignore[union-attr]
    runner.dispatch(GraphKey(" "))
    assert runner.app.round.view.review == 11


def test_the_live_evaluation_is_a_job_per_position() -> None:
    runner, edge = runner_for()
    assert runner.app.study.analysis is None  # nothing to show yet: nothing loaded
    runner.dispatch(SetOption("live_eval", "on", 1.0, "1" * 16))
    job = edge.jobs[-1]
    assert isinstance(job, Evaluate) and job.moves == () and job.lane == "analysis"
    answer(runner, edge)
    ids = page_view(runner.app)["live"]["ids"]
    assert ids["eval-verdict"]["text"] and ids["graph"]["hidden"] is True


def test_a_damaged_study_document_is_set_aside_and_said_once() -> None:
    runner, edge = runner_for(WIN, "{not json")
    assert edge.study_backups == ["{not json"]
    assert [n.key for n in runner.app.notices] == ["notice.study_bad"]


def test_the_puzzles_run_through_step_and_save_their_progress() -> None:
    runner, edge = runner_for()
    runner.dispatch(PuzzlesShown(True, 320.0, 320.0, "2026-12-04"))
    assert runner.app.study.puzzles is None and len(edge.posted("fetch")) == 1  # fetched first
    runner.dispatch(PuzzleSet(DATA.read_text(encoding="utf-8")))
    screen = runner.app.study.puzzles
    assert screen is not None and screen.day == "2026-12-04"
    assert screen is not None and runner.app.puzzles_open and puzzle_list(runner.app)
    assert str(edge.posted("say")[-1][0]).endswith(".")  # the task, said
    puzzle = screen.attempt.puzzle  # type: ignore[union-attr]
    from uttt.notation import move_name

    runner.dispatch(PuzzleTyped(move_name(puzzle.solution)))
    job = edge.jobs[-1]
    assert isinstance(job, Prove) and job.kind == "judge" and edge.posted("clear-entry") == [()]
    assert page_view(runner.app)["live"]["ids"]["puzzle-board"]["data"]["busy"] == "1"
    runner.dispatch(JobDone(job.token, False))  # refused: the puzzle fails, progress saved
    assert runner.app.study.puzzles.attempt.status == "failed"  # type: ignore[union-attr]
    assert edge.study is not None and "puzzles" in json.loads(edge.study)
    assert page_view(runner.app)["live"]["ids"]["puzzle-next"]["hidden"] is False
    runner.dispatch(Click("puzzle_next", 2.0))
    runner.dispatch(PuzzlesShown(False))
    assert runner.app.study.puzzles is None and "puzzle" in edge.cancels
    assert not runner.app.puzzles_open
    runner.dispatch(PuzzlesShown(True, 320.0, 320.0))  # the set is kept: no second fetch
    assert runner.app.study.puzzles is not None and len(edge.posted("fetch")) == 1


def test_a_failed_fetch_shows_no_puzzle_and_the_next_opening_tries_again() -> None:
    runner, edge = runner_for()
    runner.dispatch(PuzzlesShown(True, 320.0, 320.0))
    runner.dispatch(PuzzlesShown(True, 320.0, 320.0))  # opened again while fetching
    assert len(edge.posted("fetch")) == 1
    runner.dispatch(PuzzleSet(None))
    screen = runner.app.study.puzzles
    assert screen is not None and screen.attempt is None
    assert screen.task() == message("puzzles.none")
    runner.dispatch(PuzzlesShown(False))
    runner.dispatch(PuzzlesShown(True, 320.0, 320.0))
    assert len(edge.posted("fetch")) == 2


def test_a_fetch_that_failed_offline_says_so_and_offers_no_daily_puzzle() -> None:
    runner, edge = runner_for()
    runner.dispatch(PuzzlesShown(True, 320.0, 320.0, "2026-12-04"))
    runner.dispatch(PuzzleSet(None, offline=True))
    screen = runner.app.study.puzzles
    assert screen is not None and screen.attempt is None
    assert screen.task() == message("puzzles.offline")
    assert edge.posted("say")[-1][0] == text(runner.app, message("puzzles.offline"))
    ids = page_view(runner.app)["live"]["ids"]
    assert ids["puzzle-number"]["text"] == ""  # not "Puzzle 1 of 0"
    assert ids["puzzle-task"]["text"].startswith("This device is offline")
    for button in ("puzzle-daily", "puzzle-hint", "puzzle-solution", "puzzle-next",
                   "puzzle-form"):  # nothing to answer: no field for a move either
        assert ids[button]["hidden"] is True, button
    runner.dispatch(Click("puzzle_daily", 1.0))  # nothing to show: nothing happens
    assert runner.app.study.puzzles == screen
    runner.dispatch(PuzzlesShown(False))
    runner.dispatch(PuzzlesShown(True, 320.0, 320.0, "2026-12-04"))  # online again
    runner.dispatch(PuzzleSet(DATA.read_text(encoding="utf-8")))
    ids = page_view(runner.app)["live"]["ids"]
    assert ids["puzzle-daily"]["hidden"] is False and ids["puzzle-number"]["text"]
    assert ids["puzzle-form"]["hidden"] is False


def test_an_empty_set_while_online_offers_no_daily_puzzle_either() -> None:
    runner, _ = runner_for()
    runner.dispatch(PuzzlesShown(True, 320.0, 320.0, "2026-12-04"))
    runner.dispatch(PuzzleSet('{"format": 2, "puzzles": []}'))
    screen = runner.app.study.puzzles
    assert screen is not None and screen.task() == message("puzzles.none")
    ids = page_view(runner.app)["live"]["ids"]
    assert ids["puzzle-daily"]["hidden"] is True and ids["puzzle-number"]["text"] == ""


def learning_runner(mode: str, learn: bool) -> tuple[Runner, MemoryEdge]:
    """A finished round of ``mode`` at start, "Learn from my games" ``learn``."""
    from uttt.frozen import replace

    record = MatchRecord(ID, mode=mode, moves=tuple(WIN))  # type: ignore[arg-type]
    app = App.start(record, ScoreBook(), width=360, height=360)
    app = replace(app, settings=replace(app.settings, learn_games=learn))
    edge = MemoryEdge()
    runner = Runner(app, edge)
    runner.dispatch(StudyText(None))
    return runner, edge


def test_without_learn_from_my_games_a_game_against_the_computer_is_not_analysed() -> None:
    runner, edge = learning_runner("computer", learn=False)
    assert runner.app.study.analysis is not None and edge.jobs == []


def test_learn_from_my_games_never_analyses_a_two_player_game_by_itself() -> None:
    runner, edge = learning_runner("two_players", learn=True)
    assert runner.app.study.analysis is not None and edge.jobs == []


def test_learn_from_my_games_analyses_a_game_against_the_computer_into_exercises() -> None:
    runner, edge = learning_runner("computer", learn=True)
    screen = runner.app.study.analysis
    assert screen is not None and screen.running and edge.jobs
    answered = 0
    while (screen := runner.app.study.analysis) is not None and screen.job is not None:
        job = edge.jobs[-1]
        assert isinstance(job, Evaluate) and job.lane == "analysis"
        played = job.moves[job.ply] if job.ply < len(job.moves) else None
        best = next(m for m in Board.from_moves(job.moves[:job.ply]).legal_moves()
                    if m != played)
        runner.dispatch(Evaluated(job.token, Evaluation(0.9, best, (best,))))
        answered += 1
    assert answered == len(WIN) and not screen.running
    assert edge.study is not None and json.loads(edge.study)["exercises"]
