"""Start-up, saving and other tabs for the link games, kept out of the browser wiring.

Like ``uttt.app.page`` for the main save, but for the games with friends, which live
under their own key: read them at start (setting damaged text aside), write them
merged with what another tab stored just before, and follow another tab's writes.

>>> app = boot_friends(_blank(), None, page_url="https://x.org/a/#t1.x").app
>>> app.page_url, app.friends.games
('https://x.org/a/', {})
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from uttt.app.controller.state import App, Effects, published
from uttt.app.friend_store import (
    dump_friends,
    friends_backup_key,
    friends_key,
    load_friends,
    merge_friends,
)
from uttt.app.i18n import message
from uttt.app.page import site_prefix


def friend_keys(pathname: str) -> tuple[str, str]:
    """The localStorage keys of the link games and of their backup for a site at this path.

    >>> friend_keys("/a/index.html")
    ('/a/uttt:v1:friends', '/a/uttt:v1:friends-backup')
    """
    prefix = site_prefix(pathname)
    return friends_key(prefix), friends_backup_key(prefix)


@dataclass(frozen=True)
class FriendStart:
    """The app with its link games, and damaged text to set aside (``None``: none)."""

    app: App
    backup: str | None


def boot_friends(app: App, stored: str | None, *, page_url: str) -> FriendStart:
    """Add the stored link games and the page's address to the starting app."""
    result = load_friends(stored)
    notices = app.notices
    if result.problems:
        notices = (*notices, message("notice.friends_bad"))
    app = replace(app, friends=result.book, page_url=page_url.split("#", 1)[0],
                  notices=notices)
    return FriendStart(app, result.backup)


def save_friends_text(app: App, stored: str | None) -> tuple[App, str]:
    """What to write under the friends key now: this tab's games merged with the ones
    storage holds just before writing (adopted by the app too)."""
    book = merge_friends(app.friends, load_friends(stored).book)
    return replace(app, friends=book), dump_friends(book)


def friends_changed(app: App, new_text: str | None) -> tuple[App, Effects]:
    """Another tab wrote the link games: take in what it has that this tab has not."""
    book = merge_friends(app.friends, load_friends(new_text).book)
    if book == app.friends:
        return app, Effects()
    app = replace(app, friends=book)
    return app, published(app, ())


def _blank() -> App:
    from uttt.app.match import MatchRecord
    from uttt.app.scores import ScoreBook

    return App.start(MatchRecord("0" * 16), ScoreBook(), width=300, height=300)
