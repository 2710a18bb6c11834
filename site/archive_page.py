"""The archive list's listeners: a game picked (opened for review, or shared to watch), a
filter changed, the list's dialog closed. Each turns a DOM event into one of the program's
events; decides nothing and writes nothing (the list is ``uttt.app.page.archive``'s)."""

from __future__ import annotations

from collections.abc import Callable

import js  # type: ignore[import-not-found]
from browser import proxy, seconds

from uttt.app.controller.events import ArchiveFilter, ArchivePick, Click, Event

document = js.document


def install(dispatch: Callable[[Event], None]) -> None:
    """Listen to the archive's list, filters and dialog."""
    def pick(event: object) -> None:
        button = event.target.closest("button[data-archive]")  # type: ignore[attr-defined]
        if button is not None:
            action = button.getAttribute("data-archive-action")  # null: open it
            dispatch(ArchivePick(str(button.dataset.archive),
                                 "watch" if action == "watch" else "open"))

    def choose(event: object) -> None:
        control = event.currentTarget  # type: ignore[attr-defined]
        dispatch(ArchiveFilter(str(control.dataset.archiveFilter), str(control.value)))

    def closed(event: object) -> None:
        dispatch(Click("archive_close", seconds(event)))

    document.getElementById("archive-list").addEventListener("click", proxy(pick))
    for control in document.querySelectorAll("[data-archive-filter]"):
        control.addEventListener("change", proxy(choose))
    document.getElementById("archive-panel").addEventListener("close", proxy(closed))
