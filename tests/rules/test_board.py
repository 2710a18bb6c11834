"""Rules engine: move generation, push/pop, outcomes, against slow recounts."""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from uttt import Board, IllegalMoveError, Outcome, Termination
from uttt.board import LINES
from uttt.playout import random_playout
from uttt.tools.perft import START_PERFT, perft

# -- helpers ---------------------------------------------------------------


def random_game(seed: int, *, max_moves: int = 81, early_draw: bool = True) -> Board:
    """A board after up to ``max_moves`` uniformly random moves."""
    rng = random.Random(seed)
    board = Board(early_draw=early_draw)
    while not board.is_game_over() and board.ply < max_moves:
        board.push(rng.choice(board.legal_moves()))
    return board


def position_where(wanted: Callable[[Board], bool]) -> Board:
    """The first position of a seeded random game that satisfies ``wanted``."""
    for seed in range(1000):
        rng = random.Random(seed)
        board = Board()
        while not board.is_game_over():
            board.push(rng.choice(board.legal_moves()))
            if not board.is_game_over() and wanted(board):
                return board
    raise AssertionError("no such position in 1000 random games")


seeds = st.integers(min_value=0, max_value=2**32)
lengths = st.integers(min_value=0, max_value=81)


def slow_small_state(cells: list[str | None]) -> str:
    """Open / X / O / draw for one small board, by the plain rules."""
    for a, b, c in LINES:
        if cells[a] is not None and cells[a] == cells[b] == cells[c]:
            return cells[a]
    return "draw" if all(cells) else "open"


def slow_outcome(board: Board) -> tuple[Termination, str | None] | None:
    """The outcome recounted from the cells alone, with no bit tricks."""
    states = [slow_small_state([board.piece_at(9 * b + c) for c in range(9)]) for b in range(9)]
    for player in ("X", "O"):
        if any(all(states[i] == player for i in line) for line in LINES):
            return Termination.LINE, player
    if all(state != "open" for state in states):
        return Termination.ALL_CLOSED, None

    def can_complete(player: str) -> bool:
        return any(all(states[i] in ("open", player) for i in line) for line in LINES)

    if not can_complete("X") and not can_complete("O"):
        return Termination.EARLY_DRAW, None
    return None


def snapshot(board: Board) -> tuple[object, ...]:
    return (board.key(), board.moves, board.outcome(), board.big_masks(), board.legal_moves())


# -- tests -------------------------------------------------------------------


class TestPerft:
    @pytest.mark.parametrize("depth", [1, 2, 3, 4, 5])
    def test_start_position(self, depth: int) -> None:
        assert perft(Board(), depth) == START_PERFT[depth]
        assert START_PERFT[1:] == (81, 720, 6336, 55080, 473256)

    def test_perft_leaves_board_unchanged(self) -> None:
        board = Board.from_moves([40, 36, 4])
        before = snapshot(board)
        perft(board, 3)
        assert snapshot(board) == before


class TestStart:
    def test_start_position(self) -> None:
        board = Board()
        assert board.turn == "X"
        assert board.moves == []
        assert board.legal_moves() == list(range(81))
        assert board.is_free_move()
        assert board.target_board() is None
        assert board.outcome() is None
        assert board.board_states() == ["open"] * 9

    def test_move_sends_to_board_of_same_position(self) -> None:
        board = Board()
        board.push(9 * 4 + 2)  # top-right cell of the centre board
        assert board.turn == "O"
        assert board.target_board() == 2
        assert board.legal_moves() == list(range(18, 27))
        assert board.piece_at(38) == "X"
        assert board.last_move == 38


class TestIllegalMoves:
    @pytest.mark.parametrize(
        ("moves", "move", "words"),
        [
            ([], 81, "outside"),
            ([], -1, "outside"),
            ([0], 20, "must be in board 0"),
            ([0, 0], 0, None),  # never reached: second 0 is itself illegal
        ],
    )
    def test_rejected_with_reason(self, moves: list[int], move: int, words: str | None) -> None:
        if words is None:
            with pytest.raises(IllegalMoveError, match="taken"):
                Board.from_moves(moves)
            return
        board = Board.from_moves(moves)
        before = snapshot(board)
        with pytest.raises(IllegalMoveError, match=words):
            board.push(move)
        assert snapshot(board) == before

    def test_not_an_int(self) -> None:
        with pytest.raises(IllegalMoveError):
            Board().push("e5")  # type: ignore[arg-type]
        with pytest.raises(IllegalMoveError):
            Board().push(True)

    def test_is_a_value_error(self) -> None:
        assert issubclass(IllegalMoveError, ValueError)

    def test_from_moves_names_the_move_number(self) -> None:
        with pytest.raises(IllegalMoveError, match="ply 3"):
            Board.from_moves([0, 1, 0])

    def test_closed_board_rejected(self) -> None:
        board = position_where(lambda b: b.is_free_move() and b.closed_mask() != 0)
        closed = next(b for b in range(9) if board.board_state(b) != "open")
        empty = [m for m in range(9 * closed, 9 * closed + 9) if board.piece_at(m) is None]
        before = snapshot(board)
        for move in empty:
            with pytest.raises(IllegalMoveError, match="closed"):
                board.push(move)
        assert snapshot(board) == before

    def test_no_move_after_game_over(self) -> None:
        board = random_game(3)
        assert board.is_game_over()
        assert board.legal_moves() == []
        assert board.playable_boards() == []
        for move in range(81):
            assert not board.is_legal(move)
        with pytest.raises(IllegalMoveError, match="over"):
            board.push(0)

    def test_pop_empty(self) -> None:
        with pytest.raises(IndexError):
            Board().pop()


class TestOutcomes:
    def test_won_board_shows_its_line(self) -> None:
        board = position_where(lambda b: "X" in b.board_states())
        won = board.board_states().index("X")
        line = board.small_line(won)
        assert line is not None
        assert all(board.piece_at(9 * won + cell) == "X" for cell in line)
        assert won not in board.playable_boards()

    def test_sent_to_closed_board_is_free_move(self) -> None:
        board = position_where(lambda b: b.is_free_move() and b.ply > 0)
        last = board.last_move
        assert last is not None and board.board_state(last % 9) != "open"
        assert board.target_board() is None
        open_boards = [b for b in range(9) if board.board_state(b) == "open"]
        assert board.playable_boards() == open_boards

    def test_win_by_line(self) -> None:
        board = random_game(11)
        while not (board.outcome() and board.outcome().termination is Termination.LINE):
            board = random_game(random.Random(board.ply).randrange(10**9))
        outcome = board.outcome()
        assert outcome is not None and outcome.winner is not None
        assert board.winning_line() == outcome.line
        assert all(board.board_state(b) == outcome.winner for b in outcome.line or ())

    def test_result_tokens(self) -> None:
        assert Outcome(Termination.LINE, "X", (0, 1, 2)).result() == "1-0"
        assert Outcome(Termination.LINE, "O", (0, 1, 2)).result() == "0-1"
        assert Outcome(Termination.ALL_CLOSED, None).result() == "1/2-1/2"

    def test_every_termination_occurs(self) -> None:
        kinds = {random_game(seed).outcome().termination for seed in range(300)}  # type: ignore[union-attr]
        assert kinds == set(Termination)

    def test_early_draw_can_be_switched_off(self) -> None:
        for seed in range(300):
            board = random_game(seed)
            outcome = board.outcome()
            if outcome and outcome.termination is Termination.EARLY_DRAW:
                late = Board(early_draw=False)
                for move in board.moves:
                    late.push(move)
                assert late.outcome() is None
                assert late.legal_moves()
                return
        pytest.fail("no early draw in 300 random games")


class TestProperties:
    @settings(max_examples=150, deadline=None)
    @given(seeds, lengths)
    def test_push_pop_restores_exactly(self, seed: int, length: int) -> None:
        board = random_game(seed, max_moves=length)
        states = []
        replay = Board()
        for move in board.moves:
            states.append(snapshot(replay))
            replay.push(move)
        assert snapshot(replay) == snapshot(board)
        for state in reversed(states):
            replay.pop()
            assert snapshot(replay) == state

    @settings(max_examples=150, deadline=None)
    @given(seeds, lengths)
    def test_legal_moves_lie_in_target_unless_closed(self, seed: int, length: int) -> None:
        board = random_game(seed, max_moves=length)
        if board.is_game_over():
            return
        moves = board.legal_moves()
        assert moves == sorted(moves) and moves
        last = board.last_move
        if last is None:
            assert moves == list(range(81))
        elif board.board_state(last % 9) == "open":
            assert board.target_board() == last % 9
            assert {move // 9 for move in moves} == {last % 9}
        else:
            assert board.is_free_move()
            open_boards = [b for b in range(9) if board.board_state(b) == "open"]
            assert {move // 9 for move in moves} == set(open_boards)
        expected = [m for m in range(81) if board.piece_at(m) is None
                    and board.board_state(m // 9) == "open"
                    and (board.target_board() in (None, m // 9))]
        assert moves == expected

    @settings(max_examples=200, deadline=None)
    @given(seeds, lengths)
    def test_outcome_agrees_with_slow_recount(self, seed: int, length: int) -> None:
        board = random_game(seed, max_moves=length)
        outcome = board.outcome()
        recount = slow_outcome(board)
        assert (None if outcome is None else (outcome.termination, outcome.winner)) == recount
        for b in range(9):
            cells = [board.piece_at(9 * b + c) for c in range(9)]
            assert board.board_state(b) == slow_small_state(cells)

    @settings(max_examples=100, deadline=None)
    @given(seeds, lengths)
    def test_sends_to_matches_next_target(self, seed: int, length: int) -> None:
        board = random_game(seed, max_moves=length)
        before = snapshot(board)
        for move in board.legal_moves():
            after = board.copy()
            after.push(move)
            assert board.sends_to(move) == after.target_board()
        assert snapshot(board) == before

    @settings(max_examples=100, deadline=None)
    @given(seeds, lengths)
    def test_copy_is_independent(self, seed: int, length: int) -> None:
        board = random_game(seed, max_moves=length)
        twin = board.copy()
        assert twin == board
        if twin.legal_moves():
            twin.push(twin.legal_moves()[0])
            assert twin != board
            assert len(twin.moves) == len(board.moves) + 1


class TestRandomGames:
    def test_average_length_matches_product_page(self) -> None:
        """The product page measured about 59 moves for uniformly random games."""
        lengths = [random_game(seed).ply for seed in range(3000)]
        mean = statistics.fmean(lengths)
        assert 58.0 < mean < 59.6, mean
        assert max(lengths) <= 81 and min(lengths) >= 17

    def test_fast_playout_matches_board_results(self) -> None:
        """The playout's result frequencies match full games through push."""
        rand = random.Random(5).random
        fast = [random_playout(Board(), rand) for _ in range(6000)]
        slow = []
        for seed in range(2000):
            outcome = random_game(seed).outcome()
            assert outcome is not None
            slow.append({"X": 1, "O": -1, None: 0}[outcome.winner])
        for value in (1, -1, 0):
            assert abs(fast.count(value) / 6000 - slow.count(value) / 2000) < 0.045

    @settings(max_examples=50, deadline=None)
    @given(seeds, lengths)
    def test_playout_leaves_board_unchanged(self, seed: int, length: int) -> None:
        board = random_game(seed, max_moves=length)
        before = snapshot(board)
        result = random_playout(board, random.Random(seed).random)
        assert result in (-1, 0, 1)
        assert snapshot(board) == before
        outcome = board.outcome()
        if outcome is not None:
            assert result == {"X": 1, "O": -1, None: 0}[outcome.winner]


class TestText:
    def test_str_shows_grid(self) -> None:
        text = str(Board.from_moves([40, 36]))
        rows = text.splitlines()
        assert len(rows) == 9
        assert rows[4] == "... .X. ..."
        assert rows[3] == "... O.. ..."

    def test_repr_round_trips(self) -> None:
        board = random_game(9, max_moves=20)
        assert eval(repr(board), {"Board": Board}) == board
