"""Positions as text (uttt.fen, Board.from_fen / Board.fen): round trips on random games,
the published perft suite read through it, and the refusal of positions no game reaches."""

from __future__ import annotations

import contextlib
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.rules.perft_suite import SUITE
from uttt import Board
from uttt.fen import START, FenError, engine_square, parse_square
from uttt.notation import move_name, parse_move
from uttt.state import is_dead
from uttt.tools.perft import perft


def random_game(seed: int, length: int, *, early_draw: bool) -> Board:
    rng = random.Random(seed)
    board = Board(early_draw=early_draw)
    while not board.is_game_over() and board.ply < length:
        board.push(rng.choice(board.legal_moves()))
    return board


class TestRoundTrip:
    @settings(max_examples=150, deadline=None)
    @given(st.integers(0, 2**32), st.integers(0, 81), st.booleans())
    def test_random_positions(self, seed: int, length: int, early_draw: bool) -> None:
        board = random_game(seed, length, early_draw=early_draw)
        text = board.fen()
        read = Board.from_fen(text, early_draw=early_draw)
        assert read.fen() == text
        assert read.key() == board.key()
        assert read.legal_moves() == board.legal_moves()
        assert read.outcome() == board.outcome()
        assert read.last_move == board.last_move
        assert read.big_masks() == board.big_masks()

    @settings(max_examples=40, deadline=None)
    @given(st.integers(0, 2**32), st.integers(0, 60))
    def test_the_game_goes_on_the_same(self, seed: int, length: int) -> None:
        board = random_game(seed, length, early_draw=True)
        read = Board.from_fen(board.fen())
        rng = random.Random(seed)
        while not board.is_game_over():
            move = rng.choice(board.legal_moves())
            board.push(move)
            read.push(move)
            assert read.key() == board.key() and read.outcome() == board.outcome()

    def test_start(self) -> None:
        assert Board().fen() == START
        assert Board.from_fen(START).key() == Board().key()

    def test_a_read_board_has_no_history_but_keeps_its_last_move(self) -> None:
        board = Board.from_fen("9/9/9/9/4x4/9/9/9/9 O 1 e5")
        assert board.moves == [] and board.last_move == 40 and board.target_board() == 4
        board.push(36)
        assert board.last_move == 36 and board.fen() == "9/9/9/3o5/4x4/9/9/9/9 X 2 d6"
        board.pop()
        assert board.fen() == "9/9/9/9/4x4/9/9/9/9 O 1 e5"


class TestCoordinates:
    def test_the_engines_a1_is_our_a9(self) -> None:
        board = Board.from_fen("9/9/9/9/9/9/9/9/x8 O 1 a1")
        assert board.piece_at(parse_move("a9")) == "X"
        assert board.target_board() == 6       # bottom-left cell: to the bottom-left board

    @pytest.mark.parametrize("move", range(81))
    def test_same_column_row_counted_from_the_bottom(self, move: int) -> None:
        ours = move_name(move)
        theirs = engine_square(move)
        assert theirs[0] == ours[0] and int(theirs[1]) == 10 - int(ours[1])
        assert parse_square(theirs) == move

    def test_case_is_free_on_reading(self) -> None:
        assert Board.from_fen("9/9/9/9/4X4/9/9/9/9 o 1 E5").fen() == "9/9/9/9/4x4/9/9/9/9 O 1 e5"

    def test_a_finished_game_reads_as_finished(self) -> None:
        # X's top row of boards, O to move after X's last mark in the top-right board.
        board = Board.from_fen("xxxxxxxxx/9/9/o1o1o1o1o/9/o1o1o4/9/9/9 O 17 i9")
        outcome = board.outcome()
        assert outcome is not None and outcome.winner == "X" and outcome.line == (0, 1, 2)
        assert board.legal_moves() == []


PERFT_CASES = [(text, depth, count) for text, counts in SUITE
               for depth, count in enumerate(counts) if count <= 60_000]
LARGER_CASES = [(text, depth, count) for text, counts in SUITE
                for depth, count in enumerate(counts) if 60_000 < count <= 500_000]
O_OPENED = SUITE[-1][0]
"""The suite's last position: 24 marks each with O to move, so O made the first move."""


class TestPublishedPerft:
    """The suite counts no move once a game is over and ends no game early."""

    @pytest.mark.parametrize(("text", "depth", "count"), PERFT_CASES)
    def test_count(self, text: str, depth: int, count: int) -> None:
        assert perft(Board.from_fen(text, early_draw=False), depth) == count

    @pytest.mark.slow
    @pytest.mark.parametrize(("text", "depth", "count"), LARGER_CASES)
    def test_larger_count(self, text: str, depth: int, count: int) -> None:
        assert perft(Board.from_fen(text, early_draw=False), depth) == count

    def test_cases_cover_every_position(self) -> None:
        assert (len(PERFT_CASES), len(LARGER_CASES)) == (173, 16)
        assert {text for text, _, _ in PERFT_CASES} == {text for text, _ in SUITE}

    def test_the_grids_read_back_unchanged(self) -> None:
        for text, _ in SUITE:
            grid, side, _counter, last = text.split()
            read = Board.from_fen(text, early_draw=False)
            assert read.fen().split()[::3] == [grid, last] and read.turn == side


class TestEitherSideOpens:
    """Like python-chess's ``Board(fen)``, the library reads every well-formed position
    the rules can play from, whoever made the first move; ``Board.opener`` says who did,
    and ``x_first`` (what the page offers) refuses the others."""

    def test_the_published_position_where_o_opened(self) -> None:
        board = Board.from_fen(O_OPENED, early_draw=False)
        assert board.opener == "O" and board.turn == "O"
        assert board.fen() == O_OPENED.replace(" 0 ", " 48 ")
        assert board.is_game_over() and board.legal_moves() == []  # its counts: 1, 0, 0...

    def test_o_opens_the_empty_board(self) -> None:
        board = Board.from_fen("9/9/9/9/9/9/9/9/9 O 0 0000")
        assert board.opener == "O" and board.turn == "O" and len(board.legal_moves()) == 81
        board.push(40)
        assert board.fen() == "9/9/9/9/4o4/9/9/9/9 X 1 e5" and board.opener == "O"
        assert Board.from_fen(board.fen()).key() == board.key()
        assert Board().opener == "X" and Board.from_moves([40]).opener == "X"

    @settings(max_examples=60, deadline=None)
    @given(st.integers(0, 2**32), st.integers(0, 81))
    def test_games_where_o_opened_read_back(self, seed: int, length: int) -> None:
        rng = random.Random(seed)
        board = Board.from_fen("9/9/9/9/9/9/9/9/9 O 0 0000")
        while not board.is_game_over() and len(board.moves) < length:
            board.push(rng.choice(board.legal_moves()))
        read = Board.from_fen(board.fen())
        assert read.fen() == board.fen() and read.key() == board.key()
        assert read.outcome() == board.outcome() and read.opener == "O"
        with pytest.raises(FenError) as refused:
            Board.from_fen(board.fen(), x_first=True)
        assert refused.value.kind == "o_first"

    def test_x_first_keeps_every_other_position(self) -> None:
        assert Board.from_fen("9/9/9/9/4x4/9/9/9/9 O 1 e5", x_first=True).opener == "X"
        with pytest.raises(FenError) as refused:  # a wrong count is still a wrong count
            Board.from_fen("oo7/9/9/9/9/9/9/9/9 X 2 0000", x_first=True)
        assert refused.value.kind == "count"


class TestRefusals:
    @pytest.mark.parametrize(("text", "why"), [
        ("9/9/9/9/9/9/9/9/9 X 0", "4 fields"),
        ("9/9/9/9/9/9/9/9 X 0 0000", "9 rows"),
        ("9/9/9/9/9/9/9/9/8 X 0 0000", "has 8 cells"),
        ("9/9/9/9/9/9/9/9/x9 X 0 0000", "has 10 cells"),
        ("9/9/9/9/9/9/9/9/8z X 0 0000", "'z' is not x, o or 1-9"),
        ("9/9/9/9/9/9/9/9/9 Y 0 0000", "X or O"),
        ("9/9/9/9/9/9/9/9/9 X -1 0000", "counter is a number"),
        ("9/9/9/9/9/9/9/9/9 X \u00b2 0000", "counter is a number"),  # a superscript two
        ("9/9/9/9/9/9/9/9/9 X \u0663 0000", "counter is a number"),  # an Arabic-Indic three
        ("9/9/9/9/9/9/9/9/9 X 0 j1", "not a square"),
        ("x8/9/9/9/9/9/9/9/9 X 1 a9", "X has 1 mark and O 0 marks"),
        ("oo7/9/9/9/9/9/9/9/9 X 2 0000", "X has 0 marks and O 2 marks"),
        ("xx7/9/9/9/9/9/9/9/9 O 2 0000", "X has 2 marks and O 0 marks, which cannot be"),
        ("xxx6/ooo6/9/9/9/9/9/9/9 X 6 a8", "a line of X and a line of O"),
        ("xxx6/o8/xxx6/9/o1o1o1o1o/9/9/9/9 X 11 a8", "marks added after X won it"),
        ("9/9/9/9/4x4/9/9/9/9 O 1 a1", "must hold a mark of X"),
        ("9/9/9/9/4x4/9/9/9/o8 X 2 e5", "must hold a mark of O"),
        ("xxx6/x8/9/9/o1o1o4/9/9/9/9 O 7 a8", "closed before it"),
        ("xxxxxxxxx/9/9/o1o1o1o1o/9/o1o1o1o2/9/9/9 X 18 a6", "over before the last move"),
        ("xxxxxxxxx/9/9/o1o1o1o1o/9/o1o1o4/9/9/9 O 17 0000", "last move must be given"),
    ])
    def test_refused(self, text: str, why: str) -> None:
        with pytest.raises(FenError, match=why):
            Board.from_fen(text)

    def test_an_early_draw_before_the_last_move_depends_on_the_rule(self) -> None:
        # A dead position (no big line open to either player) ends the game only with the
        # early draw: a move after it is possible without the rule, refused with it.
        board = _move_after_a_dead_position()
        Board.from_fen(board.fen(), early_draw=False)
        with pytest.raises(FenError, match="over before the last move"):
            Board.from_fen(board.fen(), early_draw=True)

    def test_repr_names_the_text_of_a_read_board(self) -> None:
        text = "9/9/9/9/4x4/9/9/9/9 O 1 e5"
        assert repr(Board.from_fen(text)) == f"Board.from_fen({text!r})"
        assert repr(Board.from_moves([40])) == "Board.from_moves([40])"

    @settings(max_examples=200, deadline=None)
    @given(st.text(alphabet="xo123456789/ XOabci0-", max_size=40))
    def test_any_text_reads_or_raises_fen_error(self, text: str) -> None:
        with contextlib.suppress(FenError):   # any other exception fails the test
            Board.from_fen(text)

    def test_fen_error_is_a_value_error(self) -> None:
        assert issubclass(FenError, ValueError)


def _move_after_a_dead_position() -> Board:
    for seed in range(200):
        rng = random.Random(seed)
        board = Board(early_draw=False)
        while not board.is_game_over():
            dead = is_dead(board.state())
            board.push(rng.choice(board.legal_moves()))
            if dead:
                return board
    raise AssertionError("no dead position in 200 random games")
