"""An exact, depth-limited proof search: can the side to move force a win within n plies?

Plies count both sides' moves, the attacker's first move included: a win in 1 is a
move that wins the game at once, a win in 3 is a move after which every reply allows a
winning move, and so on (always odd). A draw, or any reply that ends the game, counts
as an escape. Nothing is sampled: every answer is a complete AND/OR proof, cached per
search in a transposition table.

The search is written as generators so a page can run it in slices: a ``Task`` wraps one
question and ``step`` does a bounded amount of work; ``solve`` runs it to the end.

>>> board = Board.from_moves([43, 67, 42, 59, 46, 13, 40, 39, 29, 18, 8, 75, 33, 61, 69, 54,
...     5, 52, 70, 66, 30, 27, 7, 68, 47, 26, 74, 22, 37, 14, 45, 6, 56, 55, 17, 73, 9, 1, 10,
...     15, 60, 62])
>>> winning_moves_within(board, 1), winning_moves_within(board, 3)
([], [78])
>>> forced_win_length(board, 78, 7)
3
"""

from __future__ import annotations

from collections.abc import Generator, Iterable
from typing import Generic, TypeVar, cast

from uttt.board import Board, Move
from uttt.state import ONGOING, WON, State, legal_moves, play, winning_moves

T = TypeVar("T")

Work = Generator[None, None, bool]
"""A piece of proof search: yields now and then (a tick), returns its answer."""

TICK_NODES = 256
"""Moves tried between two ticks (each a move played and a look for a winning reply):
well under a millisecond of work, so a page's slice overruns by little."""


class _Search:
    """One proof search's table and node count."""

    def __init__(self) -> None:
        self.table: dict[tuple[int, ...], tuple[int, int]] = {}
        """Position -> (most plies proven not enough, fewest plies proven enough)."""
        self.nodes = 0

    def wins(self, state: State, plies: int) -> Work:
        """Whether the side to move wins within ``plies`` (odd) plies."""
        if plies >= 1 and winning_moves(state):
            return True
        if plies < 3:
            return False
        key = tuple(state)
        low, high = self.table.get(key, (1, 99))
        if plies <= low:
            return False
        if plies >= high:
            return True
        found = False
        for move in legal_moves(state):
            self.nodes += 1
            if self.nodes % TICK_NODES == 0:
                yield
            after = state.copy()
            if play(after, move) == ONGOING and (yield from self.loses(after, plies - 1)):
                found = True
                break
        self.table[key] = (low, plies) if found else (plies, high)
        return found

    def loses(self, state: State, plies: int) -> Work:
        """Whether the side to move (the defender) loses within ``plies`` (even) plies."""
        if winning_moves(state):
            return False
        replies: list[State] = []
        for move in legal_moves(state):
            self.nodes += 1
            if self.nodes % TICK_NODES == 0:
                yield
            after = state.copy()
            if play(after, move) != ONGOING:
                return False
            if not winning_moves(after):
                if plies < 4:
                    return False
                replies.insert(0, after)  # likely escapes first
            else:
                replies.append(after)
        for after in replies:
            if not (yield from self.wins(after, plies - 1)):
                return False
        return True

    def move_wins(self, state: State, move: Move, plies: int) -> Work:
        """Whether ``move`` wins within ``plies`` plies (counting itself)."""
        after = state.copy()
        status = play(after, move)
        if status != ONGOING:
            return status == WON
        if plies < 3:
            return False
        return (yield from self.loses(after, plies - 1))


def solve(work: Work) -> bool:
    """Run a piece of proof search to the end."""
    while True:
        try:
            next(work)
        except StopIteration as done:
            return bool(done.value)


def _checked(board: Board, moves: Iterable[Move]) -> State:
    if board.is_game_over():
        raise ValueError("the game is over")
    state = board.state()
    legal = set(legal_moves(state))
    for move in moves:
        if move not in legal:
            raise ValueError(f"move {move} is not legal here")
    return state


def wins_within(state: State, plies: int) -> bool:
    """Whether the side to move in ``state`` (a game that goes on) forces a win within
    ``plies`` (odd) plies."""
    return solve(_Search().wins(state, plies))


def move_wins_within(board: Board, move: Move, plies: int) -> bool:
    """Whether ``move`` (legal) forces a win within ``plies`` plies, itself included."""
    state = _checked(board, [move])
    return solve(_Search().move_wins(state, move, plies))


def winning_moves_within(board: Board, plies: int) -> list[Move]:
    """Every move that forces a win within ``plies`` plies, ascending."""
    state = _checked(board, [])
    search = _Search()
    return [m for m in legal_moves(state) if solve(search.move_wins(state, m, plies))]


def forced_win_length(board: Board, move: Move, limit: int) -> int | None:
    """The fewest plies within which ``move`` forces a win, if at most ``limit``."""
    state = _checked(board, [move])
    search = _Search()
    for plies in range(1, limit + 1, 2):
        if solve(search.move_wins(state, move, plies)):
            return plies
    return None


def _defence(state: State, plies: int) -> Generator[None, None, Move]:
    """The defender's reply that puts the attacker's win furthest off (ties: lowest move).

    ``plies`` (even) is how many plies the attacker's proven win may still take, this
    reply included; a reply that escapes (no win within them) is taken at once.
    """
    search = _Search()
    best, best_length = -1, -1
    for move in legal_moves(state):
        after = state.copy()
        if play(after, move) != ONGOING:
            return move
        length = 1
        while length < plies and not (yield from search.wins(after, length)):
            length += 2
        if length > best_length:
            best, best_length = move, length
    return best


def _forced(state: State, limit: int) -> Generator[None, None, tuple[int, Move | None] | None]:
    """The shortest proven end within ``limit`` plies: ``(n, move)`` when the side to move
    wins in ``n`` plies with ``move``, ``(-n, None)`` when it loses in ``n``, else ``None``."""
    search = _Search()
    moves = legal_moves(state)
    for plies in range(1, limit + 1):
        if plies % 2:
            for move in moves:
                if (yield from search.move_wins(state, move, plies)):
                    return plies, move
        elif (yield from search.loses(state, plies)):
            return -plies, None
    return None


def forced_task(board: Board, limit: int) -> Task[tuple[int, Move | None] | None]:
    """A task finding the shortest forced end within ``limit`` plies, either side's.

    >>> task = forced_task(Board.from_moves([40, 36]), 5)
    >>> task.step(1 << 20)
    >>> task.value is None
    True
    """
    return Task(_forced(_checked(board, []), limit))


def defence(board: Board, plies: int) -> Move:
    """The reply a defender who must lose within ``plies`` plies plays to last longest."""
    task = Task(_defence(_checked(board, []), plies))
    while not task.done:
        task.step(1 << 30)
    return task.value


class Task(Generic[T]):
    """A piece of proof search run in slices: ``step`` until ``done``, then read ``value``.

    >>> task = Task(_Search().move_wins(Board.from_moves([40]).state(), 36, 3))
    >>> while not task.done:
    ...     task.step(10)
    >>> task.value
    False
    """

    def __init__(self, work: Generator[None, None, T]) -> None:
        self._work = work
        self.done = False
        self._value: T | None = None

    @property
    def value(self) -> T:
        """The answer (only once ``done``)."""
        if not self.done:
            raise ValueError("the search has not finished")
        return cast(T, self._value)

    def step(self, ticks: int = 1) -> None:
        """Search for up to ``ticks`` ticks of ``TICK_NODES`` moves tried."""
        for _ in range(ticks):
            if self.done:
                return
            try:
                next(self._work)
            except StopIteration as finished:
                self._value, self.done = finished.value, True


def move_wins_task(board: Board, move: Move, plies: int) -> Task[bool]:
    """``move_wins_within`` as a task to run in slices."""
    return Task(_Search().move_wins(_checked(board, [move]), move, plies))


def defence_task(board: Board, plies: int) -> Task[Move]:
    """``defence`` as a task to run in slices."""
    return Task(_defence(_checked(board, []), plies))
