"""My studies: the list of the player's saved analysis boards, each opened for review or
deleted (``uttt.app.study.shelf``)."""

from __future__ import annotations

from uttt.app.features.studies import handlers
from uttt.app.features.studies.view import ids
from uttt.app.model.feature import feature

FEATURE = feature('studies', handlers, view=ids)
