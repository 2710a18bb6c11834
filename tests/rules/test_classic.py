"""Tests for classic 3x3 tic-tac-toe and its solver."""

from __future__ import annotations

from collections import Counter
from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from uttt.board import IllegalMoveError, Outcome, Termination
from uttt.classic import (
    LEVELS,
    ClassicBoard,
    Level,
    best_moves,
    choose_move,
    move_values,
    solve,
    threats,
    winning_moves,
)

# X takes the top row while O plays 3 and 4.
X_WINS_TOP_ROW = [0, 3, 1, 4, 2]
# A full board without a line:  X O X / X O O / O X X
FULL_DRAW = [0, 1, 2, 4, 3, 5, 7, 6, 8]


def snapshot(board: ClassicBoard) -> tuple[object, ...]:
    """Everything observable about a board, to check that a failed push changed nothing."""
    return (board.moves, board.turn, board.key(), board.legal_moves(), board.outcome())


def play(choices: list[int]) -> ClassicBoard:
    """A legal game: each choice picks a legal move by index, until the game ends."""
    board = ClassicBoard()
    for choice in choices:
        legal = board.legal_moves()
        if not legal:
            break
        board.push(legal[choice % len(legal)])
    return board


Key = tuple[int, int]

games = st.lists(st.integers(min_value=0, max_value=8), max_size=9).map(play)


# -- exhaustive enumeration -------------------------------------------------


def _walk(board: ClassicBoard, ends: Counter[str], seen: dict[Key, list[int]]) -> None:
    seen.setdefault(board.key(), board.moves)
    outcome = board.outcome()
    if outcome is not None:
        ends[outcome.winner or "draw"] += 1
        return
    for move in board.legal_moves():
        board.push(move)
        _walk(board, ends, seen)
        board.pop()


@cache
def game_tree() -> tuple[Counter[str], dict[Key, list[int]]]:
    """Finished games by result, and every reachable position with a game reaching it."""
    ends: Counter[str] = Counter()
    seen: dict[Key, list[int]] = {}
    _walk(ClassicBoard(), ends, seen)
    return ends, seen


def reachable_positions() -> list[ClassicBoard]:
    return [ClassicBoard.from_moves(moves) for moves in game_tree()[1].values()]


def live_positions() -> list[ClassicBoard]:
    return [board for board in reachable_positions() if not board.is_game_over()]


class TestEnumeration:
    def test_number_of_games(self) -> None:
        ends, _ = game_tree()
        assert sum(ends.values()) == 255168
        assert ends == Counter({"X": 131184, "O": 77904, "draw": 46080})

    def test_number_of_positions(self) -> None:
        _, seen = game_tree()
        assert len(seen) == 5478
        finished = [board for board in reachable_positions() if board.is_game_over()]
        assert len(finished) == 958


# -- the board --------------------------------------------------------------


class TestBoard:
    def test_empty(self) -> None:
        board = ClassicBoard()
        assert board.turn == "X"
        assert board.moves == []
        assert board.last_move is None
        assert board.legal_moves() == list(range(9))
        assert board.outcome() is None
        assert not board.is_game_over()
        assert board.winning_line() is None
        assert all(board.piece_at(cell) is None for cell in range(9))

    def test_turns_alternate(self) -> None:
        board = ClassicBoard()
        board.push(4)
        assert (board.turn, board.piece_at(4), board.last_move) == ("O", "X", 4)
        board.push(0)
        assert (board.turn, board.piece_at(0), board.last_move) == ("X", "O", 0)
        assert board.legal_moves() == [1, 2, 3, 5, 6, 7, 8]

    def test_moves_is_a_copy(self) -> None:
        board = ClassicBoard.from_moves([4])
        board.moves.append(0)
        assert board.moves == [4]

    def test_win(self) -> None:
        board = ClassicBoard.from_moves(X_WINS_TOP_ROW)
        assert board.outcome() == Outcome(Termination.LINE, "X", (0, 1, 2))
        assert board.winning_line() == (0, 1, 2)
        assert board.is_game_over()
        assert board.legal_moves() == []

    @pytest.mark.parametrize(
        ("moves", "line"),
        [
            ([0, 1, 3, 2, 6], (0, 3, 6)),
            ([2, 0, 4, 1, 6], (2, 4, 6)),
            ([0, 2, 1, 4, 3, 6], (2, 4, 6)),
            ([0, 3, 1, 4, 8, 5], (3, 4, 5)),
        ],
    )
    def test_lines(self, moves: list[int], line: tuple[int, int, int]) -> None:
        outcome = ClassicBoard.from_moves(moves).outcome()
        assert outcome is not None
        assert outcome.line == line
        assert outcome.winner == ("X" if len(moves) % 2 else "O")

    def test_full_board_draw(self) -> None:
        board = ClassicBoard.from_moves(FULL_DRAW)
        assert board.outcome() == Outcome(Termination.ALL_CLOSED, None)
        assert board.winning_line() is None
        assert board.legal_moves() == []

    def test_win_on_the_last_cell_is_a_win(self) -> None:
        board = ClassicBoard.from_moves([0, 1, 2, 3, 4, 5, 7, 6, 8])
        assert board.outcome() == Outcome(Termination.LINE, "X", (0, 4, 8))

    def test_copy_is_independent(self) -> None:
        board = ClassicBoard.from_moves([4, 0])
        other = board.copy()
        other.push(8)
        assert board.moves == [4, 0]
        assert other.moves == [4, 0, 8]
        assert board == ClassicBoard.from_moves([4, 0])

    def test_text(self) -> None:
        board = ClassicBoard.from_moves([4, 0, 8])
        assert str(board) == "O..\n.X.\n..X"
        assert repr(board) == "ClassicBoard.from_moves([4, 0, 8])"
        assert eval(repr(board)) == board

    def test_pop_empty(self) -> None:
        with pytest.raises(IndexError):
            ClassicBoard().pop()


class TestIllegalMoves:
    @pytest.mark.parametrize(
        ("moves", "move", "reason"),
        [
            ([4], 4, "cell 4 is taken"),
            ([], 9, "outside 0..8"),
            ([], -1, "outside 0..8"),
            (X_WINS_TOP_ROW, 8, "the game is over"),
            (FULL_DRAW[:-1], 0, "cell 0 is taken"),
        ],
    )
    def test_rejected_with_reason(self, moves: list[int], move: int, reason: str) -> None:
        board = ClassicBoard.from_moves(moves)
        before = snapshot(board)
        assert not board.is_legal(move)
        with pytest.raises(IllegalMoveError, match=reason):
            board.push(move)
        assert snapshot(board) == before

    @pytest.mark.parametrize("move", [True, 1.0, "4", None])
    def test_not_an_int(self, move: object) -> None:
        board = ClassicBoard()
        with pytest.raises(IllegalMoveError, match="int"):
            board.push(move)  # type: ignore[arg-type]
        assert board.moves == []

    def test_from_moves_names_the_move_number(self) -> None:
        with pytest.raises(IllegalMoveError, match="ply 3: cell 4 is taken"):
            ClassicBoard.from_moves([4, 0, 4])

    def test_illegal_move_error_is_a_value_error(self) -> None:
        assert issubclass(IllegalMoveError, ValueError)


class TestPushPop:
    @given(games)
    def test_pop_undoes_push(self, board: ClassicBoard) -> None:
        moves = board.moves
        while board.moves:
            board.pop()
        assert board == ClassicBoard()
        assert snapshot(board) == snapshot(ClassicBoard())
        for move in moves:
            board.push(move)
        assert snapshot(board) == snapshot(ClassicBoard.from_moves(moves))

    @given(games, st.integers(min_value=-2, max_value=10))
    def test_push_then_pop_restores(self, board: ClassicBoard, move: int) -> None:
        before = snapshot(board)
        if board.is_legal(move):
            board.push(move)
            assert board.last_move == move
            assert board.pop() == move
        else:
            with pytest.raises(IllegalMoveError):
                board.push(move)
        assert snapshot(board) == before

    @given(games)
    def test_legal_moves_are_the_empty_cells(self, board: ClassicBoard) -> None:
        empty = [cell for cell in range(9) if board.piece_at(cell) is None]
        assert board.legal_moves() == ([] if board.is_game_over() else empty)
        assert all(board.is_legal(cell) for cell in board.legal_moves())


# -- the solver -------------------------------------------------------------


def naive_value(board: ClassicBoard) -> int:
    """Plain minimax through push/pop, independent of the solver's masks."""
    if board.is_game_over():
        return -1 if board.winning_line() else 0
    best = -1
    for move in board.legal_moves():
        board.push(move)
        best = max(best, -naive_value(board))
        board.pop()
    return best


class TestSolver:
    def test_empty_board_is_a_draw(self) -> None:
        assert solve(ClassicBoard()) == 0
        assert best_moves(ClassicBoard()) == list(range(9))

    def test_corner_reply_to_centre(self) -> None:
        assert best_moves(ClassicBoard.from_moves([4])) == [0, 2, 6, 8]
        assert move_values(ClassicBoard.from_moves([4]))[1] == -1

    def test_finished_positions(self) -> None:
        assert solve(ClassicBoard.from_moves(X_WINS_TOP_ROW)) == -1
        assert solve(ClassicBoard.from_moves(FULL_DRAW)) == 0
        assert best_moves(ClassicBoard.from_moves(FULL_DRAW)) == []

    def test_matches_plain_minimax_on_late_positions(self) -> None:
        for board in live_positions():
            if board.ply >= 4:
                assert solve(board) == naive_value(board), board

    def test_best_moves_keep_the_value(self) -> None:
        for board in live_positions():
            value = solve(board)
            values = move_values(board)
            assert max(values.values()) == value
            assert best_moves(board) == sorted(m for m, v in values.items() if v == value)


# -- computer levels --------------------------------------------------------


def master_result(board: ClassicBoard, memo: dict[tuple[int, int], int]) -> int:
    """The worst result for the side to move if it plays master and the opponent tries
    every reply: +1 win, 0 draw, -1 loss."""
    key = board.key()
    if key in memo:
        return memo[key]
    if board.is_game_over():
        return -1 if board.winning_line() else 0
    board.push(choose_move(board, "master", seed=0))
    if board.is_game_over():
        result = 1 if board.winning_line() else 0
    else:
        result = 1
        for reply in board.legal_moves():
            board.push(reply)
            result = min(result, master_result(board, memo))
            board.pop()
    board.pop()
    memo[key] = result
    return result


def positions_with_a_win() -> list[ClassicBoard]:
    return [board for board in live_positions() if winning_moves(board)]


def positions_to_block() -> list[ClassicBoard]:
    return [b for b in live_positions() if threats(b) and not winning_moves(b)]


def losing_reply_share(board: ClassicBoard, move: int) -> float:
    board.push(move)
    values = list(move_values(board).values())
    board.pop()
    return sum(value < max(values) for value in values) / len(values)


class TestLevels:
    def test_master_never_loses_from_any_position(self) -> None:
        memo: dict[tuple[int, int], int] = {}
        for board in live_positions():
            # Against every sequence of replies, master gets at least the solved value,
            # so it never loses a position that is not already lost.
            assert master_result(board, memo) == solve(board), board

    def test_master_never_loses_from_the_start(self) -> None:
        memo: dict[tuple[int, int], int] = {}
        assert master_result(ClassicBoard(), memo) == 0
        for first in range(9):
            assert master_result(ClassicBoard.from_moves([first]), memo) == 0

    def test_master_sets_traps(self) -> None:
        # After X centre, O corner, every X move draws; master picks one leaving O the
        # largest share of losing replies.
        board = ClassicBoard.from_moves([4, 0])
        shares = {move: losing_reply_share(board, move) for move in best_moves(board)}
        move = choose_move(board, "master", seed=0)
        assert shares[move] == max(shares.values()) > 0

    @pytest.mark.parametrize("level", LEVELS)
    def test_every_level_takes_an_immediate_win(self, level: Level) -> None:
        for board in positions_with_a_win():
            for seed in range(3):
                assert choose_move(board, level, seed=seed) in winning_moves(board)

    def test_intermediate_blocks(self) -> None:
        boards = positions_to_block()
        assert any(len(threats(board)) == 2 for board in boards)
        for board in boards:
            for seed in range(3):
                assert choose_move(board, "intermediate", seed=seed) in threats(board), board

    @pytest.mark.parametrize("level", LEVELS)
    def test_seeded_choices_repeat_and_are_legal(self, level: Level) -> None:
        for board in live_positions()[::37]:
            first = choose_move(board, level, seed=11)
            assert first == choose_move(board, level, seed=11)
            assert board.is_legal(first)

    def test_beginner_is_random(self) -> None:
        moves = {choose_move(ClassicBoard(), "beginner", seed=seed) for seed in range(60)}
        assert len(moves) >= 7

    def test_master_varies_with_the_seed(self) -> None:
        moves = {choose_move(ClassicBoard(), "master", seed=seed) for seed in range(30)}
        assert len(moves) >= 2

    def test_unknown_level(self) -> None:
        with pytest.raises(ValueError, match="unknown level"):
            choose_move(ClassicBoard(), "grandmaster")  # type: ignore[arg-type]

    def test_game_over(self) -> None:
        with pytest.raises(IllegalMoveError, match="game is over"):
            choose_move(ClassicBoard.from_moves(X_WINS_TOP_ROW), "master")

    @pytest.mark.parametrize("opponent", ["beginner", "intermediate"])
    def test_master_beats_or_draws_weaker_levels(self, opponent: Level) -> None:
        results: Counter[str] = Counter()
        for seed in range(40):
            for master_side in ("X", "O"):
                board = ClassicBoard()
                while not board.is_game_over():
                    level: Level = "master" if board.turn == master_side else opponent
                    board.push(choose_move(board, level, seed=seed * 100 + board.ply))
                outcome = board.outcome()
                assert outcome is not None
                assert outcome.winner in (None, master_side)
                results[outcome.winner or "draw"] += 1
        if opponent == "beginner":
            assert results["draw"] < sum(results.values())
