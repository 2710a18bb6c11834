"""The lobby's passes (``controller/passes.py``). ``follow_lobby``: the lobby room
joined while the player looks for a game and left when they stop (or leave for a game:
then the game's room, joined by the live feature just before, takes its place); my seek
said again every ``ANNOUNCE`` seconds; seeks not heard for ``STALE`` seconds dropped;
a game offered to my partner of the pairing; an accepted game begun, an unanswered
offer dropped, when their time comes. ``rate_people``: a rated game begun in the lobby,
once over, goes into the rating against people, once."""

from __future__ import annotations

from uttt.app.core.event import Event
from uttt.app.features.lobby.deal import offer, waited
from uttt.app.features.lobby.talk import seekers, speak
from uttt.app.live.config import config_for
from uttt.app.live.lobby import ANNOUNCE, LOBBY
from uttt.app.model.app import NOTHING, REDRAW, App, Effects, with_lobby
from uttt.app.model.effects import JoinRoom, LeaveRoom, Save
from uttt.app.rating import people
from uttt.app.texts.i18n import message
from uttt.frozen import replace


def due(app: App) -> bool:
    """Whether the lobby pass has anything to follow: the lobby joined or wanted."""
    return app.lobby.joined or app.lobby.seeking is not None


def follow_lobby(before: App, event: Event, after: App, effects: Effects,
                 wall: float | None) -> tuple[App, Effects]:
    """Join or leave the lobby; speak, forget and pair as time passes in it."""
    lobby = after.lobby
    if lobby.seeking is not None and not lobby.joined:
        room = config_for(after.page.url).to_json()
        after = with_lobby(after, joined=True, status="connecting", peers={}, announced=None,
                           proposed=None, accepted=None)
        return after, effects | Effects(JoinRoom(LOBBY.room, LOBBY.secret, "seek", room)) | REDRAW
    if lobby.seeking is None:
        after = with_lobby(after, joined=False, status="", peers={}, announced=None)
        left = Effects(LeaveRoom()) if after.live.joined is None else NOTHING
        return after, effects | left | REDRAW  # a game's room joined replaces the lobby
    return _time_passes(after, effects, wall)


def _time_passes(app: App, effects: Effects, wall: float | None) -> tuple[App, Effects]:
    mine = app.lobby.seeking
    assert mine is not None
    if wall is None:
        return app, effects
    app, more = waited(app, wall)
    if app.lobby.seeking is None:  # a game begins: nothing more is said in the lobby
        return app, effects | more
    effects = effects | more
    if app.lobby.announced is None or wall - app.lobby.announced >= ANNOUNCE:
        app, effects = with_lobby(app, announced=wall), effects | speak(("", mine))
    heard = seekers(app, wall)
    stale = [peer for peer, info in app.lobby.peers.items()
             if info.seek is not None and peer not in heard]
    if stale:
        peers = {peer: info for peer, info in app.lobby.peers.items() if peer not in stale}
        app, effects = with_lobby(app, peers=peers), effects | REDRAW
    app, offered = offer(app, wall)
    return app, effects | offered


def rate_people(before: App, event: Event, after: App, effects: Effects,
                wall: float | None) -> tuple[App, Effects]:
    """Each rated game begun in the lobby, once over (won, lost, drawn, resigned, out of
    time), goes into the rating against people: once, against the opponent's declared
    rating."""
    met = dict(after.lobby.met)
    for series, opponent in after.lobby.met.items():
        game = after.links.book.games.get((series, 1))
        if not opponent.rated or opponent.applied or game is None or not game.is_over:
            continue
        winner = game.winner
        score = people.DRAW if winner is None else (
            people.WIN if winner == game.my_symbol else people.LOSS)
        rating = people.after_game(people.from_setting(after.settings.people),
                                   opponent.rating, score)
        settings = replace(after.settings, people=people.to_setting(rating))
        after = replace(after, settings=settings)
        met[series] = replace(opponent, applied=True)
        said = message("lobby.rated_done", rating=str(round(rating.rating)))
        effects = effects | Effects(Save()).said((said,)) | REDRAW
    return with_lobby(after, met=met), effects
