"""Board geometry for a canvas of any size, and hit testing. Pure: no DOM.

All sizes are CSS pixels. The big board is the largest square that fits the
canvas with a small margin, centred. It holds nine small boards separated by
gaps; each small board holds nine cells inside a thin padding. A point in a
small board (padding included) hits the nearest cell of it; a point in a gap or
the margin hits nothing.

>>> layout = compute_layout(360, 360)
>>> hit_test(layout, *cell_rect(layout, 40).centre)
40
>>> hit_test(layout, 0, 0) is None
True
"""

from __future__ import annotations

from uttt.board import Move
from uttt.frozen import frozen

MARGIN = 0.015
"""The margin around the big board, as a share of the canvas's shorter side."""
GAP = 0.035
"""The gap between small boards, as a share of the big board's side."""
PAD = 0.05
"""The padding inside a small board, as a share of its side."""
LABELS = 0.055
"""With coordinates: the band left of and below the big board for them, as a share of
the canvas's shorter side."""


@frozen
class Rect:
    """An axis-aligned rectangle: top-left corner and size."""

    x: float
    y: float
    w: float
    h: float

    @property
    def centre(self) -> tuple[float, float]:
        """The centre point."""
        return self.x + self.w / 2, self.y + self.h / 2

    def contains(self, x: float, y: float) -> bool:
        """Whether a point is inside (edges included).

        >>> Rect(0, 0, 10, 10).contains(10, 5), Rect(0, 0, 10, 10).contains(11, 5)
        (True, False)
        """
        return self.x <= x <= self.x + self.w and self.y <= y <= self.y + self.h

    def inset(self, by: float) -> Rect:
        """The rectangle shrunk by ``by`` on every side."""
        return Rect(self.x + by, self.y + by, self.w - 2 * by, self.h - 2 * by)


@frozen
class Layout:
    """The geometry of one canvas size."""

    width: float
    height: float
    board: Rect
    """The big board square."""
    gap: float
    """The space between two small boards."""
    small: float
    """The side of a small board."""
    pad: float
    """The padding inside a small board, around its cells."""
    cell: float
    """The side of a cell."""
    labels: bool = False
    """A band left of and below the board holds the coordinates (``band`` wide)."""
    band: float = 0.0


def compute_layout(width: float, height: float, *, labels: bool = False) -> Layout:
    """The geometry of a canvas of this CSS size (any size, any aspect); with ``labels``,
    the board leaves a band on its left and below it for the coordinates.

    >>> layout = compute_layout(1000, 500)
    >>> layout.board.h == layout.board.w < 500 and layout.board.x > 250
    True
    >>> labelled = compute_layout(500, 500, labels=True)
    >>> labelled.board.x - labelled.band > 0, labelled.board.y + labelled.board.h < 500
    (True, True)
    """
    width, height = max(float(width), 1.0), max(float(height), 1.0)
    shorter = min(width, height)
    band = shorter * LABELS if labels else 0.0
    side = shorter * (1 - 2 * MARGIN) - band
    board = Rect((width - side + band) / 2, (height - side - band) / 2, side, side)
    gap = side * GAP
    small = (side - 2 * gap) / 3
    pad = small * PAD
    cell = (small - 2 * pad) / 3
    return Layout(width, height, board, gap, small, pad, cell, labels, band)


def small_rect(layout: Layout, board: int) -> Rect:
    """The rectangle of small board ``board`` (0..8, row by row)."""
    row, col = divmod(board, 3)
    step = layout.small + layout.gap
    x, y = layout.board.x + col * step, layout.board.y + row * step
    return Rect(x, y, layout.small, layout.small)


def cell_rect(layout: Layout, move: Move) -> Rect:
    """The rectangle of the cell a move is played on."""
    board, cell = divmod(move, 9)
    outer = small_rect(layout, board)
    row, col = divmod(cell, 3)
    return Rect(
        outer.x + layout.pad + col * layout.cell,
        outer.y + layout.pad + row * layout.cell,
        layout.cell,
        layout.cell,
    )


def board_at(layout: Layout, x: float, y: float) -> int | None:
    """The small board under a point, ``None`` in a gap or outside the big board."""
    step = layout.small + layout.gap
    rx, ry = x - layout.board.x, y - layout.board.y
    if not (0 <= rx <= layout.board.w and 0 <= ry <= layout.board.h):
        return None
    col, row = min(int(rx // step), 2), min(int(ry // step), 2)
    if rx - col * step > layout.small or ry - row * step > layout.small:
        return None
    return 3 * row + col


def hit_test(layout: Layout, x: float, y: float) -> Move | None:
    """The move whose cell is under a point (CSS pixels), ``None`` if none is.

    >>> layout = compute_layout(320, 320)
    >>> [hit_test(layout, *cell_rect(layout, m).centre) for m in (0, 8, 72, 80)]
    [0, 8, 72, 80]
    """
    board = board_at(layout, x, y)
    if board is None:
        return None
    outer = small_rect(layout, board)
    col = _clamp(int((x - outer.x - layout.pad) // layout.cell), 0, 2)
    row = _clamp(int((y - outer.y - layout.pad) // layout.cell), 0, 2)
    return 9 * board + 3 * row + col


def _clamp(value: int, low: int, high: int) -> int:
    return max(low, min(high, value))
