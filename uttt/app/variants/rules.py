"""What the round needs of a game variant: its board, notation, records, link letter and
search (``Rules``), with the protocol of its search. A game's board is a
``uttt.board.GameBoard`` (the rules' one interface, which ``Board`` and ``ClassicBoard``
implement); move names and records are ``uttt.notation``'s, asked of the variant's board
class."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Protocol

from uttt import notation
from uttt.app.core.vocabulary import GameKind, Level
from uttt.board import GameBoard, Move

__all__ = ["GameBoard", "Rules", "Search"]


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


class Rules(ABC):
    """What the round needs of a game: its board, its notation, its records and the
    computer's search (``uttt.app.round`` holds a variant through these)."""

    game: GameKind
    """The variant's name in saves and score tables (its board class's ``variant``)."""
    board_type: type[GameBoard]
    """The game's board class: its rules, its grid and the names of its cells."""
    link_letter: str
    """The letter that names the game in a link's flags (``uttt.app.friends.link``)."""
    rated: bool
    """Rounds against the computer count for the rating."""
    elo: Mapping[Level, int]
    """Each computer level's calibrated Elo in this game (Beginner = 1000): the
    game's own rating scale."""
    record_tag: str = ""
    """What a copied or downloaded game record starts with (``[classic] ``); a record
    tagged with the game's name in brackets is read as this game's
    (``uttt.app.friends.opening``)."""
    analysed: bool = False
    """Positions are evaluated by the search (``uttt.app.study.analysis``): a finished
    round's report fills in job by job, and hints, the live evaluation and the analysis
    board's values are offered."""
    solved: bool = False
    """Every position's exact value is known at once (``solved_values``): a finished
    round's report is whole as the game ends, with no search."""

    # -- rules and notation ------------------------------------------------------------

    def new_board(self) -> GameBoard:
        """An empty board (under the early draw, for a game that has it)."""
        return self.board_type.from_start()

    def board_from(self, start: str) -> GameBoard:
        """The board of a position text (``uttt.fen``), for a round set up in the
        position editor (X opens every game); ``ValueError`` when the rules refuse it or
        this game has no position text."""
        return self.board_type.from_start(start, x_first=True)

    def move_name(self, move: Move) -> str:
        """The move's name in the notation, e.g. ``e5`` or ``b2``."""
        return notation.move_name(move, self.board_type)

    def move_names(self) -> tuple[str, ...]:
        """The name of every move, in move order (the last one, ``i9`` or ``c3``, ends
        the range the messages quote)."""
        return notation.move_names(self.board_type)

    def solved_values(self, moves: tuple[Move, ...]) -> tuple[tuple[float, Move], ...] | None:
        """For each move of the game ``moves``, the position before it by perfect play:
        the side to move's chances (1 a win, 0.5 a draw, 0 a loss) and a move that keeps
        them (the move played where it does). ``None``: only a search can tell."""
        return None

    def format_record(self, moves: tuple[Move, ...], result: str | None,
                      start: str | None = None) -> str:
        """A game record of these moves (played from the position ``start``, if given:
        then the record begins with it)."""
        return notation.format_record(moves, result=result, start=start,
                                      game=self.board_type)

    def parse_record(self, text: str, start: str | None = None) -> notation.ParsedRecord:
        """The moves and result of a record of this game (``uttt.notation.parse_record``:
        a ``RecordError`` where it goes wrong, ``ValueError`` for a refused ``start``)."""
        return notation.parse_record(text, game=self.board_type, start=start)

    @abstractmethod
    def search(self, moves: tuple[Move, ...], level: Level, *, seed: int,
               previous: Search | None, dropped: Search | None = None,
               start: str | None = None) -> Search:
        """The computer's search for the position after ``moves`` (played from ``start``,
        a position text, if given); ``previous`` is the
        last search of the same round and level, to continue from when it fits;
        ``dropped`` the last search of any round, which the caller lets go (unless it is
        the one returned), for the new one to free its memory a slice at a time."""

    def ponders(self, level: Level) -> bool:
        """Whether the computer at ``level`` searches on a person's time (``Pondering``)."""
        return False

    @abstractmethod
    def stand_in_move(self, board: GameBoard, *, seed: int) -> Move:
        """The move the computer plays for a player whose time ran out."""
