"""The page's one job runner (``uttt.app.controller.jobs.Lanes``): every search of the page, the
computer's move and pondering, the evaluations, the hint and the puzzles' proofs, runs
here, one asyncio task per lane, in the one slice length, measured in one place: the
``uttt:think`` and ``uttt:ponder`` measures, and ``#analysis``'s
``data-longest-slice-ms`` and ``data-slices`` (scripts/bench_page.py and the e2e tests
read them). Decides nothing: the controller hands out and drops the jobs, and their
outcomes go back to it as events."""

from __future__ import annotations

import json
from collections.abc import Callable

from channel import hidden, measure, now, post

from uttt.app.controller.events import Event
from uttt.app.controller.jobs import Job, Lanes, Work, start
from uttt.app.core.vocabulary import Lane
from uttt.app.round.computer import Computer, Pondering, Thinking

COMPUTER = Computer()  # the computer's kept search (its tree, reused from move to move)
MEASURES: dict[Lane, str] = {"think": "uttt:think", "ponder": "uttt:ponder",
                             "values": "uttt:values"}


class Searches:
    """The edge's job effects: run a job (dropping the one in its lane), drop a lane;
    the computer's ``think``/``ponder`` are jobs of their own lanes."""

    dispatch: Callable[[Event], None]
    _lanes: Lanes | None = None

    @property
    def lanes(self) -> Lanes:
        if self._lanes is None:
            self._lanes = Lanes(lambda job: start(job, COMPUTER), clock=now, hidden=hidden,
                                dispatch=lambda _lane, event: self.dispatch(event),
                                report=self._report)
        return self._lanes

    def run(self, job: Job) -> None:
        self.lanes.run(job)

    def cancel(self, lane: Lane) -> None:
        self.lanes.cancel(lane)

    def think(self, ticket: Thinking) -> None:
        self.run(ticket)

    def stop_thinking(self) -> None:
        self.cancel("think")

    def ponder(self, ticket: Pondering) -> None:
        self.run(ticket)

    def stop_pondering(self) -> None:
        self.cancel("ponder")

    def _report(self, lane: Lane, work: Work, started: float, finished: bool) -> None:
        """The measures: a move's search when it ends, a pondering however it ends (once
        it started), the evaluations' slices on the report's panel."""
        name, stats = MEASURES.get(lane), work.stats()
        if name is not None and stats is not None and (finished or lane == "ponder"):
            measure(name, started * 1000.0, **stats)
        if lane == "analysis" and finished:  # through patch.js's setters, as every write
            slices = {"longestSliceMs": f"{self.lanes.longest[lane] * 1000:.1f}",
                      "slices": str(self.lanes.slices[lane])}
            post("set", json.dumps({"ids": {"analysis": {"data": slices}}}))
