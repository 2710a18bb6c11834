"""The player's own mistakes as exercises: "find a better move". Pure.

An analysed game's mistakes and blunders (``uttt.app.study.report``) by the player become
exercises: the position before the bad move, the move played and what the report knew
about that position. An answer is judged in this order:

1. the move played is never right;
2. where the report proved a win in the position (``Evaluation.forced > 0``), the solver
   decides: any move that wins by force within ``FORCED_PLIES`` plies is right, any other
   wrong;
3. otherwise the search's best move is right; any other move is judged by its value
   (``uttt.app.study.values``, the mover's chances after it): right when it is within
   ``NEAR`` of the best move's chances *and* at least ``CLEAR`` above the chances the
   played move left. Without its value the answer is not judged yet (``None``).

Exercises come back by Leitner boxes: a new one is due at once in box 1; a right answer
moves it one box up (at most ``BOXES``) and a wrong one back to box 1; box ``b`` is next
due ``INTERVALS[b - 1]`` days later. Days are ``uttt.app.study.puzzle_pick.day_number``s.

>>> INTERVALS, NEAR, CLEAR
((1, 3, 7, 14, 30), 0.05, 0.1)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from uttt.app.core.vocabulary import Colour, other
from uttt.app.study.analysis import FORCED_PLIES, Report
from uttt.app.study.report import mover_chances
from uttt.board import Board, Move, Player
from uttt.frozen import frozen, replace
from uttt.solver import move_wins_within

NEAR = 0.05
"""A move whose chances are this close to the best move's is as good, search noise apart."""
CLEAR = 0.10
"""... and it must leave at least this much more than the move played (a mistake gave
away at least ``uttt.app.study.report.MISTAKE``, 0.15)."""
INTERVALS = (1, 3, 7, 14, 30)
"""Days until an exercise in box 1, 2, ... is due again."""
BOXES = len(INTERVALS)
MAX_EXERCISES = 200
"""The newest exercises kept."""

Verdict = Literal["mistake", "blunder"]


@frozen
class Exercise:
    """Find a better move than ``played`` in the position after ``moves``."""

    moves: tuple[Move, ...]
    """The game up to the position (its last move the opponent's)."""
    played: Move
    best: Move
    """The search's move there."""
    best_win: float
    """The mover's chances with the best move, 0..1."""
    played_win: float
    """The mover's chances left after the move played."""
    verdict: Verdict
    forced: int | None = None
    """Proven by the report: the mover wins in this many plies (> 0)."""
    box: int = 1
    due: int = 0
    """The day it is next offered (``day_number``)."""
    by: Colour | None = None
    """The colour that played ``played`` where it was not the person's own move (a game
    between two people on this device, or two computers); ``None``: the person's own."""

    def key(self) -> tuple[tuple[Move, ...], Move]:
        return self.moves, self.played

    def board(self) -> Board:
        return Board.from_moves(self.moves)

    def is_due(self, today: int) -> bool:
        return self.due <= today


def from_report(report: Report, player: Player | None, today: int,
                opener: Colour = "red") -> tuple[Exercise, ...]:
    """The mistakes and blunders of ``player`` (both players' if ``None``, each named by
    its colour, ``opener`` playing X) in ``report``, as exercises due ``today``.

    >>> from uttt.app.study.analysis import Evaluation
    >>> report = Report((40, 36), (Evaluation(0.55, 40, (40,)), Evaluation(0.45, 44, (44,))))
    >>> report = Report((40, 36, 4), (*report.evaluations, Evaluation(0.9, 4, (4,))))
    >>> [(e.moves, e.played, e.best, e.verdict) for e in from_report(report, "O", 5)]
    [((40,), 36, 44, 'blunder')]
    """
    chances = report.x_chances()
    found = []
    for marked in report.marked():
        evaluation = report.evaluations[marked.ply]
        pair = mover_chances(chances, marked.ply)
        mover: Player = "XO"[marked.ply % 2]  # type: ignore[assignment]
        verdict: Verdict = "blunder" if marked.verdict == "blunder" else "mistake"
        if evaluation is None or pair is None or (player is not None and mover != player):
            continue
        forced = evaluation.forced if evaluation.forced and evaluation.forced > 0 else None
        by = None if player is not None else opener if mover == "X" else other(opener)
        found.append(Exercise(report.moves[:marked.ply], marked.move, marked.better,
                              round(pair[0], 3), round(pair[1], 3), verdict,
                              forced, 1, today, by))
    return tuple(found)


def check(exercise: Exercise, move: Move, values: Mapping[Move, float] | None) -> bool | None:
    """Whether ``move`` answers the exercise (``values``: the mover's chances after each
    move of the position, from the search), or ``None`` while its value is needed.

    >>> ex = Exercise((40,), 36, 44, 0.55, 0.2, "blunder")
    >>> check(ex, 36, None), check(ex, 44, None), check(ex, 41, None)
    (False, True, None)
    >>> check(ex, 41, {41: 0.52}), check(ex, 42, {42: 0.45}), check(ex, 43, {43: 0.28})
    (True, False, False)
    """
    board = exercise.board()
    if move == exercise.played or not board.is_legal(move):
        return False
    if exercise.forced is not None:
        return move_wins_within(board, move, FORCED_PLIES)
    if move == exercise.best:
        return True
    if values is None or move not in values:
        return None
    value = values[move]
    return value >= exercise.best_win - NEAR and value >= exercise.played_win + CLEAR


def answered(exercise: Exercise, right: bool, today: int) -> Exercise:
    """The exercise rescheduled after an answer (Leitner).

    >>> ex = Exercise((40,), 36, 44, 0.55, 0.2, "blunder", box=2, due=10)
    >>> [(e.box, e.due) for e in (answered(ex, True, 10), answered(ex, False, 10))]
    [(3, 17), (1, 11)]
    """
    box = min(BOXES, exercise.box + 1) if right else 1
    return replace(exercise, box=box, due=today + INTERVALS[box - 1])


def merged(kept: tuple[Exercise, ...], new: tuple[Exercise, ...]) -> tuple[Exercise, ...]:
    """``kept`` with the ``new`` exercises not already there added (newest last), capped
    at ``MAX_EXERCISES``: an exercise already kept keeps its box."""
    keys = {e.key() for e in kept}
    fresh = tuple(e for e in new if e.key() not in keys)
    return (*kept, *fresh)[-MAX_EXERCISES:]


def joined(kept: tuple[Exercise, ...], new: tuple[Exercise, ...]) -> tuple[Exercise, ...]:
    """``merged``, except that an exercise in both keeps the further box (and its day).

    >>> a = Exercise((40,), 36, 44, 0.55, 0.2, "blunder", box=2, due=10)
    >>> [e.box for e in joined((a,), (replace(a, box=4, due=20),))]
    [4]
    """
    further = {e.key(): e for e in new}
    kept = tuple(further[e.key()] if e.key() in further and further[e.key()].box > e.box
                 else e for e in kept)
    return merged(kept, new)


def due(exercises: tuple[Exercise, ...], today: int) -> tuple[Exercise, ...]:
    """The exercises due ``today``, the lowest box (the least known) first, then oldest."""
    waiting = [e for e in exercises if e.is_due(today)]
    return tuple(sorted(waiting, key=lambda e: (e.box, e.due)))
