"""Rated play against the computer: the player's Elo, updated once per decided round. Pure.

Each computer level has a calibrated Elo (``uttt.ai.LEVELS``; Beginner = 1000).
After a decided round of the ultimate game against a level, the player scores 1
for a win, 0.5 for a draw and 0 for a loss (resigning is a loss), and the
rating moves by ``K * (score - expected)`` with the usual logistic expectation.
A draw therefore moves the rating between what a win and a loss would have
done, as the rules pages say. Classic tic-tac-toe is not rated: its levels have
no calibrated strength (and Master cannot be beaten).

Two tabs may rate the same round, so the book works like the score book
(``uttt.scores``): ratings are never stored as a counter to bump, they are
replayed from the list of rated rounds, each keyed by its round id (a round
rated twice is one entry) and ordered by a Lamport clock. Only the last
``KEEP`` rounds are kept; older ones are folded into ``base``. ``merge`` is
commutative and idempotent, and rounds rated here but not written yet
(``pending``) are never lost to another tab's fold.

>>> book = RatingBook().record("a" * 16, "intermediate", WIN)
>>> book.rating > START, book.games
(True, 1)
>>> merge(book, book) == book, book.record("a" * 16, "intermediate", LOSS) == book
(True, True)
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import cast

from uttt.ai.levels import LEVELS as AI_LEVELS
from uttt.i18n import Message, Ref, message
from uttt.match import HUMAN, Match
from uttt.scores import LEVELS, Colour, Level

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

Key = tuple[int, str]


def level_elo(level: Level) -> int:
    """The calibrated Elo of a computer level.

    >>> level_elo("beginner")        # the anchor of the calibration
    1000
    """
    return AI_LEVELS[level].elo


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
    """Whether a round counts for the rating: the ultimate game against the computer.

    >>> is_rated(Match.new("0" * 16, mode="computer")), is_rated(Match.new("0" * 16))
    (True, False)
    """
    return match.mode == "computer" and match.game == "ultimate"


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
    return book.record(after.round_id, after.level, points_for(result.winner))


def points_for(winner: Colour | None, human: Colour = HUMAN) -> int:
    """The player's points for a round's winner (``None``: a draw).

    >>> points_for("red"), points_for(None), points_for("blue")
    (2, 1, 0)
    """
    if winner is None:
        return DRAW
    return WIN if winner == human else LOSS


@dataclass(frozen=True)
class Rated:
    """One rated round: its id, Lamport clock, the level played and the player's points."""

    round_id: str
    clock: int
    level: Level
    points: int

    @property
    def key(self) -> Key:
        return (self.clock, self.round_id)

    def _rank(self) -> tuple[int, str, int]:
        return (self.clock, self.level, self.points)


@dataclass(frozen=True)
class RatingBook:
    """The rating before the kept rounds (``base`` after ``folded`` rounds, up to
    ``horizon``) and the kept rounds themselves, oldest first."""

    base: float = START
    folded: int = 0
    horizon: Key | None = None
    recent: tuple[Rated, ...] = ()
    pending: frozenset[str] = field(default=frozenset())
    """Rounds rated by this tab and not written yet (never saved)."""

    @property
    def clock(self) -> int:
        clocks = [r.clock for r in self.recent]
        if self.horizon is not None:
            clocks.append(self.horizon[0])
        return max(clocks, default=0)

    @property
    def games(self) -> int:
        """How many rounds have been rated."""
        return self.folded + len(self.recent)

    def has(self, round_id: str) -> bool:
        return any(r.round_id == round_id for r in self.recent)

    def ratings(self) -> tuple[float, ...]:
        """The rating before the kept rounds, then after each of them."""
        values = [self.base]
        for n, rated in enumerate(self.recent):
            values.append(updated(values[-1], level_elo(rated.level), rated.points,
                                  self.folded + n))
        return tuple(values)

    @property
    def rating(self) -> int:
        """The current rating, rounded."""
        return round(self.ratings()[-1])

    def history(self) -> tuple[int, ...]:
        """The rounded rating before the kept rounds and after each one (at most
        ``KEEP + 1`` values), for the page's sparkline."""
        return tuple(round(value) for value in self.ratings())

    def last_change(self) -> int | None:
        """How much the last rated round moved the rating (``None``: nothing rated yet)."""
        history = self.history()
        return history[-1] - history[-2] if len(history) > 1 else None

    def record(self, round_id: str, level: Level, points: int, *, keep: int = KEEP
               ) -> RatingBook:
        """This book with one more rated round; a round already listed counts once."""
        if self.has(round_id):
            return self
        rated = Rated(round_id, self.clock + 1, level, points)
        return merge(self, RatingBook(self.base, self.folded, self.horizon, (rated,),
                                      frozenset({round_id})), keep=keep)


def merge(a: RatingBook, b: RatingBook, *, keep: int = KEEP) -> RatingBook:
    """Join two books (this tab's and another tab's): commutative and idempotent.

    >>> a = RatingBook().record("a" * 16, "beginner", WIN)
    >>> b = RatingBook().record("b" * 16, "master", LOSS)
    >>> merge(a, b) == merge(b, a), merge(a, b).games
    (True, 2)
    """
    base, folded, horizon = _join_base(a, b)
    book = RatingBook(base, folded, horizon, _union(a.recent + b.recent), a.pending | b.pending)
    return normalize(book, keep=keep)


def sync(mine: RatingBook, stored: RatingBook, *, keep: int = KEEP) -> RatingBook:
    """The book to write (and adopt) given what storage holds now: nothing pending after."""
    merged = merge(mine, replace(stored, pending=frozenset()), keep=keep)
    return normalize(replace(merged, pending=frozenset()), keep=keep)


def normalize(book: RatingBook, *, keep: int = KEEP) -> RatingBook:
    """One entry per round, sorted, above the horizon, at most ``keep`` (pending
    rounds are never folded; a pending one at or under the horizon is restamped)."""
    results = _union(book.recent)
    pending = book.pending & {r.round_id for r in results}
    settled = [r for r in results if r.round_id not in pending and _above(r.key, book.horizon)]
    mine = _lift([r for r in results if r.round_id in pending], book)
    ordered = sorted(settled + mine, key=lambda r: r.key)
    fold = max(0, len(ordered) - keep)
    while fold and ordered[fold - 1].round_id in pending:
        fold -= 1  # never fold a round another tab cannot know yet
    base, folded, horizon = float(book.base), book.folded, book.horizon
    for rated in ordered[:fold]:
        base = updated(base, level_elo(rated.level), rated.points, folded)
        folded += 1
        horizon = rated.key
    return RatingBook(base, folded, horizon, tuple(ordered[fold:]), pending)


def _above(key: Key, horizon: Key | None) -> bool:
    return horizon is None or key > horizon


def _lift(pending: list[Rated], book: RatingBook) -> list[Rated]:
    top = book.clock
    lifted = []
    for rated in pending:
        if not _above(rated.key, book.horizon):
            top += 1
            rated = Rated(rated.round_id, top, rated.level, rated.points)
        lifted.append(rated)
    return lifted


def _join_base(a: RatingBook, b: RatingBook) -> tuple[float, int, Key | None]:
    """The base of the later horizon (equal horizons: the larger fold, then rating)."""
    def order(book: RatingBook) -> tuple[bool, Key, int, float]:
        return (book.horizon is not None, book.horizon or (0, ""), book.folded, book.base)

    later = max(a, b, key=order)
    return later.base, later.folded, later.horizon


def _union(results: tuple[Rated, ...]) -> tuple[Rated, ...]:
    chosen: dict[str, Rated] = {}
    for rated in results:
        current = chosen.get(rated.round_id)
        if current is None or rated._rank() > current._rank():
            chosen[rated.round_id] = rated
    return tuple(sorted(chosen.values(), key=lambda r: r.key))


# -- saving ------------------------------------------------------------------------

MAX_CLOCK = 2**53
_ROUND_ID = re.compile(r"[0-9a-f]{16}")


def to_json(book: RatingBook) -> dict[str, object]:
    """The saved form: the base in hundredths of a point (the save format has no
    floats); pending flags are this tab's business, not saved.

    >>> to_json(RatingBook().record("a" * 16, "master", DRAW))["recent"]
    [['aaaaaaaaaaaaaaaa', 1, 'master', 1]]
    """
    return {
        "base_centi": round(book.base * 100),
        "folded": book.folded,
        "horizon": None if book.horizon is None else list(book.horizon),
        "recent": [[r.round_id, r.clock, r.level, r.points] for r in book.recent],
    }


def from_json(raw: object) -> tuple[RatingBook, bool]:
    """A book read back from a save, and whether anything had to be dropped.

    >>> book = RatingBook().record("a" * 16, "master", WIN)
    >>> from_json(to_json(book)) == (replace(book, pending=frozenset()), False)
    True
    >>> from_json({"base_centi": "x"})
    (RatingBook(base=1000.0, folded=0, horizon=None, recent=(), pending=frozenset()), True)
    """
    if raw is None:
        return RatingBook(), False
    if not isinstance(raw, dict):
        return RatingBook(), True
    bad = False
    base, folded = raw.get("base_centi", START * 100), raw.get("folded", 0)
    if not (_is_int(base, 0, 10_000 * 100) and _is_int(folded, 0, 10**9)):
        base, folded, bad = START * 100, 0, True
    horizon = _read_key(raw.get("horizon"))
    if horizon is False:
        horizon, bad = None, True
    recent: list[Rated] = []
    items = raw.get("recent", [])
    if not isinstance(items, list) or len(items) > 4 * KEEP:
        items, bad = [], True
    for item in cast("list[object]", items):
        rated = _read_rated(item)
        if rated is None:
            bad = True
        else:
            recent.append(rated)
    book = RatingBook(cast(int, base) / 100, cast(int, folded), cast("Key | None", horizon),
                      tuple(recent))
    return normalize(book), bad


def _is_int(value: object, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def _read_key(raw: object) -> Key | bool | None:
    if raw is None:
        return None
    if (isinstance(raw, list) and len(raw) == 2 and _is_int(raw[0], 0, MAX_CLOCK)
            and isinstance(raw[1], str) and _ROUND_ID.fullmatch(raw[1])):
        return (raw[0], raw[1])
    return False


def _read_rated(item: object) -> Rated | None:
    if not (isinstance(item, list) and len(item) == 4):
        return None
    round_id, clock, level, points = item
    if not (isinstance(round_id, str) and _ROUND_ID.fullmatch(round_id)):
        return None
    if not (_is_int(clock, 1, MAX_CLOCK) and level in LEVELS and points in (WIN, DRAW, LOSS)):
        return None
    if type(points) is not int:
        return None
    return Rated(round_id, clock, cast(Level, level), points)


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
    mode). Classic rounds say they are not rated.

    >>> book = RatingBook().record("a" * 16, "intermediate", WIN)
    >>> [m.key for m in summary(book, Match.new("0" * 16, mode="computer"))]
    ['rating.value', 'rating.change', 'rating.games', 'rating.level']
    >>> summary(book, Match.new("0" * 16))
    ()
    """
    if match.mode != "computer":
        return ()
    if not is_rated(match):
        return (message("rating.classic"),)
    level = message("rating.level", level=Ref(f"level.{match.level}"), elo=level_elo(match.level))
    change = book.last_change()
    if change is None:
        return (message("rating.value", rating=book.rating), message("rating.none"), level)
    signed = f"+{change}" if change > 0 else f"{change}".replace("-", "\u2212")
    return (message("rating.value", rating=book.rating), message("rating.change", change=signed),
            message("rating.games", games=book.games), level)
