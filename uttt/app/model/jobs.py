"""The searches and long reads the program asks the edge to run, as records (jobs), and
the lane each runs in: one job at a time in a lane (``uttt.app.controller.jobs`` runs them)."""

from __future__ import annotations

from uttt.app.core.vocabulary import Lane
from uttt.app.round.computer import (
    Pondering,
    Thinking,
)
from uttt.app.storage.archive_text import ReadFile
from uttt.app.study.deepen import Deepen
from uttt.app.study.jobs import Evaluate, Prove
from uttt.app.study.values import ValueMoves

Job = Thinking | Pondering | Evaluate | Prove | ValueMoves | Deepen | ReadFile


def lane_of(job: Job) -> Lane:
    """The lane a job runs in (one job at a time in each).

    >>> lane_of(Evaluate(1, (40,), 1, lane="hint")), lane_of(Pondering(2, "0" * 16, (), "master"))
    ('hint', 'ponder')
    """
    if isinstance(job, Evaluate | ValueMoves | Deepen):
        return job.lane
    if isinstance(job, ReadFile):
        return "import"
    return "think" if isinstance(job, Thinking) else "ponder" if isinstance(job, Pondering) \
        else "puzzle"
