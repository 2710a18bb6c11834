"""The first-game tour."""

from __future__ import annotations

from uttt.app.features.tour import handlers
from uttt.app.features.tour.view import ids
from uttt.app.model.feature import feature

FEATURE = feature('tour', handlers, view=ids)
