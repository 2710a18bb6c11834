"""The loop between the controller and the page: events in, effects out, and what the
page's storage answers fed back in as events. It decides nothing: every decision is
``step``'s. ``site/main.py`` gives it an ``Edge`` (the browser); tests give it a fake one.

>>> from uttt.app.round.record import MatchRecord
>>> from uttt.app.scores.book import ScoreBook
>>> from uttt.app.features.play.events import PointerDown, PointerUp, Tick
>>> from uttt.app.features.play.pointer import cell_centre
>>> edge = MemoryEdge()
>>> runner = Runner(App.start(MatchRecord("0" * 16), ScoreBook(), width=360, height=360), edge)
>>> _ = runner.dispatch(Tick(0.5, 99.0))          # the first turn's clock: saved once
>>> edge.writes.clear()
>>> x, y = cell_centre(runner.app, 40)
>>> _ = runner.dispatch(PointerDown(x, y, 1.0), wall=100.0)
>>> _ = runner.dispatch(PointerUp(x, y, 1.1), wall=100.1)
>>> runner.app.round.record.moves, len(edge.writes), edge.posted("publish")
((40,), 1, [('1. e5',)])
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Protocol

from uttt.app.controller.step import step
from uttt.app.core.event import Event
from uttt.app.core.keys import Name
from uttt.app.core.vocabulary import Lane
from uttt.app.features.archive.events import ArchiveSaved, ArchiveStored
from uttt.app.model.app import App
from uttt.app.model.effects import (
    Announce,
    ClearEntry,
    ClearHash,
    Command,
    Copy,
    Download,
    DropJobs,
    Effects,
    FetchPuzzles,
    Handoff,
    Install,
    JoinRoom,
    LeaveRoom,
    Pair,
    PickFile,
    Publish,
    Redraw,
    Relabel,
    Reveal,
    RunJobs,
    Save,
    Scan,
    SendToRoom,
    SetStudyAside,
    Share,
    Sound,
    Write,
    WriteArchive,
    WriteStudy,
)
from uttt.app.model.events import Saved, Saving
from uttt.app.model.jobs import Job
from uttt.app.model.shown import text, title
from uttt.app.texts.wording import spoken
from uttt.frozen import frozen

Plain = str | int | float | bool | None


@frozen
class Post:
    """One message to the page: what it does (``kind``) and its plain arguments."""

    kind: str
    args: tuple[Plain, ...] = ()


class Edge(Protocol):
    """What the page does for the controller (every method only carries data out)."""

    def read(self, key: Name) -> str | None:
        """The text of document ``key`` in storage now (``None``: nothing, or no
        storage); the page names it for its site (``uttt.app.core.keys``)."""
        ...

    def write(self, key: Name, text: str) -> bool:
        """Write ``text`` as document ``key``; false if storage refused it."""
        ...

    def run(self, job: Job) -> None:
        """Start this job (``uttt.app.controller.jobs``), dropping the one running in its lane; its
        outcome comes back as an event."""
        ...

    def cancel(self, lane: Lane) -> None:
        """Drop the job running in this lane."""
        ...

    def post(self, message: Post) -> None:
        """Carry out one message (``MESSAGES``); a reply the browser gives later (a share,
        a file, a fetch) comes back as an event."""
        ...

    def request_frame(self) -> None:
        """Paint at the next animation frame."""
        ...


class Runner:
    """Holds the page's state and runs events through ``step``, carrying out each command
    of the effects in turn through ``EXECUTORS``."""

    def __init__(self, app: App, edge: Edge) -> None:
        self.app = app
        self.edge = edge

    def dispatch(self, event: Event, *, wall: float | None = None) -> Effects:
        """Step one event and apply its effects; returns them."""
        self.app, effects = step(self.app, event, wall)
        self.apply(effects)
        return effects

    def apply(self, effects: Effects) -> None:
        """Carry out the commands in their order (``uttt.app.model.effects.ORDER``)."""
        for command in effects.commands:
            EXECUTORS[type(command)](self, command)


def _save(runner: Runner, _: Save) -> None:
    """Report what storage holds, for ``step`` to merge with and answer with a ``Write``."""
    edge = runner.edge
    runner.dispatch(Saving(edge.read("state"), edge.read("friends")))
    edge.request_frame()


def _write(runner: Runner, command: Write) -> None:
    """Write, if storage still holds what the texts were merged with; else report what
    it holds now (another tab wrote meanwhile) to merge again."""
    edge = runner.edge
    if command.expects is not None:
        stored = (edge.read("state"), edge.read("friends"))
        if stored != command.expects:
            runner.dispatch(Saving(*stored))
            return
    ok = command.save is None or edge.write("state", command.save)
    ok = (command.friends is None or edge.write("friends", command.friends)) and ok
    if not ok or command.report:
        runner.dispatch(Saved(ok))
    edge.request_frame()


def _drop_jobs(runner: Runner, command: DropJobs) -> None:
    for lane in command.lanes:
        runner.edge.cancel(lane)


def _run_jobs(runner: Runner, command: RunJobs) -> None:
    for job in command.jobs:
        runner.edge.run(job)


def _write_archive(runner: Runner, command: WriteArchive) -> None:
    """Write the archive if storage still holds what it was merged with; else report what
    it holds now (another tab archived a game meanwhile) to merge again; a refused write
    is reported (``step`` drops the oldest games and writes again)."""
    edge = runner.edge
    if command.backup is not None:  # set aside before anything is written over it
        edge.write("archive-backup", command.backup)
    stored = edge.read("archive")
    if stored != command.expects:
        runner.dispatch(ArchiveStored(stored))
        return
    if not edge.write("archive", command.text):
        runner.dispatch(ArchiveSaved(False, stored, command.then_save))
    elif command.then_save:
        _save(runner, Save())


MESSAGES: dict[type[Command], Callable[[App, Any], Post]] = {
    ClearEntry: lambda app, _: Post("clear-entry"),
    Share: lambda app, command: Post("share", (command.url, title(app), command.what)),
    Copy: lambda app, command: Post("copy", (command.text,)),
    Download: lambda app, command: Post("download", (command.name, command.text)),
    PickFile: lambda app, command: Post("pick-file", (command.source, command.limit)),
    FetchPuzzles: lambda app, _: Post("fetch", (_puzzles_path(),)),
    ClearHash: lambda app, _: Post("clear-hash"),
    Reveal: lambda app, _: Post("reveal"),
    Install: lambda app, _: Post("install"),
    LeaveRoom: lambda app, _: Post("live-leave"),
    JoinRoom: lambda app, c: Post("live-join", (c.room, c.secret, c.role, c.config)),
    Pair: lambda app, c: Post("live-pair", (c.how, c.sdp)),
    Scan: lambda app, c: Post("live-scan", (c.on,)),
    Handoff: lambda app, c: Post("live-tab", (c.how, c.channel, c.text)),
    SendToRoom: lambda app, c: Post("live-send", (json.dumps([list(m) for m in c.messages]),)),
    Sound: lambda app, command: Post("sound", (command.name,)),
    Publish: lambda app, command: Post("publish", (command.record,)),
    Relabel: lambda app, _: Post("relabel"),
    Announce: lambda app, command: Post("say", (spoken([text(app, m) for m in command.messages]),)),
}
"""The message each command the page only carries out becomes (site/main.py's ``Page.post``
and site/outputs.js receive them): ``say`` the live region's text, ``publish`` the new
``data-record`` with the page's texts, ``relabel`` the fixed texts translated again,
``live-join``/``live-send``/``live-leave`` the live room (site/live.js; ``live-send``'s
one argument is a JSON list of ``[peer, text]`` pairs), ``live-pair`` and ``live-scan``
the QR pairing and its camera, ``live-tab`` its codes between the site's tabs."""


def _puzzles_path() -> str:
    from uttt.app.study.puzzles import SITE_PATH  # lazy: the study loads when first opened

    return SITE_PATH


def _post(runner: Runner, command: Command) -> None:
    runner.edge.post(MESSAGES[type(command)](runner.app, command))


def _relabel(runner: Runner, command: Relabel) -> None:
    _post(runner, command)
    runner.edge.request_frame()


EXECUTORS: dict[type[Command], Callable[[Runner, Any], object]] = {
    **dict.fromkeys(MESSAGES, _post),
    DropJobs: _drop_jobs,
    RunJobs: _run_jobs,
    SetStudyAside: lambda runner, command: runner.edge.write("study-backup", command.text),
    WriteStudy: lambda runner, command: runner.edge.write("study", command.text),
    Relabel: _relabel,
    Save: _save,
    Write: _write,
    WriteArchive: _write_archive,
    Redraw: lambda runner, _: runner.edge.request_frame(),
}
"""What carries out each command: one entry per command type."""


class MemoryEdge:
    """An edge in memory, for tests and tools: storage in fields, and every message
    posted (``posts``; ``posted(kind)`` their arguments)."""

    def __init__(self, stored: str | None = None, *, full: bool = False) -> None:
        self.stored = stored
        self.full = full
        self.writes: list[str] = []
        self.posts: list[Post] = []
        self.frames = 0
        self.friends: str | None = None
        self.jobs: list[Job] = []
        self.cancels: list[Lane] = []
        self.study: str | None = None
        self.study_backups: list[str] = []
        self.archive: str | None = None
        self.archive_backups: list[str] = []
        self.archive_room: int | None = None
        """The longest archive text storage takes (``None``: any)."""

    def read(self, key: Name) -> str | None:
        return {"state": self.stored, "friends": self.friends, "study": self.study,
                "archive": self.archive}.get(key)

    def write(self, key: Name, text: str) -> bool:
        if key in ("study-backup", "archive-backup"):
            (self.study_backups if key == "study-backup" else self.archive_backups).append(text)
            return True
        if self.full or (key == "archive" and self.archive_room is not None
                         and len(text) > self.archive_room):
            return False
        if key == "state":
            self.writes.append(text)
            self.stored = text
        elif key == "friends":
            self.friends = text
        elif key == "study":
            self.study = text
        else:
            self.archive = text
        return True

    def run(self, job: Job) -> None:
        self.jobs.append(job)

    def cancel(self, lane: Lane) -> None:
        self.cancels.append(lane)

    def post(self, message: Post) -> None:
        self.posts.append(message)

    def posted(self, kind: str) -> list[tuple[Plain, ...]]:
        """The arguments of every message of this kind posted so far."""
        return [message.args for message in self.posts if message.kind == kind]

    def request_frame(self) -> None:
        self.frames += 1
