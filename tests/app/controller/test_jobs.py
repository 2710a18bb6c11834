"""The one job runner: every search a job in a lane, run in slices with a fake clock; a
new job in a lane drops the one there, a drop ends it without its outcome, the slices
are counted in one place; the effects that carry jobs and drops."""

from __future__ import annotations

import asyncio

from uttt.app.controller.jobs import Lanes, Work, start
from uttt.app.core.event import Event
from uttt.app.core.vocabulary import Lane
from uttt.app.model.app import Effects
from uttt.app.model.effects import DropJobs, RunJobs, dropped, jobs_of
from uttt.app.model.events import ComputerMove
from uttt.app.model.jobs import Job, lane_of
from uttt.app.round.computer import (
    PONDER_DELAY_SECONDS,
    SLICE_SECONDS,
    Computer,
    Pondering,
    Thinking,
)
from uttt.app.study.jobs import Evaluate, Evaluated, JobDone, Prove
from uttt.app.study.puzzles import Attempt, Puzzle

ID = "0" * 16
PUZZLE = Puzzle((43, 67, 42, 59, 46, 13, 40, 39, 29, 18, 8, 75, 33, 61, 69, 54, 5, 52, 70, 66,
                 30, 27, 7, 68, 47, 26, 74, 22, 37, 14, 45, 6, 56, 55, 17, 73, 9, 1, 10, 15,
                 60, 62), 78, 3)


class Clock:
    """A fake clock: each reading advances it by ``tick`` seconds."""

    def __init__(self, tick: float = 0.001) -> None:
        self.time, self.tick = 0.0, tick

    def __call__(self) -> float:
        self.time += self.tick
        return self.time


class Counting:
    """A fake work: ``slices`` slices, then its outcome."""

    def __init__(self, job: Job, slices: int = 3) -> None:
        self.job, self.left = job, slices

    def step(self, now: float, hidden: bool) -> float | None:
        self.left -= 1
        return None if self.left <= 0 else 0.0

    def outcome(self, now: float) -> Event | None:
        return JobDone(self.job.token, True)

    def stats(self) -> dict[str, object] | None:
        return {"left": self.left}

    def progress(self) -> float:
        return 0.0


def lanes_with(slices: int = 3) -> tuple[Lanes, list[tuple[Lane, Event]], list[tuple[Lane, bool]]]:
    done: list[tuple[Lane, Event]] = []
    ended: list[tuple[Lane, bool]] = []
    lanes = Lanes(lambda job: Counting(job, slices), clock=Clock(), hidden=lambda: False,
                  dispatch=lambda lane, event: done.append((lane, event)),
                  report=lambda lane, _work, _slices, _started, finished:
                  ended.append((lane, finished)))
    return lanes, done, ended


def test_every_search_has_its_lane() -> None:
    attempt = Attempt(PUZZLE)
    assert [lane_of(job) for job in (
        Thinking(1, ID, (), "master"), Pondering(2, ID, (), "master"), Evaluate(3, (40,), 1),
        Evaluate(4, (40,), 1, lane="hint"), Prove(5, "judge", attempt, 78))] == [
        "think", "ponder", "analysis", "hint", "puzzle"]


def test_a_job_runs_in_slices_and_hands_its_outcome_back() -> None:
    lanes, done, ended = lanes_with(slices=4)

    async def drive() -> None:
        lanes.run(Evaluate(7, (40,), 1))
        assert lanes.running("analysis")
        await asyncio.gather(lanes.tasks["analysis"])

    asyncio.run(drive())
    assert done == [("analysis", JobDone(7, True))] and ended == [("analysis", True)]
    assert lanes.lanes["analysis"].count == 4 and lanes.lanes["analysis"].longest > 0
    assert not lanes.running("analysis") and lanes.lanes["think"].count == 0


def test_a_new_job_in_a_lane_drops_the_one_there_and_other_lanes_run_on() -> None:
    lanes, done, ended = lanes_with(slices=3)

    async def drive() -> None:
        lanes.run(Evaluate(1, (40,), 1))
        lanes.run(Evaluate(9, (40,), 1, lane="hint"))
        await asyncio.sleep(0)
        lanes.run(Evaluate(2, (40,), 1))  # the first analysis is dropped mid-way
        await asyncio.gather(*lanes.tasks.values(), return_exceptions=True)
        for _ in range(3):
            await asyncio.sleep(0)

    asyncio.run(drive())
    assert sorted(e.token for _, e in done) == [2, 9]  # type: ignore[union-attr]
    assert ("analysis", False) in ended and ended.count(("analysis", True)) == 1


def test_a_dropped_lane_says_nothing() -> None:
    lanes, done, ended = lanes_with(slices=50)

    async def drive() -> None:
        lanes.run(Prove(3, "judge", Attempt(PUZZLE), 78))
        await asyncio.sleep(0)
        lanes.cancel("puzzle")
        lanes.cancel("puzzle")  # a lane with nothing running: nothing to do
        await asyncio.sleep(0)

    asyncio.run(drive())
    assert done == [] and ended == [("puzzle", False)] and not lanes.running("puzzle")


def test_the_computers_move_waits_its_pace_then_searches() -> None:
    work = start(Thinking(1, ID, (0, 4, 1), "master", "classic", delay=0.5), Computer())
    assert work.stats() is None  # not started: nothing to measure yet
    assert work.step(10.0, hidden=False) == 0.5
    assert work.step(10.2, hidden=False) == 0.3  # woken early: waits the rest
    assert work.step(10.5, hidden=False) == 0.3  # the classic solver, then the minimum time
    assert work.step(10.8, hidden=False) is None
    assert work.outcome(11.0) == ComputerMove(1, 2, 11.0)
    assert work.stats() is not None and work.stats()["level"] == "master"  # type: ignore[index]


def test_pondering_waits_then_grows_the_kept_tree_and_reports_only_once_started() -> None:
    work = start(Pondering(1, ID, (40,), "master"), Computer())
    assert work.step(0.0, hidden=False) == PONDER_DELAY_SECONDS and work.stats() is None
    assert work.step(0.3, hidden=False) == 0.0
    stats = work.stats()
    assert stats is not None and stats["pondered"] > 0 and work.progress() == stats["pondered"]
    assert work.outcome(1.0) is None


def test_an_evaluation_and_a_proof_hand_back_their_events() -> None:
    evaluation = start(Evaluate(4, (40,), 1, lane="hint"), Computer())
    steps = 0
    while evaluation.step(0.0, hidden=False) is not None:
        steps += 1
    event = evaluation.outcome(0.0)
    assert isinstance(event, Evaluated) and event.token == 4 and steps > 0
    proof = start(Prove(5, "judge", Attempt(PUZZLE), 78), Computer())
    while proof.step(0.0, hidden=False) is not None:
        pass
    assert proof.outcome(0.0) == JobDone(5, True)


def test_one_slice_length() -> None:
    from uttt.app.round import computer
    from uttt.app.study import analysis

    assert SLICE_SECONDS == 0.008
    assert not hasattr(analysis, "SLICE_SECONDS") or analysis.SLICE_SECONDS is SLICE_SECONDS
    assert not hasattr(computer, "SLICE_SECONDS") or computer.SLICE_SECONDS is SLICE_SECONDS


def test_effects_a_later_job_or_drop_replaces_an_earlier_job_in_its_lane() -> None:
    first, second = Evaluate(1, (40,), 1), Evaluate(2, (40,), 1)
    hint = Evaluate(3, (40,), 1, lane="hint")
    assert jobs_of(Effects(RunJobs((first, hint))) | Effects(RunJobs((second,)))) == (hint, second)
    later = Effects(RunJobs((first, hint))) | Effects(DropJobs(("analysis",)))
    assert jobs_of(later) == (hint,) and dropped(later) == ("analysis",)
    later = Effects(DropJobs(("hint",))) | Effects(RunJobs((hint,)))
    assert jobs_of(later) == (hint,) and dropped(later) == ("hint",)


def test_works_are_works() -> None:
    work: Work = Counting(Evaluate(1, (), 0))
    assert work.step(0.0, hidden=True) == 0.0
