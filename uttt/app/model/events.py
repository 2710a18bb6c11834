"""What the page reports to the controller: plain frozen data, each with its time
(``performance.now() / 1000``) where time matters."""

from __future__ import annotations

from uttt.app.core.vocabulary import GameKind, Level, Mode
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.storage.archive_text import FileRead
from uttt.app.study.jobs import Evaluated, JobDone
from uttt.app.study.values import Valued
from uttt.board import Move
from uttt.frozen import frozen


@frozen
class _Pointer:
    """Where the pointer is on the canvas (CSS pixels) and when."""

    x: float
    y: float
    time: float


@frozen
class PointerDown(_Pointer):
    """A press on the canvas."""


@frozen
class PointerMove(_Pointer):
    """The pointer moved; ``pressed`` is false for a hovering mouse."""

    pressed: bool = True


@frozen
class PointerUp(_Pointer):
    """The press ended (a cell is played where it went down and up)."""

    touch: bool = False
    """A finger (``pointerType`` is ``touch``): with "tap twice to play" on, a first tap
    only shows the move."""


@frozen
class PointerCancel:
    """The press was interrupted, or the pointer left the canvas."""

    time: float


@frozen
class KeyPress:
    """A key pressed on the board."""

    key: str
    """``KeyboardEvent.key``: ``ArrowUp``, ``Enter``, ``" "``, ``Home``…"""
    time: float


@frozen
class Click:
    """A button of the page was pressed. ``fresh_id`` is a new random round id,
    in case the click starts a round."""

    button: str
    time: float
    fresh_id: str = ""


@frozen
class StorageChanged:
    """Another tab saved: its round and its score book (already validated)."""

    record: MatchRecord | None
    scores: ScoreBook


@frozen
class Resize:
    """The board's canvas changed size (CSS pixels)."""

    width: float
    height: float


@frozen
class Tick:
    """The page's clock ticked (every half second)."""

    time: float
    wall: float | None = None
    """Wall-clock seconds (``Date.now() / 1000``) for the turn timer; ``None``: unknown."""


@frozen
class StudyText:
    """What storage holds under the study document's key (``None``: nothing), read once
    at start; parsed when a study panel first needs it."""

    text: str | None


@frozen
class PuzzleSet:
    """The puzzle set's file, fetched when the puzzles first opened (``None``: it could
    not be fetched; ``offline``: the browser said the device was offline then)."""

    text: str | None
    offline: bool = False


@frozen
class GraphTap:
    """A tap on the report's graph, where (CSS pixels)."""

    x: float
    y: float


@frozen
class GraphKey:
    """A key on the focused report graph (one of ``GRAPH_KEYS``)."""

    key: str


@frozen
class GraphSize:
    """The report graph's canvas changed size (CSS pixels)."""

    width: float
    height: float




@frozen
class ComputerMove:
    """A search finished: its ticket's token and the move it chose."""

    token: int
    move: Move
    time: float


@frozen
class Choose:
    """The player picked a mode and level (``fresh_id``: a new round id, in case
    the choice starts a round)."""

    mode: Mode
    level: Level
    time: float
    fresh_id: str = ""
    game: GameKind | None = None
    """A new game kind too (``None``: keep the current one)."""
    red_level: Level | None = None
    """Red's level when the computer plays itself (``None``: the saved setting)."""


@frozen
class SetOption:
    """A control of the settings panel changed (``uttt.app.features.looks.form``): its name and
    raw value; ``fresh_id`` in case the change starts a round."""

    name: str
    value: str
    time: float
    fresh_id: str = ""


@frozen
class OpenLink:
    """A game link or record came in: from the address (``hash``, at start and on
    ``hashchange``), pasted (``paste``) or a file's text (``file``)."""

    text: str
    source: str = "hash"


@frozen
class PickGame:
    """A game of the "Your games" list was picked."""

    series: str
    round: int


@frozen
class SetName:
    """The player typed the name friends see in link games (cleaned and saved here)."""

    name: str


@frozen
class Shared:
    """What the browser did with ``Effects.share`` or ``copy``: ``shared``, ``copied``,
    ``cancelled`` or ``failed``; ``what`` is ``link``, ``watch`` or ``record``."""

    result: str
    what: str = "link"


@frozen
class _Written:
    """Another tab wrote a key of ours (the ``storage`` event): its raw text, ``None``
    if removed. Read, validated and merged by the controller, never trusted."""

    text: str | None


@frozen
class Stored(_Written):
    """Another tab wrote the save."""


@frozen
class FriendsStored(_Written):
    """Another tab wrote the link games."""


@frozen
class Saving:
    """What storage holds (``stored``; ``None``: nothing), to merge with before writing:
    reported when a save is asked before this tab knows it (``Save``), or when another
    tab wrote since this tab last did (``Write.expects``)."""

    stored: str | None
    friends: str | None = None
    """What storage holds under the link games' key (``uttt.app.features.links.store``)."""




@frozen
class Saved:
    """A write of the save failed (``ok`` false: storage refused it, full), or succeeded
    while the notice of a full storage waits for one (``Write.report``)."""

    ok: bool


@frozen
class ReviewTo:
    """Show position ``ply`` of the finished round (a tap on the report's graph, a mistake
    chosen from its list)."""

    ply: int


@frozen
class ListKey:
    """A key pressed on the review's move list (``KeyboardEvent.key``): the arrows
    step to the previous or next move, Home and End to the start and the end."""

    key: str


@frozen
class HintAsked:
    """The Hint button was pressed: search the position on screen (the search runs on
    the page's one thread: the computer's pondering waits until the hint is shown or the
    position changes)."""


@frozen
class PuzzlesShown:
    """The puzzles panel opened (``shown``) or closed: its proof searches run meanwhile,
    and the game under it is not being thought about."""

    shown: bool
    width: float = 0.0
    height: float = 0.0
    """The puzzle board's canvas size when it opened (CSS pixels; 0: not laid out yet)."""
    day: str = ""
    """Today's date on the device's calendar, ``YYYY-MM-DD`` (for the daily puzzle)."""


@frozen
class PuzzleTap:
    """A tap on the puzzle board, where (CSS pixels)."""

    x: float
    y: float


@frozen
class PuzzleTyped:
    """A move typed in the puzzle panel's field and sent (its raw text)."""

    text: str


@frozen
class PuzzleSize:
    """The puzzle board's canvas changed size (CSS pixels)."""

    width: float
    height: float


@frozen
class StudyRead:
    """The study document was read, when a panel first needed it: ``damaged`` when part of
    it could not be kept (its text was set aside under the study's backup key)."""

    damaged: bool


@frozen
class ArchiveText(_Written):
    """What storage holds under the archive's key, read once at start; parsed when the
    archive is first needed (``uttt.app.storage.archive``)."""


@frozen
class ArchiveStored(_Written):
    """What storage holds under the archive's key now: another tab wrote it, or it
    changed since this tab last read it (``WriteArchive.expects``)."""


@frozen
class ArchiveSaved:
    """A write of the archive failed (storage refused it, full); ``stored``: what
    storage still holds there."""

    ok: bool
    stored: str | None = None
    then_save: bool = False
    """The write was to make room for the round's save (``WriteArchive.then_save``)."""


@frozen
class ArchivePick:
    """A game of the archive list was picked: ``open`` it for review, or share a link to
    ``watch`` it."""

    game_id: str
    action: str = "open"


@frozen
class ArchiveFilter:
    """One of the archive list's filters changed (``mode``, ``game``, ``result``)."""

    name: str
    value: str


@frozen
class VariationTo:
    """A move of the variations' list was chosen: show its position (its path: the moves
    from the game's start)."""

    path: tuple[Move, ...]


@frozen
class VariationTyped:
    """A move typed in the analysis board's field (its name, as the move list writes it)."""

    text: str


@frozen
class PositionTap:
    """A cell of the position editor's grid tapped (its move number, 0-80)."""

    move: int


@frozen
class PositionSet:
    """A choice of the position editor: ``side`` (``X``/``O``), ``target`` (``any`` or
    0-8), or ``text`` (a position text pasted in its field)."""

    name: str
    value: str


@frozen
class VariationKey:
    """A key on the focused variations' list (``KeyboardEvent.key``)."""

    key: str


@frozen
class MediaChanged:
    """What the browser prefers changed (or was first read): a dark colour scheme, less
    motion (its ``prefers-color-scheme`` and ``prefers-reduced-motion`` queries)."""

    dark: bool
    reduce_motion: bool


@frozen
class ClockZone:
    """The device's time zone, read at start on the page's main thread (a worker's clock
    may say UTC): its offset now, in minutes east of UTC (``-Date.getTimezoneOffset()``)."""

    offset: int


@frozen
class InstallOffered:
    """The browser offers to install the page (``beforeinstallprompt``), or no longer
    does (it was installed, or the offer was used)."""

    offered: bool


Event = (
    PointerDown | PointerMove | PointerUp | PointerCancel | KeyPress | Click | StorageChanged
    | Resize | Tick | ComputerMove | Choose | SetOption | Stored | Saving | Saved | ReviewTo
    | ListKey | HintAsked | PuzzlesShown | OpenLink | PickGame | SetName | Shared
    | FriendsStored | StudyRead | Evaluated | JobDone | StudyText | GraphTap | GraphKey
    | GraphSize | PuzzleTap | PuzzleTyped | PuzzleSize | ArchiveText | ArchiveStored
    | ArchiveSaved | ArchivePick | ArchiveFilter
    | VariationTo | VariationKey | VariationTyped | Valued
    | MediaChanged | InstallOffered | ClockZone
    | PuzzleSet | PositionTap | PositionSet | FileRead
)
