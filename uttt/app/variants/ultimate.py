"""Ultimate tic-tac-toe as a variant: nine small boards in one big one.

>>> from uttt.app.canvas.layout import compute_layout
>>> ULTIMATE.move_name(40), ULTIMATE.hit_test(compute_layout(300, 300), 150, 150)
('e5', 40)
>>> ULTIMATE.step_cursor(40, (0, 1)), ULTIMATE.start_cursor(list(range(81)))
(41, 40)
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, cast

from uttt.app.canvas.drawing import COLOURS, Op, line, mark, placed, rect, tint
from uttt.app.canvas.layout import Layout, Rect, cell_rect, hit_test, small_rect
from uttt.app.canvas.viewmodel import BoardView, SmallView, View
from uttt.app.core.vocabulary import LEVELS, Colour, Level
from uttt.app.texts import help as help_texts
from uttt.app.texts.i18n import Message, Param, Ref, message
from uttt.app.texts.wording import Sides, computer_announcement, move_announcement
from uttt.app.variants.base import GameBoard, Search, Variant
from uttt.board import Board, Move, Player

if TYPE_CHECKING:
    from uttt.ai import Searcher

STAND_IN_LEVEL: Level = "intermediate"
"""How the computer plays for a player whose time ran out: a short search."""


def _board(board: GameBoard) -> Board:
    return cast(Board, board)


grid_of = Board.square
"""The row and column (0..8) of a move on the 9x9 grid (the board's geometry)."""
move_of = Board.move_at
"""The move at a row and column (0..8) of the 9x9 grid."""


THINK_RELEASE_NODES = 250
"""Nodes of dropped subtrees a move's search slice frees (``Searcher.release_nodes``), on
top of as many as the search made since the last slice (Master makes about seven nodes an
iteration: a count alone let what quick replies drop pile up, 5 MB a move in the page)."""
PONDER_RELEASE_NODES = 2000
"""Nodes a pondering slice frees first, within its time: the person's move drops most of
a pondered tree (a 150,000-node tree took 190 ms of CPU to free in CPython)."""


class MctsSearch:
    """The level's Monte Carlo tree search (``uttt.ai``), within its budget, and the
    same tree grown on the opponent's time (``ponder``)."""

    def __init__(self, searcher: Searcher) -> None:
        searcher.release_nodes = THINK_RELEASE_NODES  # dropped trees: a few per slice
        self.searcher = searcher
        self.carried = searcher.root.visits
        """Visits of the root when this position was reached: the tree kept for it."""
        self.pondered = 0
        """Iterations pondered in this position so far."""
        self.pondered_before = 0
        """Iterations pondered in the position before the last move followed."""

    def follow(self, moves: tuple[Move, ...]) -> None:
        """Advance the tree through ``moves`` (the kept subtree of each)."""
        if not moves:
            return
        self.pondered_before, self.pondered = self.pondered, 0
        for move in moves:
            self.searcher.advance(move)
        self.carried = self.searcher.root.visits

    def is_done(self) -> bool:
        return self.searcher.is_done()

    def run(self, seconds: float) -> float:
        searcher = self.searcher
        budget = searcher.budget
        left = searcher.seconds_left()
        if left is not None:
            seconds = min(seconds, left)
        iterations = None
        if budget.iterations is not None:
            iterations = max(1, budget.iterations - searcher.iterations)
        before = searcher.seconds
        searcher.run(iterations=iterations, seconds=seconds)
        return searcher.seconds - before

    def can_ponder(self) -> bool:
        searcher = self.searcher
        return not searcher.is_proven() and searcher.iterations < searcher.config.ponder_limit

    def ponder(self, seconds: float) -> float:
        """A slice on the opponent's time: first free some of the dropped subtrees (the
        move's own slices free few, so its time per move stays the same), then search
        for the rest of the slice. Returns the seconds spent, freeing included."""
        searcher = self.searcher
        started = time.perf_counter()
        searcher.dropped.release(PONDER_RELEASE_NODES)
        freed = time.perf_counter() - started
        before = searcher.seconds
        self.pondered += searcher.ponder(seconds=max(0.0, seconds - freed))
        return freed + searcher.seconds - before

    def move(self) -> Move:
        return self.searcher.result().move

    def stats(self) -> dict[str, float]:
        """The iterations and seconds in this position, the tree found on reaching it
        (``carried``: root visits) and the iterations pondered here and in the position
        before (``pondered_before``: on the person's time, when this is the reply)."""
        return {"iterations": self.searcher.iterations,
                "search_ms": self.searcher.seconds * 1000.0, "carried": self.carried,
                "pondered": self.pondered, "pondered_before": self.pondered_before}


class _SearchElo(Mapping[Level, int]):
    """The levels' calibrated Elo (``uttt.ai.LEVELS``), read from the search's module when
    first asked: importing the search (and reading its evaluation tables) is left out of
    the page's start-up (scripts/bench/bench_load.py)."""

    def __getitem__(self, level: Level) -> int:
        from uttt.ai.levels import LEVELS as SEARCH_LEVELS

        return SEARCH_LEVELS[level].elo

    def __iter__(self) -> Iterator[Level]:
        return iter(LEVELS)

    def __len__(self) -> int:
        return len(LEVELS)


class Ultimate(Variant):
    game = "ultimate"
    board_type = Board
    link_letter = "u"
    rated = True
    analysed = True
    texts = MappingProxyType({"title": "title", "hint.touch": "hint.touch",
                              "hint.mouse": "hint.mouse", "canvas.label": "canvas.label",
                              "rating.value": "rating.value",
                              "kind": "games.kind.ultimate"})
    elo: Mapping[Level, int] = _SearchElo()
    help = help_texts.ULTIMATE

    def cell_rect(self, layout: Layout, move: Move) -> Rect:
        return cell_rect(layout, move)

    def hit_test(self, layout: Layout, x: float, y: float) -> Move | None:
        return hit_test(layout, x, y)

    def board_view(self, board: GameBoard, held: Move | None, live: bool) -> BoardView:
        shown = _board(board)
        lit = tuple(shown.playable_boards()) if live else ()
        win = shown.winning_line()
        boards = tuple(SmallView(shown.board_state(b), b in lit, shown.small_line(b),
                                 bool(win and b in win)) for b in range(9))
        played = shown.moves  # a start position's marks first, then the moves in order
        order = [m for m in range(81) if m not in played] + played
        marks = tuple((m, p) for m in order if (p := shown.piece_at(m)) is not None)
        preview, targets = _preview(shown, held if live else None)
        return BoardView(boards, marks, shown.last_move, lit,
                         shown.is_free_move() and shown.ply > 0 and live, preview, targets,
                         win, live and not shown.is_game_over())

    def board_ops(self, view: View, layout: Layout) -> list[Op]:
        ops: list[Op] = []
        for board in range(9):
            ops += _small_board(view, layout, board)
        return (ops + _preview_ops(view, layout) + _golden(view, layout)
                + _last_move(view, layout) + _cursor(view, layout))

    def start_cursor(self, legal: list[Move]) -> Move:
        """The centre of the middle playable board (or its first free cell)."""
        if not legal:
            return 40
        boards = sorted({m // 9 for m in legal})
        centre = 9 * boards[len(boards) // 2] + 4
        return centre if centre in legal else legal[0]

    def step_cursor(self, cursor: Move, by: tuple[int, int]) -> Move:
        row, col = grid_of(cursor)
        return move_of(min(8, max(0, row + by[0])), min(8, max(0, col + by[1])))

    def follow_cursor(self, cursor: Move, legal: list[Move]) -> Move:
        """The cursor jumps into a board the next player may use, unless it is in one."""
        playable = {m // 9 for m in legal}
        return cursor if cursor // 9 in playable else self.start_cursor(legal)

    def turn_status(self, board: GameBoard, who: dict[str, Param]) -> Message:
        shown = _board(board)
        if not any(shown.x_masks() + shown.o_masks()):  # the empty board (a set-up position
            return message("status.first", **who)  # has marks and no moves: not an opening)
        target = shown.target_board()
        if target is None:
            return message("status.free", **who)
        return message("status.sent", board=Ref(f"board.{target}"), **who)

    def result_key(self, reason: str) -> str:
        return f"result.{reason}"

    def announcement(self, board_after: GameBoard, match: Sides, *, computer: bool) -> Message:
        if computer:
            return computer_announcement(_board(board_after), match)
        return move_announcement(_board(board_after), match)

    def search(self, moves: tuple[Move, ...], level: Level, *, seed: int,
               previous: Search | None, dropped: Search | None = None,
               start: str | None = None) -> Search:
        """The level's search; the previous tree is kept when this position follows it
        (a dropped tree is freed a slice at a time by the new search)."""
        if isinstance(previous, MctsSearch):
            done = tuple(previous.searcher.board.moves)
            if moves[: len(done)] == done:
                previous.follow(moves[len(done):])
                return previous
        from uttt.ai import searcher_for_level  # loaded when the computer first plays:
        # its tables are not read at the page's start-up (scripts/bench/bench_load.py)

        board = Board() if start is None else Board.from_fen(start, early_draw=True)
        for move in moves:
            board.push(move)
        search = MctsSearch(searcher_for_level(board, level, seed=seed))
        if isinstance(dropped, MctsSearch):
            search.searcher.adopt(dropped.searcher)
        return search

    def ponders(self, level: Level) -> bool:
        """Only Master thinks on the person's time. Beginner's and Intermediate's Elo was
        calibrated without pondering (``uttt.ai.levels``), so they must not get stronger
        than their rating says; their small budgets gain nothing from it anyway."""
        return level == "master"

    def stand_in_move(self, board: GameBoard, *, seed: int) -> Move:
        from uttt.ai import choose_move  # the search is only loaded once a timer runs out

        return choose_move(_board(board), STAND_IN_LEVEL, seed=seed)


ULTIMATE = Ultimate()


def _preview(board: Board, held: Move | None) -> tuple[Move | None, tuple[int, ...]]:
    """The held cell if it is legal, and the boards playing it would send to."""
    if held is None or not board.is_legal(held):
        return None, ()
    after = board.copy()
    after.push(held)
    return held, tuple(after.playable_boards())


# -- drawing ------------------------------------------------------------------------


def _small_board(view: View, layout: Layout, board: int) -> list[Op]:
    box = small_rect(layout, board)
    small = view.boards[board]
    radius = layout.small * 0.06
    # A board that cannot be played now lies on grey, its marks in full colour on it (a
    # veil over them once left a faded X at 2:1); tests/app/view/test_contrast.py holds every mark
    # at 3:1 or more against what is under it.
    dimmed = bool(view.lit) and not small.lit and small.state == "open"
    fill = tint(view.to_move) if small.lit else COLOURS["dim"] if dimmed else COLOURS["card"]
    ops = [rect(box, fill=fill, radius=radius)]
    ops += _cells(view, layout, board)
    ops += _closed(view, layout, board, box)
    if small.lit and view.to_move:
        width = max(2.0, layout.gap * 0.42)
        ops.append(rect(box.inset(width / 2), stroke=COLOURS[view.to_move], width=width,
                        radius=radius))
    return ops


def _cells(view: View, layout: Layout, board: int) -> list[Op]:
    ops = _grid(layout, board)
    for move, symbol in view.marks:
        if move // 9 == board and move != view.last_move:  # the last one goes on top
            ops += mark(cell_rect(layout, move), symbol, COLOURS[view.colour_of(symbol)])
    return ops


def _last_move(view: View, layout: Layout) -> list[Op]:
    """The last move, drawn above the dimming and the big symbols so it always shows: its
    cell lit (not over a closed board's symbol), its mark, a ring; then where it sent."""
    move = view.last_move
    if move is None:
        return []
    box = cell_rect(layout, move)
    radius = layout.cell * 0.12
    ops: list[Op] = []
    if view.boards[move // 9].state == "open":
        ops.append(rect(box.inset(layout.cell * 0.06), fill=COLOURS["last"], radius=radius))
    symbol = dict(view.marks).get(move)
    if symbol is not None:
        ops += mark(box, symbol, COLOURS[view.colour_of(symbol)], grow=placed(view))
    ops.append(rect(box.inset(layout.cell * 0.05), stroke=COLOURS["last_ring"],
                    width=max(1.5, layout.cell * 0.07), radius=radius))
    return ops + _sent_to(view, layout, move % 9)


def _sent_to(view: View, layout: Layout, board: int) -> list[Op]:
    """A dashed frame in the gap around the board the last move sent the opponent to
    (lit if it is open; if it is closed, the frame says why the move is free)."""
    if view.to_move is None:
        return []
    width = max(1.5, layout.gap * 0.3)
    box = small_rect(layout, board).inset(-layout.gap * 0.4)
    return [rect(box, stroke=COLOURS["last_ring"], width=width, dash=[width * 2.5, width * 1.5],
                 radius=layout.small * 0.08)]


def _grid(layout: Layout, board: int) -> list[Op]:
    box = small_rect(layout, board).inset(layout.pad)
    width = max(1.0, layout.cell * 0.05)
    ops: list[Op] = []
    for i in (1, 2):
        at = i * layout.cell
        ops.append(line(box.x + at, box.y, box.x + at, box.y + box.h,
                        stroke=COLOURS["grid"], width=width))
        ops.append(line(box.x, box.y + at, box.x + box.w, box.y + at,
                        stroke=COLOURS["grid"], width=width))
    return ops


CLOSED_VEIL = 0.3
"""How much white lies over a closed board's small marks: they stay at 3:1 or more."""


def _closed(view: View, layout: Layout, board: int, box: Rect) -> list[Op]:
    small = view.boards[board]
    radius = layout.small * 0.06
    if small.state == "open":
        return []
    # A closed board stays white (a dimmed one is grey), its small marks lightly veiled
    # but still at 3:1, under its big sign: the winner's symbol, or for a draw a heavy
    # equals sign with a white edge, so it reads over the marks.
    veil = rect(box, fill=COLOURS["card"], alpha=CLOSED_VEIL, radius=radius)
    if small.state == "draw":
        cx, cy = box.centre
        half, width = box.w * 0.3, box.w * 0.11
        ops = [veil]
        for y in (cy - box.w * 0.12, cy + box.w * 0.12):
            ops.append(line(cx - half, y, cx + half, y, stroke=COLOURS["card"],
                            width=width + max(2.0, box.w * 0.04)))
            ops.append(line(cx - half, y, cx + half, y, stroke=COLOURS["drawn"], width=width))
        return ops
    colour = COLOURS[view.colour_of(small.state)]
    ops = _small_line(layout, board, small.line, colour)
    ops.append(veil)
    just_won = view.last_move is not None and view.last_move // 9 == board
    ops += mark(box, small.state, colour, scale=1.05, grow=f"b{board}" if just_won else None)
    return ops


def _small_line(layout: Layout, board: int, cells: tuple[int, int, int] | None,
                colour: str) -> list[Op]:
    if cells is None:
        return []
    (x1, y1), (x2, y2) = (cell_rect(layout, 9 * board + c).centre for c in (cells[0], cells[2]))
    return [line(x1, y1, x2, y2, stroke=colour, width=max(2.0, layout.cell * 0.1), alpha=0.8)]


def _preview_ops(view: View, layout: Layout) -> list[Op]:
    if view.preview is None or view.to_move is None:
        return []
    mover = view.to_move
    symbol: Player = "X" if mover == view.x_colour else "O"
    opponent: Colour = "blue" if mover == "red" else "red"
    ops = mark(cell_rect(layout, view.preview), symbol, COLOURS[mover], alpha=0.45)
    width = max(2.0, layout.gap * 0.5)
    for board in view.preview_targets:
        ops.append(rect(small_rect(layout, board).inset(width / 2), stroke=COLOURS[opponent],
                        width=width, dash=[width * 2, width * 1.5], radius=layout.small * 0.06))
    return ops


def _golden(view: View, layout: Layout) -> list[Op]:
    if view.winning_line is None:
        return []
    width = max(3.0, layout.gap * 0.6)
    ops = [
        rect(small_rect(layout, b).inset(width / 2), stroke=COLOURS["gold"], width=width,
             radius=layout.small * 0.06)
        for b in view.winning_line
    ]
    (x1, y1), (x2, y2) = (small_rect(layout, b).centre for b in (view.winning_line[0],
                                                                view.winning_line[2]))
    ops.append(line(x1, y1, x2, y2, stroke=COLOURS["gold"], width=layout.small * 0.07,
                    alpha=0.9))
    return ops


def _cursor(view: View, layout: Layout) -> list[Op]:
    if view.cursor is None:
        return []
    box = cell_rect(layout, view.cursor).inset(layout.cell * 0.04)
    return [rect(box, stroke=COLOURS["ink"], width=max(2.0, layout.cell * 0.08),
                 radius=layout.cell * 0.12)]
