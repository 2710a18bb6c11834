"""Hints: when one may be asked for, and what it shows. Pure.

A hint is the search's move for the live position (the same evaluation as the report's,
``uttt.app.study.analysis``), for a person to move in a game with a report (the nine boards).
Showing one marks the round as hinted (``Match.take_hint``), so it is not rated.

>>> from uttt.app.round.match import Match
>>> match = Match.new("0" * 16)
>>> can_hint(match), Hint((), None).shown_for(())
(True, False)
"""

from __future__ import annotations

from uttt.app.round.match import Match
from uttt.app.texts.i18n import Message, message
from uttt.board import Move
from uttt.frozen import frozen
from uttt.notation import move_name


def offers_hint(match: Match) -> bool:
    """Whether the page offers the Hint button in this round: a live round of a game
    with a report, a person on this device playing, and no friend by link (the friend
    could not know the engine was asked: link games have no hints), from the empty board
    (the hint's search reads moves from it, not a set-up position). Against the
    computer the rating panel says beforehand that a hinted round is not rated.

    >>> from uttt.app.round.seats import PERSON, REMOTE, Seats
    >>> offers_hint(Match.new("0" * 16)), offers_hint(Match.new("0" * 16, mode="cvc"))
    (True, False)
    >>> offers_hint(Match.new("0" * 16, seats=Seats(PERSON, REMOTE)))
    False
    """
    seats = match.seats
    return (match.variant.analysed and not match.is_over() and bool(seats.colours("person"))
            and not seats.colours("remote") and match.start is None)


def can_hint(match: Match) -> bool:
    """The Hint button may be used now: it is offered (``offers_hint``) and a person
    here is to move."""
    return offers_hint(match) and match.awaits_input()


def live_evaluation(match: Match, on: bool) -> bool:
    """Whether the live round shows the search's evaluation after every move: the player
    turned it on, in a game with a report, while it goes on, with every seat on this
    device (never with a friend by link or a player met live). Against the computer it is
    a hint: the round is then marked as hinted, and not rated (``evaluation_hints``).

    >>> live_evaluation(Match.new("0" * 16), True), live_evaluation(Match.new("0" * 16), False)
    (True, False)
    >>> live_evaluation(Match.new("0" * 16, mode="computer"), True)
    True
    """
    seats = match.seats
    return (on and match.variant.analysed and not match.is_over()
            and seats.red.local and seats.blue.local and match.start is None)


def evaluation_hints(match: Match, on: bool) -> bool:
    """Whether the live evaluation shown now makes the round unrated: a person here
    plays the computer in a rated round not already marked.

    >>> evaluation_hints(Match.new("0" * 16, mode="computer"), True)
    True
    >>> evaluation_hints(Match.new("0" * 16), True)
    False
    """
    return (live_evaluation(match, on) and match.computer is not None
            and match.person is not None and not match.hinted)


def reported(match: Match) -> bool:
    """Whether the game on screen (``match``: a link game, a reviewed game or this
    device's round) gets the game report: it is over, in a game whose positions the
    search evaluates or the solver knows. Read from the shown game's own variant, never
    from this device's round's. A round from a position set up in the editor gets none
    (the report reads games from the start).

    >>> from uttt.app.round.record import MatchRecord
    >>> classic = Match(MatchRecord("0" * 16, game="classic", moves=(0, 3, 1, 4, 2)))
    >>> reported(classic), reported(Match(MatchRecord("0" * 16, game="classic", moves=(4,))))
    (True, False)
    """
    variant = match.variant
    return (variant.analysed or variant.solved) and match.is_over() and match.start is None


def has_board(match: Match) -> bool:
    """Whether the game on screen gets the analysis board (its moves explored in
    variations, every move's value): a finished game whose positions the search evaluates
    (not classic's, whose report the solver fills), from the empty board or from a
    set-up position, or a position opened for analysis (a game from a position that
    nobody plays: no value is ever shown to someone playing).

    >>> from uttt.app.round.record import MatchRecord
    >>> from uttt.app.round.seats import NOBODY, Seats
    >>> start = "9/9/9/9/4x4/9/9/9/9 O 1 e5"
    >>> has_board(Match(MatchRecord("0" * 16, start=start, seats=Seats(NOBODY, NOBODY))))
    True
    >>> has_board(Match(MatchRecord("0" * 16, start=start))), has_board(Match.new("0" * 16))
    (False, False)
    >>> has_board(Match(MatchRecord("0" * 16, game="classic", moves=(0, 3, 1, 4, 2))))
    False
    """
    if not match.variant.analysed:
        return False
    if match.is_over():
        return bool(match.moves)
    return match.start is not None and len(match.seats.colours("nobody")) == 2


def shows_report(match: Match, live_eval: bool) -> bool:
    """Whether the evaluation panel beside the board has anything to show: the live
    evaluation (``live_evaluation``), or the report of a finished round of a game with a
    report. Until then the page need not load the panel (the report's ``sync``,
    ``uttt.app.features.analysis.report``, leaves a new screen as it is).

    >>> shows_report(Match.new("0" * 16), False), shows_report(Match.new("0" * 16), True)
    (False, True)
    """
    over = reported(match) and bool(match.moves)
    return over or live_evaluation(match, live_eval)


@frozen
class Hint:
    """The hint asked for the position after ``moves``; ``move`` once found; ``token``:
    its search's job (``uttt.app.controller.jobs.Evaluate`` in lane ``hint``)."""

    moves: tuple[Move, ...]
    move: Move | None
    token: int = 0

    def shown_for(self, moves: tuple[Move, ...]) -> bool:
        """Whether this hint's move is ready and still for the position on screen."""
        return self.move is not None and self.moves == moves

    def text(self) -> Message | None:
        return None if self.move is None else message("hint.shown", move=move_name(self.move))

    def searching(self, moves: tuple[Move, ...]) -> bool:
        """Whether this hint's search runs for the position on screen."""
        return self.move is None and self.moves == moves
