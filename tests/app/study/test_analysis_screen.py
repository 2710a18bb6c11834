"""The report's controller and view: the position on screen first, the whole game on
"Analyse", cancel, stale results, graph taps, and the texts of the bar and the report."""

from __future__ import annotations

import json

from uttt.app.features.analysis.graph import AnalysisView, analysis_view, verdict
from uttt.app.features.analysis.report import (
    cancel,
    evaluated,
    graph_key,
    start,
    sync,
    toggle_best,
)
from uttt.app.features.analysis.state import AnalysisScreen, resigned_chances, tapped_ply
from uttt.app.model.effects import Effects, Redraw, WriteStudy, announced, dropped, jobs_of
from uttt.app.study.analysis import Evaluation, Report
from uttt.app.study.jobs import Evaluated
from uttt.app.study.report import Box, point
from uttt.app.study.store import Study
from uttt.app.texts.i18n import text, translate
from uttt.app.variants import ULTIMATE
from uttt.frozen import replace

GAME = (28, 9, 2, 22, 43, 68, 49, 39, 29, 26, 80, 73, 10, 12, 27, 3, 40, 41, 50, 45,
        0, 8, 78, 58, 37, 13, 16, 66, 48)
EVEN = Evaluation(0.5, 40, (40, 36))


def shown_view(screen: AnalysisScreen) -> AnalysisView:
    """The report's view of a nine-board game."""
    return analysis_view(screen, ULTIMATE)


def answer(screen: AnalysisScreen, win: float = 0.5) -> tuple[AnalysisScreen, Effects]:
    job = screen.job
    assert job is not None
    best = 48 if job.ply == len(GAME) - 1 else GAME[job.ply]
    return evaluated(screen, Evaluated(job.token, Evaluation(win, best, (best,))), Study())


def test_nothing_during_a_round_and_the_shown_position_after_it() -> None:
    screen, effects = sync(AnalysisScreen(), GAME[:5], over=False, shown=None, saved=None)
    assert screen.report is None and not jobs_of(effects)
    screen, effects = sync(screen, GAME, over=True, shown=len(GAME), saved=None)
    assert not jobs_of(effects)               # the final position needs no search
    screen, effects = sync(screen, GAME, over=True, shown=3, saved=None)
    assert jobs_of(effects)[0].ply == 3 and not screen.running
    screen, effects = answer(screen)
    assert WriteStudy in effects and not jobs_of(effects)
    written = effects.get(WriteStudy)
    assert written is not None
    assert json.loads(written.text)["reports"][0]["moves"] == list(GAME)  # the report
    assert screen.report is not None and screen.report.progress() == (1, len(GAME))


def test_analyse_runs_every_position_then_says_so() -> None:
    screen, _ = sync(AnalysisScreen(), GAME, over=True, shown=len(GAME), saved=None)
    screen, effects = start(screen)
    assert screen.running and jobs_of(effects)[0].ply == 0
    seen = []
    while screen.job is not None:
        seen.append(screen.job.ply)
        screen, effects = answer(screen)
    assert seen == list(range(len(GAME)))
    assert not screen.running and announced(effects)
    assert announced(effects)[0].key == "analyse.done"
    assert not jobs_of(start(screen)[1])      # nothing left to do


def test_stop_keeps_what_is_done_and_a_saved_report_carries_on() -> None:
    screen, _ = sync(AnalysisScreen(), GAME, over=True, shown=len(GAME), saved=None)
    screen, _ = start(screen)
    for _ in range(5):
        screen, _ = answer(screen)
    stale = screen.job
    screen, effects = cancel(screen)
    assert dropped(effects) == ("analysis",) and not screen.running and screen.job is None
    assert screen.report is not None and screen.report.progress() == (5, len(GAME))
    assert evaluated(screen, Evaluated(stale.token, EVEN), Study())[0] == screen  # type: ignore[union-attr]
    saved = screen.report
    fresh, _ = sync(AnalysisScreen(), GAME, over=True, shown=len(GAME), saved=saved)
    assert shown_view(fresh).start_key == "analyse.resume"
    fresh, effects = start(fresh)
    assert jobs_of(effects)[0].ply == 5


def test_a_new_round_drops_the_report_and_its_search() -> None:
    screen, _ = sync(AnalysisScreen(), GAME, over=True, shown=2, saved=None)
    screen, effects = sync(screen, (), over=False, shown=None, saved=None)
    assert screen.report is None and dropped(effects) == ("analysis",)


def test_the_view_reads_out_the_bar_the_best_move_and_the_mistakes() -> None:
    report = Report.new(GAME)
    for ply in range(len(GAME)):
        report = report.with_evaluation(ply, EVEN)
    # X's ply 6 throws away a sure thing: 0.9 before, O then at 0.8 (X keeps 0.2).
    report = report.with_evaluation(6, Evaluation(0.9, 41, (41,)))
    report = report.with_evaluation(7, Evaluation(0.8, 40, (40,)))
    report = report.with_evaluation(28, Evaluation(1.0, 48, (48,), 1))
    screen = AnalysisScreen(report, 6)
    view = shown_view(screen)
    assert view.x_percent == 90 and view.best_cell is None
    assert text("en", "eval.bar_label", x_name="X", x=90, o_name="O", o=10) == translate(
        "en", view.bar_label)  # type: ignore[arg-type]
    assert view.best is None and view.line is None and view.can_show_best  # on request
    assert translate("en", shown_view(toggle_best(screen)[0]).best) == "Best move: f5"  # type: ignore[arg-type]
    # O's 6th ply let X in (0.5 -> 0.1), X's 7th threw it away, O's 8th gave it back, O's
    # 28th allowed the win in one: each drop against a better move the search named
    assert [ply for ply, _ in view.mistakes] == [5, 6, 7, 27]
    # named as the move list numbers it: X's 4th move
    assert translate("en", view.mistakes[1][1]) == "4. h5: a blunder. Better was f5."
    assert translate("pt-BR", view.mistakes[0][1]).startswith("3\u2026 ")
    assert shown_view(toggle_best(screen)[0]).best_cell == 41
    assert len(view.chances) == len(GAME) + 1
    # "O ganha" would read as the article: the mark comes after a noun
    win = verdict(report.evaluations[28], 28)
    assert translate("pt-PT", win) == "Vitória de X em 1 jogada"  # type: ignore[arg-type]
    assert translate("pt-BR", win) == "Vitória de X em 1 jogada"  # type: ignore[arg-type]
    assert any(op.get("fill") == "#b91c1c" for op in view.graph_ops)


def test_the_view_sums_up_each_player() -> None:
    report = Report.new(GAME)
    for ply in range(len(GAME)):
        report = report.with_evaluation(ply, EVEN)
    report = report.with_evaluation(6, Evaluation(0.9, 41, (41,)))   # X's one blunder
    report = report.with_evaluation(7, Evaluation(0.8, 40, (40,)))
    report = report.with_evaluation(28, Evaluation(1.0, 48, (48,), 1))
    view = shown_view(AnalysisScreen(report, 6))
    # X: 14 moves that gave nothing away and one that gave away everything (0.9 -> 0.2)
    assert [translate("en", m) for m in view.summary] == [
        "X: 93% accuracy; 0 inaccuracies, 0 mistakes, 1 blunder",
        "O: 82% accuracy; 0 inaccuracies, 0 mistakes, 3 blunders"]
    assert translate("pt-BR", view.summary[1]) == \
        "O: precisão de 82%; 0 imprecisões, 0 erros, 3 erros graves"
    partial = shown_view(AnalysisScreen(Report.new(GAME).with_evaluation(0, EVEN)
                                           .with_evaluation(1, EVEN), 0))
    assert [translate("en", m) for m in partial.summary] == [
        "X: 100% accuracy; 0 inaccuracies, 0 mistakes, 0 blunders"]   # judged moves only


def test_the_graph_has_move_numbers_and_its_50_percent_line() -> None:
    screen, _ = sync(AnalysisScreen(), GAME, over=True, shown=0, saved=None)
    screen = replace(screen, graph=Box(6, 6, 300, 100))
    ops = shown_view(screen).graph_ops
    labels = [(op["text"], op["x"], op["y"]) for op in ops if op["op"] == "text"]
    (half,) = [label for label in labels if label[0] == "50%"]
    assert half[2] < 6 + 50                                      # above the middle line
    numbers = [label for label in labels if label[0] != "50%"]
    assert [n for n, _, _ in numbers] == ["2", "4", "6", "8", "10", "12", "14"]
    # each under the point after X's move of that number, below the plot
    for name, x, y in numbers:
        assert x == round(point(screen.graph, len(GAME) + 1, 2 * int(name) - 1, 0.5)[0], 1)
        assert y > 6 + 100
    assert any(op["op"] == "line" and op.get("dash") == [4, 4] and op["y1"] == 56
               for op in ops)


def test_a_tap_on_the_graph_asks_for_that_position() -> None:
    screen, _ = sync(AnalysisScreen(), GAME, over=True, shown=len(GAME), saved=None)
    screen = replace(screen, graph=Box(6, 6, 300, 100))
    x, y = point(screen.graph, len(GAME) + 1, 12, 0.5)
    assert tapped_ply(screen, x, y) == 12
    assert tapped_ply(screen, x, 400) is None
    assert tapped_ply(replace(screen, report=None), x, y) is None


def test_the_graph_cursor_moves_by_keys_and_enter_shows_its_position() -> None:
    screen, _ = sync(AnalysisScreen(), GAME, over=True, shown=10, saved=None)
    assert screen.graph_cursor() == 10 and screen.cursor is None
    screen, effects = graph_key(screen, "ArrowRight")
    assert screen.cursor == 11 and effects == Effects(Redraw())   # nothing shown
    screen, _ = graph_key(screen, "Home")
    assert screen.cursor == 0
    screen, _ = graph_key(screen, "ArrowLeft")            # stays on the graph
    assert screen.cursor == 0
    screen, _ = graph_key(screen, "End")
    assert screen.cursor == len(GAME)
    screen, _ = graph_key(screen, "PageDown")
    assert screen.cursor == len(GAME) - 10
    screen, effects = graph_key(screen, " ")      # the handler shows the cursor's position
    assert screen.graph_cursor() == len(GAME) - 10 and effects == Effects(Redraw())
    screen, _ = sync(screen, GAME, over=True, shown=len(GAME) - 10, saved=None)
    assert screen.cursor is None and screen.graph_cursor() == len(GAME) - 10
    assert graph_key(screen, "x") == (screen, graph_key(screen, "x")[1])
    assert graph_key(screen, "x")[1] == Effects()


def test_the_graph_point_in_words_follows_the_cursor() -> None:
    screen, _ = sync(AnalysisScreen(), GAME, over=True, shown=0, saved=None)
    screen, _ = answer(screen, 0.7)          # the position on screen (the start)
    view = shown_view(screen)
    assert view.graph_at == 0 and translate("en", view.graph_point) == "Start: X 70%"
    screen, _ = graph_key(screen, "ArrowRight")
    view = shown_view(screen)
    assert view.graph_at == 1
    assert translate("en", view.graph_point) == "After 1. b4: not analysed yet"
    assert any(op.get("r") == 6.5 for op in view.graph_ops)   # the cursor ring
    assert translate("pt-PT", view.graph_point) == "Após 1. b4: ainda por analisar"


def test_live_evaluation_follows_the_round_move_by_move() -> None:
    screen, effects = sync(AnalysisScreen(), GAME[:4], over=False, shown=None, saved=None,
                           live=True)
    assert jobs_of(effects)[0].ply == 4 and jobs_of(effects)[0].moves == GAME[:4]
    assert shown_view(screen).visible and shown_view(screen).working
    assert not jobs_of(sync(screen, GAME[:4], over=False, shown=None, saved=None, live=True)[1])
    job = jobs_of(effects)[0]
    screen, effects = evaluated(screen, Evaluated(job.token, Evaluation(0.7, 40, (40, 36), 3)),
                                Study())
    view = shown_view(screen)
    assert view.live and view.x_percent == 70 and not view.can_start and Redraw in effects
    assert translate("en", view.verdict) == "X wins in 2 moves"
    assert view.line is None       # the line starts with the best move: on request
    assert translate("en", shown_view(toggle_best(screen)[0]).line) == \
        "Expected line: e5 d4"
    screen, effects = sync(screen, GAME[:5], over=False, shown=None, saved=None, live=True)
    assert jobs_of(effects)[0].ply == 5 and screen.current() is None
    late = evaluated(screen, Evaluated(job.token, EVEN), Study())  # the last position's result
    assert late[0] == screen
    screen, effects = sync(screen, GAME[:5], over=False, shown=None, saved=None, live=False)
    assert dropped(effects) == ("analysis",) and not shown_view(screen).visible  # turned off
    screen, effects = sync(screen, GAME, over=True, shown=len(GAME), saved=None, live=True)
    assert screen.report is not None and screen.live_moves is None   # the report after it


def test_live_evaluation_keeps_the_last_figures_dimmed_while_the_next_is_searched() -> None:
    """The panel keeps its content (and so its size) from one move to the next."""
    screen, effects = sync(AnalysisScreen(), GAME[:4], over=False, shown=None, saved=None,
                           live=True)
    assert jobs_of(effects)
    screen = toggle_best(screen)[0]
    token = jobs_of(effects)[0].token
    screen, _ = evaluated(screen, Evaluated(token, Evaluation(0.7, 40, (40, 36))),
                          Study())
    screen, effects = sync(screen, GAME[:5], over=False, shown=None, saved=None, live=True)
    view = shown_view(screen)
    assert view.stale and view.working and view.x_percent == 70
    assert view.verdict is None and view.best_cell is None     # not claimed for this one
    assert translate("en", view.best) == "Best move: e5"  # type: ignore[arg-type]
    assert translate("en", view.line) == "Expected line: e5 d4"  # type: ignore[arg-type]
    assert jobs_of(effects)
    screen, _ = evaluated(screen, Evaluated(jobs_of(effects)[0].token, Evaluation(0.6, 41, (41,))),
                          Study())
    view = shown_view(screen)
    assert not view.stale and view.x_percent == 40 and view.best_cell == 41


def test_a_resigned_game_ends_the_graph_with_its_result() -> None:
    """The final position of a resigned game has a known result: the last point says it."""
    from uttt.app.round.match import Match

    match = Match.new("0" * 16)
    for move in GAME[:7]:
        match.play(move)
    assert resigned_chances(match) is None
    match.resign()                                    # O (Blue) to move resigns: X wins
    assert resigned_chances(match) == 1.0
    screen, _ = sync(AnalysisScreen(), GAME[:7], over=True, shown=7, saved=None,
                     final=resigned_chances(match))
    view = shown_view(screen)
    assert translate("en", view.graph_point) == "After 4. h5: X 100%"  # type: ignore[arg-type]
    assert translate("en", view.chances[-1]) == "After 4. h5: X 100%"
