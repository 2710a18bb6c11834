"""The review of a finished game: its steps and its move list."""

from __future__ import annotations

from uttt.app.features.review import handlers
from uttt.app.features.review.view import ids
from uttt.app.model.feature import feature

FEATURE = feature('review', handlers, view=ids)
