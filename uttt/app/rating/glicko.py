"""Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013): a rating, its deviation
and its volatility, updated after a rating period of games. Pure.

The puzzles rate the player with it: each puzzle decided is one period of one game
against the puzzle's own rating (``PUZZLE_DEVIATION``), scored 1 if solved alone, 1/2 if
solved after a hint and 0 if missed, and no puzzle moves the rating by more than
``MAX_CHANGE`` (``after_puzzle``).

Glickman's worked example (1500, RD 200, volatility 0.06, against 1400/30 won, 1550/100
lost and 1700/300 lost, with ``TAU`` = 0.5) gives 1464.06, 151.52 and 0.05999 in the
paper, which rounds its intermediate values:

>>> after = update(Glicko(1500, 200, 0.06), [(1400, 30, 1.0), (1550, 100, 0.0),
...                                           (1700, 300, 0.0)], tau=0.5)
>>> round(after.rating, 2), round(after.deviation, 2), round(after.volatility, 6)
(1464.05, 151.52, 0.059996)
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from uttt.frozen import frozen

SCALE = 173.7178
"""Glicko-2's scale: ratings ``(r - 1500) / SCALE``, deviations ``RD / SCALE``."""
TAU = 0.5
"""How much the volatility may change (Glickman suggests 0.3 to 1.2)."""
EPSILON = 0.000001
START_RATING = 1500.0
START_DEVIATION = 350.0
START_VOLATILITY = 0.06
MIN_DEVIATION = 30.0
"""The lowest deviation kept, so a long run of puzzles still moves the rating."""
PUZZLE_DEVIATION = 60.0
"""The deviation a shipped puzzle's rating is taken with (it is calibrated once)."""

MAX_CHANGE = 50.0
"""The most one puzzle moves the player's rating, either way. Glicko-2 alone moves a new
player (deviation 350) by hundreds of points on one surprise: 1500 to 824 for a missed
puzzle rated 570, the first in the set. The deviation still shrinks as Glicko-2 says, so
the rating stays provisional (large ±) for the first puzzles and settles as they come."""
SOLVED = 1.0
HELPED = 0.5
"""A puzzle solved after a hint: half, a draw against the puzzle. The hint names the small
board of the winning move; the cell, and every later move against the defence, are still
the player's. Not unrated: a hint asked for whenever a puzzle looks hard would then avoid
every loss. At par it changes nothing; it costs on a puzzle rated below the player and
gains a little on one above."""
MISSED = 0.0
"""A puzzle failed, hint or not, or given up (its solution shown)."""

Game = tuple[float, float, float]
"""An opponent's rating and deviation, and the score against it (1, 0.5 or 0)."""


@frozen
class Glicko:
    """A rating, its deviation (RD) and its volatility."""

    rating: float = START_RATING
    deviation: float = START_DEVIATION
    volatility: float = START_VOLATILITY


def _g(phi: float) -> float:
    return 1 / math.sqrt(1 + 3 * phi * phi / math.pi ** 2)


def _expected(mu: float, mu_j: float, phi_j: float) -> float:
    return 1 / (1 + math.exp(-_g(phi_j) * (mu - mu_j)))


def _volatility(phi: float, sigma: float, delta: float, v: float, tau: float) -> float:
    """Step 5: the new volatility, by the Illinois algorithm."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return (ex * (delta ** 2 - phi ** 2 - v - ex) / (2 * (phi ** 2 + v + ex) ** 2)
                - (x - a) / tau ** 2)

    big_a = a
    if delta ** 2 > phi ** 2 + v:
        big_b = math.log(delta ** 2 - phi ** 2 - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2)


def update(player: Glicko, games: Sequence[Game], tau: float = TAU) -> Glicko:
    """The player's rating after a period of ``games`` (none: only the deviation grows)."""
    mu = (player.rating - 1500) / SCALE
    phi = player.deviation / SCALE
    sigma = player.volatility
    if not games:
        return Glicko(player.rating, min(math.sqrt(phi ** 2 + sigma ** 2) * SCALE,
                                         START_DEVIATION), sigma)
    opponents = [((r - 1500) / SCALE, rd / SCALE, score) for r, rd, score in games]
    v = 1 / sum(_g(phi_j) ** 2 * _expected(mu, mu_j, phi_j) * (1 - _expected(mu, mu_j, phi_j))
                for mu_j, phi_j, _ in opponents)
    gain = sum(_g(phi_j) * (score - _expected(mu, mu_j, phi_j))
               for mu_j, phi_j, score in opponents)
    sigma_new = _volatility(phi, sigma, v * gain, v, tau)
    phi_star = math.sqrt(phi ** 2 + sigma_new ** 2)
    phi_new = 1 / math.sqrt(1 / phi_star ** 2 + 1 / v)
    mu_new = mu + phi_new ** 2 * gain
    return Glicko(SCALE * mu_new + 1500, SCALE * phi_new, sigma_new)


def after_puzzle(player: Glicko, puzzle_rating: int, score: float) -> Glicko:
    """The player's rating once a puzzle of ``puzzle_rating`` is decided with ``score``
    (``SOLVED``, ``HELPED`` or ``MISSED``): Glicko-2's, its change bounded by
    ``MAX_CHANGE``.

    >>> after_puzzle(Glicko(), 1500, SOLVED).rating, after_puzzle(Glicko(), 570, MISSED).rating
    (1550.0, 1450.0)
    """
    after = update(player, [(puzzle_rating, PUZZLE_DEVIATION, score)])
    change = min(max(after.rating - player.rating, -MAX_CHANGE), MAX_CHANGE)
    return Glicko(player.rating + change, max(after.deviation, MIN_DEVIATION),
                  after.volatility)
