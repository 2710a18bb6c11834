"""Tests for move names and game records."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from uttt.board import Board, GameBoard, IllegalMoveError, Outcome, Termination
from uttt.classic import ClassicBoard
from uttt.notation import (
    RESULTS,
    BadMove,
    InvalidMoveError,
    InvalidRecordError,
    ParsedRecord,
    RecordError,
    format_record,
    move_name,
    move_names,
    parse_move,
    parse_record,
    result_token,
)

# Classic: X takes the diagonal a1 b2 c3 while O plays b1 and c1.
CLASSIC_X_WINS = "1. a1 b1 2. b2 c1 3. c3"
CLASSIC_DRAW = "1. a1 b1 2. c1 b2 3. a2 c2 4. b3 a3 5. c3"


def play(board: GameBoard, choices: list[int]) -> GameBoard:
    """Play legal moves picked by index from the choices, until they or the game run out."""
    for choice in choices:
        legal = board.legal_moves()
        if not legal:
            break
        board.push(legal[choice % len(legal)])
    return board


choices = st.lists(st.integers(min_value=0, max_value=80), max_size=90)
ultimate_games = choices.map(lambda picks: play(Board(), picks))
classic_games = choices.map(lambda picks: play(ClassicBoard(), picks))


def random_game(seed: int, *, early_draw: bool = True) -> Board:
    rng = random.Random(seed)
    board = Board(early_draw=early_draw)
    while not board.is_game_over():
        board.push(rng.choice(board.legal_moves()))
    return board


def early_drawn_game() -> Board:
    for seed in range(1000):
        board = random_game(seed)
        outcome = board.outcome()
        if outcome is not None and outcome.termination is Termination.EARLY_DRAW:
            return board
    raise AssertionError("no early draw in 1000 random games")


class TestMoveNames:
    @pytest.mark.parametrize(
        ("name", "move"), [("e5", 40), ("a1", 0), ("i9", 80), ("c1", 2), ("d1", 9)]
    )
    def test_product_examples(self, name: str, move: int) -> None:
        assert move_name(move) == name
        assert parse_move(name) == move

    @pytest.mark.parametrize("move", range(81))
    def test_round_trip(self, move: int) -> None:
        assert parse_move(move_name(move)) == move
        assert parse_move(f"  {move_name(move).upper()}\n") == move

    def test_names_match_the_drawn_grid(self) -> None:
        # Board's text drawing puts row r, column c of the 9x9 grid at line r, character
        # c + c // 3 (a space between boards); the name must say the same place.
        for move in range(81):
            board = Board.from_moves([move])
            lines = str(board).splitlines()
            column, row = "abcdefghi".index(move_name(move)[0]), int(move_name(move)[1]) - 1
            assert lines[row][column + column // 3] == "X"

    def test_names_are_distinct(self) -> None:
        assert len(set(move_names())) == 81
        assert len(set(move_names(ClassicBoard))) == 9

    @pytest.mark.parametrize("cell", range(9))
    def test_classic_round_trip(self, cell: int) -> None:
        assert parse_move(move_name(cell, ClassicBoard), ClassicBoard) == cell
        assert move_name(cell, ClassicBoard) == "abc"[cell % 3] + "123"[cell // 3]

    @pytest.mark.parametrize("text", ["", " ", "j1", "a0", "a10", "e", "5e", "ee5", "e 5", "40"])
    def test_bad_names(self, text: str) -> None:
        with pytest.raises(InvalidMoveError, match=re.escape(repr(text))):
            parse_move(text)

    @pytest.mark.parametrize("text", ["d1", "a4", "e5", "b0"])
    def test_bad_classic_names(self, text: str) -> None:
        with pytest.raises(InvalidMoveError, match=text):
            parse_move(text, ClassicBoard)

    @pytest.mark.parametrize("move", [-1, 81, True, 1.0, "e5"])
    def test_move_name_of_a_non_move(self, move: object) -> None:
        with pytest.raises(ValueError, match=r"0\.\.80"):
            move_name(move)  # type: ignore[arg-type]

    def test_invalid_move_error_is_a_value_error(self) -> None:
        assert issubclass(InvalidMoveError, ValueError)
        assert issubclass(InvalidRecordError, ValueError)

    @given(st.text())
    def test_fuzz_parse_move(self, text: str) -> None:
        try:
            move = parse_move(text)
        except InvalidMoveError as error:
            assert repr(text) in str(error)
        else:
            assert move_name(move) == text.strip().lower()

    @given(st.text())
    def test_fuzz_parse_classic_move(self, text: str) -> None:
        try:
            cell = parse_move(text, ClassicBoard)
        except InvalidMoveError:
            pass
        else:
            assert move_name(cell, ClassicBoard) == text.strip().lower()


class TestFormat:
    def test_pairs(self) -> None:
        assert format_record([40, 37, 12, 31, 42]) == "1. e5 e4 2. d2 b5 3. d6"
        assert format_record([40, 37], result="1-0") == "1. e5 e4 1-0"
        assert format_record([]) == ""

    def test_classic(self) -> None:
        assert format_record([0, 1, 4, 2, 8], game=ClassicBoard, result="1-0") == (
            CLASSIC_X_WINS + " 1-0"
        )

    def test_bad_result(self) -> None:
        with pytest.raises(ValueError, match="result"):
            format_record([40], result="2-0")

    def test_bad_move(self) -> None:
        with pytest.raises(ValueError):
            format_record([81])
        with pytest.raises(ValueError):
            format_record([9], game=ClassicBoard)


class TestResultToken:
    @pytest.mark.parametrize(
        ("outcome", "token"),
        [
            (None, None),
            (Outcome(Termination.LINE, "X", (0, 4, 8)), "1-0"),
            (Outcome(Termination.LINE, "O", (0, 1, 2)), "0-1"),
            (Outcome(Termination.ALL_CLOSED, None), "1/2-1/2"),
            (Outcome(Termination.EARLY_DRAW, None), "1/2-1/2"),
        ],
    )
    def test_tokens(self, outcome: Outcome | None, token: str | None) -> None:
        assert result_token(outcome) == token


class TestParse:
    def test_with_and_without_numbers(self) -> None:
        expected = ParsedRecord([40, 37, 12], None)
        assert parse_record("1. e5 e4 2. d2") == expected
        assert parse_record("e5 e4 d2") == expected
        assert parse_record("\n 1.e5\te4\n\n2.   D2  \n") == expected
        assert parse_record("1. e5 1... e4 2. d2") == expected

    def test_empty(self) -> None:
        assert parse_record("") == ParsedRecord([], None)
        assert parse_record("  *  ") == ParsedRecord([], None)

    def test_ongoing_marker(self) -> None:
        assert parse_record("1. e5 e4 *") == ParsedRecord([40, 37], None)

    @pytest.mark.parametrize("text", ["2. e5", "1. e5 2. e4", "1... e5", "1. e5 1. e4"])
    def test_misplaced_move_number(self, text: str) -> None:
        with pytest.raises(InvalidRecordError, match="move number"):
            parse_record(text)

    def test_unknown_token_is_named_with_its_move_number(self) -> None:
        with pytest.raises(InvalidMoveError, match=r"move 2 \(X\): invalid move 'zz9'"):
            parse_record("1. e5 e4 2. zz9")

    def test_illegal_move_is_named_with_its_move_number(self) -> None:
        # e4 sends X to board 1 (d1..f3); a4 is in board 3 (a4..c6).
        with pytest.raises(IllegalMoveError, match=r"move 2 \(X\) 'a4' is illegal: .*board 1"):
            parse_record("1. e5 e4 2. a4")

    def test_taken_cell(self) -> None:
        with pytest.raises(IllegalMoveError, match=r"move 1 \(O\) 'e5' is illegal: .*taken"):
            parse_record("e5 e5")

    def test_move_after_the_end(self) -> None:
        with pytest.raises(IllegalMoveError, match=r"move 3 \(O\) 'a2' is illegal: .*over"):
            parse_record(CLASSIC_X_WINS + " a2", game=ClassicBoard)

    def test_classic(self) -> None:
        assert parse_record(CLASSIC_X_WINS + " 1-0", game=ClassicBoard) == ParsedRecord(
            [0, 1, 4, 2, 8], "1-0"
        )
        with pytest.raises(InvalidMoveError, match="'d4'"):
            parse_record("1. a1 d4", game=ClassicBoard)


class TestWhereItGoesWrong:
    """``RecordError.bad`` says where and why as data, for a page's own words."""

    @pytest.mark.parametrize(("text", "game", "bad"), [
        ("1. e5 e4 2. zz9", Board, BadMove(2, "X", "zz9", "unknown_name")),
        ("1. e5 e4 2. a4", Board, BadMove(2, "X", "a4", "wrong_board", 1)),
        ("e5 e5", Board, BadMove(1, "O", "e5", "taken", 4)),
        ("1. d4 b2 2. f6 h8 3. e5 e4", Board, BadMove(3, "O", "e4", "board_closed", 4)),
        (CLASSIC_X_WINS + " a2", ClassicBoard, BadMove(3, "O", "a2", "game_over")),
        ("a1 a1", ClassicBoard, BadMove(1, "O", "a1", "taken")),
        ("1. e5 1. e4", Board, BadMove(1, "O", "1.", "misplaced_number")),
        ("1. e5 1-0 e4", Board, BadMove(1, "O", "1-0", "early_result")),
    ])
    def test_the_move_its_text_and_the_reason(self, text: str, game: type[GameBoard],
                                              bad: BadMove) -> None:
        with pytest.raises(RecordError) as caught:
            parse_record(text, game=game)
        assert caught.value.bad == bad

    def test_a_result_that_contradicts_the_game_is_no_one_move(self) -> None:
        with pytest.raises(RecordError) as caught:
            parse_record("1. e5 e4 1/2-1/2")
        assert caught.value.bad is None

    def test_the_rules_give_their_reason_as_data(self) -> None:
        with pytest.raises(IllegalMoveError) as caught:
            Board.from_moves([40]).push(0)
        assert (caught.value.reason, caught.value.board) == ("wrong_board", 4)
        with pytest.raises(IllegalMoveError) as caught:
            Board().push(81)
        assert caught.value.reason == "not_a_move"


class TestResults:
    def test_finished_game_may_omit_the_result(self) -> None:
        assert parse_record(CLASSIC_DRAW, game=ClassicBoard).result is None

    def test_result_must_match_a_finished_game(self) -> None:
        assert parse_record(CLASSIC_DRAW + " 1/2-1/2", game=ClassicBoard).result == "1/2-1/2"
        for wrong in ("1-0", "0-1"):
            with pytest.raises(InvalidRecordError, match="contradicts"):
                parse_record(f"{CLASSIC_DRAW} {wrong}", game=ClassicBoard)
        with pytest.raises(InvalidRecordError, match="ended 1-0"):
            parse_record(CLASSIC_X_WINS + " 0-1", game=ClassicBoard)

    @pytest.mark.parametrize("result", ["1-0", "0-1"])
    def test_resignation(self, result: str) -> None:
        assert parse_record(f"1. e5 e4 {result}").result == result

    def test_no_draw_on_an_unfinished_game(self) -> None:
        with pytest.raises(InvalidRecordError, match="not finished"):
            parse_record("1. e5 e4 1/2-1/2")

    def test_result_must_end_the_record(self) -> None:
        with pytest.raises(InvalidRecordError, match="before the end"):
            parse_record("1. e5 1-0 e4")

    def test_early_draw_rule(self) -> None:
        board = early_drawn_game()
        text = format_record(board.moves, result=result_token(board.outcome()))
        assert parse_record(text) == ParsedRecord(board.moves, "1/2-1/2")
        # Without the early draw rule the same moves leave the game unfinished.
        with pytest.raises(InvalidRecordError, match="not finished"):
            parse_record(text, early_draw=False)

    def test_long_random_games(self) -> None:
        for seed in range(20):
            board = random_game(seed, early_draw=seed % 2 == 0)
            result = result_token(board.outcome())
            text = format_record(board.moves, result=result)
            parsed = parse_record(text, early_draw=board.early_draw)
            assert parsed == ParsedRecord(board.moves, result)


class TestRoundTrip:
    @given(ultimate_games, st.booleans())
    def test_ultimate(self, board: GameBoard, with_result: bool) -> None:
        result = result_token(board.outcome()) if with_result else None
        text = format_record(board.moves, result=result)
        assert parse_record(text) == ParsedRecord(board.moves, result)
        assert parse_record(" ".join(move_name(m) for m in board.moves)).moves == board.moves

    @given(classic_games)
    def test_classic(self, board: GameBoard) -> None:
        result = result_token(board.outcome())
        text = format_record(board.moves, result=result, game=ClassicBoard)
        assert parse_record(text, game=ClassicBoard) == ParsedRecord(board.moves, result)


record_words = st.sampled_from(
    [*move_names()[::7], "1.", "2.", "1...", "1-0", "0-1", "1/2-1/2", "*", "e5", "E4", "x", "1"]
)


class TestFuzz:
    @given(st.text())
    def test_arbitrary_text(self, text: str) -> None:
        """Any text either parses to a legal game or raises one of the three errors."""
        for game in (Board, ClassicBoard):
            try:
                parsed = parse_record(text, game=game)
            except (InvalidMoveError, InvalidRecordError, IllegalMoveError):
                continue
            assert game.from_moves(parsed.moves).moves == parsed.moves

    @given(st.lists(record_words, max_size=12), st.sampled_from([" ", "\n", "  \t"]))
    def test_record_like_text(self, words: list[str], separator: str) -> None:
        text = separator.join(words)
        try:
            parsed = parse_record(text)
        except (InvalidMoveError, InvalidRecordError, IllegalMoveError):
            return
        assert parsed.result in (None, *RESULTS)
        assert Board.from_moves(parsed.moves).moves == parsed.moves
