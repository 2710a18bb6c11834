"""The opening statistics of one position: for each next move seen from it, how many
games played it and how they ended for the side that played it. Two sources: the
player's archive of finished games (``uttt.app.storage.archive``) and the book of the
shipped self-play games (``uttt/data/openings.json``, ``scripts/make/make_openings.py``).
Only games from the empty board count. Pure.

>>> from uttt.app.storage.archive import finished
>>> from uttt.app.variants import variant_of
>>> games = [finished(f"{n:016x}", n, "classic", "person", "person", moves)
...          for n, moves in enumerate([(4, 0, 2, 6, 3, 8, 5), (4, 0, 8, 2, 1, 7, 6, 3, 5),
...                                     (0, 4, 8, 2, 6, 3, 5, 1, 7)], 1)]
>>> classic = variant_of("classic")
>>> [(s.move, s.games, s.won, s.drawn, s.lost) for s in from_archive(games, classic, (4,))]
[(0, 2, 0, 1, 1)]
>>> book = parse_book('{"format": 1, "classic": {"games": 9, '
...                   '"moves": {"4": [5, 3, 1, {"0": [3, 1, 2]}]}}}')
>>> [s.percents() for s in book.seen(classic, (4,))]
[(33, 67, 0)]
>>> book.seen(variant_of("ultimate"), ())
()
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from uttt.app.storage.archive import ArchivedGame
from uttt.app.variants import Variant
from uttt.board import Move, Player
from uttt.frozen import field, frozen

FORMAT = 1
"""The book's format (``scripts/make/make_openings.py`` writes it)."""


@frozen
class Seen:
    """A move seen from a position: in how many games, and how they ended for the side
    that played it."""

    move: Move
    games: int
    won: int
    drawn: int

    @property
    def lost(self) -> int:
        return self.games - self.won - self.drawn

    def percents(self) -> tuple[int, int, int]:
        """Won, drawn and lost in whole percents (they add up to 100).

        >>> Seen(40, 3, 1, 1).percents()
        (33, 33, 34)
        """
        if self.games <= 0:
            return (0, 0, 0)
        won = round(100 * self.won / self.games)
        drawn = min(100 - won, round(100 * self.drawn / self.games))
        return (won, drawn, 100 - won - drawn)


def ranked(seen: Iterable[Seen]) -> tuple[Seen, ...]:
    """The most played first (then by move)."""
    return tuple(sorted(seen, key=lambda s: (-s.games, s.move)))


def mover(variant: Variant, moves: tuple[Move, ...]) -> Player:
    """The side to move after ``moves`` from the empty board."""
    board = variant.new_board()
    for move in moves:
        board.push(move)
    return board.turn


def from_archive(games: Iterable[ArchivedGame], variant: Variant,
                 moves: tuple[Move, ...]) -> tuple[Seen, ...]:
    """The moves played after ``moves`` in the archive's games of ``variant`` that
    started from the empty board."""
    ply = len(moves)
    side = mover(variant, moves)
    counts: dict[Move, list[int]] = {}
    for game in games:
        if (game.game != variant.game or game.start is not None or len(game.moves) <= ply
                or game.moves[:ply] != moves):
            continue
        seen = counts.setdefault(game.moves[ply], [0, 0, 0])
        seen[0] += 1
        seen[1] += game.winner == side
        seen[2] += game.winner is None
    return ranked(Seen(move, *seen) for move, seen in counts.items())


@frozen
class Book:
    """The shipped self-play games' openings, by game (a variant's ``game``): how many
    games, and each position's moves as a tree (``make_openings.py``'s format)."""

    games: dict[str, int] = field(default_factory=dict)
    trees: dict[str, dict[str, Any]] = field(default_factory=dict, compare=False)

    def seen(self, variant: Variant, moves: tuple[Move, ...]) -> tuple[Seen, ...]:
        """The moves the book keeps after ``moves`` (none past its depth, or for a game
        it has no games of)."""
        node: Any = self.trees.get(variant.game)
        for move in moves:
            entry = node.get(str(move)) if isinstance(node, dict) else None
            node = entry[3] if isinstance(entry, list) and len(entry) > 3 else None
        if not isinstance(node, dict):
            return ()
        return ranked(Seen(int(move), *entry[:3]) for move, entry in node.items()
                      if _entry(move, entry))

    def has(self, variant: Variant) -> bool:
        """Whether the book holds games of ``variant``."""
        return self.games.get(variant.game, 0) > 0


def _entry(move: object, entry: object) -> bool:
    """Whether a tree's entry is one: a cell's number to ``[games, won, drawn, ...]``."""
    return (isinstance(move, str) and move.isdigit() and isinstance(entry, list)
            and len(entry) >= 3 and all(isinstance(n, int) and n >= 0 for n in entry[:3]))


def parse_book(text: str | None) -> Book:
    """The book from its file's text (an empty book when it cannot be read)."""
    try:
        data = json.loads(text or "")
    except ValueError:
        return Book()
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return Book()
    games: dict[str, int] = {}
    trees: dict[str, dict[str, Any]] = {}
    for name, part in data.items():
        if isinstance(part, dict) and isinstance(part.get("games"), int) \
                and isinstance(part.get("moves"), dict):
            games[name], trees[name] = part["games"], part["moves"]
    return Book(games, trees)
