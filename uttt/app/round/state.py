"""The round's part of the page's state (``App.round``): this device's round and the
player's hand on the board.

What is this device's round: its record, the scores of its match and the live
position (what the save keeps and ``App.match`` is built from), the computer's search
tickets for it, its turn timer and game clocks, the pause of the computer playing
itself. The hand on the board (``view``, ``pressed``, the input lock, the resign
confirmation) acts on whatever game is on screen, which is this round unless a link
game, a watched game or the tour is shown (``uttt.app.model.shown_game``): a move in a
link game goes to the links' part, the hand stays here."""

from __future__ import annotations

from uttt.app.round.clock import TurnClock
from uttt.app.round.computer import Pondering, Thinking
from uttt.app.round.game_clock import GameClock
from uttt.app.round.record import MatchRecord
from uttt.app.round.view_state import ViewState
from uttt.app.scores.book import ScoreBook
from uttt.app.texts.i18n import Message
from uttt.app.variants import GameBoard
from uttt.board import Move
from uttt.frozen import field, frozen

__all__ = ["NEVER", "RoundState"]

NEVER = float("-inf")
"""A time already past: no input lock, no resign waiting for confirmation."""


@frozen
class RoundState:
    """This device's round and the hand on the board (``App.round``)."""

    record: MatchRecord
    """The round: its moves, mode, seats and result (``uttt.app.round.record``)."""
    scores: ScoreBook
    """Every decided round of the match so far (merged with other tabs' on saving)."""
    view: ViewState = field(default_factory=ViewState)
    """What the player points at and looks at on the board shown (cursor, review's ply)."""
    lock_until: float = NEVER
    """Taps on the board are ignored until then (a move just played is being shown)."""
    pressed: Move | None = None
    """The cell a pointer went down on and still holds (it plays on release there)."""
    resign_until: float = NEVER
    """Until then a second press of Resign confirms it."""
    thinking: Thinking | None = None
    """The live search ticket while it is the computer's turn."""
    pondering: Pondering | None = None
    """The live ticket to search on the person's time (``ponder_level``)."""
    clock: TurnClock | None = None
    """When the current turn began (wall clock), for the turn timer."""
    game_clock: GameClock | None = None
    """Both sides' game clocks for this device's round, while a game clock is chosen
    (``uttt.app.features.clocks.handlers``)."""
    timeout_note: Message | None = None
    """Says the computer moved for a player out of time, until the next move."""
    paused: bool = False
    """The computer playing itself is paused (it plays on with Resume, or one move)."""
    stepping: bool = False
    """While paused: one move was asked for and has not come yet."""
    position: GameBoard | None = field(default=None, compare=False, repr=False)
    """The live position: ``record.moves`` played, kept move by move (a new board per
    change, never changed in place), so no event replays the record. ``None`` or out of
    step with the record (a state built by hand): replayed once when read."""
