"""One way into the page for every game from outside: a link, a pasted link, a pasted
record, a file's contents. Same parser, same errors (``LinkError`` with a message key).

A record is the README's notation, optionally tagged with a game's name at the start,
``[classic]`` or ``[ultimate]`` (``record_text`` writes a variant's ``record_tag``: classic
games carry theirs). Untagged text is read as the first variant's (ultimate), or as
another's when only its move names, results and numbers make it up and it reads there.

>>> open_text("1. e5 e4 2. d2").moves
(40, 37, 12)
>>> open_text("[classic] b2 a1 c1 a3 b1 c3 b3 1-0").variant
'classic'
>>> open_text("1. e5 e4 2. a1").link
Traceback (most recent call last):
...
uttt.app.friends.link.LinkError: record.wrong_board
>>> open_text("https://example.org/#hello").link
Traceback (most recent call last):
...
uttt.app.friends.link.LinkError: link.not_a_link
>>> record_text("ultimate", (40, 37), "O")
'1. e5 e4 1-0'
"""

from __future__ import annotations

import re

from uttt.app.core.vocabulary import GameKind
from uttt.app.friends.link import Link, LinkError, decode, fragment_of
from uttt.app.round.rules import replay
from uttt.app.texts.i18n import Ref
from uttt.app.variants import VARIANTS, Variant, variant_of
from uttt.board import Player
from uttt.frozen import frozen
from uttt.notation import (
    ONGOING,
    RESULTS,
    BadMove,
    RecordError,
    result_token,
    split_start,
)

MAX_TEXT = 20_000
"""Longer pasted text or files are refused unread (a record is a few hundred characters)."""

_HEAD = 200
"""How much of a refused long text is read to tell a link from a record (an address
with its ``#`` comes first)."""
_TAG = re.compile(rf"\s*\[({'|'.join(VARIANTS)})\]", re.IGNORECASE)
"""A record's game tag: a variant's name in brackets (its moves are read on its board)."""
_LINK = re.compile(r"(.*#)?\s*t[0-9]+\.", re.DOTALL | re.ASCII)
_ADDRESS = re.compile(r"#|(?<![a-z0-9+.-])[0-9+.-]*[a-z][a-z0-9+.-]*://",
                      re.IGNORECASE | re.ASCII)
"""Text that is an address, not a record (no record holds a ``#`` or a scheme: letters,
digits, ``+ . -``, a letter among them, then ``://``). A scheme is tried only from the
start of a run of its characters (the look-behind), so each run is read once: tried from
each of its letters, the search read the rest of the run again each time, and a long
word took time as the square of its length (19,999 letters: seconds)."""
SHOWN_TEXT = 12
"""A refused move's text is quoted in the message up to this many characters."""
_REASON_KEYS = {"not_a_move": "record.unknown_name", "unknown_name": "record.unknown_name",
                "game_over": "record.game_over", "wrong_board": "record.wrong_board",
                "board_closed": "record.board_closed", "taken": "record.taken",
                "misplaced_number": "record.misplaced_number",
                "early_result": "record.early_result"}
"""The message for each reason a record goes wrong at a move (``BadReason``)."""


@frozen
class Opened:
    """A game to show: its moves, who resigned, and the play link it came in (if any;
    a watch link, a record or a position to analyse opens read-only, for review)."""

    variant: GameKind
    moves: tuple[int, ...]
    resigned: Player | None = None
    link: Link | None = None
    start: str | None = None
    """The position the game starts from (the engines' text, ``uttt.fen``; ``None``:
    the empty board): a record from a set-up position, or a position opened to analyse."""


def open_text(text: str, source: str = "paste") -> Opened:
    """Read a link or a record; raises ``LinkError`` (and nothing else) when it cannot.
    ``source`` (``hash``, ``paste`` or ``file``) names the refusals: a file too large or
    empty is said to be one; text that begins as a link and is far too long is a link
    too long, not a record.

    >>> open_text("t1." + "A" * 30_000).link
    Traceback (most recent call last):
    ...
    uttt.app.friends.link.LinkError: link.too_long
    >>> open_text("", "file").link
    Traceback (most recent call last):
    ...
    uttt.app.friends.link.LinkError: open.file_empty
    """
    from_file = source == "file"
    if len(text) > MAX_TEXT:
        if from_file:
            raise LinkError("open.file_too_large")
        head = text[:_HEAD].strip()
        raise LinkError("link.too_long" if _LINK.match(head) or "#" in head
                        else "open.too_long")
    if not text.strip():
        raise LinkError("open.file_empty" if from_file else "open.empty")
    if _LINK.match(text.strip()):
        link = decode(fragment_of(text))
        return Opened(link.variant, link.moves, link.resigned, None if link.watch else link)
    if _ADDRESS.search(text):
        raise LinkError("link.not_a_link")
    return _open_record(text)


def _open_record(text: str) -> Opened:
    tag = _TAG.match(text)
    body = text[tag.end():] if tag else text
    start, body = split_start(body)
    first, *others = VARIANTS.values()
    if tag:
        return _read_record(body, variant_of(_game_named(tag[1])), start=start)
    if start is not None:  # a set-up position: the first game's (the others have none)
        return _read_record(body, first, start=start)
    try:
        return _read_record(body, first)
    except LinkError:
        tokens = {t.lower() for t in body.split() if not t.rstrip(".").isdecimal()}
        for other in others:
            if tokens and tokens <= _record_words(other):
                try:
                    return _read_record(body, other)
                except LinkError:
                    pass
        raise


def _game_named(name: str) -> GameKind:
    """The game a record's tag names (any case)."""
    return next(game for game in VARIANTS if game == name.lower())


def _record_words(variant: Variant) -> frozenset[str]:
    """Every word a record of the game may hold but for move numbers: its move names
    and the result tokens."""
    return frozenset(variant.move_names()) | {*RESULTS, ONGOING}


def _read_record(body: str, variant: Variant, start: str | None = None) -> Opened:
    """A record's game, from its ``start`` position if it has one (refused with its own
    message when the rules refuse the position)."""
    try:
        if start is not None:  # read as every position the page offers (X opens)
            replay(variant.game, (), start)
        parsed = variant.parse_record(body, start=start)
    except RecordError as error:
        raise _record_error(error.bad, variant) from None
    except ValueError:  # the start position (``uttt.fen.FenError``)
        raise LinkError("record.bad_start") from None
    resigned: Player | None = None
    if parsed.result is not None and replay(variant.game, parsed.moves,
                                            start).outcome() is None:
        resigned = "O" if parsed.result == "1-0" else "X"
    return Opened(variant.game, tuple(parsed.moves), resigned, start=start)


def _record_error(bad: BadMove | None, variant: Variant) -> LinkError:
    """The message for a record that does not read: the move where it goes wrong, the
    text given for it and why (or the result, when no one move is at fault)."""
    if bad is None:
        return LinkError("record.bad_result")
    text = bad.text if len(bad.text) <= SHOWN_TEXT else bad.text[:SHOWN_TEXT] + "…"
    where = {} if bad.board is None else {"board": Ref(f"board.{bad.board}")}
    return LinkError(_REASON_KEYS[bad.reason], number=bad.number, player=bad.player,
                     text=text, last=variant.move_names()[-1], **where)


def record_text(variant: GameKind, moves: tuple[int, ...], resigned: Player | None,
                start: str | None = None) -> str:
    """The record of a game, as copied or downloaded (classic games carry their tag; a
    game from a set-up position begins with it, ``uttt.notation.START_TAG``)."""
    result = result_token(replay(variant, moves, start).outcome())
    if resigned is not None:
        result = "0-1" if resigned == "X" else "1-0"
    shown = variant_of(variant)
    return shown.record_tag + shown.format_record(moves, result, start)
