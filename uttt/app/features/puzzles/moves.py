"""The puzzle panel's transitions: an answer, a proof's result or "Next puzzle" in, the
new ``PuzzleScreen`` and the program's ``Effects`` out. Pure.

The player answers by tapping a cell (or typing its name, e.g. ``e5``); the answer is
judged by the proof (a job of lane ``puzzle`` the page runs in slices and returns as
``JobDone``), then the defence replies the same way, until the puzzle is solved or an
answer is refused. The streak and the place in the set are written with the study
document (``uttt.app.study.store``). This module loads when the panel first opens.

>>> from uttt.app.study.puzzles import Puzzle, PuzzleProgress
>>> screen = PuzzleScreen.open((Puzzle((43, 67, 42, 59, 46, 13, 40, 39, 29, 18, 8, 75,
...     33, 61, 69, 54, 5, 52, 70, 66, 30, 27, 7, 68, 47, 26, 74, 22, 37, 14, 45, 6, 56, 55,
...     17, 73, 9, 1, 10, 15, 60, 62), 78, 3),), PuzzleProgress(), 320, 320)
>>> screen, fx = answer_move(screen, 78)
>>> fx.get(RunJobs).jobs[0].kind, screen.note.key
('judge', 'puzzles.checking')
>>> screen, fx = job_done(screen, JobDone(fx.get(RunJobs).jobs[0].token, True), study_store.Study())
>>> fx.get(RunJobs).jobs[0].kind
'reply'
"""

from __future__ import annotations

from uttt.app.canvas.layout import hit_test
from uttt.app.features.puzzles.state import (
    Job,
    PuzzleScreen,
    at_drill,
    at_index,
    at_progress,
    refusal,
)
from uttt.app.model.effects import (
    NOTHING,
    Announce,
    ClearEntry,
    Effects,
    Redraw,
    RunJobs,
    WriteStudy,
)
from uttt.app.rating.glicko import HELPED, MISSED, SOLVED, Glicko, after_puzzle
from uttt.app.study import puzzle_pick as puzzle_pick
from uttt.app.study import store as study_store
from uttt.app.study.jobs import JobDone
from uttt.app.study.puzzles import Attempt, PuzzleProgress, judged, replied
from uttt.app.texts.i18n import Message, Ref, message
from uttt.board import Move, board_of
from uttt.frozen import replace
from uttt.notation import move_name, parse_move


def written(document: study_store.Study, screen: PuzzleScreen) -> study_store.Study:
    """The study document holding the screen's progress (what a decided puzzle writes);
    its reports, boards and exercises kept."""
    from uttt.app.features.puzzles.mistakes import synced

    return replace(document, puzzles=screen.progress,
                   exercises=synced(document.exercises, screen.drills))


def tap(screen: PuzzleScreen, x: float, y: float, document: study_store.Study | None = None
        ) -> tuple[PuzzleScreen, Effects]:
    """A tap on the puzzle's board: an answer if it lands on a legal cell."""
    move = hit_test(screen.layout, x, y)
    return (screen, NOTHING) if move is None else answer_move(screen, move, document)


def typed(screen: PuzzleScreen, text: str, document: study_store.Study | None = None
          ) -> tuple[PuzzleScreen, Effects]:
    """A move typed by name (the keyboard's way to answer). Text that names no cell, or a
    cell that cannot be played now, gets a note saying why; the attempt and the streak
    stay as they were (a typo is no wrong answer). A taken answer empties the field (a
    refused one stays there, to be corrected)."""
    attempt = screen.answerable()
    if attempt is None:
        return screen, NOTHING
    try:
        move = parse_move(text.strip())
    except ValueError:
        return _refused(screen, _not_a_cell(text.strip()))
    reason = refusal(attempt.board(), move)
    if reason is not None:
        return _refused(screen, reason)
    screen, effects = answer_move(screen, move, document)
    return screen, effects | Effects(ClearEntry())


def _not_a_cell(text: str) -> Message:
    if not text:
        return message("puzzles.no_cell")
    shown = text if len(text) <= 12 else text[:11] + "…"
    return message("puzzles.not_a_cell", text=shown)


def _refused(screen: PuzzleScreen, note: Message) -> tuple[PuzzleScreen, Effects]:
    return replace(screen, note=note), Effects(Redraw(), Announce((note,)))


def answer_move(screen: PuzzleScreen, move: Move, document: study_store.Study | None = None
                ) -> tuple[PuzzleScreen, Effects]:
    """The player answers ``move``: ask for its proof (nothing while a search runs); an
    exercise's answer is ``mistake_moves``'."""
    if screen.mistakes:
        from uttt.app.features.puzzles import mistakes as mistake_moves

        return mistake_moves.answer(screen, move, document or study_store.Study())
    attempt = screen.answerable()
    if attempt is None or not attempt.board().is_legal(move):
        return screen, NOTHING
    job = Job(screen.next_token, "judge", attempt, move)
    note = message("puzzles.checking")
    return (replace(screen, job=job, next_token=job.token + 1, note=note),
            Effects(RunJobs((job,)), Redraw()))


def job_done(screen: PuzzleScreen, done: JobDone, document: study_store.Study
             ) -> tuple[PuzzleScreen, Effects]:
    """A job's answer: played only if it is the job still asked for; a decided puzzle's
    progress written with the study ``document``."""
    job = screen.job
    if job is None or done.token != job.token or screen.attempt is not job.attempt:
        return screen, NOTHING
    if job.kind == "reply":
        attempt = replied(job.attempt, int(done.value))
        reply = move_name(int(done.value))
        note = message("puzzles.right", move=reply)
        screen = replace(screen, attempt=attempt, job=None, note=note)
        return screen, Effects(Redraw(), Announce((note,)))
    assert job.move is not None
    if screen.mistakes:
        from uttt.app.features.puzzles import mistakes as mistake_moves

        return mistake_moves.decided(screen, job.move, bool(done.value), document)
    attempt = judged(job.attempt, job.move, bool(done.value))
    if attempt.status == "solving":
        reply_job = Job(screen.next_token, "reply", attempt)
        screen = replace(screen, attempt=attempt, job=reply_job, next_token=reply_job.token + 1)
        return screen, Effects(RunJobs((reply_job,)), Redraw())
    return _ended(replace(screen, attempt=attempt, job=None), attempt, document)


def rated(progress: PuzzleProgress, puzzle_rating: int, score: float
          ) -> tuple[float, float, float]:
    """The player's Glicko-2 rating once a puzzle of ``puzzle_rating`` is decided: one
    rating period of one game, won if solved without help, half won if solved after a
    hint (``uttt.app.rating.glicko.HELPED``), its change bounded."""
    after = after_puzzle(Glicko(*progress.rating), puzzle_rating, score)
    return after.rating, after.deviation, after.volatility


def next_index(screen: PuzzleScreen, progress: PuzzleProgress) -> int:
    """Where ``progress`` goes next: the pick for its theme, difficulty and rating."""
    index = puzzle_pick.pick(screen.puzzles, progress.theme, progress.difficulty,
                             progress.rating[0], progress.recent(),
                             progress.solved + progress.failed)
    return progress.index if index is None else index


def _ended(screen: PuzzleScreen, attempt: Attempt, document: study_store.Study
           ) -> tuple[PuzzleScreen, Effects]:
    if screen.run is not None:  # a streak's or timed run's puzzle: unrated, the run's
        from uttt.app.features.puzzles import runs

        return runs.decided(screen, attempt, document)
    solved = attempt.status == "solved"
    counted = solved and not screen.helped  # the streak's: a solve after a hint is none
    score = (HELPED if screen.helped else SOLVED) if solved else MISSED
    puzzle = attempt.puzzle
    again = screen.daily and screen.progress.daily == screen.day  # today's, done already
    rating = screen.progress.rating if again else rated(screen.progress, puzzle.rating,
                                                         score)
    progress = screen.progress.after(counted, len(screen.puzzles), rating=rating,
                                     key=puzzle.key,
                                     daily=screen.day if screen.daily else "")
    progress = replace(progress, index=next_index(screen, progress))
    change = rating[0] - screen.progress.rating[0]
    if solved:
        note = message("puzzles.solved_helped" if screen.helped else "puzzles.solved")
        shown: tuple[Move, ...] = ()
    elif attempt.wrong is None:  # the solution was asked for
        note = message("puzzles.revealed", solution=move_name(puzzle.solution))
        shown = (puzzle.solution,)
    elif not attempt.line:
        note = message("puzzles.failed", move=move_name(attempt.wrong),
                       solution=move_name(puzzle.solution))
        shown = (attempt.wrong, puzzle.solution)
    else:
        note = message("puzzles.failed_later", move=move_name(attempt.wrong))
        shown = (attempt.wrong,)
    screen = replace(screen, progress=progress, note=note, shown=shown, change=change)
    text = study_store.dump(written(document, screen))
    return screen, Effects(WriteStudy(text), Redraw(), Announce((note,)))


def hint(screen: PuzzleScreen) -> tuple[PuzzleScreen, Effects]:
    """A hint: the small board of the winning move. Solved after it, the puzzle counts
    half for the rating, and the streak starts again."""
    if not screen.can_help() or screen.attempt is None:
        return screen, NOTHING
    board = Ref(f"board.{board_of(screen.attempt.puzzle.solution)}")
    note = message("puzzles.hint", board=board)
    return (replace(screen, helped=True, note=note),
            Effects(Redraw(), Announce((note,))))


def reveal(screen: PuzzleScreen, document: study_store.Study
           ) -> tuple[PuzzleScreen, Effects]:
    """Show the solution: the puzzle is failed."""
    attempt = screen.answerable()
    if attempt is None or attempt.line:
        return screen, NOTHING
    attempt = replace(attempt, status="failed", wrong=None)
    return _ended(replace(screen, attempt=attempt, helped=True), attempt, document)


def daily(screen: PuzzleScreen) -> tuple[PuzzleScreen, Effects]:
    """Today's puzzle on screen (the one in progress is left as it was)."""
    index = puzzle_pick.daily(screen.day, screen.puzzles)
    if index is None or screen.job is not None or screen.run is not None:
        return screen, NOTHING
    screen = at_index(screen, index, daily=True)
    task = screen.task()
    return screen, Effects(Redraw()).said(() if task is None else (task,))


def choose(screen: PuzzleScreen, name: str, value: str, document: study_store.Study
           ) -> tuple[PuzzleScreen, Effects]:
    """A theme or a difficulty chosen: the next puzzle follows it, shown at once (not
    during a run, whose puzzles are of every theme)."""
    if screen.job is not None or screen.valuing is not None or screen.run is not None:
        return screen, NOTHING
    if name == "puzzle_theme" and value == "mistakes":
        from uttt.app.features.puzzles import mistakes as mistake_moves

        screen = mistake_moves.chosen(screen)
        task = screen.task()
        return screen, Effects(Redraw()).said(() if task is None else (task,))
    if name == "puzzle_theme" and value in puzzle_pick.CHOICES:
        progress = replace(screen.progress, theme=value)
    elif name == "puzzle_difficulty" and value in puzzle_pick.DIFFICULTIES:
        progress = replace(screen.progress, difficulty=value)
    else:
        return screen, NOTHING
    progress = replace(progress, index=next_index(screen, progress))
    screen = at_progress(replace(screen, progress=progress))
    task = screen.task()
    text = study_store.dump(written(document, screen))
    return screen, Effects(WriteStudy(text), Redraw()).said(() if task is None else (task,))


def next_puzzle(screen: PuzzleScreen) -> tuple[PuzzleScreen, Effects]:
    """On to the puzzle ``progress`` points at (the same one if it is still unsolved), or
    to the exercise due first."""
    screen = at_drill(screen) if screen.mistakes else at_progress(screen)
    task = screen.task()
    return screen, Effects(Redraw()).said(() if task is None else (task,))
