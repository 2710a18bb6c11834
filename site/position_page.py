"""The position editor's listeners: a tap on its grid, the side and target pickers and
the position text turned into the program's events. Decides nothing and writes nothing:
the editor is rendered by ``uttt.app.page.position_view``; its buttons are
``listeners``' (``data-action``)."""

from __future__ import annotations

from collections.abc import Callable

import js  # type: ignore[import-not-found]
from browser import proxy

from uttt.app.controller.events import Event, PositionSet, PositionTap

document = js.document


def install(dispatch: Callable[[Event], None]) -> None:
    def on_cell(event: object) -> None:
        cell = event.target.closest("[data-cell]")  # type: ignore[attr-defined]
        if cell:
            dispatch(PositionTap(int(cell.dataset.cell)))

    def on_pick(name: str) -> Callable[[object], None]:
        def picked(event: object) -> None:
            dispatch(PositionSet(name, str(event.target.value)))  # type: ignore[attr-defined]
        return picked

    def on_text(event: object) -> None:
        event.preventDefault()  # type: ignore[attr-defined]
        dispatch(PositionSet("text", str(document.getElementById("position-text").value)))

    document.getElementById("position-grid").addEventListener("click", proxy(on_cell))
    document.getElementById("position-side").addEventListener("change", proxy(on_pick("side")))
    document.getElementById("position-target").addEventListener(
        "change", proxy(on_pick("target")))
    document.getElementById("position-form").addEventListener("submit", proxy(on_text))
