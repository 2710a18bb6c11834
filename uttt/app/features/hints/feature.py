"""The Hint button and the hint found."""

from __future__ import annotations

from uttt.app.features.hints import handlers
from uttt.app.features.hints.view import ids
from uttt.app.model.feature import feature

FEATURE = feature('hints', handlers, view=ids)
