"""Human-readable names for moves, and text records of whole games.

A cell of the 9x9 grid is named by its column letter ``a``-``i`` (left to
right across the whole big board) and its row digit ``1``-``9`` (top to
bottom), so ``a1`` is the top-left cell and ``e5`` the centre of the centre
board. Classic tic-tac-toe names its 3x3 grid the same way, ``a1``..``c3``: every
function here takes the game as a board or a board class (``uttt.board.GameBoard``, its
``side`` and ``square``; ``Board`` when not given) and asks it, never which game it is.

A record numbers the moves in pairs, X then O, and may end with a result:
``1-0`` (X won), ``0-1`` (O won) or ``1/2-1/2`` (draw). A game from a set-up position
begins with it, as PGN's tag: ``[FEN "<the engines' text, uttt.fen>"]`` on a line of its
own, and its moves are numbered from there (``1... d4`` when O moves first).

>>> from uttt.classic import ClassicBoard
>>> move_name(40), parse_move("a1"), parse_move(" I9 ")
('e5', 0, 80)
>>> format_record([40, 37, 12], result=None)
'1. e5 e4 2. d2'
>>> parse_record("1. e5 e4 2. d2")
ParsedRecord(moves=[40, 37, 12], result=None)
>>> parse_record("1. b2 a1 2. c1 a3 3. b1 c3 4. b3 1-0", game=ClassicBoard)
ParsedRecord(moves=[4, 0, 2, 6, 1, 8, 7], result='1-0')
>>> format_record([4, 0, 2, 1, 6], result="1-0", game=ClassicBoard)
'1. b2 a1 2. c1 b1 3. a3 1-0'
>>> print(format_record([36, 0], start="9/9/9/9/4x4/9/9/9/9 O 1 e5"))
[FEN "9/9/9/9/4x4/9/9/9/9 O 1 e5"]
1... d4 2. a1
>>> parse_record("1... d4 2. a1", start="9/9/9/9/4x4/9/9/9/9 O 1 e5").moves
[36, 0]
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from functools import cache
from typing import Literal, NamedTuple, TypeVar

from uttt.board import (
    Board,
    GameBoard,
    IllegalMoveError,
    IllegalReason,
    Move,
    Outcome,
    Player,
)
from uttt.frozen import frozen

Game = GameBoard | type[GameBoard]
"""A game, as notation asks it: one of its boards or its board class."""

RESULTS: tuple[str, ...] = ("1-0", "0-1", "1/2-1/2")
"""The result tokens: X won, O won, draw."""

DRAW = "1/2-1/2"
ONGOING = "*"
"""Accepted at the end of a record for a game that goes on; never written."""

COLUMNS = "abcdefghi"

TAG = re.compile(r'\s*\[([A-Za-z]+)\s+"((?:[^"\\]|\\.)*)"\]\s*$')
"""One tag line in the manner of PGN, ``[Name "value"]``: its name and quoted value."""
START_TAG = "FEN"
"""The tag of a record's start position (as PGN's)."""


def tag_line(name: str, value: str) -> str:
    """A tag line (``"`` and ``\\`` in the value escaped).

    >>> tag_line("Id", 'say "hi"')
    '[Id "say \\\\"hi\\\\""]'
    """
    quoted = value.replace("\\", "\\\\").replace('"', '\\"')
    return f'[{name} "{quoted}"]'


def tag_value(quoted: str) -> str:
    """A tag's value as written in its line, unescaped."""
    return re.sub(r"\\(.)", r"\1", quoted)


def split_start(text: str) -> tuple[str | None, str]:
    """A record's start position (its first line's ``START_TAG``; ``None``: none) and
    the rest of the text.

    >>> split_start('[FEN "9/9/9/9/9/9/9/9/9 X 0 0000"]\\n1. e5')
    ('9/9/9/9/9/9/9/9/9 X 0 0000', '1. e5')
    >>> split_start("1. e5")
    (None, '1. e5')
    """
    first, _, rest = text.lstrip().partition("\n")
    tag = TAG.match(first)
    if tag is None or tag[1] != START_TAG:
        return None, text
    return tag_value(tag[2]), rest


BadReason = Literal[IllegalReason, "unknown_name", "misplaced_number", "early_result"]
"""Why a record goes wrong at a move: a reason of the rules, text that names no cell, a
move number out of place, or a result before the end."""


@frozen
class BadMove:
    """Where a record goes wrong, as data (a page says it in its own words): the number
    and player of the move, the text given for it, why, and the small board concerned."""

    number: int
    player: Player
    text: str
    reason: BadReason
    board: int | None = None


class RecordError(ValueError):
    """What ``parse_record`` raises; ``bad`` is the move where the record goes wrong
    (``None`` when no one move is, as for a result that contradicts the game)."""

    bad: BadMove | None = None


class InvalidMoveError(RecordError):
    """Text that does not name a cell."""


class InvalidRecordError(RecordError):
    """A record that is malformed (misplaced move number or result) or whose result
    contradicts the game it records."""


class IllegalRecordMoveError(IllegalMoveError, RecordError):
    """A move of a record that the rules refuse (``reason`` and ``board`` as the rules
    gave them)."""


_E = TypeVar("_E", bound=RecordError)


class ParsedRecord(NamedTuple):
    """The moves of a record, and its result token (``None`` if it states none)."""

    moves: list[Move]
    result: str | None


@frozen
class _Grid:
    """The names of one game's cells, both ways."""

    names: tuple[str, ...]
    numbers: Mapping[str, int]

    @classmethod
    def build(cls, size: int, square: Callable[[int], tuple[int, int]]) -> _Grid:
        names = []
        for move in range(size * size):
            row, column = square(move)
            names.append(f"{COLUMNS[column]}{row + 1}")
        return cls(tuple(names), {name: move for move, name in enumerate(names)})

    def name(self, move: int) -> str:
        if isinstance(move, bool) or not isinstance(move, int) or not 0 <= move < len(self):
            raise ValueError(f"a move is an int 0..{len(self) - 1}, not {move!r}")
        return self.names[move]

    def parse(self, text: str) -> int:
        move = self.numbers.get(text.strip().lower())
        if move is None:
            raise InvalidMoveError(
                f"invalid move {text!r}: expected a cell a1..{self.names[-1]},"
                f" like {self.names[len(self) // 2]!r}"
            )
        return move

    def __len__(self) -> int:
        return len(self.names)


@cache
def _grid_of(side: int, square: Callable[[int], tuple[int, int]]) -> _Grid:
    return _Grid.build(side, square)


def _grid(game: Game) -> _Grid:
    """The names of a game's cells, from its grid's geometry (built once a game)."""
    return _grid_of(game.side, game.square)


def move_names(game: Game = Board) -> tuple[str, ...]:
    """The name of every move of a game, in move order.

    >>> from uttt.classic import ClassicBoard
    >>> len(move_names()), move_names(ClassicBoard)[-1]
    (81, 'c3')
    """
    return _grid(game).names


def move_name(move: Move, game: Game = Board) -> str:
    """The name of a move of a game.

    >>> from uttt.classic import ClassicBoard
    >>> move_name(0), move_name(2), move_name(9), move_name(80)
    ('a1', 'c1', 'd1', 'i9')
    >>> move_name(4, ClassicBoard), move_name(5, ClassicBoard)
    ('b2', 'c2')
    """
    return _grid(game).name(move)


def parse_move(text: str, game: Game = Board) -> Move:
    """The move a name stands for; case and surrounding whitespace do not matter.

    >>> from uttt.classic import ClassicBoard
    >>> parse_move("E5"), parse_move("c3", ClassicBoard)
    (40, 8)
    >>> parse_move("j1")
    Traceback (most recent call last):
    ...
    uttt.notation.InvalidMoveError: invalid move 'j1': expected a cell a1..i9, like 'e5'
    >>> parse_move("d1", ClassicBoard)
    Traceback (most recent call last):
    ...
    uttt.notation.InvalidMoveError: invalid move 'd1': expected a cell a1..c3, like 'b2'
    """
    return _grid(game).parse(text)


def result_token(outcome: Outcome | None) -> str | None:
    """The result token for how a game ended, ``None`` while it goes on.

    >>> from uttt.classic import ClassicBoard
    >>> result_token(Board.from_moves([40]).outcome()) is None
    True
    >>> result_token(ClassicBoard.from_moves([0, 3, 1, 4, 2]).outcome())
    '1-0'
    """
    return None if outcome is None else outcome.result()


# -- records --------------------------------------------------------------


def format_record(moves: Iterable[int], *, result: str | None = None,
                  start: str | None = None, game: Game = Board) -> str:
    """A game as text, moves numbered in pairs, with an optional result at the end; a
    game from the set-up position ``start`` begins with its tag line.

    >>> format_record([40, 37, 12, 31], result="0-1")
    '1. e5 e4 2. d2 b5 0-1'
    >>> format_record([], result="1/2-1/2")
    '1/2-1/2'
    """
    if result is not None and result not in RESULTS:
        raise ValueError(f"result must be one of {', '.join(RESULTS)}, not {result!r}")
    grid = _grid(game)
    offset = ply_offset(start)
    parts: list[str] = []
    for ply, move in enumerate(moves, offset):
        if ply % 2 == 0:
            parts.append(f"{ply // 2 + 1}.")
        elif ply == offset:
            parts.append("1...")
        parts.append(grid.name(move))
    if result is not None:
        parts.append(result)
    text = " ".join(parts)
    head = () if start is None else (tag_line(START_TAG, start),)
    return "\n".join((*head, text) if text else head)


def ply_offset(start: str | None) -> int:
    """How many plies a record counts before a game's first move: 1 when it starts from a
    position with O to move (its moves are numbered from ``1...``), else 0.

    >>> ply_offset(None), ply_offset("9/9/9/9/4x4/9/9/9/9 O 1 e5")
    (0, 1)
    """
    fields = [] if start is None else start.split()
    return 1 if len(fields) > 1 and fields[1] in ("O", "o") else 0


_NUMBERED = re.compile(r"([0-9]{1,4})(\.\.\.|\.)(.*)", re.ASCII | re.DOTALL)
"""A move number, ``12.`` before X's move or ``12...`` before O's, maybe glued to a move."""


def _tokens(text: str) -> list[str]:
    """The whitespace-separated tokens, a move number split from a move glued to it."""
    tokens: list[str] = []
    for chunk in text.split():
        match = _NUMBERED.fullmatch(chunk)
        if match is None:
            tokens.append(chunk)
        else:
            tokens.append(match[1] + match[2])
            if match[3]:
                tokens.append(match[3])
    return tokens


def _number(game: GameBoard) -> int:
    """The number of the next move (a game from a position with O to move starts at
    ``1...``, then ``2.``)."""
    first_o = (game.turn == "O") == (game.ply % 2 == 0)
    return (game.ply + int(first_o)) // 2 + 1


def _label(game: GameBoard) -> str:
    """The number and player of the next move, for messages: ``move 2 (O)``."""
    return f"move {_number(game)} ({game.turn})"


def _at(error: _E, game: GameBoard, token: str, reason: BadReason, board: int | None = None) -> _E:
    """``error``, saying it is about the next move of ``game``, given as ``token``."""
    error.bad = BadMove(_number(game), game.turn, token, reason, board)
    return error


def _check_number(game: GameBoard, token: str) -> None:
    expected = f"{_number(game)}{'.' if game.turn == 'X' else '...'}"
    if token != expected:
        raise _at(InvalidRecordError(f"move number {token!r} where {expected!r} was expected"),
                  game, token, "misplaced_number")


def _play(game: GameBoard, grid: _Grid, token: str) -> None:
    if token in RESULTS or token == ONGOING:
        raise _at(InvalidRecordError(f"result {token!r} before the end of the record"),
                  game, token, "early_result")
    try:
        move = grid.parse(token)
    except InvalidMoveError as error:
        raise _at(InvalidMoveError(f"{_label(game)}: {error}"),
                  game, token, "unknown_name") from None
    try:
        game.push(move)
    except IllegalMoveError as error:
        refused = IllegalRecordMoveError(f"{_label(game)} {token!r} is illegal: {error}",
                                         error.reason, error.board)
        raise _at(refused, game, token, error.reason, error.board) from None


def _check_result(result: str | None, outcome: Outcome | None) -> None:
    if result is None or result == result_token(outcome):
        return
    if outcome is None and result != DRAW:
        return  # a win stated before the end: the loser resigned
    ended = "is not finished" if outcome is None else f"ended {result_token(outcome)}"
    raise InvalidRecordError(f"result {result} contradicts the game, which {ended}")


def _split_result(tokens: list[str]) -> str | None:
    """Remove and return a result token ending the record (``*`` gives ``None``)."""
    if tokens and (tokens[-1] in RESULTS or tokens[-1] == ONGOING):
        result = tokens.pop()
        return None if result == ONGOING else result
    return None


def parse_record(text: str, *, game: Game = Board, early_draw: bool = True,
                 start: str | None = None) -> ParsedRecord:
    """Read a game record, replaying it to check every move and the result.

    Move numbers are optional; whitespace and newlines are free. ``early_draw``
    is the rule the game was played under (for a game that has it). ``start`` is a
    set-up position (``GameBoard.from_start``: ``uttt.fen.FenError``, a ``ValueError``,
    if refused, or if the game has no position text). Raises a ``RecordError``,
    whose ``bad`` says where and why as data.

    >>> from uttt.classic import ClassicBoard
    >>> parse_record("e5 e4\\n d2 1-0")
    ParsedRecord(moves=[40, 37, 12], result='1-0')
    >>> parse_record("1. e5 e4 2. d2 f6")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    uttt.notation.IllegalRecordMoveError: move 2 (O) 'f6' is illegal: ... must be in board 3
    >>> parse_record("1. a1 b2 2. c3 1/2-1/2", game=ClassicBoard)
    Traceback (most recent call last):
    ...
    uttt.notation.InvalidRecordError: result 1/2-1/2 contradicts the game, which is not finished
    """
    grid = _grid(game)
    board = game.from_start(start, early_draw=early_draw)
    tokens = _tokens(text)
    result = _split_result(tokens)
    for token in tokens:
        if _NUMBERED.fullmatch(token):
            _check_number(board, token)
        else:
            _play(board, grid, token)
    _check_result(result, board.outcome())
    return ParsedRecord(board.moves, result)
