"""The board and the round on it: the pointer and keys, the round's buttons, the mode and
level, the computer's turn and playing itself, the turn timer."""

from __future__ import annotations

from uttt.app.features.play import buttons, modes, pointer, selfplay, timer, turns
from uttt.app.features.play.view import ids
from uttt.app.model.feature import feature

FEATURE = feature('play', pointer, buttons, selfplay, turns, modes, timer, view=ids)
