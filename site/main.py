"""PyScript entry point: wiring only. Listens, routes events to ``uttt.app.step``,
applies the effects (paint, save, announce, ``data-record``). Decides nothing."""

from __future__ import annotations

import asyncio
import random

import js  # type: ignore[import-not-found]
import links_page  # site/links_page.py: link play's browser side
import puzzle_page  # site/puzzle_page.py, shipped next to this module
from pyodide.ffi import create_proxy  # type: ignore[import-not-found]

import analysis_page  # site/analysis_page.py, shipped next to this module
import hint_page
import watch_page
from uttt.app import friend_page, page, rating, settings_form, study_store
from uttt.app.computer import Computer, Thinking
from uttt.app.controller import step as core
from uttt.app.controller.events import FriendsStored
from uttt.app.i18n import message
from uttt.app.match import new_round_id
from uttt.app.render import display_list, to_json
from uttt.app.runner import Runner
from uttt.app.variants import variant_of
from uttt.app.view import View
from uttt.app.wording import confirm_message, hints

js.performance.mark("uttt:imported")  # for scripts/bench_load.py's breakdown
document = js.document
window = js.window
canvas = document.getElementById("board")
ENTROPY = random.SystemRandom()
STATE_KEY, BACKUP_KEY = page.storage_keys(str(window.location.pathname))
FRIENDS_KEY, FRIENDS_BACKUP_KEY = friend_page.friend_keys(str(window.location.pathname))
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
for name, text in START.writes:
    storage_set({"backup": BACKUP_KEY, "state": STATE_KEY}[name], text)
FRIENDS = friend_page.boot_friends(START.app, storage_get(FRIENDS_KEY) if STORAGE_OK else None,
                                   page_url=str(window.location.href))
if FRIENDS.backup is not None:
    storage_set(FRIENDS_BACKUP_KEY, FRIENDS.backup)
frame_pending = False
input_time: float | None = None


class Page(links_page.Links):
    """The runner's edge (``uttt.app.runner.Edge``): carries the effects out (link play's
    share, copy, download, file and address effects in ``links_page.Links``)."""

    def read_friends(self) -> str | None:
        return storage_get(FRIENDS_KEY)

    def write_friends(self, text: str) -> bool:
        return storage_set(FRIENDS_KEY, text)

    def read_save(self) -> str | None:
        return storage_get(STATE_KEY)

    def write_save(self, text: str) -> bool:
        return storage_set(STATE_KEY, text)

    def think(self, ticket: Thinking) -> None:
        start_search(ticket)

    def stop_thinking(self) -> None:
        stop_search()

    def publish(self, record: str) -> None:
        show(RUNNER.app.render_view())  # the texts change with the record, in the same task
        HINT.show()  # and so do the buttons beside it: none of them moves on the next frame
        canvas.dataset.record = record

    def relabel(self) -> None:
        label_page()
        fill_options()
        if by_id("help-panel").open:
            build_help()

    def say(self, text: str) -> None:
        say(text)

    def request_frame(self) -> None:
        request_frame()


RUNNER = Runner(FRIENDS.app, Page(lambda event: dispatch(event), lambda: tr(message("title"))))


def dispatch(event: core.Event, time_stamp: float | None = None) -> None:
    global input_time
    effects = RUNNER.dispatch(event, wall=wall())
    if effects.save and time_stamp is not None:
        input_time = time_stamp  # for the input-to-paint measure


def tr(msg: object) -> str:
    return RUNNER.app.text(msg)  # type: ignore[arg-type]


def say(text: str) -> None:
    live = by_id("live")
    live.textContent = ""
    live.textContent = text


# -- the computer: its search runs in slices, yielding to the browser in between ---------

COMPUTER = Computer()
search_task: asyncio.Task[None] | None = None


def now() -> float:
    return float(window.performance.now()) / 1000.0


def start_search(ticket: Thinking) -> None:
    global search_task
    stop_search()
    search_task = asyncio.ensure_future(search(ticket))


def stop_search() -> None:
    global search_task
    if search_task is not None:
        search_task.cancel()
        search_task = None


async def search(ticket: Thinking) -> None:
    """Search a slice, yield to the event loop (a new task: input and paint go
    first), repeat; then hand the move to the controller with the ticket's token."""
    global search_task
    started = window.performance.now()
    thinker = COMPUTER.start(ticket, now())
    while (wait := thinker.step(now())) is not None:
        await asyncio.sleep(wait)
    move = thinker.move()
    detail = js.Object.fromEntries([["level", ticket.level], *thinker.stats().items()])
    window.performance.measure("uttt:think", js.Object.fromEntries(
        [["start", started], ["end", window.performance.now()], ["detail", detail]]))
    search_task = None
    dispatch(core.ComputerMove(ticket.token, move, now()))


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
    view = RUNNER.app.render_view()
    ANALYSIS.sync(RUNNER.app)
    HINT.show()
    window.utttPaint(to_json(display_list(view, RUNNER.app.layout)
                             + ANALYSIS.board_ops(RUNNER.app.layout)
                             + HINT.board_ops(RUNNER.app.layout)))
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
    set_text("status-text", tr(view.status))
    status.dataset.colour = view.status_colour or "none"
    set_text("round", tr(message("round", round=view.round_number)))
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
    set_text("resign", tr(message(
        "button.resign_confirm" if view.resign_armed else "button.resign")))
    result = by_id("result")
    result.hidden = not view.result
    result.dataset.colour = view.result_colour or "none"
    texts = [tr(m) for m in view.result] + ["", ""]
    set_text("result-main", texts[0])
    set_text("result-next", texts[1])
    canvas.dataset.thinking = "1" if view.thinking else "0"
    status.dataset.thinking = "1" if view.thinking else "0"
    show_setup(view)
    links_page.show(RUNNER.app, canvas)
    for name, label in zip(("red", "blue", "draws"), view.score_labels, strict=True):
        set_text(f"score-{name}-label", tr(label))
    set_text("score-red", str(view.tally.red))
    set_text("score-blue", str(view.tally.blue))
    set_text("score-draws", str(view.tally.draws))
    notice = by_id("notice")
    notice.hidden = not RUNNER.app.notices
    set_text("notice", tr(RUNNER.app.notices[-1]) if RUNNER.app.notices else "")
    show_extras()


def show_setup(view: View) -> None:
    """The mode and level pickers (showing a pending choice) and the confirmation."""
    mode, level = view.switch if view.switch is not None else (view.mode, view.level)
    for name, value in (("mode", mode), ("level", level)):
        element = by_id(name)
        if element.value != value:
            element.value = value
    by_id("level-pick").hidden = mode != "computer"
    confirm = by_id("confirm")
    asking = view.switch is not None
    question = confirm_message(view.switch, view.switch_game)
    if question is not None:
        set_text("confirm-text", tr(question))
    if confirm.hidden == asking:
        confirm.hidden = not asking
        if asking:
            by_id("switch_cancel").focus()


def label_page() -> None:
    texts = page.labels(RUNNER.app.language)
    document.documentElement.lang = RUNNER.app.language
    document.title = texts["title"]
    for element in document.querySelectorAll("[data-text]"):
        element.textContent = texts[str(element.dataset.text)]
    for element in document.querySelectorAll("[data-text-label]"):
        element.setAttribute("aria-label", texts[str(element.dataset.textLabel)])
    for element in document.querySelectorAll("[data-text-content]"):
        element.setAttribute("content", texts[str(element.dataset.textContent)])
    label_game()


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


def on_choose(_event: object) -> None:
    mode, level = str(by_id("mode").value), str(by_id("level").value)
    if mode in ("two_players", "computer") and level in ("beginner", "intermediate", "master"):
        dispatch(core.Choose(mode, level, now(), new_round_id(ENTROPY)))  # type: ignore[arg-type]


def on_storage(event: object) -> None:
    if str(event.key) == FRIENDS_KEY:  # type: ignore[attr-defined]
        new = event.newValue  # type: ignore[attr-defined]
        dispatch(FriendsStored(new if isinstance(new, str) else None))
    if str(event.key) == STATE_KEY:  # type: ignore[attr-defined]
        new = event.newValue  # type: ignore[attr-defined]
        dispatch(core.Stored(new if isinstance(new, str) else None))


def on_resize(*_: object) -> None:
    width, height = window.utttCanvasSize()
    dispatch(core.Resize(float(width), float(height)))


def on_tick() -> None:
    dispatch(core.Tick(float(window.performance.now()) / 1000.0, wall()))


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
    for name in ("mode", "level"):
        by_id(name).addEventListener("change", proxy(on_choose))
    for control in document.querySelectorAll("[data-setting]"):
        control.addEventListener("change", proxy(on_setting))
    for opener, panel in (("open-settings", "settings-panel"), ("open-help", "help-panel")):
        by_id(opener).addEventListener("click", proxy(lambda _e, p=panel: open_panel(p)))
    for closer in document.querySelectorAll("[data-close]"):
        closer.addEventListener("click", proxy(
            lambda e: by_id(str(e.currentTarget.dataset.close)).close()))
    window.addEventListener("storage", proxy(on_storage))
    js.ResizeObserver.new(proxy(on_resize)).observe(canvas)
    window.setInterval(proxy(on_tick), 500)


# -- settings panel, help view, turn timer and rating (wiring only) ----------------------


def wall() -> float:
    """Wall-clock seconds, for the turn timer (it must survive a reload)."""
    return float(js.Date.now()) / 1000.0


def element(tag: str, text: str = "", class_name: str = "") -> object:
    made = document.createElement(tag)
    if text:
        made.textContent = text
    if class_name:
        made.className = class_name
    return made


def fill_options() -> None:
    """The choices of the panel's selects, labelled in the page's language."""
    for name in settings_form.FIELDS:
        if name == "alternate_starter":
            continue
        select = by_id(f"set-{name}")
        select.replaceChildren()
        for value, label in settings_form.options(name):
            option = element("option", tr(label))
            option.value = value
            select.appendChild(option)
    show_settings()


def show_settings() -> None:
    """The panel's controls show the saved settings (mode, level, game: the round's)."""
    values = settings_form.form_values(RUNNER.app.saved_settings())
    for name, value in values.items():
        control = by_id(f"set-{name}")
        if name == "alternate_starter":
            if bool(control.checked) != (value == "on"):
                control.checked = value == "on"
        elif control.value != value:
            control.value = value
    by_id("set-level-row").hidden = values["mode"] != "computer"


def on_setting(event: object) -> None:
    control = event.currentTarget  # type: ignore[attr-defined]
    name = str(control.dataset.setting)
    value = ("on" if control.checked else "off") if name == "alternate_starter" \
        else str(control.value)
    dispatch(core.SetOption(name, value, now(), new_round_id(ENTROPY)))
    if RUNNER.app.view.switch is not None:  # the question is asked next to the board
        by_id("settings-panel").close()
        request_frame()


def build_help() -> None:
    """The rules-and-help view of the round's game, from the tables (textContent only)."""
    body = by_id("help-body")
    body.replaceChildren()
    for heading, items in variant_of(RUNNER.app.record.game).help:
        section = element("section")
        section.appendChild(element("h3", tr(message(heading))))
        group = None
        for kind, key in items:
            words = tr(message(key))
            if kind == "li":
                if group is None or group.tagName != "UL":
                    group = element("ul")
                    section.appendChild(group)
                group.appendChild(element("li", words))
            elif kind in ("term", "def"):
                if group is None or group.tagName != "DL":
                    group = element("dl")
                    section.appendChild(group)
                group.appendChild(element("dt" if kind == "term" else "dd", words))
            else:
                group = None
                section.appendChild(element("p", words, "q" if kind == "q" else ""))
        body.appendChild(section)


def open_panel(name: str) -> None:
    if name == "help-panel":
        build_help()
    else:
        show_settings()
    by_id(name).showModal()


def label_game() -> None:
    """Title, hint and board label of the round's game (the classic game has its own)."""
    texts = variant_of(RUNNER.app.record.game).texts
    title = tr(message(texts["title"]))
    if document.title != title:
        document.title = title
    set_text("title", title)
    match = RUNNER.app.match()
    touch, mouse = hints(texts, match.is_over(), match.ply)
    set_text("hint-touch", tr(touch))
    set_text("hint-mouse", tr(mouse))
    label = tr(message(texts["canvas.label"]))
    if canvas.getAttribute("aria-label") != label:
        canvas.setAttribute("aria-label", label)


def show_extras() -> None:
    """The countdown, the time-out note, the rating panel and the panel's controls."""
    shown = RUNNER.app.timer(wall())
    by_id("timer").hidden = shown is None
    by_id("status").dataset.timer = "0" if shown is None else "1"
    set_text("timer", "" if shown is None else shown[0])
    by_id("status-note").hidden = RUNNER.app.timeout_note is None  # said in the status bar
    set_text("status-note", tr(RUNNER.app.timeout_note) if RUNNER.app.timeout_note else "")
    lines = rating.summary(RUNNER.app.rating, RUNNER.app.match())
    by_id("rating").hidden = not lines
    texts = [tr(line) for line in lines] + [""]
    set_text("rating-value", texts[0])
    set_text("rating-more", " · ".join(texts[1:-1]))
    by_id("rating-spark").toggleAttribute(
        "hidden", not rating.is_rated(RUNNER.app.match()) or RUNNER.app.rating.games == 0)
    points = rating.sparkline(RUNNER.app.rating.history(), 120, 28)
    line = by_id("rating-line")
    if line.getAttribute("points") != points:
        line.setAttribute("points", points)
    label_game()
    show_settings()


STUDY_KEY = study_store.study_key(page.site_prefix(str(window.location.pathname)))
STUDY = analysis_page.StudyBox(storage_get, storage_set, STUDY_KEY)
PUZZLES = puzzle_page.PuzzlePage(tr, STUDY, say)
ANALYSIS = analysis_page.AnalysisPage(tr, STUDY, say,
                                      lambda ply: dispatch(core.ReviewTo(ply)), request_frame)
WATCH = watch_page.WatchPage(tr, say)
HINT = hint_page.HintPage(tr, say, lambda: RUNNER.app, lambda: dispatch(core.HintShown()),
                          request_frame)
label_page()
fill_options()
wire()
puzzle_page.install(PUZZLES)
links_page.install(RUNNER.edge)  # type: ignore[arg-type]
ANALYSIS.install()
HINT.install()
WATCH.install()
RUNNER.apply(core.initial_effects(RUNNER.app))
RUNNER.edge.open_hash()  # type: ignore[attr-defined]  # a link in the address
frame()
document.documentElement.dataset.ready = "1"
