"""What a game variant bundles: everything that differs between ultimate and classic
tic-tac-toe, behind one interface in two halves: what the round needs (``Rules``:
``uttt.app.variants.rules``) and what the page shows (``Look``:
``uttt.app.variants.look``). The rest of the page application holds a variant and never
asks which one it is (``scripts/check_variants.py`` keeps it so)."""

from __future__ import annotations

from uttt.app.variants.look import Look
from uttt.app.variants.rules import GameBoard, Rules, Search

__all__ = ["GameBoard", "Look", "Rules", "Search", "Variant"]


class Variant(Rules, Look):
    """One game variant. Subclasses are stateless singletons (``uttt.app.variants``)."""
