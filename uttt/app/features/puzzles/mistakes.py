"""The transitions of "Your mistakes" in the puzzle panel: an answer to one of the player's
own exercises in, the new ``PuzzleScreen`` and the program's ``Effects`` out. Pure.

An answer is judged as ``uttt.app.study.exercises.check`` says: the move played is wrong
at once, the search's best move right at once; in a position with a proven win the proof
(a ``judge`` job of lane ``puzzle``) decides; otherwise every move's value (a
``ValueMoves`` job of lane ``values``) does, with the margins. A decided exercise is
rescheduled (Leitner) and written with the study document. Loads with the panel.

>>> from uttt.app.study.exercises import Exercise
>>> from uttt.app.study.puzzles import PuzzleProgress
>>> screen = PuzzleScreen.open((), PuzzleProgress(), 320, 320)
>>> screen = chosen(replace(screen, drills=(Exercise((40,), 36, 44, 0.6, 0.2, "blunder"),)))
>>> screen, fx = answer(screen, 41, study_store.Study())
>>> fx.get(RunJobs).jobs[0].lane, screen.answer
('values', 41)
>>> screen, fx = answer(at_drill(screen), 44, study_store.Study())
>>> screen.attempt.status, screen.drill.box
('solved', 2)
"""

from __future__ import annotations

from uttt.app.features.puzzles.state import Job, PuzzleScreen, at_drill
from uttt.app.model.effects import NOTHING, Announce, Effects, Redraw, RunJobs, WriteStudy
from uttt.app.study import store as study_store
from uttt.app.study.exercises import INTERVALS, Exercise, answered, check
from uttt.app.study.values import MoveValues, ValueMoves
from uttt.app.texts.i18n import message
from uttt.board import Move
from uttt.frozen import replace
from uttt.notation import move_name


def synced(kept: tuple[Exercise, ...], screen: tuple[Exercise, ...]) -> tuple[Exercise, ...]:
    """The document's exercises with the screen's schedule for those it answered."""
    answered_here = {e.key(): e for e in screen}
    return tuple(answered_here.get(e.key(), e) for e in kept)


def chosen(screen: PuzzleScreen) -> PuzzleScreen:
    """"Your mistakes" chosen: the exercise due first on screen."""
    return at_drill(screen)


def answer(screen: PuzzleScreen, move: Move, document: study_store.Study
           ) -> tuple[PuzzleScreen, Effects]:
    """The player answers ``move``: decided at once, or a proof or the values asked for."""
    drill, attempt = screen.drill, screen.answerable()
    if drill is None or attempt is None or not attempt.board().is_legal(move):
        return screen, NOTHING
    note = message("puzzles.checking")
    if drill.forced is not None and move != drill.played:
        job = Job(screen.next_token, "judge", attempt, move)
        return (replace(screen, job=job, next_token=job.token + 1, note=note, answer=move),
                Effects(RunJobs((job,)), Redraw()))
    verdict = check(drill, move, None)
    if verdict is not None:
        return decided(screen, move, verdict, document)
    values = ValueMoves(screen.next_token, drill.moves)
    return (replace(screen, valuing=values, next_token=values.token + 1, note=note,
                    answer=move), Effects(RunJobs((values,)), Redraw()))


def valued(screen: PuzzleScreen, token: int, values: MoveValues, document: study_store.Study
           ) -> tuple[PuzzleScreen, Effects]:
    """Every move's value arrived: the answer waiting for it judged by the margins (a move
    the search did not look at is not clearly better)."""
    drill, move = screen.drill, screen.answer
    if screen.valuing is None or token != screen.valuing.token or drill is None or move is None:
        return screen, NOTHING
    chances = {v.move: v.win for v in values.values if v.searched}
    right = bool(check(drill, move, chances))
    return decided(replace(screen, valuing=None), move, right, document)


def decided(screen: PuzzleScreen, move: Move, right: bool, document: study_store.Study
            ) -> tuple[PuzzleScreen, Effects]:
    """The exercise answered: rescheduled, said, and written with the study document."""
    drill, attempt = screen.drill, screen.attempt
    if drill is None or attempt is None:
        return screen, NOTHING
    later = answered(drill, right, screen.today())
    drills = tuple(later if e.key() == drill.key() else e for e in screen.drills)
    if right:
        attempt = replace(attempt, line=(move,), status="solved")
        note = message("mistakes.right", days=INTERVALS[later.box - 1])
        shown: tuple[Move, ...] = ()
    else:
        attempt = replace(attempt, status="failed", wrong=move)
        note = message("mistakes.wrong", best=move_name(drill.best))
        shown = (move, drill.best)
    screen = replace(screen, drills=drills, drill=later, attempt=attempt, job=None,
                     valuing=None, answer=None, note=note, shown=shown)
    document = replace(document, exercises=synced(document.exercises, drills))
    return screen, Effects(WriteStudy(study_store.dump(document)), Redraw(), Announce((note,)))
