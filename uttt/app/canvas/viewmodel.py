"""The view model's data: what the page shows, as plain frozen values. Built by
``uttt.app.scene.build`` (the whole page) and the game variants (the board's part)."""

from __future__ import annotations

from uttt.app.core.vocabulary import Colour, GameKind, Level, Mode, other
from uttt.app.scores.book import Tally
from uttt.app.texts.i18n import Message
from uttt.board import Move, Player, SmallState
from uttt.frozen import frozen


@frozen
class SmallView:
    """One small board as shown."""

    state: SmallState
    lit: bool
    line: tuple[int, int, int] | None
    """The cells of the line that won it."""
    golden: bool
    """One of the three boards that won the game."""


@frozen
class BoardView:
    """What a variant draws of the shown position (moves and boards in its own numbering)."""

    boards: tuple[SmallView, ...]
    marks: tuple[tuple[Move, Player], ...]
    last_move: Move | None
    lit: tuple[int, ...]
    free_move: bool
    preview: Move | None
    preview_targets: tuple[int, ...]
    winning_line: tuple[int, int, int] | None
    playing: bool
    """The shown position is live and not over: someone is to move in it."""


@frozen
class Buttons:
    """Which controls are shown and enabled."""

    undo: bool
    resign: bool
    play_again: bool
    review: bool
    """Whether the review controls are shown (after a round)."""
    first: bool
    prev: bool
    next: bool
    last: bool


@frozen
class View:
    """Everything the renderer and the page's text need."""

    boards: tuple[SmallView, ...]
    marks: tuple[tuple[Move, Player], ...]
    x_colour: Colour
    last_move: Move | None
    lit: tuple[int, ...]
    free_move: bool
    preview: Move | None
    """The held cell, if it is a legal move now."""
    preview_targets: tuple[int, ...]
    """Where the held cell would send the opponent (several on a free move)."""
    winning_line: tuple[int, int, int] | None
    cursor: Move | None
    to_move: Colour | None
    """The colour to move in the shown position; ``None`` once the round is over."""
    status: Message
    status_colour: Colour | None
    result: tuple[Message, ...]
    """The result card's lines; empty while the round goes on."""
    result_colour: Colour | None
    buttons: Buttons
    review: tuple[int, int] | None
    """``(ply, total)`` in review mode."""
    tally: Tally
    round_number: int
    record: str
    resign_armed: bool
    mode: Mode
    level: Level
    thinking: bool
    """The computer is searching its move (show the thinking indicator)."""
    switch: tuple[Mode, Level] | None
    """The mode and level waiting for the player to confirm abandoning the round."""
    score_labels: tuple[Message, Message, Message]
    """The names of the three score counts: colours, or wins and losses vs the computer."""
    game: GameKind = "ultimate"
    """Classic views hold cells 0..8: ``marks``, ``last_move``, ``preview``, ``cursor``
    and ``winning_line`` are cells, and ``boards`` is the one board."""
    switch_game: GameKind | None = None
    """The game waiting for the player to confirm abandoning the round."""

    def colour_of(self, symbol: Player) -> Colour:
        """The colour of the person playing a symbol this round."""
        return self.x_colour if symbol == "X" else other(self.x_colour)
