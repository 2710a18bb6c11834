"""The game clocks follow the round: a move charges the side that moved and adds the
increment, the running side's low time is said once, and a side out of time loses.

A round keeps the clock it began with: a clock chosen before its first move applies at
once, one chosen later (another clock, none, or one for a round begun without) waits for
the next round, and the settings panel and the live region say so (``clock_rules``).
Changing the clock of a round under way would hand both sides their whole time again (a
player short of time could buy more) or time a game that began untimed.

Time is an input like any other: every event comes with the wall clock (``step``'s
``wall``), the page's ticks included, and these functions decide from the state and that
time alone (``uttt.app.round.game_clock`` holds the arithmetic). The clocks run for this
device's round between two people or against the computer; not in games by link (each
player's time is on their own device) nor while the computer plays itself.
"""

from __future__ import annotations

from uttt.app.core.vocabulary import Colour
from uttt.app.features.clocks.rules import control, next_round_note
from uttt.app.model.app import NEVER, NOTHING, App, Effects, adopt, changed, reconcile, with_round
from uttt.app.model.effects import Announce, Redraw, Save, Sound
from uttt.app.model.shown import render_view
from uttt.app.round import game_clock as clocks
from uttt.app.round.game_clock import GameClock
from uttt.app.round.view_state import ViewState
from uttt.app.texts.i18n import Message, Ref, message


def noted(was: App, now: App) -> tuple[Message, ...]:
    """The note to say in the live region after a change of the settings: the new one,
    if the clock chosen now waits for the next round."""
    note = next_round_note(now)
    return () if note is None or note == next_round_note(was) else (note,)


def follow_clocks(app: App, wall: float, effects: Effects) -> tuple[App, Effects]:
    """The clocks after an event at ``wall``: following the round's turn (saved when the
    running side changes), and the running side told once when it is low on time
    (``low_said``)."""
    chosen = control(app)
    if chosen is None:
        if app.round.game_clock is None:
            return app, effects
        return reconcile(with_round(app, game_clock=None), effects | Effects(Redraw(), Save()))
    if app.away():
        return app, effects  # this device's round is not on screen: its clocks wait
    match = app.match()
    to_move = None if match.is_over() else match.side_to_move
    clock = clocks.follow(app.round.game_clock, round_id=match.round_id, ply=match.ply,
                          to_move=to_move, control=chosen, now=wall)
    if clock != app.round.game_clock:  # the computer's search follows its clock's budget
        app, effects = reconcile(with_round(app, game_clock=clock),
                                 effects | Effects(Redraw(), Save()))
    side = clocks.newly_low(clock, now=wall)
    if side is None:
        return app, effects
    said = low_said(app, clock, side, wall)
    alert = Effects(Sound("low_time")) if _alerts(app, side) else NOTHING
    return (with_round(app, game_clock=clocks.warn(clock, side)),
            effects | Effects(Save(), Announce((said,))) | alert)


def _alerts(app: App, side: Colour) -> bool:
    """Whether low time on ``side``'s clock sounds: a person's clock, sound on."""
    person = app.match().person
    return app.settings.sound and (person is None or side == person)


def low_said(app: App, clock: GameClock, side: Colour, wall: float) -> Message:
    """What the live region says, once, when ``side`` becomes low on time. This is the
    moment a page may also sound an alert: ``GameClock.warned`` gains ``side`` in the
    same step."""
    seconds = clocks.whole_seconds(clocks.left_ms(clock, side, now=wall))
    if app.match().computer is None:
        return message("clock.low", colour=Ref(f"colour.{side}"), seconds=seconds)
    if side == app.match().computer:
        return message("clock.low.computer", seconds=seconds)
    return message("clock.low.you", seconds=seconds)


def time_out(app: App, wall: float) -> tuple[App, Effects]:
    """A side whose time ran out by ``wall`` loses the round (before anything it does at
    that time counts). Nothing happens unless the clocks are this very position's."""
    clock = app.round.game_clock
    side = clocks.due(clock, now=wall)
    if clock is None or side is None or app.away():
        return app, NOTHING
    match = app.match()
    if (match.is_over() or control(app) != clock.control or clock.round_id != match.round_id
            or clock.ply != match.ply or match.side_to_move != side):
        return app, NOTHING  # the clocks follow this position first
    match = match.copy()  # changed here, then adopted
    match.time_out()
    app = adopt(app, match, ViewState(), resign_until=NEVER)
    app = with_round(app, game_clock=clocks.flag(clock, now=wall))
    view = render_view(app)
    return app, changed(match, (view.status, *view.result))
