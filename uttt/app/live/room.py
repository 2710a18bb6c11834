"""A live room: its id, its secret, and how an invite link carries them.

A room is made when a player chooses live play for a link game (``room_for``): its id
and secret are hashes of the event's fresh randomness (``Click.fresh_id``, 64 random
bits; the secret's also of the game's series id, which a relay never sees), so ``step``
stays deterministic and the room's public id tells nothing of its secret. The invite
link is the game's friend link with the room appended to its fragment, which no host
ever sees::

    https://example.org/uttt/#t1.pua-.Qk3xZ09a.1.0..Ana..Xy&live=SOGP1SK7.wI5T4gi2t-8ealKS.b

(``.b``: the seat the invite is for, since a live invite goes before the first move; a
watch link's room has none).

>>> room = room_for("91b7584a2265b1f5", "Qk3xZ09a")
>>> room.token
'SOGP1SK7.wI5T4gi2t-8ealKS'
>>> with_room("t1.pua-.Qk3xZ09a.1.0....Xy", room)[-34:]
'.Xy&live=SOGP1SK7.wI5T4gi2t-8ealKS'
>>> split_room("t1.x&live=SOGP1SK7.wI5T4gi2t-8ealKS") == ("t1.x", room, None)
True
>>> split_room(with_room("t1.x", room, "b"))[2], split_room("t1.x&live=SOGP1SK7.wI5T4gi2t-8ealKS.c")
('b', ('t1.x', None, None))
>>> split_room("t1.x&live=short.x"), split_room("t1.x")
(('t1.x', None, None), ('t1.x', None, None))
"""

from __future__ import annotations

import base64
import re
from typing import Literal

from uttt.frozen import frozen

MARK = "&live="
"""What separates a link's fragment from the room it carries."""

Seat = Literal["a", "b"]
"""The two friends of a series (``uttt.app.friends.link.Seat``)."""

ROOM_ID = re.compile(r"[A-Za-z0-9_-]{8}")
SECRET = re.compile(r"[A-Za-z0-9_-]{16}")


@frozen
class Room:
    """A live room: ``room`` names it on the relays, ``secret`` encrypts the
    introductions (only the players' and spectators' links hold it)."""

    room: str
    secret: str

    @property
    def token(self) -> str:
        """The room as links and the saved book write it: ``room.secret``."""
        return f"{self.room}.{self.secret}"


def room_for(fresh_id: str, series: str) -> Room:
    """A new room for a series, from a fresh random round id (16 hex digits)."""
    import hashlib  # lazy, as in uttt.app.friends.link

    room = hashlib.sha256(f"room:{fresh_id}".encode()).digest()[:6]
    secret = hashlib.sha256(f"secret:{fresh_id}:{series}".encode()).digest()[:12]
    return Room(*(base64.urlsafe_b64encode(part).decode() for part in (room, secret)))


def read_token(token: object) -> Room | None:
    """The room a ``room.secret`` text names, ``None`` for anything else.

    >>> read_token("SOGP1SK7.wI5T4gi2t-8ealKS").room, read_token("a.b"), read_token(5)
    ('SOGP1SK7', None, None)
    """
    if not isinstance(token, str) or len(token) != 25 or token[8:9] != ".":
        return None
    room, secret = token[:8], token[9:]
    if not (ROOM_ID.fullmatch(room) and SECRET.fullmatch(secret)):
        return None
    return Room(room, secret)


def with_room(fragment: str, room: Room, seat: Seat | None = None) -> str:
    """A link's fragment with the room appended, and the seat the invite is for (a
    player's invite: ``a`` or ``b``; none for spectators)."""
    return f"{fragment}{MARK}{room.token}" + ("" if seat is None else f".{seat}")


def split_room(text: str) -> tuple[str, Room | None, Seat | None]:
    """A link (or its fragment) and the room it carries: the text without the room's
    part, the room (``None`` when there is none or it is not a valid one) and the seat
    the invite is for (``None``: none said)."""
    head, mark, tail = text.strip().partition(MARK)
    token, dot, letter = tail[:25], tail[25:26], tail[26:]
    room = read_token(token) if mark else None
    seat: Seat | None = "a" if letter == "a" else "b" if letter == "b" else None
    if room is None or ((dot or letter) and (dot != "." or seat is None)):
        return head, None, None
    return head, room, seat
