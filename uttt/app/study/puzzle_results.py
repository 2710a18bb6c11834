"""The player's results by theme and difficulty, read from the puzzle history. Pure.

The history (``PuzzleProgress.history``, the last ``MAX_HISTORY`` puzzles decided, in every
mode) names each puzzle by its key; the shipped set gives its themes and its rating, and
the rating its difficulty (``BANDS``). A puzzle counts once in the row of each of its
themes and once in ``ALL``; a key the set no longer holds counts nowhere.

>>> from uttt.app.study.puzzles import Puzzle
>>> easy, hard = Puzzle((40,), 36, 3, 700, ("quiet",)), Puzzle((40,), 37, 3, 1500)
>>> table = results(((easy.key, True), (hard.key, False), (easy.key, False)), (easy, hard))
>>> table[ALL]["easy"], table[ALL][ALL], table["quiet"]["easy"]
(Tally(tried=2, solved=1), Tally(tried=3, solved=1), Tally(tried=2, solved=1))
>>> table["sacrifice"][ALL]
Tally(tried=0, solved=0)
>>> table[ALL][ALL].rate()
33
"""

from __future__ import annotations

from collections.abc import Iterable

from uttt.app.study.puzzles import Puzzle
from uttt.app.study.themes import THEMES
from uttt.frozen import frozen

ALL = "all"
BANDS: tuple[tuple[str, int], ...] = (("easy", 0), ("medium", 900), ("hard", 1300))
"""Each difficulty and the lowest puzzle rating in it (the shipped set's ratings run from
about 600 to 2000: 767 of its 2,000 are easy, 663 medium, 570 hard)."""
ROWS = (ALL, *THEMES)
COLUMNS = (*(name for name, _ in BANDS), ALL)


@frozen
class Tally:
    """Puzzles tried and solved."""

    tried: int = 0
    solved: int = 0

    def rate(self) -> int | None:
        """The success rate in whole percent (``None``: nothing tried)."""
        return None if not self.tried else round(100 * self.solved / self.tried)


Table = dict[str, dict[str, Tally]]
"""``table[row][column]``: a theme (or ``ALL``) by a difficulty (or ``ALL``)."""


def band(rating: int) -> str:
    """The difficulty of a puzzle rated ``rating``.

    >>> band(600), band(900), band(1999)
    ('easy', 'medium', 'hard')
    """
    return next(name for name, low in reversed(BANDS) if rating >= low)


def results(history: Iterable[tuple[str, bool]], puzzles: tuple[Puzzle, ...]) -> Table:
    """Every theme's and difficulty's tally over ``history``."""
    by_key = {p.key: p for p in puzzles}
    counts = {row: {column: [0, 0] for column in COLUMNS} for row in ROWS}
    for key, solved in history:
        puzzle = by_key.get(key)
        if puzzle is None:
            continue
        for row in (ALL, *(t for t in puzzle.themes if t in counts)):
            for column in (band(puzzle.rating), ALL):
                counts[row][column][0] += 1
                counts[row][column][1] += solved
    return {row: {column: Tally(*pair) for column, pair in cells.items()}
            for row, cells in counts.items()}
