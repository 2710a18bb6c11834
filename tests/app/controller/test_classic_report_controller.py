"""A finished classic game gets the game report at once, from the exact solver, wherever
the nine-board game gets one: this device's round in every mode, a game by link, a game
opened from the archive. No search runs for it; the analysis board stays the nine
boards' (its values come from the search)."""

from __future__ import annotations

import pytest

from tests.app.controller.test_shown_game import classic_link, device
from tests.helpers import run
from uttt.app.features.analysis.events import StudyText
from uttt.app.features.archive.events import ArchivePick, ArchiveText
from uttt.app.features.links.events import OpenLink
from uttt.app.features.play.events import PointerDown, PointerUp
from uttt.app.model.app import App, Effects
from uttt.app.model.effects import jobs_of
from uttt.app.page.paint import graph_list
from uttt.app.page.view import page_view
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.storage.archive import Archive, dump, finished
from uttt.app.variants import variant_of

BLUNDER = (0, 4, 8, 1, 2, 7)
"""X's third move, c1, throws the draw away: O wins on b3."""


def started(moves: tuple[int, ...], mode: str) -> tuple[App, Effects]:
    app = App.start(MatchRecord("00000000000000aa", game="classic", mode=mode,  # type: ignore[arg-type]
                                moves=moves), ScoreBook(), width=390, height=700)
    return run(app, StudyText(None))


def summary(app: App) -> list[str]:
    ids = page_view(app)["live"]["ids"]
    assert ids["analysis"]["hidden"] is False
    return [item["text"] for item in ids["report-summary"]["children"]]


def no_search(effects: Effects) -> bool:
    return all(job.lane != "analysis" for job in jobs_of(effects))  # type: ignore[union-attr]


@pytest.mark.parametrize("mode", ["computer", "two_players", "cvc"])
def test_a_finished_round_has_its_report_at_once(mode: str) -> None:
    app, effects = started(BLUNDER, mode)
    screen = app.study.analysis
    assert screen is not None and screen.report is not None and screen.report.is_done()
    assert no_search(effects)
    assert summary(app) == ["Red: 70% accuracy; 0 inaccuracies, 0 mistakes, 1 blunder",
                            "Blue: 100% accuracy; 0 inaccuracies, 0 mistakes, 0 blunders"]
    ops = graph_list(app)
    assert ops is not None and any(op.get("text") == "50%" for op in ops)


def test_the_last_move_brings_the_report() -> None:
    app, _ = started(BLUNDER[:-1], "two_players")
    assert app.study.analysis is None or app.study.analysis.report is None
    x, y = variant_of("classic").cell_rect(app.page.layout, BLUNDER[-1]).centre
    app, effects = run(app, PointerDown(x, y, 1.0), PointerUp(x, y, 1.05))
    assert app.match().is_over() and no_search(effects)
    assert summary(app)[0].startswith("Red: 70% accuracy")
    ids = page_view(app)["live"]["ids"]
    assert ids["report-exact"]["hidden"] is False
    assert ids["analyse-progress"]["hidden"] is True  # nothing to wait for
    assert str(ids["report-exact"]["text"]).startswith("Exact values from the solver")
    mistakes = page_view(app)["live"]["ids"]["mistakes"]["children"]
    assert [m["children"][0]["text"] for m in mistakes] == ["3. c1: a blunder. Better was b3."]


def test_the_analysis_board_is_not_offered_for_classic() -> None:
    app, _ = started(BLUNDER, "two_players")
    assert app.study.board is None


def test_a_classic_game_by_link_has_its_report() -> None:
    app, _ = run(device(), StudyText(None), OpenLink(classic_link((0, 3, 1, 4, 2)), "hash"))
    assert app.match().is_over()
    # the friend who sent the link opened (X): each player named by colour, X first
    assert summary(app) == ["Blue: 100% accuracy; 0 inaccuracies, 0 mistakes, 0 blunders",
                            "Red: 54% accuracy; 0 inaccuracies, 0 mistakes, 1 blunder"]


def test_a_classic_game_from_the_archive_has_its_report() -> None:
    game = finished("1" * 16, 100, "classic", "person", "person", BLUNDER)
    app = App.start(MatchRecord("00000000000000aa"), ScoreBook(), width=390, height=700)
    app, _ = run(app, StudyText(None), ArchiveText(dump(Archive((game,)))))
    app, effects = run(app, ArchivePick("1" * 16))
    assert app.match().game == "classic" and app.match().moves == BLUNDER
    assert no_search(effects)
    assert summary(app)[0].startswith("Red: 70% accuracy")


def test_a_resigned_classic_game_ends_its_graph_with_the_result() -> None:
    app = App.start(MatchRecord("00000000000000aa", game="classic", mode="two_players",
                                moves=(4,), resigned_by="blue"), ScoreBook(), width=390,
                    height=700)
    app, _ = run(app, StudyText(None))
    screen = app.study.analysis
    assert screen is not None and screen.report is not None
    assert screen.report.x_chances() == [0.5, 1.0]  # O (Blue) resigned a drawn position
    assert summary(app) == ["Red: 100% accuracy; 0 inaccuracies, 0 mistakes, 0 blunders"]
