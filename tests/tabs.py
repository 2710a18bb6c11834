"""Tabs sharing one storage: three ledgers (``uttt.app.scores.ledger``), and tabs of the whole
page (``uttt.app.storage.tab_merge``) whose writes and ``storage`` events cross."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, TypeVar

from hypothesis import strategies as st

from uttt.app.controller.runner import MemoryEdge, Runner
from uttt.app.core.keys import Name
from uttt.app.features.links.events import FriendsStored
from uttt.app.features.links.start import boot_friends
from uttt.app.features.play.events import PointerDown, PointerUp
from uttt.app.features.play.pointer import cell_centre
from uttt.app.features.saving.events import Stored
from uttt.app.model.events import Choose, Click
from uttt.app.page.start import boot
from uttt.app.scores.ledger import Ledger

L = TypeVar("L", bound=Ledger[Any, Any])

OPS = st.lists(st.tuples(st.sampled_from(["play", "write", "read"]), st.integers(0, 2)),
               max_size=80)
"""Steps: decide a round, write (``sync``) or read (``merge``), and in which tab."""
KEEPS = st.sampled_from([2, 4, 1000])
"""How many entries are kept one by one: small ones fold all the time."""


def check_tabs(ops: list[tuple[str, int]], keep: int, empty: L,
               play: Callable[[L, str, random.Random], L], count: Callable[[L], int]) -> None:
    """Run ``ops`` on three tabs and one storage, all starting ``empty``; ``play``
    records a decided round in a tab's ledger, ``count`` says how many rounds a
    ledger counts. Whatever the interleaving, no tab ever counts more rounds than
    were decided; once every tab has written, storage counts each decided round
    exactly once, and every tab that reads it again agrees with it."""
    rng = random.Random(0)
    books = [empty, empty, empty]
    storage = empty
    decided = 0
    for op, index in ops:
        if op == "play":
            books[index] = play(books[index], f"{rng.getrandbits(64):016x}", rng)
            decided += 1
        elif op == "write":
            storage = books[index] = books[index].sync(storage, keep=keep)
        else:
            books[index] = books[index].merge(storage, keep=keep)
        assert all(count(book) <= decided for book in books)
        assert count(storage) <= decided
    for index in range(3):
        storage = books[index] = books[index].sync(storage, keep=keep)
    assert count(storage) == decided
    assert all(book.merge(storage, keep=keep) == storage for book in books)


# -- tabs of the page on one storage (``uttt.app.storage.tab_merge``) ------------------------------

NOT_KEPT = "Not kept from this tab: "


class Storage:
    """One browser's localStorage as the page's tabs see it. While ``held``, each tab
    reads what storage held when the hold began plus its own writes, and another tab's
    write reaches it (as a ``storage`` event) only once released: what two tabs see
    when they write within a few milliseconds of each other."""

    def __init__(self, save: str | None = None, friends: str | None = None) -> None:
        self.texts: dict[str, str | None] = {"save": save, "friends": friends}
        self.views: list[dict[str, str | None]] = []
        self.queues: list[list[tuple[str, str]]] = []
        self.held = False
        self.history: list[str] = []
        """Every save any tab wrote, in order."""
        self.ended: set[str] = set()
        """The rounds a tab held finished when it went to save (before merging)."""

    def join(self) -> int:
        self.views.append(dict(self.texts))
        self.queues.append([])
        return len(self.views) - 1

    def hold(self) -> None:
        self.held = True
        for view in self.views:
            view.update(self.texts)

    def read(self, tab: int, key: str) -> str | None:
        return self.views[tab][key] if self.held else self.texts[key]

    def write(self, tab: int, key: str, text: str) -> None:
        self.texts[key] = text
        self.views[tab][key] = text
        if key == "save":
            self.history.append(text)
        for other, queue in enumerate(self.queues):
            if other != tab:
                queue.append((key, text))


class TabEdge(MemoryEdge):
    """A tab's edge on a shared ``Storage``."""

    def __init__(self, storage: Storage) -> None:
        super().__init__()
        self.storage = storage
        self.tab = storage.join()
        self.runner: Runner | None = None

    def read(self, key: Name) -> str | None:
        if key not in ("state", "friends"):
            return super().read(key)
        if key == "state" and self.runner is not None and self.runner.app.match().is_over():
            self.storage.ended.add(self.runner.app.round.record.round_id)
        return self.storage.read(self.tab, "save" if key == "state" else key)

    def write(self, key: Name, text: str) -> bool:
        if key not in ("state", "friends"):
            return super().write(key, text)
        self.storage.write(self.tab, "save" if key == "state" else key, text)
        return True

    def not_kept(self) -> set[str]:
        """The move names this tab announced as not kept."""
        names: set[str] = set()
        for (text,) in self.posted("say"):
            if NOT_KEPT in text:
                names.update(text.split(NOT_KEPT, 1)[1].split(".", 1)[0].split(", "))
        return names


class Tabs:
    """Tabs of the page opened on one storage, each a ``Runner`` on a ``TabEdge``."""

    def __init__(self, count: int, save: str | None = None, friends: str | None = None) -> None:
        self.storage = Storage(save, friends)
        self.runners: list[Runner] = []
        self.time = 10.0
        for index in range(count):
            self.open(f"{index + 1:016x}")

    def open(self, fresh_id: str) -> Runner:
        edge = TabEdge(self.storage)
        start = boot(self.storage.texts["save"], storage_ok=True, languages=["en"],
                     size=(360.0, 360.0), fresh_id=fresh_id)
        app = boot_friends(start.app, self.storage.texts["friends"], page_url="https://x.org/").app
        runner = Runner(app, edge)
        edge.runner = runner
        self.runners.append(runner)
        return runner

    def tick(self) -> float:
        self.time += 1.0
        return self.time

    def play(self, tab: int, move: int) -> None:
        runner = self.runners[tab]
        x, y = cell_centre(runner.app, move)
        runner.dispatch(PointerDown(x, y, self.tick()))
        runner.dispatch(PointerUp(x, y, self.time + 0.1))

    def click(self, tab: int, button: str, fresh_id: str = "") -> None:
        self.runners[tab].dispatch(Click(button, self.tick(), fresh_id))

    def switch(self, tab: int, fresh_id: str) -> None:
        """Tab ``tab`` changes the mode (two players, against the computer), confirming if
        asked: a new round."""
        record = self.runners[tab].app.round.record
        mode = "computer" if record.mode == "two_players" else "two_players"
        self.runners[tab].dispatch(Choose(mode, "beginner", self.tick(), fresh_id))
        self.click(tab, "switch_confirm", fresh_id)

    def deliver(self, tab: int) -> None:
        """Deliver one pending ``storage`` event to ``tab``."""
        key, text = self.storage.queues[tab].pop(0)
        self.runners[tab].dispatch(Stored(text) if key == "save" else FriendsStored(text))

    def settle(self) -> None:
        """Release the hold and deliver every event, until no tab writes any more."""
        self.storage.held = False
        for _ in range(1000):
            waiting = [tab for tab, queue in enumerate(self.storage.queues) if queue]
            if not waiting:
                return
            for tab in waiting:
                self.deliver(tab)
        raise AssertionError("the tabs never stop writing")

    def edge(self, tab: int) -> TabEdge:
        edge = self.runners[tab].edge
        assert isinstance(edge, TabEdge)
        return edge
