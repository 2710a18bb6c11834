"""The review's move list, as data: the game's moves in the notation of docs/formats.md as numbered
pairs ("1. e5 b4  2. d2 ..."), and which move the review shows. Pure: the page view
turns it into buttons (``uttt.app.page.view``), the page only applies it.

Each entry is a ply: entry ``ply`` is the move that leads to the position after
``ply`` moves, so a tap on it asks the controller for ``ReviewTo(ply)``.

>>> from uttt.app.variants import variant_of
>>> moves = move_list(variant_of("ultimate"), (40, 36, 4), shown=2)
>>> [(p.number, [(e.ply, e.name, e.current) for e in p.entries]) for p in moves]
[(1, [(1, 'e5', False), (2, 'd4', True)]), (2, [(3, 'b2', False)])]
>>> [e.name for p in move_list(variant_of("classic"), (4, 0), shown=None) for e in p.entries]
['b2', 'a1']
"""

from __future__ import annotations

from typing import Protocol

from uttt.app.texts.i18n import Message, message
from uttt.board import Move, Player
from uttt.frozen import frozen


class Names(Protocol):
    """What names a game's moves (a game variant, ``uttt.app.variants``)."""

    def move_name(self, move: Move) -> str: ...


def move_ref(ply: int, name: str) -> str:
    """A move named the way the move list numbers it, wherever a move is named (the
    report's mistakes, the graph's points): X's move "8. a4", O's reply "8… a2". ``ply``
    is the position the move leads to (1 is the first move).

    >>> move_ref(15, "a4"), move_ref(16, "a2"), move_ref(1, "e5")
    ('8. a4', '8… a2', '1. e5')
    """
    number = (ply + 1) // 2
    return f"{number}. {name}" if ply % 2 else f"{number}\u2026 {name}"


@frozen
class MoveEntry:
    """One move of the list: the ply it leads to (1 is the first move), its symbol
    and name, and whether the review shows the position it made."""

    ply: int
    symbol: Player
    name: str
    current: bool
    offset: int = 0
    """The plies a record counts before the game's first move (``uttt.notation.ply_offset``:
    1 for a game from a position with O to move)."""

    @property
    def number(self) -> int:
        """The move's number in a record (X's move and O's reply share one)."""
        return (self.ply + self.offset + 1) // 2

    def label(self) -> Message:
        """What a screen reader says of it, as a record writes it: "5. f2", "5… c4"."""
        return ply_label(self.ply + self.offset, self.name)


def ply_label(ply: int, name: str) -> Message:
    """The move that leads to position ``ply``, as a record writes it: X's moves "5. f2",
    O's "5… c4". The one place that names a move: the list, the status line and the
    review's announcements all say it so.

    >>> from uttt.app.texts.i18n import translate
    >>> translate("en", ply_label(3, "c1")), translate("pt-PT", ply_label(4, "e5"))
    ('2. c1', '2… e5')
    """
    key = "review.move" if ply % 2 else "review.move.o"
    return message(key, number=(ply + 1) // 2, move=name)


@frozen
class MovePair:
    """A numbered pair: X's move and O's reply (absent after the game's last move)."""

    number: int
    entries: tuple[MoveEntry, ...]


def move_list(variant: Names, moves: tuple[Move, ...], shown: int | None, offset: int = 0
              ) -> tuple[MovePair, ...]:
    """The numbered pairs of ``moves``; the entry of ply ``shown`` is current
    (``None`` or 0: none is, the start position is shown). ``offset`` 1: the game starts
    from a position with O to move, whose move stands alone in the first pair.

    >>> from uttt.app.variants import variant_of
    >>> move_list(variant_of("ultimate"), (), shown=0)
    ()
    """
    entries = tuple(MoveEntry(ply, "X" if (ply + offset) % 2 else "O",
                              variant.move_name(move), ply == shown, offset)
                    for ply, move in enumerate(moves, start=1))
    pairs: list[MovePair] = []
    for entry in entries:
        if pairs and pairs[-1].number == entry.number:
            pairs[-1] = MovePair(entry.number, (*pairs[-1].entries, entry))
        else:
            pairs.append(MovePair(entry.number, (entry,)))
    return tuple(pairs)


def current_ply(pairs: tuple[MovePair, ...]) -> int | None:
    """The ply of the current entry, ``None`` when none is.

    >>> from uttt.app.variants import variant_of
    >>> current_ply(move_list(variant_of("classic"), (4, 0, 8), shown=3))
    3
    """
    return next((e.ply for pair in pairs for e in pair.entries if e.current), None)
