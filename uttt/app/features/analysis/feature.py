"""The evaluation and the game report beside the board, and the analysis board's
variations."""

from __future__ import annotations

from uttt.app.features.analysis import board, handlers, notes, sharing
from uttt.app.features.analysis.view import ids
from uttt.app.model.feature import feature

FEATURE = feature('analysis', handlers, board, notes, sharing, view=ids)
