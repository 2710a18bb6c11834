"""Which move a searched root plays: the best one, or with a level's noise (``Style``)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from uttt.ai import game
from uttt.ai.tree import LOSS, WIN, Node
from uttt.frozen import frozen


@frozen
class Style:
    """How the move is picked from the searched root (weaker levels add noise)."""

    temperature: float = 0.0
    """0 plays the best move; above 0 samples moves with odds ``visits ** (1 / t)``."""
    take_small_wins: bool = False
    """Always take a small board that can be won (unless that move is proven lost)."""


def best_child(children: Sequence[Node]) -> Node:
    """The child to play: a proven win, else the most visited move that is not lost."""
    wins = [c for c in children if c.proven == WIN]
    if wins:
        return max(wins, key=lambda c: c.visits)
    alive = [c for c in children if c.proven != LOSS] or children
    return max(alive, key=lambda c: (c.visits, c.mean()))


def styled_child(children: Sequence[Node], style: Style, state: game.State, seed: str) -> Node:
    """``best_child``, with the noise of ``style`` (``state`` is the root's position); the
    same for the same children and ``seed``."""
    best = best_child(children)
    if best.proven == WIN or (style.temperature <= 0 and not style.take_small_wins):
        return best
    alive = [c for c in children if c.proven != LOSS]
    if not alive:
        return best
    if style.take_small_wins:
        small = [c for c in alive if game.wins_small_board(state, c.move)]
        if small:
            return max(small, key=lambda c: c.visits)
    if style.temperature <= 0:
        return best
    weights = [(c.visits + 1) ** (1.0 / style.temperature) for c in alive]
    return random.Random(seed).choices(alive, weights)[0]
