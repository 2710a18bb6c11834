"""The saved form of the link games: its own localStorage key, versioned, validated.

Link games live under their own key (``uttt.app.core.keys``), apart from the local game's document
(``uttt.app.storage.save``), so nothing in that older format changes and neither can damage
the other. Like the main save, ``load_friends`` never raises: each game is checked and
replayed through the rules, what is wrong is dropped and reported, and the raw text
is handed back to be set aside under the backup key.

Shape (schema 3; schema 2 is the same without ``invited`` and ``past``, schema 1, before
the player's name, also without ``name``; both are still read, every game as answered)::

    {"schema": 3, "counter": 7, "name": "Ana",
     "games": [{"variant": "ultimate", "series": "Qk3xZ09a", "round": 1, "me": "a",
                "x": "a", "moves": [40, 36], "resigned": null | "X" | "O",
                "names": ["Ana", ""], "shared": 1, "updated": 7,
                "invited": true}, ...],   # only while an invitation is not answered
     "past": {"Qk3xZ09a": [through, won, lost, drawn]},   # rounds dropped (friend_bound)
     "live": {"Qk3xZ09a": "SOGP1SK7.wI5T4gi2t-8ealKS"}}   # only once a series went live

``live`` (each series' live room, ``uttt.app.live.room``) came within schema 3, written
only when a series has a room (a book that never went live is byte for byte what the
earlier release wrote); a page that does not know it drops it, and the game goes on by
link. A damaged room is dropped and reported like a damaged game.

A book of a newer schema is read as far as it is understood and never written over
(``newer``), like the main save.

>>> book = load_friends(dump_friends(FriendBook())).book
>>> book == FriendBook()
True
>>> load_friends("[1, 2").problems
('friends.unreadable',)
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import cast

from uttt.app.core.vocabulary import GAMES
from uttt.app.friends.book import FriendBook, GameKey, LinkGame, Past
from uttt.app.friends.link import MAX_NAME, MAX_ROUND, SERIES, clean_name
from uttt.app.live.room import read_token
from uttt.app.round.rules import replay_prefix
from uttt.app.scores.ledger import is_int
from uttt.app.storage.save import _parse
from uttt.app.storage.tab_merge import merge_links
from uttt.frozen import frozen, replace

SCHEMA = 3
MAX_TEXT = 256 * 1024
MAX_COUNTER = 10**12




@frozen
class FriendLoad:
    """The games kept, the problems found (message keys) and the text to set aside."""

    book: FriendBook
    problems: tuple[str, ...] = ()
    backup: str | None = None
    newer: bool = False
    """A newer version wrote this book: show it, never write over it (no backup either)."""


def dump_friends(book: FriendBook) -> str:
    games = [_game_json(g) for g in sorted(book.games.values(), key=lambda g: g.key)]
    past = {series: [p.through, p.won, p.lost, p.drawn] for series, p in sorted(book.past.items())}
    doc: dict[str, object] = {"schema": SCHEMA, "counter": book.counter,
                              "name": book.my_name, "games": games, "past": past}
    if book.rooms:
        doc["live"] = dict(sorted(book.rooms.items()))
    return json.dumps(doc, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def _game_json(g: LinkGame) -> dict[str, object]:
    return {"variant": g.variant, "series": g.series, "round": g.round, "me": g.me,
            "x": g.x_holder, "moves": list(g.moves), "resigned": g.resigned,
            "names": list(g.names), "shared": g.shared, "updated": g.updated,
            **({"invited": True} if g.invited else {})}


def load_friends(text: str | None) -> FriendLoad:
    """Read the saved link games. Never raises."""
    if text is None:
        return FriendLoad(FriendBook())
    if len(text) > MAX_TEXT:
        return FriendLoad(FriendBook(), ("friends.unreadable",), text)
    try:
        doc = _parse(text)
    except (ValueError, RecursionError):
        return FriendLoad(FriendBook(), ("friends.unreadable",), text)
    if not isinstance(doc, dict) or not is_int(doc.get("schema"), 1, MAX_COUNTER):
        return FriendLoad(FriendBook(), ("friends.unreadable",), text)
    problems: list[str] = []
    book = _read_book(doc, problems)
    if doc["schema"] > SCHEMA:  # what it holds that this version drops, it keeps
        return FriendLoad(book, newer=True)
    return FriendLoad(book, tuple(dict.fromkeys(problems)), text if problems else None)


def _read_book(doc: Mapping[str, object], problems: list[str]) -> FriendBook:
    counter = doc.get("counter")
    if not is_int(counter, 0, MAX_COUNTER):
        counter = 0
        problems.append("friends.invalid")
    raw_games = doc.get("games")
    if not isinstance(raw_games, list):
        problems.append("friends.invalid")
        raw_games = []
    games: dict[GameKey, LinkGame] = {}
    for raw in raw_games:  # all of them: MAX_TEXT bounds the count, friend_bound the book
        game = _read_game(raw) if isinstance(raw, dict) else None
        if game is None or game.key in games:
            problems.append("friends.invalid")
            continue
        games[game.key] = game
    top = max([cast(int, counter), *(g.updated for g in games.values())])
    return FriendBook(games, top, _read_name(doc.get("name", ""), problems),
                      _read_past(doc.get("past", {}), problems),
                      _read_rooms(doc.get("live", {}), problems))


def _read_rooms(raw: object, problems: list[str]) -> dict[str, str]:
    """Each series' live room (absent: none)."""
    if not isinstance(raw, dict):
        problems.append("friends.invalid")
        return {}
    rooms: dict[str, str] = {}
    for series, token in raw.items():
        if SERIES.fullmatch(series) and read_token(token) is not None:
            rooms[series] = token
        else:
            problems.append("friends.invalid")
    return rooms


def _read_past(raw: object, problems: list[str]) -> dict[str, Past]:
    """The rounds dropped per series (absent before schema 3)."""
    if not isinstance(raw, dict):
        problems.append("friends.invalid")
        return {}
    past: dict[str, Past] = {}
    for series, counts in raw.items():
        if (SERIES.fullmatch(series) and isinstance(counts, list) and len(counts) == 4
                and all(is_int(n, 0, MAX_ROUND) for n in counts)):
            past[series] = Past(*counts)
        else:
            problems.append("friends.invalid")
    return past


def _read_name(name: object, problems: list[str]) -> str:
    """My name: absent in schema 1 (no name), else as ``clean_name`` leaves it."""
    if isinstance(name, str) and clean_name(name) == name:
        return name
    problems.append("friends.invalid")
    return ""


def _read_game(raw: Mapping[str, object]) -> LinkGame | None:
    variant, series, number = raw.get("variant"), raw.get("series"), raw.get("round")
    me, x, moves, names = raw.get("me"), raw.get("x"), raw.get("moves"), raw.get("names")
    resigned, shared, updated = raw.get("resigned"), raw.get("shared"), raw.get("updated")
    invited = raw.get("invited", False)
    if not isinstance(invited, bool):
        return None
    if not (variant in GAMES and isinstance(series, str) and SERIES.fullmatch(series)):
        return None
    if not (is_int(number, 1, MAX_ROUND) and me in ("a", "b") and x in ("a", "b")):
        return None
    if not (isinstance(moves, list) and len(moves) <= 81 and resigned in (None, "X", "O")):
        return None
    if not (is_int(shared, 0, 81) and is_int(updated, 0, MAX_COUNTER) and _names_ok(names)):
        return None
    board = replay_prefix(variant, moves)
    if len(board.moves) != len(moves):
        return None
    if resigned is not None and board.outcome() is not None:
        return None  # a resignation comes before the end (by either side, on any turn)
    return LinkGame(variant, series, cast(int, number), me, x,
                    tuple(board.moves), resigned, tuple(names),  # type: ignore[arg-type]
                    min(cast(int, shared), len(moves)), cast(int, updated), invited)


def _names_ok(names: object) -> bool:
    return (isinstance(names, list) and len(names) == 2
            and all(isinstance(n, str) and len(n) <= MAX_NAME for n in names))


def merge_friends(mine: FriendBook, stored: FriendBook) -> FriendBook:
    """Two tabs' books as one, the same whichever is whose (``tab_merge.merge_links``)."""
    return merge_links(mine, stored)


def forget(book: FriendBook, key: GameKey) -> FriendBook:
    """The book without one game."""
    games = {k: g for k, g in book.games.items() if k != key}
    return replace(book, games=games)
