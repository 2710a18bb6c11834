"""Live play in real browsers: each device a Chromium context of its own, the rooms met
through the real Nostr relay on 127.0.0.1 (the ``relay_url`` fixture), no STUN server
(``?relays=...&stun=`` in every page's address, as a self-hoster's would be). A whole
nine-board game with a spectator, undo, presets, the end and the rematch in the same
room; a classic game whose device drops and comes back, with a hostile peer in the
room; relays that cannot be reached, and the game gone on by link. Screenshots (phone
and desktop) go where ``helpers.shoot`` puts them.

Every wait is for a condition the page shows (a record, a text), never a time."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.helpers import WIN
from uttt.app.friends.link import decode, fragment_of
from uttt.app.live.protocol import Game, Hello, Say, Undo, dump
from uttt.app.live.room import split_room
from uttt.classic import ClassicBoard
from uttt.notation import format_record

from .conftest import CSP_WATCH, load_script
from .helpers import LOCK_PAUSE_MS, PHONE, click_cell, settings, shoot, wait_record

pytestmark = pytest.mark.e2e

WAIT_MS = 45_000
"""How long a page may take to show what another did (well under a second here; the
machine is shared, and a drop is seen when the data channel closes)."""
DESKTOP = {"width": 1280, "height": 800}
CAPTURE = """
window.__copied = [];
(() => {
  Object.defineProperty(Navigator.prototype, "share", {value: undefined, configurable: true});
  const clip = navigator.clipboard;
  if (clip) {
    const write = clip.writeText.bind(clip);
    clip.writeText = (text) => { window.__copied.push(String(text)); return write(text); };
  }
})();
"""
"""An init script: no share sheet (the page copies the link), and every text copied kept
in ``window.__copied`` for the test to read."""
NOTICES = """
window.__notices = [];
addEventListener("DOMContentLoaded", () => {
  const line = document.getElementById("notice");
  new MutationObserver(() => {
    const text = line.hidden ? "" : line.textContent;
    if (window.__notices[window.__notices.length - 1] !== text) window.__notices.push(text);
  }).observe(line, {childList: true, characterData: true, subtree: true, attributes: true});
});
"""
"""An init script: every text the notice line shows, in turn (a repeat of the same text
is one)."""
HEARD = """
window.__heard = [];
(() => {
  let reply;
  Object.defineProperty(globalThis, "utttReply", {configurable: true, get: () => reply,
    set: (send) => {
      reply = (message) => {
        if (message.kind === "live-message") window.__heard.push(message.text);
        return send(message);
      };
    }});
})();
"""
"""An init script: every text the room brought the page (``live-message``), in order, as
it goes to the game's Python."""
CONNECTED = "Connected with your friend: the game is live."
UNREADABLE = "A message from the room was refused: it is not one of this game's."
LEFT = "The connection with your friend dropped; the game waits for them to come back."


@contextmanager
def devices(browser: Any) -> Iterator[Callable[..., Any]]:
    """Opens pages, each in a fresh context (a device of its own); closes them all."""
    contexts: list[Any] = []

    def open_device(url: str, viewport: dict[str, int] = PHONE) -> Any:
        context = browser.new_context(service_workers="allow", viewport=viewport)
        context.grant_permissions(["clipboard-read", "clipboard-write"])
        contexts.append(context)
        return opened(context, url)

    try:
        yield open_device
    finally:
        for context in contexts:
            context.close()


def opened(context: Any, url: str) -> Any:
    """A new page of ``context`` at ``url``, ready, its errors kept."""
    page = context.new_page()
    for script in (CSP_WATCH, CAPTURE, NOTICES, HEARD):
        page.add_init_script(script)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.__dict__["uttt_errors"] = errors
    page.goto(url)
    page.wait_for_selector("html[data-ready='1']", state="attached", timeout=60_000)
    page.wait_for_selector("canvas#board[data-record]", state="attached")
    return page


def copied(page: Any, before: int) -> str:
    """The text the page copies next, after the ``before`` it had copied."""
    page.wait_for_function("(n) => window.__copied.length > n", arg=before, timeout=WAIT_MS)
    return str(page.evaluate("(n) => window.__copied[n]", before))


def share(page: Any, button: str) -> str:
    """Press a button that shares a link; the link (copied: no share sheet)."""
    before = int(page.evaluate("() => window.__copied.length"))
    page.click(button)
    return copied(page, before)


def consent(page: Any, name: str | None = None) -> None:
    """The first-time notice: seen (its screenshots taken once), then Go on."""
    page.wait_for_selector("#live-consent:not([hidden])")
    expect(page.locator("#live-consent-title")).to_have_text("Play live over the internet?")
    expect(page.locator("#live-consent-text")).to_contain_text("learns your IP address")
    page.wait_for_function("() => document.activeElement?.id === 'live_cancel'")
    expect(page.locator("#live_go")).to_be_in_viewport()
    if name is not None:
        shots(page, name)
    page.click("#live_go")
    page.wait_for_selector("#live-consent[hidden]", state="attached")
    page.wait_for_selector("#live-panel:not([hidden])")


def status(page: Any, text: str) -> None:
    expect(page.locator("#live-status")).to_have_text(text, timeout=WAIT_MS)


def record(page: Any) -> str:
    return str(page.get_attribute("#board", "data-record"))


def played(pages: list[Any], text: str) -> None:
    """Every page's board shows the record ``text``."""
    for page in pages:
        wait_record(page, text, timeout=WAIT_MS)


def tap(page: Any, cell: int, *, classic: bool = False) -> None:
    """Tap a cell after the input lock of the move before."""
    page.wait_for_timeout(LOCK_PAUSE_MS)
    click_cell(page, cell, classic=classic)


def shots(page: Any, name: str) -> None:
    """The page at phone and desktop size (``live-<name>-<w>x<h>.png``), then as it was."""
    was = page.viewport_size
    for size in (PHONE, DESKTOP):
        page.set_viewport_size(size)
        page.evaluate("() => new Promise((done) => requestAnimationFrame("
                      "() => requestAnimationFrame(done)))")
        shoot(page, f"live-{name}-{size['width']}x{size['height']}.png")
    page.set_viewport_size(was)


def no_errors(*pages: Any) -> None:
    for page in pages:
        assert page.__dict__["uttt_errors"] == [], page.__dict__["uttt_errors"]
        assert page.evaluate("window.__utttCsp") == []


def started(open_device: Callable[..., Any], url: str,
            viewport: dict[str, int] = PHONE, shots_as: str | None = None) -> tuple[Any, Any]:
    """Ana makes a live game and sends the invite; Bia opens it and goes on; both see
    each other connected."""
    ana = open_device(url, viewport)
    ana.click("#live-start")
    consent(ana, shots_as)
    status(ana, "Waiting for your friend to open the invite…")
    invite = share(ana, "#live_share")
    assert "#t1." in invite and "&live=" in invite and invite.endswith(".b")
    bia = open_device(invite, DESKTOP)
    consent(bia)
    for page in (ana, bia):
        status(page, CONNECTED)
    expect(ana.locator("#live_share")).to_be_hidden()  # the friend is here
    return ana, bia


def test_a_live_game_with_a_spectator_undo_presets_the_end_and_a_rematch(
    browser: Any, site_url: str, relay_url: str
) -> None:
    url = f"{site_url}?relays={relay_url}&stun="
    with devices(browser) as open_device:
        ana, bia = started(open_device, url, shots_as="notice")
        watch = share(ana, "#live_watch")
        assert "&live=" in watch and not watch.endswith((".a", ".b"))
        cy = open_device(watch)
        consent(cy)
        status(cy, "Watching live.")
        for page in (ana, bia):
            expect(page.locator("#live-peers")).to_have_text("1 spectator", timeout=WAIT_MS)
        expect(cy.locator("#live-presets")).to_be_hidden()  # a spectator says nothing

        ana.click("#say_good_luck")
        expect(bia.locator("#live-heard")).to_have_text("From your friend: Good luck!",
                                                        timeout=WAIT_MS)
        players = (ana, bia)
        for ply, cell in enumerate(WIN[:4]):
            tap(players[ply % 2], cell)
            played([ana, bia, cy], format_record(WIN[:ply + 1]))

        # Bia asks to take back move 4: refused; asked again: accepted, everywhere.
        bia.click("#live_undo")
        expect(bia.locator("#live-asked")).to_be_visible()
        expect(ana.locator("#live-request-text")).to_have_text(
            "A request from your friend: take back their last move?", timeout=WAIT_MS)
        ana.click("#live_undo_no")
        expect(bia.locator("#notice")).to_have_text(
            "Your friend refused to take back your move.", timeout=WAIT_MS)
        expect(bia.locator("#live-asked")).to_be_hidden()
        assert record(bia) == record(ana) == format_record(WIN[:4])
        bia.click("#live_undo")
        ana.wait_for_selector("#live-request:not([hidden])", timeout=WAIT_MS)
        ana.click("#live_undo_yes")
        played([ana, bia, cy], format_record(WIN[:3]))
        expect(bia.locator("#notice")).to_contain_text("your move is taken back")

        for ply in range(3, len(WIN)):
            tap(players[ply % 2], WIN[ply])
            result = "1-0" if ply == len(WIN) - 1 else None
            played([ana, bia, cy], format_record(WIN[:ply + 1], result=result))
            if ply == 12:
                for page, name in ((ana, "ana"), (bia, "bia"), (cy, "spectator")):
                    shots(page, name)
        expect(ana.locator("#result-main")).to_contain_text("win")
        bia.click("#say_good_game")
        expect(ana.locator("#live-heard")).to_have_text("From your friend: Good game!",
                                                        timeout=WAIT_MS)
        shots(bia, "bia-lost")

        # The rematch, in the same room: Bia (O in round 1) opens round 2.
        ana.click("#play_again")
        played([ana, bia], "")
        tap(bia, 40)
        played([ana, bia, cy], format_record([40]))
        for page in (ana, bia):
            status(page, CONNECTED)
        expect(ana.locator("#live-peers")).to_have_text("1 spectator")
        no_errors(ana, bia, cy)


HOSTILE = """() => {
  globalThis.__live = [];
  globalThis.utttReply = (message) => globalThis.__live.push(message);
}"""
"""What a device that is not the game at all keeps: the site's network door (site/live.js)
and nothing else, speaking the protocol's texts as it likes."""


def hostile(context: Any, site_url: str) -> Any:
    """A page of the site's origin (a plain file of it, no game) with ``utttLive``."""
    page = context.new_page()
    page.goto(f"{site_url}manifest.webmanifest")
    page.evaluate(HOSTILE)
    page.add_script_tag(url=f"{site_url}live.js")
    page.wait_for_function("() => globalThis.utttLive !== undefined")
    return page


def peers_seen(page: Any) -> set[str]:
    seen: set[str] = set()
    for message in page.evaluate("() => globalThis.__live"):
        if message["kind"] == "live-peer":
            (seen.add if message["present"] else seen.discard)(message["peer"])
    return seen


def refusals(page: Any) -> list[str]:
    return [text for text in page.evaluate("() => window.__notices")
            if "refused" in text or "too many" in text or "ignored" in text]


def test_a_classic_live_game_through_a_drop_and_a_hostile_peer(
    browser: Any, site_url: str, relay_url: str
) -> None:
    """Ana's page closed mid-game; Bia moves; Ana opens the game again and the room gives
    her Bia's move. A device with the invite's secret that is not the game sends junk,
    an illegal game, a game out of turn and a flood: refused, each player told once."""
    url = f"{site_url}?relays={relay_url}&stun="
    with devices(browser) as open_device:
        ana = open_device(url)
        settings(ana, game="classic")
        ana.click("#live-start")
        consent(ana)
        invite = share(ana, "#live_share")
        bia = open_device(invite, DESKTOP)
        consent(bia)
        for page in (ana, bia):
            status(page, CONNECTED)
        moves = (4, 0, 1, 7, 2, 6, 3, 5, 8)  # a draw
        players = (ana, bia)
        for ply in range(3):
            tap(players[ply % 2], moves[ply], classic=True)
            played([ana, bia], format_record(moves[:ply + 1], game=ClassicBoard))

        # Ana's page goes; Bia plays on; Ana opens the game again from her list.
        context = ana.context
        ana.close()
        status(bia, LEFT)
        expect(bia.locator("#live-fallback")).to_be_hidden()  # they met: no offer of a link
        tap(bia, moves[3], classic=True)
        played([bia], format_record(moves[:4], game=ClassicBoard))
        ana = opened(context, url)
        ana.click("#open-games")
        ana.locator("#games-list button").first.click()
        played([ana, bia], format_record(moves[:4], game=ClassicBoard))
        for page in (ana, bia):
            status(page, CONNECTED)
        bia.reload()  # a reload rejoins the room of the game shown
        status(ana, LEFT)
        bia.wait_for_selector("html[data-ready='1']", state="attached", timeout=60_000)
        for page in (ana, bia):
            status(page, CONNECTED)
        players = (ana, bia)
        played([ana, bia], format_record(moves[:4], game=ClassicBoard))

        # The hostile device joins with the invite's room and secret.
        _, room, _ = split_room(fragment_of(invite))
        assert room is not None
        series = decode(fragment_of(invite).split("&live=")[0]).series
        eve = hostile(browser.new_context(), site_url)
        try:
            eve.evaluate("([room, secret, config]) => utttLive.join(room, secret, 'player',"
                         " config)", [room.room, room.secret,
                                      json.dumps({"relays": [relay_url], "stun": []})])
            eve.wait_for_function("() => globalThis.__live.filter((m) => m.kind === "
                                  "'live-peer' && m.present).length >= 2", timeout=WAIT_MS)
            now = list(moves[:4])
            texts = [
                "garbage", "{" * 5000, '{"v":1,"k":"game"}', '{"v":9,"k":"say","id":"oops"}',
                dump(Hello("player", series, "Eve")),  # the seat is Bia's
                dump(Game("classic", series, 1, "a", (*now, 4))),  # an illegal move
                dump(Game("classic", series, 1, "a", (*now, 2, 6))),  # out of turn
                dump(Undo(4)), dump(Say("oops")),
                *[dump(Say("thanks"))] * 40,  # a flood
                dump(Say("well_played")),  # the last
            ]
            eve.evaluate("(pairs) => utttLive.send(pairs)",
                         json.dumps([["", text] for text in texts]))
            for page in (ana, bia):  # the last reached both (a channel keeps the order)
                page.wait_for_function("(last) => window.__heard.includes(last)",
                                       arg=texts[-1], timeout=WAIT_MS)
            tap(ana, moves[4], classic=True)  # the game goes on
            played([ana, bia], format_record(moves[:5], game=ClassicBoard))
            for page in (ana, bia):
                assert refusals(page) == [UNREADABLE], page.evaluate("() => window.__notices")
                expect(page.locator("#live-heard")).to_be_hidden()  # Eve's presets unheard
        finally:
            eve.context.close()
        for ply in range(5, len(moves)):
            tap(players[ply % 2], moves[ply], classic=True)
            result = "1/2-1/2" if ply == len(moves) - 1 else None
            played([ana, bia], format_record(moves[:ply + 1], result=result, game=ClassicBoard))
        no_errors(ana, bia)


def test_unreachable_relays_offer_the_same_game_by_link(browser: Any, site_url: str) -> None:
    closed = f"ws://127.0.0.1:{load_script('relay').free_port()}"
    with devices(browser) as open_device:
        ana = open_device(f"{site_url}?relays={closed}&stun=")
        ana.click("#live-start")
        consent(ana)
        tap(ana, 40)
        wait_record(ana, format_record([40]))
        status(ana, "The relays cannot be reached.")
        ana.wait_for_selector("#live-fallback:not([hidden])")
        shots(ana, "unreachable")
        link = share(ana, "#live_by_link")
        assert "&live=" not in link
        assert decode(fragment_of(link)).moves == (40,)
        invite = share(ana, "#live_share")
        assert decode(fragment_of(invite).split("&live=")[0]).series == decode(
            fragment_of(link)).series
        no_errors(ana)
