"""How the page feels: which sound a step makes, what the browser prefers (dark scheme,
less motion), the install offer, and the board's layout following the canvas's size and
the coordinates setting.

A sound follows what happened to the game on screen in one step: one move more in the
same round is ``move``, or ``board`` when it won a small board, or the round's end
(``won``, ``lost``, ``drawn``: from the point of view of the person on this device;
``won`` when two share it and one of them won); a resignation ends the round too.
Muted (the ``sound`` setting off), nothing plays.

>>> from uttt.app.round.record import MatchRecord
>>> from uttt.app.scores.book import ScoreBook
>>> app = App.start(MatchRecord("0" * 16), ScoreBook(), width=360, height=360)
>>> sound_of(app, app) is None
True
"""

from __future__ import annotations

from uttt.app.canvas.layout import compute_layout
from uttt.app.canvas.theme import Media
from uttt.app.features.looks.events import ClockZone, InstallOffered, MediaChanged, Resize
from uttt.app.model.app import NOTHING, REDRAW, App, Effects, with_page
from uttt.app.model.effects import Install, Redraw, Sound, SoundName
from uttt.app.model.routes import timeless
from uttt.app.round.match import Match


def sound_of(before: App, after: App) -> SoundName | None:
    """The sound of the change from ``before`` to ``after``, ``None`` for none."""
    if not after.settings.sound:
        return None
    was, now = before.match(), after.match()
    if now.round_id != was.round_id or was.is_over():
        return None
    played = len(now.moves) == len(was.moves) + 1 and now.moves[:-1] == was.moves
    if now.is_over() and (played or now.moves == was.moves):  # a move or a resignation
        return _ending(now)
    if not played:
        return None
    return "board" if _closed(now) > _closed(was) else "move"


def _ending(match: Match) -> SoundName:
    result = match.result
    if result is None or result.winner is None:
        return "drawn"
    person = match.person
    return "won" if person is None or result.winner == person else "lost"


def _closed(match: Match) -> int:
    """How many small boards are won (a drawn one makes no sound)."""
    shown = match.variant.board_view(match.board, None, True)
    return sum(small.state in ("X", "O") for small in shown.boards)


def with_sound(before: App, after: App, effects: Effects) -> Effects:
    """``effects`` and the step's sound, if it makes one."""
    name = sound_of(before, after)
    return effects if name is None else effects | Effects(Sound(name))


def media_changed(app: App, event: MediaChanged) -> tuple[App, Effects]:
    media = Media(dark=event.dark, reduce_motion=event.reduce_motion)
    return (app, NOTHING) if media == app.page.media else (with_page(app, media=media), REDRAW)


MAX_OFFSET = 14 * 60
"""The widest time zone offset there is, in minutes (UTC+14, Kiribati)."""


def clock_zone(app: App, event: ClockZone) -> tuple[App, Effects]:
    """The device's UTC offset, kept when it is one (whole minutes, at most 14 hours;
    anything else reads as UTC)."""
    offset = event.offset if abs(event.offset) <= MAX_OFFSET else 0
    if offset == app.page.utc_offset:
        return app, NOTHING
    return with_page(app, utc_offset=offset), REDRAW


def install_offered(app: App, event: InstallOffered) -> tuple[App, Effects]:
    return with_page(app, installable=event.offered), REDRAW


def install(app: App) -> tuple[App, Effects]:
    """The install button: the browser's prompt, once (it answers ``InstallOffered``)."""
    if not app.page.installable:
        return app, NOTHING
    return with_page(app, installable=False), Effects(Install(), Redraw())


def resize(app: App, event: Resize) -> tuple[App, Effects]:
    """The board's canvas changed size: the layout follows it."""
    layout = compute_layout(event.width, event.height, labels=app.settings.coordinates)
    return with_page(app, layout=layout), REDRAW


EVENTS = timeless({Resize: resize, MediaChanged: media_changed, InstallOffered: install_offered,
                   ClockZone: clock_zone})
"""The canvas's size, the browser's looks and clock, the offer to install."""

BUTTONS = timeless({"install": lambda app, _: install(app)})
