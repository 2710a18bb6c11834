"""The browser side of link play: the share sheet, the clipboard, downloads, the file
picker and the address's hash, effects carried out for the runner as messages through
site/channel.py, and the address's link at start (its changes, the games list, the name
field and the paste box come as input messages from site/inputs.js). Decides nothing and
writes nothing on the page: what link play shows (the friend box, the link and its QR
code, the "Your games" list) is ``uttt.app.page.view``'s, and its dialogs open and close
by ``site/patch.js``'s ``data-open``/``data-close``."""

from __future__ import annotations

from collections.abc import Callable

from channel import place, post

from uttt.app.controller.events import Event, OpenLink

Dispatch = Callable[[Event], None]


class Links:
    """The effects of link play, carried out for the runner's edge: each a message to the
    page (site/outputs.js), whose answer, if any, comes back as an input message."""

    def __init__(self, dispatch: Dispatch, title: Callable[[], str]) -> None:
        self.dispatch, self.title = dispatch, title

    def share(self, url: str, what: str) -> None:
        post("share", url, self.title(), what)

    def copy(self, text: str) -> None:
        post("copy", text)

    def download(self, name: str, text: str) -> None:
        post("download", name, text)

    def pick_file(self, source: str = "file", limit: int = 100_001) -> None:
        post("pick-file", source, limit)

    def clear_hash(self) -> None:
        post("clear-hash")

    def reveal_board(self) -> None:
        """Scroll the board into view (a link opened in a tab scrolled away from it)."""
        post("reveal")

    def open_hash(self) -> None:
        """The address holds a link (at start; its changes come as input messages)."""
        address = place()
        if len(str(address["hash"])) > 1:
            self.dispatch(OpenLink(str(address["href"]), "hash"))
