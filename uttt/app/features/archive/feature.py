"""The archive of finished games: its list, filters, export and import."""

from __future__ import annotations

from uttt.app.features.archive import handlers
from uttt.app.features.archive.view import ids
from uttt.app.model.feature import feature

FEATURE = feature('archive', handlers, view=ids)
