"""The page's one job runner (``uttt.app.controller.jobs.Lanes``): every search of the page,
the computer's move and pondering, the evaluations, the hint, the puzzles' proofs and
keep-thinking's bursts, runs here, one asyncio task per lane, in the one slice length, its
slices counted and measured in one place (``Lanes``): the ``uttt:think``, ``uttt:ponder`` and
``uttt:values`` measures, and ``#analysis``'s and ``#deepen``'s ``data-longest-slice-ms``
and ``data-slices`` (scripts/bench_page.py and the e2e tests read them). Decides nothing:
the controller hands out and drops the jobs, and their outcomes go back to it as events."""

from __future__ import annotations

import json
from collections.abc import Callable

from channel import hidden, measure, now, post

from uttt.app.controller.jobs import Lanes, Slices, Work, start
from uttt.app.core.event import Event
from uttt.app.core.vocabulary import Lane
from uttt.app.round.computer import Computer
from uttt.app.study.deepen import Deepener

COMPUTER = Computer()  # the computer's kept search (its tree, reused from move to move)
DEEPENER = Deepener()  # keep-thinking's kept search (its tree, continued burst by burst)
MEASURES: dict[Lane, str] = {"think": "uttt:think", "ponder": "uttt:ponder",
                             "values": "uttt:values"}
PANELS: dict[Lane, str] = {"analysis": "analysis", "deepen": "deepen"}  # their slices shown


def lanes(dispatch: Callable[[Event], None]) -> Lanes:
    """The runner, handing each outcome to ``dispatch``."""
    runner = Lanes(lambda job: start(job, COMPUTER, DEEPENER), clock=now, hidden=hidden,
                   dispatch=lambda _lane, event: dispatch(event),
                   report=lambda *ended: _report(runner, *ended))
    return runner


def _report(runner: Lanes, lane: Lane, work: Work, slices: Slices, started: float,
            finished: bool) -> None:
    """The measures: a move's search when it ends, a pondering however it ends (once
    it started), the evaluations' and keep-thinking's slices on their panels."""
    name, stats = MEASURES.get(lane), work.stats()
    if name is not None and stats is not None and (finished or lane == "ponder"):
        measure(name, started * 1000.0, **stats, **slices.stats())
    panel = PANELS.get(lane)
    if panel is not None and finished:  # through patch.js's setters, as every write
        total = runner.lanes[lane]
        data = {"longestSliceMs": f"{total.longest * 1000:.1f}", "slices": str(total.count)}
        post("set", json.dumps({"ids": {panel: {"data": data}}}))
