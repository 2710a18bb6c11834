"""What the page shows, derived from the match and the view state. Pure: no drawing.

The view model says which boards are lit (the playable ones: all of them on a free
move), which marks stand where, what the status bar says and in which colour, which
buttons work, and what the review shows. It decides nothing the rules do not.

>>> from uttt.app.match import Match
>>> match = Match.new("0" * 16)
>>> match.play(2)
>>> view = build_view(match, ViewState())
>>> view.lit, view.to_move, view.status.key
((2,), 'blue', 'status.sent')
"""

from __future__ import annotations

from dataclasses import dataclass

from uttt.app.i18n import Message
from uttt.app.match import Match
from uttt.app.scores import Colour, GameKind, Level, Mode, Tally
from uttt.app.wording import other, result_lines, score_labels, status
from uttt.board import Board, Move, Player, SmallState
from uttt.classic import ClassicBoard
from uttt.notation import format_record


@dataclass(frozen=True)
class ViewState:
    """What the player points at and looks at; not part of the match."""

    cursor: Move | None = None
    """The keyboard cursor's cell (shown only once the keyboard was used)."""
    held: Move | None = None
    """A cell pressed or hovered: preview where playing it would send."""
    review: int | None = None
    """The ply shown in review mode; ``None`` shows the live game."""
    resign_armed: bool = False
    """Resign was pressed once and waits for a confirming second press."""
    switch: tuple[Mode, Level] | None = None
    """A mode and level picked during a round: the page asks before abandoning it."""
    switch_game: GameKind | None = None
    """A new game picked during a round (with ``switch``): asked about the same way."""


@dataclass(frozen=True)
class SmallView:
    """One small board as shown."""

    state: SmallState
    lit: bool
    line: tuple[int, int, int] | None
    """The cells of the line that won it."""
    golden: bool
    """One of the three boards that won the game."""


@dataclass(frozen=True)
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


@dataclass(frozen=True)
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


def shown_board(match: Match, state: ViewState) -> Board:
    """The position on screen: the live board, or the review's step."""
    board = match.board_at(state.review) if state.review is not None else match.board
    assert isinstance(board, Board)
    return board


def record_text(match: Match) -> str:
    """The game record for the canvas's ``data-record`` (no result after a resignation)."""
    outcome = match.board.outcome()
    return format_record(match.moves, result=None if outcome is None else outcome.result(),
                         classic=match.game == "classic")


def build_view(match: Match, state: ViewState) -> View:
    """The view model of a match as the player sees it now."""
    if match.game == "classic":
        return build_classic_view(match, state)
    board = shown_board(match, state)
    over = match.is_over() and state.review is None
    lit = () if over else tuple(board.playable_boards())
    win = board.winning_line()
    boards = tuple(
        SmallView(board.board_state(b), b in lit, board.small_line(b), bool(win and b in win))
        for b in range(9)
    )
    marks = tuple((m, p) for m in board.moves if (p := board.piece_at(m)) is not None)
    preview, targets = _preview(board, state.held if not over else None)
    to_move = None if board.is_game_over() or over else match.colour_of(board.turn)
    return _view(match, state, boards=boards, marks=marks, last_move=board.last_move, lit=lit,
                 free_move=board.is_free_move() and board.ply > 0 and not over,
                 preview=preview, preview_targets=targets, winning_line=win, to_move=to_move,
                 status=status(match, board, state.review), result=result_lines(match))


def _view(match: Match, state: ViewState, *, boards: tuple[SmallView, ...],
          marks: tuple[tuple[Move, Player], ...], last_move: Move | None, lit: tuple[int, ...],
          free_move: bool, preview: Move | None, preview_targets: tuple[int, ...],
          winning_line: tuple[int, int, int] | None, to_move: Colour | None,
          status: tuple[Message, Colour | None],
          result: tuple[tuple[Message, ...], Colour | None]) -> View:
    """The view model from what is drawn on the board; the rest is the same for both games."""
    over = match.is_over() and state.review is None
    return View(
        boards=boards, marks=marks, x_colour=match.opener, last_move=last_move, lit=lit,
        free_move=free_move, preview=preview, preview_targets=preview_targets,
        winning_line=winning_line,
        cursor=state.cursor if not over or state.review is not None else None,
        to_move=to_move, status=status[0], status_colour=status[1], result=result[0],
        result_colour=result[1], buttons=_buttons(match, state),
        review=(state.review, match.ply) if state.review is not None else None,
        tally=match.tally(), round_number=match.round_number, record=record_text(match),
        resign_armed=state.resign_armed and not match.is_over(), mode=match.mode,
        level=match.level, thinking=match.is_computer_turn() and state.review is None,
        switch=state.switch, score_labels=score_labels(match.mode), game=match.game,
        switch_game=state.switch_game,
    )


def _preview(board: Board, held: Move | None) -> tuple[Move | None, tuple[int, ...]]:
    if held is None or not board.is_legal(held):
        return None, ()
    after = board.copy()
    after.push(held)
    return held, tuple(after.playable_boards())


def _buttons(match: Match, state: ViewState) -> Buttons:
    over = match.is_over()
    reviewing = over and match.ply > 0
    ply = state.review if state.review is not None else match.ply
    return Buttons(
        undo=match.can_undo() and state.review is None,
        resign=not over and match.ply > 0,
        play_again=over,
        review=reviewing,
        first=reviewing and ply > 0,
        prev=reviewing and ply > 0,
        next=reviewing and ply < match.ply,
        last=reviewing and ply < match.ply,
    )


# -- classic tic-tac-toe ---------------------------------------------------------------


def build_classic_view(match: Match, state: ViewState) -> View:
    """The view model of a classic round: the same model, on cells 0..8.

    >>> m = Match.new("0" * 16, game="classic")
    >>> m.play(4)
    >>> view = build_classic_view(m, ViewState(held=0))
    >>> view.marks, view.lit, view.preview, view.status.key
    (((4, 'X'),), (0,), 0, 'status.classic_turn')
    """
    shown = match.board_at(state.review) if state.review is not None else match.board
    assert isinstance(shown, ClassicBoard)
    over = match.is_over() and state.review is None
    outcome = shown.outcome()
    line = shown.winning_line()
    small_state: SmallState = "open"
    if outcome is not None:
        small_state = outcome.winner or "draw"
    playing = not over and outcome is None
    held = state.held if playing and state.held is not None and shown.is_legal(state.held) \
        else None
    return _view(match, state, boards=(SmallView(small_state, playing, line, line is not None),),
                 marks=tuple((c, p) for c in shown.moves if (p := shown.piece_at(c)) is not None),
                 last_move=shown.last_move, lit=(0,) if playing else (), free_move=False,
                 preview=held, preview_targets=(), winning_line=line,
                 to_move=match.colour_of(shown.turn) if playing else None,
                 status=status(match, shown, state.review), result=result_lines(match))
