"""The study panels' listeners: the report's graph (tap, keys, size), its list of
mistakes, and the puzzle panel (open, close, tap, typed move, size) turned into the
program's events. Decides nothing and writes nothing: the panels are rendered by
``uttt.app.page.view`` and painted by the frame (``uttt.app.page.paint``)."""

from __future__ import annotations

from collections.abc import Callable

import js  # type: ignore[import-not-found]
from browser import point, proxy

from uttt.app.controller.events import (
    Event,
    GraphKey,
    GraphSize,
    GraphTap,
    PuzzleSize,
    PuzzlesShown,
    PuzzleTap,
    PuzzleTyped,
    ReviewTo,
)
from uttt.app.study.jobs import GRAPH_KEYS

document, window = js.document, js.window


def size(name: str) -> tuple[float, float]:
    width, height = window.utttCanvasSize(name)
    return float(width), float(height)


def today() -> str:
    """The device's calendar date, ``YYYY-MM-DD`` (the daily puzzle's day)."""
    now = js.Date.new()
    return f"{int(now.getFullYear()):04d}-{int(now.getMonth()) + 1:02d}-{int(now.getDate()):02d}"


def install(dispatch: Callable[[Event], None]) -> None:
    graph, board = document.getElementById("graph"), document.getElementById("puzzle-board")

    def on_graph_key(event: object) -> None:
        if (key := str(event.key)) in GRAPH_KEYS:  # type: ignore[attr-defined]
            event.preventDefault()  # type: ignore[attr-defined]
            dispatch(GraphKey(key))

    def on_mistake(event: object) -> None:
        chosen = event.target.closest("[data-ply]")  # type: ignore[attr-defined]
        if chosen:  # a mistake of the report: show the position before it (null: jsnull)
            dispatch(ReviewTo(int(chosen.dataset.ply)))

    def on_typed(event: object) -> None:
        event.preventDefault()  # type: ignore[attr-defined]
        dispatch(PuzzleTyped(str(document.getElementById("puzzle-move").value)))

    def on_open(event: object) -> None:  # after patch.js opened the dialog: it has a size
        if event.target.closest("#open-puzzles"):  # type: ignore[attr-defined]
            dispatch(PuzzlesShown(True, *size("puzzle-board"), day=today()))

    graph.addEventListener("pointerup", proxy(lambda e: dispatch(GraphTap(*point(graph, e)))))
    graph.addEventListener("keydown", proxy(on_graph_key))
    js.ResizeObserver.new(proxy(lambda *_: dispatch(GraphSize(*size("graph"))))).observe(graph)
    document.getElementById("mistakes").addEventListener("click", proxy(on_mistake))
    board.addEventListener("pointerup", proxy(lambda e: dispatch(PuzzleTap(*point(board, e)))))
    js.ResizeObserver.new(proxy(lambda *_: dispatch(PuzzleSize(*size("puzzle-board"))))
                          ).observe(board)
    document.getElementById("puzzle-form").addEventListener("submit", proxy(on_typed))
    document.getElementById("puzzle-panel").addEventListener(
        "close", proxy(lambda _e: dispatch(PuzzlesShown(False))))
    document.addEventListener("click", proxy(on_open))
