"""The game archive: every game finished on this device, kept as moves. Pure.

Kept in a document of its own under its key (``uttt.app.core.keys``), next to the game's
save: the archive grows with every game, so it must never make the save itself too large
to write, and a damaged archive can be set aside without touching a round or a score.

Shape (schema 3)::

    {"schema": 3,
     "games": [{"id": "3f9c0a1b2c3d4e5f", "ended": 1796400000, "game": "ultimate",
                "x": "person", "o": "computer:master",
                "moves": [40, 36, ...], "resigned": null | "X" | "O",
                "start": "9/9/9/9/4x4/9/9/9/9 O 1 e5", "arrived": true}, ...]}

- ``id``: the round's id (16 hex digits): the same game is kept once, whichever tab or
  file brings it;
- ``ended``: when it ended, in whole seconds since 1970 (UTC; ``0``: not known); a game
  ending in the same second as the newest one kept is stamped a second after it, so
  games are listed in the order they ended;
- ``x``, ``o``: who played X and O: ``person`` (a person on this device),
  ``computer:<level>`` or ``friend:<name>`` (a game by link; the name may be empty);
- ``moves`` and ``resigned``: the game, replayed through the rules on load: a game that
  is not legal and finished is dropped;
- ``start``: only for a game played from a set-up position, that position (the engines'
  text, ``uttt.fen``), read by the rules first: a start they refuse drops the game.
  Schema 1 had no starts: its games are from the empty board and load unchanged;
- ``arrived``: only for a game that came by a friend's link and was never played on this
  device (it ended before I answered it: no move, resignation or link of mine). Schema 2
  had no such mark: its games load as played here.

The games are kept oldest first, by one order the same in every tab (when they ended,
then their id), at most ``MAX_GAMES`` of them: past that the oldest go first. Games that
arrived are kept apart and never in place of a game played here: at most
``MAX_ARRIVED`` of them, and only while the games played here leave room (any page can
make the game open links of finished rounds, hundreds of them). Two tabs' archives merge
by union (``merge``): commutative, idempotent, so a game archived in one tab is never
lost by the other's write.

>>> game = finished("00000000000000aa", 100, "classic", "person", "person", (4, 0, 2, 6, 3, 8, 5))
>>> game.result, game.mode, len(game.moves)
('1-0', 'two_players', 7)
>>> archive = add(Archive(), game)
>>> load(dump(archive)).archive == archive
True
>>> load('{"schema": 1, "games": [7]}').problems
('archive.games_dropped',)
"""

from __future__ import annotations

import json
import re
from typing import Literal

from uttt.app.core import json_text
from uttt.app.core.vocabulary import GAMES, LEVELS, GameKind, Level, Mode
from uttt.app.round.rules import replay_prefix
from uttt.app.scores.ledger import is_int
from uttt.app.variants import GameBoard
from uttt.board import Player
from uttt.frozen import frozen, replace
from uttt.notation import result_token

__all__ = ["MAX_ARRIVED", "MAX_GAMES", "Archive", "ArchiveLoad", "ArchivedGame",
           "add", "drop_oldest", "dump", "finished", "load", "merge", "player_token"]

SCHEMA_VERSION = 3
MAX_START = 120
"""The longest start position read (a full grid's text is under 100 characters)."""
MAX_GAMES = 500
"""The archive keeps the last 500 games; past that the oldest are dropped first."""
MAX_ARRIVED = 50
"""Of them, games that came by link and were never played here: at most 50, and only
in room the games played here leave."""
MAX_TEXT = 1024 * 1024
"""A longer archive text is not parsed (500 long games take about 150 KB)."""
MAX_ENDED = 2**40
ID = re.compile(r"[0-9a-f]{16}")
MAX_NAME = 24
"""A friend's name, as link games keep it (``uttt.app.friends.link.MAX_NAME``)."""

ModeName = Mode | Literal["friend"]
"""The kinds of game the archive tells apart: this device's modes, and games by link."""
MODE_NAMES: tuple[ModeName, ...] = ("two_players", "computer", "cvc", "friend")
Json = object


def player_token(kind: str, level: Level | None = None, name: str = "") -> str:
    """Who played one side, as saved: ``person``, ``computer:<level>`` or ``friend:<name>``.

    >>> player_token("computer", "master"), player_token("remote", name="Ana")
    ('computer:master', 'friend:Ana')
    """
    if kind == "computer":
        return f"computer:{level or 'beginner'}"
    if kind == "remote":
        return f"friend:{name}"
    return "person"


def valid_player(token: object) -> bool:
    """Whether ``token`` is a player as saved (a friend's name printable, at most 24)."""
    if not isinstance(token, str):
        return False
    if token == "person":
        return True
    kind, _, rest = token.partition(":")
    if kind == "computer":
        return rest in LEVELS
    if kind == "friend":
        return len(rest) <= MAX_NAME and rest == " ".join(rest.split()) and rest.isprintable()
    return False


@frozen
class ArchivedGame:
    """One finished game. ``result`` (``1-0``: X won, ``0-1``, ``1/2-1/2``) comes from
    replaying it (``finished``), never from what was stored."""

    id: str
    ended: int
    game: GameKind
    x: str
    o: str
    moves: tuple[int, ...]
    resigned: Player | None = None
    result: str = "*"
    start: str | None = None
    """The set-up position the game was played from (``None``: the empty board)."""
    arrived: bool = False
    """Came by a friend's link and was never played here (kept apart, ``MAX_ARRIVED``)."""

    @property
    def mode(self) -> ModeName:
        """What kind of game it was: by link, against the computer, the computer against
        itself, or two people here."""
        sides = (self.x, self.o)
        if any(s.startswith("friend:") for s in sides):
            return "friend"
        computers = sum(s.startswith("computer:") for s in sides)
        return ("two_players", "computer", "cvc")[computers]

    @property
    def person(self) -> Player | None:
        """The symbol of the one person here playing someone else (``None``: two people
        here, or nobody)."""
        people = [symbol for symbol, s in (("X", self.x), ("O", self.o)) if s == "person"]
        return "X" if people == ["X"] else "O" if people == ["O"] else None

    @property
    def winner(self) -> Player | None:
        return {"1-0": "X", "0-1": "O"}.get(self.result)  # type: ignore[return-value]

    def order(self) -> tuple[int, str, str]:
        """The archive's one order, the same in every tab: when it ended, its id, then
        the game itself (two copies of one id that differ: the last by this order, the
        later version of the game, stays)."""
        return (self.ended, self.id, _entry_text(self))


def finished(game_id: str, ended: int, game: GameKind, x: str, o: str,
             moves: tuple[int, ...] | list[object], resigned: Player | None = None,
             start: object = None, *, arrived: bool = False) -> ArchivedGame | None:
    """The game, if it is one the archive keeps: a valid id, time and players, a start
    position the rules accept (if any), legal moves to the end (or a resignation while it
    went on). ``None`` otherwise."""
    if not (isinstance(game_id, str) and ID.fullmatch(game_id) and is_int(ended, 0, MAX_ENDED)
            and game in GAMES and valid_player(x) and valid_player(o)
            and resigned in (None, "X", "O") and isinstance(moves, list | tuple)
            and len(moves) <= 81):
        return None
    if start is not None and not (isinstance(start, str) and len(start) <= MAX_START):
        return None
    try:
        board = replay_prefix(game, moves, start)
    except ValueError:  # the start position refused (``uttt.fen.FenError``)
        return None
    if len(board.moves) != len(moves):
        return None
    return of_board(game_id, ended, game, x, o, board, resigned, start, arrived=arrived)


def of_board(game_id: str, ended: int, game: GameKind, x: str, o: str, board: GameBoard,
             resigned: Player | None = None, start: str | None = None, *,
             arrived: bool = False) -> ArchivedGame | None:
    """The game whose moves ``board`` played (already through the rules: the live round's
    position, nothing replayed), if it is finished."""
    outcome = board.outcome()
    if (outcome is None) == (resigned is None):  # not over, or resigned after the end
        return None
    result = (result_token(outcome) or "*") if resigned is None else (
        "0-1" if resigned == "X" else "1-0")
    return ArchivedGame(game_id, ended, game, x, o, tuple(board.moves), resigned, result,
                        start, arrived)


@frozen
class Archive:
    """The finished games, oldest first (``ArchivedGame.order``), at most ``MAX_GAMES``."""

    games: tuple[ArchivedGame, ...] = ()

    def ids(self) -> frozenset[str]:
        return frozenset(g.id for g in self.games)

    def get(self, game_id: str) -> ArchivedGame | None:
        return next((g for g in self.games if g.id == game_id), None)


def merge(*archives: Archive) -> Archive:
    """The archives as one: every game of each (one copy per id, the last by the
    order), oldest first, the newest ``MAX_GAMES``. Commutative and idempotent, so tabs
    that merge in any order end alike.

    >>> a = finished("00000000000000aa", 5, "classic", "person", "person", [4, 0, 2, 6, 3, 8, 5])
    >>> b = finished("00000000000000bb", 3, "classic", "person", "person", [4, 0, 2, 6, 3, 8, 5])
    >>> [g.id for g in merge(Archive((a,)), Archive((b,))).games]
    ['00000000000000bb', '00000000000000aa']
    """
    kept: dict[str, ArchivedGame] = {}
    for archive in archives:
        for game in archive.games:
            held = kept.get(game.id)
            if held is None or game.order() > held.order():
                kept[game.id] = game
    ordered = sorted(kept.values(), key=ArchivedGame.order)
    return Archive(_bounded(ordered))


def _bounded(games: list[ArchivedGame]) -> tuple[ArchivedGame, ...]:
    """The newest ``MAX_GAMES`` games played here, and in the room they leave the newest
    ``MAX_ARRIVED`` that arrived (``games`` oldest first, and so the result)."""
    own = [g for g in games if not g.arrived][-MAX_GAMES:]
    room = min(MAX_ARRIVED, MAX_GAMES - len(own))
    arrived = [g for g in games if g.arrived][-room:] if room > 0 else []
    if len(own) + len(arrived) == len(games):
        return tuple(games)
    return tuple(sorted((*own, *arrived), key=ArchivedGame.order))


def add(archive: Archive, game: ArchivedGame) -> Archive:
    """The archive with ``game`` kept (once, whatever the number of times it is added)."""
    return merge(archive, Archive((game,)))


def drop_oldest(archive: Archive, count: int) -> Archive:
    """The archive less its ``count`` oldest games (never the newest: at least one
    stays)."""
    keep = max(1, len(archive.games) - count)
    return Archive(archive.games[-keep:]) if archive.games else archive


def _entry(game: ArchivedGame) -> dict[str, Json]:
    entry: dict[str, Json] = {"id": game.id, "ended": game.ended, "game": game.game,
                              "x": game.x, "o": game.o, "moves": list(game.moves),
                              "resigned": game.resigned}
    if game.start is not None:
        entry["start"] = game.start
    if game.arrived:
        entry["arrived"] = True
    return entry


def _entry_text(game: ArchivedGame) -> str:
    return json.dumps(_entry(game), separators=(",", ":"))


def dump(archive: Archive) -> str:
    """The archive document."""
    return json.dumps({"schema": SCHEMA_VERSION, "games": [_entry(g) for g in archive.games]},
                      separators=(",", ":"))


@frozen
class ArchiveLoad:
    """The archive kept, the problems found (message keys), the text to set aside under
    the archive's backup key before anything is written over it (``None``: nothing lost),
    and whether a newer version wrote it (then it is read, never written over)."""

    archive: Archive
    problems: tuple[str, ...] = ()
    backup: str | None = None
    newer: bool = False


def load(text: str | None) -> ArchiveLoad:
    """The archive saved in ``text``: each game replayed; what does not replay to a
    finished game is dropped and named in ``problems``, and the whole text handed back to
    set aside (``backup``).

    >>> load(None).archive == Archive(), load('{"schema": 9, "games": []}').newer
    (True, True)
    >>> load("[" * 50_000).problems
    ('archive.invalid',)
    """
    if text is None:
        return ArchiveLoad(Archive())
    loaded = _load(text)
    return replace(loaded, backup=text) if loaded.problems and not loaded.newer else loaded


def _load(text: str) -> ArchiveLoad:
    try:
        doc = json_text.loads(text) if len(text) <= MAX_TEXT else None
    except ValueError:
        doc = None
    if not isinstance(doc, dict) or not isinstance(doc.get("games"), list):
        return ArchiveLoad(Archive(), ("archive.invalid",))
    schema = doc.get("schema")
    newer = is_int(schema, SCHEMA_VERSION + 1, 10**6)
    if not is_int(schema, 1, SCHEMA_VERSION) and not newer:  # 1: no starts, 2: no arrivals
        return ArchiveLoad(Archive(), ("archive.invalid",))
    raw = doc["games"]
    games = [_game(item) for item in raw]
    kept = merge(Archive(tuple(g for g in games if g is not None)))
    problems = ("archive.games_dropped",) if None in games else ()
    if newer:
        problems = ("archive.newer", *problems)
    return ArchiveLoad(kept, problems, newer=newer)


def _game(raw: Json) -> ArchivedGame | None:
    if not isinstance(raw, dict) or not isinstance(raw.get("arrived", False), bool):
        return None
    return finished(raw.get("id"), raw.get("ended"), raw.get("game"),  # type: ignore[arg-type]
                    raw.get("x"), raw.get("o"), raw.get("moves"),  # type: ignore[arg-type]
                    raw.get("resigned"), raw.get("start"), arrived=raw.get("arrived") is True)


# -- the archive in the page's state ------------------------------------------------------

Filter = str
"""A filter's value: ``all``, or one of its choices (``FILTERS``)."""
FILTERS: dict[str, tuple[str, ...]] = {
    "mode": ("all", *MODE_NAMES),
    "game": ("all", *GAMES),
    "result": ("all", "won", "lost", "drawn"),
}
"""The archive list's filters and their choices. ``won`` and ``lost`` are the person's,
in games where one person here played someone else."""


