"""Who holds each colour of a round: its seats. Pure data and the rules that read it.

A seat is a person on this device, the computer at a level, a remote player (whose
moves arrive later, by link) or nobody (the colour is only watched, as in a review).
Two players, playing the computer, the computer playing itself and watching are
just different pairs of seats; the match asks its seats who moves, who may take a
move back, who resigns and whose result is rated.

>>> seats = seats_for("computer", "master")
>>> seats.red, seats.blue
(Seat(kind='person', level=None), Seat(kind='computer', level='master'))
>>> seats.person, seats.computer
('red', 'blue')
>>> undo_count(seats, ["red", "blue"])     # your move and the computer's reply
2
>>> undo_count(seats, ["blue"])            # the computer's opening move stays
0
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from uttt.app.core.vocabulary import Colour, Level, Mode
from uttt.frozen import frozen

__all__ = ["COMPUTER", "NOBODY", "PERSON", "REMOTE", "Seat", "SeatKind", "Seats",
           "computer_seat", "resigner", "seats_for", "undo_count"]

SeatKind = Literal["person", "computer", "remote", "nobody"]


@frozen
class Seat:
    """Who plays one colour: ``kind``, and the computer's ``level``."""

    kind: SeatKind
    level: Level | None = None

    @property
    def plays_here(self) -> bool:
        """Moves for this seat come from this device's pointer and keyboard."""
        return self.kind == "person"

    @property
    def thinks_here(self) -> bool:
        """Moves for this seat come from this device's search."""
        return self.kind == "computer"

    @property
    def local(self) -> bool:
        """A move of this seat can be taken back on this device (nobody else saw it)."""
        return self.kind in ("person", "computer")


PERSON = Seat("person")
REMOTE = Seat("remote")
NOBODY = Seat("nobody")


def computer_seat(level: Level) -> Seat:
    """The computer at a level."""
    return Seat("computer", level)


COMPUTER = computer_seat("beginner")


@frozen
class Seats:
    """The seats of both colours."""

    red: Seat
    blue: Seat

    def of(self, colour: Colour) -> Seat:
        """The seat of a colour."""
        return self.red if colour == "red" else self.blue

    def colours(self, kind: SeatKind) -> tuple[Colour, ...]:
        """The colours whose seat is of this kind (Red first)."""
        return tuple(c for c in ("red", "blue") if self.of(c).kind == kind)

    @property
    def person(self) -> Colour | None:
        """The one colour a person on this device plays against someone else
        (``None`` with two people, or nobody, at this device)."""
        people = self.colours("person")
        return people[0] if len(people) == 1 else None

    @property
    def computer(self) -> Colour | None:
        """The computer's colour when it plays a person on this device (``None`` otherwise:
        then the texts name the colours)."""
        computers = self.colours("computer")
        return computers[0] if len(computers) == 1 and self.person is not None else None

    @property
    def rated(self) -> bool:
        """A person on this device against the computer: the result counts for the rating."""
        return self.computer is not None

    @property
    def undoable(self) -> bool:
        """Moves can be taken back: every seat is on this device and a person is here."""
        return self.red.local and self.blue.local and bool(self.colours("person"))


def seats_for(mode: Mode, level: Level, red_level: Level = "beginner",
              taken: Colour | None = None) -> Seats:
    """The seats of a mode: two people, a person (Red) against the computer (Blue), or
    the computer against itself (Red at ``red_level``, Blue at ``level``), where a person
    may have taken one colour over mid-round (``taken``).

    >>> seats_for("two_players", "master").blue
    Seat(kind='person', level=None)
    >>> seats_for("cvc", "master", "beginner").red
    Seat(kind='computer', level='beginner')
    >>> seats_for("cvc", "master", "beginner", taken="red").person
    'red'
    """
    if mode == "computer":
        return Seats(PERSON, computer_seat(level))
    if mode == "cvc":
        red = PERSON if taken == "red" else computer_seat(red_level)
        blue = PERSON if taken == "blue" else computer_seat(level)
        return Seats(red, blue)
    return Seats(PERSON, PERSON)


def undo_count(seats: Seats, movers: Sequence[Colour]) -> int:
    """How many moves Undo takes back, given who made each move so far (``movers``, in
    order): back to and including the last move of a person on this device, with the
    computer's replies after it; nothing when the seats hold a remote player, or when
    no person's move is left (the computer's opening move never goes back).

    >>> undo_count(seats_for("two_players", "beginner"), ["red", "blue"])
    1
    >>> undo_count(seats_for("computer", "beginner"), ["red"])    # while it thinks
    1
    """
    if not seats.undoable:
        return 0
    for back, colour in enumerate(reversed(movers), start=1):
        if seats.of(colour).plays_here:
            return back
    return 0


def resigner(seats: Seats, to_move: Colour) -> Colour | None:
    """Who resigns when Resign is pressed: the one person on this device, or with two
    people the side to move; ``None`` when no person sits here (nobody may resign).

    >>> resigner(seats_for("computer", "beginner"), "blue")
    'red'
    >>> resigner(Seats(COMPUTER, COMPUTER), "red") is None
    True
    """
    person = seats.person
    if person is not None:
        return person
    return to_move if seats.of(to_move).plays_here else None
