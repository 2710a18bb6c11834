"""Where live play meets: the Nostr relays that carry the room's introductions (the
WebRTC offer and answer, encrypted with the room's secret) and the STUN servers that find
each browser's public address. One list each, here; the page's address may replace them
(``?relays=wss://a,wss://b`` and ``?stun=stun:host:port``, for whoever runs their own
relay, and for the tests' relay on 127.0.0.1); the built page's content security policy
opens ``connect-src`` to these relays only (and to local ones).

>>> config = config_for("https://example.org/uttt/?relays=ws://127.0.0.1:7447&stun=")
>>> config.relays, config.stun
(('ws://127.0.0.1:7447',), ())
>>> config_for("https://example.org/uttt/").relays == RELAYS
True
>>> config_for("https://example.org/?relays=http://evil,javascript:x").relays == RELAYS
True
"""

from __future__ import annotations

import json
from urllib.parse import parse_qs, urlsplit

from uttt.frozen import frozen

RELAYS: tuple[str, ...] = (
    "wss://relay.damus.io",
    "wss://nos.lol",
    "wss://relay.snort.social",
    "wss://relay.primal.net",
)
"""The public Nostr relays live play uses unless the address names others."""

STUN: tuple[str, ...] = (
    "stun:stun.l.google.com:19302",
    "stun:stun.cloudflare.com:3478",
)
"""The public STUN servers (no TURN: a game that cannot connect goes on by link)."""

LOCAL_RELAYS: tuple[str, ...] = ("ws://127.0.0.1:*", "ws://localhost:*")
"""Relays on the device itself, which the page's policy also allows (tests, self-hosting
at home)."""


@frozen
class LiveConfig:
    """The relays and STUN servers of one page."""

    relays: tuple[str, ...] = RELAYS
    stun: tuple[str, ...] = STUN

    def to_json(self) -> str:
        """What the page's network module is given (``JoinRoom.config``)."""
        return json.dumps({"relays": list(self.relays), "stun": list(self.stun)},
                          separators=(",", ":"))


def config_for(href: str) -> LiveConfig:
    """The settings the page at ``href`` uses: the lists its address names (only
    ``ws:``/``wss:`` relays and ``stun:`` servers are taken; none valid keeps the default
    relays, an empty ``stun=`` means none), else the defaults."""
    query = parse_qs(urlsplit(href).query, keep_blank_values=True)
    relays = _listed(query.get("relays"), ("ws://", "wss://")) or RELAYS
    stun = STUN if "stun" not in query else _listed(query["stun"], ("stun:",))
    return LiveConfig(relays, stun)


def _listed(values: list[str] | None, schemes: tuple[str, ...]) -> tuple[str, ...]:
    items = (item.strip() for value in values or () for item in value.split(","))
    return tuple(item for item in items if item.startswith(schemes) and len(item) < 200)
