"""The archive panel's part of the state: the archive as this tab holds it, what storage
holds of it, the list's filters; and which games the filters show."""

from __future__ import annotations

from uttt.app.storage.archive import Archive, ArchivedGame, Filter
from uttt.frozen import frozen


@frozen
class ArchiveState:
    """The archive as this tab holds it. Read once at start (``text``) and parsed when
    first needed (a game ends, the list opens, an export or import): ``archive`` is
    ``None`` until then."""

    text: str | None = None
    """The archive as storage held it at start (or as another tab wrote it since)."""
    archive: Archive | None = None
    known: str | None = None
    """What this tab last read from or wrote to the archive's key: a write goes only
    while storage still holds it, else it merges again."""
    backup: str | None = None
    """A damaged archive's text, to set aside before the next write."""
    newer: bool = False
    """A newer version wrote the archive: read, never written over."""
    shown: bool = False
    """The list is open (it is built only then)."""
    dropped: frozenset[str] = frozenset()
    """The ids of the games this tab saw the archive's bound drop during the visit (each
    counted once, however often another tab's older copy brings it back)."""
    dropped_arrived: frozenset[str] = frozenset()
    """Of them, the games that came by link and were never played here."""
    filters: tuple[tuple[str, Filter], ...] = (("mode", "all"), ("game", "all"),
                                               ("result", "all"))
    importing: int | None = None
    """The token of the import under way (its job reads the file in slices), if any."""

    def filter(self, name: str) -> Filter:
        return dict(self.filters).get(name, "all")


def matches(game: ArchivedGame, state: ArchiveState) -> bool:
    """Whether the list shows ``game`` under the state's filters."""
    mode, kind, result = (state.filter(n) for n in ("mode", "game", "result"))
    if mode != "all" and game.mode != mode:
        return False
    if kind != "all" and game.game != kind:
        return False
    return result == "all" or outcome_for_person(game) == result


def outcome_for_person(game: ArchivedGame) -> str:
    """``won``, ``lost`` or ``drawn`` for the one person here; ``drawn`` or ``decided``
    when two people or nobody played here."""
    if game.winner is None:
        return "drawn"
    person = game.person
    if person is None:
        return "decided"
    return "won" if game.winner == person else "lost"
