"""The hint button's wiring: searches the live position in slices, shows the move, tells
the controller a hint was shown (the round is then not rated). Decides nothing
(``uttt.app.study.hint``)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import js  # type: ignore[import-not-found]
from pyodide.ffi import create_proxy  # type: ignore[import-not-found]

from uttt.app.canvas.drawing import Op
from uttt.app.canvas.layout import Layout
from uttt.app.study.hint import Hint, can_hint, offers_hint
from uttt.app.texts.i18n import Message
from uttt.board import Board

SLICE_SECONDS = 0.008
document = js.document
PROXIES: list[object] = []


def by_id(name: str) -> object:
    return document.getElementById(name)


class HintPage:
    """The hint of the live position: at most one, and at most one search."""

    def __init__(self, text: Callable[[Message], str], say: Callable[[str], None],
                 app: Callable[[], object], shown: Callable[[], None],
                 repaint: Callable[[], None], asked: Callable[[], None]) -> None:
        self.text, self.say, self.app, self.shown, self.repaint = text, say, app, shown, repaint
        self.asked = asked  # tells the controller a hint's search starts (pondering stops)
        self.hint: Hint | None = None
        self.task: asyncio.Task[None] | None = None

    def moves(self) -> tuple[int, ...]:
        return tuple(self.app().match().moves)  # type: ignore[attr-defined]

    def on_click(self, _event: object = None) -> None:
        match = self.app().match()  # type: ignore[attr-defined]
        moves = self.moves()
        if not can_hint(match) or (self.hint is not None and self.hint.moves == moves):
            return
        self.hint = Hint(moves, None)
        self.asked()
        self.task = asyncio.ensure_future(self.run(moves))
        self.show()

    async def run(self, moves: tuple[int, ...]) -> None:
        # Imported at the first hint, not before the first frame (the evaluation and its
        # report, README "Start-up"); site/start.js imports it soon after start-up anyway.
        from uttt.app.study.analysis import Evaluator, seed_for

        evaluator = Evaluator(Board.from_moves(moves), seed=seed_for(moves, len(moves)))
        while evaluator.step(SLICE_SECONDS) is not None:
            await asyncio.sleep(0)
        self.task = None
        if self.moves() != moves:
            return
        self.hint = Hint(moves, evaluator.result().best)
        self.shown()
        self.say(self.text(self.hint.text()))  # type: ignore[arg-type]
        self.show()
        self.repaint()

    def board_ops(self, layout: Layout) -> list[Op]:
        hint = self.hint
        if hint is None or hint.move is None or not hint.shown_for(self.moves()):
            return []
        from uttt.app.view.study import cell_marks  # with the first hint shown, as above

        return cell_marks(layout, ((hint.move, "good"),))

    def show(self) -> None:
        """The button (while a hint may be asked) and the hint's text."""
        match = self.app().match()  # type: ignore[attr-defined]
        moves = tuple(match.moves)
        if self.hint is not None and self.hint.moves != moves:
            if self.task is not None:
                self.task.cancel()
                self.task = None
            self.hint = None
        button = by_id("hint-button")
        # shown for the whole round (so nothing beside it moves), enabled when it may be used
        button.hidden = not offers_hint(match)
        button.disabled = self.hint is not None or not can_hint(match)
        button.dataset.busy = "1" if self.hint is not None and self.hint.move is None else "0"
        words = self.text(self.hint.text()) if self.hint and self.hint.move is not None else ""
        note = by_id("hint-text")
        if note.textContent != words:
            note.textContent = words
        note.hidden = not words

    def install(self) -> None:
        made = create_proxy(self.on_click)
        PROXIES.append(made)
        by_id("hint-button").addEventListener("click", made)
