"""The puzzle screen's controller: answers by tap or name, jobs and stale results, streak."""

from __future__ import annotations

from uttt.app.layout import cell_rect
from uttt.app.puzzle_screen import JobDone, PuzzleScreen, job_done, next_puzzle, tap, typed
from uttt.app.puzzles import PuzzleProgress, load_puzzles
from uttt.app.study_render import puzzle_display
from uttt.notation import move_name
from uttt.solver import Task, defence_task, move_wins_task, winning_moves_within

PUZZLES = load_puzzles()


def run_job(screen: PuzzleScreen) -> PuzzleScreen:
    """Run the pending job to the end, as the page does in slices."""
    job = screen.job
    assert job is not None
    if job.kind == "judge":
        assert job.move is not None
        task: Task[object] = move_wins_task(job.attempt.board(), job.move,  # type: ignore[assignment]
                                            job.attempt.plies_left)
    else:
        task = defence_task(job.attempt.board(), job.attempt.plies_left)  # type: ignore[assignment]
    while not task.done:
        task.step(1)
    return job_done(screen, JobDone(job.token, task.value))[0]  # type: ignore[arg-type]


def open_at(index: int, streak: int = 0) -> PuzzleScreen:
    return PuzzleScreen.open(PUZZLES, PuzzleProgress(index, streak, streak), 360, 360)


def test_a_tap_answers_and_the_defence_replies_until_solved() -> None:
    index = next(i for i, p in enumerate(PUZZLES) if p.plies == 5)
    screen = open_at(index, streak=2)
    puzzle = PUZZLES[index]
    move = puzzle.solution
    while True:
        screen, effects = tap(screen, *cell_rect(screen.layout, move).centre)
        assert effects.job is not None and effects.job.kind == "judge"
        screen = run_job(screen)
        if screen.finished():
            break
        assert screen.job is not None and screen.job.kind == "reply"
        screen = run_job(screen)
        attempt = screen.attempt
        assert attempt is not None and screen.note is not None
        assert screen.note.key == "puzzles.right"
        move = winning_moves_within(attempt.board(), attempt.plies_left)[0]
    assert screen.attempt is not None and screen.attempt.status == "solved"
    assert screen.progress == PuzzleProgress(index + 1, 3, 3, 1, 0)
    assert screen.number().params == (("number", index + 1), ("total", len(PUZZLES)))
    screen, _ = next_puzzle(screen)
    assert screen.attempt is not None and screen.attempt.puzzle == PUZZLES[index + 1]


def test_a_wrong_typed_answer_fails_and_shows_the_solution() -> None:
    screen = open_at(0, streak=5)
    puzzle = PUZZLES[0]
    wrong = next(m for m in puzzle.board().legal_moves() if m != puzzle.solution)
    screen, effects = typed(screen, f" {move_name(wrong).upper()} ")
    assert effects.job is not None
    screen = run_job(screen)
    assert screen.attempt is not None and screen.attempt.status == "failed"
    assert screen.shown == (wrong, puzzle.solution)
    assert screen.progress.streak == 0 and screen.progress.best == 5
    ops = puzzle_display(screen)
    assert sum(op.get("stroke") == "#15803d" for op in ops) == 1   # the answer, marked


def test_illegal_taps_typos_and_stale_results_change_nothing() -> None:
    screen = open_at(0)
    taken = PUZZLES[0].moves[0]
    assert tap(screen, *cell_rect(screen.layout, taken).centre)[0] == screen
    assert tap(screen, -50, -50)[0] == screen
    assert typed(screen, "zz9")[0] == screen
    asked, effects = typed(screen, move_name(PUZZLES[0].solution))
    assert effects.job is not None
    assert typed(asked, move_name(PUZZLES[0].solution))[0] == asked  # one search at a time
    stale = job_done(asked, JobDone(effects.job.token + 1, True))
    assert stale[0] == asked and stale[1].job is None
    moved_on = next_puzzle(asked)[0]
    assert job_done(moved_on, JobDone(effects.job.token, True))[0] == moved_on


def test_no_puzzles_says_so() -> None:
    screen = PuzzleScreen.open((), PuzzleProgress(), 300, 300)
    assert screen.attempt is None and screen.task() is not None
    assert screen.task().key == "puzzles.none"  # type: ignore[union-attr]
    assert puzzle_display(screen) == [{"op": "clear"}]
