"""Rounds, players, who opens, undo, resign and scores. Pure: no I/O, no clock.

Players are Red and Blue; X is whoever opens the round. With ``alternate_starter``
on (the default) Red opens rounds 1, 3, 5... and Blue opens 2, 4, 6.... Who holds
each colour is the round's seats (``uttt.app.round.seats``): two people, a person (Red)
against the computer (Blue), the computer against itself, a remote player, or nobody.
The match asks the seats who moves, who may take a move back and who resigns; what
differs between the games is the variant's (``uttt.app.variants``).

>>> match = Match.new("0000000000000001")
>>> match.side_to_move, match.symbol_of("red")
('red', 'X')
>>> match.play(40)
>>> match.side_to_move, match.can_undo()
('blue', True)
>>> match.resign().winner          # Blue, to move, resigns
'red'
>>> match.scores.tally("ultimate/two_players")
Tally(red=1, blue=0, draws=0)
>>> match.next_round("0000000000000002")
>>> match.round_number, match.opener, match.side_to_move
(2, 'blue', 'blue')
"""

from __future__ import annotations

from uttt.app.core.vocabulary import Colour, GameKind, Level, Mode, other
from uttt.app.round.record import (
    MatchRecord,
    Reason,
    RoundResult,
    can_have_resigned,
    clean_record,
    result_of,
)
from uttt.app.round.rules import new_board, new_round_id, opener_for, replay, replay_prefix
from uttt.app.round.seats import Seat, Seats, resigner, undo_count
from uttt.app.scores.book import ScoreBook, Tally, table_for
from uttt.app.variants import GameBoard, Variant, variant_of
from uttt.board import IllegalMoveError, Player
from uttt.frozen import replace

__all__ = [
    # The live round (this module), and the names its callers use with it, re-exported
    # from their homes: the record and result (uttt.app.round.record) and the rules of a
    # round (uttt.app.round.rules).
    "GameBoard",
    "Match",
    "MatchRecord",
    "Reason",
    "RoundResult",
    "clean_record",
    "new_board",
    "new_round_id",
    "opener_for",
    "other",
    "replay",
    "replay_prefix",
]


class SharedMatchError(RuntimeError):
    """A change to a match that others read (``Match.shared``)."""


class Match:
    """The live round and the scores around it. The match owns the one live board;
    callers get copies (``board``, ``board_at``).

    Build a first round with ``Match.new``, or restore a saved one with
    ``Match(record, ...)`` (raises ``ValueError`` if the record breaks the rules;
    ``uttt.app.storage.save`` cleans records before that).
    """

    _shared = False
    """Kept with a state and read by many (``App.match``): read only (``shared``)."""

    def __init__(
        self,
        record: MatchRecord,
        *,
        scores: ScoreBook | None = None,
        alternate_starter: bool = True,
        board: GameBoard | None = None,
    ) -> None:
        self._record = replace(record, moves=())
        self._board = (replay(record.game, record.moves, record.start) if board is None
                       else board.copy())
        """Given a ``board``, it is the record's moves already replayed (the live
        position the page keeps): copied, not replayed again."""
        self._resigned_by = record.resigned_by
        self.scores = scores if scores is not None else ScoreBook()
        """Every decided round so far; replaced (never mutated) when a round ends."""
        self.alternate_starter = alternate_starter
        """The setting; it takes effect from the next round."""
        resigned = self._resigned_by
        if resigned is not None and not can_have_resigned(self._board, record, resigned):
            raise ValueError("this side cannot have resigned here")

    def copy(self) -> Match:
        """A match of its own to change (a move, a take-back, a new round), with its own
        board; this one is left as it is."""
        twin = object.__new__(Match)
        twin.__dict__.update(self.__dict__)
        twin._board = self._board.copy()
        twin._shared = False
        return twin

    def shared(self) -> Match:
        """This match, read only from now on (changing it raises ``SharedMatchError``)."""
        self._shared = True
        return self

    def _own(self) -> None:
        if self._shared:
            raise SharedMatchError("this match is shared: change a copy()")

    @classmethod
    def new(
        cls,
        round_id: str,
        *,
        game: GameKind = "ultimate",
        mode: Mode = "two_players",
        level: Level = "beginner",
        alternate_starter: bool = True,
        scores: ScoreBook | None = None,
        seats: Seats | None = None,
        red_level: Level = "beginner",
    ) -> Match:
        """Round 1 of a new match.

        >>> Match.new("00000000000000aa", mode="computer").is_computer_turn()
        False
        """
        record = MatchRecord(round_id, game, mode, level, 1, opener_for(1), seats=seats,
                             red_level=red_level)
        return cls(record, scores=scores, alternate_starter=alternate_starter)

    # -- reading ------------------------------------------------------------

    @property
    def game(self) -> GameKind:
        return self._record.game

    @property
    def variant(self) -> Variant:
        """What differs between the games: board, names, drawing, the computer."""
        return variant_of(self._record.game)

    @property
    def seats(self) -> Seats:
        """Who holds each colour this round."""
        return self._record.seating

    def seat(self, colour: Colour) -> Seat:
        return self.seats.of(colour)

    @property
    def mode(self) -> Mode:
        return self._record.mode

    @property
    def level(self) -> Level:
        return self._record.level

    @property
    def round_number(self) -> int:
        return self._record.round_number

    @property
    def round_id(self) -> str:
        return self._record.round_id

    @property
    def opener(self) -> Colour:
        """Who plays X in this round."""
        return self._record.opener

    @property
    def resigned_by(self) -> Colour | None:
        return self._resigned_by

    @property
    def moves(self) -> tuple[int, ...]:
        return tuple(self._board.moves)

    @property
    def ply(self) -> int:
        """How many moves have been played this round."""
        return len(self._board.moves)

    @property
    def board(self) -> GameBoard:
        """A copy of the live board (for drawing, or for the computer to search)."""
        return self._board.copy()

    def record(self) -> MatchRecord:
        """This round as plain data, to save."""
        return replace(self._record, moves=self.moves, resigned_by=self._resigned_by)

    def symbol_of(self, colour: Colour) -> Player:
        """The symbol a colour plays this round: the opener is X."""
        return "X" if colour == self.opener else "O"

    def colour_of(self, symbol: Player) -> Colour:
        """The colour playing a symbol this round."""
        return self.opener if symbol == "X" else other(self.opener)

    @property
    def side_to_move(self) -> Colour:
        """The colour whose turn it is (after the end: who would have moved next)."""
        return self.colour_of(self._board.turn)

    @property
    def seat_to_move(self) -> Seat:
        return self.seats.of(self.side_to_move)

    @property
    def computer(self) -> Colour | None:
        """The computer's colour when it plays a person here (the texts then speak to
        the person), ``None`` otherwise."""
        return self.seats.computer

    @property
    def person(self) -> Colour | None:
        """The colour of the one person on this device playing someone else."""
        return self.seats.person

    def is_computer_turn(self) -> bool:
        """Whether the page should ask the computer for a move now."""
        return not self.is_over() and self.seat_to_move.thinks_here

    def awaits_input(self) -> bool:
        """Whether a person on this device is to move (taps and keys may play)."""
        return not self.is_over() and self.seat_to_move.plays_here

    def computer_level(self) -> Level:
        """The level of the computer to move (the round's level otherwise)."""
        return self.seat_to_move.level or self.level

    def is_over(self) -> bool:
        """Whether this round has ended (decided by the rules, or by a resignation)."""
        return self._resigned_by is not None or self._board.outcome() is not None

    def is_round_in_progress(self) -> bool:
        """Whether leaving now would abandon a started, undecided round (ask first)."""
        return self.ply > 0 and not self.is_over()

    @property
    def result(self) -> RoundResult | None:
        """How the round ended, ``None`` while it goes on."""
        return result_of(self._board, self.opener, self._resigned_by)

    def legal_moves(self) -> list[int]:
        """The moves allowed now; empty once the round is over."""
        return [] if self.is_over() else self._board.legal_moves()

    def rated(self) -> bool:
        """Whether this round counts for the rating: a person here against the computer,
        in a variant that is rated."""
        return (self.seats.rated and self.variant.rated and not self._record.hinted
                and self._record.scored)

    @property
    def hinted(self) -> bool:
        """Whether a hint was shown this round."""
        return self._record.hinted

    @property
    def red_level(self) -> Level:
        """Red's level when the computer plays itself."""
        return self._record.red_level

    @property
    def taken(self) -> Colour | None:
        """The colour a person took over from the computer this round, if any."""
        return self._record.taken

    def watched(self) -> bool:
        """The computer plays both sides here and nobody took over: it may be paused."""
        return self.mode == "cvc" and self.taken is None

    def can_take_over(self) -> bool:
        """"Take over from here": the computer plays itself and the round goes on."""
        return self.watched() and not self.is_over()

    def take_over(self) -> Colour:
        """A person takes the side to move from the computer, which keeps the other; the
        round stays uncounted. Raises ``ValueError`` when ``can_take_over`` is false."""
        self._own()
        if not self.can_take_over():
            raise ValueError("nothing to take over")
        colour = self.side_to_move
        self._record = replace(self._record, taken=colour)
        return colour

    def take_hint(self) -> None:
        """Note that a hint was shown: the round is no longer rated."""
        self._own()
        self._record = replace(self._record, hinted=True)

    def tally(self) -> Tally:
        """The score of this kind of round (game, mode and level)."""
        return self.scores.tally(table_for(self.game, self.mode, self.level))

    def board_at(self, ply: int) -> GameBoard:
        """A copy of the board after the first ``ply`` moves, for the review.

        >>> match = Match.new("0000000000000001", game="classic")
        >>> match.play(4); match.play(0)
        >>> match.board_at(1).moves
        [4]
        """
        if not 0 <= ply <= self.ply:
            raise IndexError(f"ply {ply} is outside 0..{self.ply}")
        board = self._board.copy()
        for _ in range(self.ply - ply):
            board.pop()
        return board

    # -- playing ------------------------------------------------------------

    def play(self, move: int) -> RoundResult | None:
        """Play a move for the side to move (human or computer); returns the result
        if this move decided the round, and counts it in the scores once.

        Raises ``IllegalMoveError`` (and changes nothing) for a move the rules
        refuse, or once the round is over.
        """
        self._own()
        if self._resigned_by is not None:
            raise IllegalMoveError("the round is over")
        self._board.push(move)
        result = self.result
        if result is not None:
            self._count(result)
        return result

    def can_resign(self) -> bool:
        """Whether Resign works: a round goes on and someone here may resign it, at any
        moment, its first move not yet played too (whoever resigns loses)."""
        return not self.is_over() and self.resigner() is not None

    def resigner(self) -> Colour | None:
        """Who resigns: the one person here, or with two people the side to move."""
        return resigner(self.seats, self.side_to_move)

    def resign(self) -> RoundResult:
        """Resign the round for ``resigner()``. Raises ``ValueError`` once the round is
        over or when nobody here may resign."""
        self._own()
        loser = self.resigner()
        if self.is_over() or loser is None:
            raise ValueError("the round is over")
        self._resigned_by = loser
        result = self.result
        assert result is not None
        self._count(result)
        return result

    def time_out(self) -> RoundResult:
        """The side to move ran out of time on its game clock: it loses, as by a
        resignation (the record says so: ``resigned_by``). Raises ``ValueError`` once the
        round is over."""
        self._own()
        if self.is_over():
            raise ValueError("the round is over")
        self._resigned_by = self.side_to_move
        result = self.result
        assert result is not None
        self._count(result)
        return result

    def can_undo(self) -> bool:
        """Whether the Undo button is enabled."""
        return self._undo_count() > 0

    def undo(self) -> tuple[int, ...]:
        """Take back moves (``uttt.app.round.seats.undo_count``): one between two people;
        against the computer the person's last move and any computer reply after it.
        Returns the moves taken back, last first (empty when nothing can be undone)."""
        self._own()
        return tuple(self._board.pop() for _ in range(self._undo_count()))

    def _undo_count(self) -> int:
        if self.is_over():
            return 0
        return undo_count(self.seats, [self._colour_of_ply(p) for p in range(self.ply)])

    def _colour_of_ply(self, ply: int) -> Colour:
        first = _across(self.opener, self.start_turn)
        return first if ply % 2 == 0 else other(first)

    @property
    def start(self) -> str | None:
        """The position the round started from (``MatchRecord.start``)."""
        return self._record.start

    def record_text(self) -> str:
        """The game record the page publishes (the canvas's ``data-record``): no result
        after a resignation; a round from a set-up position begins with it."""
        outcome = self.board.outcome()
        return self.variant.format_record(self.moves,
                                          None if outcome is None else outcome.result(),
                                          self.start)

    @property
    def start_turn(self) -> Player:
        """Who moves first this round: X, or the side to move of its start position."""
        return _turn_of(self._record.start)

    def _count(self, result: RoundResult) -> None:
        if not self._record.scored:
            return
        table = table_for(self.game, self.mode, self.level)
        self.scores = self.scores.record(self.round_id, table, result.winner)

    # -- rounds -------------------------------------------------------------

    def next_opener(self) -> Colour:
        """Who opens the next round: the one rule that "Play again" follows and the
        result card tells.

        >>> Match.new("0" * 16).next_opener(), Match.new("0" * 16, alternate_starter=False
        ...                                              ).next_opener()
        ('blue', 'red')
        """
        return _across(self.next_first, self.start_turn)  # as ``switch`` set it

    @property
    def next_first(self) -> Colour:
        """Who moves first next round (X, or the side to move of the start position):
        the colours take turns at it, as they take turns at X from the empty board."""
        return opener_for(self.round_number + 1, alternate_starter=self.alternate_starter)

    def next_seats(self) -> Seats:
        """Who holds each colour next round: the one rule that "Play again" follows and
        the result card tells. The same seats, except that after a take-over the
        computer plays itself again.

        >>> match = Match.new("0" * 16, mode="cvc")
        >>> match.play(40); _ = match.take_over()
        >>> match.seats.blue.plays_here, match.next_seats().blue.plays_here
        (True, False)
        """
        return self._next_record("").seating

    def _next_record(self, round_id: str) -> MatchRecord:
        return replace(self._record, round_id=round_id, round_number=self.round_number + 1,
                       opener=self.next_opener(), hinted=False, taken=None)

    def next_round(self, round_id: str) -> None:
        """Start the next round ("Play again"): the opener and the seats follow the rules
        (``next_opener``, ``next_seats``), the scores keep adding up. An unfinished round
        is abandoned (counts for nobody)."""
        self._own()
        self._start(self._next_record(round_id))

    def switch(
        self,
        round_id: str,
        *,
        game: GameKind | None = None,
        mode: Mode | None = None,
        level: Level | None = None,
        red_level: Level | None = None,
        start: str | None = None,
    ) -> None:
        """Change game, mode or level: the current round is abandoned (counts for
        nobody) and round 1 of the new kind starts, Red opening; from ``start`` (a
        position text) if given, Red then playing the side to move."""
        self._own()
        opener = _across(opener_for(1), _turn_of(start))
        record = MatchRecord(
            round_id,
            game or self.game,
            mode or self.mode,
            level or self.level,
            1,
            opener,
            seats=self._record.seats if mode is None and level is None else None,
            red_level=red_level or self._record.red_level,
            start=start,
        )
        self._start(record)

    def _start(self, record: MatchRecord) -> None:
        self._record = record
        self._board = new_board(record.game, record.start)
        self._resigned_by = None


def _turn_of(start: str | None) -> Player:
    """Who moves first from ``start``: X from the empty board, else its side to move."""
    return "O" if start is not None and start.split()[1] in "Oo" else "X"


def _across(colour: Colour, turn: Player) -> Colour:
    """The colour playing X when ``colour`` moves first with ``turn`` to move, and the
    other way round (one swap, its own inverse)."""
    return colour if turn == "X" else other(colour)
