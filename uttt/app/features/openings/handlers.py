"""The openings panel's button: it opens the panel (reading the shipped book the first
time, and the archive if it is not parsed yet, as the archive's list does) or closes it."""

from __future__ import annotations

from uttt import data
from uttt.app.features.archive.handlers import parsed
from uttt.app.features.openings.stats import Book, parse_book
from uttt.app.model.app import REDRAW, App, Effects
from uttt.app.model.routes import timeless
from uttt.frozen import replace

BOOK = "openings.json"
"""The shipped book, in ``uttt/data`` (``scripts/make/make_openings.py``)."""


def read_book() -> Book:
    """The shipped book, read through the package's importer (an empty book when it
    cannot be read)."""
    try:
        return parse_book(data.read_text(BOOK))
    except OSError:
        return Book()


def toggle(app: App) -> tuple[App, Effects]:
    """Open the panel (the book read once, the archive parsed) or close it."""
    state = app.openings
    if state.open:
        return replace(app, openings=replace(state, open=False)), REDRAW
    book = read_book() if state.book is None else state.book
    app = parsed(app)
    return replace(app, openings=replace(state, open=True, book=book)), REDRAW


BUTTONS = timeless({"openings": lambda app, _: toggle(app)})
"""The panel's button."""
