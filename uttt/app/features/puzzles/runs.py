"""The puzzle modes' transitions: a streak or a timed run started, a puzzle of the run
decided, the time run out, the run left; the results page shown. Pure; the rules are
``uttt.app.study.puzzle_runs``'. Loads with the panel.

A puzzle decided in a run goes to the history and, solved, may beat the mode's record;
both are written with the study document at once, so a run left half way keeps its
best. The puzzle rating does not change. After a solve (and, in a timed run, a miss)
the next puzzle is on screen at once; a streak's miss leaves the puzzle on screen with
the refused move and the answer marked, and the end of the run said.

>>> from uttt.app.study.puzzles import Puzzle, PuzzleProgress
>>> screen = PuzzleScreen.open((Puzzle((43, 67, 42, 59, 46, 13, 40, 39, 29, 18, 8, 75,
...     33, 61, 69, 54, 5, 52, 70, 66, 30, 27, 7, 68, 47, 26, 74, 22, 37, 14, 45, 6, 56, 55,
...     17, 73, 9, 1, 10, 15, 60, 62), 78, 3),), PuzzleProgress(), 320, 320)
>>> screen, fx = start(screen, puzzle_runs.timed(180, now=0.0))
>>> screen.run.seen == (screen.attempt.puzzle.key,), screen.number()
(True, None)
>>> screen, fx = time_up(screen)
>>> screen.run.over, screen.answerable(), fx.get(Announce).messages[0].key
(True, None, 'runs.time_up')
"""

from __future__ import annotations

from uttt.app.features.puzzles.state import PuzzleScreen, at_index, at_progress
from uttt.app.model.effects import NOTHING, Announce, DropJobs, Effects, Redraw, WriteStudy
from uttt.app.study import puzzle_runs
from uttt.app.study import store as study_store
from uttt.app.study.puzzle_runs import Run
from uttt.app.study.puzzles import MAX_HISTORY, Attempt
from uttt.app.texts.i18n import Message, message
from uttt.board import Move
from uttt.frozen import replace
from uttt.notation import move_name

Change = tuple[PuzzleScreen, Effects]


def start(screen: PuzzleScreen, run: Run) -> Change:
    """``run`` begun: its first puzzle on screen (a proof under way dropped), its rule
    said."""
    if not screen.puzzles or screen.valuing is not None:
        return screen, NOTHING
    screen = _next(replace(screen, run=run, results=False, change=None))
    return screen, Effects(DropJobs(("puzzle",))) | _said(screen, rule(run))


def _next(screen: PuzzleScreen) -> PuzzleScreen:
    """The run's next puzzle on screen (none when the set has none)."""
    run = screen.run
    assert run is not None
    index = puzzle_runs.next_index(run, screen.puzzles, screen.progress.recent())
    if index is None:
        return replace(screen, attempt=None)
    screen = at_index(screen, index, daily=False)
    if screen.attempt is None:
        return screen
    return replace(screen, run=puzzle_runs.shown(run, screen.attempt.puzzle.key))


def _said(screen: PuzzleScreen, *first: Message) -> Effects:
    task = screen.task()
    return Effects(Redraw()).said((*first, *(() if task is None else (task,))))


def rule(run: Run) -> Message:
    """The run's rule, said when it begins and shown under its score."""
    if run.kind == "streak":
        return message("runs.streak_rule")
    return message("runs.timed_rule", seconds=puzzle_runs.MISS_PENALTY)


def decided(screen: PuzzleScreen, attempt: Attempt, document: study_store.Study) -> Change:
    """A puzzle of the run solved or missed: counted, written, and the run goes on (the
    next puzzle at once) or ends (a streak's miss)."""
    run = screen.run
    assert run is not None
    solved = attempt.status == "solved"
    run = puzzle_runs.solved(run) if solved else puzzle_runs.missed(run)
    progress = screen.progress
    history = (*progress.history, (attempt.puzzle.key, solved))[-MAX_HISTORY:]
    progress = replace(progress, history=history,
                       records=puzzle_runs.best(progress.records, run))
    screen = replace(screen, run=run, progress=progress, attempt=attempt, job=None)
    write = Effects(WriteStudy(study_store.dump(replace(document, puzzles=progress))))
    if run.over:  # a streak's miss: the puzzle stays, the refused move and answer marked
        note = _missed(attempt)
        screen = replace(screen, shown=_marks(attempt), note=note)
        return screen, write | Effects(Redraw(), Announce((note, ended(screen))))
    note = message("runs.solved") if solved else _missed(attempt)
    screen = replace(_next(screen), note=note)
    return screen, write | _said(screen, note)


def _marks(attempt: Attempt) -> tuple[Move, ...]:
    """The cells marked after a miss: the refused answer, and the solution when the
    refused answer was the first move."""
    wrong = attempt.wrong
    if wrong is None:
        return ()
    return (wrong,) if attempt.line else (wrong, attempt.puzzle.solution)


def _missed(attempt: Attempt) -> Message:
    """What a miss says (a run offers no solution on request: a miss is a refused
    answer)."""
    wrong = move_name(attempt.wrong if attempt.wrong is not None else attempt.puzzle.solution)
    if attempt.line:
        return message("puzzles.failed_later", move=wrong)
    return message("puzzles.failed", move=wrong, solution=move_name(attempt.puzzle.solution))


def ended(screen: PuzzleScreen) -> Message:
    """What the end of the run says: its score and the mode's best."""
    run = screen.run
    assert run is not None
    best = puzzle_runs.record_of(screen.progress.records, run)
    if run.kind == "streak":
        return message("runs.streak_over", score=run.score, best=best)
    return message("runs.time_up", score=run.score, best=best, minutes=run.seconds // 60)


def time_up(screen: PuzzleScreen) -> Change:
    """The timed run's time ran out: the puzzle on screen is not counted, its search
    dropped."""
    run = screen.run
    if run is None or run.kind != "timed" or run.over:
        return screen, NOTHING
    screen = replace(screen, run=puzzle_runs.time_up(run), job=None, note=None)
    return screen, Effects(DropJobs(("puzzle",)), Redraw(), Announce((ended(screen),)))


def again(screen: PuzzleScreen, now: float) -> Change:
    """A new run of the same mode (and length)."""
    if screen.run is None:
        return screen, NOTHING
    return start(screen, puzzle_runs.again(screen.run, now=now))


def stop(screen: PuzzleScreen) -> Change:
    """The run left: back to the puzzles one by one, where the player was."""
    if screen.run is None:
        return screen, NOTHING
    screen = at_progress(replace(screen, run=None, change=None))
    return screen, Effects(DropJobs(("puzzle",))) | _said(screen)


def results(screen: PuzzleScreen) -> Change:
    """The results page shown, or the board again."""
    return replace(screen, results=not screen.results), Effects(Redraw())
