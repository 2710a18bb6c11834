"""Keep thinking: its handlers and its view."""

from __future__ import annotations

from uttt.app.features.deepen import handlers
from uttt.app.features.deepen.view import ids
from uttt.app.model.feature import feature

FEATURE = feature('deepen', handlers, view=ids)
