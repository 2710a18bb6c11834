"""Routing is data: every event the page can send and every button it can show has
exactly one handler, in the tables of one feature (``controller.features.FEATURES``)."""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections import Counter
from pathlib import Path

import pytest

import uttt.app
from uttt.app.controller import step
from uttt.app.controller.features import FEATURES
from uttt.app.core.event import Event
from uttt.app.model.events import Click
from uttt.app.model.routes import merged

SITE = Path(__file__).resolve().parents[3] / "site"

MADE_BUTTONS = {"archive_close", "studies_close", "rematch", "take_back"}
"""Buttons no ``data-action`` names: the archive's and My studies' dialogs closed
(``inputs.py``), and a link game's Play again and Undo (a rematch and a take-back,
rewritten before the table)."""


def shown_buttons() -> set[str]:
    """The buttons the page can show: each ``data-action`` of its HTML files."""
    return {name for page in ("index.html", "sheets.html")
            for name in re.findall(r'data-action="([^"]+)"', (SITE / page).read_text())}


def every_event() -> set[type[Event]]:
    """Every event the program defines: the subclasses of ``Event`` that no other event
    extends (``Written``, ``_Pointer``: bases, never sent), once every module of the page
    application is imported."""
    for module in pkgutil.walk_packages(uttt.app.__path__, "uttt.app."):
        importlib.import_module(module.name)
    found: set[type[Event]] = set()
    todo = [Event]
    while todo:
        for kind in todo.pop().__subclasses__():
            todo.append(kind)
            if not kind.__subclasses__():
                found.add(kind)
    return found


def test_every_event_has_a_handler() -> None:
    events = every_event()
    assert len(events) > 45
    assert events == set(step.EVENT_HANDLERS)


def test_every_button_shown_has_a_handler() -> None:
    assert len(shown_buttons()) > 40
    assert shown_buttons() - set(step.BUTTON_HANDLERS) == set()


def test_every_button_handled_is_one_the_page_sends() -> None:
    assert set(step.BUTTON_HANDLERS) == shown_buttons() | MADE_BUTTONS


def test_no_key_is_claimed_by_two_features() -> None:
    claims = Counter(key for feature in FEATURES
                     for table in (feature.events, feature.buttons) for key in table)
    assert [key for key, n in claims.items() if n > 1] == []
    assert Click not in claims  # a click is routed by its button


def test_two_claims_fail_at_import() -> None:
    with pytest.raises(ValueError, match="routed twice: 'undo'"):
        merged([{"undo": 1}, {"undo": 2}])
