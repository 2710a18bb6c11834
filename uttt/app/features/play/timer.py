"""Time passing: the resign confirmation runs out, and the turn timer counts down and,
when a player's time is up, plays the computer's move for them."""

from __future__ import annotations

from uttt.app.features.play.events import Tick
from uttt.app.features.play.turns import play
from uttt.app.model.app import NEVER, NOTHING, REDRAW, App, Effects, with_round, with_view
from uttt.app.model.effects import Announce, Save
from uttt.app.model.routes import timeless
from uttt.app.round import clock as turn_clock
from uttt.app.texts.i18n import Ref, message


def tick(app: App, event: Tick) -> tuple[App, Effects]:
    effects = NOTHING
    if app.round.game_clock is not None and app.round.game_clock.running is not None:
        effects = REDRAW  # the game clocks move on
    if app.round.view.resign_armed and event.time >= app.round.resign_until:
        app, effects = with_view(app, resign_armed=False)
    if event.wall is None or app.away():
        return app, effects  # no turn timer for a game by link, under review, the tour
    return _run_clock(app, event.wall, event.time, effects)


def _run_clock(app: App, wall: float, time: float, effects: Effects) -> tuple[App, Effects]:
    """Follow the turn with the clock (saving a new turn's start), show the countdown,
    and when the time is up play the computer's move for that player."""
    match = app.match()
    clock = turn_clock.follow(app.round.clock, round_id=match.round_id, ply=match.ply, now=wall)
    if clock != app.round.clock:
        app, effects = with_round(app, clock=clock), effects | Effects(Save())
    limit = app.settings.turn_limit()
    colour = turn_clock.runs_for(match, limit=limit)
    if colour is None:
        return app, effects
    move = turn_clock.due_move(match, clock, limit=limit, now=wall)
    if move is None:
        return app, effects | REDRAW  # the countdown moves on
    played, more = play(with_round(app, lock_until=NEVER), move, time)
    name = match.variant.move_name(move)
    if match.computer is None:
        note = message("timer.ran_out", colour=Ref(f"colour.{colour}"), move=name)
    else:  # the player ran out (the computer's own turn is never timed)
        note = message("timer.ran_out.you", move=name)
    return with_round(played, timeout_note=note), effects | Effects(Announce((note,))) | more


EVENTS = timeless({Tick: tick})
