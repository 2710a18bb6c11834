"""Study links: an analysis board (a game or a position, its variations and whatever
else the saved board holds) in a URL fragment, so no server ever sees it. Pure.

A link's fragment (after ``#``) is four fields separated by dots::

    s1 . - . <board> . <check>

- ``s1``: the format tag ``s`` and the version;
- who resigned the game, ``x``, ``o`` or ``-`` (a resigned game is over although its
  moves are not: the analysis board needs to know);
- the board: the saved board's document as the study store writes it
  (``uttt.app.study.store.board_document``: ``{"schema": n, "board": {...}}``, compact
  JSON), compressed with raw DEFLATE (its preset dictionary ``WORDS``: the document's
  own keys) and written in base64url without padding; read back through the store's
  own reader (``store.shared_board_of``), so a board's fields travel in the link as
  they are saved, and a board of a newer schema is refused as newer;
- four base64url characters of a SHA-256 of the rest, which catch a link cut short,
  mistyped or changed.

``decode`` raises ``StudyLinkError`` (and nothing else) for anything it cannot read: a
fragment over ``MAX_FRAGMENT`` characters unread, a board over ``MAX_INFLATED`` bytes
once inflated, a check that does not match, a version or schema too new, moves the rules
refuse; the error carries a message key to translate.

>>> from uttt.app.study.variations import Node, add_line, add_variation
>>> root = add_variation(add_line(Node(), (), (40, 36)), (40,), 37)
>>> text = encode(SharedStudy(SavedBoard((40, 36), root)))
>>> text
's1.-.Q2gzQ9IGU2tioGNshqrBxCBWJxoiDKLMY2MRbomtrQUA.7LvO'
>>> decode(text).board.root == root
True
>>> decode(text[:-1] + "a")
Traceback (most recent call last):
...
uttt.app.study.study_link.StudyLinkError: studylink.damaged
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from typing import Literal

from uttt.app.core import json_text
from uttt.app.study.store import SavedBoard, board_document, shared_board_of
from uttt.app.texts.i18n import Message, Param, message
from uttt.board import Board, Player
from uttt.digits import whole_number
from uttt.frozen import frozen

__all__ = ["FORMAT_VERSION", "MAX_FRAGMENT", "MAX_INFLATED", "SharedStudy", "StudyLinkError",
           "decode", "encode", "is_study_link"]

FORMAT_VERSION = 1
TAG = "s"
MAX_FRAGMENT = 8000
"""The longest fragment made or read (longer ones are refused before anything is parsed):
far under every browser's limit on an address, and over the largest board the store keeps
(``store.MAX_BOARD_MOVES`` moves) with room for what else a board holds."""
MAX_INFLATED = 64 * 1024
"""The most bytes a link's board inflates to: a larger one is refused, unread."""
CHECK = 4
"""Characters of the check (24 bits of SHA-256)."""
WORDS = (b'"arrows":[[],"circles":[],"comment":" the ","notes":[{"node":'
         b'{"schema":4,"board":{"start":"","moves":[],"tree":[[-1,')
"""DEFLATE's preset dictionary: the words board documents are made of, the commonest
last (part of the format: a change to it is a new version)."""
_LINK = re.compile(r"\s*s[0-9]+\.", re.ASCII)
_BODY = re.compile(r"[A-Za-z0-9_-]+", re.ASCII)
_RESIGNED: dict[str, Player | None] = {"-": None, "x": "X", "o": "O"}
Problem = Literal["studylink.damaged", "studylink.newer", "studylink.too_long",
                  "studylink.not_a_link", "studylink.invalid", "studylink.bad_start"]


class StudyLinkError(ValueError):
    """A study link the page refuses; ``message`` says why, to translate and show."""

    def __init__(self, key: Problem, **params: Param) -> None:
        super().__init__(key)
        self.key = key
        self.message: Message = message(key, **params)


@frozen
class SharedStudy:
    """What a study link carries: the saved board and who resigned its game."""

    board: SavedBoard
    resigned: Player | None = None


def is_study_link(fragment: str) -> bool:
    """Whether a fragment is meant as a study link: ``s``, a version, a dot.

    >>> is_study_link("s1.-.x.y"), is_study_link(" s9."), is_study_link("t1.pua-")
    (True, True, False)
    """
    return _LINK.match(fragment) is not None


# -- encoding ---------------------------------------------------------------


def encode(study: SharedStudy) -> str:
    """The fragment of a study link (without the ``#``); its length may pass
    ``MAX_FRAGMENT``, which the caller checks (``fits``)."""
    return document_fragment(board_document(study.board), study.resigned)


def document_fragment(doc: object, resigned: Player | None = None) -> str:
    """The fragment carrying any JSON document as a board (``encode``'s way; tests and
    measures build documents of their own with it)."""
    text = json.dumps(doc, separators=(",", ":"), ensure_ascii=False)
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15, zdict=WORDS)
    packed = deflate.compress(text.encode()) + deflate.flush()
    data = base64.urlsafe_b64encode(packed).decode().rstrip("=")
    side = "-" if resigned is None else resigned.lower()
    body = f"{TAG}{FORMAT_VERSION}.{side}.{data}"
    return f"{body}.{_check(body)}"


def fits(fragment: str) -> bool:
    """Whether a fragment is short enough to be read back (``MAX_FRAGMENT``)."""
    return len(fragment) <= MAX_FRAGMENT


def _check(body: str) -> str:
    import hashlib  # lazy: see uttt.app.friends.link_match.round_id_of

    digest = hashlib.sha256(body.encode()).digest()
    return base64.urlsafe_b64encode(digest).decode()[:CHECK]


# -- decoding ---------------------------------------------------------------


def decode(fragment: str) -> SharedStudy:
    """Read a fragment (space around it allowed). Raises only ``StudyLinkError``."""
    text = fragment.strip()
    if len(text) > MAX_FRAGMENT:
        raise StudyLinkError("studylink.too_long")
    fields = text.split(".")
    _check_version(fields[0])
    if len(fields) != 4 or not text.isascii() or fields[1] not in _RESIGNED:
        raise StudyLinkError("studylink.damaged")
    body, check = text.rsplit(".", 1)
    if check != _check(body) or not _BODY.fullmatch(fields[2]):
        raise StudyLinkError("studylink.damaged")
    board = _board(_inflated(fields[2]))
    resigned = _RESIGNED[fields[1]]
    if resigned is not None and _over(board):
        raise StudyLinkError("studylink.invalid")  # a resignation after the end
    return SharedStudy(board, resigned)


def _check_version(tag: str) -> None:
    """``s`` and the version as ``encode`` writes it: ASCII digits, no leading zero."""
    version = whole_number(tag[1:], canonical=True, most_digits=5)
    if not tag.startswith(TAG) or version is None:
        raise StudyLinkError("studylink.not_a_link")
    if version > FORMAT_VERSION:
        raise StudyLinkError("studylink.newer")
    if version != FORMAT_VERSION:
        raise StudyLinkError("studylink.not_a_link")


def _inflated(data: str) -> str:
    """The board's JSON text: base64url, raw DEFLATE, at most ``MAX_INFLATED`` bytes."""
    try:
        packed = base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))
        inflate = zlib.decompressobj(-15, zdict=WORDS)
        raw = inflate.decompress(packed, MAX_INFLATED)
    except (binascii.Error, ValueError, zlib.error):
        raise StudyLinkError("studylink.damaged") from None
    if inflate.unconsumed_tail:
        raise StudyLinkError("studylink.too_long")
    if not inflate.eof or inflate.unused_data:
        raise StudyLinkError("studylink.damaged")
    try:
        return raw.decode()
    except UnicodeDecodeError:
        raise StudyLinkError("studylink.damaged") from None


def _board(text: str) -> SavedBoard:
    """The board the document holds, read by the study store's own reader."""
    try:
        doc = json_text.loads(text)
    except ValueError:
        raise StudyLinkError("studylink.damaged") from None
    board = shared_board_of(doc)
    if isinstance(board, SavedBoard):
        return board
    problems: dict[str, Problem] = {"study.newer_version": "studylink.newer",
                                    "study.board_start": "studylink.bad_start"}
    raise StudyLinkError(problems.get(board, "studylink.invalid"))


def _over(board: SavedBoard) -> bool:
    """Whether the board's game ends by the rules (no resignation can follow)."""
    position = Board() if board.start is None else Board.from_fen(board.start, x_first=True)
    for move in board.game:
        position.push(move)
    return position.is_game_over()
