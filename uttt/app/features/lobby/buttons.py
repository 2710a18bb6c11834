"""The lobby's buttons: "Play someone now" opens the choice (the game, the game clock,
rated or not) with what live play contacts, the first time; "Look for an opponent"
joins the lobby (and, the first time, is the player's consent to live play, as the
live notice's Go on); "Stop looking" leaves it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from uttt.app.core.vocabulary import GAMES, GameKind
from uttt.app.features.lobby.talk import seek_for
from uttt.app.live.lobby import CLOCKS
from uttt.app.model.app import NOTHING, REDRAW, App, Effects, with_lobby
from uttt.app.model.effects import Save
from uttt.app.model.events import Click
from uttt.app.model.routes import timeless
from uttt.frozen import replace


def open_choice(app: App, event: Click) -> tuple[App, Effects]:
    """Play someone now: the choice of what to look for (live play must be on)."""
    if not app.settings.live_play or app.lobby.seeking is not None:
        return app, NOTHING
    return with_lobby(app, choosing=not app.lobby.choosing), REDRAW


def seek(app: App, event: Click) -> tuple[App, Effects]:
    """Look for an opponent: the lobby joined with my seek (a nonce from the click's
    fresh randomness); the consent to live play kept if this is the first time."""
    if not app.settings.live_play or app.lobby.seeking is not None or len(event.fresh_id) < 16:
        return app, NOTHING
    effects = REDRAW
    if not app.settings.live_consent:
        app = replace(app, settings=replace(app.settings, live_consent=True))
        effects = effects | Effects(Save())
    mine = seek_for(app, app.lobby.choice, event.fresh_id)
    return with_lobby(app, seeking=mine, seed=event.fresh_id, choosing=False,
                      passed=frozenset()), effects


def stop(app: App, event: Click) -> tuple[App, Effects]:
    """Stop looking: the lobby left, nothing offered or taken any more."""
    if app.lobby.seeking is None:
        return with_lobby(app, choosing=False), REDRAW
    return with_lobby(app, seeking=None, proposed=None, accepted=None), REDRAW


def _chose(**change: Any) -> Callable[[App, Click], tuple[App, Effects]]:
    def handler(app: App, event: Click) -> tuple[App, Effects]:
        return with_lobby(app, choice=replace(app.lobby.choice, **change)), REDRAW
    return handler


def _game(game: GameKind) -> Callable[[App, Click], tuple[App, Effects]]:
    return _chose(game=game)


BUTTONS = timeless({
    "lobby": open_choice,
    "lobby_seek": seek,
    "lobby_stop": stop,
    "lobby_rated": lambda app, e: _chose(rated=not app.lobby.choice.rated)(app, e),
    **{f"lobby_game_{game}": _game(game) for game in GAMES},
    **{f"lobby_clock_{clock.replace('+', '_')}": _chose(clock=clock) for clock in CLOCKS},
})
"""The lobby's buttons."""
