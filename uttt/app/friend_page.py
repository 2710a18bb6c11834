"""Start-up for the link games, kept out of the browser wiring: their keys, and reading
them at start (setting damaged text aside). Saving them and following another tab's
writes are the controller's (``Saving``, ``FriendsStored``).

>>> app = boot_friends(_blank(), None, page_url="https://x.org/a/#t1.x").app
>>> app.page_url, app.friends.games
('https://x.org/a/', {})
"""

from __future__ import annotations

from uttt.app.controller.state import App
from uttt.app.friend_store import KEYS, load_friends
from uttt.app.i18n import message
from uttt.app.page import storage_keys
from uttt.record import record, replace


def friend_keys(pathname: str) -> tuple[str, str]:
    """The localStorage keys of the link games and of their backup for a site at this path.

    >>> friend_keys("/a/index.html")
    ('/a/uttt:v1:friends', '/a/uttt:v1:friends-backup')
    """
    return storage_keys(pathname, KEYS)


@record
class FriendStart:
    """The app with its link games, and damaged text to set aside (``None``: none)."""

    app: App
    backup: str | None


def boot_friends(app: App, stored: str | None, *, page_url: str) -> FriendStart:
    """Add the stored link games and the page's address to the starting app."""
    result = load_friends(stored)
    notices = app.notices
    if result.newer:
        notices = (*notices, message("notice.friends_newer"))
    elif result.problems:
        notices = (*notices, message("notice.friends_bad"))
    app = replace(app, friends=result.book, page_url=page_url.split("#", 1)[0],
                  notices=notices, friends_newer=result.newer)
    return FriendStart(app, result.backup)


def _blank() -> App:
    from uttt.app.round_record import MatchRecord
    from uttt.app.scores import ScoreBook

    return App.start(MatchRecord("0" * 16), ScoreBook(), width=300, height=300)
