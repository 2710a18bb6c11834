"""Every search of the page as a job: what it is (data), and how it runs (in slices). Pure.

The controller describes each search as a job record with a token from its one
allocator (``App.next_token``): the computer's move (``Thinking``), its thinking on the
person's time (``Pondering``), a position's evaluation for the report, the live
evaluation or a hint (``Evaluate``), a puzzle's proof (``Prove``); and the import of a
file of games (``ReadFile``), which would hold the page up as long. Each job runs in one
*lane*; a new job in a lane drops the one running there, and the controller can drop a
lane. ``start(job, computer)`` turns a job into its ``Work``: the page calls
``Work.step(now, hidden)`` and yields to the browser for the seconds it returns, until
it returns ``None``; then ``Work.outcome(now)`` is the event to hand back to ``step``
(``ComputerMove``, ``Evaluated``, ``JobDone``), whose token says whether it still counts.
``Lanes`` is that loop with asyncio, one task per lane, measured in one place; the page
(``site/jobs.py``) gives it the browser's clock, and tests a fake one.

The searches' own modules (the evaluation, the proofs, the search itself) are imported
when a job first starts, never with this module: the first frame does not need them.

>>> from uttt.app.round.computer import Computer
>>> work = start(Thinking(1, "0" * 16, (0, 4, 1), "master", "classic", delay=0.5), Computer())
>>> work.step(10.0, hidden=False)              # the pace of the computer playing itself
0.5
>>> work.step(10.5, hidden=False), work.step(10.8, hidden=False)
(0.3, None)
>>> work.outcome(11.0)
ComputerMove(token=1, move=2, time=11.0)
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from uttt.app.controller.events import ComputerMove, Event
from uttt.app.core.vocabulary import LANES, Lane
from uttt.app.round.computer import PONDER_DELAY_SECONDS, SLICE_SECONDS, Pondering, Thinking
from uttt.app.storage.archive_text import FileRead, ReadFile, Reading
from uttt.app.study.jobs import Evaluate, Evaluated, JobDone, Prove
from uttt.app.study.values import Valued, ValueMoves
from uttt.board import Move

if TYPE_CHECKING:
    from uttt.app.round.computer import Computer, Ponderer, Thinker
    from uttt.app.study.analysis import Evaluator
    from uttt.app.study.values import Valuer
    from uttt.solver import Task

Job = Thinking | Pondering | Evaluate | Prove | ValueMoves | ReadFile
LINES_PER_STEP = 16
"""The lines of a file an import reads between two looks at the clock (a game's block is
about a dozen)."""


def lane_of(job: Job) -> Lane:
    """The lane a job runs in (one job at a time in each).

    >>> lane_of(Evaluate(1, (40,), 1, lane="hint")), lane_of(Pondering(2, "0" * 16, (), "master"))
    ('hint', 'ponder')
    """
    if isinstance(job, Evaluate | ValueMoves):
        return job.lane
    if isinstance(job, ReadFile):
        return "import"
    return "think" if isinstance(job, Thinking) else "ponder" if isinstance(job, Pondering) \
        else "puzzle"


class Work(Protocol):
    """A job under way."""

    def step(self, now: float, hidden: bool) -> float | None:
        """Do the next slice; the seconds to wait before the next call (0.0: just yield
        to the browser), or ``None``: done (read ``outcome``)."""
        ...

    def outcome(self, now: float) -> Event | None:
        """The event to hand back to the controller (``None``: nothing to say)."""
        ...

    def stats(self) -> dict[str, object] | None:
        """What it did, for the page's measures (``None``: it never started)."""
        ...


class ThinkWork:
    """The computer's move: wait the ticket's pace, then its search (``Computer``
    keeps the tree between moves)."""

    def __init__(self, job: Thinking, computer: Computer) -> None:
        self.job, self.computer = job, computer
        self.due: float | None = None
        self.thinker: Thinker | None = None

    def step(self, now: float, hidden: bool) -> float | None:
        if self.thinker is None:
            if self.job.delay > 0:
                if self.due is None:
                    self.due = now + self.job.delay
                if now < self.due:
                    return round(self.due - now, 6)
            self.thinker = self.computer.start(self.job, now)
        return self.thinker.step(now, slice_seconds=SLICE_SECONDS)

    def outcome(self, now: float) -> Event | None:
        assert self.thinker is not None
        return ComputerMove(self.job.token, self.thinker.move(), now)

    def stats(self) -> dict[str, object] | None:
        if self.thinker is None:
            return None
        return {"level": self.job.level, **self.thinker.stats()}


class PonderWork:
    """Thinking on the person's time: after ``PONDER_DELAY_SECONDS``, the kept search
    grows while the page is visible, until its ponder limit."""

    def __init__(self, job: Pondering, computer: Computer) -> None:
        self.job, self.computer = job, computer
        self.waited = False
        self.ponderer: Ponderer | None = None

    def step(self, now: float, hidden: bool) -> float | None:
        if not self.waited:
            self.waited = True
            return PONDER_DELAY_SECONDS
        if self.ponderer is None:
            self.ponderer = self.computer.start_pondering(self.job)
        return self.ponderer.step(hidden=hidden, slice_seconds=SLICE_SECONDS)

    def outcome(self, now: float) -> Event | None:
        return None  # the tree it grew is what it leaves (``Computer.start`` keeps it)

    def stats(self) -> dict[str, object] | None:
        return None if self.ponderer is None else dict(self.ponderer.stats())


class EvaluateWork:
    """One position's evaluation (``uttt.app.study.analysis.Evaluator``)."""

    def __init__(self, job: Evaluate) -> None:
        self.job = job
        self.evaluator: Evaluator | None = None

    def step(self, now: float, hidden: bool) -> float | None:
        if self.evaluator is None:
            from uttt.app.study.analysis import Evaluator  # with the first evaluation
            from uttt.board import Board

            job = self.job
            self.evaluator = Evaluator(Board.from_moves(job.moves[:job.ply]), seed=job.seed)
        return self.evaluator.step(SLICE_SECONDS)

    def outcome(self, now: float) -> Event | None:
        assert self.evaluator is not None
        return Evaluated(self.job.token, self.evaluator.result())

    def stats(self) -> dict[str, object] | None:
        return None


class ProveWork:
    """A puzzle's proof search (``uttt.app.study.puzzles``), a slice of its steps at a time."""

    def __init__(self, job: Prove) -> None:
        self.job = job
        self.task: Task[bool] | Task[Move] | None = None

    def step(self, now: float, hidden: bool) -> float | None:
        if self.task is None:
            from uttt.app.study.puzzles import judge_task, reply_task  # with the first proof

            job = self.job
            self.task = judge_task(job.attempt, job.move) if job.move is not None \
                else reply_task(job.attempt)
        task = self.task
        started = time.perf_counter()
        while not task.done and time.perf_counter() - started < SLICE_SECONDS:
            task.step(1)
        return None if task.done else 0.0

    def outcome(self, now: float) -> Event | None:
        assert self.task is not None
        return JobDone(self.job.token, self.task.value)

    def stats(self) -> dict[str, object] | None:
        return None


class ValueWork:
    """Every move's value in one position (``uttt.app.study.values.Valuer``)."""

    def __init__(self, job: ValueMoves) -> None:
        self.job = job
        self.valuer: Valuer | None = None

    def step(self, now: float, hidden: bool) -> float | None:
        if self.valuer is None:
            from uttt.app.study.values import Valuer, value_seed  # with the first job

            moves = self.job.moves
            self.valuer = Valuer(self.job.board(), seed=value_seed(moves))
        return self.valuer.step(SLICE_SECONDS)

    def outcome(self, now: float) -> Event | None:
        assert self.valuer is not None
        return Valued(self.job.token, self.valuer.result(self.job.moves))

    def stats(self) -> dict[str, object] | None:
        """The position's ply, for the page's measure (``uttt:values``)."""
        return None if self.valuer is None else {"ply": len(self.job.moves)}


class ReadWork:
    """A file of games to import (``archive_text.Reading``), a few lines at a time until
    the slice is spent."""

    def __init__(self, job: ReadFile) -> None:
        self.job = job
        self.reading: Reading | None = None

    def step(self, now: float, hidden: bool) -> float | None:
        if self.reading is None:
            self.reading = Reading(self.job.text)
        reading = self.reading
        started = time.perf_counter()
        while not reading.step(LINES_PER_STEP) and time.perf_counter() - started < SLICE_SECONDS:
            pass
        return None if reading.done else 0.0

    def outcome(self, now: float) -> Event | None:
        assert self.reading is not None
        return FileRead(self.job.token, self.reading.result())

    def stats(self) -> dict[str, object] | None:
        return None


def start(job: Job, computer: Computer) -> Work:
    """The work of a job (the computer's searches share ``computer``'s kept tree)."""
    if isinstance(job, Thinking):
        return ThinkWork(job, computer)
    if isinstance(job, Pondering):
        return PonderWork(job, computer)
    if isinstance(job, Evaluate):
        return EvaluateWork(job)
    if isinstance(job, ValueMoves):
        return ValueWork(job)
    if isinstance(job, ReadFile):
        return ReadWork(job)
    return ProveWork(job)


Report = Callable[[Lane, Work, float, bool], None]
"""Told when a lane's work ends: the lane, the work, when it started (the clock's
seconds), and whether it finished (else it was dropped)."""


class Lanes:
    """The page's one job runner: one asyncio task per lane, each stepping its work and
    yielding between slices (input and paint go first), then handing the outcome back
    (``dispatch``). Counts the slices of each lane and the longest, in one place."""

    def __init__(self, starter: Callable[[Job], Work], *, clock: Callable[[], float],
                 hidden: Callable[[], bool], dispatch: Callable[[Lane, Event], None],
                 report: Report) -> None:
        self.starter, self.clock, self.hidden = starter, clock, hidden
        self.dispatch, self.report = dispatch, report
        self.tasks: dict[Lane, asyncio.Future[None]] = {}
        self.slices: dict[Lane, int] = dict.fromkeys(LANES, 0)
        self.longest: dict[Lane, float] = dict.fromkeys(LANES, 0.0)
        """The longest slice of each lane so far, in seconds."""

    def run(self, job: Job) -> None:
        """Start ``job``, dropping the job running in its lane."""
        lane = lane_of(job)
        self.cancel(lane)
        self.tasks[lane] = asyncio.ensure_future(self._drive(lane, self.starter(job)))

    def cancel(self, lane: Lane) -> None:
        """Drop the job running in ``lane``, if any (its outcome never comes)."""
        task = self.tasks.pop(lane, None)
        if task is not None:
            task.cancel()

    def running(self, lane: Lane) -> bool:
        return lane in self.tasks

    async def _drive(self, lane: Lane, work: Work) -> None:
        started = self.clock()
        finished = False
        try:
            while (wait := self._slice(lane, work)) is not None:
                await asyncio.sleep(wait)
            finished = True
        finally:
            self.report(lane, work, started, finished)
        if self.tasks.get(lane) is asyncio.current_task():
            del self.tasks[lane]
        event = work.outcome(self.clock())
        if event is not None:
            self.dispatch(lane, event)

    def _slice(self, lane: Lane, work: Work) -> float | None:
        before = self.clock()
        wait = work.step(before, self.hidden())
        self.slices[lane] += 1
        self.longest[lane] = max(self.longest[lane], self.clock() - before)
        return wait
