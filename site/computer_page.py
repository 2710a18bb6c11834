"""The computer's searches on the page: its move (a ``Thinking`` ticket) and its thinking
on the person's time (a ``Pondering`` ticket), each an asyncio task that searches a slice
and yields to the browser (``uttt.app.round.computer``), with the measures the page publishes
(``uttt:think``, ``uttt:ponder``). Decides nothing: the controller hands out and drops
the tickets."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import js  # type: ignore[import-not-found]
from browser import measure, now

from uttt.app.controller.events import ComputerMove, Event
from uttt.app.round.computer import Computer, Pondering, Thinking

COMPUTER = Computer()


def hidden() -> bool:
    """Whether the page is hidden now (another tab, a minimised window, a locked phone)."""
    return bool(js.document.hidden)


class Searches:
    """The edge's ``think``/``ponder`` effects: at most one task of each, and the
    controller never keeps both tickets at once."""

    dispatch: Callable[[Event], None]
    task: asyncio.Future[None] | None = None
    pondering: asyncio.Future[None] | None = None

    def think(self, ticket: Thinking) -> None:
        self.stop_thinking()
        self.task = asyncio.ensure_future(self.search(ticket))

    def stop_thinking(self) -> None:
        if self.task is not None:
            self.task.cancel()
            self.task = None

    async def search(self, ticket: Thinking) -> None:
        """Search a slice, yield to the event loop (a new task: input and paint go
        first), repeat; then hand the move to the controller with the ticket's token."""
        started = js.window.performance.now()
        thinker = await COMPUTER.think(ticket, now)
        measure("uttt:think", started, level=ticket.level, **thinker.stats())
        self.task = None
        self.dispatch(ComputerMove(ticket.token, thinker.move(), now()))

    def ponder(self, ticket: Pondering) -> None:
        self.stop_pondering()
        started = js.window.performance.now()
        self.pondering = asyncio.ensure_future(COMPUTER.ponder(
            ticket, hidden, lambda stats: measure("uttt:ponder", started, **stats)))

    def stop_pondering(self) -> None:
        if self.pondering is not None:
            self.pondering.cancel()
            self.pondering = None
