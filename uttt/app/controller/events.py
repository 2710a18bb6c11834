"""What the page reports to the controller: plain frozen data, each with its time
(``performance.now() / 1000``) where time matters."""

from __future__ import annotations

from uttt.app.core.vocabulary import GameKind, Level, Mode
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.study.jobs import Evaluated, JobDone
from uttt.board import Move
from uttt.record import record


@record
class _Pointer:
    """Where the pointer is on the canvas (CSS pixels) and when."""

    x: float
    y: float
    time: float


@record
class PointerDown(_Pointer):
    """A press on the canvas."""


@record
class PointerMove(_Pointer):
    """The pointer moved; ``pressed`` is false for a hovering mouse."""

    pressed: bool = True


@record
class PointerUp(_Pointer):
    """The press ended (a cell is played where it went down and up)."""


@record
class PointerCancel:
    """The press was interrupted, or the pointer left the canvas."""

    time: float


@record
class KeyPress:
    """A key pressed on the board."""

    key: str
    """``KeyboardEvent.key``: ``ArrowUp``, ``Enter``, ``" "``, ``Home``…"""
    time: float


@record
class Click:
    """A button of the page was pressed. ``fresh_id`` is a new random round id,
    in case the click starts a round."""

    button: str
    time: float
    fresh_id: str = ""


@record
class StorageChanged:
    """Another tab saved: its round and its score book (already validated)."""

    record: MatchRecord | None
    scores: ScoreBook


@record
class Resize:
    """The board's canvas changed size (CSS pixels)."""

    width: float
    height: float


@record
class Tick:
    """The page's clock ticked (every half second)."""

    time: float
    wall: float | None = None
    """Wall-clock seconds (``Date.now() / 1000``) for the turn timer; ``None``: unknown."""


@record
class StudyText:
    """What storage holds under the study document's key (``None``: nothing), read once
    at start; parsed when a study panel first needs it."""

    text: str | None


@record
class GraphTap:
    """A tap on the report's graph, where (CSS pixels)."""

    x: float
    y: float


@record
class GraphKey:
    """A key on the focused report graph (one of ``GRAPH_KEYS``)."""

    key: str


@record
class GraphSize:
    """The report graph's canvas changed size (CSS pixels)."""

    width: float
    height: float




@record
class ComputerMove:
    """A search finished: its ticket's token and the move it chose."""

    token: int
    move: Move
    time: float


@record
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


@record
class SetOption:
    """A control of the settings panel changed (``uttt.app.view.settings_form``): its name and
    raw value; ``fresh_id`` in case the change starts a round."""

    name: str
    value: str
    time: float
    fresh_id: str = ""


@record
class OpenLink:
    """A game link or record came in: from the address (``hash``, at start and on
    ``hashchange``), pasted (``paste``) or a file's text (``file``)."""

    text: str
    source: str = "hash"


@record
class PickGame:
    """A game of the "Your games" list was picked."""

    series: str
    round: int


@record
class SetName:
    """The player typed the name friends see in link games (cleaned and saved here)."""

    name: str


@record
class Shared:
    """What the browser did with ``Effects.share`` or ``copy``: ``shared``, ``copied``,
    ``cancelled`` or ``failed``; ``what`` is ``link``, ``watch`` or ``record``."""

    result: str
    what: str = "link"


@record
class _Written:
    """Another tab wrote a key of ours (the ``storage`` event): its raw text, ``None``
    if removed. Read, validated and merged by the controller, never trusted."""

    text: str | None


@record
class Stored(_Written):
    """Another tab wrote the save."""


@record
class FriendsStored(_Written):
    """Another tab wrote the link games."""


@record
class Saving:
    """What storage holds (``stored``; ``None``: nothing), to merge with before writing:
    reported when a save is asked before this tab knows it (``Save``), or when another
    tab wrote since this tab last did (``Write.expects``)."""

    stored: str | None
    friends: str | None = None
    """What storage holds under the link games' key (``uttt.app.storage.friends``)."""




@record
class Saved:
    """A write of the save failed (``ok`` false: storage refused it, full), or succeeded
    while the notice of a full storage waits for one (``Write.report``)."""

    ok: bool


@record
class ReviewTo:
    """Show position ``ply`` of the finished round (a tap on the report's graph, a mistake
    chosen from its list)."""

    ply: int


@record
class ListKey:
    """A key pressed on the review's move list (``KeyboardEvent.key``): the arrows
    step to the previous or next move, Home and End to the start and the end."""

    key: str


@record
class HintAsked:
    """The Hint button was pressed: search the position on screen (the search runs on
    the page's one thread: the computer's pondering waits until the hint is shown or the
    position changes)."""


@record
class PuzzlesShown:
    """The puzzles panel opened (``shown``) or closed: its proof searches run meanwhile,
    and the game under it is not being thought about."""

    shown: bool
    width: float = 0.0
    height: float = 0.0
    """The puzzle board's canvas size when it opened (CSS pixels; 0: not laid out yet)."""


@record
class PuzzleTap:
    """A tap on the puzzle board, where (CSS pixels)."""

    x: float
    y: float


@record
class PuzzleTyped:
    """A move typed in the puzzle panel's field and sent (its raw text)."""

    text: str


@record
class PuzzleSize:
    """The puzzle board's canvas changed size (CSS pixels)."""

    width: float
    height: float


@record
class StudyRead:
    """The study document was read, when a panel first needed it: ``damaged`` when part of
    it could not be kept (its text was set aside under the study's backup key)."""

    damaged: bool


Event = (
    PointerDown | PointerMove | PointerUp | PointerCancel | KeyPress | Click | StorageChanged
    | Resize | Tick | ComputerMove | Choose | SetOption | Stored | Saving | Saved | ReviewTo
    | ListKey | HintAsked | PuzzlesShown | OpenLink | PickGame | SetName | Shared
    | FriendsStored | StudyRead | Evaluated | JobDone | StudyText | GraphTap | GraphKey
    | GraphSize | PuzzleTap | PuzzleTyped | PuzzleSize
)
