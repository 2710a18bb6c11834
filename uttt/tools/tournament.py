"""Play two computer players against each other over many games and rate them.

A player is named by a spec: a level (``beginner``, ``intermediate``,
``master``), an earlier release's player (``master-2026-12``, ``master-2026-12b``) or
``uct`` (the textbook baseline), optionally with settings after
a colon, e.g. ``master:policy=uniform,c=0.7,reuse=0,ponder=1``:

* ``policy`` playout policy (``uniform``, ``greedy``, or a losing one of
  ``uttt.tools.policies``: ``smart``, ``block``, ...); ``c`` UCT constant;
* ``eval`` the weight of the evaluation in a new leaf's score against a playout's
  (Master: 1, the evaluation only; 0.5: half each; 0: playouts only, as ``master-2026-12``);
* ``prior`` 1 or more: a new node's children are all made and scored at once, each counted
  as that many visits (Master: 3); 0: one random child per visit, as ``master-2026-12``;
* ``mm`` the weight of implicit minimax backups of the evaluation in selection (0: none);
* ``puct`` PUCT's constant instead of UCT (0: UCT), ``ptemp`` its policy's temperature;
* ``solve`` plies of the exact solver on each root move (0: none);
* ``contempt`` how much less than half a proven draw is worth to the searching side;
* ``ltemp`` a new node scored by a softmax mean of its children at this temperature (0: the best);
* ``reuse=0`` starts a fresh tree each move; ``ponder=1`` also searches on the
  opponent's turn (as much as its own budget; simulates thinking on the human's time);
* ``t`` move temperature; ``it`` / ``s`` the player's own budget (iterations / seconds);
* ``early`` / ``stretch`` its time management (``uttt.ai.mcts.Budget``; the level's by
  default, also on a match's ``--seconds``; ``early=0,stretch=1``: a fixed time a move);
* ``evalfile`` the evaluation its leaves are scored with: a file in the shipped format,
  or a key of ``uttt.tools.evaluations.KEPT`` (default: the player's own, ``EVALUATIONS``).

Games come in pairs: both start from the same random opening (``--opening`` plies), A
plays X in one and O in the other; every game gets its own seed. The score is from A's
side, with its 95% interval and the Elo difference.

>>> parse_spec("master:c=0.7,reuse=0")
('master', {'c': '0.7', 'reuse': '0'})
>>> round(elo(0.75), 1)
190.8
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import time
from collections.abc import Callable, Iterator

from uttt.ai.levels import LEVELS, Level
from uttt.ai.mcts import Budget, Config, Searcher, Style
from uttt.board import Board, Move
from uttt.frozen import frozen, replace
from uttt.playout import Policy
from uttt.tools import evaluations
from uttt.tools.policies import EXPERIMENTS
from uttt.tools.uct import uct_move

BASELINES: dict[str, Level] = {
    "master-2026-12": Level(
        "master-2026-12", Budget(seconds=1.3), Style(), elo=2060,
        config=Config(policy="greedy", exploration=0.5),
        description="Master of the 2026-12 release: MCTS-solver, greedy playouts only."),
    "master-2026-12b": Level(
        "master-2026-12b", Budget(seconds=1.3), Style(), elo=2350,
        config=Config(exploration=0.15, evaluation=1.0, prior=1, ponder_limit=12_000),
        description="Master of the 2026-12b release: every new node's children scored by "
                    "the evaluation learned from 399 self-play games, UCT constant 0.15."),
}
"""Earlier releases' players, kept so that comparisons with them can be rerun."""

EVALUATIONS: dict[str, str] = {"master-2026-12b": "2026-12b"}
"""The players that score leaves with an earlier evaluation (a key of
``uttt.tools.evaluations.KEPT``) instead of the shipped one."""

CLOCKS: dict[str, Callable[[], float]] = {"cpu": time.process_time, "wall": time.perf_counter}
"""What a budget's seconds count: the process's CPU time (the default: a move gets its
full budget even when other work shares the machine) or wall time (as the page counts)."""

OPENING_PLIES = 4
"""Random plies before the players take over (both games of a pair share them)."""

_OPTIONS = {"policy", "c", "reuse", "ponder", "t", "it", "s", "eval", "mm", "prior",
            "evalfile", "early", "stretch", "puct", "ptemp", "solve",
            "contempt", "ltemp"}


def parse_spec(spec: str) -> tuple[str, dict[str, str]]:
    """Split ``name:key=value,...`` into the name and its settings."""
    name, _, rest = spec.partition(":")
    options = dict(item.split("=", 1) for item in rest.split(",") if item)
    if name not in (*LEVELS, *BASELINES, "uct"):
        raise ValueError(f"unknown player {name!r}")
    unknown = set(options) - _OPTIONS
    if unknown:
        raise ValueError(f"unknown settings {sorted(unknown)} in {spec!r}")
    return name, options


def _policy(name: str | Policy) -> str | Policy:
    """A shipped policy's name, or a losing one's function (``uttt.tools.policies``)."""
    if isinstance(name, str) and name in EXPERIMENTS:
        return EXPERIMENTS[name]
    return name


class Player:
    """A computer player for one game: told every move, asked for its own."""

    def __init__(self, spec: str, side: str, budget: Budget | None, seed: int,
                 clock: str = "wall") -> None:
        self.name, options = parse_spec(spec)
        self.side = side
        self.seed = seed
        level = {**LEVELS, **BASELINES}.get(self.name, LEVELS["master"])
        own = Budget(iterations=int(options["it"]) if "it" in options else None,
                     seconds=float(options["s"]) if "s" in options else None)
        if own.iterations is None and own.seconds is None:
            own = budget or level.budget
        self.budget = replace(
            own, clock=CLOCKS[clock],  # the level's time management, unless the spec's
            early=float(options.get("early", level.budget.early)),
            stretch=float(options.get("stretch", level.budget.stretch)))
        config = level.config  # its other settings (the ponder limit) carry over
        self.config = replace(
            config,
            exploration=float(options.get("c", config.exploration)),
            policy=_policy(options.get("policy", config.policy)),
            evaluation=float(options.get("eval", config.evaluation)),
            minimax=float(options.get("mm", config.minimax)),
            prior=int(options.get("prior", config.prior)),
            puct=float(options.get("puct", config.puct)),
            policy_temperature=float(options.get("ptemp", config.policy_temperature)),
            solve_plies=int(options.get("solve", config.solve_plies)),
            contempt=float(options.get("contempt", config.contempt)),
            leaf_temperature=float(options.get("ltemp", config.leaf_temperature)))
        evaluation = options.get("evalfile", EVALUATIONS.get(self.name))
        if evaluation is not None:
            self.config = replace(self.config, evaluator=evaluations.load(evaluation))
        self.style = replace(
            level.style, temperature=float(options.get("t", level.style.temperature)))
        self.reuse = options.get("reuse", "1") == "1"
        self.ponder = options.get("ponder", "0") == "1"
        self._searcher: Searcher | None = None

    def move(self, board: Board) -> Move:
        """Search the position (the board is not changed) and return the move."""
        seed = self.seed * 1000 + board.ply
        if self.name == "uct":
            return uct_move(board, iterations=self.budget.iterations,
                            seconds=self.budget.seconds, seed=seed, clock=self.budget.clock)
        if self._searcher is None or not self.reuse:
            self._searcher = Searcher(board, seed=seed, config=self.config,
                                      budget=self.budget, style=self.style)
        self._searcher.run_budget()
        return self._searcher.result().move

    def observe(self, move: Move, board: Board) -> None:
        """A move was played (by either side); ``board`` is the position after it."""
        if self._searcher is None:
            return
        if board.is_game_over():
            self._searcher = None
            return
        self._searcher.advance(move)
        if self.ponder and board.turn != self.side:
            if self.budget.seconds is not None:
                self._searcher.ponder(seconds=self.budget.seconds)
            else:
                self._searcher.run(iterations=self.budget.iterations)


def opening(pair: int, plies: int) -> list[Move]:
    """The random opening both games of a pair start from (uniform moves, seeded by the pair)."""
    rng = random.Random(f"opening:{pair}")
    board = Board()
    while board.ply < plies:
        board.push(rng.choice(board.legal_moves()))
        if board.is_game_over():  # far too short to happen, but never hand over a finished game
            board.pop()
    return board.moves


def play_game(spec_x: str, spec_o: str, budget: Budget | None, seed: int,
              start: list[Move] | None = None, clock: str = "wall") -> float:
    """One game from ``start`` (moves from the empty board); returns X's score (1, 0.5 or 0).
    ``clock`` names what the budgets' seconds count (``CLOCKS``)."""
    players = {"X": Player(spec_x, "X", budget, 2 * seed, clock),
               "O": Player(spec_o, "O", budget, 2 * seed + 1, clock)}
    board = Board.from_moves(start or [])
    while not board.is_game_over():
        move = players[board.turn].move(board)
        board.push(move)
        for player in players.values():
            player.observe(move, board)
    outcome = board.outcome()
    assert outcome is not None
    return 0.5 if outcome.winner is None else float(outcome.winner == "X")


def _game_job(job: tuple[str, str, Budget | None, int, int, str]) -> float:
    """Play game ``index``: games ``2k`` and ``2k + 1`` start from opening ``k``, A is X in
    the first and O in the second; returns A's score."""
    spec_a, spec_b, budget, index, plies, clock = job
    start = opening(index // 2, plies)
    if index % 2 == 0:
        return play_game(spec_a, spec_b, budget, index, start, clock)
    return 1.0 - play_game(spec_b, spec_a, budget, index, start, clock)


@frozen
class Score:
    """A match score from A's side with its 95% interval and the Elo difference."""

    games: int
    wins: int
    draws: int
    losses: int

    @property
    def mean(self) -> float:
        """Points per game."""
        return (self.wins + 0.5 * self.draws) / self.games

    @property
    def margin(self) -> float:
        """Half-width of the 95% confidence interval of ``mean`` (normal approximation)."""
        mean = self.mean
        variance = (self.wins * (1 - mean) ** 2 + self.draws * (0.5 - mean) ** 2
                    + self.losses * mean ** 2) / self.games
        return 1.96 * math.sqrt(variance / self.games)

    def __str__(self) -> str:
        low, high = self.mean - self.margin, self.mean + self.margin
        return (f"{self.games} games  +{self.wins} ={self.draws} -{self.losses}  "
                f"score {100 * self.mean:.1f}% ± {100 * self.margin:.1f}  "
                f"Elo {elo(self.mean):+.0f} [{elo(low):+.0f}, {elo(high):+.0f}]")


def elo(score: float) -> float:
    """The Elo difference that predicts ``score`` (clamped to ±800 at 0 and 1)."""
    score = min(max(score, 0.01), 0.99)
    return -400.0 * math.log10(1.0 / score - 1.0)


def run_match(spec_a: str, spec_b: str, games: int, budget: Budget | None,
              workers: int = 2, plies: int = OPENING_PLIES, first: int = 0,
              clock: str = "cpu") -> Iterator[float]:
    """A's score in each game, in order of completion, over ``workers`` processes;
    games are numbered from ``first`` (even, so pairs stay whole); budgets in seconds
    count ``clock`` (``CLOCKS``)."""
    parse_spec(spec_a)
    parse_spec(spec_b)
    jobs = [(spec_a, spec_b, budget, index, plies, clock)
            for index in range(first, first + games)]
    if workers <= 1:
        yield from map(_game_job, jobs)
        return
    with multiprocessing.Pool(workers) as pool:
        yield from pool.imap_unordered(_game_job, jobs)


def tally(scores: list[float]) -> Score:
    """Count wins, draws and losses."""
    return Score(len(scores), scores.count(1.0), scores.count(0.5), scores.count(0.0))


def add_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Register ``tournament`` on the command line's subparsers."""
    command = commands.add_parser("tournament", help="play two computer players many times",
                                  description=__doc__.split("\n\n>>>")[0] if __doc__ else None,
                                  formatter_class=argparse.RawDescriptionHelpFormatter)
    command.add_argument("a", help="player A spec, e.g. master or uct or master:c=0.7")
    command.add_argument("b", help="player B spec")
    command.add_argument("--games", type=int, default=100)
    command.add_argument("--seconds", type=float, help="time per move for both players")
    command.add_argument("--iterations", type=int, help="iterations per move for both")
    command.add_argument("--workers", type=int, default=1, help="processes (default 1)")
    command.add_argument("--opening", type=int, default=OPENING_PLIES,
                         help=f"random plies each pair of games starts from "
                              f"(default {OPENING_PLIES})")
    command.add_argument("--first", type=int, default=0,
                         help="number of the first game (even): another run's openings")
    command.add_argument("--clock", choices=sorted(CLOCKS), default="cpu",
                         help="what budgets in seconds count: the process's CPU time "
                              "(default: full budgets on a busy machine) or wall time")
    command.add_argument("--progress", action="store_true",
                         help="print the running score after every pair of games")
    command.set_defaults(run=run_command)


def run_command(args: argparse.Namespace) -> int:
    """Play the match described by the parsed arguments and print the score."""
    budget = None
    if args.seconds is not None or args.iterations is not None:
        budget = Budget(iterations=args.iterations, seconds=args.seconds)
    elif "uct" in (parse_spec(args.a)[0], parse_spec(args.b)[0]):
        budget = Budget(seconds=0.1)  # the baseline has no budget of its own
    start = time.perf_counter()
    scores: list[float] = []
    first = args.first - args.first % 2
    for score in run_match(args.a, args.b, args.games, budget, args.workers, args.opening,
                           first, args.clock):
        scores.append(score)
        if args.progress and len(scores) % 2 == 0:
            print(f"{time.perf_counter() - start:6.0f} s  {tally(scores)}", flush=True)
    what = "own budgets" if budget is None else f"{budget.iterations or budget.seconds} per move"
    what += f", {args.clock} clock"
    print(f"{args.a} vs {args.b} ({what}, {time.perf_counter() - start:.0f} s)")
    print(tally(scores))
    return 0
