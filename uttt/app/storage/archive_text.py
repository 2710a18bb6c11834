"""The archive as one text file, and such a file read back. Pure.

Each game is a block of tags in the manner of PGN, a blank line, then its record in the
page's notation (``uttt.notation``, as "Copy record" writes it) ending with the result;
games are separated by a blank line::

    [Id "3f9c0a1b2c3d4e5f"]
    [Date "2026.12.04"]
    [Time "19:32:05"]
    [Variant "ultimate"]
    [Mode "computer"]
    [X "person"]
    [O "computer:master"]
    [Result "1-0"]
    [Plies "37"]

    1. e5 e4 2. d2 ... 1-0

Reading it back trusts nothing: each game is replayed through the rules; its ``Result``
and ``Plies`` must agree with the moves; a game already in the archive (same ``Id``) is
skipped; a game that cannot be read is reported by its number, with why, and the others
are kept. Formats: ``docs/formats.md``.

>>> from uttt.app.storage.archive import Archive, finished
>>> game = finished("00000000000000aa", 0, "classic", "person", "computer:master",
...                 (4, 0, 2, 6, 3, 8, 5))
>>> text = export(Archive((game,)))
>>> print(text)
[Id "00000000000000aa"]
[Date "????.??.??"]
[Time "??:??:??"]
[Variant "classic"]
[Mode "computer"]
[X "person"]
[O "computer:master"]
[Result "1-0"]
[Plies "7"]
<BLANKLINE>
1. b2 a1 2. c1 a3 3. a2 c3 4. c2 1-0
<BLANKLINE>
>>> read(text).games == (game,)
True
"""

from __future__ import annotations

import datetime
import re
from typing import TYPE_CHECKING

from uttt.app.core.event import Event
from uttt.app.core.vocabulary import GAMES, GameKind
from uttt.app.friends.link import LinkError
from uttt.app.friends.opening import open_text
from uttt.app.storage.archive import Archive, ArchivedGame, finished
from uttt.app.texts.i18n import Message, message
from uttt.app.variants import variant_of
from uttt.digits import whole_number
from uttt.frozen import field, frozen
from uttt.notation import (
    START_TAG,
    TAG,
    RecordError,
    format_record,
    move_name,
    parse_move,
    parse_record,
    split_start,
    tag_line,
    tag_value,
)

if TYPE_CHECKING:  # the study's modules load when first needed, not at the first frame
    from uttt.app.study.exercises import Exercise

__all__ = ["MAX_FILE", "FileRead", "Read", "ReadFile", "Reading", "exercise_text", "export",
           "file_name", "read"]

MAX_FILE = 2 * 1024 * 1024
"""A longer file is refused unread (500 long games take about 250 KB)."""
MAX_GAMES_READ = 5000
"""A file with more games is refused (the archive keeps 500)."""
_DATE = re.compile(r"([0-9]{4})\.([0-9]{2})\.([0-9]{2})")  # ASCII digits, as uttt.digits
_TIME = re.compile(r"([0-9]{2}):([0-9]{2}):([0-9]{2})")
_UNKNOWN_DATE, _UNKNOWN_TIME = "????.??.??", "??:??:??"


ORIGIN_TAG = "Origin"
ORIGIN_LINK = "link"


def _when(ended: int) -> tuple[str, str]:
    if ended <= 0:
        return _UNKNOWN_DATE, _UNKNOWN_TIME
    moment = datetime.datetime.fromtimestamp(ended, tz=datetime.UTC)
    return moment.strftime("%Y.%m.%d"), moment.strftime("%H:%M:%S")


def _origin(game: ArchivedGame) -> tuple[tuple[str, str], ...]:
    """The ``Origin`` tag of a game that came by a friend's link and was never played on
    the device (``ArchivedGame.arrived``), so that another device keeps it apart too."""
    return ((ORIGIN_TAG, ORIGIN_LINK),) if game.arrived else ()


def entry_text(game: ArchivedGame) -> str:
    """One game's block: its tags, a blank line, its record."""
    date, time = _when(game.ended)
    start = () if game.start is None else ((START_TAG, game.start),)
    tags = (("Id", game.id), ("Date", date), ("Time", time), ("Variant", game.game), *start,
            ("Mode", game.mode), ("X", game.x), ("O", game.o), ("Result", game.result),
            ("Plies", str(len(game.moves))), *_origin(game))
    head = "\n".join(tag_line(name, value) for name, value in tags)
    _, record = split_start(variant_of(game.game).format_record(game.moves, game.result,
                                                                 game.start))
    return f"{head}\n\n{record}\n"


def exercise_text(exercise: Exercise) -> str:
    """One exercise's block: its tags (chances in thousandths, ``Due`` a day number), a
    blank line, the game up to the position and the move played there.

    >>> from uttt.app.study.exercises import Exercise
    >>> print(exercise_text(Exercise((40,), 36, 44, 0.55, 0.2, "blunder", box=2, due=9)))
    [Exercise "blunder"]
    [Best "f6"]
    [BestWin "550"]
    [PlayedWin "200"]
    [Box "2"]
    [Due "9"]
    <BLANKLINE>
    1. e5 d4
    <BLANKLINE>
    """
    from uttt.app.study.store import exercise_json

    raw = exercise_json(exercise)
    tags = [("Exercise", exercise.verdict), ("Best", move_name(exercise.best)),
            ("BestWin", str(raw["best_win"])), ("PlayedWin", str(raw["played_win"])),
            *([("Forced", str(exercise.forced))] if exercise.forced is not None else []),
            ("Box", str(exercise.box)), ("Due", str(exercise.due)),
            *([("By", exercise.by)] if exercise.by is not None else [])]
    head = "\n".join(tag_line(name, value) for name, value in tags)
    return f"{head}\n\n{format_record((*exercise.moves, exercise.played))}\n"


def export(archive: Archive, exercises: tuple[Exercise, ...] = ()) -> str:
    """Every game of the archive, oldest first, then the exercises, in one text."""
    return "\n".join([*(entry_text(g) for g in archive.games),
                      *(exercise_text(e) for e in exercises)])


def file_name(wall: float | None) -> str:
    """The exported file's name, with the day it was made (UTC).

    >>> file_name(0), file_name(1796400000)
    ('uttt-games.txt', 'uttt-games-2026-12-04.txt')
    """
    if not wall:
        return "uttt-games.txt"
    day = datetime.datetime.fromtimestamp(int(wall), tz=datetime.UTC).strftime("%Y-%m-%d")
    return f"uttt-games-{day}.txt"


# -- reading -------------------------------------------------------------------------


@frozen
class Read:
    """What a file held: the games read (in the file's order) and, for each game that
    could not be, its number in the file and why (``refused``), or why the whole file
    was refused (``error``)."""

    games: tuple[ArchivedGame, ...] = ()
    refused: tuple[tuple[int, Message], ...] = ()
    error: Message | None = None
    exercises: tuple[Exercise, ...] = ()
    refused_exercises: tuple[tuple[int, Message], ...] = ()
    """Each exercise that could not be read: its number among the file's exercises."""


class Reading:
    """A file read a few lines at a time (``step``), each game replayed as its block ends,
    so that the import, a job of its own, runs in slices and never holds the page up (a
    2 MiB file holds some 4,500 games: seconds of replaying). A file over ``MAX_FILE``, or
    with more than ``MAX_GAMES_READ`` games, is refused with ``archive.too_large``."""

    def __init__(self, text: str) -> None:
        self.error: Message | None = None
        self.lines: list[str] = []
        if len(text) > MAX_FILE:
            self.error = message("archive.too_large")
        else:
            self.lines = text.splitlines()
        self.at = 0
        self.blocks = 0
        self.tags: list[tuple[str, str]] | None = None  # the block being read, if any
        self.record: list[str] = []
        self.games: list[ArchivedGame] = []
        self.refused: list[tuple[int, Message]] = []
        self.drills: list[Exercise] = []
        self.refused_drills: list[tuple[int, Message]] = []

    @property
    def done(self) -> bool:
        return self.error is not None or self.at > len(self.lines)

    def step(self, lines: int) -> bool:
        """Read ``lines`` more lines (fewer at the end); whether the file is read."""
        end = min(self.at + lines, len(self.lines))
        while self.at < end and self.error is None:
            self._line(self.lines[self.at])
            self.at += 1
        if self.at == len(self.lines) and not self.done:
            self._close()
            self.at += 1
        return self.done

    def result(self) -> Read:
        if self.error is not None:
            return Read(error=self.error)
        if self.blocks == 0:
            return Read(error=message("archive.no_games"))
        return Read(tuple(self.games), tuple(self.refused), exercises=tuple(self.drills),
                    refused_exercises=tuple(self.refused_drills))

    def _line(self, line: str) -> None:
        """A tag, a line of a record, or a blank line: a tag after a record starts the
        next game."""
        tag = TAG.match(line)
        if tag is not None:
            if self.tags is None or self.record:
                self._close()
                self._open()
            assert self.tags is not None
            self.tags.append((tag[1], tag_value(tag[2])))
        elif line.strip():
            if self.tags is None:
                self._open()
            self.record.append(line.strip())

    def _open(self) -> None:
        self.blocks += 1
        if self.blocks > MAX_GAMES_READ:
            self.error = message("archive.too_large")
        self.tags, self.record = [], []

    def _close(self) -> None:
        """The block read so far, as a game or an exercise (or why not)."""
        if self.tags is None or self.error is not None:
            return
        named, record = dict(self.tags), " ".join(self.record)
        self.tags = None
        try:
            if "Exercise" in named:
                self.drills.append(_exercise(named, record))
            else:
                self.games.append(_game(named, record))
        except LinkError as error:
            if "Exercise" in named:
                self.refused_drills.append((len(self.drills) + len(self.refused_drills) + 1,
                                            error.message))
            else:
                self.refused.append((len(self.games) + len(self.refused) + 1, error.message))


def read(text: str) -> Read:
    """The games of an exported file (``export``); each replayed through the rules."""
    reading = Reading(text)
    while not reading.step(4096):
        pass
    return reading.result()


# -- the import as a job ------------------------------------------------------------------


@frozen
class ReadFile:
    """Read a file of games to import (a job: ``uttt.app.controller.jobs`` runs its
    ``Reading`` in slices, in lane ``import``)."""

    token: int
    text: str = field(repr=False)


@frozen
class FileRead(Event):
    """The import's job finished: its token and what the file held."""

    token: int
    read: Read


def _number(tags: dict[str, str], name: str) -> int | None:
    value = tags.get(name)
    return None if value is None else whole_number(value, most_digits=8)


def _exercise(tags: dict[str, str], record: str) -> Exercise:
    """One exercise, validated as the study document's are (``exercise_of``: replayed
    through the rules); raises ``LinkError`` when it cannot be."""
    from uttt.app.study.store import exercise_of

    try:
        moves = tuple(parse_record(record).moves)
        best = parse_move(tags.get("Best", ""))
    except RecordError:
        raise LinkError("archive.bad_exercise") from None
    raw = {"moves": list(moves[:-1]), "played": moves[-1] if moves else None, "best": best,
           "best_win": _number(tags, "BestWin"), "played_win": _number(tags, "PlayedWin"),
           "verdict": tags.get("Exercise"),
           "forced": _number(tags, "Forced") if "Forced" in tags else None,
           "box": _number(tags, "Box"), "due": _number(tags, "Due"), "by": tags.get("By")}
    if "Forced" in tags and raw["forced"] is None:
        raise LinkError("archive.bad_exercise")
    exercise = exercise_of(raw)
    if exercise is None:
        raise LinkError("archive.bad_exercise")
    return exercise


def _game(tags: dict[str, str], record: str) -> ArchivedGame:
    """One game, from its tags and record; raises ``LinkError`` saying why not."""
    variant = tags.get("Variant", "ultimate")
    if variant not in GAMES:
        raise LinkError("archive.bad_tag", tag="Variant")
    kind: GameKind = next(g for g in GAMES if g == variant)
    if not record:
        raise LinkError("archive.no_record")
    start = tags.get(START_TAG)
    head = "" if start is None else tag_line(START_TAG, start) + "\n"
    opened = open_text(f"[{kind}] {head}{record}", "paste")
    ended = _ended(tags.get("Date", _UNKNOWN_DATE), tags.get("Time", _UNKNOWN_TIME))
    game_id = tags.get("Id") or _id_of(kind, ended, opened.moves)
    if tags.get(ORIGIN_TAG, ORIGIN_LINK) != ORIGIN_LINK:
        raise LinkError("archive.bad_tag", tag=ORIGIN_TAG)
    game = finished(game_id, ended, kind, tags.get("X", "person"), tags.get("O", "person"),
                    opened.moves, opened.resigned, opened.start,
                    arrived=ORIGIN_TAG in tags)
    if game is None:
        raise LinkError(_why(game_id, tags, opened.resigned is not None, opened.moves, kind))
    if tags.get("Result", game.result) != game.result:
        raise LinkError("archive.bad_tag", tag="Result")
    if tags.get("Plies", str(len(game.moves))) != str(len(game.moves)):
        raise LinkError("archive.bad_tag", tag="Plies")
    return game


def _why(game_id: str, tags: dict[str, str], resigned: bool, moves: tuple[int, ...],
         kind: GameKind) -> str:
    """The message key for a game ``finished`` refused."""
    if finished("0" * 16, 0, kind, "person", "person", moves, "X" if resigned else None
                ) is None:
        return "archive.not_finished"
    if finished(game_id, 0, kind, "person", "person", moves,
                "X" if resigned else None) is None:
        return "archive.bad_id"
    return "archive.bad_players"


def _ended(date: str, time: str) -> int:
    """Seconds since 1970 (UTC) of a ``Date`` and ``Time`` tag (``0``: not known)."""
    day, clock = _DATE.fullmatch(date), _TIME.fullmatch(time)
    if day is None:
        if date != _UNKNOWN_DATE:
            raise LinkError("archive.bad_tag", tag="Date")
        return 0
    hours = [0, 0, 0] if clock is None else [int(x) for x in clock.groups()]
    if clock is None and time != _UNKNOWN_TIME:
        raise LinkError("archive.bad_tag", tag="Time")
    year, month, date_of_month = (int(x) for x in day.groups())
    try:
        moment = datetime.datetime(year, month, date_of_month, hours[0], hours[1], hours[2],
                                   tzinfo=datetime.UTC)
    except ValueError:
        raise LinkError("archive.bad_tag", tag="Date") from None
    return max(0, int(moment.timestamp()))


def _id_of(kind: GameKind, ended: int, moves: tuple[int, ...]) -> str:
    """An id for a game written without one: the same for the same game and time."""
    import hashlib  # not at import: see ``uttt.app.friends.link_match.round_id_of``

    text = f"{kind}:{ended}:{','.join(map(str, moves))}"
    return hashlib.sha256(text.encode()).hexdigest()[:16]
