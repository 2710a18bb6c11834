"""The computer's turn: which search runs, how long, and whose result counts. Pure.

The controller (``uttt.app.controller.step``) decides *when* the computer thinks: whenever the live
round reaches the computer's turn it hands out a ``Thinking`` ticket (a fresh
token, tagged with the round id, the moves and the level), and it drops the ticket
as soon as the position changes (undo, resign, a switch, another tab). A result
comes back as ``ComputerMove(token, move)`` and is played only while its ticket is
still the live one, so a late result can never land on a changed position.

``Computer.start`` turns a ticket into a ``Thinker`` that runs the level's search
in short slices. The browser (``site/main.py``) calls ``Thinker.step`` in a loop
and yields to the event loop between calls, so no task blocks the page. Time is
passed in, so all of this is tested with a fake clock.

>>> computer = Computer()
>>> thinker = computer.start(Thinking(1, "0" * 16, (40,), "beginner"), now=0.0)
>>> thinker.step(0.0, slice_seconds=1.0)   # one slice of search: yield, call again
0.0
>>> thinker.step(0.01)               # budget spent: wait out the minimum think time
0.29
>>> thinker.step(0.3) is None, thinker.move() in Board.from_moves([40]).legal_moves()
(True, True)
"""

from __future__ import annotations

from dataclasses import dataclass

from uttt import classic
from uttt.ai import Searcher, searcher_for_level
from uttt.app.scores import GameKind, Level
from uttt.board import Board, Move

MIN_THINK_SECONDS = 0.3
"""The computer never answers faster than this, so its move is seen arriving."""
SLICE_SECONDS = 0.008
"""Search time per slice; the page yields to the browser between slices."""


@dataclass(frozen=True)
class Thinking:
    """A ticket for one search: the position it is for, and the token its result
    must carry to be played."""

    token: int
    round_id: str
    moves: tuple[Move, ...]
    level: Level
    game: GameKind = "ultimate"

    @property
    def seed(self) -> int:
        """The search's random seed: fixed by the round and the position's length.

        >>> Thinking(1, "00000000000000ff", (40,), "master").seed
        256
        """
        return int(self.round_id, 16) + len(self.moves)


class Thinker:
    """One ticket's search, run slice by slice."""

    longest_slice: float = 0.0
    """The longest slice so far, in seconds of search."""

    def __init__(self, thinking: Thinking, searcher: Searcher, started: float) -> None:
        self.thinking = thinking
        self.searcher = searcher
        self.started = started
        self.slices = 0
        self.longest_slice = 0.0

    def step(self, now: float, *, slice_seconds: float = SLICE_SECONDS) -> float | None:
        """Do the next bit of work. Returns how long to wait before the next call
        (0.0: just yield to the browser), or ``None`` once ``move()`` is ready."""
        searcher = self.searcher
        if not searcher.is_done():
            budget = searcher.budget
            seconds = slice_seconds
            if budget.seconds is not None:
                seconds = max(0.0, min(seconds, budget.seconds - searcher.seconds))
            iterations = None
            if budget.iterations is not None:
                iterations = max(1, budget.iterations - searcher.iterations)
            before = searcher.seconds
            searcher.run(iterations=iterations, seconds=seconds)
            self.slices += 1
            self.longest_slice = max(self.longest_slice, searcher.seconds - before)
            return 0.0
        wait = self.started + MIN_THINK_SECONDS - now
        return round(wait, 6) if wait > 0 else None

    def move(self) -> Move:
        """The move chosen (read once ``step`` returned ``None``)."""
        return self.searcher.result().move


class Computer:
    """Starts searches, keeping the last search tree when the new position follows
    from it (tree reuse, as the levels were calibrated)."""

    def __init__(self) -> None:
        self._searcher: Searcher | None = None
        self._key: tuple[str, Level] | None = None

    def start(self, thinking: Thinking, now: float) -> Thinker:
        """A thinker for this ticket (classic tic-tac-toe: the perfect solver of
        ``uttt.classic``, instant, with the same minimum think time)."""
        if thinking.game == "classic":
            return ClassicThinker(thinking, now)
        return Thinker(thinking, self._searcher_for(thinking), now)

    def _searcher_for(self, thinking: Thinking) -> Searcher:
        searcher = self._searcher
        if searcher is not None and self._key == (thinking.round_id, thinking.level):
            done = tuple(searcher.board.moves)
            if thinking.moves[: len(done)] == done:
                for move in thinking.moves[len(done):]:
                    searcher.advance(move)
                return searcher
        board = Board.from_moves(thinking.moves)
        searcher = searcher_for_level(board, thinking.level, seed=thinking.seed)
        self._searcher, self._key = searcher, (thinking.round_id, thinking.level)
        return searcher


class _Solved:
    """Search statistics of a classic move: there is no search to speak of."""

    iterations = 0
    seconds = 0.0


class ClassicThinker(Thinker):
    """A classic tic-tac-toe ticket: the level's move from ``uttt.classic``.

    >>> thinker = ClassicThinker(Thinking(1, "0" * 16, (0, 4, 1), "master", "classic"), 0.0)
    >>> thinker.step(0.0), thinker.step(0.3), thinker.move()
    (0.3, None, 2)
    """

    def __init__(self, thinking: Thinking, started: float) -> None:
        self.thinking = thinking
        self.searcher = _Solved()  # type: ignore[assignment]
        self.started = started
        self.slices = 0
        self.longest_slice = 0.0
        board = classic.ClassicBoard.from_moves(thinking.moves)
        self._move = classic.choose_move(board, thinking.level, seed=thinking.seed)

    def step(self, now: float, *, slice_seconds: float = SLICE_SECONDS) -> float | None:
        wait = self.started + MIN_THINK_SECONDS - now
        return round(wait, 6) if wait > 0 else None

    def move(self) -> Move:
        return self._move
