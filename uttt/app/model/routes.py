"""Routing as data: each handlers module that answers events exports its tables, and
``step`` merges them from the features (``controller.features.FEATURES``, each naming its
handlers modules: ``model.feature``).

- ``EVENTS``: an event's type to its handler;
- ``BUTTONS``: a button's name (``Click.button``, a ``data-action`` of the page) to its
  handler.

A handler is called as ``handler(app, event, wall)`` (``wall``: the wall clock, or
``None``); most need no wall clock, and their tables are written with ``timeless``.
``merged`` fails at import when two modules claim one key.

>>> merged([{"a": 1}, {"b": 2}])
{'a': 1, 'b': 2}
>>> merged([{"a": 1}, {"a": 2}])
Traceback (most recent call last):
...
ValueError: routed twice: 'a'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, TypeVar

from uttt.app.model.app import App, Effects

Handler = Callable[[App, Any, float | None], tuple[App, Effects]]
"""What answers one event: ``(app, event, wall) -> (app, effects)``."""

Routes = Mapping[Any, Handler]
"""A handlers module's table: an event type or a button's name to its handler."""

K = TypeVar("K")
V = TypeVar("V")


def timeless(table: Mapping[K, Callable[[App, Any], tuple[App, Effects]]]) -> dict[K, Handler]:
    """A table of handlers that need no wall clock, as ``step`` calls them."""
    return {key: _ignoring_wall(handler) for key, handler in table.items()}


def _ignoring_wall(handler: Callable[[App, Any], tuple[App, Effects]]) -> Handler:
    def routed(app: App, event: Any, wall: float | None) -> tuple[App, Effects]:
        return handler(app, event)
    routed.__name__ = routed.__qualname__ = getattr(handler, "__name__", "handler")
    routed.__doc__ = handler.__doc__
    return routed


def merged(tables: Iterable[Mapping[K, V]]) -> dict[K, V]:
    """One table from several; a key in two of them is an error."""
    table: dict[K, V] = {}
    for part in tables:
        for key, value in part.items():
            if key in table:
                raise ValueError(f"routed twice: {key!r}")
            table[key] = value
    return table
