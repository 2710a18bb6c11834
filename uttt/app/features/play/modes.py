"""Switching mode, level or game (asking first during a round), and the settings
panel's other controls, which apply at once."""

from __future__ import annotations

from uttt.app.core.vocabulary import LEVELS, MODES, GameKind, Level, Mode
from uttt.app.features.clocks.handlers import noted
from uttt.app.features.looks import form as settings_form
from uttt.app.model.app import (
    NEVER,
    NOTHING,
    App,
    Effects,
    adopt,
    changed,
    with_page,
    with_round,
    with_view,
)
from uttt.app.model.effects import Announce, Redraw, Relabel, Save
from uttt.app.model.events import Choose, SetOption
from uttt.app.model.routes import timeless
from uttt.app.model.shown import render_view
from uttt.app.round.view_state import ViewState
from uttt.app.texts.i18n import Ref, message
from uttt.app.texts.wording import choice_ref, confirm_message
from uttt.frozen import replace


def choose(app: App, event: Choose) -> tuple[App, Effects]:
    """A new mode, level or game: at once when no round is in progress, else ask first.
    A mode or level the page does not offer (a tampered picker) changes nothing. When
    the computer plays itself, new levels play from its next move (nothing is counted)."""
    red_level = event.red_level or app.settings.red_level
    if str(event.mode) == "taken" and app.round.record.taken is not None:  # a level, taken over
        event = replace(event, mode=app.round.record.mode)
    if event.mode not in MODES or event.level not in LEVELS or red_level not in LEVELS:
        return app, NOTHING
    app = replace(app, settings=replace(app.settings, red_level=red_level))
    record = app.round.record
    game = event.game or record.game
    new_game = game if game != record.game else None
    same_levels = event.mode != "cvc" or red_level == record.red_level
    if (event.mode, event.level, game) == (record.mode, record.level, record.game) \
            and same_levels:
        return with_view(app, switch=None, switch_game=None)
    if new_game is None and event.mode == record.mode in ("two_players", "cvc"):
        # the level does not touch a two-player round; the computers play on at new levels
        app = with_round(app, record=replace(record, level=event.level, red_level=red_level))
        return with_view(app, switch=None)[0], Effects(Redraw(), Save())
    if app.match().is_round_in_progress():
        app, _ = with_view(app, switch=(event.mode, event.level), switch_game=new_game)
        asked = confirm_message(app.round.view.switch, app.round.view.switch_game)
        return app, Effects(Redraw()).said(() if asked is None else (asked,))
    return switch(app, event.mode, event.level, event.fresh_id, game=new_game)


def switch(app: App, mode: Mode, level: Level, fresh_id: str,
           game: GameKind | None = None) -> tuple[App, Effects]:
    """Abandon the round (it counts for nobody) and start round 1 of the new kind."""
    if not fresh_id:
        return app, NOTHING
    match = app.match().copy()  # changed here, then adopted
    match.switch(fresh_id, mode=mode, level=level, game=game,
                 red_level=app.settings.red_level)
    view = ViewState(cursor=None if game else app.round.view.cursor)
    app = adopt(app, match, view, lock_until=NEVER, resign_until=NEVER)
    said = (message("announce.switched", choice=choice_ref(mode, level)) if game is None
            else message("announce.switched_game", choice=Ref(f"settings.game.{game}")))
    return app, changed(match, (said, render_view(app).status))


def set_option(app: App, event: SetOption) -> tuple[App, Effects]:
    """One setting changed in the panel: mode, level and game go through ``Choose``
    (which asks first during a round); the others apply at once and are saved."""
    settings = settings_form.parse(app.saved_settings(), event.name, event.value)
    if settings is None:
        return app, NOTHING
    if event.name in settings_form.ROUND_FIELDS:
        return choose(app, Choose(settings.mode, settings.level, event.time, event.fresh_id,
                                  game=settings.game, red_level=settings.red_level))
    was, app = app, replace(app, settings=settings)
    if event.name != "language":
        return app, Effects(Redraw(), Save()).said(noted(was, app))
    language = settings_form.page_language(settings, [app.page.auto_language])
    app = with_page(app, language=language)
    return app, Effects(Redraw(), Save(), Relabel(), Announce((render_view(app).status,)))


EVENTS = timeless({Choose: choose, SetOption: set_option})
