"""The game clocks and the turn timer shown beside the board."""

from __future__ import annotations

from uttt.app.features.clocks.view import ids
from uttt.app.model.feature import feature

FEATURE = feature('clocks', view=ids)
