"""Every level of the ladder plays and is rated in both games."""

from __future__ import annotations

import pytest

from uttt.app.core.vocabulary import LEVELS
from uttt.app.variants.classic import CLASSIC
from uttt.app.variants.ultimate import ULTIMATE


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_a_legal_move_in_both_games(level: str) -> None:
    for variant in (CLASSIC, ULTIMATE):
        if level == "master" and variant is ULTIMATE:
            continue  # 1.3 s of search: covered by the search's own tests
        search = variant.search((), level, seed=1, previous=None)  # type: ignore[arg-type]
        while not search.is_done():
            search.run(0.05)
        assert search.move() in variant.new_board().legal_moves()


def test_the_ratings_climb_the_ladder_in_both_games() -> None:
    """Issue: classic showed six levels with three strengths (Novice = Beginner, Advanced =
    Intermediate, Expert = Master): each level of the ladder is a strength of its own."""
    for variant in (CLASSIC, ULTIMATE):
        elos = [variant.elo[level] for level in LEVELS]
        assert elos == sorted(set(elos)) and set(variant.elo) == set(LEVELS)
