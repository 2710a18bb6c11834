"""The panels the first frame does not need, imported when first wanted: the evaluation
and game report (site/analysis_page.py), the puzzles (site/puzzle_page.py) and the study
document they share. With what they import (the analysis and its report, the puzzles and
their proofs, the study store) they were about a third of the game's import before the
first frame (README, "Start-up"). site/start.js imports them in the background once the
first frame is on screen, so opening a panel later seldom waits for an import either.
Decides nothing: whether the report has anything to show is ``uttt.app.hint.shows_report``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import js  # type: ignore[import-not-found]
from browser import proxy

from uttt.app.drawing import Op
from uttt.app.hint import shows_report
from uttt.app.i18n import Message
from uttt.app.layout import Layout

if TYPE_CHECKING:
    from analysis_page import AnalysisPage, StudyBox
    from puzzle_page import Jobs, PuzzlePage


class Panels:
    """The report and the puzzles, each built (and its modules imported) when first needed."""

    def __init__(self, text: Callable[[Message], str], say: Callable[[str], None],
                 review_to: Callable[[int], None], repaint: Callable[[], None],
                 storage: tuple[Callable[[str], str | None], Callable[[str, str], bool]],
                 site: str, puzzles_shown: Callable[[bool], None],
                 study_read: Callable[[bool], None], jobs: Jobs) -> None:
        self.text, self.say, self.review_to, self.repaint = text, say, review_to, repaint
        self.storage, self.site, self.puzzles_shown = storage, site, puzzles_shown
        self.study_read, self.jobs = study_read, jobs
        self.analysis: AnalysisPage | None = None
        self.puzzles: PuzzlePage | None = None
        self.box: StudyBox | None = None

    def study(self) -> StudyBox:
        """The study document, read when a panel first needs it."""
        if self.box is None:
            import analysis_page  # lazy: see the module's docstring

            from uttt.app.study_store import study_backup_key, study_key
            self.box = analysis_page.StudyBox(*self.storage, study_key(self.site),
                                              study_backup_key(self.site))
            if self.box.problems:  # set aside: the notice line says so
                self.study_read(True)
        return self.box

    def sync(self, app: object) -> None:
        """Follow the page's round (after every redraw): the report panel once it has
        something to show, then always."""
        if self.analysis is None:
            if not shows_report(app.match(), app.settings.live_eval):  # type: ignore[attr-defined]
                return
            import analysis_page  # lazy: see the module's docstring

            self.analysis = analysis_page.AnalysisPage(self.text, self.study(), self.say,
                                                       self.review_to, self.repaint)
            self.analysis.install()
        self.analysis.sync(app)

    def board_ops(self, layout: Layout) -> list[Op]:
        return [] if self.analysis is None else self.analysis.board_ops(layout)

    def open_puzzles(self, event: object = None) -> None:
        if self.puzzles is None:
            import puzzle_page  # lazy: see the module's docstring

            self.puzzles = puzzle_page.PuzzlePage(self.text, self.study(), self.say,
                                                  self.jobs)
            puzzle_page.install(self.puzzles, self.puzzles_shown)
        self.puzzles.open(event)
        self.puzzles_shown(True)  # the computer does not ponder the game under the panel

    def install(self) -> None:
        js.document.getElementById("open-puzzles").addEventListener(
            "click", proxy(self.open_puzzles))
