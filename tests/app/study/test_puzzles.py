"""The shipped puzzles: each answer proven and unique; answers judged by the proof."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from uttt.app.study.puzzles import (
    DATA,
    FORMAT,
    MAX_HISTORY,
    Attempt,
    PuzzleProgress,
    answer,
    decode,
    encode,
    load_puzzles,
    parse_puzzles,
)
from uttt.solver import winning_moves_within

PUZZLES = load_puzzles()
SAMPLE = sorted(random.Random(2027).sample(range(len(PUZZLES)), 20))
"""The puzzles proven again here (a fixed sample: ``make_puzzles`` proved them all)."""


def test_the_set_is_big_graded_and_well_formed() -> None:
    raw = json.loads(DATA.read_text(encoding="utf-8"))
    assert raw["format"] == FORMAT
    assert len(PUZZLES) == len(raw["puzzles"]) >= 2000
    lengths = [p.plies for p in PUZZLES]
    assert lengths == sorted(lengths)
    assert min(Counter(lengths)[n] for n in (1, 3, 5, 7)) >= 200
    assert len({p.moves for p in PUZZLES}) == len(PUZZLES)
    assert all(400 <= p.rating <= 2800 for p in PUZZLES)
    themes = Counter(t for p in PUZZLES for t in p.themes)
    assert len(themes) >= 5 and min(themes.values()) >= 50  # every theme can be played


@pytest.mark.parametrize("index", SAMPLE)
def test_every_answer_is_proven_unique_and_shortest(index: int) -> None:
    puzzle = PUZZLES[index]
    board = puzzle.board()
    assert not board.is_game_over()
    assert winning_moves_within(board, puzzle.plies) == [puzzle.solution]
    if puzzle.plies > 1:
        assert winning_moves_within(board, puzzle.plies - 2) == []


@pytest.mark.parametrize("index", SAMPLE[::2])
def test_playing_the_proof_solves_it_against_the_defence(index: int) -> None:
    attempt = Attempt(PUZZLES[index])
    while attempt.status == "solving":
        move = winning_moves_within(attempt.board(), attempt.plies_left)[0]
        attempt = answer(attempt, move)
    assert attempt.status == "solved"
    assert len(attempt.line) <= attempt.puzzle.plies
    assert attempt.board().outcome().winner == attempt.puzzle.side  # type: ignore[union-attr]


@pytest.mark.parametrize("index", SAMPLE)
def test_a_wrong_answer_is_refused(index: int) -> None:
    puzzle = PUZZLES[index]
    wrong = next(m for m in puzzle.board().legal_moves() if m != puzzle.solution)
    attempt = answer(Attempt(puzzle), wrong)
    assert (attempt.status, attempt.wrong, attempt.line) == ("failed", wrong, ())


def test_a_wrong_second_move_fails_too() -> None:
    puzzle = next(p for p in PUZZLES if p.plies >= 5)
    attempt = answer(Attempt(puzzle), puzzle.solution)
    board = attempt.board()
    good = set(winning_moves_within(board, attempt.plies_left))
    wrong = next(m for m in board.legal_moves() if m not in good)
    assert answer(attempt, wrong).status == "failed"


def test_answering_out_of_turn_is_an_error() -> None:
    with pytest.raises(ValueError):
        answer(Attempt(PUZZLES[0], status="failed"), PUZZLES[0].solution)


def test_bad_data_is_skipped() -> None:
    text = json.dumps([
        {"moves": [40, 40], "solution": 1, "plies": 1},   # illegal replay
        {"moves": [40], "solution": 40, "plies": 1},      # solution taken
        {"moves": [40], "solution": 36, "plies": 2},      # even length
        {"moves": [40], "solution": True, "plies": 1},    # not an int
        {"moves": [40], "solution": 36, "plies": 3},
    ])
    assert [p.solution for p in parse_puzzles(text)] == [36]
    assert parse_puzzles('{"moves": []}') == ()


def test_the_streak() -> None:
    progress = PuzzleProgress()
    for solved in (True, True, True, False, True):
        progress = progress.after(solved, 4)
    assert progress == PuzzleProgress(index=1, streak=1, best=3, solved=4, failed=1)


def test_the_compact_lines_round_trip_and_bad_ones_are_skipped() -> None:
    for puzzle in (PUZZLES[i] for i in SAMPLE):
        assert decode(encode(puzzle)) == puzzle
    bad = ["EA4 2 900 -",        # even length
           "EA4 3 900 z",        # unknown theme
           "EA4 3 -900 -",       # not a rating
           "E\\4 3 900 -",       # not a cell
           "EA4 3 900",          # a field missing
           "EA4 3 1420 qf"]
    kept = parse_puzzles(json.dumps({"format": FORMAT, "puzzles": bad}))
    assert [p.themes for p in kept] == [("quiet", "free_move")]
    assert parse_puzzles(json.dumps({"format": 99, "puzzles": bad})) == ()
    illegal = decode("EE4 1 900 -")  # a taken cell: refused when shown, not when read
    assert illegal is not None and not illegal.is_valid()


def test_a_puzzle_remembers_its_key_rating_and_day() -> None:
    puzzle = PUZZLES[SAMPLE[0]]
    progress = PuzzleProgress().after(True, 5, rating=(1550.0, 300.0, 0.06), key=puzzle.key,
                                      daily="2026-12-04")
    assert progress.history == ((puzzle.key, True),)
    assert progress.rating == (1550.0, 300.0, 0.06) and progress.daily == "2026-12-04"
    for _ in range(MAX_HISTORY + 5):
        progress = progress.after(False, 5, key="E")
    assert len(progress.history) == MAX_HISTORY and progress.daily == "2026-12-04"
