"""The browser side of link play: the share sheet, the clipboard, downloads, the file
picker and the address's hash (effects carried out for the runner), and the address's
link at start (its changes, the games list, the name field and the paste box come as
messages from site/inputs.js). Decides nothing and writes nothing on the page: what link play shows (the
friend box, the link and its QR code, the "Your games" list) is ``uttt.app.page.view``'s,
and its dialogs open and close by ``site/patch.js``'s ``data-open``/``data-close``."""

from __future__ import annotations

from collections.abc import Callable

import js  # type: ignore[import-not-found]
from pyodide.ffi import create_once_callable  # type: ignore[import-not-found]

from uttt.app.controller.events import Event, OpenLink, Shared

document = js.document
window = js.window
Dispatch = Callable[[Event], None]


def by_id(name: str) -> object:
    return document.getElementById(name)


class Links:
    """The effects of link play, carried out for the runner's edge."""

    def __init__(self, dispatch: Dispatch, title: Callable[[], str]) -> None:
        self.dispatch, self.title = dispatch, title

    def report(self, what: str) -> object:
        return create_once_callable(lambda result: self.dispatch(Shared(str(result), what)))

    def share(self, url: str, what: str) -> None:
        window.utttShare(url, self.title()).then(self.report(what))

    def copy(self, text: str) -> None:
        window.utttCopy(text).then(self.report("record"))

    def download(self, name: str, text: str) -> None:
        window.utttDownload(name, text)

    def pick_file(self, source: str = "file", limit: int = 100_001) -> None:
        def opened(text: object) -> None:
            if isinstance(text, str):
                self.dispatch(OpenLink(text, source))

        window.utttPickFile(limit).then(create_once_callable(opened))

    def clear_hash(self) -> None:
        location = window.location
        window.history.replaceState(window.history.state, "",
                                    f"{location.pathname}{location.search}")

    def reveal_board(self) -> None:
        """Scroll the board into view (a link opened in a tab scrolled away from it): the
        status line at the top, unless the board would not fit below it."""
        by_id("status").scrollIntoView(js.Object.fromEntries([["block", "start"]]))
        by_id("board").scrollIntoView(js.Object.fromEntries([["block", "nearest"]]))

    def open_hash(self, *_: object) -> None:
        """The address holds a link (at start, and on ``hashchange``)."""
        if len(str(window.location.hash)) > 1:
            self.dispatch(OpenLink(str(window.location.href), "hash"))

