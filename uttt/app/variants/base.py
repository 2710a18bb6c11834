"""What a game variant bundles: everything that differs between ultimate and classic
tic-tac-toe, behind one interface. The rest of the page application holds a variant
and never asks which one it is (``scripts/check_variants.py`` keeps it so)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import TYPE_CHECKING, Protocol

from uttt.app.drawing import Op
from uttt.app.help import Section
from uttt.app.i18n import Message, Param
from uttt.app.layout import Layout, Rect
from uttt.app.scores import GameKind, Level
from uttt.app.viewmodel import BoardView, View
from uttt.board import Move, Outcome, Player

if TYPE_CHECKING:
    from uttt.app.match import Match


class GameBoard(Protocol):
    """What a match needs from a game's board: ``uttt.board.Board`` and
    ``uttt.classic.ClassicBoard`` both fit."""

    @property
    def turn(self) -> Player: ...

    @property
    def moves(self) -> list[int]: ...

    @property
    def ply(self) -> int: ...

    @property
    def last_move(self) -> int | None: ...

    def legal_moves(self) -> list[int]: ...

    def is_legal(self, move: int) -> bool: ...

    def push(self, move: int) -> None: ...

    def pop(self) -> int: ...

    def outcome(self) -> Outcome | None: ...

    def is_game_over(self) -> bool: ...

    def copy(self) -> GameBoard: ...


class Search(Protocol):
    """A variant's computer search for one position, run in slices."""

    def is_done(self) -> bool:
        """Whether the move is chosen."""
        ...

    def run(self, seconds: float) -> float:
        """Search for at most about ``seconds``; returns the seconds it searched."""
        ...

    def move(self) -> Move:
        """The move chosen (read once ``is_done``)."""
        ...

    def stats(self) -> dict[str, float]:
        """What the search did so far, for the page's performance measures."""
        ...

    def can_ponder(self) -> bool:
        """Whether searching on the opponent's time may go on (``ponder``)."""
        ...

    def ponder(self, seconds: float) -> float:
        """Search on the opponent's time for at most about ``seconds``, within the
        ponder limit; returns the seconds it searched."""
        ...


class Variant(ABC):
    """One game variant. Subclasses are stateless singletons (``uttt.app.variants``)."""

    game: GameKind
    """The variant's name in saves and score tables."""
    rated: bool
    """Rounds against the computer count for the rating."""
    unrated_note: str | None = None
    """What the rating panel says of an unrated round against the computer."""
    elo: Mapping[Level, int]
    """Each computer level's calibrated Elo in this game (Beginner = 1000): the
    game's own rating scale."""
    texts: Mapping[str, str]
    """The text key of each of the page's game-specific texts (``title``, ``hint``,
    ``canvas.label``, ``rating.value``, ``kind``: its short name in "Your games")."""
    help: tuple[Section, ...]
    """The sections of the rules-and-help view (``uttt.app.help``)."""
    record_tag: str = ""
    """What a copied or downloaded game record starts with (``[classic] ``)."""
    analysed: bool = False
    """A finished round gets the evaluation and the game report (``uttt.app.analysis``);
    classic tic-tac-toe is solved, so there is nothing to report."""

    # -- rules and notation ------------------------------------------------------------

    @abstractmethod
    def new_board(self) -> GameBoard:
        """An empty board."""

    @abstractmethod
    def move_name(self, move: Move) -> str:
        """The move's name in the notation, e.g. ``e5`` or ``b2``."""

    @abstractmethod
    def format_record(self, moves: tuple[Move, ...], result: str | None) -> str:
        """A game record of these moves."""

    # -- the page ----------------------------------------------------------------------

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

    # -- words -------------------------------------------------------------------------

    @abstractmethod
    def turn_status(self, board: GameBoard, who: dict[str, Param]) -> Message:
        """The status line while someone on this device is to move."""

    @abstractmethod
    def result_key(self, reason: str) -> str:
        """The result card's key for a round decided on the board by ``reason``
        (``line``, ``all_closed``, ``early_draw``)."""

    @abstractmethod
    def announcement(self, board_after: GameBoard, match: Match, *, computer: bool) -> Message:
        """What the live region says after a move (``computer``: the computer's)."""

    # -- the computer ------------------------------------------------------------------

    @abstractmethod
    def search(self, moves: tuple[Move, ...], level: Level, *, seed: int,
               previous: Search | None, dropped: Search | None = None) -> Search:
        """The computer's search for the position after ``moves``; ``previous`` is the
        last search of the same round and level, to continue from when it fits;
        ``dropped`` the last search of any round, which the caller lets go (unless it is
        the one returned), for the new one to free its memory a slice at a time."""

    def ponders(self, level: Level) -> bool:
        """Whether the computer at ``level`` searches on a person's time (``Pondering``)."""
        return False

    @abstractmethod
    def stand_in_move(self, board: GameBoard, *, seed: int) -> Move:
        """The move the computer plays for a player whose time ran out."""
