"""The loop between the controller and the page: events in, effects out, and what the
page's storage answers fed back in as events. It decides nothing: every decision is
``step``'s. ``site/main.py`` gives it an ``Edge`` (the browser); tests give it a fake one.

>>> from uttt.app.round.record import MatchRecord
>>> from uttt.app.scores.book import ScoreBook
>>> from uttt.app.controller.step import PointerDown, PointerUp, Tick, cell_centre
>>> edge = MemoryEdge()
>>> runner = Runner(App.start(MatchRecord("0" * 16), ScoreBook(), width=360, height=360), edge)
>>> _ = runner.dispatch(Tick(0.5, 99.0))          # the first turn's clock: saved once
>>> edge.writes.clear()
>>> x, y = cell_centre(runner.app, 40)
>>> _ = runner.dispatch(PointerDown(x, y, 1.0), wall=100.0)
>>> _ = runner.dispatch(PointerUp(x, y, 1.1), wall=100.1)
>>> runner.app.record.moves, len(edge.writes), edge.records
((40,), 1, ['1. e5'])
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from uttt.app.controller.effects import (
    Announce,
    ClearEntry,
    ClearHash,
    Command,
    Copy,
    Download,
    DropJobs,
    FetchPuzzles,
    Install,
    PickFile,
    Publish,
    Redraw,
    Relabel,
    Reveal,
    RunJobs,
    Save,
    SetStudyAside,
    Share,
    Sound,
    Write,
    WriteArchive,
    WriteStudy,
)
from uttt.app.controller.events import ArchiveSaved, ArchiveStored
from uttt.app.controller.jobs import Job
from uttt.app.controller.step import App, Effects, Event, Saved, Saving, step
from uttt.app.core.vocabulary import Lane
from uttt.app.texts.wording import spoken


class Edge(Protocol):
    """What the page does for the controller (every method only carries data out)."""

    def read_save(self) -> str | None:
        """The save's text in storage now (``None``: nothing, or no storage)."""
        ...

    def write_save(self, text: str) -> bool:
        """Write the save; false if storage refused it."""
        ...

    def read_friends(self) -> str | None:
        """The link games' text in storage now (their own key)."""
        ...

    def write_study(self, text: str) -> bool:
        """Write the study document (analyses, puzzle progress) to its own key."""
        ...

    def write_study_backup(self, text: str) -> None:
        """Set a damaged study document's text aside under its backup key."""
        ...

    def clear_entry(self) -> None:
        """Empty the puzzle panel's typed-move field."""
        ...

    def run(self, job: Job) -> None:
        """Start this job (``uttt.app.controller.jobs``), dropping the one running in its lane; its
        outcome comes back as an event."""
        ...

    def cancel(self, lane: Lane) -> None:
        """Drop the job running in this lane."""
        ...

    def write_friends(self, text: str) -> bool:
        """Write the link games; false if storage refused it."""
        ...

    def share(self, url: str, what: str) -> None:
        """Offer a link (share sheet, else clipboard); report ``Shared`` when done."""
        ...

    def copy(self, text: str) -> None:
        """Copy a record to the clipboard; report ``Shared`` when done."""
        ...

    def download(self, name: str, text: str) -> None:
        """Download a text file."""
        ...

    def pick_file(self, source: str = "file", limit: int = 100_001) -> None:
        """Ask for a text file (its first ``limit`` bytes); report its text as
        ``OpenLink`` with this ``source``."""
        ...

    def read_archive(self) -> str | None:
        """The archive's text in storage now (its own key)."""
        ...

    def write_archive(self, text: str) -> bool:
        """Write the archive of finished games; false if storage refused it."""
        ...

    def write_archive_backup(self, text: str) -> None:
        """Set a damaged archive's text aside under its backup key."""
        ...

    def fetch_puzzles(self) -> None:
        """Fetch the puzzle set's file; report its text (``None``: failed) as ``PuzzleSet``."""
        ...

    def clear_hash(self) -> None:
        """Take the link out of the page's address."""
        ...

    def reveal_board(self) -> None:
        """Bring the board into view."""
        ...

    def play_sound(self, name: str) -> None:
        """Play one of the page's sounds (``effects.SOUNDS``)."""
        ...

    def install(self) -> None:
        """Show the browser's install prompt."""
        ...

    def publish(self, record: str) -> None:
        """The record changed: set ``data-record`` and the page's texts in this task."""
        ...

    def say(self, text: str) -> None:
        """Announce in the live region."""
        ...

    def relabel(self) -> None:
        """The language changed: translate the page's fixed texts again."""
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
        """Carry out the commands in their order (``uttt.app.controller.effects.ORDER``)."""
        for command in effects.commands:
            EXECUTORS[type(command)](self, command)


def _announce(runner: Runner, command: Announce) -> None:
    runner.edge.say(spoken([runner.app.text(m) for m in command.messages]))


def _save(runner: Runner, _: Save) -> None:
    """Report what storage holds, for ``step`` to merge with and answer with a ``Write``."""
    edge = runner.edge
    runner.dispatch(Saving(edge.read_save(), edge.read_friends()))
    edge.request_frame()


def _write(runner: Runner, command: Write) -> None:
    """Write, if storage still holds what the texts were merged with; else report what
    it holds now (another tab wrote meanwhile) to merge again."""
    edge = runner.edge
    if command.expects is not None:
        stored = (edge.read_save(), edge.read_friends())
        if stored != command.expects:
            runner.dispatch(Saving(*stored))
            return
    ok = command.save is None or edge.write_save(command.save)
    ok = (command.friends is None or edge.write_friends(command.friends)) and ok
    if not ok or command.report:
        runner.dispatch(Saved(ok))
    edge.request_frame()


def _drop_jobs(runner: Runner, command: DropJobs) -> None:
    for lane in command.lanes:
        runner.edge.cancel(lane)


def _run_jobs(runner: Runner, command: RunJobs) -> None:
    for job in command.jobs:
        runner.edge.run(job)


def _write_study(runner: Runner, command: WriteStudy) -> None:
    runner.edge.write_study(command.text)


def _write_archive(runner: Runner, command: WriteArchive) -> None:
    """Write the archive if storage still holds what it was merged with; else report what
    it holds now (another tab archived a game meanwhile) to merge again; a refused write
    is reported (``step`` drops the oldest games and writes again)."""
    edge = runner.edge
    if command.backup is not None:  # set aside before anything is written over it
        edge.write_archive_backup(command.backup)
    stored = edge.read_archive()
    if stored != command.expects:
        runner.dispatch(ArchiveStored(stored))
        return
    if not edge.write_archive(command.text):
        runner.dispatch(ArchiveSaved(False, stored, command.then_save))
    elif command.then_save:
        _save(runner, Save())


def _relabel(runner: Runner, _: Relabel) -> None:
    runner.edge.relabel()
    runner.edge.request_frame()


EXECUTORS: dict[type[Command], Callable[[Runner, Any], None]] = {
    DropJobs: _drop_jobs,
    RunJobs: _run_jobs,
    SetStudyAside: lambda runner, command: runner.edge.write_study_backup(command.text),
    WriteStudy: _write_study,
    ClearEntry: lambda runner, _: runner.edge.clear_entry(),
    Share: lambda runner, command: runner.edge.share(command.url, command.what),
    Copy: lambda runner, command: runner.edge.copy(command.text),
    Download: lambda runner, command: runner.edge.download(command.name, command.text),
    PickFile: lambda runner, command: runner.edge.pick_file(command.source, command.limit),
    FetchPuzzles: lambda runner, _: runner.edge.fetch_puzzles(),
    ClearHash: lambda runner, _: runner.edge.clear_hash(),
    Reveal: lambda runner, _: runner.edge.reveal_board(),
    Install: lambda runner, _: runner.edge.install(),
    Sound: lambda runner, command: runner.edge.play_sound(command.name),
    Publish: lambda runner, command: runner.edge.publish(command.record),
    Relabel: _relabel,
    Announce: _announce,
    Save: _save,
    Write: _write,
    WriteArchive: _write_archive,
    Redraw: lambda runner, _: runner.edge.request_frame(),
}
"""What carries out each command: one entry per command type."""


class MemoryEdge:
    """An edge in memory, for tests and tools: it records what the page would do."""

    def __init__(self, stored: str | None = None, *, full: bool = False) -> None:
        self.stored = stored
        self.full = full
        self.writes: list[str] = []
        self.records: list[str] = []
        self.said: list[str] = []
        self.frames = 0
        self.relabels = 0
        self.friends: str | None = None
        self.shared: list[tuple[str, str]] = []
        self.copied: list[str] = []
        self.downloads: list[tuple[str, str]] = []
        self.picks = 0
        self.pick_source = ""
        self.puzzle_fetches = 0
        self.hash_cleared = 0
        self.reveals = 0
        self.jobs: list[Job] = []
        self.cancels: list[Lane] = []
        self.study: str | None = None
        self.study_backups: list[str] = []
        self.entries_cleared = 0
        self.archive: str | None = None
        self.archive_backups: list[str] = []
        self.archive_room: int | None = None
        """The longest archive text storage takes (``None``: any)."""
        self.sounds: list[str] = []
        self.installs = 0

    def read_save(self) -> str | None:
        return self.stored

    def write_save(self, text: str) -> bool:
        if self.full:
            return False
        self.writes.append(text)
        self.stored = text
        return True

    def read_friends(self) -> str | None:
        return self.friends

    def run(self, job: Job) -> None:
        self.jobs.append(job)

    def write_study(self, text: str) -> bool:
        if self.full:
            return False
        self.study = text
        return True

    def write_study_backup(self, text: str) -> None:
        self.study_backups.append(text)

    def clear_entry(self) -> None:
        self.entries_cleared += 1

    def cancel(self, lane: Lane) -> None:
        self.cancels.append(lane)

    def write_friends(self, text: str) -> bool:
        if self.full:
            return False
        self.friends = text
        return True

    def share(self, url: str, what: str) -> None:
        self.shared.append((url, what))

    def copy(self, text: str) -> None:
        self.copied.append(text)

    def download(self, name: str, text: str) -> None:
        self.downloads.append((name, text))

    def pick_file(self, source: str = "file", limit: int = 100_001) -> None:
        self.picks += 1
        self.pick_source = source

    def read_archive(self) -> str | None:
        return self.archive

    def write_archive(self, text: str) -> bool:
        if self.full or (self.archive_room is not None and len(text) > self.archive_room):
            return False
        self.archive = text
        return True

    def write_archive_backup(self, text: str) -> None:
        self.archive_backups.append(text)

    def fetch_puzzles(self) -> None:
        self.puzzle_fetches += 1

    def clear_hash(self) -> None:
        self.hash_cleared += 1

    def reveal_board(self) -> None:
        self.reveals += 1

    def play_sound(self, name: str) -> None:
        self.sounds.append(name)

    def install(self) -> None:
        self.installs += 1

    def publish(self, record: str) -> None:
        self.records.append(record)

    def say(self, text: str) -> None:
        self.said.append(text)

    def relabel(self) -> None:
        self.relabels += 1

    def request_frame(self) -> None:
        self.frames += 1
