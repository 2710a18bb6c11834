"""The position editor: marks placed on the 9x9 grid (a tap cycles empty, X, O), the
side to move and the small board it must play in (or any), checked by the rules
(``uttt.fen``) at every change; its text in the engines' format, and position links
``#p=<text>``. Pure: the controller's handler (``uttt.app.features.editor.handlers``)
turns its transitions into effects.

The engines' text names the last move, not the target board: the editor finds a last
move that gives the target chosen (a mark of the side not to move, in the cell at the
target's place of some small board) and says so when none does.

>>> editor = tapped(tapped(PositionEditor(), 40), 36)   # X in e5, then a cell cycled
>>> editor.cells[40], editor.cells[36]
(1, 1)
>>> editor = tapped(editor, 36)                          # X -> O
>>> editor.text()
'9/9/9/3o5/4x4/9/9/9/9 X 2 0000'
>>> link_text(editor.text()), from_link("p=" + link_text(editor.text())) == editor
('9/9/9/3o5/4x4/9/9/9/9_X_2_0000', True)
"""

from __future__ import annotations

import re

from uttt import fen
from uttt.app.texts.i18n import Message, message
from uttt.board import Board
from uttt.frozen import field, frozen, replace
from uttt.state import TARGET, TURN

__all__ = ["ANY", "FEN_KINDS", "EditorState", "PositionEditor", "PositionError", "from_link",
           "from_text", "link_text", "tapped"]

ANY = -1
"""The target board ``any``: the side to move may play in every open small board."""
FEN_KINDS = ("form", "count", "o_first", "both_lines", "after_win", "last_mark", "last_closed",
             "over_before", "over_unmarked", "no_target", "over")
"""Why a position is refused (``uttt.fen.FenError.kind``, and the editor's own
``no_target``: no last move gives the target chosen; ``over``: nothing left to play)."""
MAX_LINK = 120
"""The longest position link read (a full grid's text is under 100 characters)."""
_LINK = re.compile(r"[0-9a-iA-IxoXO/_ +%]{1,120}")


class PositionError(ValueError):
    """A position text or link refused; ``kind`` is one of ``FEN_KINDS``."""

    def __init__(self, kind: str) -> None:
        super().__init__(kind)
        self.kind = kind


@frozen
class PositionEditor:
    """The position set up: 81 cells by move number (0 empty, 1 X, 2 O), the side to
    move (0 X, 1 O) and the target board (``ANY`` or 0-8); ``last``: the last move of
    the text it was read from, if any (the text written names it again while it fits;
    not compared: two editors on one position are equal)."""

    cells: tuple[int, ...] = (0,) * 81
    side: int = 0
    target: int = ANY
    last: int | None = field(default=None, compare=False)

    def texts(self) -> list[str]:
        """The texts that may describe this position: with each last move that gives
        the target chosen (with ``ANY``: none first, then any of the mover's marks), the
        last move of the text read first (``last``) before the others."""
        grid = _grid(self.cells)
        side, marks = "XO"[self.side], sum(1 for c in self.cells if c)
        mover = 2 - self.side  # the mark of the side not to move: 1 X, 2 O
        if self.target == ANY:
            moves = [None, *(m for m in range(81) if self.cells[m] == mover)]
        else:
            moves = [9 * b + self.target for b in range(9)
                     if self.cells[9 * b + self.target] == mover]
        if self.last in moves:
            moves.remove(self.last)
            moves.insert(0, self.last)
        lasts = ("0000" if m is None else fen.engine_square(m) for m in moves)
        return [f"{grid} {side} {marks} {last}" for last in lasts]

    def accepted(self) -> str:
        """The text of this position if the rules read it, a finished game's too (it
        may be analysed, not played); raises ``PositionError`` (the first reason)
        otherwise."""
        texts = self.texts()
        if not texts:  # a fault of the marks comes first, then the target's
            try:
                fen.parse(self.text(), early_draw=True, x_first=True)
            except fen.FenError as error:
                if error.kind != "over_unmarked":
                    raise PositionError(error.kind) from error
            raise PositionError("no_target")
        first: fen.FenError | None = None
        for text in texts:
            try:
                position = fen.parse(text, early_draw=True, x_first=True)
            except fen.FenError as error:
                first = first or error
                continue
            if position.state[TARGET] == self.target:
                return text
        raise PositionError(first.kind if first is not None else "no_target")

    def check(self) -> str:
        """The text of this position if the rules accept it and a move is left to play;
        raises ``PositionError`` (the first reason, ``over`` for a finished game)
        otherwise."""
        text = self.accepted()
        if Board.from_fen(text, early_draw=True).is_game_over():
            raise PositionError("over")
        return text

    def text(self) -> str:
        """The position's text: the accepted one, else the first candidate's."""
        texts = self.texts()
        if not texts:
            return f"{_grid(self.cells)} {'XO'[self.side]} {sum(map(bool, self.cells))} 0000"
        try:
            return self.accepted()
        except PositionError:
            return texts[0]

    def error(self) -> str | None:
        """Why the position cannot be played from (a kind of ``FEN_KINDS``: ``over`` for
        a finished game, which may still be analysed), ``None`` if it can."""
        try:
            self.check()
        except PositionError as refused:
            return refused.kind
        return None

    def readable(self) -> bool:
        """Whether the rules read the position: it may be analysed and shared (played
        from only without ``error``)."""
        try:
            self.accepted()
        except PositionError:
            return False
        return True


@frozen
class EditorState:
    """The position editor's part of the state (``App.editor``); not saved."""

    open: PositionEditor | None = None
    """The position set up, while the editor is open."""
    note: Message | None = None
    """Why the last text or link given to the editor was refused (until the next change)."""


def tapped(editor: PositionEditor, move: int) -> PositionEditor:
    """A tap on a cell: empty, X, O, empty again."""
    if not 0 <= move < 81:
        return editor
    cells = list(editor.cells)
    cells[move] = (cells[move] + 1) % 3
    return replace(editor, cells=tuple(cells))


def from_text(text: str) -> PositionEditor:
    """The editor on a position text; ``PositionError`` if the rules refuse it."""
    try:
        position = fen.parse(text.strip(), early_draw=True, x_first=True)
    except fen.FenError as error:
        raise PositionError(error.kind) from error
    state = position.state
    cells = tuple(1 if state[m // 9] >> m % 9 & 1 else 2 if state[9 + m // 9] >> m % 9 & 1
                  else 0 for m in range(81))
    return PositionEditor(cells, state[TURN], state[TARGET], position.last_move)


def link_text(text: str) -> str:
    """A position text made safe for a link's fragment (spaces as ``_``)."""
    return "_".join(text.split())


def from_link(fragment: str) -> PositionEditor:
    """The editor on a position link's fragment (``p=<text>``, what follows the
    address's one ``#``); ``PositionError`` if it is not one or its position is
    refused."""
    body = fragment.strip()
    if not body.startswith("p=") or not _LINK.fullmatch(body[2:]):
        raise PositionError("form")
    text = body[2:].replace("%20", " ").replace("%2F", "/").replace("_", " ")
    text = text.replace("+", " ")
    if "%" in text:
        raise PositionError("form")
    return from_text(text)


def _grid(cells: tuple[int, ...]) -> str:
    state = [0] * 18
    for move, mark in enumerate(cells):
        if mark:
            state[9 * (mark - 1) + move // 9] |= 1 << move % 9
    text = fen.write(fen.Position(_state(state), None))
    return text.split()[0]


def _state(marks: list[int]) -> list[int]:
    from uttt.state import new_state

    state = new_state(early_draw=True)
    state[:18] = marks
    return state


def refusal(kind: str) -> Message:
    """Why a position is refused, in the player's words."""
    return message(f"position.error.{kind}" if kind in FEN_KINDS
                   else "position.error.form")
