"""The playing levels and the one-call entry points ``search`` and ``choose_move``.

Each level's Elo (Beginner = 1000) comes from tournaments against its neighbours on the
ladder; docs/computer.md ("Levels", "Strength", "Levers") has every figure with the
command that plays it again.
"""

from __future__ import annotations

from uttt.ai.mcts import Budget, Config, Searcher, SearchResult, Style
from uttt.board import Board, Move
from uttt.frozen import field, frozen, replace

SEARCH = Config(exploration=0.15, evaluation=1.0, prior=3, ponder_limit=12_000,
                node_limit=500_000)
"""The search of Advanced and Expert (their ratings were measured with it), and Master's
but for its selection (``MASTER``): a new node creates all its children at once, each
scored by ``evaluate`` and counted as three visits at that score (``prior=3``), and is
scored itself by the best of them; no playouts; a UCT constant well below the playout
levels'.

Pondering stops at 12,000 iterations a turn (``ponder_limit``), about as much search as
Master's own move in the browser. The tree is capped at 500,000 live nodes
(``node_limit``), above what a move's own search and pondering make, so the cap only
bounds a tree that moves kept growing (docs/computer.md, "The search": its memory)."""

MASTER = replace(SEARCH, puct=0.45, policy_temperature=0.15)
"""Master's search: ``SEARCH`` selecting by PUCT (``Config.puct``) instead of UCT, each
child's policy a softmax of its siblings' evaluations at temperature 0.15."""

NOVICE_ELO = 1290
"""The mean of its steps from Beginner and to Intermediate (docs/computer.md, "Levels")."""
ADVANCED_ELO = 1840
"""Intermediate's 1550 and its step above it (docs/computer.md, "Levels")."""
EXPERT_ELO = 2130
"""Advanced's 1840 and its step above it (docs/computer.md, "Levels")."""
MASTER_ELO = 2615
"""Expert's 2130 and two steps through Master's search with UCT selection at 2,000
iterations (docs/computer.md, "Levels")."""


@frozen
class Level:
    """A named opponent: search settings, budget per move, noise, and strength."""

    name: str
    budget: Budget
    style: Style
    elo: int
    """Calibrated rating, Beginner = 1000."""
    config: Config = field(default_factory=Config)
    description: str = ""


LEVELS: dict[str, Level] = {
    "beginner": Level(
        "beginner", Budget(iterations=40), Style(temperature=1.0, take_small_wins=True),
        elo=1000, config=Config(policy="uniform"),
        description="A few dozen playouts and moves drawn in proportion to their visits.",
    ),
    "novice": Level(
        "novice", Budget(iterations=200), Style(temperature=0.3), elo=NOVICE_ELO,
        description="Intermediate's search, a quarter as long.",
    ),
    "intermediate": Level(
        "intermediate", Budget(iterations=800), Style(temperature=0.3), elo=1550,
        description="A short search with a little noise in the choice of move.",
    ),
    "advanced": Level(
        "advanced", Budget(iterations=40), Style(), elo=ADVANCED_ELO, config=SEARCH,
        description="Master's search with UCT selection, 40 iterations a move.",
    ),
    "expert": Level(
        "expert", Budget(iterations=400), Style(), elo=EXPERT_ELO, config=SEARCH,
        description="Master's search with UCT selection, 400 iterations a move.",
    ),
    "master": Level(
        "master", Budget(seconds=1.3, early=1.0, stretch=2.0), Style(), elo=MASTER_ELO,
        config=MASTER,
        description="Full strength: 1.3 s of search a move on average (settled and forced "
                    "moves take less, moves in doubt up to twice that), every new "
                    "position's moves scored by the evaluation, no playouts.",
    ),
}
"""The ladder by name, weakest first: ``beginner``, ``novice``, ``intermediate``,
``advanced``, ``expert``, ``master``. Budgets below Master's count iterations, so a
level plays the same on any device."""


def searcher_for_level(board: Board, level: str, *, seed: int | None = None) -> Searcher:
    """A searcher set up as ``level``; drive it with ``run`` until ``is_done()``."""
    settings = LEVELS[level]
    return Searcher(board, seed=seed, config=settings.config, budget=settings.budget,
                    style=settings.style)


def search(board: Board, *, seconds: float | None = None, iterations: int | None = None,
           seed: int | None = None) -> SearchResult:
    """Search ``board`` at full strength within the budget (default: Master's) and report.

    The board is not changed.
    """
    if seconds is None and iterations is None:
        budget = LEVELS["master"].budget
    else:
        budget = Budget(iterations=iterations, seconds=seconds)
    searcher = Searcher(board, seed=seed, budget=budget, config=LEVELS["master"].config)
    searcher.run_budget()
    return searcher.result()


def choose_move(board: Board, level: str, *, seed: int | None = None) -> Move:
    """The move ``level`` plays in this position, at the level's own budget."""
    searcher = searcher_for_level(board, level, seed=seed)
    searcher.run_budget()
    return searcher.result().move
