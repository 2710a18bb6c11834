"""The browser side of link play: the share sheet, the clipboard, downloads, the file
picker, the address's hash, and the friend box and "Your games" list copied from the
state. Routes what happens to the controller as events. Decides nothing."""

from __future__ import annotations

from collections.abc import Callable

import js  # type: ignore[import-not-found]
from pyodide.ffi import create_once_callable, create_proxy  # type: ignore[import-not-found]

from uttt.app.controller.events import Event, OpenLink, PickGame, SetName, Shared
from uttt.app.controller.state import App
from uttt.app.page import friends as friend_page
from uttt.app.texts.i18n import message
from uttt.app.view import friends as friend_view

document = js.document
window = js.window
PROXIES: list[object] = []
Dispatch = Callable[[Event], None]


def by_id(name: str) -> object:
    return document.getElementById(name)


def set_text(name: str, text: str) -> None:
    element = by_id(name)
    if element.textContent != text:
        element.textContent = text


class Links:
    """The effects of link play, carried out for the runner's edge."""

    def __init__(self, dispatch: Dispatch, title: Callable[[], str]) -> None:
        self.dispatch, self.title = dispatch, title

    def report(self, what: str) -> object:
        return create_once_callable(lambda result: self.dispatch(Shared(str(result), what)))

    def share(self, url: str, what: str) -> None:
        window.utttShare(url, self.title()).then(self.report(what))

    def copy(self, text: str) -> None:
        window.utttCopy(text).then(self.report("record"))

    def download(self, name: str, text: str) -> None:
        window.utttDownload(name, text)

    def pick_file(self) -> None:
        def opened(text: object) -> None:
            if isinstance(text, str):
                self.dispatch(OpenLink(text, "file"))

        window.utttPickFile().then(create_once_callable(opened))

    def clear_hash(self) -> None:
        location = window.location
        window.history.replaceState(window.history.state, "",
                                    f"{location.pathname}{location.search}")

    def reveal_board(self) -> None:
        """Scroll the board into view (a link opened in a tab scrolled away from it): the
        status line at the top, unless the board would not fit below it."""
        by_id("status").scrollIntoView(js.Object.fromEntries([["block", "start"]]))
        by_id("board").scrollIntoView(js.Object.fromEntries([["block", "nearest"]]))

    def open_hash(self, *_: object) -> None:
        """The address holds a link (at start, and on ``hashchange``)."""
        if len(str(window.location.hash)) > 1:
            self.dispatch(OpenLink(str(window.location.href), "hash"))


def show(app: App, canvas: object) -> None:
    """The friend box, the link to send (also ``data-share``), and what a link game or a
    review hides of this device's round."""
    game = app.link_game()
    away = game is not None or app.watching is not None
    by_id("friend").hidden = game is None
    by_id("home").hidden = not away
    by_id("setup").hidden = away
    set_text("play_again", app.text(message("friend.rematch" if game else "button.play_again")))
    link = app.share_now()
    if canvas.getAttribute("data-share") != link:  # type: ignore[attr-defined]
        canvas.dataset.share = link  # type: ignore[attr-defined]
    for name in ("send_link", "share-url", "friend-hint"):
        by_id(name).hidden = not link
    if by_id("share-url").value != link:
        by_id("share-url").value = link
    show_qr(app, link)
    field = by_id("my-name")
    if document.activeElement != field and field.value != app.friends.my_name:
        field.value = app.friends.my_name
    if game is not None:
        said = friend_view.status(game)
        set_text("friend-status", app.text(said) if said is not None else "")
        set_text("friend-tally", app.text(friend_view.tally_line(app.friends, game)))
    show_games(app)
    keep_place(app)


def keep_place(app: App) -> None:
    """Keep which link game is shown in the tab's history entry, for a reload."""
    place = friend_page.place_of(app)
    state = window.history.state
    if (state if isinstance(state, str) else None) != place:
        window.history.replaceState(place, "", str(window.location.href))


def show_qr(app: App, link: str) -> None:
    """The QR code of the link to send, when asked for (its toggle only with a link)."""
    shown = app.qr_shown and bool(link)
    toggle = by_id("qr")
    toggle.hidden = not link
    toggle.setAttribute("aria-expanded", "true" if shown else "false")
    set_text("qr", app.text(message("friend.qr_hide" if shown else "friend.qr_show")))
    by_id("share-qr").hidden = not shown
    if not shown:
        return
    picture = friend_view.qr_picture(link)
    code = by_id("share-qr-code")
    code.style.display = "none" if picture is None else ""
    said = "friend.qr_caption" if picture is not None else "friend.qr_too_long"
    set_text("share-qr-caption", app.text(message(said)))
    if picture is not None and code.getAttribute("data-link") != link:
        code.setAttribute("viewBox", picture.view_box)
        by_id("share-qr-path").setAttribute("d", picture.path)
        code.setAttribute("data-link", link)


def show_games(app: App) -> None:
    listed = friend_view.rows(app.friends, app.link_key)
    by_id("games-empty").hidden = bool(listed)
    items = []
    for row in listed:
        words = app.text(row.label) + (f" · {app.text(row.last)}" if row.last else "")
        button = document.createElement("button")
        button.type = "button"
        button.textContent = words
        button.dataset.series, button.dataset.round = row.key[0], str(row.key[1])
        if row.current:
            button.setAttribute("aria-current", "true")
        item = document.createElement("li")
        item.appendChild(button)
        items.append(item)
    target = by_id("games-list")
    shown = [(str(i.textContent), i.firstChild.hasAttribute("aria-current")) for i in items]
    if shown != [(str(c.textContent), c.firstChild.hasAttribute("aria-current"))
                 for c in target.children]:
        target.replaceChildren(*items)


def install(links: Links) -> None:
    """Listen: the address's hash, the games list, the paste box, the two panels."""
    def pick(event: object) -> None:
        button = event.target.closest("button[data-series]")  # type: ignore[attr-defined]
        if button is not None:
            by_id("games-panel").close()
            links.dispatch(PickGame(str(button.dataset.series), int(button.dataset.round)))

    def paste(_event: object) -> None:
        by_id("records-panel").close()
        links.dispatch(OpenLink(str(by_id("paste-text").value), "paste"))

    def listen(target: object, kind: str, handler: Callable[..., None]) -> None:
        made = create_proxy(handler)
        PROXIES.append(made)
        target.addEventListener(kind, made)  # type: ignore[attr-defined]

    listen(window, "hashchange", links.open_hash)
    listen(by_id("my-name"), "change",
           lambda _e: links.dispatch(SetName(str(by_id("my-name").value))))
    listen(by_id("games-list"), "click", pick)
    listen(by_id("paste-go"), "click", paste)
    for opener, panel in (("open-games", "games-panel"), ("open-records", "records-panel")):
        listen(by_id(opener), "click", lambda _e, p=panel: by_id(p).showModal())
