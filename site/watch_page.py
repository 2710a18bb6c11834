"""The computer-vs-computer panel's wiring: level pickers, pause, one move, speed, take
over; runs each computer move's search in slices. Decides nothing
(``uttt.app.watch_screen``)."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable

import js  # type: ignore[import-not-found]
from pyodide.ffi import create_proxy  # type: ignore[import-not-found]

from uttt.app import watch_screen as screens
from uttt.app.computer import Computer, Thinking
from uttt.app.i18n import Message
from uttt.app.match import new_round_id
from uttt.app.render import to_json
from uttt.app.scores import LEVELS
from uttt.app.study_render import match_display

document = js.document
window = js.window
PROXIES: list[object] = []
ENTROPY = random.SystemRandom()


def by_id(name: str) -> object:
    return document.getElementById(name)


def now() -> float:
    return float(window.performance.now()) / 1000.0


class WatchPage:
    """One watched game and at most one search."""

    def __init__(self, text: Callable[[Message], str], say: Callable[[str], None]) -> None:
        self.text, self.say = text, say
        self.screen = screens.WatchScreen.open(320.0, 320.0)
        self.task: asyncio.Task[None] | None = None
        self.computer = Computer()

    def route(self, change: tuple[screens.WatchScreen, screens.WatchEffects]) -> None:
        self.screen, effects = change
        if effects.stop or effects.think is not None:
            self.stop()
        if effects.think is not None:
            self.task = asyncio.ensure_future(self.run(effects.think, effects.delay))
        if effects.announce is not None:
            self.say(self.text(effects.announce))
        if effects.redraw or effects.announce is not None:
            self.paint()

    def stop(self) -> None:
        if self.task is not None:
            self.task.cancel()
            self.task = None

    async def run(self, ticket: Thinking, delay: float) -> None:
        if delay > 0:
            await asyncio.sleep(delay)
        thinker = self.computer.start(ticket, now())
        while (wait := thinker.step(now())) is not None:
            await asyncio.sleep(wait)
        self.task = None
        self.route(screens.computer_moved(self.screen, ticket.token, thinker.move()))

    def levels(self) -> tuple[str, str]:
        x, o = str(by_id("watch-x").value), str(by_id("watch-o").value)
        return (x if x in LEVELS else "beginner", o if o in LEVELS else "beginner")

    def on_new(self, _event: object = None) -> None:
        self.route(screens.new_game(self.screen, self.levels(),  # type: ignore[arg-type]
                                    new_round_id(ENTROPY)))

    def on_speed(self, _event: object = None) -> None:
        self.screen = screens.set_speed(self.screen, str(by_id("watch-speed").value))

    def on_tap(self, event: object) -> None:
        box = by_id("watch-board").getBoundingClientRect()
        x = float(event.clientX - box.left)  # type: ignore[attr-defined]
        y = float(event.clientY - box.top)  # type: ignore[attr-defined]
        self.route(screens.tap(self.screen, x, y))

    def on_typed(self, event: object) -> None:
        event.preventDefault()  # type: ignore[attr-defined]
        field = by_id("watch-move")
        self.route(screens.typed(self.screen, str(field.value)))
        field.value = ""

    def resize(self, *_: object) -> None:
        width, height = window.utttCanvasSize("watch-board")
        self.screen = screens.resize(self.screen, float(width), float(height))
        self.paint()

    def open(self, _event: object = None) -> None:
        by_id("watch-panel").showModal()
        self.resize()
        if not self.screen.started:
            self.on_new()

    def paint(self) -> None:
        screen = self.screen
        window.utttPaint(to_json(match_display(screen.match(), screen.layout)), "watch-board")
        status = screen.status()
        words = self.text(status) if status is not None else ""
        if by_id("watch-status").textContent != words:
            by_id("watch-status").textContent = words
        board = by_id("watch-board")
        board.dataset.record = " ".join(str(m) for m in screen.moves)
        board.dataset.status = "over" if screen.is_over() else (
            "paused" if screen.paused else "playing")
        board.dataset.person = screen.person or ""
        pause = by_id("watch-pause")
        pause.textContent = self.text(Message("cvc.resume" if screen.paused else "cvc.pause"))
        pause.setAttribute("aria-pressed", "true" if screen.paused else "false")
        pause.disabled = screen.is_over() or screen.person is not None
        by_id("watch-step").disabled = not screen.paused or screen.thinking is not None \
            or screen.is_over()
        by_id("watch-take").disabled = screen.is_over() or screen.person is not None
        by_id("watch-form").hidden = screen.person is None

    def install(self) -> None:
        def listen(name: str, kind: str, handler: object) -> None:
            made = create_proxy(handler)
            PROXIES.append(made)
            by_id(name).addEventListener(kind, made)
        listen("open-watch", "click", self.open)
        listen("watch-new", "click", self.on_new)
        listen("watch-pause", "click", lambda _e: self.route(screens.pause(self.screen)))
        listen("watch-step", "click", lambda _e: self.route(screens.step_once(self.screen)))
        listen("watch-take", "click", lambda _e: self.route(screens.take_over(self.screen)))
        listen("watch-speed", "change", self.on_speed)
        listen("watch-board", "pointerup", self.on_tap)
        listen("watch-form", "submit", self.on_typed)
        listen("watch-panel", "close", lambda _e: self.stop_watching())
        made = create_proxy(self.resize)
        PROXIES.append(made)
        js.ResizeObserver.new(made).observe(by_id("watch-board"))

    def stop_watching(self) -> None:
        """Closing the panel pauses the game (it resumes with Resume)."""
        if self.screen.started and not self.screen.paused and self.screen.person is None:
            self.route(screens.pause(self.screen))
