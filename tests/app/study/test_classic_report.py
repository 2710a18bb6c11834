"""The classic game's report: exact values from the solver (1 a win, 0.5 a draw, 0 a loss
for the side to move), the same mistakes, accuracy and counts as the nine-board report,
the cells named in classic's notation."""

from __future__ import annotations

import pytest

from uttt.app.features.analysis.graph import analysis_view
from uttt.app.features.analysis.state import AnalysisScreen
from uttt.app.study.analysis import Report, solved_report
from uttt.app.study.report import Marked, move_accuracy
from uttt.app.texts.i18n import translate
from uttt.app.variants import variant_of

BLUNDER = (0, 4, 8, 1, 2, 7)
"""X holds the draw until its third move, c1 (2), leaves O's column open: O wins on b3 (7)."""
CLASSIC = variant_of("classic")


def test_the_solver_values_every_position_before_a_move() -> None:
    assert CLASSIC.solved_values(BLUNDER) == (
        (0.5, 0), (0.5, 4), (0.5, 8), (0.5, 1), (0.5, 7), (1.0, 7))


def test_a_move_that_keeps_the_value_is_its_own_best_and_a_win_at_once_comes_first() -> None:
    values = CLASSIC.solved_values((0, 4, 8, 1, 2, 3))
    assert values is not None
    assert values[5] == (1.0, 7)  # O wins on b3 at once (a5 loses, a2 wins later)


def test_the_nine_boards_need_the_search() -> None:
    assert variant_of("ultimate").solved_values((40, 36)) is None
    assert CLASSIC.solved and not variant_of("ultimate").solved


def test_the_report_marks_the_blunder_and_counts_it() -> None:
    values = CLASSIC.solved_values(BLUNDER)
    assert values is not None
    report = solved_report(BLUNDER, values, final=0.0)
    assert report.is_done()
    assert report.x_chances() == [0.5, 0.5, 0.5, 0.5, 0.5, 0.0, 0.0]
    assert report.marked() == [Marked(4, 2, "blunder", 7, 0.5)]
    x, o = report.summaries()
    assert (x.moves, x.blunders, x.mistakes, x.inaccuracies) == (3, 1, 0, 0)
    assert x.accuracy == pytest.approx((100 + 100 + move_accuracy(0.5)) / 3)
    assert round(x.accuracy, 1) == 69.5
    assert (o.moves, o.blunders + o.mistakes + o.inaccuracies) == (3, 0)
    assert o.accuracy == pytest.approx(100.0, abs=1e-3)


def test_the_report_names_classic_cells() -> None:
    values = CLASSIC.solved_values(BLUNDER)
    assert values is not None
    screen = AnalysisScreen(solved_report(BLUNDER, values, final=0.0), shown=4)
    view = analysis_view(screen, CLASSIC)
    [(ply, said)] = view.mistakes
    assert ply == 4
    assert translate("en", said) == "3. c1: a blunder. Better was b3."
    assert [translate("en", s) for s in view.summary] == [
        "X: 70% accuracy; 0 inaccuracies, 0 mistakes, 1 blunder",
        "O: 100% accuracy; 0 inaccuracies, 0 mistakes, 0 blunders"]
    assert not view.can_start and view.done == view.total == 6
    assert any(op.get("text") == "50%" for op in view.graph_ops)


def test_the_report_says_its_values_are_exact_in_every_language() -> None:
    values = CLASSIC.solved_values(BLUNDER)
    assert values is not None
    view = analysis_view(AnalysisScreen(solved_report(BLUNDER, values, final=0.0), shown=6),
                         CLASSIC)
    assert view.exact is not None
    said = {language: translate(language, view.exact) for language in ("en", "pt-BR", "pt-PT")}
    assert said["en"] == ("Exact values from the solver: with best play from each position, "
                          "a win counts 100%, a draw 50% and a loss 0%.")
    assert len(set(said.values())) == 3 and all("50%" in t for t in said.values())
    searched = AnalysisScreen(Report.new((40, 36)), shown=0)
    assert analysis_view(searched, variant_of("ultimate")).exact is None


def test_a_classic_position_says_its_exact_result() -> None:
    values = CLASSIC.solved_values(BLUNDER)
    assert values is not None
    report = solved_report(BLUNDER, values, final=0.0)
    said = [translate("en", analysis_view(AnalysisScreen(report, shown=ply), CLASSIC).verdict)
            for ply in (0, 5)]  # type: ignore[arg-type]
    assert said == ["A draw with best play", "O wins with best play"]
    assert translate("pt-BR", analysis_view(AnalysisScreen(report, shown=5), CLASSIC).verdict) \
        == "Vitória de O com o melhor jogo"  # type: ignore[arg-type]
