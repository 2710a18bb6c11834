"""Speaking in the lobby: my seek as the choice and my nonce make it, messages to one
seeker or to all, the seeks heard and still fresh, and a seeker's message refused (the
player told once per seeker)."""

from __future__ import annotations

import hashlib

from uttt.app.features.lobby.state import Choice, Seeker
from uttt.app.live.lobby import ANY_BAND, BAND, Seek, Spoken, dump, fresh
from uttt.app.model.app import NOTHING, App, Effects, with_lobby
from uttt.app.model.effects import Announce, Redraw, SendToRoom
from uttt.app.rating import people
from uttt.app.texts.i18n import Message
from uttt.app.texts.notice_line import with_notice
from uttt.frozen import replace


def nonce_of(seed: str) -> str:
    """The public nonce of a seek, from its private seed (16 hex digits)."""
    return hashlib.sha256(f"seek:{seed}".encode()).hexdigest()[:16]


def my_rating(app: App) -> int:
    """The player's rating against people, rounded, as a seek declares it."""
    return round(people.from_setting(app.settings.people).rating)


def seek_for(app: App, choice: Choice, seed: str) -> Seek:
    """My seek: what I chose, my rating and band, the nonce of ``seed``, my name."""
    return Seek(choice.game, choice.clock, choice.rated, my_rating(app),
                BAND if choice.rated else ANY_BAND, nonce_of(seed), app.links.book.my_name)


def speak(*pairs: tuple[str, Spoken]) -> Effects:
    """Say each message to its seeker (``""``: every peer of the lobby), in order."""
    return Effects(SendToRoom(tuple((peer, dump(said)) for peer, said in pairs)))


def seekers(app: App, wall: float | None) -> dict[str, Seek]:
    """The seeks heard and still fresh at ``wall`` (all heard when it is unknown), by peer."""
    heard = {peer: info.heard for peer, info in app.lobby.peers.items()
             if info.seek is not None}
    keep = fresh(heard, wall) if wall is not None else frozenset(heard)
    return {peer: info.seek for peer, info in app.lobby.peers.items()
            if peer in keep and info.seek is not None}


def refuse(app: App, peer: str, why: Message) -> tuple[App, Effects]:
    """A seeker's message refused: nothing changes; the player is told why, the first
    time only for each seeker."""
    info = app.lobby.peers.get(peer, Seeker())
    if info.warned:
        return app, NOTHING
    app = with_lobby(app, peers={**app.lobby.peers, peer: replace(info, warned=True)})
    app = replace(app, notices=with_notice(app.notices, why))
    return app, Effects(Redraw(), Announce((why,)))
