"""Classic tic-tac-toe on the page: geometry, view model and drawing of the 3x3 board."""

from __future__ import annotations

import pytest

from uttt.app.canvas.layout import compute_layout
from uttt.app.round.match import Match
from uttt.app.round.view_state import ViewState
from uttt.app.scene.build import build_view
from uttt.app.scene.render import OPS, display_list
from uttt.app.texts.i18n import translate
from uttt.app.variants import CLASSIC

ROUND = "00000000000000aa"


def classic(*moves: int, mode: str = "two_players") -> Match:
    match = Match.new(ROUND, game="classic", mode=mode)  # type: ignore[arg-type]
    for move in moves:
        match.play(move)
    return match


class TestLayout:
    @pytest.mark.parametrize("size", [(360, 360), (1000, 500), (300, 700)])
    def test_every_cell_hits_itself(self, size: tuple[int, int]) -> None:
        layout = compute_layout(*size)
        for cell in range(9):
            box = CLASSIC.cell_rect(layout, cell)
            assert CLASSIC.hit_test(layout, *box.centre) == cell
            assert layout.board.contains(box.x, box.y)

    def test_outside_the_board_hits_nothing(self) -> None:
        layout = compute_layout(1000, 500)
        assert CLASSIC.hit_test(layout, 5, 5) is None


class TestView:
    def test_a_round_in_progress(self) -> None:
        view = build_view(classic(4, 0), ViewState())
        assert view.game == "classic" and view.marks == ((4, "X"), (0, "O"))
        assert view.lit == (0,) and view.to_move == "red" and view.last_move == 0
        assert translate("en", view.status) == "Red (X) to play"
        assert translate("pt-PT", view.status) == "É a vez de Vermelho (X)"

    def test_a_win_shows_the_line_and_the_result(self) -> None:
        match = classic(0, 3, 1, 4, 2)
        view = build_view(match, ViewState())
        assert view.winning_line == (0, 1, 2) and view.lit == () and view.to_move is None
        assert [translate("en", m) for m in view.result] == [
            "Red wins with three in a row.", "Blue opens the next round as X."]
        assert match.tally().red == 1
        assert match.record_text() == "1. a1 a2 2. b1 b2 3. c1 1-0"

    def test_a_draw(self) -> None:
        view = build_view(classic(4, 0, 2, 6, 3, 5, 1, 7, 8), ViewState())
        assert translate("en", view.result[0]).startswith("A draw: all nine cells")

    def test_scores_are_kept_apart_from_the_ultimate_game(self) -> None:
        match = classic(0, 3, 1, 4, 2)
        assert match.scores.tally("classic/two_players").red == 1
        assert match.scores.tally("ultimate/two_players").total == 0

    def test_review_and_preview(self) -> None:
        match = classic(0, 3, 1, 4, 2)
        view = build_view(match, ViewState(review=2))
        assert view.marks == ((0, "X"), (3, "O")) and view.status.key == "status.review"
        held = build_view(classic(4), ViewState(held=0))
        assert held.preview == 0
        assert build_view(classic(4), ViewState(held=4)).preview is None  # taken cell

    def test_computer_turn_says_it_thinks(self) -> None:
        view = build_view(classic(4, mode="computer"), ViewState())
        assert view.status.key == "status.thinking" and view.thinking

    def test_announcement_names_the_cell(self) -> None:
        match = classic(4)
        board = match.board
        said = CLASSIC.announcement(board, match, computer=False)
        assert translate("en", said) == "Red (X) plays b2."


class TestRender:
    def test_draws_one_board_with_its_marks_and_golden_line(self) -> None:
        layout = compute_layout(360, 360)
        ops = display_list(build_view(classic(0, 3, 1, 4, 2), ViewState()), layout)
        assert all(op["op"] in OPS for op in ops)
        gold = [op for op in ops if op.get("stroke") == "#d4a017"]
        assert len(gold) == 1 and gold[0]["op"] == "line"
        rings = [op for op in ops if op["op"] == "circle"]
        assert len(rings) == 2  # two O marks
        assert all(0 <= op.get("x", 0) <= 360 for op in ops)

    def test_the_lit_board_takes_the_movers_colour(self) -> None:
        layout = compute_layout(360, 360)
        ops = display_list(build_view(classic(4), ViewState()), layout)
        assert any(op.get("stroke") == "#1d5fd1" for op in ops)  # Blue to move
