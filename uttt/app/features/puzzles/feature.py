"""The puzzles panel: shipped puzzles and the player's own mistakes as exercises."""

from __future__ import annotations

from uttt.app.features.puzzles import handlers
from uttt.app.features.puzzles.view import ids
from uttt.app.model.feature import feature

FEATURE = feature('puzzles', handlers, view=ids)
