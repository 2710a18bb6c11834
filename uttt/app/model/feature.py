"""A feature of the page (a panel, as lichess's UI modules or a nested Elm program): the
events and buttons it answers and what it shows, composed by the program from one list
(``uttt.app.controller.features.FEATURES``).

A feature is a folder of ``uttt.app.features``: its handlers modules (each with its tables,
``EVENTS`` and ``BUTTONS``: ``uttt.app.model.routes``), its view (``ids(app, view, wall)``:
the page's elements it owns, ``uttt.app.page.view``), the part of the state it keeps
(``state.py`` where it has one) and its ``feature.py``, which names them.

>>> from uttt.app.features.review import handlers
>>> review = feature("review", handlers)
>>> sorted(review.buttons), [kind.__name__ for kind in review.events]
(['first', 'last', 'next', 'prev'], ['ReviewTo', 'ListKey'])
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import ModuleType

from uttt.app.model.app import App
from uttt.app.model.routes import Handler, merged
from uttt.app.model.shown import Props
from uttt.app.scene.build import View
from uttt.frozen import field, frozen

PanelView = Callable[[App, View, float | None], dict[str, Props]]
"""What a feature shows: ``(app, view, wall) -> {element id: properties}`` (``view``:
``render_view(app)``; ``wall``: the wall clock, ``None`` when the page has none)."""


@frozen
class Feature:
    """One feature: its name, the handler of each event type and button it answers, and
    its view (``None``: it shows nothing of its own)."""

    name: str
    events: Mapping[type[object], Handler] = field(default_factory=dict)
    buttons: Mapping[str, Handler] = field(default_factory=dict)
    view: PanelView | None = None


def feature(name: str, *modules: ModuleType, view: PanelView | None = None) -> Feature:
    """A feature from its handlers modules' tables (a key claimed twice fails here)."""
    return Feature(name, merged(getattr(module, "EVENTS", {}) for module in modules),
                   merged(getattr(module, "BUTTONS", {}) for module in modules), view)
