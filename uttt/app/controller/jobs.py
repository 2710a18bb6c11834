"""Every search of the page as a job: what it is (data), and how it runs (in slices). Pure.

The controller describes each search as a job record with a token from its one
allocator (``App.next_token``): the computer's move (``Thinking``), its thinking on the
person's time (``Pondering``), a position's evaluation for the report, the live
evaluation or a hint (``Evaluate``), a puzzle's proof (``Prove``), a burst of
keep-thinking (``Deepen``); and the import of a file of games (``ReadFile``), which would
hold the page up as long. Each job runs in one
*lane*; a new job in a lane drops the one running there, and the controller can drop a
lane. ``start(job, computer)`` turns a job into its ``Work``: the page calls
``Work.step(now, hidden)`` and yields to the browser for the seconds it returns, until
it returns ``None``; then ``Work.outcome(now)`` is the event to hand back to ``step``
(``ComputerMove``, ``Evaluated``, ``JobDone``), whose token says whether it still counts.
``Lanes`` is that loop with asyncio, one task per lane; it counts and measures every
job's slices in one place (``Slices``). The page (``site/jobs.py``) gives it the
browser's clock, and tests a fake one. Each search has one wrapper, its ``Work``: the
computer's move (``ThinkWork``) and its pondering (``PonderWork``) run the kept search of
``Computer`` slice by slice.

The searches' own modules (the evaluation, the proofs, the search itself) are imported
when a job first starts, never with this module: the first frame does not need them.

>>> from uttt.app.round.computer import Computer
>>> work = start(Thinking(1, "0" * 16, (0, 4, 1), "master", "classic", delay=0.5), Computer())
>>> work.step(10.0, hidden=False)              # the pace of the computer playing itself
0.5
>>> work.step(10.5, hidden=False), work.step(10.8, hidden=False), work.progress()
(0.3, None, 0.0)
>>> work.outcome(11.0)
ComputerMove(token=1, move=2, time=11.0)
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from uttt.app.core.event import Event
from uttt.app.core.vocabulary import LANES, Lane
from uttt.app.model.events import ComputerMove
from uttt.app.model.jobs import Job, lane_of
from uttt.app.round.computer import (
    HIDDEN_POLL_SECONDS,
    MIN_THINK_SECONDS,
    PONDER_DELAY_SECONDS,
    SLICE_SECONDS,
    Pondering,
    Thinking,
)
from uttt.app.storage.archive_text import FileRead, ReadFile, Reading
from uttt.app.study.deepen import Deepen, Deepener, DeepenWork
from uttt.app.study.jobs import Evaluate, Evaluated, JobDone, Prove
from uttt.app.study.values import Valued, ValueMoves
from uttt.board import Move

if TYPE_CHECKING:
    from uttt.app.round.computer import Computer
    from uttt.app.study.analysis import Evaluator
    from uttt.app.study.values import Valuer
    from uttt.app.variants import Search
    from uttt.solver import Task

LINES_PER_STEP = 16
"""The lines of a file an import reads between two looks at the clock (a game's block is
about a dozen)."""


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

    def progress(self) -> float:
        """The units of work done so far (a search's iterations; 0.0 where not counted):
        ``Lanes`` measures each slice's share of them."""
        ...


class ThinkWork:
    """The computer's move: wait the ticket's pace, then its search (``Computer`` keeps
    the tree between moves) slice by slice, within the ticket's time and no faster than
    ``MIN_THINK_SECONDS``."""

    def __init__(self, job: Thinking, computer: Computer, *,
                 slice_seconds: float = SLICE_SECONDS) -> None:
        self.job, self.computer, self.slice_seconds = job, computer, slice_seconds
        self.due: float | None = None
        self.started = 0.0
        self.search: Search | None = None
        self.searched = False

    def step(self, now: float, hidden: bool) -> float | None:
        if self.search is None:
            if self.job.delay > 0:
                if self.due is None:
                    self.due = now + self.job.delay
                if now < self.due:
                    return round(self.due - now, 6)
            self.search, self.started = self.computer.follow(self.job), now
        search, cap = self.search, self.job.seconds
        out_of_time = cap is not None and self.searched and now - self.started >= cap
        if not search.is_done() and not out_of_time:
            search.run(self.slice_seconds)
            self.searched = True
            return 0.0
        least = MIN_THINK_SECONDS if cap is None else min(MIN_THINK_SECONDS, cap)
        wait = self.started + least - now
        return round(wait, 6) if wait > 0 else None

    def outcome(self, now: float) -> Event | None:
        assert self.search is not None
        return ComputerMove(self.job.token, self.search.move(), now)

    def stats(self) -> dict[str, object] | None:
        if self.search is None:
            return None
        return {"level": self.job.level, **self.search.stats()}

    def progress(self) -> float:
        return 0.0 if self.search is None else self.search.stats().get("iterations", 0.0)


class PonderWork:
    """Thinking on the person's time: after ``PONDER_DELAY_SECONDS``, the kept search
    grows while the page is visible (else it looks again every ``HIDDEN_POLL_SECONDS``),
    until its ponder limit (``Search.can_ponder``)."""

    def __init__(self, job: Pondering, computer: Computer, *,
                 slice_seconds: float = SLICE_SECONDS) -> None:
        self.job, self.computer, self.slice_seconds = job, computer, slice_seconds
        self.waited = False
        self.search: Search | None = None
        self.hidden_waits = 0

    def step(self, now: float, hidden: bool) -> float | None:
        if not self.waited:
            self.waited = True
            return PONDER_DELAY_SECONDS
        if self.search is None:
            self.search = self.computer.follow(self.job)
        if not self.search.can_ponder():
            return None
        if hidden:
            self.hidden_waits += 1
            return HIDDEN_POLL_SECONDS
        self.search.ponder(self.slice_seconds)
        return 0.0

    def outcome(self, now: float) -> Event | None:
        return None  # the tree it grew is what it leaves (``Computer.follow`` keeps it)

    def stats(self) -> dict[str, object] | None:
        search = self.search
        if search is None:
            return None
        return {"limit": int(not search.can_ponder()), "hidden_waits": self.hidden_waits,
                **search.stats()}

    def progress(self) -> float:
        return 0.0 if self.search is None else self.search.stats().get("pondered", 0.0)


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


    def progress(self) -> float:
        return 0.0

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


    def progress(self) -> float:
        return 0.0

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


    def progress(self) -> float:
        return 0.0

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


    def progress(self) -> float:
        return 0.0

def start(job: Job, computer: Computer, deepener: Deepener | None = None) -> Work:
    """The work of a job (the computer's searches share ``computer``'s kept tree, and
    keep-thinking's bursts ``deepener``'s: a new one without it)."""
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
    if isinstance(job, Deepen):
        return DeepenWork(job, deepener or Deepener())
    return ProveWork(job)


class Slices:
    """The slices of a job or a lane, counted and measured in one place (``Lanes``): a
    slice is a step that did not wait (it worked, or ended). The page's measures read
    them (``stats``)."""

    def __init__(self) -> None:
        self.count = 0
        self.longest = 0.0
        """The longest slice so far, in seconds."""
        self.longest_progress = 0.0
        """The work done in the longest slice (``Work.progress``): about a usual slice's
        when the machine, not the job, made it long (another process had the core)."""

    def add(self, seconds: float, progress: float) -> None:
        self.count += 1
        if seconds > self.longest:
            self.longest, self.longest_progress = seconds, progress

    def stats(self) -> dict[str, float]:
        """The slices, for the page's measures (``uttt:think``, ``uttt:ponder``)."""
        return {"slices": self.count, "longest_slice_ms": self.longest * 1000.0,
                "longest_slice_iterations": self.longest_progress}


Report = Callable[[Lane, Work, Slices, float, bool], None]
"""Told when a lane's work ends: the lane, the work, its slices, when it started (the
clock's seconds), and whether it finished (else it was dropped)."""


class Lanes:
    """The page's one job runner: one asyncio task per lane, each stepping its work and
    yielding between slices (input and paint go first), then handing the outcome back
    (``dispatch``). Counts and measures the slices of each job and each lane (``Slices``)."""

    def __init__(self, starter: Callable[[Job], Work], *, clock: Callable[[], float],
                 hidden: Callable[[], bool], dispatch: Callable[[Lane, Event], None],
                 report: Report) -> None:
        self.starter, self.clock, self.hidden = starter, clock, hidden
        self.dispatch, self.report = dispatch, report
        self.tasks: dict[Lane, asyncio.Future[None]] = {}
        self.lanes: dict[Lane, Slices] = {lane: Slices() for lane in LANES}
        """Every slice of each lane so far (the page's life)."""

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
        slices = Slices()
        try:
            while (wait := self._slice(lane, work, slices)) is not None:
                await asyncio.sleep(wait)
            finished = True
        finally:
            self.report(lane, work, slices, started, finished)
        if self.tasks.get(lane) is asyncio.current_task():
            del self.tasks[lane]
        event = work.outcome(self.clock())
        if event is not None:
            self.dispatch(lane, event)

    def _slice(self, lane: Lane, work: Work, slices: Slices) -> float | None:
        before, done = self.clock(), work.progress()
        wait = work.step(before, self.hidden())
        if wait is None or wait <= 0:
            seconds, progress = self.clock() - before, work.progress() - done
            slices.add(seconds, progress)
            self.lanes[lane].add(seconds, progress)
        return wait
