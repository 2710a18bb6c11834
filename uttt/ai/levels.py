"""The playing levels and the one-call entry points ``search`` and ``choose_move``.

Elo figures come from tournaments between the levels (Beginner = 1000) at their own
budgets, one worker, pairs of games from one random opening (README, "The computer"):

* ``python -m uttt tournament intermediate beginner --games 100``: 97.0% ± 2.7,
  +604 Elo [+487, +798] (the earlier 96.0% ± 3.0 gave Intermediate its 1550);
* ``python -m uttt tournament master intermediate --games 20``: 95.0% ± 6.6,
  +512 Elo [+353, +798], so Master is 2060 (the interval: 1900 to 2350; a lower bound:
  that run counted Master's 1.3 s in wall time on a loaded machine);
* ``python -m uttt tournament master master-2026-12 --seconds 0.1`` (CPU seconds):
  64.5% ± 7.8, +104 Elo [+47, +166], over 100 games against the previous release's
  Master; at the full budget (``master:eval=0.5 master-2026-12``, 1.3 s of CPU) 58.8%
  ± 10.9, +61 Elo [-15, +144], over 40 games; the README has the other budgets, the
  evaluation alone and pondering.
"""

from __future__ import annotations

from uttt.ai.mcts import Budget, Config, Searcher, SearchResult, Style
from uttt.board import Board, Move
from uttt.record import field, record

MASTER = Config(exploration=0.25, evaluation=0.5, ponder_limit=25_000)
"""Master's search: each new leaf scored half by ``evaluate``, half by one greedy playout
(``evaluation=0.5``), with a smaller UCT constant than the playout levels. Against
``master-2026-12`` the mix and the evaluation alone score the same within the noise: at
1.3 s of CPU a move 58.8% ± 10.9 and 57.5% ± 12.8 over the same 40 openings, at 0.1 s
64.5% and 67.5% over 100. (The mix was adopted when the evaluation alone had scored
42.5% over 20 games at 1.3 s, 10 of them with the random-play tables; 30 more with the
learned tables scored 63.3%.) Implicit minimax backups (``minimax=0.3``) drew more and
won less against ``master-2026-12`` at the full budget. Pondering stops at 25,000
iterations a turn: about as much search as Master's own move (the mix runs about 32,000
iterations a second of CPU in CPython, half the evaluation alone's 66,000, and the browser
about half that again), so a turn costs a phone at most about twice the CPU of no
pondering; the evaluation alone pondered up to 60,000."""


@record
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
    "intermediate": Level(
        "intermediate", Budget(iterations=800), Style(temperature=0.3), elo=1550,
        description="A short search with a little noise in the choice of move.",
    ),
    "master": Level(
        "master", Budget(seconds=1.3), Style(), elo=2060,
        config=MASTER,
        description="Full strength: 1.3 s of search per move (about 1.5 s in the browser), "
                    "every new position scored half by the evaluation, half by a playout.",
    ),
}
"""The levels by name: ``beginner``, ``intermediate``, ``master``."""


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
