"""The settings form, the theme, the board's size, the install button."""

from __future__ import annotations

from uttt.app.features.looks import handlers
from uttt.app.features.looks.view import ids
from uttt.app.model.feature import feature

FEATURE = feature('looks', handlers, view=ids)
