"""The opening statistics of the position on screen: its button and its panel."""

from __future__ import annotations

from uttt.app.features.openings import handlers
from uttt.app.features.openings.view import ids
from uttt.app.model.feature import feature

FEATURE = feature('openings', handlers, view=ids)
