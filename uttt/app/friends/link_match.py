"""A link game, or a game opened for review, as the match the page plays and draws.

On this device I am Red and my friend is Blue, whoever opens: the round's opener is
the colour of the seat holding X. A game opened for review is watched: nobody plays.
Neither kind counts in this device's score book (the match gets a scratch one).

>>> from uttt.app.friends.book import LinkGame
>>> record = link_record(LinkGame("classic", "Qk3xZ09a", 2, "b", "a", (4,)))
>>> record.opener, record.round_number, record.moves, record.game
('blue', 2, (4,), 'classic')
"""

from __future__ import annotations

from uttt.app.core.vocabulary import Colour
from uttt.app.friends.book import LinkGame
from uttt.app.friends.opening import Opened
from uttt.app.round.match import Match
from uttt.app.round.record import MatchRecord
from uttt.app.round.seats import NOBODY, PERSON, REMOTE, Seat, Seats
from uttt.app.scores.book import ScoreBook
from uttt.board import Player


def round_id_of(*parts: object) -> str:
    """A round id (16 hex digits) that names this game on every device alike."""
    text = ":".join(str(p) for p in parts)
    # Imported here, not with the module: hashlib sets up every algorithm it knows when
    # imported, about 10 ms of the page's start-up in Pyodide, and the first frame
    # hashes nothing (scripts/bench/bench_imports.py).
    import hashlib

    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _colour(game: LinkGame, symbol: Player | None) -> Colour | None:
    if symbol is None:
        return None
    return "red" if symbol == game.my_symbol else "blue"


def _seats(resigned: Colour | None, red: Seat, blue: Seat) -> Seats:
    """The seats, except once someone resigned: then that colour is the one person here,
    the only seat a resignation can come from (the game is over: nobody moves)."""
    if resigned is None:
        return Seats(red, blue)
    return Seats(PERSON, NOBODY) if resigned == "red" else Seats(NOBODY, PERSON)


def link_record(game: LinkGame) -> MatchRecord:
    """The round of a link game, me as Red."""
    opener: Colour = "red" if game.x_holder == game.me else "blue"
    resigned = _colour(game, game.resigned)
    return MatchRecord(round_id_of(game.series, game.round), game.variant, "two_players",
                       "beginner", game.round, opener, game.moves, resigned,
                       seats=_seats(resigned, PERSON, REMOTE))


def watch_record(opened: Opened) -> MatchRecord:
    """The round of a game opened for review (Red holds X)."""
    resigned: Colour | None = None
    if opened.resigned is not None:
        resigned = "red" if opened.resigned == "X" else "blue"
    return MatchRecord(round_id_of(opened.variant, *opened.moves), opened.variant,
                       "two_players", "beginner", 1, "red", opened.moves, resigned,
                       seats=_seats(resigned, NOBODY, NOBODY), start=opened.start)


def scratch_match(record: MatchRecord) -> Match:
    """A match whose results count nowhere."""
    return Match(record, scores=ScoreBook())


def resigned_symbol(match: Match) -> Player | None:
    colour = match.resigned_by
    return None if colour is None else match.symbol_of(colour)
