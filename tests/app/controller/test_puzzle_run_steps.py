"""The puzzle modes through ``step``: a streak played to its first miss keeps its best in
the study document and says so; a timed run's clock follows the page's ticks, a miss
costs it time, and it ends at its time, keeping its best score; the results page
counts what was played; the puzzle rating never moves in a run."""

from __future__ import annotations

import json

from uttt.app.controller.runner import MemoryEdge, Runner
from uttt.app.features.analysis.events import StudyText
from uttt.app.features.play.events import Tick
from uttt.app.features.puzzles.events import PuzzleSet, PuzzlesShown, PuzzleTyped
from uttt.app.model.app import App
from uttt.app.model.events import Click
from uttt.app.page.view import page_view
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.study.jobs import JobDone, Prove
from uttt.app.study.puzzles import DATA, START_RATING, judge_task, reply_task
from uttt.notation import move_name
from uttt.solver import winning_moves_within

WALL = 1_000_000.0


def opened() -> tuple[Runner, MemoryEdge]:
    app = App.start(MatchRecord("0" * 16), ScoreBook(), width=360, height=360)
    edge = MemoryEdge()
    runner = Runner(app, edge)
    runner.dispatch(StudyText(None))
    runner.dispatch(PuzzlesShown(True, 320.0, 320.0, "2026-12-04"), wall=WALL)
    runner.dispatch(PuzzleSet(DATA.read_text(encoding="utf-8")), wall=WALL)
    return runner, edge


def ids(runner: Runner, wall: float = WALL) -> dict[str, dict[str, object]]:
    return page_view(runner.app, wall)["live"]["ids"]  # type: ignore[no-any-return]


def proved(job: Prove) -> bool | int:
    """What the page's proof job would answer (run here to its end)."""
    task = judge_task(job.attempt, job.move) if job.kind == "judge" and job.move is not None \
        else reply_task(job.attempt)
    while not task.done:
        task.step(1 << 20)
    return task.value  # type: ignore[no-any-return]


def answered(runner: Runner, edge: MemoryEdge, move: int, wall: float) -> None:
    """Type ``move``, and answer the proof it asks for."""
    runner.dispatch(PuzzleTyped(move_name(move)), wall=wall)
    job = edge.jobs[-1]
    assert isinstance(job, Prove) and job.kind == "judge"
    runner.dispatch(JobDone(job.token, proved(job)), wall=wall)


def miss(runner: Runner, edge: MemoryEdge, wall: float = WALL) -> None:
    """Answer the puzzle on screen with a legal move that does not win."""
    screen = runner.app.study.puzzles
    assert screen is not None and screen.attempt is not None
    puzzle = screen.attempt.puzzle
    answered(runner, edge, next(m for m in puzzle.board().legal_moves()
                                if m != puzzle.solution), wall)


def solve(runner: Runner, edge: MemoryEdge, wall: float = WALL) -> None:
    """Solve the puzzle on screen against the defence, every proof run for real."""
    screen = runner.app.study.puzzles
    assert screen is not None and screen.attempt is not None and screen.run is not None
    score, move = screen.run.score, screen.attempt.puzzle.solution
    while True:
        answered(runner, edge, move, wall)
        screen = runner.app.study.puzzles
        assert screen is not None and screen.run is not None and not screen.run.over
        if screen.run.score > score:
            return
        reply = edge.jobs[-1]
        assert isinstance(reply, Prove) and reply.kind == "reply"
        runner.dispatch(JobDone(reply.token, proved(reply)), wall=wall)
        attempt = runner.app.study.puzzles.attempt  # type: ignore[union-attr]
        assert attempt is not None
        move = winning_moves_within(attempt.board(), attempt.plies_left)[0]


def test_a_streak_ends_at_its_first_miss_and_keeps_its_best() -> None:
    runner, edge = opened()
    assert ids(runner)["puzzle-modes"]["hidden"] is False
    runner.dispatch(Click("puzzle_streak", 1.0), wall=WALL)
    screen = runner.app.study.puzzles
    assert screen is not None and screen.run is not None and screen.run.kind == "streak"
    assert edge.posted("say")[-1][0].startswith("Streak: solve puzzles")
    first = screen.attempt.puzzle  # type: ignore[union-attr]
    assert first.rating < 700  # a streak begins easy
    assert ids(runner)["puzzle-run"]["hidden"] is False
    assert ids(runner)["puzzle-modes"]["hidden"] is True
    for count in (1, 2):
        solve(runner, edge)
        assert ids(runner)["puzzle-run-score"]["text"] == f"Streak: {count} · best {count}"
    miss(runner, edge)
    screen = runner.app.study.puzzles
    assert screen is not None and screen.run is not None and screen.run.over
    view = ids(runner)
    assert view["puzzle-run-end"] == {"hidden": False, "text": "Streak over: 2. Best: 2."}
    assert view["puzzle-run-over"]["hidden"] is False and view["puzzle-run-line"]["hidden"]
    assert edge.posted("say")[-1][0].endswith("The answer was " + move_name(
        screen.attempt.puzzle.solution) + ". Streak over: 2. Best: 2.")  # type: ignore[union-attr]
    saved = json.loads(edge.study or "")["puzzles"]
    assert saved["records"] == {"streak": 2, "timed_180": 0, "timed_300": 0}
    assert len(saved["history"]) == 3 and saved["history"][-1][1] is False
    assert saved["rating"] == [round(START_RATING[0] * 100), round(START_RATING[1] * 100),
                               round(START_RATING[2] * 10**6)]  # unrated
    assert (saved["solved"], saved["failed"], saved["streak"]) == (0, 0, 0)

    runner.dispatch(Click("puzzle_again", 2.0), wall=WALL)  # a shorter streak: best kept
    solve(runner, edge)
    miss(runner, edge)
    assert json.loads(edge.study or "")["puzzles"]["records"]["streak"] == 2
    assert ids(runner)["puzzle-run-end"]["text"] == "Streak over: 1. Best: 2."
    runner.dispatch(Click("puzzle_stop", 3.0), wall=WALL)
    assert runner.app.study.puzzles.run is None  # type: ignore[union-attr]
    assert ids(runner)["puzzle-modes"]["hidden"] is False


def test_a_timed_run_follows_the_ticks_and_ends_at_its_time() -> None:
    runner, edge = opened()
    runner.dispatch(Click("puzzle_timed_180", 1.0), wall=WALL)
    assert ids(runner, WALL)["puzzle-run-clock"]["text"] == "3:00"
    assert ids(runner, WALL + 61.5)["puzzle-run-clock"]["text"] == "1:58"
    solve(runner, edge)
    solve(runner, edge)
    miss(runner, edge, wall=WALL + 30)  # a miss: the next one, 10 s off
    screen = runner.app.study.puzzles
    assert screen is not None and screen.run is not None and not screen.run.over
    assert screen.attempt is not None and screen.attempt.status == "solving"
    assert ids(runner, WALL + 30)["puzzle-run-clock"]["text"] == "2:20"
    assert ids(runner)["puzzle-run-score"]["text"] == "Solved: 2 · best 2"
    effects = runner.dispatch(Tick(5.0, WALL + 100), wall=WALL + 100)
    assert not runner.app.study.puzzles.run.over  # type: ignore[union-attr]
    assert effects.commands and any(type(c).__name__ == "Redraw" for c in effects.commands)
    runner.dispatch(PuzzleTyped(move_name(screen.attempt.puzzle.solution)), wall=WALL + 160)
    judge = edge.jobs[-1]
    runner.dispatch(Tick(6.0, WALL + 170), wall=WALL + 170)  # 180 s less the miss's 10
    screen = runner.app.study.puzzles
    assert screen is not None and screen.run is not None and screen.run.over
    assert "puzzle" in edge.cancels and screen.answerable() is None
    assert edge.posted("say")[-1] == (
        "Time is up: 2 solved. Best in 3 minutes: 2.",)
    runner.dispatch(JobDone(judge.token, True), wall=WALL + 171)  # too late: not counted
    saved = json.loads(edge.study or "")["puzzles"]
    assert saved["records"] == {"streak": 0, "timed_180": 2, "timed_300": 0}
    assert runner.app.study.puzzles.run.score == 2  # type: ignore[union-attr]


def test_a_proof_that_lands_after_the_time_ends_the_run_without_counting() -> None:
    runner, edge = opened()
    runner.dispatch(Click("puzzle_timed_300", 1.0), wall=WALL)
    screen = runner.app.study.puzzles
    assert screen is not None and screen.attempt is not None
    runner.dispatch(PuzzleTyped(move_name(screen.attempt.puzzle.solution)), wall=WALL + 299)
    runner.dispatch(JobDone(edge.jobs[-1].token, True), wall=WALL + 300.2)
    screen = runner.app.study.puzzles
    assert screen is not None and screen.run is not None and screen.run.over
    assert screen.run.score == 0 and screen.progress.history == ()


def test_the_results_page_counts_the_puzzles_played() -> None:
    runner, edge = opened()
    runner.dispatch(Click("puzzle_streak", 1.0), wall=WALL)
    solve(runner, edge)
    miss(runner, edge)
    runner.dispatch(Click("puzzle_stop", 2.0), wall=WALL)
    runner.dispatch(Click("puzzle_results", 3.0), wall=WALL)
    view = ids(runner)
    assert view["puzzle-results"]["hidden"] is False and view["puzzle-play"]["hidden"] is True
    rows = view["puzzle-results-rows"]["children"]
    assert [c["text"] for c in rows[0]["children"]] == [  # type: ignore[index]
        "Theme", "Easy", "Medium", "Hard", "All"]
    everything = rows[1]["children"]  # type: ignore[index]
    assert everything[0]["text"] == "All themes"
    assert [c["text"] for c in everything[-1]["children"]] == ["1/2", "50%"]
    assert len(rows) == 1 + 1 + 6
    assert [li["text"] for li in view["puzzle-results-records"]["children"]] == [
        "Best streak: 1", "Best in 3 minutes: 0", "Best in 5 minutes: 0"]
    runner.dispatch(Click("puzzle_results", 4.0), wall=WALL)
    assert ids(runner)["puzzle-results"]["hidden"] is True
