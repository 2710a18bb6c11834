"""Calibrate the classic tic-tac-toe levels' Elo: ``python -m uttt classic-elo``.

Classic Master plays perfectly, so no one can score more than a draw against it, and
two perfect players always draw. A rating here therefore measures how far a player is
from perfect play: it is a separate scale from the nine-board game's, anchored the
same way (Beginner = 1000, where a new player starts).

Every pair of players (the six levels and a reference, ``random``: a uniformly random
legal move) plays ``--games`` games, colours alternating, each game with its own seed.
The Elos are the maximum-likelihood fit of the logistic Elo model to all the games at
once (a draw is half a point), with Beginner pinned at 1000; each pair's score is
printed with its 95% interval and the Elo difference it alone implies.

>>> scores = {("a", "b"): (0.76, 100), ("b", "c"): (0.76, 100), ("a", "c"): (0.91, 100)}
>>> {k: round(v) for k, v in fit(scores, ("a", "b", "c"), anchor="b").items()}
{'a': 1201, 'b': 1000, 'c': 799}
"""

from __future__ import annotations

import argparse
import itertools
import math
import random

from uttt.classic import LEVELS, ClassicBoard, choose_move
from uttt.tools.tournament import Score, tally

PLAYERS = ("random", *LEVELS)
ANCHOR = "beginner"
START = 1000.0


def move(player: str, board: ClassicBoard, rng: random.Random) -> int:
    """A player's move: a level's, or a uniformly random one."""
    if player == "random":
        return rng.choice(board.legal_moves())
    return choose_move(board, player, seed=rng.randrange(1 << 30))  # type: ignore[arg-type]


def play(x: str, o: str, seed: int) -> float:
    """One game; X's score (1, 0.5 or 0).

    >>> play("master", "master", 1)
    0.5
    """
    board, rng = ClassicBoard(), random.Random(seed)
    while (outcome := board.outcome()) is None:
        board.push(move(x if board.turn == "X" else o, board, rng))
    return 0.5 if outcome.winner is None else float(outcome.winner == "X")


def match(a: str, b: str, games: int, seed: int = 0) -> Score:
    """A's score over ``games`` games, A playing X in the even ones."""
    scores = [play(a, b, seed + i) if i % 2 == 0 else 1.0 - play(b, a, seed + i)
              for i in range(games)]
    return tally(scores)


def expected(ra: float, rb: float) -> float:
    return 1.0 / (1.0 + 10 ** ((rb - ra) / 400))


def fit(scores: dict[tuple[str, str], tuple[float, int]], players: tuple[str, ...], *,
        anchor: str = ANCHOR, rounds: int = 20_000) -> dict[str, float]:
    """Elos maximising the likelihood of every pair's score (mean, games), the anchor
    at 1000 (gradient ascent; the log-likelihood is concave)."""
    ratings = dict.fromkeys(players, START)
    step = 400 / math.log(10) / max(games for _, games in scores.values())
    for _ in range(rounds):
        grad = dict.fromkeys(players, 0.0)
        for (a, b), (mean, games) in scores.items():
            miss = games * (mean - expected(ratings[a], ratings[b]))
            grad[a] += miss
            grad[b] -= miss
        for player in players:
            ratings[player] += step * grad[player]
        shift = START - ratings[anchor]
        ratings = {p: r + shift for p, r in ratings.items()}
    return ratings


def run(games: int, seed: int = 0) -> tuple[dict[tuple[str, str], Score], dict[str, float]]:
    """Every pair's score and the fitted Elos."""
    results = {(a, b): match(a, b, games, seed + 1_000_000 * i)
               for i, (a, b) in enumerate(itertools.combinations(PLAYERS, 2))}
    fitted = fit({pair: (s.mean, s.games) for pair, s in results.items()}, PLAYERS)
    return results, fitted


def add_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    command = commands.add_parser("classic-elo", help="calibrate the classic levels' Elo",
                                  description=__doc__.split("\n\n>>>")[0] if __doc__ else None,
                                  formatter_class=argparse.RawDescriptionHelpFormatter)
    command.add_argument("--games", type=int, default=2000, help="games per pair (even)")
    command.add_argument("--seed", type=int, default=0)
    command.set_defaults(run=run_command)


def run_command(args: argparse.Namespace) -> int:
    results, fitted = run(args.games, args.seed)
    for (a, b), score in results.items():
        print(f"{a:>12} vs {b:<12} {score}")
    print("fitted Elo (Beginner = 1000): "
          + ", ".join(f"{p} {round(r)}" for p, r in fitted.items()))
    return 0
