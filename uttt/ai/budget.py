"""A move's budget, and the time management of a budget in seconds.

A fixed budget stops a move after ``iterations`` or ``seconds``. A managed one
(``Budget.early``, ``Budget.stretch``: Master's) also plays a forced move at once, stops
a move whose most visited root move can no longer be caught, banks the time saved, and
lets a move in doubt search on with it (docs/decisions/024-managed-time.md). The
searcher keeps the bank (``Searcher.banked``); these functions decide from it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from uttt.ai.tree import Node
from uttt.frozen import frozen

EARLY_ITERATIONS = 100
"""A managed move does not stop early before this many iterations (its rate is unknown)."""
DOUBT = 0.8
"""A managed move is in doubt while the runner-up has more than this share of the most
visited move's visits (or a better mean)."""
SPREAD = 0.25
"""A managed move's time is its budget and this share of the time banked so far."""
MANAGED_SLICE = 0.01
"""``Searcher.run_budget`` looks at a managed move's time this often (seconds)."""


@frozen
class Budget:
    """When a move's search should stop: after ``iterations`` or ``seconds``, whichever first."""

    iterations: int | None = None
    seconds: float | None = None
    clock: Callable[[], float] = time.perf_counter
    """The clock ``seconds`` are counted on: wall time by default (the page's player
    waits in wall time); ``time.process_time`` counts CPU seconds only, so that a
    tournament on a shared, loaded machine still gives each move its full budget."""
    early: float = 0.0
    """Time management (``seconds`` budgets only; 0 and ``stretch`` 1: none). Above 0, a
    move stops before ``seconds`` once the most visited root move leads the next by more
    than ``early`` times the iterations left at the search's own rate (1: it can no
    longer be caught), and a forced move is played at once. The time saved is banked
    for moves in doubt (``stretch``), so the mean time a move stays within ``seconds``."""
    stretch: float = 1.0
    """A move in doubt at ``seconds`` (the runner-up has the better mean, or nearly as
    many visits) searches on, up to ``stretch`` times ``seconds``, on banked time only."""

    @property
    def managed(self) -> bool:
        """Whether the time a move takes is managed (``early``, ``stretch``)."""
        return self.seconds is not None and (self.early > 0.0 or self.stretch > 1.0)


def _with_bank(budget: Budget, banked: float) -> float:
    """The budget's seconds and ``banked`` of the bank, within its stretch."""
    assert budget.seconds is not None
    room = (budget.stretch - 1.0) * budget.seconds
    return budget.seconds + min(max(0.0, banked), room)


def seconds_left(budget: Budget, spent: float, banked: float) -> float | None:
    """Seconds a move that has searched ``spent`` may still search (``None``: no time
    budget): the budget's rest, or for a managed move, its time, then its stretch."""
    if budget.seconds is None:
        return None
    limit = budget.seconds
    if budget.managed:
        limit = _with_bank(budget, banked * SPREAD)
        if spent >= limit:
            limit = _with_bank(budget, banked)
    return max(0.0, limit - spent)


def settled(budget: Budget, alive: Sequence[Node], iterations: int, spent: float,
            banked: float) -> bool:
    """Whether a managed move can stop, given its root moves not proven lost: forced;
    before its time, when the leader cannot be caught; after it, unless in doubt (up to
    the stretch)."""
    if len(alive) <= 1:
        return True  # forced (or lost whatever it plays)
    first, second = sorted(alive, key=lambda c: c.visits)[-1:-3:-1]
    target = _with_bank(budget, banked * SPREAD)
    if spent < target:
        if budget.early <= 0.0 or iterations < EARLY_ITERATIONS or spent <= 0.0:
            return False
        left = iterations / spent * (target - spent)
        return first.visits - second.visits > budget.early * left
    in_doubt = second.q > first.q or second.visits > DOUBT * first.visits
    return not in_doubt or spent >= _with_bank(budget, banked)
