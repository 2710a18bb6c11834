"""The game variants: one object per game, and no branch on the game anywhere else."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from uttt.app.canvas.layout import compute_layout
from uttt.app.variants import CLASSIC, ULTIMATE, VARIANTS, Variant, variant_of

ROOT = Path(__file__).resolve().parents[3]
_spec = importlib.util.spec_from_file_location("check_variants",
                                               ROOT / "scripts" / "check_variants.py")
assert _spec is not None and _spec.loader is not None
check = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(check)


def test_no_branch_on_the_game_outside_the_variants() -> None:
    assert check.problems() == []


@pytest.mark.parametrize("line", [
    'if match.game == "classic":',
    'suffix = ".classic" if game != "ultimate" else ""',
    "if isinstance(board, ClassicBoard):",
    "return classic_cell_rect(layout, move)",
    "from uttt.app.variants.classic import PAD",
    'LETTERS = {"u": "ultimate", "c": "classic"}',
    '_TAGGED_CLASSIC = {"classic": True, "ultimate": False}',
    "SIZES: dict[GameKind, int] = {}",
    "ANALYSED: frozenset[GameKind] = frozenset()",
    'SOLVED = {"classic"}',
    "SIDES = dict(ultimate=9, classic=3)",
    'game = "classic" if classic else "ultimate"',
])
def test_the_check_finds_a_planted_branch(tmp_path: Path, line: str) -> None:
    (tmp_path / "uttt" / "app" / "variants").mkdir(parents=True)
    (tmp_path / "site").mkdir()
    (tmp_path / "uttt" / "app" / "variants" / "ok.py").write_text(line + "\n")
    (tmp_path / "uttt" / "app" / "bad.py").write_text("x = 1\n" + line + "\n")
    assert [p.split(":")[:2] for p in check.problems(tmp_path)] == [["uttt/app/bad.py", "2"]]


@pytest.mark.parametrize("variant", [ULTIMATE, CLASSIC])
def test_each_variant_is_whole(variant: Variant) -> None:
    assert variant_of(variant.game) is variant and VARIANTS[variant.game] is variant
    board = variant.new_board()
    layout = compute_layout(400, 300)
    for move in board.legal_moves():
        assert variant.hit_test(layout, *variant.cell_rect(layout, move).centre) == move
    cursor = variant.start_cursor(board.legal_moves())
    assert cursor in board.legal_moves()
    assert variant.step_cursor(cursor, (-9, -9)) == 0
    assert variant.stand_in_move(board, seed=3) in board.legal_moves()
    search = variant.search((), "beginner", seed=1, previous=None)
    while not search.is_done():
        search.run(0.01)
    assert search.move() in board.legal_moves()
    assert {"title", "hint.touch", "hint.mouse", "canvas.label"} <= set(variant.texts)
    assert variant.help


@pytest.mark.parametrize("variant", [ULTIMATE, CLASSIC])
def test_a_variant_names_its_game_through_its_board(variant: Variant) -> None:
    """The variant's board class is its game's: the same name, moves named by its grid,
    the record tag and the link letter its own."""
    board_type = variant.board_type
    assert board_type.variant == variant.game
    assert isinstance(variant.new_board(), board_type)
    names = variant.move_names()
    assert len(names) == len(set(names)) == board_type.side ** 2
    for move, name in enumerate(names):
        row, column = board_type.square(move)
        assert name == "abcdefghi"[column] + str(row + 1)
        assert board_type.move_at(row, column) == move and variant.move_name(move) == name
    assert variant.record_tag in ("", f"[{variant.game}] ")
    letters = [v.link_letter for v in VARIANTS.values()]
    assert len(letters) == len(set(letters)) and len(variant.link_letter) == 1


def test_a_record_reads_back_through_its_variant() -> None:
    assert CLASSIC.format_record((4, 0, 2), "1-0") == "1. b2 a1 2. c1 1-0"
    assert CLASSIC.parse_record("1. b2 a1 2. c1 1-0").moves == [4, 0, 2]
    start = "9/9/9/9/4x4/9/9/9/9 O 1 e5"
    assert ULTIMATE.format_record((36,), None, start) == f'[FEN "{start}"]\n1... d4'
    assert ULTIMATE.parse_record("1... d4", start).moves == [36]
    with pytest.raises(ValueError, match="no position text"):
        CLASSIC.board_from(start)


@pytest.mark.parametrize(("fen", "key"), [
    ("9/9/9/9/4x4/9/9/9/9 O 1 e5", "status.sent"),  # sent to the centre board
    ("9/9/9/9/4x4/9/9/9/9 O 1 0000", "status.free"),  # marks, no last move: anywhere
])
def test_a_set_up_position_is_not_an_opening(fen: str, key: str) -> None:
    from uttt.board import Board

    status = ULTIMATE.turn_status(Board.from_fen(fen), {})
    assert status.key == key
    assert ULTIMATE.turn_status(Board(), {}).key == "status.first"
