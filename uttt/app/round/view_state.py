"""What the player points at and looks at: the keyboard cursor, the cell held, the
review's ply, a resign or a switch waiting for confirmation. Part of the page's state
(``App.round.view``), not of the match; the view reads it."""

from __future__ import annotations

from uttt.app.core.vocabulary import GameKind, Level, Mode
from uttt.board import Move
from uttt.frozen import frozen


@frozen
class ViewState:
    """What the player points at and looks at; not part of the match."""

    cursor: Move | None = None
    """The keyboard cursor's cell (shown only once the keyboard was used)."""
    held: Move | None = None
    """A cell pressed or hovered: preview where playing it would send."""
    previewed: Move | None = None
    """With "tap twice to play", the cell a first tap showed (a second tap plays it)."""
    review: int | None = None
    """The ply shown in review mode; ``None`` shows the live game."""
    resign_armed: bool = False
    """Resign was pressed once and waits for a confirming second press."""
    switch: tuple[Mode, Level] | None = None
    """A mode and level picked during a round: the page asks before abandoning it."""
    switch_game: GameKind | None = None
    """A new game picked during a round (with ``switch``): asked about the same way."""
