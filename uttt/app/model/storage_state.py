"""Storage's part of the state: whether it works, what this tab knows it holds, and
the round's revision the tabs merge by (``uttt.app.storage.tab_merge``)."""

from __future__ import annotations

from uttt.app.model.effects import Expected
from uttt.app.storage.tab_merge import Left, Replaced, Rev
from uttt.frozen import field, frozen

__all__ = ["StorageState"]


@frozen
class StorageState:
    """Storage as this tab knows it (``App.storage``). ``known`` and ``replaced`` are
    not compared: two states that differ only there are equal."""

    ok: bool = True
    """Storage works: saves are asked for (else the page says once it cannot keep them)."""
    read: bool = True
    """Storage could be read at start. When it could not (reading throws while writing
    works: a privacy setting, storage denied to the page), nothing is written for the
    page's life: not the save, the link games, the study or the archive, whose stored
    texts this tab never saw."""
    known: Expected | None = field(default=None, compare=False, repr=False)
    """What this tab last wrote to or read from storage (the save, the link games);
    ``None`` until known (the page reads it at start). A save merges with it in its own
    step and writes only while storage still holds it (``Write.expects``), else merges
    again with what storage holds. Not saved."""
    rev: Rev = (0, 0)
    """The round's revision (rounds started, edits), saved with it; tabs merge by it
    (``uttt.app.storage.tab_merge``)."""
    left: Left = ()
    """The round this one replaced, as this tab saw it then (saved with it; a tab still on
    that round announces its moves it lacks: ``tab_merge.left_out``)."""
    replaced: Replaced = field(default=(), compare=False)
    """The rounds this tab knows were replaced, by which new round (not saved)."""
