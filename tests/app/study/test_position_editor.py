"""The position editor: taps, side and target, the rules' verdict with its reason, the
text and the position links (a round trip on random reachable positions)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from uttt.app.features.editor import state as editors
from uttt.app.features.editor.state import ANY, PositionEditor, PositionError, from_link, tapped
from uttt.board import Board
from uttt.frozen import replace


def test_a_tap_cycles_empty_x_o_empty() -> None:
    editor = PositionEditor()
    marks = []
    for _ in range(3):
        editor = tapped(editor, 40)
        marks.append(editor.cells[40])
    assert marks == [1, 2, 0]
    assert tapped(editor, 81) == editor  # off the grid: nothing


def test_the_empty_grid_is_the_start_and_a_lone_o_is_refused() -> None:
    assert PositionEditor().check() == "9/9/9/9/9/9/9/9/9 X 0 0000"
    lone_o = tapped(tapped(PositionEditor(), 40), 40)
    assert lone_o.error() == "o_first"  # O opened: the rules can play on, the page not
    assert replace(lone_o, side=1).error() == "count"


def test_the_target_comes_from_a_last_move_the_editor_finds() -> None:
    editor = replace(tapped(PositionEditor(), 40), side=1, target=4)  # X in e5, O to move
    assert editor.check() == "9/9/9/9/4x4/9/9/9/9 O 1 e5"
    assert Board.from_fen(editor.check()).target_board() == 4
    assert replace(editor, target=0).error() == "no_target"  # no X at a cell 0
    assert replace(editor, target=ANY).check().endswith(" 0000")


def test_a_small_board_with_lines_of_both_is_refused_with_its_kind() -> None:
    editor = PositionEditor()
    for move in (0, 1, 2):
        editor = tapped(editor, move)
    for move in (3, 4, 5):
        editor = tapped(tapped(editor, move), move)
    assert editor.error() == "both_lines"


@pytest.mark.parametrize("counter", ["\u00b2", "\u0663", "\uff11", "1\u00b2"])
def test_the_editor_reads_the_move_counter_as_the_link_does(counter: str) -> None:
    text = f"9/9/9/9/9/9/9/9/9 X {counter} 0000"  # digits, but not ASCII ones
    for read in (editors.from_text, lambda t: from_link("p=" + editors.link_text(t))):
        with pytest.raises(PositionError) as refused:
            read(text)
        assert refused.value.kind == "form"
    assert editors.from_text("9/9/9/9/9/9/9/9/9 X 7 0000") == PositionEditor()


def _reachable(seed: int, plies: int) -> Board:
    rng = random.Random(seed)
    board = Board()
    for _ in range(plies):
        moves = board.legal_moves()
        if not moves:
            break
        board.push(rng.choice(moves))
    return board


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 60))
def test_a_position_link_round_trips(seed: int, plies: int) -> None:
    board = _reachable(seed, plies)
    editor = editors.from_text(board.fen())
    if board.is_game_over():
        assert editor.error() is not None  # nothing to play: refused
        return
    link = "https://example.org/uttt/#p=" + editors.link_text(editor.check())
    opened = from_link(link.split("#", 1)[1])
    assert opened == editor
    again = Board.from_fen(opened.check())
    assert again.key() == board.key()  # marks, side to move, target and closed boards


@pytest.mark.parametrize(("fragment", "kind"), [
    ("p=9/9/9/9/9/9/9/9/9_O_0_0000", "o_first"),
    ("p=oox2xxox/xx3xoxo/x1o2xo1x/1o1ooox1o/1x2xooox/ox1x2ox1/x2o1oo1x/1ox2xx2/ox3o1o1_O_0_h8",
     "o_first"),
    ("p=oo7/9/9/9/9/9/9/9/9_X_2_0000", "count"),
    ("p=9/9/9", "form"),
    ("p=<script>", "form"),
    ("p=9/9/9/9/9/9/9/9/9_X_\u00b2_0000", "form"),
    ("##p=9/9/9/9/9/9/9/9/9_X_0_0000", "form"),
    ("t1.abc", "form"),
    ("p=xxx6/ooo6/9/9/9/9/9/9/9_X_6_0000", "both_lines"),
])
def test_a_bad_position_link_is_refused_with_its_reason(fragment: str, kind: str) -> None:
    with pytest.raises(PositionError) as refused:
        from_link(fragment)
    assert refused.value.kind == kind


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32))
def test_a_finished_game_s_position_says_the_game_is_over(seed: int) -> None:
    board = _reachable(seed, 81)
    assert board.is_game_over()
    for editor in (editors.from_text(board.fen()), editors.from_text(f" {board.fen()}\n")):
        assert editor.error() == "over"
        with pytest.raises(PositionError):
            editor.check()
        assert editor.accepted() == editor.text() == board.fen()
        assert Board.from_fen(editor.accepted()).outcome() == board.outcome()
