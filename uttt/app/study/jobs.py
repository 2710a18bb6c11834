"""The study's searches as jobs (data): a position's evaluation (``Evaluate``) and a
puzzle's proof (``Prove``). ``uttt.app.controller.jobs`` runs them with the rest."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from uttt.app.core.event import Event
from uttt.app.core.vocabulary import Lane
from uttt.board import Move
from uttt.frozen import frozen

if TYPE_CHECKING:
    from uttt.app.study.analysis import Evaluation
    from uttt.app.study.puzzles import Attempt


@frozen
class Evaluate:
    """Evaluate position ``ply`` of the game ``moves`` (``uttt.app.study.analysis``): for the
    report or the live evaluation (lane ``analysis``), or a hint (lane ``hint``)."""

    token: int
    moves: tuple[Move, ...]
    ply: int
    lane: Lane = "analysis"

    @property
    def seed(self) -> int:
        from uttt.app.study.analysis import seed_for  # with the first evaluation

        return seed_for(self.moves, self.ply)


@frozen
class Prove:
    """A puzzle's proof search: judge ``move`` (``judge``), or find the defence's reply
    (``reply``)."""

    token: int
    kind: Literal["judge", "reply"]
    attempt: Attempt
    move: Move | None = None


# -- what they answer (events for ``step``) ---------------------------------------


@frozen
class Evaluated(Event):
    """An evaluation job (``Evaluate``) finished: its token and what the
    search says (for the report, the live evaluation or a hint: the token tells which)."""

    token: int
    evaluation: Evaluation


@frozen
class JobDone(Event):
    """A puzzle's proof job (``Prove``) finished: the verdict (judge)
    or the defence's move (reply)."""

    token: int
    value: bool | Move


GRAPH_KEYS = frozenset({"ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End",
                        "PageUp", "PageDown", "Enter", " "})
"""The keys the focused graph answers (the page keeps their default action from them)."""
