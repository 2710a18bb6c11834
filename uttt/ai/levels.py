"""The playing levels and the one-call entry points ``search`` and ``choose_move``.

Elo figures come from tournaments between the levels (Beginner = 1000) at their own
budgets, one worker, pairs of games from one random opening (docs/computer.md, "Strength"):

* ``python -m uttt tournament intermediate beginner --games 100``: 97.0% ± 2.7,
  +604 Elo [+487, +798] (the earlier 96.0% ± 3.0 gave Intermediate its 1550);
* ``python -m uttt tournament master-2026-12 intermediate --games 30`` (CPU seconds):
  95.0% ± 5.4, +512 Elo [+375, +798], so the previous release's Master is 2060;
* ``python -m uttt tournament master master-2026-12 --games 40`` (1.3 s of CPU a move
  each): 83.8% ± 8.8, +285 Elo [+191, +437], so ``master-2026-12b`` was 2350.

Novice, Advanced, Expert and Master are placed by the ladder's own tournaments, each level
against its neighbours (``NOVICE_ELO`` ... ``MASTER_ELO``).
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

Against ``master-2026-12b`` (the same search with ``prior=1``), same openings, both
colours, CPU seconds: ``prior=3`` 60.7% ± 4.5 over 192 games at 0.1 s a move (+75 Elo
[+43, +109]) and 59.3% ± 6.9 over 70 games at the full 1.3 s (+65 [+16, +117]);
``prior=2`` 57.5% ± 4.7 over 200 games at 0.1 s (+53 [+19, +87]) and 58.8% ± 8.6 over 34
games at 1.3 s (+62 [+1, +127]). The evaluation counts for more
against the first noisy backups, so the search leaves a good move less often on one bad
leaf. docs/computer.md has every lever tried (UCT constant 0.1, two refitted evaluations:
no gain within their intervals).

Earlier, against ``master-2026-12`` at 0.1 s of CPU a move (100 games each, the same
openings), ``prior=1``: 90.0% ± 4.8; the same at ``c=0.25`` 79.5%; with half of each new
leaf's score from a playout (``eval=0.5``) 72.5%; the previous Master (one child per
visit, half evaluation, half playout) 64.5%. Implicit minimax backups (``minimax=0.3``)
drew more and won less at the full budget; a draw contempt (a drawn playout worth 0.4 to
Master) scored 71.5% against 72.5% without it. Pondering stops at 12,000 iterations a
turn, about as much search as Master's own move in the browser (CPython runs about
30,000 iterations a second of CPU in the opening and middle game, each making about seven
scored children, ``scripts/bench/bench_search.py``; the browser about half that), so a turn
costs a phone at most about twice the CPU of no pondering.

The tree is capped at 500,000 live nodes (``node_limit``): 107 MiB at most in CPython,
224 bytes a node (``python scripts/bench/tree_memory.py``); a move's own search and pondering
make about 210,000 and 100,000 in CPython, fewer in the browser, so the cap only bounds
a tree that moves kept growing, and changes nothing searched below it."""

MASTER = replace(SEARCH, puct=0.45, policy_temperature=0.15)
"""Master's search: ``SEARCH`` selecting by PUCT (``Config.puct``) instead of UCT, each
child's policy a softmax of its siblings' evaluations at temperature 0.15.

Against ``master-2026-12b``, same openings, both colours, CPU seconds, 2 processes, with
the evaluation's weights by phase (``uttt.ai.evaluate.WEIGHTS``): 71.6% ± 3.1 over 400
games at 0.1 s a move (+205 =163 -32, +161 Elo [+135, +188]; ``python -m uttt tournament
master master-2026-12b --seconds 0.1 --games 400 --workers 2``), and 72.2% ± 4.0 over 200
at the full budget (+97 =95 -8, +166 [+133, +202]; the same without ``--seconds``, with
``--games 100``, then ``--first 100``). With one row of weights
(the evaluation kept as ``2026-12c``): 72.0% ± 3.2 over 300 games at the full budget
(+164 [+138, +192]) and 69.6% ± 2.2 over 800 at 0.1 s (+144 [+126, +162]).

Against Master with UCT (the same search as ``SEARCH`` at Master's budget), same openings,
both colours, CPU seconds, 2 processes: 54.5% ± 4.3 over 200 games at 0.1 s a move
(+31 Elo [+1, +62]; ``python -m uttt tournament master:puct=0.45,ptemp=0.15 master
--seconds 0.1 --games 100``, then ``--first 100``) and 61.3% ± 8.1 over 40 games (+11 =27
-2, +80 [+22, +142]) at the full budget
(``python -m uttt tournament master:puct=0.45,ptemp=0.15 master --games 40 --workers 2``,
before PUCT became Master's: ``master:puct=0`` is Master with UCT)."""

NOVICE_ELO = 1290
"""Against Beginner 86.5% ± 6.0 over 100 games (+323 [+246, +437]: 1323), against
Intermediate 15.5% ± 5.8 (-295 [-388, -227]: 1255); the mean."""
ADVANCED_ELO = 1840
"""Against Intermediate 84.0% ± 6.2 over 100 games: +288 [+218, +385] (measured with one
row of weights; the weights by phase scored +21 [-16, +59] against it over 200 games, and
with them the step measured again gave +295 [+227, +388]: 1845)."""
EXPERT_ELO = 2130
"""Against Advanced 84.0% ± 4.8 over 100 games: +288 [+233, +359] (measured with one row
of weights; the weights by phase scored +28 [-5, +61] against it over 200 games, and
with them the step measured again gave +301 [+240, +383]: 2146)."""
MASTER_ELO = 2615
"""On the ladder: Master's search with UCT selection (``SEARCH``) at 2,000 iterations scored
79.0% ± 4.8 over 100 games against Expert (+230 [+183, +286]), and Master 81.2% ± 8.3
over 40 games against it (+255 [+173, +372], CPU seconds; ``python -m uttt tournament
master master:puct=0,it=2000 --games 40 --workers 2``): 2130 + 230 + 255, [2475, 2780]
with the steps' intervals in quadrature. Master with UCT selection scored 73.8% ± 8.5
there (+179 [+110, +266]: 2540, its rating before PUCT), and 96.2% ± 4.1 over 40 games
directly against Expert (+564 [+428, +798]). With the weights by phase the two steps
measured again gave 77.5% ± 5.4 over 100 games (+215 [+165, +275]) and 80.0% ± 7.6 over
40 (+241 [+168, +339]): 2146 + 215 + 241 = 2602, inside the interval. Ratings between
budgets of one search do not add up exactly; the ladder's steps are the measure the page
uses."""


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
