"""The links' part of the state: the games with friends by link (the book), the one
shown instead of this device's round, a game opened for review, and what the page
says of the book (a newer version wrote it, games its bound removed)."""

from __future__ import annotations

from uttt.app.friends.book import FriendBook, GameKey
from uttt.app.friends.bound import Dropped
from uttt.app.friends.opening import Opened
from uttt.frozen import field, frozen

__all__ = ["LinksState"]


@frozen
class LinksState:
    """The games with friends by link and the one on screen (``App.links``)."""

    book: FriendBook = field(default_factory=FriendBook)
    """The games with friends by link (saved under their own key)."""
    shown: GameKey | None = None
    """The link game shown instead of this device's round (``App.round``), if any."""
    watching: Opened | None = None
    """A game opened for review (a watch link, a record), shown instead of the round."""
    qr_shown: bool = False
    """The player asked to see the link to send as a QR code too."""
    newer: bool = False
    """A newer version wrote the link games: shown, never written over."""
    dropped: Dropped = field(default_factory=Dropped)
    """The link games the book's bound removed during this visit, as this tab saw them
    go: its notices count each once (``uttt.app.friends.bound``)."""
