"""The live room's network (site/live.js, dist/live-net.js: trystero's Nostr strategy) between
browser contexts on this machine, introduced by a real Nostr relay on 127.0.0.1 (the
``relay_url`` fixture), with no STUN server (host candidates). Each page's replies to the
program (``live-status``, ``live-peer``, ``live-message``) are caught before they reach
its Python; the rooms are joined with ``utttLive`` itself, as site/outputs.js does for
``live-join``. A page that never joins loads none of it (tests/e2e/test_smoke.py)."""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from .conftest import CSP_WATCH, DIST, load_script
from .test_cache_repair import cached_as_built, installed

pytestmark = pytest.mark.e2e

CATCH = """() => {
  const forward = globalThis.utttReply;
  globalThis.__live = [];
  globalThis.utttReply = (message) => {
    if (String(message.kind).startsWith("live-")) globalThis.__live.push(message);
    else forward(message);
  };
}"""
JOIN = "([room, secret, config]) => globalThis.utttLive.join(room, secret, 'player', config)"
MEET_S = 30.0
"""How long two pages may take to see each other before a test fails (they take about a
second; this machine is shared)."""
BUNDLE = "live-net.js"
IN_CACHE = "([n, u]) => caches.open(n).then((c) => c.match(u)).then((hit) => hit !== undefined)"
FETCHED = "(u) => fetch(u).then((r) => r.ok ? r.arrayBuffer() : null).then((b) => b?.byteLength)"


class Peer:
    """One browser context's game page, its live replies caught."""

    def __init__(self, page: Any) -> None:
        self.page = page
        page.evaluate(CATCH)

    def join(self, room: str, secret: str, relays: list[str]) -> None:
        config = json.dumps({"relays": relays, "stun": []})
        self.page.evaluate(JOIN, [room, secret, config])

    def send(self, *pairs: tuple[str, str]) -> None:
        self.page.evaluate("(pairs) => globalThis.utttLive.send(pairs)", json.dumps(pairs))

    def leave(self) -> None:
        self.page.evaluate("() => globalThis.utttLive.leave()")

    def heard(self, kind: str) -> list[dict[str, Any]]:
        return [m for m in self.page.evaluate("() => globalThis.__live") if m["kind"] == kind]

    def statuses(self) -> list[str]:
        return [m["status"] for m in self.heard("live-status")]

    def present(self) -> set[str]:
        """The peers seen and not seen leaving, in order of the replies."""
        seen: set[str] = set()
        for message in self.heard("live-peer"):
            (seen.add if message["present"] else seen.discard)(message["peer"])
        return seen

    def texts(self) -> list[tuple[str, str]]:
        return [(m["peer"], m["text"]) for m in self.heard("live-message")]

    def wait(self, check: Callable[[Peer], Any], what: str, seconds: float = MEET_S) -> Any:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            found = check(self)
            if found:
                return found
            self.page.wait_for_timeout(50)
        raise AssertionError(f"never {what}: {self.page.evaluate('() => globalThis.__live')}")

    def wait_peers(self, count: int) -> set[str]:
        return set(self.wait(lambda p: len(p.present()) == count and p.present(),
                             f"saw {count} peers"))

    def wait_text(self, peer: str, text: str) -> None:
        self.wait(lambda p: (peer, text) in p.texts(), f"heard {text[:20]!r} from {peer}")


@pytest.fixture
def open_peer(browser: Any, site_url: str, relay_url: str,
              wait_ready: Callable[[Any], None]) -> Iterator[Callable[[], Peer]]:
    """Opens the game in a fresh context (the address names the tests' relay, as a
    self-hoster's would) and returns it as a ``Peer``; closes them all at the end."""
    contexts: list[Any] = []

    def open_one() -> Peer:
        context = browser.new_context(service_workers="allow")
        contexts.append(context)
        page = context.new_page()
        page.add_init_script(CSP_WATCH)
        page.goto(f"{site_url}?relays={relay_url}&stun=")
        wait_ready(page)
        return Peer(page)

    try:
        yield open_one
    finally:
        for context in contexts:
            context.close()


def room() -> str:
    return f"room-{uuid.uuid4().hex}"


def pair(open_peer: Callable[[], Peer], relay_url: str,
         name: str) -> tuple[Peer, Peer, str, str]:
    """Two pages that joined room ``name`` and saw each other, and each one's id as the
    other names it."""
    first, second = open_peer(), open_peer()
    for peer in (first, second):
        peer.join(name, "the secret", [relay_url])
    (b_id,) = first.wait_peers(1)
    (a_id,) = second.wait_peers(1)
    return first, second, a_id, b_id


def test_peers_meet_talk_to_all_and_to_one_and_see_a_leave(
    open_peer: Callable[[], Peer], relay_url: str
) -> None:
    name = room()
    first, second, a_id, b_id = pair(open_peer, relay_url, name)
    assert first.statuses()[:2] == ["connecting", "open"]

    first.send(("", "to everyone"))
    second.send((a_id, "back to you"))
    second.wait_text(a_id, "to everyone")
    first.wait_text(b_id, "back to you")
    times = [m["t"] for m in first.heard("live-message")]
    assert all(isinstance(t, (int, float)) and t > 0 for t in times)

    third = open_peer()
    third.join(name, "the secret", [relay_url])
    assert third.wait_peers(2) == {a_id, b_id}
    (c_id,) = first.wait_peers(2) - {b_id}
    assert second.wait_peers(2) == {a_id, c_id}

    # To one peer: only its channel carries it, ahead of what follows on that channel.
    first.send((b_id, "only for b"), ("", "for all"))
    third.wait_text(a_id, "for all")
    second.wait_text(a_id, "for all")
    assert (a_id, "only for b") in second.texts()
    assert (a_id, "only for b") not in third.texts()

    third.leave()
    assert third.wait(lambda p: "closed" in p.statuses(), "closed")
    assert first.wait_peers(1) == {b_id}
    assert second.wait_peers(1) == {a_id}


def test_a_text_over_the_limit_is_dropped_unread(
    open_peer: Callable[[], Peer], relay_url: str
) -> None:
    first, second, a_id, _ = pair(open_peer, relay_url, room())
    longest, too_long = "x" * 16 * 1024, "y" * (16 * 1024 + 1)
    first.send(("", longest), ("", too_long), ("", "after"))
    second.wait_text(a_id, "after")
    assert [text for _, text in second.texts()] == [longest, "after"]


def test_a_wrong_secret_never_meets_the_room(
    open_peer: Callable[[], Peer], relay_url: str
) -> None:
    """The one with another secret is on the same relay topic (the room's id), but its
    offers cannot be read: the room's own peer, joining after it, is met first."""
    host, stranger = open_peer(), open_peer()
    name = room()
    host.join(name, "right", [relay_url])
    stranger.join(name, "wrong", [relay_url])
    stranger.wait(lambda p: "open" in p.statuses(), "reached the relay")
    friend = open_peer()
    friend.join(name, "right", [relay_url])
    (friend_id,) = host.wait_peers(1)
    assert friend.wait_peers(1)
    assert host.present() == {friend_id}
    assert stranger.present() == set()


def test_a_relay_that_does_not_answer_is_unreachable(open_peer: Callable[[], Peer]) -> None:
    closed = f"ws://127.0.0.1:{load_script('relay').free_port()}"
    peer = open_peer()
    peer.join(room(), "s", [closed])
    assert peer.wait(lambda p: "unreachable" in p.statuses(), "unreachable")
    assert peer.statuses() == ["connecting", "unreachable"]
    peer.leave()
    assert peer.wait(lambda p: p.statuses()[-1] == "closed", "closed")


def test_the_module_is_kept_after_its_first_use(
    page: Any, context: Any, site_url: str, relay_url: str, wait_ready: Callable[[Any], None]
) -> None:
    """Not installed with the game (a first visit does not download it); once live play
    has loaded it, the service worker's cache holds it, as built, offline too."""
    name = installed(page, site_url, wait_ready)
    url = f"{site_url}{BUNDLE}"
    assert page.evaluate(IN_CACHE, [name, url]) is False
    peer = Peer(page)
    peer.join(room(), "s", [relay_url])
    peer.wait(lambda p: "open" in p.statuses(), "reached the relay")
    page.wait_for_function(IN_CACHE, arg=[name, url])
    assert cached_as_built(page, name, site_url, BUNDLE)
    context.set_offline(True)
    try:
        assert page.evaluate(FETCHED, url) == (DIST / BUNDLE).stat().st_size
    finally:
        context.set_offline(False)
