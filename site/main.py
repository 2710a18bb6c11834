"""PyScript entry point: wiring only. Listens, routes events to ``uttt.app.step``,
applies the effects (paint, save, announce, ``data-record``). Decides nothing."""

from __future__ import annotations

import asyncio
import random

import js  # type: ignore[import-not-found]
from pyodide.ffi import create_once_callable, create_proxy  # type: ignore[import-not-found]

from uttt.app import friend_page, friend_view, page, rating, settings_form
from uttt.app.computer import Computer, Thinking
from uttt.app.controller import step as core
from uttt.app.controller.events import OpenLink, PickGame, Shared
from uttt.app.i18n import message
from uttt.app.match import new_round_id
from uttt.app.render import display_list, to_json
from uttt.app.variants import variant_of
from uttt.app.view import View
from uttt.app.wording import confirm_message

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
if START.backup is not None:
    storage_set(BACKUP_KEY, START.backup)
if START.rewrite is not None:
    storage_set(STATE_KEY, START.rewrite)
FRIENDS = friend_page.boot_friends(START.app, storage_get(FRIENDS_KEY) if STORAGE_OK else None,
                                   page_url=str(window.location.href))
if FRIENDS.backup is not None:
    storage_set(FRIENDS_BACKUP_KEY, FRIENDS.backup)
APP = FRIENDS.app
frame_pending = False
input_time: float | None = None


def save() -> None:
    global APP
    if not STORAGE_OK:
        return
    APP, text = page.save_text(APP, APP.settings, storage_get(STATE_KEY))
    if not storage_set(STATE_KEY, text):
        APP = page.storage_full(APP)
    APP, text = friend_page.save_friends_text(APP, storage_get(FRIENDS_KEY))
    if not storage_set(FRIENDS_KEY, text):
        APP = page.storage_full(APP)


def apply(effects: core.Effects, time_stamp: float | None = None) -> None:
    global input_time
    if effects.stop:
        stop_search()
    if effects.think is not None:
        start_search(effects.think)
    if effects.save:
        save()
        if time_stamp is not None:
            input_time = time_stamp
    if effects.record is not None:
        show(APP.render_view())  # the texts change with the record, in the same task
        canvas.dataset.record = effects.record
        canvas.dataset.share = APP.share_now()
    browser_effects(effects)
    if effects.relabel:
        label_page()
        fill_options()
        if by_id("help-panel").open:
            build_help()
    if effects.announce:
        say(" ".join(APP.text(m) for m in effects.announce))
    if effects.redraw or effects.save:
        request_frame()


def dispatch(event: core.Event, time_stamp: float | None = None) -> None:
    global APP
    APP, effects = core.step(APP, event)
    apply(effects, time_stamp)
    if effects.record is not None and not isinstance(event, core.Tick):
        on_tick()  # a new turn: start its clock now, not at the next tick


def browser_effects(effects: core.Effects) -> None:
    """The share sheet, the clipboard, downloads, the file picker and the address."""
    def report(what: str) -> object:
        return create_once_callable(lambda result: dispatch(Shared(str(result), what)))

    if effects.share is not None:
        title = APP.text(message("title"))
        window.utttShare(effects.share, title).then(report(effects.share_what))
    if effects.copy is not None:
        window.utttCopy(effects.copy).then(report("record"))
    if effects.download is not None:
        window.utttDownload(*effects.download)
    if effects.pick_file:
        window.utttPickFile().then(create_once_callable(
            lambda text: dispatch(OpenLink(str(text), "file")) if isinstance(text, str) else None))
    if effects.clear_hash:
        location = window.location
        window.history.replaceState(None, "", f"{location.pathname}{location.search}")


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
    set_text("status-text", APP.text(view.status))
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
    canvas.dataset.thinking = "1" if view.thinking else "0"
    status.dataset.thinking = "1" if view.thinking else "0"
    show_setup(view)
    for name, label in zip(("red", "blue", "draws"), view.score_labels, strict=True):
        set_text(f"score-{name}-label", APP.text(label))
    set_text("score-red", str(view.tally.red))
    set_text("score-blue", str(view.tally.blue))
    set_text("score-draws", str(view.tally.draws))
    notice = by_id("notice")
    notice.hidden = not APP.notices
    set_text("notice", APP.text(APP.notices[-1]) if APP.notices else "")
    show_extras()
    show_friend()


def show_friend() -> None:
    """The link game's box (status, the link to send, the tally) and "Your games"."""
    game = APP.link_game()
    away = game is not None or APP.watching is not None  # not this device's round
    by_id("friend").hidden = game is None
    by_id("home").hidden = not away
    by_id("score").hidden = away
    by_id("setup").hidden = away
    set_text("play_again", APP.text(message("friend.rematch" if game else "button.play_again")))
    link = APP.share_now()
    if canvas.getAttribute("data-share") != link:
        canvas.dataset.share = link
    by_id("send_link").hidden = not link
    by_id("share-url").value = link
    by_id("share-url").hidden = not link
    by_id("friend-hint").hidden = not link
    if game is not None:
        said = friend_view.status(game)
        set_text("friend-status", APP.text(said) if said is not None else "")
        set_text("friend-tally", APP.text(friend_view.tally_line(APP.friends, game)))
    show_games()


def show_games() -> None:
    listed = friend_view.rows(APP.friends, APP.link_key)
    by_id("games-empty").hidden = bool(listed)
    items = []
    for row in listed:
        words = APP.text(row.label) + (f" · {APP.text(row.last)}" if row.last else "")
        item = element("li")
        button = element("button", words)
        button.type = "button"
        button.dataset.series, button.dataset.round = row.key[0], str(row.key[1])
        if row.current:
            button.setAttribute("aria-current", "true")
        item.appendChild(button)
        items.append(item)
    target = by_id("games-list")
    if [str(i.textContent) for i in items] != [str(c.textContent) for c in target.children]:
        target.replaceChildren(*items)


def on_pick_game(event: object) -> None:
    button = event.target.closest("button[data-series]")  # type: ignore[attr-defined]
    if button is not None:
        by_id("games-panel").close()
        dispatch(PickGame(str(button.dataset.series), int(button.dataset.round)))


def on_hash(*_: object) -> None:
    if len(str(window.location.hash)) > 1:
        dispatch(OpenLink(str(window.location.href), "hash"))


def on_paste(_event: object) -> None:
    by_id("records-panel").close()
    dispatch(OpenLink(str(by_id("paste-text").value), "paste"))


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
        set_text("confirm-text", APP.text(question))
    if confirm.hidden == asking:
        confirm.hidden = not asking
        if asking:
            by_id("switch_cancel").focus()


def label_page() -> None:
    texts = page.labels(APP.language)
    document.documentElement.lang = APP.language
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
    global APP
    new = event.newValue  # type: ignore[attr-defined]
    if str(event.key) == FRIENDS_KEY:  # type: ignore[attr-defined]
        APP, effects = friend_page.friends_changed(APP, new if isinstance(new, str) else None)
        apply(effects)
        return
    if str(event.key) != STATE_KEY:  # type: ignore[attr-defined]
        return
    APP, effects = page.storage_changed(APP, new if isinstance(new, str) else None)
    apply(effects)


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
    window.addEventListener("hashchange", proxy(on_hash))
    by_id("games-list").addEventListener("click", proxy(on_pick_game))
    by_id("paste-go").addEventListener("click", proxy(on_paste))
    for opener, panel in (("open-games", "games-panel"), ("open-records", "records-panel")):
        by_id(opener).addEventListener("click", proxy(lambda _e, p=panel: by_id(p).showModal()))
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
            option = element("option", APP.text(label))
            option.value = value
            select.appendChild(option)
    show_settings()


def show_settings() -> None:
    """The panel's controls show the saved settings (mode, level, game: the round's)."""
    values = settings_form.form_values(APP.saved_settings())
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
    if APP.view.switch is not None:  # the question is asked next to the board
        by_id("settings-panel").close()
        request_frame()


def build_help() -> None:
    """The rules-and-help view of the round's game, from the tables (textContent only)."""
    body = by_id("help-body")
    body.replaceChildren()
    for heading, items in variant_of(APP.record.game).help:
        section = element("section")
        section.appendChild(element("h3", APP.text(message(heading))))
        group = None
        for kind, key in items:
            words = APP.text(message(key))
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
    texts = variant_of(APP.record.game).texts
    title = APP.text(message(texts["title"]))
    if document.title != title:
        document.title = title
    set_text("title", title)
    set_text("hint", APP.text(message(texts["hint"])))
    label = APP.text(message(texts["canvas.label"]))
    if canvas.getAttribute("aria-label") != label:
        canvas.setAttribute("aria-label", label)


def show_extras() -> None:
    """The countdown, the time-out note, the rating panel and the panel's controls."""
    shown = APP.timer(wall())
    by_id("timer").hidden = shown is None
    by_id("status").dataset.timer = "0" if shown is None else "1"
    set_text("timer", "" if shown is None else shown[0])
    by_id("status-note").hidden = APP.timeout_note is None  # said in the status bar
    set_text("status-note", APP.text(APP.timeout_note) if APP.timeout_note else "")
    lines = rating.summary(APP.rating, APP.match())
    by_id("rating").hidden = not lines
    texts = [APP.text(line) for line in lines] + [""]
    set_text("rating-value", texts[0])
    set_text("rating-more", " · ".join(texts[1:-1]))
    by_id("rating-spark").toggleAttribute(
        "hidden", not rating.is_rated(APP.match()) or APP.rating.games == 0)
    points = rating.sparkline(APP.rating.history(), 120, 28)
    line = by_id("rating-line")
    if line.getAttribute("points") != points:
        line.setAttribute("points", points)
    label_game()
    show_settings()


label_page()
fill_options()
wire()
apply(core.initial_effects(APP))
on_hash()
frame()
document.documentElement.dataset.ready = "1"
