"""The first-game tour's steps: each position is legal, its answers are accepted and
every other move refused, and each step teaches what its name says."""

from __future__ import annotations

import pytest

from uttt.app.features.tour.state import STEPS, Tour, judge, next_step, position, tried
from uttt.app.texts.i18n import TABLES, languages
from uttt.board import Board, Termination, board_of


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.stem)
def test_each_position_is_legal_and_goes_on(step):
    board = position(step)  # replays through the checked rules: raises on an illegal move
    assert board.outcome() is None and step.targets
    assert step.targets <= set(board.legal_moves())


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.stem)
def test_the_answers_are_accepted_and_nothing_else(step):
    board = position(step)
    for move in range(81):
        expected = ("right" if move in step.targets else
                    "wrong" if board.is_legal(move) else "illegal")
        assert judge(step, move) == expected
    assert any(judge(step, m) == "wrong" for m in range(81))  # a task, not a formality


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.stem)
def test_every_text_of_a_step_is_in_every_language(step):
    for language in languages():
        for part in ("title", "task", "right", "wrong"):
            assert TABLES[language][f"{step.stem}.{part}"]


def _after(step, move):
    board = Board.from_moves(step.moves)
    board.push(move)
    return board


def test_the_steps_teach_what_they_say():
    send, small, free, line, dead = STEPS
    # 1: the lit board is the one the last move's cell names; the answer sends to board 0
    board = position(send)
    assert board.target_board() == 4 and all(_after(send, m).target_board() == 0
                                             for m in send.targets)
    # 2: the answer wins a small board
    assert all(_after(small, m).board_state(board_of(m)) == "X" for m in small.targets)
    # 3: a free move: sent to a won board, every open board is lit
    board = position(free)
    assert board.is_free_move() and board.board_state(0) == "X"
    # 4: the answer wins the game by a line of boards
    assert all(_after(line, m).outcome().termination is Termination.LINE
               for m in line.targets)
    # 5: the answer ends the game drawn at once, with boards still open
    for move in dead.targets:
        after = _after(dead, move)
        assert after.outcome().termination is Termination.EARLY_DRAW
        assert "open" in after.board_states()


def test_a_refused_try_marks_the_answer_and_a_right_one_is_played():
    tour = Tour(at=1)
    assert tour.marks() == () and tour.feedback() is None
    wrong = tried(tour, 3)
    assert wrong.feedback() == "tour.small.wrong" and wrong.marks() == (2,)
    assert wrong.played is None and wrong.moves() == STEPS[1].moves
    illegal = tried(wrong, 40)
    assert illegal.feedback() == "tour.illegal" and illegal.missed == 40
    right = tried(illegal, 2)
    assert right.feedback() == "tour.small.right" and right.moves() == (*STEPS[1].moves, 2)
    assert right.marks() == () and tried(right, 5) == right  # answered: no more tries


def test_the_steps_follow_each_other_to_the_end():
    tour: Tour | None = Tour()
    seen = []
    while tour is not None:
        seen.append(tour.at)
        tour = next_step(tour)
    assert seen == list(range(len(STEPS)))
