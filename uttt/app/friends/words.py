"""What the page shows of link games: the "Your games" list, the status line, the tally,
and the absolute links to send (play) or to share (watch).

>>> share_url("https://example.org/uttt/?x=1#t1.old", "t1.new")
'https://example.org/uttt/?x=1#t1.new'
>>> from uttt.app.friends.book import FriendBook, start, play
>>> book, game = start(FriendBook(), "classic", "Qk3xZ09a")
>>> book, game = play(book, game.key, 4)
>>> link_to_send("https://example.org/#", game)[:24]
'https://example.org/#t1.'
>>> [row.standing for row in rows(book, game.key)]
['their_turn']
"""

from __future__ import annotations

import functools

from uttt.app.friends.book import FriendBook, GameKey, LinkGame, Standing, tally, to_link
from uttt.app.friends.link import encode
from uttt.app.texts.i18n import Message, Param, Ref, counted, message
from uttt.app.variants import variant_of
from uttt.frozen import frozen


def share_url(page_url: str, fragment: str) -> str:
    """The page's address with ``fragment`` as its hash (any old hash replaced)."""
    return f"{page_url.split('#', 1)[0]}#{fragment}"


def link_to_send(page_url: str, game: LinkGame | None) -> str:
    """The link for the friend now, or ``""`` when they already have everything."""
    if game is None or not game.has_news_for_friend:
        return ""
    return share_url(page_url, encode(to_link(game)))


@frozen
class QrPicture:
    """A link's QR code as SVG: the ``viewBox`` (quiet zone included) and the path of
    the dark modules."""

    view_box: str
    path: str
    size: int


@functools.lru_cache(maxsize=4)
def qr_picture(url: str) -> QrPicture | None:
    """The QR code of ``url`` (``None`` when it is too long for one). The encoder is
    imported here, the first time a code is shown.

    >>> picture = qr_picture("https://example.org/#t1.x")
    >>> picture.view_box, picture.size
    ('0 0 33 33', 25)
    """
    from uttt.app.friends import qr

    code = qr.encode(url)
    if code is None:
        return None
    side = code.size + 2 * QR_BORDER
    return QrPicture(f"0 0 {side} {side}", qr.svg_path(code, QR_BORDER), code.size)


QR_BORDER = 4
"""The quiet zone around a QR code, in modules (what the standard asks)."""


def watch_url(page_url: str, game: LinkGame) -> str:
    """A read-only link to this game (both seats nobody), for anyone to watch."""
    return share_url(page_url, encode(to_link(game, watch=True)))


def friend_label(game: LinkGame) -> Param:
    """The friend's name, or "your friend" in the page's language."""
    return game.friend_name or Ref("friend.nobody")


def last_move_name(game: LinkGame) -> str | None:
    if not game.moves:
        return None
    last = game.moves[-1]
    return variant_of(game.variant).move_name(last)


@frozen
class GameRow:
    """One line of the "Your games" list."""

    key: GameKey
    label: Message
    last: Message | None
    standing: Standing
    current: bool


def rows(book: FriendBook, current: GameKey | None) -> tuple[GameRow, ...]:
    """The list, games waiting for my move first."""
    return tuple(_row(game, game.key == current) for game in book.listed())


def _row(game: LinkGame, current: bool) -> GameRow:
    # every row names its game: classic and nine-board games share the list
    label = message("games.row", game=Ref(variant_of(game.variant).texts["kind"]),
                    friend=friend_label(game), round=game.round,
                    standing=Ref(f"games.{game.standing}"))
    name = last_move_name(game)
    last = None if name is None else message("games.last", move=name)
    return GameRow(game.key, label, last, game.standing, current)


def status(game: LinkGame) -> Message | None:
    """What to say above the board of a link game still going on (``None`` once over:
    the result card says it)."""
    if game.is_over:
        return None
    if game.is_my_turn:
        return message("friend.your_turn", friend=friend_label(game))
    if game.friend_name:
        return message("friend.wait_named", friend=game.friend_name)
    return message("friend.wait")


def tally_line(book: FriendBook, game: LinkGame) -> Message:
    counts = tally(book, game.series)
    return message("games.tally", friend=friend_label(game), won=counted("won", counts.won),
                   lost=counted("lost", counts.lost), drawn=counted("drawn", counts.drawn))


_PERSONAL = frozenset({
    "status.first", "status.sent", "status.free", "status.classic_first",
    "status.classic_turn", "status.win", "result.line", "result.classic_line", "result.next",
})
"""The texts that name a side by its colour and have a "you" and a "friend" form."""
_NEXT = frozenset({"announce.sent", "announce.free", "announce.final"})
"""What the live region says after my move, naming who played (and who plays next)."""
_ME, _FRIEND = Ref("colour.red"), Ref("colour.blue")  # on this device I am Red


def friend_subject(game: LinkGame) -> Param:
    """The friend's name, or "Your friend" to open a sentence with."""
    return game.friend_name or Ref("friend.subject")


def personal(said: Message, game: LinkGame) -> Message:
    """A text of a link game said to me: my colour becomes "you", the friend's colour
    their name (or "your friend"), as against the computer.

    >>> from uttt.app.friends.book import LinkGame
    >>> game = LinkGame("ultimate", "Qk3xZ09a", 1, "a", "a", names=("", "Bia"))
    >>> personal(message("status.win", colour=_FRIEND, round=1), game)
    Message(key='status.win.friend', params=(('round', 1), ('friend', 'Bia')))
    >>> personal(message("status.free", colour=_ME, symbol="X"), game).key
    'status.free.you'
    >>> personal(message("announce.free", colour=_ME, symbol="X", move="e5", next=_FRIEND),
    ...          game)
    Message(key='announce.free.you', params=(('move', 'e5'), ('symbol', 'X'), ('next', 'Bia')))
    """
    params = dict(said.params)
    if said.key in _NEXT and params.get("colour") == _ME:  # my move: "You (X) play e5"
        rest = tuple(pair for pair in said.params if pair[0] not in ("colour", "next"))
        nxt = friend_label(game) if params.get("next") == _FRIEND else params.get("next")
        return Message(f"{said.key}.you", (*rest, *((("next", nxt),) if nxt else ())))
    if said.key == "result.resign":
        if params.get("loser") == _ME:
            return message("result.resign.by_you", friend=friend_label(game))
        return message("result.resign.by_friend", friend=friend_subject(game))
    colour = params.get("colour")
    if said.key not in _PERSONAL or colour not in (_ME, _FRIEND):
        return said
    rest = tuple(pair for pair in said.params if pair[0] != "colour")
    if colour == _ME:
        return Message(f"{said.key}.you", rest)
    return Message(f"{said.key}.friend", (*rest, ("friend", friend_subject(game))))


