"""The player's own mistakes as exercises: made from a report, judged, rescheduled, saved."""

from __future__ import annotations

import json

from uttt.app.features.puzzles.state import PuzzleScreen
from uttt.app.model.effects import WriteStudy, jobs_of
from uttt.app.study.analysis import Evaluation, Report
from uttt.app.study.exercises import (
    BOXES,
    CLEAR,
    INTERVALS,
    MAX_EXERCISES,
    NEAR,
    Exercise,
    answered,
    check,
    due,
    from_report,
    merged,
)
from uttt.app.study.store import SCHEMA_VERSION, Study, dump, load
from uttt.board import Board
from uttt.frozen import replace
from uttt.notation import move_name
from uttt.solver import move_wins_within

GAME = (28, 9, 2, 22, 43, 68, 49, 39, 29, 26, 80, 73, 10, 12, 27, 3, 40, 41, 50, 45,
        0, 8, 78, 58, 37, 13, 16, 66, 48)
"""X wins with 48 at the end: in the position before it, X wins at once."""


def _report_with_blunder() -> Report:
    """Every position analysed; O's move at ply 3 (22) gave away 0.4 of O's chances."""
    board = Board()
    items = []
    for ply, move in enumerate(GAME):
        win = 0.5
        if ply == 3:
            win = 0.6  # O to move, 0.6 with the best move (23)
        if ply == 4:
            win = 0.8  # X to move after O's 22: O is left 0.2
        items.append(Evaluation(win, 23 if ply == 3 else move, (23 if ply == 3 else move,)))
        board.push(move)
    return Report(GAME, tuple(items))


def test_a_blunder_becomes_an_exercise_from_the_position_before_it() -> None:
    exercises = from_report(_report_with_blunder(), "O", 739954)
    assert len(exercises) == 1
    exercise = exercises[0]
    assert exercise.moves == GAME[:3] and exercise.played == 22 and exercise.best == 23
    assert exercise.verdict == "blunder" and exercise.box == 1 and exercise.due == 739954
    assert (exercise.best_win, exercise.played_win) == (0.6, 0.2)
    assert exercise.board().turn == "O"
    assert from_report(_report_with_blunder(), "X", 739954) == ()


def test_a_proven_win_accepts_any_winning_move_and_refuses_the_move_played() -> None:
    position = Board.from_moves(GAME[:28])
    winning = [m for m in position.legal_moves() if move_wins_within(position, m, 5)]
    others = [m for m in position.legal_moves() if m not in winning]
    assert 48 in winning and others
    exercise = Exercise(GAME[:28], others[0], 48, 1.0, 0.4, "blunder", forced=1)
    assert all(check(exercise, m, None) is True for m in winning)
    assert check(exercise, others[0], None) is False
    assert all(check(exercise, m, {m: 0.99}) is False for m in others[1:3])


def test_without_a_proof_the_values_decide_within_the_margins() -> None:
    exercise = Exercise(GAME[:3], 22, 23, 0.6, 0.2, "blunder")
    assert check(exercise, 22, {22: 0.6}) is False  # the move played, whatever its value
    assert check(exercise, 23, None) is True  # the search's best
    assert check(exercise, 24, None) is None  # needs its value
    assert check(exercise, 24, {24: 0.6 - NEAR + 0.001}) is True
    assert check(exercise, 24, {24: 0.6 - NEAR - 0.01}) is False
    low = Exercise(GAME[:3], 22, 23, 0.3, 0.2, "mistake")
    assert check(low, 24, {24: 0.2 + CLEAR - 0.01}) is False  # near the best, not clear
    assert check(exercise, 4, {4: 0.9}) is False  # illegal there


def test_leitner_boxes_move_up_when_right_and_back_to_one_when_wrong() -> None:
    exercise = Exercise(GAME[:3], 22, 23, 0.6, 0.2, "blunder", due=100)
    assert exercise.is_due(100) and not exercise.is_due(99)
    for box in range(2, BOXES + 1):
        exercise = answered(exercise, True, 100)
        assert (exercise.box, exercise.due) == (box, 100 + INTERVALS[box - 1])
    assert answered(exercise, True, 200).box == BOXES
    wrong = answered(exercise, False, 200)
    assert (wrong.box, wrong.due) == (1, 200 + INTERVALS[0])


def test_due_exercises_come_least_known_first_and_merging_keeps_boxes() -> None:
    a = Exercise(GAME[:3], 22, 23, 0.6, 0.2, "blunder", box=3, due=5)
    b = Exercise(GAME[:5], 68, 69, 0.6, 0.2, "mistake", box=1, due=6)
    c = Exercise(GAME[:7], 39, 38, 0.6, 0.2, "mistake", box=1, due=9)
    assert due((a, b, c), 8) == (b, a)
    again = Exercise(GAME[:3], 22, 23, 0.6, 0.2, "blunder", box=1, due=8)
    assert merged((a,), (again, b)) == (a, b)
    many = tuple(Exercise(GAME[:3], 22, m, 0.6, 0.2, "blunder") for m in (18, 19, 20))
    assert len(merged(many * 100, ())) == MAX_EXERCISES


def test_exercises_round_trip_and_a_schema_2_study_gains_none() -> None:
    exercise = Exercise(GAME[:28], 47, 48, 1.0, 0.4, "blunder", 1, 3, 739954)
    study = Study(exercises=(exercise,))
    loaded = load(dump(study))
    assert loaded.problems == () and loaded.study == study
    old = json.loads(dump(Study()))
    del old["exercises"]
    old["schema"] = 2
    migrated = load(json.dumps(old))
    assert migrated.problems == () and migrated.study.exercises == ()
    assert json.loads(dump(migrated.study))["schema"] == SCHEMA_VERSION


def test_an_exercise_with_an_illegal_game_or_move_is_dropped() -> None:
    good = Exercise(GAME[:3], 22, 23, 0.6, 0.2, "blunder")
    doc = json.loads(dump(Study(exercises=(good,))))
    item = doc["exercises"][0]
    bad_items = [
        {**item, "moves": [40, 40]},  # replayed: the second move is illegal
        {**item, "played": 4},  # not legal in that position
        {**item, "best": item["played"]},
        {**item, "box": BOXES + 1},
        {**item, "verdict": "ok"},
        {**item, "best_win": 1.5},
        "junk",
    ]
    for bad in bad_items:
        loaded = load(json.dumps({**doc, "exercises": [item, bad]}))
        assert loaded.problems == ("study.exercises_dropped",), bad
        assert loaded.study.exercises == (good,)


def test_a_fully_analysed_game_writes_the_learners_mistakes_as_exercises() -> None:
    from uttt.app.features.analysis.report import evaluated, start, sync
    from uttt.app.features.analysis.state import AnalysisScreen
    from uttt.app.study.jobs import Evaluated

    wanted = _report_with_blunder()
    screen, effects = sync(AnalysisScreen(), GAME, over=True, shown=0, saved=None)
    screen, _ = start(screen)
    document, answered_plies = Study(), 0
    while jobs_of(effects):
        answered_plies += 1
        job = jobs_of(effects)[0]
        screen, effects = evaluated(screen, Evaluated(job.token, wanted.evaluations[job.ply]),
                                    document, "O")
        assert WriteStudy in effects
        document = load(effects.get(WriteStudy).text).study
        if job.ply < len(GAME) - 1:
            assert document.exercises == ()  # not before the whole game is analysed
    assert answered_plies == len(GAME)
    assert [(e.moves, e.played) for e in document.exercises] == [(GAME[:3], 22)]


def test_a_decided_puzzle_keeps_the_exercises_and_boards() -> None:
    from uttt.app.features.puzzles.moves import written
    from uttt.app.features.puzzles.state import PuzzleScreen
    from uttt.app.study.puzzles import PuzzleProgress

    exercise = Exercise(GAME[:3], 22, 23, 0.6, 0.2, "blunder")
    screen = PuzzleScreen.open((), PuzzleProgress(5, 1, 1, 5, 0), 320, 320)
    document = written(Study(exercises=(exercise,)), screen)
    assert document.exercises == (exercise,) and document.puzzles.index == 5


def _drilling(*drills: Exercise) -> tuple[PuzzleScreen, Study]:
    from uttt.app.features.puzzles.moves import choose
    from uttt.app.study.puzzles import PuzzleProgress

    document = Study(exercises=drills)
    screen = PuzzleScreen.open((), PuzzleProgress(), 320, 320)
    screen = replace(screen, drills=drills, day="2026-12-04")
    screen, _ = choose(screen, "puzzle_theme", "mistakes", document)
    return screen, document


def test_your_mistakes_shows_the_exercise_due_first_and_a_right_answer_moves_it_up() -> None:
    from uttt.app.features.puzzles.moves import answer_move, next_puzzle

    later = Exercise(GAME[:5], 68, 69, 0.6, 0.2, "mistake", box=2, due=739954 + 3)
    first = Exercise(GAME[:3], 22, 23, 0.6, 0.2, "blunder")
    screen, document = _drilling(later, first)
    assert screen.drill == first and screen.match().moves == GAME[:3]
    assert screen.due_count() == 1
    screen, effects = answer_move(screen, 23, document)
    assert screen.attempt.status == "solved"
    assert WriteStudy in effects
    saved = load(effects.get(WriteStudy).text).study.exercises
    assert saved == (later, Exercise(GAME[:3], 22, 23, 0.6, 0.2, "blunder", box=2,
                                     due=739954 + INTERVALS[1]))
    screen, _ = next_puzzle(screen)
    assert screen.drill is None and screen.task().key == "mistakes.none"


def test_the_move_played_again_is_wrong_and_another_move_waits_for_the_values() -> None:
    from uttt.app.features.puzzles.mistakes import valued
    from uttt.app.features.puzzles.moves import answer_move
    from uttt.app.study.values import MoveValue, MoveValues

    drill = Exercise(GAME[:3], 22, 23, 0.6, 0.2, "blunder", box=3, due=0)
    screen, document = _drilling(drill)
    wrong, effects = answer_move(screen, 22, document)
    assert wrong.attempt.status == "failed" and wrong.drill.box == 1
    assert wrong.shown == (22, 23)
    asked, effects = answer_move(screen, 24, document)
    assert asked.valuing is not None and jobs_of(effects) == (asked.valuing,)
    values = MoveValues(GAME[:3], (MoveValue(23, 0.6), MoveValue(24, 0.58), MoveValue(22, 0.2)))
    right, effects = valued(asked, asked.valuing.token, values, document)
    assert right.attempt.status == "solved" and right.drill.box == 4
    stale, _ = valued(asked, asked.valuing.token + 5, values, document)
    assert stale == asked


def test_a_proven_win_is_judged_by_the_proof_job() -> None:
    from uttt.app.features.puzzles.moves import answer_move, job_done
    from uttt.app.study.jobs import JobDone

    drill = Exercise(GAME[:28], 47, 48, 1.0, 0.4, "blunder", forced=1)
    screen, document = _drilling(drill)
    asked, effects = answer_move(screen, 48, document)
    job = jobs_of(effects)[0]
    assert job.kind == "judge" and job.move == 48
    done, effects = job_done(asked, JobDone(job.token, True), document)
    assert done.attempt.status == "solved" and WriteStudy in effects


def test_your_mistakes_runs_through_step_with_the_count_in_the_theme_menu() -> None:
    from uttt.app.controller.runner import MemoryEdge, Runner
    from uttt.app.features.analysis.events import StudyText
    from uttt.app.features.puzzles.events import PuzzleSet, PuzzlesShown, PuzzleTyped
    from uttt.app.model.app import App
    from uttt.app.model.events import SetOption
    from uttt.app.page.view import page_view
    from uttt.app.round.record import MatchRecord
    from uttt.app.scores.book import ScoreBook
    from uttt.app.study.puzzles import DATA
    from uttt.app.study.values import MoveValue, MoveValues, Valued
    from uttt.app.study.values import ValueMoves as Ask

    drill = Exercise(GAME[:3], 22, 23, 0.6, 0.2, "blunder")
    app = App.start(MatchRecord("0" * 16), ScoreBook(), width=360, height=360)
    edge = MemoryEdge()
    runner = Runner(app, edge)
    runner.dispatch(StudyText(dump(Study(exercises=(drill,)))))
    runner.dispatch(PuzzlesShown(True, 320.0, 320.0, "2026-12-04"))
    runner.dispatch(PuzzleSet(DATA.read_text(encoding="utf-8")))
    ids = page_view(runner.app)["live"]["ids"]
    options = ids["puzzle-theme"]["children"]
    assert options[-1]["value"] == "mistakes" and options[-1]["text"].endswith("(due: 1)")
    runner.dispatch(SetOption("puzzle_theme", "mistakes", 1.0))
    ids = page_view(runner.app)["live"]["ids"]
    assert ids["puzzle-theme"]["value"] == "mistakes"
    assert ids["puzzle-board"]["data"]["record"] == "28 9 2"
    assert ids["puzzle-task"]["text"] == f"You played {move_name(22)} here. Find a better move."
    other = next(m for m in Board.from_moves(GAME[:3]).legal_moves() if m not in (22, 23))
    runner.dispatch(PuzzleTyped(move_name(other)))  # not the best: its value is asked for
    job = edge.jobs[-1]
    assert isinstance(job, Ask)
    runner.dispatch(Valued(job.token, MoveValues(GAME[:3], (MoveValue(other, 0.1),))))
    assert runner.app.study.puzzles.attempt.status == "failed"
    assert edge.study is not None and load(edge.study).study.exercises[0].box == 1


def test_a_two_player_games_mistakes_name_the_side_that_played_them() -> None:
    """Between two people on one device both sides' mistakes become exercises, each named
    by the colour that played it (Blue opened: O's blunder is Red's); "You" is only the
    person's against the computer."""
    from uttt.app.storage.archive import Archive
    from uttt.app.storage.archive_text import export, read
    from uttt.app.texts.i18n import translate

    both = from_report(_report_with_blunder(), None, 0, opener="blue")
    assert [(e.played, e.by) for e in both] == [(22, "red")]
    assert [e.by for e in from_report(_report_with_blunder(), "O", 0)] == [None]
    screen, _ = _drilling(*both)
    said = {language: translate(language, screen.task())
            for language in ("en", "pt-BR", "pt-PT")}
    assert said == {"en": "Red (O) played h2 here. Find a better move.",
                    "pt-BR": "Vermelho (O) jogou h2 aqui. Encontre uma jogada melhor.",
                    "pt-PT": "Vermelho (O) jogou h2 aqui. Encontre uma jogada melhor."}
    own, _ = _drilling(Exercise(GAME[:3], 22, 23, 0.6, 0.2, "blunder"))
    assert translate("en", own.task()) == "You played h2 here. Find a better move."
    assert load(dump(Study(exercises=both))).study.exercises == both
    assert read(export(Archive(), both)).exercises == both
    raw = json.loads(dump(Study(exercises=both)))
    raw["exercises"][0]["by"] = "green"
    assert load(json.dumps(raw)).study.exercises == ()


def test_whose_mistakes_follow_the_seats() -> None:
    from uttt.app.features.analysis.handlers import learner
    from uttt.app.model.app import App
    from uttt.app.round.record import MatchRecord
    from uttt.app.scores.book import ScoreBook

    def whose(record: MatchRecord) -> object:
        return learner(App.start(record, ScoreBook(), width=360, height=360))

    assert whose(MatchRecord("0" * 16, opener="blue")) == (None, "blue")
    assert whose(MatchRecord("0" * 16, mode="computer")) == ("X", "red")
