"""Game links: a whole game in a URL fragment, so two devices can play by message.

A link's fragment (the part after ``#``, which browsers never send to a server) is
nine fields separated by dots::

    t1 . pua- . Qk3xZ09a . 1 . 81 . <moves> . <name a> . <name b> . <check>

- ``t1``: the format tag and version (``t`` then the version number);
- flags, four letters: ``p`` play or ``w`` watch; the game's letter (its variant's
  ``link_letter``: ``u`` ultimate, ``c`` classic);
  who holds X, ``a`` (the player who sent the first invitation) or ``b`` (the friend);
  who resigned, ``x``, ``o`` or ``-``;
- the series id (8 base64url characters, 48 random bits) shared by every round two
  friends play, and the round number;
- the number of moves, then the moves packed as one number in mixed radix: each move
  is its index among the legal moves of its position, so a forced move into a small
  board costs about 3 bits and a whole 81-move game about 45 characters;
- the players' names (optional, percent-encoded UTF-8, at most ``MAX_NAME`` characters);
- two base64url characters of a SHA-256 of the rest, which catch a mistyped or cut link.

Decoding replays the moves through the rules and raises ``LinkError`` (and nothing
else) for anything it cannot read; the error carries a message key to translate.

>>> link = Link("ultimate", "Qk3xZ09a", 1, "a", (40, 36, 4))
>>> text = encode(link)
>>> text
't1.pua-.Qk3xZ09a.1.3.Ip...Wi'
>>> decode(text) == link
True
>>> decode("t1.pua-.Qk3xZ09a.1.3.Ip...Wj")
Traceback (most recent call last):
...
uttt.app.friends.link.LinkError: link.damaged
"""

from __future__ import annotations

import base64
import random
import re
from typing import Literal

from uttt.app.core.vocabulary import GameKind
from uttt.app.round.rules import new_board
from uttt.app.texts.i18n import Message, Param, message
from uttt.app.variants import VARIANTS, variant_of
from uttt.board import Player
from uttt.digits import whole_number
from uttt.frozen import frozen

__all__ = [
    "FORMAT_VERSION",
    "Link",
    "LinkError",
    "Seat",
    "clean_name",
    "decode",
    "encode",
    "fragment_of",
    "new_series_id",
]

FORMAT_VERSION = 1
TAG = "t"
MAX_FRAGMENT = 600
"""Longer fragments are refused before anything is parsed."""
MAX_NAME = 24
MAX_ROUND = 9999

Seat = Literal["a", "b"]
"""The two friends of a series: ``a`` sent the first invitation, ``b`` accepted it."""

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
_DIGIT = {c: i for i, c in enumerate(ALPHABET)}
SERIES = re.compile(r"[A-Za-z0-9_-]{8}")
_GAME_OF_LETTER = {variant.link_letter: game for game, variant in VARIANTS.items()}
"""The game each variant's letter in the flags names."""


class LinkError(ValueError):
    """A link the page refuses; ``message`` says why, to translate and show."""

    def __init__(self, key: str, **params: Param) -> None:
        super().__init__(key)
        self.message: Message = message(key, **params)


@frozen
class Link:
    """What a link carries. ``watch`` links are read-only: both seats are nobody."""

    variant: GameKind
    series: str
    round: int
    x_holder: Seat
    moves: tuple[int, ...]
    resigned: Player | None = None
    names: tuple[str, str] = ("", "")
    watch: bool = False

    @property
    def holder_of_o(self) -> Seat:
        return "b" if self.x_holder == "a" else "a"

    def seat_of(self, symbol: Player) -> Seat:
        """Which friend plays ``symbol`` in this round."""
        return self.x_holder if symbol == "X" else self.holder_of_o


def clean_name(text: str) -> str:
    r"""A player's name as typed, made fit for a link: no control characters, spaces
    squeezed, at most ``MAX_NAME`` characters (``""``: no name).

    >>> clean_name("  Ana \t Beatriz\n"), len(clean_name("x" * 99)), clean_name("\x00")
    ('Ana Beatriz', 24, '')
    """
    words = "".join(c if c.isprintable() else " " for c in text).split()
    return " ".join(words)[:MAX_NAME].strip()


def new_series_id() -> str:
    """A fresh series id: 48 random bits, 8 base64url characters."""
    return base64.urlsafe_b64encode(random.SystemRandom().randbytes(6)).decode()


# -- encoding ---------------------------------------------------------------


def encode(link: Link) -> str:
    """The fragment for a link (without the ``#``)."""
    body = ".".join(
        (
            f"{TAG}{FORMAT_VERSION}",
            _flags(link),
            link.series,
            str(link.round),
            str(len(link.moves)),
            _pack(link.variant, link.moves),
            _quoted(link.names[0]),
            _quoted(link.names[1]),
        )
    )
    return f"{body}.{_check(body)}"


def fragment_of(url: str) -> str:
    """The fragment of a URL or pasted text: what follows the first ``#`` (all of it if none).

    >>> fragment_of("https://example.org/uttt/#t1.x"), fragment_of(" t1.x ")
    ('t1.x', 't1.x')
    """
    text = url.strip()
    return text.split("#", 1)[1] if "#" in text else text


_UNRESERVED = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_~")
_ESCAPE = re.compile(r"%[0-9A-F]{2}|[A-Za-z0-9_~-]", re.ASCII)


def _quoted(name: str) -> str:
    """A name percent-encoded as UTF-8, everything but letters, digits and ``-_~``
    escaped (dots too: they separate the fields)."""
    return "".join(chr(b) if b in _UNRESERVED else f"%{b:02X}" for b in name.encode())


def _unquoted(text: str) -> str:
    """The name a ``_quoted`` text spells; raises ``LinkError`` for anything else."""
    pieces = _ESCAPE.findall(text)
    if "".join(pieces) != text:
        raise LinkError("link.damaged")
    raw = bytes(int(p[1:], 16) if p.startswith("%") else ord(p) for p in pieces)
    try:
        return raw.decode()
    except UnicodeDecodeError:
        raise LinkError("link.damaged") from None


def _flags(link: Link) -> str:
    kind = "w" if link.watch else "p"
    variant = variant_of(link.variant).link_letter
    resigned = "-" if link.resigned is None else link.resigned.lower()
    return f"{kind}{variant}{link.x_holder}{resigned}"


def _pack(variant: GameKind, moves: tuple[int, ...]) -> str:
    """The moves as one number: each the index among the legal moves, in mixed radix."""
    board = new_board(variant)
    value, scale = 0, 1
    for move in moves:
        legal = board.legal_moves()
        value += legal.index(move) * scale
        scale *= len(legal)
        board.push(move)
    digits = []
    while value:
        value, digit = divmod(value, 64)
        digits.append(ALPHABET[digit])
    return "".join(digits)


def _check(body: str) -> str:
    import hashlib  # lazy: see uttt.app.friends.link_match.round_id_of

    digest = hashlib.sha256(body.encode()).digest()
    return ALPHABET[digest[0] % 64] + ALPHABET[digest[1] % 64]


# -- decoding ---------------------------------------------------------------


def decode(fragment: str) -> Link:
    """Read a fragment: what follows the address's one ``#`` (``fragment_of``), space
    around it allowed; a second ``#`` is no link. Raises only ``LinkError``."""
    text = fragment.strip()
    if len(text) > MAX_FRAGMENT:
        raise LinkError("link.too_long")
    fields = text.split(".")
    _check_version(fields[0])
    if len(fields) != 9 or not text.isascii():
        raise LinkError("link.damaged")
    body, check = text.rsplit(".", 1)
    if check != _check(body):
        raise LinkError("link.damaged")
    return _read(fields)


def _check_version(tag: str) -> None:
    """``t`` and the version as ``encode`` writes it: ASCII digits, no leading zero."""
    version = whole_number(tag[1:], canonical=True, most_digits=5)
    if not tag.startswith(TAG) or version is None:
        raise LinkError("link.not_a_link")
    if version > FORMAT_VERSION:
        raise LinkError("link.newer")
    if version != FORMAT_VERSION:
        raise LinkError("link.not_a_link")


def _read(fields: list[str]) -> Link:
    _, flags, series, round_text, count_text, packed, name_a, name_b, _ = fields
    if len(flags) != 4 or flags[0] not in "pw" or flags[1] not in _GAME_OF_LETTER:
        raise LinkError("link.damaged")
    if flags[2] not in "ab" or flags[3] not in "xo-":
        raise LinkError("link.damaged")
    if not SERIES.fullmatch(series):
        raise LinkError("link.damaged")
    number = whole_number(round_text, canonical=True, most_digits=4)
    count = whole_number(count_text, canonical=True, most_digits=4)
    if number is None or count is None or not 1 <= number <= MAX_ROUND:
        raise LinkError("link.damaged")
    variant = _GAME_OF_LETTER[flags[1]]
    moves = _unpack(variant, count, packed)
    resigned: Player | None = None if flags[3] == "-" else "X" if flags[3] == "x" else "O"
    if resigned is not None:
        _check_resign(variant, moves)
    seat: Seat = "a" if flags[2] == "a" else "b"
    names = (_name(name_a), _name(name_b))
    return Link(variant, series, number, seat, moves, resigned, names, flags[0] == "w")


def _unpack(variant: GameKind, count: int, packed: str) -> tuple[int, ...]:
    if packed.endswith("A") or any(c not in _DIGIT for c in packed):
        raise LinkError("link.damaged")  # a leading zero digit: not how encode writes it
    value = sum(_DIGIT[c] << (6 * i) for i, c in enumerate(packed))
    board = new_board(variant)
    for _ in range(count):
        legal = board.legal_moves()
        if not legal:
            raise LinkError("link.after_end")
        value, index = divmod(value, len(legal))
        board.push(legal[index])
    if value:
        raise LinkError("link.damaged")
    return tuple(board.moves)


def _check_resign(variant: GameKind, moves: tuple[int, ...]) -> None:
    """A resignation comes before the end (either side may resign, on its turn or while
    it waits for the other's move); which side sent it is the receiver's to check
    (``uttt.app.friends.book``)."""
    board = new_board(variant)
    for move in moves:
        board.push(move)
    if board.outcome() is not None:
        raise LinkError("link.damaged")


def _name(text: str) -> str:
    if len(text) > 3 * 4 * MAX_NAME:
        raise LinkError("link.damaged")
    name = _unquoted(text)
    if len(name) > MAX_NAME or not name.isprintable() or name != name.strip():
        raise LinkError("link.damaged")
    if _quoted(name) != text:
        raise LinkError("link.damaged")  # one spelling per name, as encode writes it
    return name
