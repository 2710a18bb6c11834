"""Storage: saving the round, merging with other tabs, what storage says back."""

from __future__ import annotations

from uttt.app.features.saving import handlers, tabs
from uttt.app.model.feature import feature

FEATURE = feature('saving', handlers, tabs)
