"""The first-game tour: a few guided steps on the real board. Pure data and checks.

Each step is a position (moves replayed through the rules), the cells that answer its
task, and the stem of its texts (``<stem>.title``, ``.task``, ``.right``, ``.wrong`` in
the text catalogs, ``uttt.app.texts.i18n``). The tour's state (``Tour``) says which step
is shown, the last refused try, and the right move once played. It never touches the player's round:
the page shows the tour's position instead (``App.tour``).

>>> tour = Tour()
>>> judge(STEPS[0], 36), judge(STEPS[0], 37), judge(STEPS[0], 0)
('right', 'wrong', 'illegal')
>>> tried(tour, 37).feedback(), tried(tour, 36).feedback()
('tour.send.wrong', 'tour.send.right')
"""

from __future__ import annotations

from typing import Literal

from uttt.app.round.match import Match
from uttt.app.round.record import MatchRecord
from uttt.app.round.seats import PERSON, Seats
from uttt.app.scores.book import ScoreBook
from uttt.board import Board, Move
from uttt.frozen import frozen, replace

Verdict = Literal["right", "wrong", "illegal"]

TOUR_ROUND = "70b7000000000000"
"""The round id of the tour's positions (one for all: a step's right move is a move of
that round, and makes its sound)."""


@frozen
class Step:
    """One step of the tour: a position, its right answers, its texts."""

    stem: str
    """The texts' keys start with it: ``tour.send`` has ``tour.send.task``..."""
    moves: tuple[Move, ...]
    """The position, as moves from the start (replayed through the rules)."""
    targets: frozenset[Move]
    """The moves that answer the task."""
    marked: bool = False
    """Frame the target cells from the start (else only after a refused try)."""


def _open_cells(moves: tuple[Move, ...], board: int) -> frozenset[Move]:
    """The cells of one small board that may be played after ``moves``."""
    return frozenset(m for m in Board.from_moves(moves).legal_moves() if m // 9 == board)


_SECOND = (40, 36, 0, 4, 44, 72, 1, 9)
"""X holds the top-left board's top two left cells and is sent there."""

STEPS: tuple[Step, ...] = (
    # X took the centre: O plays in the centre board; its top-left cell sends X top left
    Step("tour.send", (40,), frozenset({36}), marked=True),
    # X completes the top row of the top-left board
    Step("tour.small", _SECOND, frozenset({2})),
    # O sent X to the won top-left board: X may play in any open board
    Step("tour.free", (*_SECOND, 2, 18), _open_cells((*_SECOND, 2, 18), 8), marked=True),
    # X won the top-left and top-middle boards: the top-right one wins the game
    Step("tour.line", (17, 72, 4, 44, 78, 54, 0, 2, 18, 1, 13, 36, 8, 79, 63, 73, 9, 56,
                       22, 38), frozenset({26})),
    # only X's middle column is still open: O wins its last board, and the game is drawn
    Step("tour.dead", (10, 15, 54, 8, 72, 1, 11, 21, 32, 46, 9, 5, 47, 24, 57, 33, 60, 2,
                       26, 76, 42, 18, 79, 63, 78, 71, 75, 27, 44, 30, 43), frozenset({67})),
)
"""The tour's steps, in order."""


def position(step: Step) -> Board:
    """The step's position, replayed through the rules."""
    return Board.from_moves(step.moves)


def judge(step: Step, move: Move) -> Verdict:
    """Whether ``move`` answers the step: right, a legal move that does not, or one the
    rules refuse here."""
    if move in step.targets:
        return "right"
    return "wrong" if position(step).is_legal(move) else "illegal"


@frozen
class Tour:
    """Where the player is in the tour."""

    at: int = 0
    """The step shown (an index of ``STEPS``)."""
    missed: Move | None = None
    """The last try the step refused."""
    verdict: Verdict | None = None
    """What the last try was."""
    played: Move | None = None
    """The step's right move, once played (the board shows it)."""

    def step(self) -> Step:
        return STEPS[self.at]

    def moves(self) -> tuple[Move, ...]:
        """The moves of the position on the board."""
        played = () if self.played is None else (self.played,)
        return self.step().moves + played

    def match(self) -> Match:
        """The position on the board as a match whose results count nowhere: one person
        here plays both sides, in the nine-board game."""
        record = MatchRecord(TOUR_ROUND, "ultimate", "two_players", moves=self.moves(),
                             seats=Seats(PERSON, PERSON))
        return Match(record, scores=ScoreBook())

    def last(self) -> bool:
        """The last step is shown."""
        return self.at == len(STEPS) - 1

    def feedback(self) -> str | None:
        """The key of what the page says of the last try, if any."""
        if self.verdict is None:
            return None
        if self.verdict == "illegal":
            return "tour.illegal"
        return f"{self.step().stem}.{self.verdict}"

    def marks(self) -> tuple[Move, ...]:
        """The cells framed on the board: the targets once refused (or from the start),
        until the right move is played."""
        step = self.step()
        if self.played is not None or not (step.marked or self.verdict is not None):
            return ()
        return tuple(sorted(step.targets))


def tried(tour: Tour, move: Move) -> Tour:
    """The tour after the player tried ``move`` (nothing once the step is answered)."""
    if tour.played is not None:
        return tour
    verdict = judge(tour.step(), move)
    return replace(tour, verdict=verdict, missed=None if verdict == "right" else move,
                   played=move if verdict == "right" else None)


def next_step(tour: Tour) -> Tour | None:
    """The next step, ``None`` after the last one."""
    return None if tour.last() else Tour(at=tour.at + 1)
