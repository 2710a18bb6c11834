"""The analysis board's listeners: the variations' list (a tap on a move, its keys) and
the typed move turned into the program's events. Decides nothing and writes nothing: the list is
rendered by ``uttt.app.page.board_view``; the board's taps are ``listeners``'."""

from __future__ import annotations

from collections.abc import Callable

import js  # type: ignore[import-not-found]
from browser import proxy

from uttt.app.controller.events import Event, VariationKey, VariationTo, VariationTyped
from uttt.app.controller.handlers.board import VARIATION_KEYS

document = js.document


def install(dispatch: Callable[[Event], None]) -> None:
    rows = document.getElementById("variations-list")

    def on_pick(event: object) -> None:
        chosen = event.target.closest("[data-path]")  # type: ignore[attr-defined]
        if chosen:  # a move of a variation: show its position
            text = str(chosen.dataset.path)
            dispatch(VariationTo(tuple(int(m) for m in text.split("."))))

    def on_key(event: object) -> None:
        if (key := str(event.key)) in VARIATION_KEYS:  # type: ignore[attr-defined]
            event.preventDefault()  # type: ignore[attr-defined]
            dispatch(VariationKey(key))

    def on_typed(event: object) -> None:
        event.preventDefault()  # type: ignore[attr-defined]
        dispatch(VariationTyped(str(document.getElementById("explore-move").value)))

    rows.addEventListener("click", proxy(on_pick))
    document.getElementById("explore-form").addEventListener("submit", proxy(on_typed))
    rows.addEventListener("keydown", proxy(on_key))
