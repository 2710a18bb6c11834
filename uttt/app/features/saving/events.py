"""Storage's events: another tab saved, what storage holds, the study document read."""

from __future__ import annotations

from uttt.app.core.event import Event
from uttt.app.model.events import Written
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.frozen import frozen


@frozen
class StorageChanged(Event):
    """Another tab saved: its round and its score book (already validated)."""

    record: MatchRecord | None
    scores: ScoreBook


@frozen
class Stored(Written):
    """Another tab wrote the save."""


@frozen
class StudyRead(Event):
    """The study document was read, when a panel first needed it: ``damaged`` when part of
    it could not be kept (its text was set aside under the study's backup key)."""

    damaged: bool
