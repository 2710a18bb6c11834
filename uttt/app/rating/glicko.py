"""Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013): a rating, its deviation
and its volatility, updated after a rating period of games. Pure.

The puzzles rate the player with it: each puzzle decided is one period of one game
against the puzzle's own rating (``PUZZLE_DEVIATION``), scored 1 if solved and 0 if not.

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


def after_puzzle(player: Glicko, puzzle_rating: int, solved: bool) -> Glicko:
    """The player's rating once a puzzle of ``puzzle_rating`` is solved or failed.

    >>> after_puzzle(Glicko(), 1500, True).rating > 1500
    True
    >>> after_puzzle(Glicko(), 1500, False).rating < 1500
    True
    """
    after = update(player, [(puzzle_rating, PUZZLE_DEVIATION, 1.0 if solved else 0.0)])
    return Glicko(after.rating, max(after.deviation, MIN_DEVIATION), after.volatility)
