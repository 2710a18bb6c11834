"""What the page shows, derived from the match and the view state. Pure: no drawing.

The view model says which boards are lit (the playable ones: all of them on a free
move), which marks stand where, what the status bar says and in which colour, which
buttons work, and what the review shows. It decides nothing the rules do not.

>>> from uttt.match import Match
>>> match = Match.new("0" * 16)
>>> match.play(2)
>>> view = build_view(match, ViewState())
>>> view.lit, view.to_move, view.status.key
((2,), 'blue', 'status.sent')
"""

from __future__ import annotations

from dataclasses import dataclass

from uttt.board import Board, Move, Player, SmallState
from uttt.classic import ClassicBoard
from uttt.i18n import Message, Ref, message
from uttt.match import Match
from uttt.notation import classic_move_name, format_record, move_name
from uttt.scores import Colour, GameKind, Level, Mode, Tally


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
        return self.x_colour if symbol == "X" else _other(self.x_colour)


def _other(colour: Colour) -> Colour:
    return "blue" if colour == "red" else "red"


def _colour_ref(colour: Colour) -> Ref:
    return Ref(f"colour.{colour}")


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
    status, status_colour = _status(match, board, state)
    result, result_colour = _result(match)
    return View(
        boards=boards,
        marks=marks,
        x_colour=match.opener,
        last_move=board.last_move,
        lit=lit,
        free_move=board.is_free_move() and board.ply > 0 and not over,
        preview=preview,
        preview_targets=targets,
        winning_line=win,
        cursor=state.cursor if not over or state.review is not None else None,
        to_move=to_move,
        status=status,
        status_colour=status_colour,
        result=result,
        result_colour=result_colour,
        buttons=_buttons(match, state),
        review=(state.review, match.ply) if state.review is not None else None,
        tally=match.tally(),
        round_number=match.round_number,
        record=record_text(match),
        resign_armed=state.resign_armed and not match.is_over(),
        mode=match.mode,
        level=match.level,
        thinking=match.is_computer_turn() and state.review is None,
        switch=state.switch,
        score_labels=_score_labels(match.mode),
        switch_game=state.switch_game,
    )


def _score_labels(mode: Mode) -> tuple[Message, Message, Message]:
    if mode == "computer":
        return message("score.wins"), message("score.losses"), message("score.draws")
    return message("colour.red"), message("colour.blue"), message("score.draws")


def choice_ref(mode: Mode, level: Level) -> Ref:
    """The name of a mode and level, e.g. "Vs computer, Master".

    >>> choice_ref("two_players", "master"), choice_ref("computer", "master")
    (Ref(key='choice.two_players'), Ref(key='choice.computer.master'))
    """
    return Ref("choice.two_players" if mode == "two_players" else f"choice.computer.{level}")


def confirm_message(switch: tuple[Mode, Level] | None, switch_game: GameKind | None
                    ) -> Message | None:
    """The question asked before a switch abandons the round (``None``: nothing asked).

    >>> confirm_message(("two_players", "beginner"), "classic").params
    (('choice', Ref(key='settings.game.classic')),)
    """
    if switch is None:
        return None
    choice = choice_ref(*switch) if switch_game is None else Ref(f"settings.game.{switch_game}")
    return message("confirm.switch", choice=choice)


def _preview(board: Board, held: Move | None) -> tuple[Move | None, tuple[int, ...]]:
    if held is None or not board.is_legal(held):
        return None, ()
    after = board.copy()
    after.push(held)
    return held, tuple(after.playable_boards())


def _status(match: Match, board: Board, state: ViewState) -> tuple[Message, Colour | None]:
    if state.review is not None:
        to_move = None if board.is_game_over() else match.colour_of(board.turn)
        return message("status.review", ply=state.review, total=match.ply), to_move
    result = match.result
    if result is not None:
        if result.winner is None:
            return message("status.draw", round=match.round_number), None
        winner = _colour_ref(result.winner)
        return message("status.win", colour=winner, round=match.round_number), result.winner
    colour = match.side_to_move
    who = {"colour": _colour_ref(colour), "symbol": board.turn}
    if match.is_computer_turn():
        return message("status.thinking", symbol=board.turn), colour
    if board.ply == 0:
        return message("status.first", **who), colour
    target = board.target_board()
    if target is None:
        return message("status.free", **who), colour
    return message("status.sent", board=Ref(f"board.{target}"), **who), colour


def _result(match: Match) -> tuple[tuple[Message, ...], Colour | None]:
    result = match.result
    if result is None:
        return (), None
    lines: list[Message] = []
    if result.reason == "resign" and result.resigned_by is not None:
        lines.append(message("result.resign", loser=_colour_ref(result.resigned_by),
                             colour=_colour_ref(_other(result.resigned_by))))
    elif result.winner is not None:
        lines.append(message("result.line", colour=_colour_ref(result.winner)))
    else:
        lines.append(message(f"result.{result.reason}"))
    lines.append(message("result.next", colour=_colour_ref(_other(match.opener))))
    return tuple(lines), result.winner


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


def move_announcement(board_after: Board, match: Match) -> Message:
    """What the live region says after a move: the move, and where the opponent goes."""
    move = board_after.last_move
    assert move is not None
    mover: Player = "O" if board_after.turn == "X" else "X"
    base: dict[str, str | Ref] = {"symbol": mover, "move": move_name(move)}
    if board_after.is_game_over() or match.is_over():
        return message("announce.final", **base)
    nxt = _colour_ref(match.colour_of(board_after.turn))
    target = board_after.target_board()
    if target is None:
        return message("announce.free", next=nxt, **base)
    return message("announce.sent", next=nxt, board=Ref(f"board.{target}"), **base)


def computer_announcement(board_after: Board, match: Match) -> Message:
    """What the live region says after the computer's move: its move, and where you go."""
    move = board_after.last_move
    assert move is not None
    mover: Player = "O" if board_after.turn == "X" else "X"
    base: dict[str, str | Ref] = {"symbol": mover, "move": move_name(move)}
    if board_after.is_game_over() or match.is_over():
        return message("announce.computer_final", **base)
    target = board_after.target_board()
    if target is None:
        return message("announce.computer_free", **base)
    return message("announce.computer_sent", board=Ref(f"board.{target}"), **base)


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
    status, status_colour = _classic_status(match, shown, state)
    result, result_colour = _classic_result(match)
    return View(
        boards=(SmallView(small_state, playing, line, line is not None),),
        marks=tuple((c, p) for c in shown.moves if (p := shown.piece_at(c)) is not None),
        x_colour=match.opener,
        last_move=shown.last_move,
        lit=(0,) if playing else (),
        free_move=False,
        preview=held,
        preview_targets=(),
        winning_line=line,
        cursor=state.cursor if not over or state.review is not None else None,
        to_move=match.colour_of(shown.turn) if playing else None,
        status=status,
        status_colour=status_colour,
        result=result,
        result_colour=result_colour,
        buttons=_buttons(match, state),
        review=(state.review, match.ply) if state.review is not None else None,
        tally=match.tally(),
        round_number=match.round_number,
        record=record_text(match),
        resign_armed=state.resign_armed and not match.is_over(),
        mode=match.mode,
        level=match.level,
        thinking=match.is_computer_turn() and state.review is None,
        switch=state.switch,
        score_labels=_score_labels(match.mode),
        game="classic",
        switch_game=state.switch_game,
    )


def _classic_status(match: Match, board: ClassicBoard, state: ViewState
                    ) -> tuple[Message, Colour | None]:
    if state.review is not None or match.result is not None:
        return _status_over(match, board, state)
    colour = match.side_to_move
    if match.is_computer_turn():
        return message("status.thinking", symbol=board.turn), colour
    key = "status.classic_first" if board.ply == 0 else "status.classic_turn"
    return message(key, colour=_colour_ref(colour), symbol=board.turn), colour


def _status_over(match: Match, board: ClassicBoard, state: ViewState
                 ) -> tuple[Message, Colour | None]:
    """The status in review, or once the round is decided (as on the big board)."""
    if state.review is not None:
        to_move = None if board.is_game_over() else match.colour_of(board.turn)
        return message("status.review", ply=state.review, total=match.ply), to_move
    result = match.result
    assert result is not None
    if result.winner is None:
        return message("status.draw", round=match.round_number), None
    return (message("status.win", colour=_colour_ref(result.winner), round=match.round_number),
            result.winner)


def _classic_result(match: Match) -> tuple[tuple[Message, ...], Colour | None]:
    lines, winner = _result(match)
    result = match.result
    if result is None or result.reason == "resign":
        return lines, winner
    first = (message("result.classic_line", colour=_colour_ref(result.winner))
             if result.winner is not None else message("result.classic_draw"))
    return (first, *lines[1:]), winner


def classic_announcement(board_after: ClassicBoard) -> Message:
    """What the live region says after a classic move: who played where.

    >>> classic_announcement(ClassicBoard.from_moves([4])).params
    (('move', 'b2'), ('symbol', 'X'))
    """
    move = board_after.last_move
    assert move is not None
    mover: Player = "O" if board_after.turn == "X" else "X"
    return message("announce.final", symbol=mover, move=classic_move_name(move))
