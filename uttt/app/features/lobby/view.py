"""The lobby's panel: "Play someone now", the choice of what to look for (and, the
first time, what live play contacts), the count of players online and looking while
the player looks, the opponent met there (name and declared rating, unverified) during
the game, and the player's rating against people."""

from __future__ import annotations

from uttt.app.core.vocabulary import GAMES
from uttt.app.features.lobby.talk import my_rating, seekers
from uttt.app.live.lobby import CLOCKS
from uttt.app.model.app import App
from uttt.app.model.shown import Props, text
from uttt.app.scene.build import View
from uttt.app.texts.i18n import Message, Ref, counted, message


def looking(app: App, wall: float | None) -> tuple[int, int]:
    """Online now in the lobby (me and every peer), and how many of them look for an
    opponent (me and every fresh seek)."""
    return 1 + len(app.lobby.peers), 1 + len(seekers(app, wall))


def _status(app: App) -> Message:
    lobby = app.lobby
    if lobby.status == "unreachable":
        return message("live.status.unreachable")
    if lobby.proposed is not None or lobby.accepted is not None:
        return message("lobby.status.found")
    if lobby.status == "open":
        return message("lobby.status.looking")
    return message("live.status.connecting")


def _pressed(on: bool) -> Props:
    return {"attrs": {"aria-pressed": "true" if on else "false"}}


def _choice(app: App) -> dict[str, Props]:
    choice = app.lobby.choice
    ids: dict[str, Props] = {
        "lobby-choice": {"hidden": not app.lobby.choosing or app.lobby.seeking is not None},
        "lobby-consent": {"hidden": app.settings.live_consent},
        "lobby_rated": _pressed(choice.rated),
    }
    for game in GAMES:
        ids[f"lobby_game_{game}"] = _pressed(choice.game == game)
    for clock in CLOCKS:
        ids[f"lobby_clock_{clock.replace('+', '_')}"] = _pressed(choice.clock == clock)
    return ids


def _met(app: App) -> dict[str, Props]:
    game = app.link_game()
    met = None if game is None else app.lobby.met.get(game.series)
    ids: dict[str, Props] = {"lobby-opponent": {"hidden": met is None}}
    if met is not None:
        key = "lobby.opponent_rated" if met.rated else "lobby.opponent"
        ids["lobby-opponent"]["text"] = text(app, message(
            key, name=met.name or Ref("lobby.anonymous"), rating=str(met.rating)))
    return ids


def ids(app: App, view: View, wall: float | None) -> dict[str, Props]:
    """The lobby's panel and its button."""
    lobby = app.lobby
    on = app.settings.live_play
    online, seeking = looking(app, wall)
    game = app.link_game()
    playing = game is not None and game.series in lobby.met
    return {
        "lobby-start": {"hidden": not on or lobby.seeking is not None},
        "lobby-panel": {"hidden": not on or not (lobby.choosing or lobby.seeking or playing)},
        "lobby-seeking": {"hidden": lobby.seeking is None},
        "lobby-status": {"text": text(app, _status(app))},
        "lobby-count": {"text": text(app, message(
            "lobby.count", online=counted("online", online),
            looking=counted("looking", seeking)))},
        "lobby-rating": {"text": text(app, message("lobby.rating", rating=str(my_rating(app))))},
        **_choice(app),
        **_met(app),
    }
