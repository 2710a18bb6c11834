"""The package's data files (``evaluation.json``, ``openings.json``, ``puzzles.json``), read
through the importer that loaded this package: files in a folder under CPython, the page's
zip archive in the browser. Plain ``get_data``, not ``importlib.resources``, whose reader for an
archive imports ``zipfile`` and its dependencies at the page's start-up."""

from __future__ import annotations

import os


def read_text(name: str) -> str:
    """The text of ``uttt/data/<name>`` (UTF-8); ``OSError`` when it cannot be read."""
    get_data = getattr(__spec__.loader, "get_data", None)
    if get_data is None:
        raise OSError(f"uttt.data: the package's importer cannot read {name}")
    data: bytes = get_data(os.path.join(os.path.dirname(__file__), name))
    return data.decode("utf-8")
