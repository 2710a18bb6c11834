"""Keep thinking: one position searched until the player stops it, the position is proven
or the tree reaches its cap. The job (data), what the search knows after each burst, the
tree kept between bursts, and the work that runs a burst in slices.

A ``Deepen`` job searches for about ``BURST_SECONDS`` in the page's slices, then hands
back what the search knows (``Deepened``); the controller asks for the next burst unless
the search stopped by itself. Every burst for the same position continues one tree, kept
outside the program (``Deepener``, held by the page as the computer's tree is), and a
position further down the same line reuses the subtree the tree already holds. The same
search as the report's evaluation (``uttt.app.study.analysis``), with a node cap
(``KEPT_NODES``) that bounds its memory; the tree it leaves is freed a slice at a time.

>>> job = Deepen(1, (40, 36))
>>> deepener = Deepener()
>>> work = DeepenWork(job, deepener)
>>> work.step(0.0, hidden=False), work.step(1.0, hidden=False)     # a slice, then the burst ends
(0.0, None)
>>> found = work.outcome(1.0)
>>> found.stop is None and found.thought.iterations > 0
True
>>> found.thought.lines[0].moves[0] in Board.from_moves((40, 36)).legal_moves()
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from uttt.app.core.event import Event
from uttt.app.core.vocabulary import Lane
from uttt.app.round.computer import SLICE_SECONDS
from uttt.app.study.values import ValueMoves
from uttt.board import Board, Move
from uttt.frozen import frozen

if TYPE_CHECKING:
    from uttt.ai.mcts import Node, Searcher

KEPT_NODES = 500_000
"""The most live nodes of the kept tree (``Config.node_limit``), as the computer's own
tree: about 66 MiB in the page's Pyodide (docs/computer.md, "The search")."""
BURST_SECONDS = 0.5
"""How long a job searches, in the page's slices, before it says what it found."""
RELEASE_NODES = 1000
"""Nodes of a dropped tree each slice frees (``Searcher.release_nodes``), besides as many
as the search made: a tree left for another position never piles up, nor is freed in
one long task."""
LINES = 3
"""The best moves shown, each with its line."""
LINE_LENGTH = 8

Stop = Literal["proven", "full", "hidden"]
"""Why the search stopped by itself: the position is proven, the tree reached its cap,
or the page was hidden."""
Proof = Literal["win", "loss", "draw"]


@frozen
class Deepen:
    """Search the position after ``moves`` (played from ``start``: a set-up position's
    text, ``uttt.fen``; ``None``: the empty board) for one burst (lane ``deepen``)."""

    token: int
    moves: tuple[Move, ...]
    start: str | None = None
    lane: Lane = "deepen"

    def board(self) -> Board:
        """The position searched (as every move's value finds it)."""
        return ValueMoves(self.token, self.moves, start=self.start).board()


@frozen
class Line:
    """One of the best moves and the line the search expects after it."""

    moves: tuple[Move, ...]
    """The line, the move first."""
    win: float
    """The side to move's chances after the move, 0..1 (a draw counts half)."""
    proven: Proof | None = None
    """The move proven a win, a loss or a draw for the side to move."""


@frozen
class Thought:
    """What the search knows of the position so far."""

    iterations: int
    """The simulations through the position (a reused subtree's included)."""
    nodes: int
    """The tree's live nodes (a dropped tree's not freed yet included)."""
    win: float
    """The side to move's chances with the best move, 0..1."""
    proven: Proof | None
    """The position proven won, lost or drawn for the side to move."""
    lines: tuple[Line, ...]
    """The best moves, best first (at most ``LINES``)."""


@frozen
class Deepened(Event):
    """A burst of ``Deepen`` ended: its token, what the search knows (``None``: it never
    searched, the page was hidden at once) and why it stopped, if it stopped by itself
    (``None``: the burst was spent; the next one carries on)."""

    token: int
    thought: Thought | None
    stop: Stop | None = None


def _rank(node: Node) -> tuple[int, int, float]:
    """Better moves first: a proven win, then the most visited, a proven loss last."""
    from uttt.ai.tree import LOSS, WIN

    group = 0 if node.proven == WIN else 2 if node.proven == LOSS else 1
    return group, -node.visits, -node.mean()


def thought_of(searcher: Searcher) -> Thought:
    """What ``searcher`` knows of its root: its visits, its nodes, the best lines."""
    from uttt.ai.tree import DRAW, LOSS, WIN, principal_variation

    proofs: dict[int, Proof] = {WIN: "win", LOSS: "loss", DRAW: "draw"}
    root = searcher.root
    ranked = sorted(root.children, key=_rank)[:LINES]
    lines = tuple(Line((c.move, *principal_variation(c, LINE_LENGTH - 1)), round(c.mean(), 3),
                       proofs.get(c.proven)) for c in ranked)
    mover: dict[int, Proof] = {LOSS: "win", WIN: "loss", DRAW: "draw"}  # the root's is its mover's
    return Thought(root.visits, searcher.nodes, lines[0].win if lines else 0.5,
                   mover.get(root.proven), lines)


def deepen_seed(moves: tuple[Move, ...]) -> int:
    """A fixed seed per position."""
    return (len(moves) * 7907 + sum((i + 5) * m for i, m in enumerate(moves))) % (1 << 31)


class Deepener:
    """The kept tree: every burst for the same position continues it; a position further
    down its line keeps the subtree it holds (``Searcher.advance``); another position
    starts a new tree, the old one freed a slice at a time."""

    def __init__(self, limit: int = KEPT_NODES) -> None:
        self.limit = limit
        self.searcher: Searcher | None = None
        self.start: str | None = None
        self.moves: tuple[Move, ...] = ()

    def follow(self, job: Deepen) -> Searcher:
        """The search of ``job``'s position, kept or new."""
        searcher, kept = self.searcher, len(self.moves)
        if searcher is not None and job.start == self.start and job.moves[:kept] == self.moves:
            for move in job.moves[kept:]:
                searcher.advance(move)
        else:
            from uttt.ai.mcts import Budget, Config, Searcher  # with the first burst

            fresh = Searcher(job.board(), seed=deepen_seed(job.moves),
                             config=Config(node_limit=self.limit), budget=Budget())
            fresh.release_nodes = RELEASE_NODES
            if searcher is not None:
                fresh.adopt(searcher)
            self.searcher = searcher = fresh
        self.start, self.moves = job.start, job.moves
        return searcher


class DeepenWork:
    """One burst of keep-thinking: the kept search grows slice by slice for
    ``burst`` seconds, unless it is proven, full, or the page is hidden."""

    def __init__(self, job: Deepen, deepener: Deepener, *,
                 slice_seconds: float = SLICE_SECONDS, burst: float = BURST_SECONDS) -> None:
        self.job, self.deepener = job, deepener
        self.slice_seconds, self.burst = slice_seconds, burst
        self.searcher: Searcher | None = None
        self.started = 0.0
        self.stop: Stop | None = None

    def step(self, now: float, hidden: bool) -> float | None:
        if hidden:
            self.stop = "hidden"
            return None
        if self.searcher is None:
            self.searcher, self.started = self.deepener.follow(self.job), now
        elif now - self.started >= self.burst:
            return None
        searcher = self.searcher
        if searcher.is_proven():
            self.stop = "proven"
            return None
        if searcher.is_full() and not searcher.dropped.pending():
            self.stop = "full"
            return None
        searcher.run(seconds=self.slice_seconds)
        return 0.0

    def outcome(self, now: float) -> Event | None:
        searcher = self.searcher
        return Deepened(self.job.token, None if searcher is None else thought_of(searcher),
                        self.stop)

    def stats(self) -> dict[str, object] | None:
        return None  # its slices are counted by the runner (``Lanes``), shown on its panel

    def progress(self) -> float:
        return 0.0 if self.searcher is None else float(self.searcher.root.visits)
