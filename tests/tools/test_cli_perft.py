"""``python -m uttt perft DEPTH --fen TEXT``."""

from __future__ import annotations

import pytest

from tests.rules.perft_suite import SUITE
from uttt.tools.cli import main


def test_counts_from_a_published_position(capsys: pytest.CaptureFixture[str]) -> None:
    text, counts = SUITE[1]
    assert main(["perft", "3", "--fen", text]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [int(line.split("=")[1].split()[0]) for line in lines] == list(counts[1:4])


def test_counts_from_the_start_by_default(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["perft", "2"]) == 0
    assert "perft(2) =        720" in capsys.readouterr().out


def test_an_impossible_position_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["perft", "2", "--fen", "x8/9/9/9/9/9/9/9/9 X 1 a9"]) == 2
    assert "X has 1 mark" in capsys.readouterr().err
