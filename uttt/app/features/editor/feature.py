"""The position editor."""

from __future__ import annotations

from uttt.app.features.editor import handlers
from uttt.app.features.editor.view import ids
from uttt.app.model.feature import feature

FEATURE = feature('editor', handlers, view=ids)
