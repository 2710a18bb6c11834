"""The computer opponent: MCTS-solver search and the three playing levels.

>>> from uttt.board import Board
>>> result = search(Board(), iterations=100, seed=1)
>>> result.move in Board().legal_moves()
True
"""

from uttt.ai.levels import LEVELS, Level, choose_move, search, searcher_for_level
from uttt.ai.mcts import Config, Searcher, SearchResult

__all__ = [
    "LEVELS",
    "Config",
    "Level",
    "SearchResult",
    "Searcher",
    "choose_move",
    "search",
    "searcher_for_level",
]
