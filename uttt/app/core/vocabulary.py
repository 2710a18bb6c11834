"""The page application's shared words: the games, the modes, the computer's levels and
the two colours. Every part of the application names these the same way.

>>> other("red"), LEVELS[-1]
('blue', 'master')
"""

from __future__ import annotations

from typing import Literal

Colour = Literal["red", "blue"]
"""A player: the colour stays with the person, the symbol with whoever opens."""

GameKind = Literal["ultimate", "classic"]
Mode = Literal["two_players", "computer", "cvc"]
"""``cvc``: the computer plays itself, a level per side; such rounds count nowhere."""
Level = Literal["beginner", "novice", "intermediate", "advanced", "expert", "master"]
"""The computer's ladder, weakest first; the product pages' three named levels are the
first, third and last."""

GAMES: tuple[GameKind, ...] = ("ultimate", "classic")
MODES: tuple[Mode, ...] = ("two_players", "computer", "cvc")
SCORED_MODES: tuple[Mode, ...] = ("two_players", "computer")
"""The modes whose rounds count in the scores (not the computer playing itself)."""
LEVELS: tuple[Level, ...] = ("beginner", "novice", "intermediate", "advanced", "expert", "master")
COLOURS: tuple[Colour, ...] = ("red", "blue")


Lane = Literal["think", "ponder", "analysis", "hint", "puzzle", "values", "deepen", "import"]
LANES: tuple[Lane, ...] = ("think", "ponder", "analysis", "hint", "puzzle", "values", "deepen",
                           "import")
"""The lanes the page's jobs run in, one job at a time in each: the searches, and the
import of a file of games (``uttt.app.controller.jobs``)."""


def other(colour: Colour) -> Colour:
    """The other player."""
    return "blue" if colour == "red" else "red"
