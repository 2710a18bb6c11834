"""The puzzle panel's wiring: routes taps, typed moves and buttons to
``uttt.app.puzzle_screen``, runs its proof searches in slices, paints, saves. Decides nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import js  # type: ignore[import-not-found]
from analysis_page import StudyBox  # site/analysis_page.py, shipped next to this module
from pyodide.ffi import create_proxy  # type: ignore[import-not-found]

from uttt.app import puzzle_screen as screens
from uttt.app import study_store
from uttt.app.controller.events import Event, JobDone
from uttt.app.i18n import Message
from uttt.app.jobs import Job, Lane
from uttt.app.puzzles import load_puzzles
from uttt.app.render import to_json
from uttt.app.study_render import puzzle_display

document = js.document
window = js.window
PROXIES: list[object] = []


def by_id(name: str) -> object:
    return document.getElementById(name)


class Jobs(Protocol):
    """The page's job runner (site/jobs.py)."""

    routes: dict[Lane, Callable[[Event], None]]

    def run(self, job: Job) -> None: ...

    def cancel(self, lane: Lane) -> None: ...


class PuzzlePage:
    """The panel: one ``PuzzleScreen``; its proof searches run in the page's job runner
    (lane ``puzzle``)."""

    def __init__(self, text: Callable[[Message], str], study: StudyBox,
                 say: Callable[[str], None], jobs: Jobs) -> None:
        self.text, self.study, self.say, self.jobs = text, study, say, jobs
        self.screen: screens.PuzzleScreen | None = None
        jobs.routes["puzzle"] = self.on_done

    def open(self, _event: object = None) -> None:
        study = self.study.study
        width, height = window.utttCanvasSize("puzzle-board")
        self.screen = screens.PuzzleScreen.open(load_puzzles(), study.puzzles,
                                                float(width) or 320.0, float(height) or 320.0)
        by_id("puzzle-panel").showModal()
        self.resize()
        self.apply(screens.PuzzleEffects(redraw=True, announce=self.screen.task()))

    def close(self) -> None:
        self.stop()
        self.screen = None

    def resize(self, *_: object) -> None:
        if self.screen is not None:
            width, height = window.utttCanvasSize("puzzle-board")
            self.screen = screens.resize(self.screen, float(width), float(height))
            self.paint()

    def route(self, change: tuple[screens.PuzzleScreen, screens.PuzzleEffects]) -> None:
        self.screen = change[0]
        self.apply(change[1])

    def on_tap(self, event: object) -> None:
        if self.screen is None:
            return
        box = by_id("puzzle-board").getBoundingClientRect()
        x = float(event.clientX - box.left)  # type: ignore[attr-defined]
        y = float(event.clientY - box.top)  # type: ignore[attr-defined]
        self.route(screens.tap(self.screen, x, y))

    def on_typed(self, event: object) -> None:
        event.preventDefault()  # type: ignore[attr-defined]
        field = by_id("puzzle-move")
        if self.screen is None:
            return
        change = screens.typed(self.screen, str(field.value))
        if change[1].clear_entry:
            field.value = ""
        self.route(change)

    def on_next(self, _event: object) -> None:
        if self.screen is not None:
            self.route(screens.next_puzzle(self.screen))

    def apply(self, effects: screens.PuzzleEffects) -> None:
        if effects.job is not None:
            self.jobs.run(effects.job)
        if effects.save and self.screen is not None:
            loaded = self.study.study
            self.study.save(study_store.Study(loaded.reports, self.screen.progress))
        if effects.announce is not None:
            self.say(self.text(effects.announce))
        if effects.redraw:
            self.paint()

    def stop(self) -> None:
        self.jobs.cancel("puzzle")

    def on_done(self, event: Event) -> None:
        if self.screen is not None and isinstance(event, JobDone):
            self.route(screens.job_done(self.screen, event))

    def paint(self) -> None:
        screen = self.screen
        if screen is None:
            return
        window.utttPaint(to_json(puzzle_display(screen)), "puzzle-board")
        texts = {"puzzle-number": screen.number(), "puzzle-task": screen.task(),
                 "puzzle-streak": screen.streak(), "puzzle-note": screen.note}
        for name, message in texts.items():
            words = self.text(message) if message is not None else ""
            if by_id(name).textContent != words:
                by_id(name).textContent = words
        by_id("puzzle-next").hidden = not screen.finished()
        board = by_id("puzzle-board")
        board.dataset.status = screen.attempt.status if screen.attempt else "none"
        board.dataset.busy = "1" if screen.job is not None else "0"
        board.dataset.record = " ".join(str(m) for m in screen.match().moves) \
            if screen.match() else ""


def install(page: PuzzlePage, shown: Callable[[bool], None]) -> None:
    """Listen on the panel's controls (site/panels.py opens it, and tells the controller);
    ``shown(False)`` tells the controller the panel closed (the computer does not ponder
    the game under it)."""
    def proxy(function: object) -> object:
        made = create_proxy(function)
        PROXIES.append(made)
        return made
    by_id("puzzle-board").addEventListener("pointerup", proxy(page.on_tap))
    by_id("puzzle-form").addEventListener("submit", proxy(page.on_typed))
    by_id("puzzle-next").addEventListener("click", proxy(page.on_next))
    by_id("puzzle-panel").addEventListener("close", proxy(lambda _e: (page.close(),
                                                                      shown(False))))
    js.ResizeObserver.new(proxy(page.resize)).observe(by_id("puzzle-board"))
