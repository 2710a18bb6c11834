"""The page's listeners on the board, the controls, the move list, storage and size: each
turns a DOM event into one of the program's events and dispatches it. Reads only the event
(and the field it came from); decides nothing and writes nothing."""

from __future__ import annotations

import random
from collections.abc import Callable

import js  # type: ignore[import-not-found]
from browser import now, point, proxy, seconds, wall

from uttt.app.controller import step as core
from uttt.app.controller.events import (
    ArchiveStored,
    FriendsStored,
    InstallOffered,
    MediaChanged,
)
from uttt.app.core.keys import Keys
from uttt.app.round.rules import new_round_id

document, window = js.document, js.window
canvas = document.getElementById("board")
ENTROPY = random.SystemRandom()
Dispatch = Callable[..., None]
WIRED: dict[str, object] = {}  # what ``install`` was given: ``dispatch``, the storage ``keys``


def dispatch(*event: object) -> None:
    WIRED["dispatch"](*event)  # type: ignore[operator]


def install(to: Dispatch, keys: Keys) -> None:
    """Listen, handing every event to ``to``; ``keys``: which storage events to report."""
    WIRED.update(dispatch=to, keys=keys)
    _wire()


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
    keys: Keys = WIRED["keys"]  # type: ignore[assignment]
    if key == keys.friends:
        dispatch(FriendsStored(text))
    if key == keys.state:
        dispatch(core.Stored(text))
    if key == keys.archive:
        dispatch(ArchiveStored(text))


def on_resize(*_: object) -> None:
    width, height = window.utttCanvasSize()
    dispatch(core.Resize(float(width), float(height)))


DARK = window.matchMedia("(prefers-color-scheme: dark)")
LESS_MOTION = window.matchMedia("(prefers-reduced-motion: reduce)")


def on_media(*_: object) -> None:
    dispatch(MediaChanged(bool(DARK.matches), bool(LESS_MOTION.matches)))


CANVAS = {
    "pointerdown": lambda e: e.button == 0 and dispatch(core.PointerDown(*point(canvas, e),
                                                                         seconds(e))),
    "pointermove": lambda e: dispatch(core.PointerMove(*point(canvas, e), seconds(e),
                                                       pressed=bool(e.buttons))),
    "pointerup": lambda e: dispatch(core.PointerUp(*point(canvas, e), seconds(e),
                                                   touch=e.pointerType == "touch"), e.timeStamp),
    "keydown": on_key,
    "pointercancel": lambda e: dispatch(core.PointerCancel(seconds(e))),
    "pointerleave": lambda e: dispatch(core.PointerCancel(seconds(e))),
    "contextmenu": lambda e: e.preventDefault()}
CONTROLS = (("[data-action]", "click", on_click), ("[data-setting]", "change", on_setting),
            ("#mode, #level, #red-level", "change", on_choose),
            ("#hint-button", "click", lambda _e: dispatch(core.HintAsked())))


def _wire() -> None:
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
    for query in (DARK, LESS_MOTION):
        query.addEventListener("change", proxy(on_media))
    on_media()  # as the browser prefers now
    window.addEventListener("uttt:install", proxy(
        lambda e: dispatch(InstallOffered(bool(e.detail)))))
    if window.utttInstallOffered():  # offered before Python started
        dispatch(InstallOffered(True))


