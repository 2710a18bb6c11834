"""The evaluation's file holds one value per class of board keys (a board's turns and
mirrors) and expands to the full tables the search reads."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from tests.ai.test_evaluate import position
from uttt.ai import evaluate, evaluation_file
from uttt.ai.evaluation_file import KEY3, KEYS
from uttt.tools import evaluations

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = ROOT / "uttt" / "data" / "evaluation.json"
FULL_TABLES_SHA256 = "bd81122528674e67d3a40021bc6b08585c07632d5ff822ae034c3d0123e038c7"
"""``json.dumps([mover, waiter])`` of the tables as the file held them in full, per key."""


def _turned(key: int) -> int:
    """The key of the board turned a quarter clockwise (cell (r, c) to (c, 2 - r))."""
    digits = [key // 3 ** cell % 3 for cell in range(9)]
    turned = [0] * 9
    for cell, digit in enumerate(digits):
        row, col = divmod(cell, 3)
        turned[col * 3 + 2 - row] = digit
    return sum(digit * 3 ** cell for cell, digit in enumerate(turned))


def _mirrored(key: int) -> int:
    digits = [key // 3 ** cell % 3 for cell in range(9)]
    return sum(digits[row * 3 + 2 - col] * 3 ** (row * 3 + col)
               for row in range(3) for col in range(3))


def test_the_classes_split_every_key_into_its_turns_and_mirrors() -> None:
    groups = evaluation_file.classes()
    assert len(groups) == 2862  # Burnside: (3**9 + 2*3**3 + 3**5 + 4*3**6) / 8
    assert sorted(key for keys in groups for key in keys) == list(range(KEYS))
    for keys in groups:
        assert {_turned(key) for key in keys} == set(keys) == {_mirrored(key) for key in keys}
    assert KEY3[0b11] + 2 * KEY3[0b100] == 1 + 3 + 2 * 9


def test_the_shipped_file_expands_to_the_full_tables_it_held() -> None:
    loaded = evaluation_file.loads(SHIPPED.read_text("utf-8"))
    text = json.dumps([list(loaded.mover), list(loaded.waiter)])
    assert hashlib.sha256(text.encode()).hexdigest() == FULL_TABLES_SHA256
    assert loaded.weights == evaluate.WEIGHTS and loaded.names == evaluate.NAMES


def test_a_round_trip_keeps_the_text_and_the_tables() -> None:
    text = SHIPPED.read_text("utf-8")
    loaded = evaluation_file.loads(text)
    assert evaluation_file.dumps(loaded) == text
    changed = loaded._replace(mover=tuple(min(1000, v + 1) for v in loaded.mover),
                              weights=evaluation_file.in_every_phase((0.5,) * 9))
    assert evaluation_file.loads(evaluation_file.dumps(changed)) == changed


def test_weights_are_one_row_for_every_phase_or_a_row_per_phase() -> None:
    loaded = evaluation_file.loads(SHIPPED.read_text("utf-8"))
    assert len(set(loaded.weights)) > 1  # the shipped weights differ by phase
    same = loaded._replace(weights=evaluation_file.in_every_phase((0.25,) * 9))
    text = evaluation_file.dumps(same)
    assert json.loads(text)["weights"] == [0.25] * 9  # one row is written once
    assert evaluation_file.loads(text) == same
    data = json.loads(SHIPPED.read_text("utf-8"))
    rows = data["weights"]
    assert len(rows) == evaluation_file.PHASES
    for bad, message in [(rows[:-1], "rows of weights"), ([], "not 9 numbers"),
                         ([*rows[:-1], rows[-1][:-1]], "not 9 numbers"),
                         ([0.5, [0.5]], "rows of weights"), ({"a": 1}, "not a list")]:
        data["weights"] = bad
        with pytest.raises(ValueError, match=message):
            evaluation_file.loads(json.dumps(data))
    with pytest.raises(ValueError, match="rows of weights"):
        evaluation_file.dumps(loaded._replace(weights=loaded.weights[:-1]))


def test_an_older_file_with_one_row_loads_as_that_row_for_every_phase() -> None:
    text = evaluations.KEPT["2026-12c"].read_text("utf-8")
    kept = evaluation_file.loads(text)
    assert kept.weights == (tuple(json.loads(text)["weights"]),) * evaluation_file.PHASES


def test_tables_that_differ_within_a_class_cannot_be_written() -> None:
    loaded = evaluation_file.loads(SHIPPED.read_text("utf-8"))
    key = 1  # X in the corner; its turns hold the same value
    mover = list(loaded.mover)
    mover[key] += 1
    with pytest.raises(ValueError, match="board key"):
        evaluation_file.dumps(loaded._replace(mover=tuple(mover)))
    with pytest.raises(ValueError, match="keys"):
        evaluation_file.dumps(loaded._replace(waiter=loaded.waiter[:-1]))
    data = json.loads(SHIPPED.read_text("utf-8"))
    data["mover"].pop()
    with pytest.raises(ValueError, match="classes"):
        evaluation_file.loads(json.dumps(data))


@pytest.mark.parametrize(("seed", "plies", "score"), [
    (0, 0, 0.6711299287110207), (1, 9, 0.45945739320937024), (2, 20, 0.510738901013456),
    (3, 35, 0.5234287369322822), (4, 50, 0.3333972446148463),
])
def test_positions_score_as_with_the_full_tables(seed: int, plies: int, score: float) -> None:
    """The scores the shipped evaluation gave with its tables stored in full (and one row
    of weights: the file kept as ``2026-12c``, whose tables the shipped file still holds)."""
    kept = evaluation_file.loads(evaluations.KEPT["2026-12c"].read_text("utf-8"))
    shipped = evaluation_file.loads(SHIPPED.read_text("utf-8"))
    assert (kept.mover, kept.waiter) == (shipped.mover, shipped.waiter)
    try:
        evaluate.install(kept.mover, kept.waiter, kept.weights)
        assert evaluate.evaluate(position(seed, plies).state()) == score
    finally:
        evaluate._load()
