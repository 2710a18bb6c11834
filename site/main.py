"""PyScript entry point: wiring only. Listens, routes events to ``uttt.app.step``,
applies the effects (paint, save, announce, ``data-record``). Decides nothing."""

from __future__ import annotations

import random

import js  # type: ignore[import-not-found]
from pyodide.ffi import create_proxy  # type: ignore[import-not-found]

from uttt import app as core
from uttt import page
from uttt.i18n import message
from uttt.match import new_round_id
from uttt.render import display_list, to_json
from uttt.view import View

document = js.document
window = js.window
canvas = document.getElementById("board")
ENTROPY = random.SystemRandom()
STATE_KEY, BACKUP_KEY = page.storage_keys(str(window.location.pathname))
PROXIES: list[object] = []


def proxy(function: object) -> object:
    made = create_proxy(function)
    PROXIES.append(made)
    return made


def by_id(name: str) -> object:
    return document.getElementById(name)


# -- storage (any failure means: no storage) ------------------------------------------


def storage_get(key: str) -> str | None:
    try:
        value = window.localStorage.getItem(key)
    except Exception:
        return None
    return value if isinstance(value, str) else None  # JS null arrives as jsnull


def storage_works() -> bool:
    try:
        probe = f"{STATE_KEY}:probe"
        window.localStorage.setItem(probe, "1")
        window.localStorage.removeItem(probe)
    except Exception:
        return False
    return True


def storage_set(key: str, text: str) -> bool:
    try:
        window.localStorage.setItem(key, text)
    except Exception:
        return False
    return True


# -- state ----------------------------------------------------------------------------

STORAGE_OK = storage_works()
_size = window.utttCanvasSize()
START = page.boot(storage_get(STATE_KEY) if STORAGE_OK else None, storage_ok=STORAGE_OK,
                  languages=[str(x) for x in window.navigator.languages],
                  size=(float(_size[0]), float(_size[1])),
                  fresh_id=new_round_id(ENTROPY))
if START.backup is not None:
    storage_set(BACKUP_KEY, START.backup)
if START.rewrite is not None:
    storage_set(STATE_KEY, START.rewrite)
APP = START.app
SETTINGS = START.settings
frame_pending = False
input_time: float | None = None


def save() -> None:
    global APP
    if not STORAGE_OK:
        return
    APP, text = page.save_text(APP, SETTINGS, storage_get(STATE_KEY))
    if not storage_set(STATE_KEY, text):
        APP = page.storage_full(APP)


def apply(effects: core.Effects, time_stamp: float | None = None) -> None:
    global input_time
    if effects.save:
        save()
        if time_stamp is not None:
            input_time = time_stamp
    if effects.record is not None:
        canvas.dataset.record = effects.record
    if effects.announce:
        say(" ".join(APP.text(m) for m in effects.announce))
    if effects.redraw or effects.save:
        request_frame()


def dispatch(event: core.Event, time_stamp: float | None = None) -> None:
    global APP
    APP, effects = core.step(APP, event)
    apply(effects, time_stamp)


def say(text: str) -> None:
    live = by_id("live")
    live.textContent = ""
    live.textContent = text


# -- painting: at most one redraw per animation frame -------------------------------


def request_frame() -> None:
    global frame_pending
    if not frame_pending:
        frame_pending = True
        window.requestAnimationFrame(FRAME)


def frame(_now: object = None) -> None:
    global frame_pending, input_time
    frame_pending = False
    started = window.performance.now()
    view = APP.render_view()
    window.utttPaint(to_json(display_list(view, APP.layout)))
    show(view)
    ended = window.performance.now()
    window.performance.measure("uttt:redraw", js.Object.fromEntries(
        [["start", started], ["end", ended]]))
    if input_time is not None:
        window.performance.measure("uttt:input-to-paint", js.Object.fromEntries(
            [["start", input_time], ["end", ended]]))
        input_time = None


FRAME = proxy(frame)


def set_text(name: str, text: str) -> None:
    element = by_id(name)
    if element.textContent != text:
        element.textContent = text


def show(view: View) -> None:
    """Copy the view model's texts and flags into the page (textContent only)."""
    status = by_id("status")
    set_text("status", APP.text(view.status))
    status.dataset.colour = view.status_colour or "none"
    set_text("round", APP.text(message("round", round=view.round_number)))
    buttons = view.buttons
    for name in ("undo", "resign"):
        by_id(name).disabled = not getattr(buttons, name)
        by_id(name).hidden = buttons.play_again
    by_id("play_again").hidden = not buttons.play_again
    by_id("review").hidden = not buttons.review
    for name in ("first", "prev", "next", "last"):
        by_id(name).disabled = not getattr(buttons, name)
    resign = by_id("resign")
    resign.dataset.armed = "1" if view.resign_armed else "0"
    set_text("resign", APP.text(message(
        "button.resign_confirm" if view.resign_armed else "button.resign")))
    result = by_id("result")
    result.hidden = not view.result
    result.dataset.colour = view.result_colour or "none"
    texts = [APP.text(m) for m in view.result] + ["", ""]
    set_text("result-main", texts[0])
    set_text("result-next", texts[1])
    set_text("score-red", str(view.tally.red))
    set_text("score-blue", str(view.tally.blue))
    set_text("score-draws", str(view.tally.draws))
    notice = by_id("notice")
    notice.hidden = not APP.notices
    set_text("notice", APP.text(APP.notices[-1]) if APP.notices else "")


def label_page() -> None:
    texts = page.labels(APP.language)
    document.documentElement.lang = APP.language
    document.title = texts["title"]
    for element in document.querySelectorAll("[data-text]"):
        element.textContent = texts[str(element.dataset.text)]
    for element in document.querySelectorAll("[data-text-label]"):
        element.setAttribute("aria-label", texts[str(element.dataset.textLabel)])


# -- input wiring ------------------------------------------------------------------------


def seconds(event: object) -> float:
    return float(event.timeStamp) / 1000.0  # type: ignore[attr-defined]


def point(event: object) -> tuple[float, float]:
    box = canvas.getBoundingClientRect()
    return float(event.clientX - box.left), float(event.clientY - box.top)  # type: ignore[attr-defined]


def on_down(event: object) -> None:
    if event.button != 0:  # type: ignore[attr-defined]
        return
    dispatch(core.PointerDown(*point(event), seconds(event)))


def on_move(event: object) -> None:
    pressed = bool(event.buttons)  # type: ignore[attr-defined]
    dispatch(core.PointerMove(*point(event), seconds(event), pressed=pressed))


def on_up(event: object) -> None:
    dispatch(core.PointerUp(*point(event), seconds(event)), event.timeStamp)  # type: ignore[attr-defined]


def on_cancel(event: object) -> None:
    dispatch(core.PointerCancel(seconds(event)))


KEYS = {"ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Enter", " ", "Home", "End", "Escape"}


def on_key(event: object) -> None:
    key = str(event.key)  # type: ignore[attr-defined]
    if key in KEYS:
        event.preventDefault()  # type: ignore[attr-defined]
        dispatch(core.Key(key, seconds(event)), event.timeStamp)  # type: ignore[attr-defined]


def on_click(event: object) -> None:
    name = str(event.currentTarget.dataset.action)  # type: ignore[attr-defined]
    dispatch(core.Click(name, seconds(event), new_round_id(ENTROPY)))


def on_storage(event: object) -> None:
    global APP
    if str(event.key) != STATE_KEY:  # type: ignore[attr-defined]
        return
    new = event.newValue  # type: ignore[attr-defined]
    APP, effects = page.storage_changed(APP, new if isinstance(new, str) else None)
    apply(effects)


def on_resize(*_: object) -> None:
    width, height = window.utttCanvasSize()
    dispatch(core.Resize(float(width), float(height)))


def on_tick() -> None:
    dispatch(core.Tick(float(window.performance.now()) / 1000.0))


def wire() -> None:
    listen = canvas.addEventListener
    listen("pointerdown", proxy(on_down))
    listen("pointermove", proxy(on_move))
    listen("pointerup", proxy(on_up))
    listen("pointercancel", proxy(on_cancel))
    listen("pointerleave", proxy(on_cancel))
    listen("keydown", proxy(on_key))
    listen("contextmenu", proxy(lambda event: event.preventDefault()))
    for element in document.querySelectorAll("[data-action]"):
        element.addEventListener("click", proxy(on_click))
    window.addEventListener("storage", proxy(on_storage))
    js.ResizeObserver.new(proxy(on_resize)).observe(canvas)
    window.setInterval(proxy(on_tick), 500)


label_page()
wire()
apply(core.initial_effects(APP))
frame()
document.documentElement.dataset.ready = "1"
