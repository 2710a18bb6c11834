"""Every localStorage key the page application uses, built in one place.

Each saved document has a key and a backup key (where text that could not be kept whole
is set aside), in one namespace, after the site's folder, so two sites on one origin
(``/a/`` and ``/b/``) keep apart:

>>> keys = keys_for("/games/uttt/index.html")
>>> keys.state, keys.friends_backup, keys.study
('/games/uttt/uttt:v1:state', '/games/uttt/uttt:v1:friends-backup', '/games/uttt/uttt:v1:study')
>>> storage_key("state") == keys_for("/").state[1:]
True
"""

from __future__ import annotations

from typing import Literal

from uttt.frozen import frozen

NAMESPACE = "uttt:v1:"
"""Changes only if the keys themselves change; each document has its own schema version."""

Name = Literal["state", "backup", "friends", "friends-backup", "study", "study-backup",
               "archive", "archive-backup"]
"""The documents: the save (the round, scores, settings, rating), the link games, the
study (analyses, puzzle progress), the archive of finished games, and each one's backup."""


def site_prefix(pathname: str) -> str:
    """The folder a page's path is in: what sets one site's keys apart from another's.

    >>> site_prefix("/games/uttt/index.html"), site_prefix("/"), site_prefix("")
    ('/games/uttt/', '/', '/')
    """
    folder = pathname[: pathname.rfind("/") + 1] if "/" in pathname else "/"
    return folder or "/"


def storage_key(name: Name, site: str = "") -> str:
    """The key of document ``name`` for the site whose prefix is ``site``.

    >>> storage_key("study", "games/")
    'games/uttt:v1:study'
    """
    return f"{site}{NAMESPACE}{name}"


@frozen
class Keys:
    """One site's keys."""

    state: str
    backup: str
    friends: str
    friends_backup: str
    study: str
    study_backup: str
    archive: str
    archive_backup: str

    def of(self, name: Name) -> str:
        """The key of document ``name``.

        >>> keys_for("/a/").of("friends-backup")
        '/a/uttt:v1:friends-backup'
        """
        return str(getattr(self, name.replace("-", "_")))


def keys_for(pathname: str) -> Keys:
    """The keys of the site at this page path."""
    site = site_prefix(pathname)
    return Keys(*(storage_key(name, site) for name in (
        "state", "backup", "friends", "friends-backup", "study", "study-backup", "archive",
        "archive-backup")))
