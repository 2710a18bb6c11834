"""Keep-thinking's part of the state: the position it thinks about, the burst asked for,
what the search knows so far and why it stopped. Pure.

>>> from uttt.app.study.board import AnalysisBoard
>>> board = AnalysisBoard.new((40, 36, 4))
>>> position_of(board, 2), position_of(None, 2)
((None, (40, 36)), None)
>>> thinkable(board, 2, "ultimate")
(None, (40, 36))
"""

from __future__ import annotations

from typing import Literal

from uttt.app.core.vocabulary import GameKind
from uttt.app.round.rules import replay
from uttt.app.study.board import AnalysisBoard, shown_path
from uttt.app.study.deepen import Deepen, Stop, Thought
from uttt.board import Move
from uttt.frozen import frozen

Position = tuple[str | None, tuple[Move, ...]]
"""A position on the analysis board: the game's start (``None``: the empty board) and the
moves from it."""
Stopped = Stop | Literal["asked"]
"""Why it stopped: by itself (``Stop``), or the player stopped it."""


@frozen
class Deepening:
    """Keep thinking on one position: running while ``job`` is set."""

    start: str | None
    moves: tuple[Move, ...]
    job: Deepen | None = None
    """The burst asked for, while it runs (its token says which outcome counts)."""
    thought: Thought | None = None
    stopped: Stopped | None = None

    @property
    def position(self) -> Position:
        return self.start, self.moves


def position_of(board: AnalysisBoard | None, review: int | None) -> Position | None:
    """The position on screen of the analysis board (``None``: there is none)."""
    if board is None:
        return None
    return board.start, shown_path(board, review)


def thinkable(board: AnalysisBoard | None, review: int | None, game: GameKind
              ) -> Position | None:
    """The position on screen of the analysis board, if the game goes on there."""
    position = position_of(board, review)
    if position is None or replay(game, position[1], position[0]).is_game_over():
        return None
    return position
