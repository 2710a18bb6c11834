"""The archive's events: its key read and written, a game picked from the list, a filter."""

from __future__ import annotations

from uttt.app.core.event import Event
from uttt.app.model.events import Written
from uttt.frozen import frozen


@frozen
class ArchiveText(Written):
    """What storage holds under the archive's key, read once at start; parsed when the
    archive is first needed (``uttt.app.storage.archive``)."""


@frozen
class ArchiveStored(Written):
    """What storage holds under the archive's key now: another tab wrote it, or it
    changed since this tab last read it (``WriteArchive.expects``)."""


@frozen
class ArchiveSaved(Event):
    """A write of the archive failed (storage refused it, full); ``stored``: what
    storage still holds there."""

    ok: bool
    stored: str | None = None
    then_save: bool = False
    """The write was to make room for the round's save (``WriteArchive.then_save``)."""


@frozen
class ArchivePick(Event):
    """A game of the archive list was picked: ``open`` it for review, or share a link to
    ``watch`` it."""

    game_id: str
    action: str = "open"


@frozen
class ArchiveFilter(Event):
    """One of the archive list's filters changed (``mode``, ``game``, ``result``)."""

    name: str
    value: str
