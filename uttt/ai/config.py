"""The search's settings (``Config``: the levels' live in ``uttt.ai.levels``) and what a
search found (``SearchResult``); ``uttt.ai.mcts`` runs the search."""

from __future__ import annotations

from collections.abc import Callable

from uttt.ai import game
from uttt.board import Move
from uttt.frozen import field, frozen
from uttt.playout import Policy


@frozen
class Config:
    """Search settings (the level settings live in ``levels``)."""

    exploration: float = 0.5
    """UCT constant for rewards in [0, 1]."""
    policy: str | Policy = "greedy"
    """The playout policy: a key of ``uttt.playout.POLICIES``, or the function itself."""
    evaluation: float = 0.0
    """The weight of ``evaluate.evaluate`` in a new leaf's score, against a playout's
    result (0: playouts only, 1: the evaluation only)."""
    minimax: float = 0.0
    """The weight of the implicit minimax value (leaf evaluations backed up by minimax)
    against the mean reward in selection (0: the mean only)."""
    prior: int = 0
    """0: a node grows one random child per visit. Above 0: on its first visit a node
    creates all its children at once, each scored by ``evaluate`` and counted as ``prior``
    visits at that score, and the node is scored by the best of them (minimax, one ply
    deeper), mixed with a playout by ``evaluation`` as a new leaf would be."""
    puct: float = 0.0
    """0: children are selected by UCT with ``exploration``. Above 0 (with ``prior``): by
    PUCT with this constant, ``q + puct * sqrt(N) * p / (1 + n)``, each child's ``p`` a
    softmax of its siblings' evaluations at ``policy_temperature``."""
    policy_temperature: float = 0.05
    """The softmax temperature of PUCT's policy, in score units (0..1)."""
    solve_plies: int = 0
    """Above 0 (odd): each new root's moves after which the opponent forces a win within
    this many plies (``uttt.solver``) are proven losses before the search starts."""
    contempt: float = 0.0
    """How much less than half a proven draw is worth to the side to move at the root
    (and more to its opponent) each time selection reaches it (0: a draw is worth half
    to both); a drawn child's first ``prior`` visits still count half. Measured in
    tournaments, where a searcher searches only on its own turn (pondering would search
    for the other side); not with ``minimax``."""
    leaf_temperature: float = 0.0
    """With ``prior``: how a new node is scored from its children's evaluations. 0: by the
    best of them (minimax, one ply deeper); above 0: by their mean weighted by a softmax
    at this temperature (score units), which the best of several noisy scores
    overstates less."""
    ponder_limit: int = 150_000
    """Most iterations ``ponder`` adds before a move is played (bounds the tree's memory)."""
    node_limit: int | None = None
    """Most live nodes (``Searcher.nodes``: the tree and the dropped subtrees not freed
    yet); a search that reaches it is done and grows no more until moves free nodes.
    One iteration adds at most 81 nodes, so the tree never passes the limit by more."""
    evaluator: Callable[[game.State], float] | None = None
    """The evaluation a new leaf is scored with: ``evaluate.evaluate`` (the shipped tables)
    when ``None``; tournaments pass an earlier release's or a candidate's."""


@frozen
class SearchResult:
    """What a search found: the move, its value and the line it expects."""

    move: Move
    win_probability: float
    """Expected score for the side to move, 0..1 (1.0 / 0.0 / 0.5 when proven)."""
    pv: list[Move] = field(default_factory=list)
    iterations: int = 0
    """Iterations in the tree under the root (including those kept from earlier moves)."""
    proven: bool = False
    """Whether the value of the chosen move is proven (win, loss or draw)."""
