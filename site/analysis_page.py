"""The game report's wiring: follows the page's finished round, runs evaluations in
slices, paints the graph, copies texts. Decides nothing (``uttt.app.study.analysis_screen``)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import js  # type: ignore[import-not-found]
from pyodide.ffi import create_proxy  # type: ignore[import-not-found]

from uttt.app.canvas.drawing import Op
from uttt.app.canvas.layout import Layout
from uttt.app.study import analysis_screen as screens
from uttt.app.study import store as study_store
from uttt.app.study.analysis import Evaluator
from uttt.app.study.analysis_view import AnalysisView, analysis_view
from uttt.app.study.hint import live_evaluation, reported
from uttt.app.study.report import Box
from uttt.app.texts.i18n import Message
from uttt.app.view.render import to_json
from uttt.app.view.study import cell_marks
from uttt.board import Board

SLICE_SECONDS = 0.008
document = js.document
window = js.window
PROXIES: list[object] = []


def by_id(name: str) -> object:
    return document.getElementById(name)


def set_text(name: str, words: str) -> None:
    element = by_id(name)
    if element.textContent != words:
        element.textContent = words


class StudyBox:
    """The study document of this tab, read once, written on every change (analyses and
    puzzle progress share it)."""

    def __init__(self, get: Callable[[str], str | None], put: Callable[[str, str], bool],
                 key: str, backup_key: str) -> None:
        self.put, self.key = put, key
        loaded = study_store.load(get(key))
        self.study = loaded.study
        self.problems = loaded.problems  # message keys; the panels report them
        if loaded.backup is not None:  # set aside before anything is written over it
            put(backup_key, loaded.backup)

    def save(self, study: study_store.Study) -> None:
        self.study = study
        self.put(self.key, study_store.dump(study))


class AnalysisPage:
    """One ``AnalysisScreen`` and at most one evaluation running."""

    def __init__(self, text: Callable[[Message], str], study: StudyBox,
                 say: Callable[[str], None], review_to: Callable[[int], None],
                 repaint: Callable[[], None]) -> None:
        self.text, self.study, self.say = text, study, say
        self.review_to, self.repaint = review_to, repaint
        self.screen = screens.AnalysisScreen()
        self.task: asyncio.Task[None] | None = None
        self.view = AnalysisView(visible=False)
        self.longest_slice = 0.0
        self.slices = 0
        self.language: object = None

    def sync(self, app: object) -> None:
        """Follow the page's round: called after every redraw of the board."""
        match = app.match()  # type: ignore[attr-defined]
        moves = tuple(match.moves)
        review = app.view.review  # type: ignore[attr-defined]
        shown = review if review is not None else len(moves)
        saved = None
        report = self.screen.report
        if report is None or report.moves != moves:
            saved = self.study.study.report_for(moves)
        live = live_evaluation(match, app.settings.live_eval)  # type: ignore[attr-defined]
        self.route(screens.sync(self.screen, moves, over=reported(match),
                                shown=shown, saved=saved, live=live,
                                final=screens.resigned_chances(match)))
        language = app.language  # type: ignore[attr-defined]
        if language != self.language:  # every text again, in the new language
            self.language = language
            self.show()

    def route(self, change: tuple[screens.AnalysisScreen, screens.AnalysisEffects]) -> None:
        self.screen, effects = change
        if effects.stop:
            self.stop()
        if effects.job is not None:
            self.stop()
            self.task = asyncio.ensure_future(self.run(effects.job))
        if effects.save and self.screen.report is not None:
            self.study.save(self.study.study.with_report(self.screen.report))
        if effects.announce is not None:
            self.say(self.text(effects.announce))
        if effects.redraw:
            self.show()
        if effects.review_to is not None:
            self.review_to(effects.review_to)

    def stop(self) -> None:
        if self.task is not None:
            self.task.cancel()
            self.task = None

    async def run(self, job: screens.Job) -> None:
        """One position's evaluation, a slice at a time, yielding to the browser between."""
        evaluator = Evaluator(Board.from_moves(job.moves[:job.ply]), seed=job.seed)
        while evaluator.step(SLICE_SECONDS) is not None:
            self.slices += 1
            await asyncio.sleep(0)
        self.longest_slice = max(self.longest_slice, evaluator.longest_slice)
        section = by_id("analysis")
        section.dataset.longestSliceMs = f"{self.longest_slice * 1000:.1f}"
        section.dataset.slices = str(self.slices)
        self.task = None
        self.route(screens.evaluated(self.screen, screens.Evaluated(job.token,
                                                                     evaluator.result())))

    def board_ops(self, layout: Layout) -> list[Op]:
        """The best move marked on the main board, when asked for."""
        cell = self.view.best_cell
        return [] if cell is None else cell_marks(layout, ((cell, "good"),))

    def show(self) -> None:
        before = self.view.best_cell
        view = self.view = analysis_view(self.screen)
        if view.best_cell != before:
            self.repaint()
        section = by_id("analysis")
        section.hidden = not view.visible
        if not view.visible:
            return
        words = self.text
        set_text("analysis-title", words(Message("eval.title" if view.live else "report.title")))
        for name in ("analyse-progress", "analyse-status", "graph", "mistakes", "mistakes-none",
                     "chances-box"):
            by_id(name).hidden = view.live  # live: the position only, no report yet
        set_text("eval-verdict", words(view.verdict) if view.verdict else
                 (words(Message("eval.working")) if view.working else ""))
        set_text("eval-best", words(view.best) if view.best else "")
        set_text("eval-line", words(view.line) if view.line else "")
        section.classList.toggle("stale", view.stale or (view.live and view.x_percent is None))
        section.setAttribute("aria-busy", "true" if view.working else "false")
        bar = by_id("eval-bar")  # live: always there (its place kept while a search runs)
        bar.hidden = view.x_percent is None and not view.live
        by_id("eval-fill").style.width = f"{50 if view.x_percent is None else view.x_percent}%"
        bar.setAttribute("aria-label", words(view.bar_label) if view.bar_label
                         else words(Message("eval.working")))
        by_id("analyse").hidden = not view.can_start
        set_text("analyse", words(Message(view.start_key)))
        by_id("analyse-stop").hidden = not view.running
        best = by_id("show-best")  # live: kept in its place (invisible) until there is one
        best.hidden = not view.can_show_best and not view.live
        best.style.visibility = "" if view.can_show_best else "hidden"
        best.setAttribute("aria-pressed", "true" if self.screen.show_best else "false")
        set_text("show-best", words(Message(
            "eval.hide_best" if self.screen.show_best else "eval.show_best")))
        progress = by_id("analyse-progress")
        progress.max, progress.value = max(1, view.total), view.done
        set_text("analyse-status", words(Message("analyse.progress", (
            ("done", min(view.done + 1, view.total)), ("total", view.total))))
                 if view.running else "")
        section.dataset.done, section.dataset.total = str(view.done), str(view.total)
        section.dataset.running = "1" if view.running else "0"
        section.dataset.shown = str(self.screen.shown)
        self.show_lists(view)
        window.utttPaint(to_json(list(view.graph_ops)), "graph")
        graph = by_id("graph")
        graph.setAttribute("aria-valuemax", str(view.total))
        graph.setAttribute("aria-valuenow", str(view.graph_at))
        graph.setAttribute("aria-valuetext", words(view.graph_point) if view.graph_point else "")

    def show_lists(self, view: AnalysisView) -> None:
        """The mistakes (each a button to its position) and the chances move by move."""
        mistakes = by_id("mistakes")
        key = "|".join(f"{ply}:{self.text(m)}" for ply, m in view.mistakes)
        if mistakes.getAttribute("data-key") != key:
            mistakes.setAttribute("data-key", key)
            mistakes.replaceChildren()
            for ply, item in view.mistakes:
                button = document.createElement("button")
                button.type = "button"
                button.textContent = self.text(item)
                button.dataset.ply = str(ply)
                button.addEventListener("click", self.proxy(
                    lambda _e, p=ply: self.review_to(p)))
                entry = document.createElement("li")
                entry.appendChild(button)
                mistakes.appendChild(entry)
        set_text("mistakes-none", self.text(Message("report.clean"))
                 if not view.mistakes and view.done == view.total else "")
        chances = by_id("chances")
        lines = [self.text(m) for m in view.chances]
        key = "|".join(lines)  # the texts, so a new language redraws the list
        if chances.getAttribute("data-key") != key:
            chances.setAttribute("data-key", key)
            chances.replaceChildren()
            for line in lines:
                entry = document.createElement("li")
                entry.textContent = line
                chances.appendChild(entry)

    def proxy(self, function: object) -> object:
        made = create_proxy(function)
        PROXIES.append(made)
        return made

    def on_graph(self, event: object) -> None:
        box = by_id("graph").getBoundingClientRect()
        x = float(event.clientX - box.left)  # type: ignore[attr-defined]
        y = float(event.clientY - box.top)  # type: ignore[attr-defined]
        self.route(screens.graph_tap(self.screen, x, y))

    def on_graph_key(self, event: object) -> None:
        key = str(event.key)  # type: ignore[attr-defined]
        if key in screens.GRAPH_KEYS:
            event.preventDefault()  # type: ignore[attr-defined]
            self.route(screens.graph_key(self.screen, key))

    def on_resize(self, *_: object) -> None:
        width, height = window.utttCanvasSize("graph")
        box = Box(6.0, 6.0, max(10.0, float(width) - 12.0), max(10.0, float(height) - 12.0))
        self.screen = screens.set_graph(self.screen, box)
        self.show()

    def install(self) -> None:
        listen = [("analyse", lambda _e: self.route(screens.start(self.screen))),
                  ("analyse-stop", lambda _e: self.route(screens.cancel(self.screen))),
                  ("show-best", lambda _e: self.route(screens.toggle_best(self.screen)))]
        for name, handler in listen:
            by_id(name).addEventListener("click", self.proxy(handler))
        by_id("graph").addEventListener("pointerup", self.proxy(self.on_graph))
        by_id("graph").addEventListener("keydown", self.proxy(self.on_graph_key))
        js.ResizeObserver.new(self.proxy(self.on_resize)).observe(by_id("graph"))
