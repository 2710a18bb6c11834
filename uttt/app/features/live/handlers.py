"""The live room's events. Their handlers are the live protocol's entry points: what
the page's network module reports comes in here, validated before anything changes."""

from __future__ import annotations

from uttt.app.features.live.events import LiveStatus, PeerSaid, PeerSeen
from uttt.app.model.app import NOTHING, App, Effects
from uttt.app.model.routes import timeless


def status(app: App, event: LiveStatus) -> tuple[App, Effects]:
    """The room's connection changed."""
    return app, NOTHING


def seen(app: App, event: PeerSeen) -> tuple[App, Effects]:
    """A peer came or went."""
    return app, NOTHING


def said(app: App, event: PeerSaid) -> tuple[App, Effects]:
    """A peer sent a message."""
    return app, NOTHING


EVENTS = timeless({LiveStatus: status, PeerSeen: seen, PeerSaid: said})
"""The room's events."""
