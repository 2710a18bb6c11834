"""The view model: lit and dimmed boards, preview, status, result, buttons, review."""

from __future__ import annotations

from uttt.app.round.match import Match
from uttt.app.round.view_state import ViewState
from uttt.app.scene.build import build_view
from uttt.app.texts.i18n import Ref, translate
from uttt.app.texts.wording import move_announcement

# A short random game that X (Red, round 1) wins with boards 3, 4 and 5.
WIN_MOVES = [28, 9, 2, 22, 43, 68, 49, 39, 29, 26, 80, 73, 10, 12, 27, 3, 40, 41, 50, 45,
             0, 8, 78, 58, 37, 13, 16, 66, 48]
FREE_AFTER = 16
"""After this many of WIN_MOVES, X has a free move."""


def played(*moves: int, round_id: str = "0" * 16) -> Match:
    match = Match.new(round_id)
    for move in moves:
        match.play(move)
    return match


def winning_match() -> Match:
    """A two-player round that X (Red) wins, found by replaying until the end."""
    match = Match.new("0" * 16)
    for move in WIN_MOVES:
        match.play(move)
    assert match.is_over()
    return match


class TestLit:
    def test_first_move_lights_every_board(self) -> None:
        view = build_view(Match.new("0" * 16), ViewState())
        assert view.lit == tuple(range(9))
        assert all(b.lit for b in view.boards)
        assert not view.free_move

    def test_sent_lights_only_the_target(self) -> None:
        view = build_view(played(2), ViewState())
        assert view.lit == (2,)
        assert [b.lit for b in view.boards] == [i == 2 for i in range(9)]

    def test_free_move_lights_all_open_boards(self) -> None:
        match = played(*WIN_MOVES[:FREE_AFTER])
        board = match.board
        assert board.is_free_move()
        view = build_view(match, ViewState())
        assert view.free_move
        assert set(view.lit) == set(board.playable_boards())
        assert len(view.lit) > 1
        assert view.status.key == "status.free"


def test_marks_and_last_move() -> None:
    view = build_view(played(40, 36), ViewState())
    assert view.marks == ((40, "X"), (36, "O"))
    assert view.last_move == 36
    assert view.colour_of("X") == "red" and view.colour_of("O") == "blue"


class TestPreview:
    def test_held_legal_cell_shows_where_it_sends(self) -> None:
        view = build_view(Match.new("0" * 16), ViewState(held=2))
        assert view.preview == 2 and view.preview_targets == (2,)

    def test_held_illegal_cell_shows_nothing(self) -> None:
        view = build_view(played(2), ViewState(held=40))
        assert view.preview is None and view.preview_targets == ()


class TestStatus:
    def test_first_move(self) -> None:
        view = build_view(Match.new("0" * 16), ViewState())
        assert view.status.key == "status.first"
        assert view.status_colour == "red" and view.to_move == "red"

    def test_sent_names_the_board_and_colour(self) -> None:
        view = build_view(played(2), ViewState())
        assert dict(view.status.params) == {
            "board": Ref("board.2"), "colour": Ref("colour.blue"), "symbol": "O"}
        assert view.status_colour == "blue"
        assert translate("en", view.status) == "Blue (O) plays in the top-right board"

    def test_round_two_blue_opens_with_x(self) -> None:
        match = played(40)
        match.resign()
        match.next_round("1" * 16)
        view = build_view(match, ViewState())
        assert view.to_move == "blue" and view.x_colour == "blue"
        assert dict(view.status.params)["symbol"] == "X"


class TestEnd:
    def test_win_shows_golden_line_result_and_buttons(self) -> None:
        match = winning_match()
        view = build_view(match, ViewState())
        assert view.winning_line == (3, 4, 5)
        assert [b.golden for b in view.boards].count(True) == 3
        assert view.lit == () and view.to_move is None
        assert view.status.key == "status.win"
        assert view.result[0].key == "result.line" and view.result_colour == "red"
        assert view.buttons.play_again and view.buttons.review
        assert not view.buttons.undo and not view.buttons.resign
        assert view.record.endswith(" 1-0")

    def test_resign_result(self) -> None:
        match = played(40)
        match.resign()
        view = build_view(match, ViewState())
        assert view.result[0].key == "result.resign"
        assert translate("en", view.result[0]) == "Blue resigned, so Red wins."
        assert match.record_text() == "1. e5"

    def test_won_board_is_marked_with_its_line(self) -> None:
        view = build_view(played(*WIN_MOVES[:FREE_AFTER]), ViewState())
        won = [b for b in view.boards if b.state in ("X", "O")]
        assert won and all(b.line is not None for b in won)
        assert all(not b.lit for b in won)


class TestButtons:
    def test_nothing_to_undo_at_start(self) -> None:
        buttons = build_view(Match.new("0" * 16), ViewState()).buttons
        assert not buttons.undo and not buttons.play_again
        assert buttons.resign  # one may resign at any moment, before the first move too
        assert not buttons.review

    def test_after_a_move(self) -> None:
        buttons = build_view(played(40), ViewState()).buttons
        assert buttons.undo and buttons.resign and not buttons.play_again


class TestReview:
    def test_each_step_lights_where_the_player_could_play(self) -> None:
        match = winning_match()
        for ply in range(match.ply):
            view = build_view(match, ViewState(review=ply))
            assert view.lit == tuple(match.board_at(ply).playable_boards())
            assert view.review == (ply, match.ply)
            assert view.status.key == ("status.review" if ply else "status.review.start")
            assert view.result[0].key == "result.line"  # the card stays during review

    def test_step_buttons(self) -> None:
        match = winning_match()
        start = build_view(match, ViewState(review=0)).buttons
        assert not start.first and not start.prev and start.next and start.last
        end = build_view(match, ViewState(review=match.ply)).buttons
        assert end.first and end.prev and not end.next and not end.last


def test_announcement_says_move_and_destination() -> None:
    match = played(2)
    text = translate("en", move_announcement(match.board, match))  # type: ignore[arg-type]
    assert text == "Red (X) plays c1, Blue must play in the top-right board."


def test_a_resigned_round_reviewed_at_its_end_lights_nothing() -> None:
    """The final position of a finished round has no board to play, even when the rules
    alone (a resignation) would still name one; earlier positions do."""
    match = played(40, 36, 4)
    match.resign()
    assert build_view(match, ViewState(review=3)).lit == ()
    assert build_view(match, ViewState(review=3)).to_move is None
    assert build_view(match, ViewState(review=2)).lit == (0,)
