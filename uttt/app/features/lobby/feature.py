"""The lobby: players looking for a game now, paired two by two into live games."""

from __future__ import annotations

from uttt.app.features.lobby import buttons, handlers
from uttt.app.features.lobby.view import ids
from uttt.app.model.feature import feature

FEATURE = feature("lobby", handlers, buttons, view=ids)
