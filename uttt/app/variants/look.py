"""What the page shows of a game variant (``Look``): texts, help, the board's drawing
and hit testing, the keyboard cursor, and the words for a turn, a result and a move."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping

from uttt.app.canvas.drawing import Op
from uttt.app.canvas.layout import Layout, Rect
from uttt.app.canvas.viewmodel import BoardView, View
from uttt.app.texts.help import Section
from uttt.app.texts.i18n import Message, Param
from uttt.app.texts.wording import Sides
from uttt.app.variants.rules import GameBoard
from uttt.board import Move


class Look(ABC):
    """What the page shows of a game: its texts and help, its board on the canvas, the
    keyboard cursor, and its words for a turn, a result and a move."""

    unrated_note: str | None = None
    """What the rating panel says of an unrated round against the computer."""
    texts: Mapping[str, str]
    """The text key of each of the page's game-specific texts (``title``, ``hint``,
    ``canvas.label``, ``rating.value``, ``kind``: its short name in "Your games")."""
    help: tuple[Section, ...]
    """The sections of the rules-and-help view (``uttt.app.texts.help``)."""
    @abstractmethod
    def cell_rect(self, layout: Layout, move: Move) -> Rect:
        """Where a move's cell is drawn."""

    @abstractmethod
    def hit_test(self, layout: Layout, x: float, y: float) -> Move | None:
        """The move whose cell is under a point, ``None`` if none is."""

    @abstractmethod
    def board_view(self, board: GameBoard, held: Move | None, live: bool) -> BoardView:
        """What to draw of ``board``: ``held`` is a pressed cell (previewed if legal),
        ``live`` false once the round on screen is over."""

    @abstractmethod
    def board_ops(self, view: View, layout: Layout) -> list[Op]:
        """The drawing of the board (after the clear)."""

    @abstractmethod
    def start_cursor(self, legal: list[Move]) -> Move:
        """Where the keyboard cursor first appears, given the legal moves."""

    @abstractmethod
    def step_cursor(self, cursor: Move, by: tuple[int, int]) -> Move:
        """The cursor moved by ``(rows, columns)``, stopping at the grid's edges."""

    def follow_cursor(self, cursor: Move, legal: list[Move]) -> Move:
        """Where a shown cursor goes after a move (by default it stays put)."""
        return cursor

    @abstractmethod
    def turn_status(self, board: GameBoard, who: dict[str, Param]) -> Message:
        """The status line while someone on this device is to move."""

    @abstractmethod
    def result_key(self, reason: str) -> str:
        """The result card's key for a round decided on the board by ``reason``
        (``line``, ``all_closed``, ``early_draw``)."""

    @abstractmethod
    def announcement(self, board_after: GameBoard, match: Sides, *, computer: bool) -> Message:
        """What the live region says after a move (``computer``: the computer's)."""
