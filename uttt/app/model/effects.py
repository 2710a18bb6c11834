"""What the page must do after an event: a tuple of typed commands.

Each command is a small frozen record; ``uttt.app.controller.runner`` carries them out, in the
order of the tuple, through one table from command type to executor. ``Effects``
keeps its commands in one fixed order (``ORDER``), whatever order they were given in:

1. the jobs are dropped before any starts (``DropJobs``, ``RunJobs``): every search,
   the computer's move and its pondering included, is a job, and the page's one thread
   runs one job in each lane; then the study document (``SetStudyAside`` before ``WriteStudy``
   writes over it) and the puzzle's typed move (``ClearEntry``);
2. what goes to the browser's sheets and the address (``Share``, ``Copy``, ``Download``,
   ``PickFile``, ``FetchPuzzles``, ``ClearHash``, ``Reveal``, ``Install``); the live
   room left, joined or paired, then spoken to (``LeaveRoom``, ``JoinRoom``, ``Pair``,
   ``Scan``, ``Handoff``, ``SendToRoom``);
3. the page's texts (``Publish``, ``Relabel``, ``Announce``): ``data-record`` and the
   texts change in the same task as the move; then its ``Sound``;
4. the save (``Save``, ``Write``) last: merging with what storage holds may take
   another tab's round, whose record and notice must come after this step's own; then
   the archive of finished games (``WriteArchive``), so a full storage never keeps the
   round's own save from being written first;
5. ``Redraw``: paint at the next frame, once everything above has changed the state.

Two effects combine with ``|`` (these, then the other's): a flag is kept once, the
announcements are said one after the other, so are the texts sent to the live room, the
later record, link, copy, file or write wins, and a later job or drop in a lane replaces
an earlier job in it.

Effects are built from commands only, and read back by the command's type: ``get(Kind)``
gives the command (or ``None``), ``Kind in effects`` says whether there is one:

>>> from uttt.app.round.computer import Thinking
>>> ticket = Thinking(1, "0" * 16, (), "beginner")
>>> effects = Effects(Redraw(), RunJobs((ticket,))) | Effects(DropJobs(("think",)))
>>> effects.commands, RunJobs in effects, started(effects, "think")
((DropJobs(lanes=('think',)), Redraw()), False, None)
>>> started(Effects(DropJobs(("think",)), RunJobs((ticket,))), "think") == ticket
True
>>> Effects(Publish("1. e5"), Redraw()).get(Publish)
Publish(record='1. e5')
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Literal, TypeVar, get_args

from uttt.app.core.vocabulary import Lane
from uttt.app.model.jobs import Job, lane_of
from uttt.app.texts.i18n import Message
from uttt.frozen import frozen

# -- the commands ---------------------------------------------------------------------


@frozen
class DropJobs:
    """Drop the jobs running in these lanes (``uttt.app.controller.jobs``)."""

    lanes: tuple[Lane, ...]


@frozen
class RunJobs:
    """Run these jobs, each dropping the one running in its lane."""

    jobs: tuple[Job, ...]


@frozen
class SetStudyAside:
    """Keep this text under the study's backup key: a damaged study document, set aside
    before anything is written over it."""

    text: str


@frozen
class WriteStudy:
    """Write this text as the study document (analyses, puzzle progress)."""

    text: str


@frozen
class ClearEntry:
    """Empty the puzzle panel's typed-move field (its answer was taken)."""


@frozen
class Share:
    """Offer this link: the share sheet where there is one, else the clipboard;
    reported back as ``Shared``."""

    url: str
    what: str = "link"
    """``link`` (to the friend) or ``watch``."""


@frozen
class Copy:
    """Copy this record text to the clipboard."""

    text: str


@frozen
class Download:
    """Download a text file."""

    name: str
    text: str


@frozen
class PickFile:
    """Ask for a text file to open (its text comes back as ``OpenLink``, with this
    ``source``: ``file`` opens a game, ``archive`` imports games into the archive); at
    most ``limit`` bytes of it are read."""

    source: str = "file"
    limit: int = 100_001


@frozen
class FetchPuzzles:
    """Fetch the puzzle set's file (``uttt.app.study.puzzles.SITE_PATH``, outside the
    start-up archive); its text comes back as ``PuzzleSet``."""


@frozen
class ClearHash:
    """The address's link was taken in: remove it, so a reload does not offer it again."""


@frozen
class Reveal:
    """Bring the board into view (a game opened by link in a scrolled tab)."""


@frozen
class JoinRoom:
    """Join live room ``room`` over the network (site/live.js): as a player or to watch
    (``role``), with the room's ``secret`` (it encrypts the introductions), through the
    relays and STUN servers of ``config`` (``uttt.app.live.config.LiveConfig.to_json``).
    What happens comes back as ``LiveStatus``, ``PeerSeen`` and ``PeerSaid`` events."""

    room: str
    secret: str
    role: str
    config: str


@frozen
class SendToRoom:
    """Send these texts over the room joined: each to one peer, or to every peer when
    its peer is ``""``, in order."""

    messages: tuple[tuple[str, str], ...]
    """``(peer, text)`` pairs."""


@frozen
class LeaveRoom:
    """Leave the live room (connections closed, nothing more sent or heard)."""


@frozen
class Pair:
    """The QR pairing's step on the page (site/live-pair.js, in place of a room's relays):
    ``offer`` a new pairing, ``answer`` the offer of session description ``sdp``, or
    ``accept`` the answer ``sdp``. The page's description comes back as ``PairMade``,
    the peer as ``PeerSeen`` and ``PeerSaid``, as in a room."""

    how: str
    sdp: str = ""


@frozen
class Handoff:
    """A pairing code between this site's tabs on this device (site/live.js, over the
    ``BroadcastChannel`` named ``channel``): ``listen`` for codes another tab hands over
    (each comes back as ``Scanned`` with ``handed``), ``hand`` the code ``text`` to the
    tab waiting for it (whether one took it comes back as ``Handed``), or tell the tab
    that handed ``text`` that it was ``took``."""

    how: str
    channel: str
    text: str = ""


@frozen
class Scan:
    """Turn the camera that reads QR codes on (into the page's ``<video>``) or off."""

    on: bool


@frozen
class Publish:
    """The record changed: the new ``data-record`` value, set with the page's texts."""

    record: str


@frozen
class Relabel:
    """The language changed: translate the page's fixed texts again."""


@frozen
class Announce:
    """Say these in the live region, one after the other."""

    messages: tuple[Message, ...]


SoundName = Literal["move", "board", "won", "lost", "drawn", "low_time"]
SOUNDS: tuple[SoundName, ...] = get_args(SoundName)
"""The page's sounds (``site/sound.js`` synthesizes each): a move, a small board won,
the round won, lost or drawn, and a turn's time running low."""


@frozen
class Sound:
    """Play this sound (the page plays nothing before the player's first tap or key)."""

    name: SoundName


@frozen
class Install:
    """Show the browser's install prompt (it offered one: ``InstallOffered``)."""


@frozen
class Save:
    """The saved state changed: read what storage holds and report it as ``Saving``,
    to merge with before writing (``step`` does this itself when it knows what
    storage holds: ``Write``)."""


Expected = tuple[str | None, str | None]
"""What storage holds under the save's key and the link games' key."""


@frozen
class Write:
    """Write the save (``save``) and the link games (``friends``; ``None``: not that one).
    With ``expects``, only while storage still holds those texts (what they were merged
    with); another tab wrote meanwhile: report what storage holds as ``Saving`` instead,
    to merge again. A failed write is reported as ``Saved(False)``; a write that
    succeeds only when ``report`` (a full storage's notice waits for it)."""

    save: str | None = None
    friends: str | None = None
    expects: Expected | None = None
    report: bool = False


@frozen
class WriteArchive:
    """Write this text as the archive of finished games, if storage still holds
    ``expects`` there (else report what it holds, ``ArchiveStored``, to merge again);
    first set ``backup`` aside (a damaged archive) when there is one. After the save:
    the game's own save never waits on the archive."""

    text: str
    expects: str | None
    backup: str | None = None
    then_save: bool = False
    """Once written, save the round again (the archive shrank to make room for it)."""


@frozen
class Redraw:
    """Paint at the next animation frame."""


Command = (DropJobs | RunJobs | SetStudyAside | WriteStudy | ClearEntry | Share | Copy | Download
           | PickFile | FetchPuzzles
           | ClearHash | Reveal | Install | LeaveRoom | JoinRoom | Pair | Scan | Handoff
           | SendToRoom
           | Publish | Relabel
           | Announce | Sound | Save | Write
           | WriteArchive | Redraw)

ORDER: tuple[type[Command], ...] = (
    DropJobs, RunJobs, SetStudyAside, WriteStudy,
    ClearEntry, Share, Copy, Download, PickFile, FetchPuzzles, ClearHash, Reveal, Install,
    LeaveRoom, JoinRoom, Pair, Scan, Handoff, SendToRoom,
    Publish, Relabel, Announce, Sound, Save, Write, WriteArchive, Redraw)
"""The order the runner carries the commands out in (the module's docstring says why)."""

_RANK = {kind: rank for rank, kind in enumerate(ORDER)}

C = TypeVar("C", bound=Command)


def _joined(earlier: Command, later: Command) -> Command:
    """Two commands of one type as one: announcements said in turn, a write's parts
    kept where the later one has none, else the later one."""
    if isinstance(earlier, Announce) and isinstance(later, Announce):
        return Announce(earlier.messages + later.messages)
    if isinstance(earlier, Write) and isinstance(later, Write):
        return Write(later.save if later.save is not None else earlier.save,
                     later.friends if later.friends is not None else earlier.friends,
                     later.expects if later.expects is not None else earlier.expects,
                     later.report or earlier.report)
    if isinstance(earlier, SendToRoom) and isinstance(later, SendToRoom):
        return SendToRoom(earlier.messages + later.messages)
    if isinstance(earlier, DropJobs) and isinstance(later, DropJobs):
        return DropJobs(earlier.lanes + tuple(x for x in later.lanes if x not in earlier.lanes))
    if isinstance(earlier, RunJobs) and isinstance(later, RunJobs):
        return RunJobs(_unreplaced(earlier.jobs, later) + later.jobs)
    return later


def _unreplaced(jobs: tuple[Job, ...], later: DropJobs | RunJobs) -> tuple[Job, ...]:
    """The ``jobs`` a later drop or job in their lane does not replace."""
    lanes = later.lanes if isinstance(later, DropJobs) else tuple(map(lane_of, later.jobs))
    return tuple(job for job in jobs if lane_of(job) not in lanes)


def _composed(commands: dict[type[Command], Command], more: Iterable[Command],
              *, later: bool = True) -> None:
    """Add ``more`` to ``commands``; ``later``: they come after (a drop ends a job started
    earlier in its lane), else they are one set with them (a drop and a job: drop, then
    run)."""
    for command in more:
        kind = type(command)
        running = commands.get(RunJobs)
        if later and isinstance(command, DropJobs) and isinstance(running, RunJobs):
            left = _unreplaced(running.jobs, command)
            if left:
                commands[RunJobs] = RunJobs(left)
            else:
                del commands[RunJobs]
        held = commands.get(kind)
        commands[kind] = command if held is None else _joined(held, command)


# -- the effects ------------------------------------------------------------------------


class Effects:
    """What the page must do after an event: ``commands``, in the order they are carried
    out, built from the commands in any order."""

    __slots__ = ("commands",)
    commands: tuple[Command, ...]

    def __init__(self, *commands: Command) -> None:
        held: dict[type[Command], Command] = {}
        _composed(held, commands, later=False)
        object.__setattr__(self, "commands", _ordered(held))

    @classmethod
    def _of(cls, held: dict[type[Command], Command]) -> Effects:
        effects = object.__new__(cls)
        object.__setattr__(effects, "commands", _ordered(held))
        return effects

    def __or__(self, other: Effects) -> Effects:
        """These effects, then ``other``'s (a later stop cancels an earlier start)."""
        if not other.commands:
            return self
        if not self.commands:
            return other
        held = {type(command): command for command in self.commands}
        _composed(held, other.commands)
        return Effects._of(held)

    def get(self, kind: type[C]) -> C | None:
        """The command of this type, if any."""
        for command in self.commands:
            if type(command) is kind:
                return command
        return None

    def __contains__(self, kind: object) -> bool:
        """Whether there is a command of this type."""
        return any(type(command) is kind for command in self.commands)

    def without(self, *kinds: type[Command]) -> Effects:
        """These effects less the commands of these types."""
        return Effects._of({type(c): c for c in self.commands if type(c) not in kinds})

    def said(self, messages: tuple[Message, ...]) -> Effects:
        """These effects announcing ``messages`` instead."""
        rest = {type(c): c for c in self.commands if type(c) is not Announce}
        if messages:
            rest[Announce] = Announce(messages)
        return Effects._of(rest)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Effects):
            return NotImplemented
        return self.commands == other.commands

    def __hash__(self) -> int:
        return hash(self.commands)

    def __repr__(self) -> str:
        return f"Effects{self.commands!r}"

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"Effects are immutable: cannot set {name!r}")


def announced(effects: Effects) -> tuple[Message, ...]:
    """What the effects say in the live region, in turn."""
    said = effects.get(Announce)
    return () if said is None else said.messages


def jobs_of(effects: Effects) -> tuple[Job, ...]:
    """The jobs the effects start."""
    run = effects.get(RunJobs)
    return () if run is None else run.jobs


def started(effects: Effects, lane: Lane) -> Job | None:
    """The job the effects start in this lane, if any."""
    return next((job for job in jobs_of(effects) if lane_of(job) == lane), None)


def dropped(effects: Effects) -> tuple[Lane, ...]:
    """The lanes whose jobs the effects drop."""
    drop = effects.get(DropJobs)
    return () if drop is None else drop.lanes


def _ordered(held: dict[type[Command], Command]) -> tuple[Command, ...]:
    return tuple(sorted(held.values(), key=lambda command: _RANK[type(command)]))


NOTHING = Effects()
REDRAW = Effects(Redraw())
