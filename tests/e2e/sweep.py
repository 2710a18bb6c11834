"""Every feature path of the page, one scenario per fresh browser context.

Shared by tests/e2e/test_offline_sweep.py (the trimmed build, offline after the first
visit: nothing the page needs may be missing) and scripts/build/trace_runtime.py (the untrimmed
build: what the page imports and fetches along the way becomes the build's runtime list).
A feature added to the page belongs here, so that both see it.

Each scenario gets a context, opens the game (``offline``: once online so the service
worker installs, then offline from the reload on), walks its path with selector waits,
and hands every page it used to ``visit`` before the context closes. Problems (console
errors, uncaught exceptions, CSP violations) are collected, never raised mid-way. The
scenarios are independent of one another: ``run_in_lanes`` walks them in two browsers
side by side.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from uttt.notation import format_record, parse_move

from .conftest import CSP_WATCH, READY_SELECTOR
from .helpers import LOCK_PAUSE_MS, click_cell, resign, settings

REPLY_MS = 20_000
IDLE = "canvas#board[data-thinking='0']"
LEVELS = ("beginner", "intermediate", "master")
LANGUAGES = ("en", "pt-BR", "pt-PT")

Visit = Callable[[Any], None]


@dataclass
class Sweep:
    browser: Any
    url: str
    offline: bool = False
    visit: Visit | None = None
    service_workers: str = "allow"
    on_request: Callable[[str], None] | None = None
    problems: list[str] = field(default_factory=list)
    done: list[str] = field(default_factory=list)

    @contextmanager
    def context(self, name: str, *, locale: str = "en-US", init: str = "", once: bool = False,
                clock: bool = False) -> Iterator[tuple[Any, Any]]:
        """A fresh context with the game open; ``init`` runs before the page's scripts
        from the load the scenario starts on (the offline one when offline), ``once``:
        on that load only."""
        context = self.browser.new_context(locale=locale, service_workers=self.service_workers)
        if self.on_request is not None:
            on_request = self.on_request
            context.on("request", lambda request: on_request(request.url))
        try:
            page = self._page(context, name, self._gate(init, once) if init else "")
            if clock:
                page.clock.install()
            self._open(page, context)
            yield context, page
            self.finish(name, page)
        finally:
            context.close()

    def _gate(self, init: str, once: bool) -> str:
        start = 2 if self.offline else 1
        test = f"load === {start}" if once else f"load >= {start}"
        return f"""(() => {{
          const load = Number(sessionStorage.getItem("uttt-sweep-loads") || "0") + 1;
          sessionStorage.setItem("uttt-sweep-loads", String(load));
          if ({test}) {{ {init} }}
        }})();"""

    def reload(self, page: Any) -> None:
        if self.visit is not None:  # what this load imported, before it is gone
            self.visit(page)
        page.reload()
        ready(page)

    def _page(self, context: Any, name: str, init: str = "") -> Any:
        page = context.new_page()
        page.add_init_script(CSP_WATCH)
        if init:
            page.add_init_script(init)
        page.on("pageerror", lambda error: self.problems.append(f"{name}: page error {error}"))
        page.on("console", lambda message: message.type == "error" and self.problems.append(
            f"{name}: console error {message.text}"))
        return page

    def _open(self, page: Any, context: Any) -> None:
        page.goto(self.url)
        ready(page)
        if self.offline:
            page.evaluate("() => navigator.serviceWorker.ready.then(() => true)")
            context.set_offline(True)
            self.reload(page)
            assert page.evaluate("() => navigator.serviceWorker.controller !== null")

    def second_page(self, context: Any, name: str) -> Any:
        page = self._page(context, name)
        page.goto(self.url)
        ready(page)
        return page

    def finish(self, name: str, *pages: Any) -> None:
        for page in pages:
            if self.visit is not None:
                self.visit(page)
            for violation in page.evaluate("window.__utttCsp || []"):
                self.problems.append(f"{name}: CSP violation {violation}")
        self.done.append(name)


def ready(page: Any) -> None:
    page.wait_for_selector(READY_SELECTOR, state="attached", timeout=60_000)
    page.wait_for_selector("canvas#board[data-record]", state="attached")


def moves_of(page: Any) -> list[int]:
    record = page.get_attribute("#board", "data-record") or ""
    return [parse_move(token) for token in record.split()
            if not token.endswith(".") and token not in ("1-0", "0-1", "1/2-1/2", "*")]


def wait_moves(page: Any, count: int, timeout: int = REPLY_MS) -> None:
    """Wait until the record holds at least ``count`` moves (polled: the CSP forbids
    page-side string evaluation) and the computer is idle."""
    for _ in range(timeout // 100):
        if len(moves_of(page)) >= count:
            break
        page.wait_for_timeout(100)
    else:
        raise AssertionError(f"fewer than {count} moves after {timeout} ms: {moves_of(page)}")
    page.wait_for_selector(IDLE, state="attached", timeout=timeout)
    page.wait_for_timeout(LOCK_PAUSE_MS)


def play(page: Any, move: int, *, reply: bool = False, classic: bool = False) -> None:
    before = len(moves_of(page))
    click_cell(page, move, classic=classic)
    wait_moves(page, before + (2 if reply else 1))


def open_help(page: Any) -> None:
    page.click("#open-help")
    page.wait_for_selector("#help-panel[open]")
    page.wait_for_selector("#help-body h3", state="attached")
    page.click("#close-help")
    page.wait_for_selector("#help-panel:not([open])", state="attached")


def resign_round(page: Any) -> None:
    resign(page)
    page.wait_for_selector("#result:not([hidden])")


def review(page: Any) -> None:
    page.wait_for_selector("#review:not([hidden])")
    for button in ("first", "next", "last", "prev", "last"):
        page.click(f"#{button}")
        page.wait_for_timeout(50)


def two_players(sweep: Sweep, state_key: str) -> None:
    """Damaged save set aside; keyboard and mouse play, undo, resign, the result card,
    review, play again; every setting; help in both games; a reload restores the game."""
    damage = f"""localStorage.setItem({json.dumps(state_key)}, '{{"schema": 2, oops');"""
    with sweep.context("two players", init=damage, once=True) as (_, page):
        page.wait_for_selector("#notice:not([hidden])")
        page.focus("#board")
        page.keyboard.press("ArrowRight")
        page.keyboard.press("Enter")
        wait_moves(page, 1)
        play(page, 37)
        page.mouse.move(*_centre(page))
        page.click("#undo")
        page.wait_for_timeout(LOCK_PAUSE_MS)
        play(page, 37)
        resign_round(page)
        review(page)
        page.click("#play_again")
        settings(page, alternate_starter=False, turn_timer="60", game="classic")
        play(page, 4, classic=True)
        open_help(page)
        for language in LANGUAGES:
            settings(page, language=language)
        settings(page, game="ultimate")
        open_help(page)
        sweep.reload(page)


def against_the_computer(sweep: Sweep, level: str, locale: str) -> None:
    """One reply at ``level``, a switch that asks first, resign: the rating moves."""
    with sweep.context(f"computer {level}", locale=locale) as (_, page):
        settings(page, mode="computer", level=level)
        if level == LEVELS[0]:  # a hint: the search's move, marked on the board
            page.click("#hint-button")
            page.wait_for_selector("#hint-text:not([hidden])", timeout=REPLY_MS)
        play(page, 40, reply=True)
        page.select_option("#mode", "two_players")
        page.wait_for_selector("#confirm:not([hidden])", state="attached")
        page.click("#switch_cancel")
        resign_round(page)
        page.wait_for_selector("#rating-line[points]", state="attached")
        page.click("#play_again")


def time_out(sweep: Sweep) -> None:
    """The turn timer runs out: the computer moves for the player."""
    with sweep.context("time-out", clock=True) as (_, page):
        settings(page, turn_timer="30")
        play(page, 40)
        page.clock.fast_forward(31_000)
        page.wait_for_selector("#status-note:not([hidden])", timeout=10_000)
        wait_moves(page, 2)


def storage_blocked(sweep: Sweep) -> None:
    """localStorage throws: the page plays in memory and says so."""
    block = """Storage.prototype.setItem = function () {
      throw new DOMException("blocked", "SecurityError"); };"""
    with sweep.context("storage blocked", init=block) as (_, page):
        page.wait_for_selector("#notice:not([hidden])")
        play(page, 40)


def newer_save(sweep: Sweep, state_key: str) -> None:
    """A save written by a newer version: kept untouched, the page plays in memory."""
    newer = f"""localStorage.setItem({json.dumps(state_key)},
      JSON.stringify({{schema: 99, settings: {{}}, future: true}}));"""
    with sweep.context("newer save", init=newer) as (_, page):
        page.wait_for_selector("#notice:not([hidden])")
        play(page, 40)


def two_tabs(sweep: Sweep) -> None:
    """A move in one tab shows in the other."""
    with sweep.context("two tabs") as (context, page):
        other = sweep.second_page(context, "two tabs (second)")
        play(other, 40)
        page.wait_for_selector(f"canvas#board[data-record={json.dumps(format_record([40]))}]",
                               state="attached", timeout=10_000)
        sweep.finish("two tabs (second)", other)


def puzzles(sweep: Sweep) -> None:
    """A puzzle solved by typing its answer, the next one failed by a tap. Offline, the
    puzzles are opened for the first time offline: the set is installed with the game."""
    from uttt.app.canvas.layout import cell_rect, compute_layout
    from uttt.app.study.puzzles import load_puzzles
    from uttt.notation import move_name

    board = "canvas#puzzle-board"
    puzzles = load_puzzles()
    by_moves = {p.moves: p for p in puzzles}
    with sweep.context("puzzles") as (_, page):
        page.click("#open-puzzles")
        page.wait_for_selector(f"{board}[data-status='solving']", state="attached")
        page.fill("#puzzle-move", move_name(puzzles[0].solution))
        page.press("#puzzle-move", "Enter")
        page.wait_for_selector(f"{board}[data-status='solved']", state="attached")
        page.click("#puzzle-next")
        page.wait_for_selector(f"{board}[data-status='solving']", state="attached")
        record = page.get_attribute("#puzzle-board", "data-record") or ""
        second = by_moves[tuple(int(m) for m in record.split())]
        wrong = next(m for m in second.board().legal_moves() if m != second.solution)
        box = page.locator("#puzzle-board").bounding_box()
        x, y = cell_rect(compute_layout(box["width"], box["height"]), wrong).centre
        page.mouse.click(box["x"] + x, box["y"] + y)
        page.wait_for_selector(f"{board}[data-status='failed']", state="attached")
        page.keyboard.press("Escape")


def finished_game(seed: int = 7) -> list[int]:
    """A finished game of seeded random moves (what the analysis scenario reviews)."""
    import random

    from uttt.board import Board

    rng, board = random.Random(seed), Board()
    while not board.is_game_over():
        board.push(rng.choice(board.legal_moves()))
    return board.moves


def analysis(sweep: Sweep, state_key: str) -> None:
    """A finished game's report: a few positions analysed, stopped, one shown from the
    list of chances (the search and the report's modules load on this path only)."""
    saved = {"schema": 2, "match": {"round_id": "0" * 15 + "9", "game": "ultimate",
                                    "mode": "two_players", "level": "beginner", "round": 1,
                                    "opener": "red", "moves": finished_game(),
                                    "resigned_by": None}}
    init = f"localStorage.setItem({json.dumps(state_key)}, {json.dumps(json.dumps(saved))});"
    with sweep.context("analysis", init=init, once=True) as (_, page):
        page.wait_for_selector("#analysis:not([hidden])", state="attached")
        page.click("#analyse")
        page.wait_for_selector("#analysis[data-running='1']", state="attached")
        page.wait_for_function(
            "() => Number(document.querySelector('#analysis').dataset.done || 0) >= 2",
            timeout=REPLY_MS)
        page.click("#analyse-stop")
        page.wait_for_selector("#analysis[data-running='0']", state="attached")


def computer_vs_computer(sweep: Sweep) -> None:
    """The computer plays both sides, fast; pause, one move, take over the side to move."""
    board = "canvas#board"
    with sweep.context("watch") as (_, page):
        page.select_option("#mode", "cvc")
        page.wait_for_selector(f"{board}[data-cvc='playing']", state="attached")
        page.select_option("#set-speed", "fast")
        page.click("#cvc_pause")
        page.wait_for_selector(f"{board}[data-cvc='paused']", state="attached")
        page.wait_for_selector("#cvc_step:not([disabled])")
        page.click("#cvc_step")
        page.click("#cvc_take")
        page.wait_for_selector(f"{board}[data-taken='red'], {board}[data-taken='blue']",
                               state="attached")


def friend_by_link(sweep: Sweep) -> None:
    """A game with a friend: a name, a move, the link as a QR code, the link opened."""
    with sweep.context("friend") as (_, page):
        page.click("#friend-start")
        page.wait_for_selector("#friend:not([hidden])")
        page.fill("#my-name", "Ana")
        page.press("#my-name", "Tab")
        play(page, 40)
        page.wait_for_selector("canvas#board[data-share^='http']", state="attached")
        page.click("#qr")
        page.wait_for_selector("#share-qr:not([hidden])")
        page.click("#open-records")
        page.fill("#paste-text", str(page.get_attribute("#board", "data-share")))
        page.click("#paste-go")
        page.wait_for_selector("#notice:not([hidden])")


def _against(level: str, locale: str) -> Callable[[Sweep, str], None]:
    return lambda sweep, _: against_the_computer(sweep, level, locale)


SCENARIOS: tuple[Callable[[Sweep, str], None], ...] = (
    two_players,
    lambda sweep, _: friend_by_link(sweep),
    lambda sweep, _: puzzles(sweep),
    analysis,
    lambda sweep, _: computer_vs_computer(sweep),
    *(_against(level, locale) for level, locale in zip(LEVELS, ("en-US", "pt-BR", "pt-PT"),
                                                       strict=True)),
    lambda sweep, _: time_out(sweep),
    lambda sweep, _: storage_blocked(sweep),
    newer_save,
    lambda sweep, _: two_tabs(sweep),
)
"""Every scenario, called with the sweep and the page's saved state's key."""


def run(sweep: Sweep, state_key: str, lane: int = 0, lanes: int = 1) -> Sweep:
    """Walk the scenarios: every one, or with ``lanes``, every ``lanes``-th from the
    ``lane``-th (``run_in_lanes``)."""
    for scenario in SCENARIOS[lane::lanes]:
        scenario(sweep, state_key)
    return sweep


LANES = 2
"""Browsers walking the scenarios side by side: the page's start-up keeps about one core
busy, most of a scenario's time, and the machines the tests run on have two or more."""


def run_in_lanes(make: Callable[[Any], Sweep], state_key: str, lanes: int = LANES) -> None:
    """Walk every scenario in ``lanes`` threads, each with its own Playwright and browser:
    ``make(playwright)`` gives a lane its sweep (launching the lane's browser, which is
    closed after). The lanes' sweeps may share their lists of problems and of scenarios
    done (appended to one at a time), or their ``visit``."""
    from playwright.sync_api import sync_playwright

    def lane(index: int) -> None:
        with sync_playwright() as playwright:
            sweep = make(playwright)
            try:
                run(sweep, state_key, index, lanes)
            finally:
                sweep.browser.close()

    with ThreadPoolExecutor(max_workers=lanes) as pool:
        for _ in pool.map(lane, range(lanes)):
            pass


def _centre(page: Any) -> tuple[float, float]:
    box = page.locator("#board").bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
