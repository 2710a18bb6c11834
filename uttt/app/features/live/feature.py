"""Live play with people: rooms, spectators, the lobby."""

from __future__ import annotations

from uttt.app.features.live import buttons, handlers
from uttt.app.features.live.view import ids
from uttt.app.model.feature import feature

FEATURE = feature("live", handlers, buttons, view=ids)
