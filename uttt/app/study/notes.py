"""What a player writes on the analysis board: per position of the tree (a node, named by
its path), the arrows and circles drawn on the board and a text comment. Pure, persistent
(every change returns new notes).

A mark drawn again is taken away (a toggle, as on lichess's board); a position keeps at
most ``MAX_ARROWS`` arrows and ``MAX_CIRCLES`` circles, a comment at most
``MAX_COMMENT`` characters, and one board's tree at most ``MAX_NOTED`` positions with
notes. A change past a limit is refused (``None``), for the caller to say why.

>>> notes = with_note((), (40,), toggled_circle(Note(), 4))
>>> notes = with_note(notes, (40,), toggled_arrow(note_at(notes, (40,)), 4, 36))
>>> note_at(notes, (40,))
Note(comment='', arrows=((4, 36),), circles=(4,))
>>> with_note(notes, (40,), toggled_circle(note_at(notes, (40,)), 4))[0][1].circles
()
"""

from __future__ import annotations

import unicodedata

from uttt.app.study.variations import Node, Path, contains
from uttt.board import Move
from uttt.frozen import frozen, replace

MAX_COMMENT = 280
"""The most characters a comment holds."""
MAX_ARROWS = 12
"""The most arrows one position keeps."""
MAX_CIRCLES = 12
"""The most circles one position keeps."""
MAX_NOTED = 100
"""The most positions of one board's tree with notes."""

Arrow = tuple[Move, Move]
"""An arrow from one cell to another (never the same)."""


@frozen
class Note:
    """One position's notes: its comment, arrows and circles (in the order drawn)."""

    comment: str = ""
    arrows: tuple[Arrow, ...] = ()
    circles: tuple[Move, ...] = ()

    def empty(self) -> bool:
        return not (self.comment or self.arrows or self.circles)


Notes = tuple[tuple[Path, Note], ...]
"""Every noted position of a board's tree, each with its note (none empty), in the
order first noted."""


@frozen
class Pen:
    """A mark being drawn on the board: the drawing tool on (a tap or a drag on the
    board draws instead of playing), the cell the mark began on (``anchor``: a press, or
    the keyboard's first Enter) and the cell it points at now (``aim``), and the
    keyboard's drawing cursor."""

    on: bool = False
    anchor: Move | None = None
    aim: Move | None = None
    cursor: Move | None = None


def note_at(notes: Notes, path: Path) -> Note:
    """The note of the position ``path`` (an empty one when it has none)."""
    return next((note for at, note in notes if at == path), Note())


def with_note(notes: Notes, path: Path, note: Note | None) -> Notes:
    """The notes with ``path``'s replaced by ``note`` (an empty one dropped); as they
    are when ``note`` is ``None`` (a change refused). ``room_for`` says first whether a
    new position may be noted."""
    if note is None:
        return notes
    if note.empty():
        return tuple((at, n) for at, n in notes if at != path)
    if any(at == path for at, _ in notes):
        return tuple((at, note if at == path else n) for at, n in notes)
    return (*notes, (path, note))


def room_for(notes: Notes, path: Path) -> bool:
    """Whether ``path`` may be noted: it is noted already, or fewer than ``MAX_NOTED``
    positions are."""
    return any(at == path for at, _ in notes) or len(notes) < MAX_NOTED


def toggled_circle(note: Note, cell: Move) -> Note | None:
    """``cell``'s circle drawn, or taken away when it was there (``None``: one too many)."""
    if cell in note.circles:
        return replace(note, circles=tuple(c for c in note.circles if c != cell))
    if len(note.circles) >= MAX_CIRCLES:
        return None
    return replace(note, circles=(*note.circles, cell))


def toggled_arrow(note: Note, start: Move, end: Move) -> Note | None:
    """The arrow from ``start`` to ``end`` drawn, or taken away when it was there
    (``None``: one too many)."""
    arrow = (start, end)
    if arrow in note.arrows:
        return replace(note, arrows=tuple(a for a in note.arrows if a != arrow))
    if len(note.arrows) >= MAX_ARROWS:
        return None
    return replace(note, arrows=(*note.arrows, arrow))


def clean_comment(text: str) -> str:
    """A comment as kept: its lines' ends and spaces trimmed, control characters and
    unpaired surrogates left out, in Unicode's composed form (NFC), so one character
    typed counts as one.

    >>> clean_comment("  Good\\x00 move\\r\\n\\n ")
    'Good move'
    """
    composed = unicodedata.normalize("NFC", text.replace("\r\n", "\n"))
    kept = "".join(c for c in composed if c == "\n" or unicodedata.category(c)
                   not in ("Cc", "Cs"))
    return "\n".join(line.rstrip() for line in kept.strip().split("\n"))


def comment_fits(text: str) -> bool:
    """Whether a comment (cleaned) is short enough to keep."""
    return len(text) <= MAX_COMMENT


def pruned(notes: Notes, root: Node) -> Notes:
    """The notes of the positions the tree still holds (a deleted variation's go)."""
    return tuple((at, note) for at, note in notes if contains(root, at))
