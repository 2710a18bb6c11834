"""The rating against people: Glicko-2 (``uttt.app.rating.glicko``), each game one
rating period against the opponent's rating as their device declares it. No server can
check a declared rating, so the page calls this rating unverified; it is taken with a
wide deviation (``DECLARED_DEVIATION``), so an inflated claim moves the player's rating
less than a true one would. Only games begun from the lobby as rated count, each once.

It is kept in the saved settings as four whole numbers (``PeopleRating``, as the puzzle
rating is kept): the rating and the deviation in hundredths, the volatility in
millionths, and the games rated.

>>> won = after_game(START, 1500, WIN)
>>> round(won.rating), won.games, after_game(START, 1500, DRAW).rating == START.rating
(1673, 1, True)
>>> to_setting(from_setting(to_setting(won))) == to_setting(won)
True
"""

from __future__ import annotations

from uttt.app.rating.glicko import MIN_DEVIATION, Glicko, update
from uttt.frozen import frozen

DECLARED_DEVIATION = 200.0
"""The deviation a declared rating is taken with: as uncertain as a player new to it."""
WIN, DRAW, LOSS = 1.0, 0.5, 0.0

Setting = tuple[int, int, int, int]
"""The rating as the settings keep it: rating and deviation in hundredths, volatility in
millionths, games."""


@frozen
class PeopleRating:
    """The player's Glicko-2 rating against people and how many games made it."""

    glicko: Glicko = Glicko()
    games: int = 0

    @property
    def rating(self) -> float:
        return self.glicko.rating


START = PeopleRating()
DEFAULT_SETTING: Setting = (150000, 35000, 60000, 0)


def after_game(player: PeopleRating, opponent: int, score: float) -> PeopleRating:
    """The rating after one game against a declared ``opponent`` rating, ``score`` 1 for
    a win, 1/2 for a draw, 0 for a loss."""
    after = update(player.glicko, [(float(opponent), DECLARED_DEVIATION, score)])
    glicko = Glicko(after.rating, max(after.deviation, MIN_DEVIATION), after.volatility)
    return PeopleRating(glicko, player.games + 1)


def to_setting(player: PeopleRating) -> Setting:
    """The rating as the settings keep it."""
    g = player.glicko
    return (round(g.rating * 100), round(g.deviation * 100), round(g.volatility * 1_000_000),
            player.games)


def from_setting(setting: Setting) -> PeopleRating:
    """The rating the settings keep."""
    rating, deviation, volatility, games = setting
    return PeopleRating(Glicko(rating / 100, deviation / 100, volatility / 1_000_000), games)


def valid_setting(raw: object) -> bool:
    """Whether a saved value is a rating as ``to_setting`` writes it (a list in JSON)."""
    if not (isinstance(raw, list | tuple) and len(raw) == 4
            and all(type(n) is int for n in raw)):
        return False
    rating, deviation, volatility, games = (int(n) for n in raw)
    return (0 <= rating <= 500_000 and 100 <= deviation <= 50_000
            and 1 <= volatility <= 1_000_000 and 0 <= games <= 10_000_000)
