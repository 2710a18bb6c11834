"""The page's Python entry point (loaded by site/start.js): wiring only. Listens, routes
events through ``uttt.app.controller.runner`` (which steps ``uttt.app.controller.step``),
and carries the effects out: paint the board and the study panels' canvases
(``uttt.app.page.paint``), patch the page (``uttt.app.page.view`` applied by patch.js),
run the jobs (site/jobs.py), save, announce. Decides nothing and keeps no state of the
game; writes the page only through patch.js (``utttPatch`` for the view, ``utttSet`` for
what an effect writes)."""

from __future__ import annotations

import json
import random

import jobs  # site/*.py ship next to this module
import js  # type: ignore[import-not-found]
import links_page
import panels
from browser import (
    measure,
    now,
    point,
    proxy,
    seconds,
    storage_get,
    storage_set,
    storage_works,
    wall,
)

from uttt.app.controller import step as core
from uttt.app.controller.events import (
    Click,
    FriendsStored,
    GraphKey,
    GraphTap,
    PuzzlesShown,
    PuzzleTap,
    PuzzleTyped,
    StudyText,
)
from uttt.app.controller.runner import Runner
from uttt.app.controller.state import App
from uttt.app.core.keys import keys_for
from uttt.app.page import friends as friend_page
from uttt.app.page import start as page
from uttt.app.page.paint import board_marks, graph_list, puzzle_list
from uttt.app.page.patches import Patches
from uttt.app.page.view import page_json
from uttt.app.round.rules import new_round_id
from uttt.app.study.jobs import Evaluated, JobDone
from uttt.app.view.build import View
from uttt.app.view.render import display_list, to_json
from uttt.frozen import replace

js.performance.mark("uttt:imported")  # for scripts/bench_load.py's breakdown
document, window = js.document, js.window
canvas = document.getElementById("board")
ENTROPY = random.SystemRandom()
KEYS = keys_for(str(window.location.pathname))
STATE_KEY, BACKUP_KEY, FRIENDS_KEY = KEYS.state, KEYS.backup, KEYS.friends
FRIENDS_BACKUP_KEY, STUDY_KEY, STUDY_BACKUP_KEY = KEYS.friends_backup, KEYS.study, KEYS.study_backup
PANEL_EVENTS = (Evaluated, JobDone, GraphTap, GraphKey, PuzzlesShown, PuzzleTap, PuzzleTyped)
PANEL_BUTTONS = ("analyse", "analyse_stop", "show_best", "puzzle_next")
# -- the edge: what the page does for the controller --------------------------------


class Page(jobs.Searches, links_page.Links):
    """``uttt.app.controller.runner.Edge`` in the browser (every search in
    ``jobs.Searches``; link play's share, copy, download, file and address
    effects in ``links_page.Links``)."""

    frame_pending = False
    input_time: float | None = None

    def read_friends(self) -> str | None:
        return storage_get(FRIENDS_KEY)

    def write_friends(self, text: str) -> bool:
        return storage_set(FRIENDS_KEY, text)

    def write_study(self, text: str) -> bool:
        return storage_set(STUDY_KEY, text)

    def write_study_backup(self, text: str) -> None:
        storage_set(STUDY_BACKUP_KEY, text)

    def clear_entry(self) -> None:
        put({"ids": {"puzzle-move": {"value": ""}}})

    def read_save(self) -> str | None:
        return storage_get(STATE_KEY)

    def write_save(self, text: str) -> bool:
        return storage_set(STATE_KEY, text)

    def publish(self, record: str) -> None:
        PATCHES.now(RUNNER.app, wall())  # the texts and buttons change with the record, in
        # the same task: none of them moves on the next frame
        put({"ids": {"board": {"data": {"record": record}}}})

    def relabel(self) -> None:
        PATCHES.now(RUNNER.app, wall())

    def say(self, text: str) -> None:
        put({"ids": {"live": {"announce": text}}})

    def request_frame(self) -> None:
        if not self.frame_pending:
            self.frame_pending = True
            window.requestAnimationFrame(FRAME)


_size = window.utttCanvasSize()
START = page.boot(storage_get(STATE_KEY), storage_ok=storage_works(f"{STATE_KEY}:probe"),
                  languages=[str(x) for x in window.navigator.languages],
                  size=(float(_size[0]), float(_size[1])), fresh_id=new_round_id(ENTROPY))
for _name, _text in START.writes:
    storage_set({"backup": BACKUP_KEY, "state": STATE_KEY}[_name], _text)
FRIENDS = friend_page.boot_friends(START.app, storage_get(FRIENDS_KEY),
                                   page_url=str(window.location.href),
                                   place=window.history.state)  # a reload: the game shown
if FRIENDS.backup is not None:
    storage_set(FRIENDS_BACKUP_KEY, FRIENDS.backup)
EDGE = Page(lambda event: dispatch(event), lambda: RUNNER.app.title())
# What storage holds now: a save merges with it in its own step (``App.known_storage``).
RUNNER = Runner(replace(FRIENDS.app, known_storage=(storage_get(STATE_KEY),
                                                    storage_get(FRIENDS_KEY))), EDGE)


def dispatch(event: core.Event, time_stamp: float | None = None) -> None:
    effects = RUNNER.dispatch(event, wall=wall())
    if (effects.save or effects.write is not None) and time_stamp is not None:
        EDGE.input_time = time_stamp  # for the input-to-paint measure
    if EDGE.frame_pending and answers_now(event):
        frame()  # the study panels answer in the same task (the queued frame then skips)


def answers_now(event: core.Event) -> bool:
    if isinstance(event, Click):
        return event.button in PANEL_BUTTONS
    return isinstance(event, PANEL_EVENTS)


def put(written: dict[str, object]) -> None:
    """Write what an effect sets on the page, through patch.js's setters."""
    window.utttSet(json.dumps(written, separators=(",", ":")))


def patch(app: App, at: float, view: View | None) -> None:
    window.utttPatch(*page_json(app, at, view))


PATCHES = Patches(patch)  # once per change: a move's frame does not patch it again


def frame(_now: object = None) -> None:
    EDGE.frame_pending = False
    started = window.performance.now()
    app = RUNNER.app
    view, layout = app.render_view(), app.layout
    window.utttPaint(to_json(display_list(view, layout) + board_marks(app, layout)))
    for name, ops in (("graph", graph_list(app)), ("puzzle-board", puzzle_list(app))):
        if ops is not None:
            window.utttPaint(to_json(ops), name)
    PATCHES.at_frame(app, wall(), view)
    measure("uttt:redraw", started)
    if EDGE.input_time is not None:
        measure("uttt:input-to-paint", EDGE.input_time)
        EDGE.input_time = None


FRAME = proxy(lambda _now: EDGE.frame_pending and frame())


def on_key(event: object) -> None:
    if (key := str(event.key)) in core.KEYS:  # type: ignore[attr-defined]
        event.preventDefault()  # type: ignore[attr-defined]
        dispatch(core.KeyPress(key, seconds(event)), event.timeStamp)  # type: ignore[attr-defined]


def on_click(event: object) -> None:
    name = str(event.currentTarget.dataset.action)  # type: ignore[attr-defined]
    dispatch(core.Click(name, seconds(event), new_round_id(ENTROPY)))


def on_choose(_event: object) -> None:
    mode, level, red = (str(document.getElementById(name).value)
                        for name in ("mode", "level", "red-level"))
    dispatch(core.Choose(mode, level, now(), new_round_id(ENTROPY),  # type: ignore[arg-type]
                         red_level=red))  # type: ignore[arg-type]


def on_setting(event: object) -> None:
    control = event.currentTarget  # type: ignore[attr-defined]
    value = str(control.value) if control.type != "checkbox" else (
        "on" if control.checked else "off")
    dispatch(core.SetOption(str(control.dataset.setting), value, now(), new_round_id(ENTROPY)))


def on_move_list(event: object) -> None:
    chosen = event.target.closest("[data-ply]")  # type: ignore[attr-defined]
    if chosen is not None:  # a move of the review's list: show the position it made
        dispatch(core.ReviewTo(int(chosen.dataset.ply)))


def on_list_key(event: object) -> None:
    if (key := str(event.key)) in core.LIST_KEYS:  # type: ignore[attr-defined]
        event.preventDefault()  # type: ignore[attr-defined]
        dispatch(core.ListKey(key))


def on_storage(event: object) -> None:
    key, new = str(event.key), event.newValue  # type: ignore[attr-defined]
    text = new if isinstance(new, str) else None
    if key == FRIENDS_KEY:
        dispatch(FriendsStored(text))
    if key == STATE_KEY:
        dispatch(core.Stored(text))


def on_resize(*_: object) -> None:
    width, height = window.utttCanvasSize()
    dispatch(core.Resize(float(width), float(height)))


CANVAS = {
    "pointerdown": lambda e: e.button == 0 and dispatch(core.PointerDown(*point(canvas, e),
                                                                         seconds(e))),
    "pointermove": lambda e: dispatch(core.PointerMove(*point(canvas, e), seconds(e),
                                                       pressed=bool(e.buttons))),
    "pointerup": lambda e: dispatch(core.PointerUp(*point(canvas, e), seconds(e)), e.timeStamp),
    "keydown": on_key,
    "pointercancel": lambda e: dispatch(core.PointerCancel(seconds(e))),
    "pointerleave": lambda e: dispatch(core.PointerCancel(seconds(e))),
    "contextmenu": lambda e: e.preventDefault()}
CONTROLS = (("[data-action]", "click", on_click), ("[data-setting]", "change", on_setting),
            ("#mode, #level, #red-level", "change", on_choose),
            ("#hint-button", "click", lambda _e: dispatch(core.HintAsked())))


def wire() -> None:
    for name, handler in CANVAS.items():
        canvas.addEventListener(name, proxy(handler))
    for selector, kind, handler in CONTROLS:
        for element in document.querySelectorAll(selector):
            element.addEventListener(kind, proxy(handler))
    moves = document.getElementById("moves-list")
    moves.addEventListener("click", proxy(on_move_list))
    moves.addEventListener("keydown", proxy(on_list_key))
    window.addEventListener("storage", proxy(on_storage))
    js.ResizeObserver.new(proxy(on_resize)).observe(canvas)
    window.setInterval(proxy(lambda: dispatch(core.Tick(now(), wall()))), 500)


wire()
panels.install(dispatch)
links_page.install(EDGE)
RUNNER.apply(core.initial_effects(RUNNER.app))
dispatch(StudyText(storage_get(STUDY_KEY)))  # read once; parsed when a panel needs it
EDGE.open_hash()  # a link in the address
frame()
put({"root": {"data": {"ready": "1"}}})
