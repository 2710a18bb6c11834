"""Rated play against the computer: the player's Elo, updated once per decided round. Pure.

Each computer level has a calibrated Elo in each game (the variant's ``elo``:
``uttt.ai.LEVELS`` for the nine-board game, ``uttt.classic.ELO`` for classic
tic-tac-toe; Beginner = 1000 in both). After a decided round against a level, the
player scores 1 for a win, 0.5 for a draw and 0 for a loss (resigning is a loss),
and the rating moves by ``K * (score - expected)`` with the usual logistic
expectation. A draw therefore moves the rating between what a win and a loss would
have done, as the rules pages say. The two games are rated apart: a classic round
moves only the classic rating (its Master plays perfectly, so that scale measures
how close to perfect play one is, and tops out near Master's 1480).

Two tabs may rate the same round, so the book is a ledger (``uttt.app.scores.ledger``),
like the score book: ratings are never stored as a counter to bump, they are
replayed from the rated rounds, each keyed by its round id (a round rated twice
is one entry) and ordered by a Lamport clock. Only the last ``KEEP`` rounds are
kept; older ones are folded, in that order, into a ``Standing`` (rating and
game count). ``merge`` is commutative and idempotent, and rounds rated here but
not written yet (``pending``) are never lost to another tab's fold.

>>> book = RatingBook().record("a" * 16, "intermediate", WIN)
>>> book.rating > START, book.games, book.rating_of("classic")
(True, 1, 1000)
>>> merge(book, book) == book, book.record("a" * 16, "intermediate", LOSS) == book
(True, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import accumulate
from typing import cast

from uttt.app.core.vocabulary import GAMES, LEVELS, Colour, GameKind, Level
from uttt.app.round.match import Match
from uttt.app.scores.ledger import Entry, Ledger, is_int, log_json, read_entries, read_key
from uttt.app.study.hint import offers_hint
from uttt.app.texts.i18n import Message, Ref, message
from uttt.app.variants import variant_of
from uttt.frozen import frozen, replace

START = 1000
"""A new player's rating: even with Beginner."""
KEEP = 40
"""How many rated rounds are kept one by one (the history shown) before folding."""
PROVISIONAL_GAMES = 10
K_PROVISIONAL = 40
"""The K factor of the first ``PROVISIONAL_GAMES`` rounds: a new rating settles fast."""
K_SETTLED = 20
"""The K factor afterwards."""

WIN, DRAW, LOSS = 2, 1, 0
"""Points in half-points (the save format has no floats)."""

def level_elo(level: Level, game: GameKind = "ultimate") -> int:
    """The calibrated Elo of a computer level in a game.

    >>> level_elo("beginner"), level_elo("beginner", "classic")   # the anchor
    (1000, 1000)
    >>> level_elo("master"), level_elo("master", "classic")
    (2615, 1480)
    """
    return variant_of(game).elo[level]


def expected(rating: float, opponent: float) -> float:
    """The expected score (0..1) against an opponent, by the Elo formula.

    >>> expected(1000, 1000), round(expected(1000, 1400), 3), round(expected(1400, 1000), 3)
    (0.5, 0.091, 0.909)
    """
    return 1 / (1 + 10 ** ((opponent - rating) / 400))


def k_factor(games_before: int) -> int:
    """The K factor of a round, given how many rated rounds came before it.

    >>> k_factor(0), k_factor(9), k_factor(10)
    (40, 40, 20)
    """
    return K_PROVISIONAL if games_before < PROVISIONAL_GAMES else K_SETTLED


def updated(rating: float, opponent: float, points: int, games_before: int) -> float:
    """The rating after one round (``points`` in half-points: 2, 1 or 0).

    >>> round(updated(1000, 1400, WIN, 0), 1), round(updated(1000, 1400, DRAW, 0), 1)
    (1036.4, 1016.4)
    """
    return rating + k_factor(games_before) * (points / 2 - expected(rating, opponent))


def is_rated(match: Match) -> bool:
    """Whether a round counts for the rating: a person here against the computer, in a
    rated variant (both games are), with no hint shown.

    >>> is_rated(Match.new("0" * 16, mode="computer")), is_rated(Match.new("0" * 16))
    (True, False)
    >>> is_rated(Match.new("0" * 16, mode="computer", game="classic"))
    True
    """
    return match.rated()


def rate(book: RatingBook, before: Match, after: Match) -> RatingBook:
    """The book after a step of the page that took ``before`` to ``after``: a rated
    round that this step decided is counted (once: the book ignores a round it has).

    >>> before = Match.new("0" * 16, mode="computer")
    >>> after = Match(before.record(), scores=before.scores)
    >>> after.play(40); _ = after.resign()
    >>> book = rate(RatingBook(), before, after)
    >>> book.games, book.rating < START, rate(book, before, after) == book
    (1, True, True)
    """
    result = after.result
    if result is None or not is_rated(after):
        return book
    if before.round_id == after.round_id and before.is_over():
        return book  # decided earlier: a reload or a redraw, not a new result
    person = after.person
    assert person is not None  # rated rounds have one person here
    return book.record(after.round_id, after.level, points_for(result.winner, person),
                       game=after.variant.game)


def points_for(winner: Colour | None, human: Colour = "red") -> int:
    """The player's points for a round's winner (``None``: a draw).

    >>> points_for("red"), points_for(None), points_for("blue")
    (2, 1, 0)
    """
    if winner is None:
        return DRAW
    return WIN if winner == human else LOSS


@frozen
class Rated(Entry):
    """One rated round: its id, Lamport clock, the level played, the player's points
    and the game (schema 2 saves had only the nine-board game: rows without one)."""

    level: Level
    points: int
    game: GameKind = "ultimate"

    def rank(self) -> tuple[object, ...]:
        return (self.clock, self.level, self.points, self.game)

    def row(self) -> list[object]:
        return [self.round_id, self.clock, self.level, self.points, self.game]


@frozen
class Standing:
    """A rating and how many rounds made it: what rated rounds fold into."""

    rating: float = START
    games: int = 0

    def after(self, rated: Rated) -> Standing:
        """The standing after one more rated round (of its own game).

        >>> Standing().after(Rated("a" * 16, 1, "beginner", DRAW))
        Standing(rating=1000.0, games=1)
        """
        opponent = level_elo(rated.level, rated.game)
        return Standing(updated(self.rating, opponent, rated.points, self.games), self.games + 1)


def _best(a: Standing, b: Standing) -> Standing:
    return max(a, b, key=lambda standing: (standing.games, standing.rating))


@frozen
class Standings:
    """A standing per game (the field named as the game): each game's rounds move only
    its own, so the classic rating is apart from the nine-board one."""

    ultimate: Standing = Standing()
    classic: Standing = Standing()

    def of(self, game: GameKind) -> Standing:
        standing: Standing = getattr(self, game)
        return standing

    def after(self, rated: Rated) -> Standings:
        """The standings after one more rated round.

        >>> after = Standings().after(Rated("a" * 16, 1, "master", WIN, "classic"))
        >>> round(after.of("classic").rating, 1), after.of("classic").games, after.ultimate
        (1037.6, 1, Standing(rating=1000, games=0))
        """
        changes: dict[str, Standing] = {rated.game: self.of(rated.game).after(rated)}
        return replace(self, **changes)

    def joined(self, other: Standings) -> Standings:
        """Game by game, the standing with more games, then the higher rating."""
        return Standings(*(_best(self.of(game), other.of(game)) for game in GAMES))


@frozen
class RatingBook(Ledger[Rated, Standings]):
    """Rated rounds of both games: the ``base`` standings (one per game) after the
    rounds folded up to ``horizon``, then the kept rounds one by one, in the order all
    tabs share.

    The rating is order-dependent, so it is defined by that order: it is the base
    standing with the kept rounds replayed on it in ``(clock, round_id)`` order.
    A merge settles which rounds are folded and in what order the rest come, the
    same way in every tab, so the merged rating does not depend on who merged
    what with whom. Two standings folded to the same horizon (one of them rounded
    to hundredths of a point by a save) join by the one with more games, then
    the higher rating.
    """

    base: Standings = Standings()

    def _folded(self, base: Standings, entries: Sequence[Rated]) -> Standings:
        for rated in entries:
            base = base.after(rated)
        return base

    def _joined(self, a: Standings, b: Standings) -> Standings:
        return a.joined(b)

    def games_of(self, game: GameKind) -> int:
        """How many rounds of a game have been rated."""
        return self.base.of(game).games + sum(r.game == game for r in self.recent)

    def ratings(self, game: GameKind = "ultimate") -> tuple[float, ...]:
        """A game's rating before the kept rounds, then after each of its own."""
        mine = [rated for rated in self.recent if rated.game == game]
        standings = accumulate(mine, Standing.after, initial=self.base.of(game))
        return tuple(standing.rating for standing in standings)

    def rating_of(self, game: GameKind) -> int:
        """A game's current rating, rounded."""
        return round(self.ratings(game)[-1])

    @property
    def games(self) -> int:
        """How many rounds of the nine-board game have been rated."""
        return self.games_of("ultimate")

    @property
    def rating(self) -> int:
        """The nine-board game's current rating, rounded."""
        return self.rating_of("ultimate")

    def history(self, game: GameKind = "ultimate") -> tuple[int, ...]:
        """A game's rounded rating before the kept rounds and after each one of its
        own (at most ``KEEP + 1`` values), for the page's sparkline."""
        return tuple(round(value) for value in self.ratings(game))

    def last_change(self, game: GameKind = "ultimate") -> int | None:
        """How much the game's last rated round moved its rating (``None``: none yet)."""
        history = self.history(game)
        return history[-1] - history[-2] if len(history) > 1 else None

    def record(self, round_id: str, level: Level, points: int, *, keep: int = KEEP,
               game: GameKind = "ultimate") -> RatingBook:
        """This book with one more rated round; a round already listed counts once."""
        return self.add(Rated(round_id, self.clock + 1, level, points, game), keep=keep)


def merge(a: RatingBook, b: RatingBook, *, keep: int = KEEP) -> RatingBook:
    """Join two books (this tab's and another tab's): commutative and idempotent.

    >>> a = RatingBook().record("a" * 16, "beginner", WIN)
    >>> b = RatingBook().record("b" * 16, "master", LOSS)
    >>> merge(a, b) == merge(b, a), merge(a, b).games
    (True, 2)
    """
    return a.merge(b, keep=keep)


def sync(mine: RatingBook, stored: RatingBook, *, keep: int = KEEP) -> RatingBook:
    """The book to write (and adopt) given what storage holds now: this tab's
    unwritten rounds stamped above every clock seen, nothing pending after."""
    return mine.sync(stored, keep=keep)


def normalize(book: RatingBook, *, keep: int = KEEP) -> RatingBook:
    """One entry per round, sorted, above the horizon, at most ``keep`` (pending
    rounds are never folded; a pending one at or under the horizon is restamped)."""
    return book.normalize(keep=keep)


# -- saving ------------------------------------------------------------------------


def to_json(book: RatingBook) -> dict[str, object]:
    """The saved form: each game's base in hundredths of a point (the save format has
    no floats; the nine-board game's under the keys of schema 2, ``base_centi`` and
    ``folded``, classic's as ``[centi, folded]`` under ``bases``); each round's row
    names its game; pending flags are this tab's business, not saved.

    >>> saved = to_json(RatingBook().record("a" * 16, "master", DRAW, game="classic"))
    >>> saved["base_centi"], saved["bases"], saved["recent"]
    (100000, {'classic': [100000, 0]}, [['aaaaaaaaaaaaaaaa', 1, 'master', 1, 'classic']])
    """
    first, *others = GAMES
    base = book.base
    return {"base_centi": _centi(base.of(first)), "folded": base.of(first).games,
            "bases": {game: [_centi(base.of(game)), base.of(game).games] for game in others},
            **log_json(book)}


def _centi(standing: Standing) -> int:
    return round(standing.rating * 100)


def from_json(raw: object) -> tuple[RatingBook, bool]:
    """A book read back from a save, and whether anything had to be dropped.

    >>> book = sync(RatingBook().record("a" * 16, "master", WIN), RatingBook())
    >>> from_json(to_json(book)) == (book, False)
    True
    >>> from_json({"base_centi": "x"})[1]
    True
    """
    if raw is None:
        return RatingBook(), False
    if not isinstance(raw, dict):
        return RatingBook(), True
    bases = raw.get("bases", {})
    read = [_standing(raw.get("base_centi", START * 100), raw.get("folded", 0))]
    read += [_base_of(bases, game) for game in GAMES[1:]]
    bad = any(standing is None for standing in read)
    try:
        horizon = read_key(raw.get("horizon"))
    except ValueError:
        horizon, bad = None, True
    recent, bad_recent = read_entries(raw.get("recent", []), _read_rated, most=4 * KEEP)
    base = Standings(*(standing or Standing() for standing in read))
    return normalize(RatingBook(base, horizon, recent)), bad or bad_recent


def _base_of(bases: object, game: GameKind) -> Standing | None:
    """A game's ``[centi, folded]`` under ``bases`` (absent: a new standing)."""
    if not isinstance(bases, dict):
        return None
    pair = bases.get(game, [START * 100, 0])
    return _standing(*pair) if isinstance(pair, list) and len(pair) == 2 else None


def _standing(centi: object, games: object) -> Standing | None:
    if not (is_int(centi, 0, 10_000 * 100) and is_int(games, 0, 10**9)):
        return None
    return Standing(cast(int, centi) / 100, cast(int, games))


def _read_rated(round_id: str, clock: int, payload: list[object]) -> Rated | None:
    """A row's level and points, then its game (none in schema 2: the nine-board game)."""
    if len(payload) not in (2, 3):
        return None
    level, points, *game = payload
    if level not in LEVELS or type(points) is not int or points not in (WIN, DRAW, LOSS):
        return None
    if game and game[0] not in GAMES:
        return None
    return Rated(round_id, clock, level, points, *cast(list[GameKind], game))


def sparkline(history: tuple[int, ...], width: float, height: float) -> str:
    """SVG ``points`` for a polyline of the rating history in a ``width`` x ``height`` box
    (higher ratings are higher up; a flat history is a line across the middle).

    >>> sparkline((1000, 1040, 1020), 100, 20)
    '0,20 50,0 100,10'
    >>> sparkline((1000,), 100, 20)
    '0,10 100,10'
    """
    if len(history) < 2:
        return f"0,{_n(height / 2)} {_n(width)},{_n(height / 2)}"
    low, high = min(history), max(history)
    span = high - low
    step = width / (len(history) - 1)
    points = []
    for i, value in enumerate(history):
        y = height / 2 if span == 0 else height - (value - low) / span * height
        points.append(f"{_n(i * step)},{_n(y)}")
    return " ".join(points)


def _n(value: float) -> str:
    return f"{round(value, 1):g}"


def summary(book: RatingBook, match: Match) -> tuple[Message, ...]:
    """The rating panel's lines for the round on screen (empty: no panel, in two-player
    mode): the rating of the round's game, named by the game (classic has its own).

    >>> book = RatingBook().record("a" * 16, "intermediate", WIN)
    >>> [m.key for m in summary(book, Match.new("0" * 16, mode="computer"))]
    ['rating.value', 'rating.change', 'rating.games', 'rating.level', 'hint.rating_note']
    >>> [m.key for m in summary(book, Match.new("0" * 16, mode="computer", game="classic"))]
    ['rating.value.classic', 'rating.none', 'rating.level']
    >>> summary(book, Match.new("0" * 16))
    ()
    """
    if not match.seats.rated:
        return ()
    variant = match.variant
    note = variant.unrated_note
    if match.hinted and variant.rated:
        return (message("hint.unrated"),)
    if not is_rated(match):
        return () if note is None else (message(note),)
    # said while a hint may still be asked, before it is used
    before = (message("hint.rating_note"),) if offers_hint(match) else ()
    return _rating_lines(book, match) + before


def _rating_lines(book: RatingBook, match: Match) -> tuple[Message, ...]:
    variant = match.variant
    game = variant.game
    level = message("rating.level", level=Ref(f"level.{match.level}"),
                    elo=level_elo(match.level, game))
    value = message(variant.texts["rating.value"], rating=book.rating_of(game))
    change = book.last_change(game)
    if change is None:
        return (value, message("rating.none"), level)
    signed = f"+{change}" if change > 0 else f"{change}".replace("-", "\u2212")
    moved = message("rating.change", change=signed) if change else message("rating.unchanged")
    return (value, moved, message("rating.games", games=book.games_of(game)), level)
