"""The game variants: one object per game (``ULTIMATE``, ``CLASSIC``) bundling what
differs between them (``uttt.app.variants.base.Variant``). Only these modules know
which game they hold.

>>> variant_of("classic").move_name(4), variant_of("ultimate").move_name(40)
('b2', 'e5')
"""

from __future__ import annotations

from uttt.app.core.vocabulary import GameKind
from uttt.app.variants.base import GameBoard, Search, Variant
from uttt.app.variants.classic import CLASSIC
from uttt.app.variants.ultimate import ULTIMATE

__all__ = ["CLASSIC", "ULTIMATE", "VARIANTS", "GameBoard", "Search", "Variant", "variant_of"]

VARIANTS: dict[GameKind, Variant] = {v.game: v for v in (ULTIMATE, CLASSIC)}


def variant_of(game: GameKind) -> Variant:
    """The variant of a game kind."""
    return VARIANTS[game]
