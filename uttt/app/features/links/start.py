"""Start-up for the link games, kept out of the browser wiring: their keys, reading
them at start (setting damaged text aside), and the place kept in the tab's history
entry (which link game is shown), so a reload shows it again. Saving them and following
another tab's writes are the controller's (``Saving``, ``FriendsStored``).

>>> app = boot_friends(_blank(), None, page_url="https://x.org/a/#t1.x").app
>>> app.page.url, app.links.book.games
('https://x.org/a/', {})
"""

from __future__ import annotations

from uttt.app.features.links.events import OpenLink
from uttt.app.features.links.store import load_friends
from uttt.app.friends.book import GameKey
from uttt.app.model.app import NOTHING, App, reconcile
from uttt.app.texts.i18n import message
from uttt.digits import whole_number
from uttt.frozen import frozen, replace


@frozen
class FriendStart:
    """The app with its link games, and damaged text to set aside (``None``: none)."""

    app: App
    backup: str | None


def place_of(app: App) -> str | None:
    """Which link game is shown, as the tab's history entry keeps it: its series, round
    and game kind (the kind only for ``site/boot.js``'s board before Python starts);
    ``None``: this device's game, or a game under review, which is not kept.

    >>> from uttt.app.friends.book import start
    >>> from uttt.app.model.app import with_links
    >>> app = _blank()
    >>> book, game = start(app.links.book, "classic", "Qk3xZ09a")
    >>> place_of(with_links(app, book=book, shown=game.key)), place_of(app)
    ('Qk3xZ09a/1/classic', None)
    """
    game = app.link_game()
    return None if game is None else f"{game.series}/{game.round}/{game.variant}"


def _key_of(place: object) -> GameKey | None:
    """The game a history entry's place names (``None`` if it is not one: never trusted;
    the game kind it ends with is not read: the stored game's own is)."""
    if not isinstance(place, str) or len(place) > 64 or place.count("/") != 2:
        return None
    series, number, _kind = place.split("/")
    round_number = whole_number(number, most_digits=6)
    return None if round_number is None else (series, round_number)


def address_link(address: dict[str, object]) -> OpenLink | None:
    """The link the page's address holds at start (``site/channel.py``'s ``place()``:
    its ``href`` and ``hash``), if any.

    >>> address_link({"href": "https://x.org/#g=1", "hash": "#g=1"})
    OpenLink(text='https://x.org/#g=1', source='hash')
    >>> address_link({"href": "https://x.org/#", "hash": "#"}) is None
    True
    """
    return OpenLink(str(address["href"]), "hash") if len(str(address["hash"])) > 1 else None


def boot_friends(app: App, stored: str | None, *, page_url: str,
                 place: object = None) -> FriendStart:
    """Add the stored link games and the page's address to the starting app; ``place``
    (from the tab's history entry, ``place_of``) shows that link game again, if it is
    still stored.

    >>> from uttt.app.features.links.store import dump_friends
    >>> from uttt.app.friends.book import FriendBook, start
    >>> book, game = start(FriendBook(), "classic", "Qk3xZ09a")
    >>> back = boot_friends(_blank(), dump_friends(book), page_url="",
    ...                     place="Qk3xZ09a/1/classic")
    >>> back.app.links.shown, back.app.variant().game
    (('Qk3xZ09a', 1), 'classic')
    >>> boot_friends(_blank(), dump_friends(book), page_url="",
    ...              place="Qk3xZ09a/2/classic").app.links.shown
    """
    result = load_friends(stored)
    notices = app.notices
    if result.newer:
        notices = (*notices, message("notice.friends_newer"))
    elif result.problems:
        notices = (*notices, message("notice.friends_bad"))
    key = _key_of(place)
    links = replace(app.links, book=result.book, newer=result.newer,
                    shown=key if key in result.book.games else None)
    app = replace(app, links=links, page=replace(app.page, url=page_url.split("#", 1)[0]),
                  notices=notices)
    if app.links.shown is not None:  # the computer does not think for the round behind it
        app = reconcile(app, NOTHING)[0]
    return FriendStart(app, result.backup)


def _blank() -> App:
    from uttt.app.round.record import MatchRecord
    from uttt.app.scores.book import ScoreBook

    return App.start(MatchRecord("0" * 16), ScoreBook(), width=300, height=300)
