"""The openings panel's part of the state: whether it is open, and the shipped book once
read (when the panel first opens)."""

from __future__ import annotations

from uttt.app.features.openings.stats import Book
from uttt.frozen import frozen


@frozen
class OpeningsState:
    """The openings panel: closed until its button opens it; the book of the shipped
    self-play games, ``None`` until the panel first opens."""

    open: bool = False
    book: Book | None = None
