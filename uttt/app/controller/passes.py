"""What holds after every event's handler, as an ordered table of passes (``PASSES``).

Each pass says what it reads: the fields of the state it depends on (``reads``, compared
between the state before the event and the state so far), what in the step's effects
calls for it (``when``), the events it never follows (``skips``), whether it needs the
wall clock (``timed``) and whether time passing alone calls for it (``ticks``: a ``Tick``).
A pass runs only when one of its inputs changed: what it would compute from unchanged
inputs it computed already, after the step that last changed them. So a pointer move
runs no archive, rating, tab merge, clock or analysis pass; a move played runs them all.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from uttt.app.core.event import Event
from uttt.app.features.analysis.board import follow_board
from uttt.app.features.analysis.handlers import follow_analysis
from uttt.app.features.archive.handlers import archived
from uttt.app.features.clocks.handlers import follow_clocks
from uttt.app.features.deepen.handlers import follow_deepen
from uttt.app.features.deepen.state import position_of
from uttt.app.features.live.room import due as live_due
from uttt.app.features.live.room import follow_room, tick_clock
from uttt.app.features.lobby.room import due as lobby_due
from uttt.app.features.lobby.room import follow_lobby, rate_people
from uttt.app.features.looks.handlers import with_sound
from uttt.app.features.play.events import Tick
from uttt.app.features.puzzles.handlers import follow_run, running
from uttt.app.features.saving.events import StorageChanged, Stored
from uttt.app.features.saving.notices import drop_stale
from uttt.app.features.tour.handlers import offer_passed
from uttt.app.friends.words import personal
from uttt.app.model.app import (
    App,
    Effects,
    labelled,
    match_inputs,
    reconcile,
    with_round,
    with_storage,
)
from uttt.app.model.effects import (
    Redraw,
    Save,
    SetStudyAside,
    Write,
    WriteArchive,
    WriteStudy,
    announced,
)
from uttt.app.model.events import ComputerMove, Saved, Saving, SetOption
from uttt.app.rating.elo import rate
from uttt.app.round import clock as turn_clock
from uttt.app.storage.tab_merge import left_after, remember, revised
from uttt.frozen import replace

Run = Callable[[App, Event, App, Effects, float | None], tuple[App, Effects]]
"""A pass: ``(before, event, after, effects, wall) -> (after, effects)``."""


class Pass(NamedTuple):
    """One pass of the table and what calls for it."""

    name: str
    run: Run
    reads: Callable[[App], object] | None = None
    """The inputs it reads from the state (``None``: it follows every event)."""
    when: Callable[[App, Effects], bool] | None = None
    """What in the state and the step's effects it acts on (``None``: anything)."""
    skips: tuple[type, ...] = ()
    """Events it never follows."""
    timed: bool = False
    """It needs the wall clock (no pass without one)."""
    ticks: bool = False
    """Time passing (a ``Tick``) calls for it, whatever else changed."""

    def due(self, before: App, event: Event, after: App, effects: Effects,
            wall: float | None) -> bool:
        """Whether it runs: not skipped, and one of its inputs changed."""
        if isinstance(event, self.skips) or (self.timed and wall is None):
            return False
        if self.when is not None and not self.when(after, effects):
            return False
        return (self.reads is None or (self.ticks and isinstance(event, Tick))
                or self.reads(before) != self.reads(after))


def settled(before: App, event: Event, after: App, effects: Effects,
            wall: float | None) -> tuple[App, Effects]:
    """``after`` and ``effects`` once every pass due has run, in order."""
    for each in PASSES:
        if each.due(before, event, after, effects, wall):
            after, effects = each.run(before, event, after, effects, wall)
    return after, effects


def _shown(app: App) -> tuple[object, ...]:
    """What the game on screen (``App.match``) is built from."""
    return match_inputs(app)


def _offer(app: App, event: Event, after: App, effects: Effects,
           wall: float | None) -> tuple[App, Effects]:
    return offer_passed(app, after, effects)  # the person played past it


def _reconciled(app: App, event: Event, after: App, effects: Effects,
                wall: float | None) -> tuple[App, Effects]:
    return reconcile(labelled(after), effects)


def _sound(app: App, event: Event, after: App, effects: Effects,
           wall: float | None) -> tuple[App, Effects]:
    return after, with_sound(app, after, effects)  # another tab's move makes no sound


def _revision(app: App, event: Event, after: App, effects: Effects,
              wall: float | None) -> tuple[App, Effects]:
    left = left_after(app.storage.left, app.round.record, after.round.record)
    after = with_storage(after, rev=revised(app.storage.rev, app.round.record, after.round.record),
                         left=left,
                         replaced=remember(app.storage.replaced, after.round.record.round_id, left))
    return after, effects


def _rating(app: App, event: Event, after: App, effects: Effects,
            wall: float | None) -> tuple[App, Effects]:
    return _rated(app, after), effects


def _notices(app: App, event: Event, after: App, effects: Effects,
             wall: float | None) -> tuple[App, Effects]:
    return drop_stale(app, after), effects


def _archive(app: App, event: Event, after: App, effects: Effects,
             wall: float | None) -> tuple[App, Effects]:
    return archived(app, after, effects, wall)


def _analysis(app: App, event: Event, after: App, effects: Effects,
              wall: float | None) -> tuple[App, Effects]:
    return follow_analysis(after, effects)


def _analysis_board(app: App, event: Event, after: App, effects: Effects,
                    wall: float | None) -> tuple[App, Effects]:
    return follow_board(app, after, effects)


def _deepen(app: App, event: Event, after: App, effects: Effects,
            wall: float | None) -> tuple[App, Effects]:
    return follow_deepen(after, effects)


def _turn_clock(app: App, event: Event, after: App, effects: Effects,
                wall: float | None) -> tuple[App, Effects]:
    assert wall is not None
    new_limit = isinstance(event, SetOption) and (
        after.settings.turn_timer != app.settings.turn_timer)
    return _follow_clock(after, wall, effects, new_limit=new_limit)


def _game_clocks(app: App, event: Event, after: App, effects: Effects,
                 wall: float | None) -> tuple[App, Effects]:
    assert wall is not None
    return follow_clocks(after, wall, effects)


def _puzzle_run(app: App, event: Event, after: App, effects: Effects,
                wall: float | None) -> tuple[App, Effects]:
    assert wall is not None
    return follow_run(after, isinstance(event, Tick), effects, wall)


def _storage(app: App, event: Event, after: App, effects: Effects,
             wall: float | None) -> tuple[App, Effects]:
    if not after.storage.read:  # what could not be read is never written over
        effects = effects.without(Save, Write, SetStudyAside, WriteStudy, WriteArchive)
    elif Save in effects and not after.storage.ok:
        effects = effects.without(Save)
    return after, effects


def _wording(app: App, event: Event, after: App, effects: Effects,
             wall: float | None) -> tuple[App, Effects]:
    game = after.link_game()
    if game is not None and announced(effects):  # said to me: "you", my friend by name
        effects = effects.said(tuple(personal(m, game) for m in announced(effects)))
    return after, effects


def _follow_clock(app: App, wall: float, effects: Effects,
                  *, new_limit: bool) -> tuple[App, Effects]:
    """The turn clock follows the turn on screen. A time limit chosen now counts from now:
    the time spent before it was chosen was not limited, and must not use up the turn
    (it did: turning the timer on after 30 s of thought played a move at once)."""
    record = app.round.record
    clock = turn_clock.follow(app.round.clock, round_id=record.round_id, ply=len(record.moves),
                              now=wall)
    if new_limit:
        clock = turn_clock.restart(clock, now=wall)
    if clock == app.round.clock:
        return app, effects
    return with_round(app, clock=clock), effects | Effects(Redraw(), Save())


def _rated(before: App, after: App) -> App:
    """Rate a round against the computer this step decided (once per round id), and
    drop the time-out note once another move was played."""
    if after.round.record == before.round.record:
        return after
    note = after.round.timeout_note
    if note is not None and note == before.round.timeout_note:
        after = with_round(after, timeout_note=None)
    book = rate(after.rating, before.match(), after.match())
    return after if book == after.rating else replace(after, rating=book)


_MERGES = (Saving, Stored, StorageChanged)
"""Events that merge another tab's round: its revision and its sounds are that tab's."""

PASSES: tuple[Pass, ...] = (
    Pass("offer passed", _offer, reads=lambda a: a.round.record,
         skips=(ComputerMove, StorageChanged, Stored, Saving, Saved)),
    Pass("search tickets", _reconciled),
    Pass("sound", _sound, reads=_shown, skips=_MERGES),
    Pass("revision", _revision,
         reads=lambda a: (a.round.record, a.storage.rev, a.storage.left, a.storage.replaced),
         skips=_MERGES),
    Pass("rating", _rating, reads=lambda a: a.round.record),
    Pass("notices", _notices,
         reads=lambda a: (a.round.record, a.links.shown, a.links.book, a.links.watching),
         when=lambda a, _: bool(a.notices)),
    Pass("archive", _archive, reads=lambda a: (a.round.record, a.links.book)),
    Pass("analysis", _analysis, reads=lambda a: (_shown(a), a.study, a.round.view.review),
         when=lambda a, _: a.tour is None),  # the tour's positions get no report
    Pass("analysis board", _analysis_board,
         reads=lambda a: (_shown(a), a.study, a.round.view.review),
         when=lambda a, _: a.tour is None),
    Pass("keep thinking", _deepen,
         reads=lambda a: position_of(a.study.board, a.round.view.review),
         when=lambda a, _: a.study.deepen is not None),
    Pass("turn clock", _turn_clock, reads=lambda a: (a.round.record, a.round.clock, a.settings),
         skips=(Saving, Saved), timed=True, ticks=True),
    Pass("game clocks", _game_clocks, reads=lambda a: (_shown(a), a.round.game_clock),
         skips=(Saving, Saved), timed=True, ticks=True),
    Pass("live clock", tick_clock, reads=lambda a: a.live.clock, timed=True, ticks=True,
         when=lambda a, _: a.live.clock is not None and a.live.clock.running is not None),
    Pass("puzzle run", _puzzle_run, timed=True, when=lambda a, _: running(a)),
    Pass("live room", follow_room, when=lambda a, _: live_due(a)),
    Pass("lobby", follow_lobby, when=lambda a, _: lobby_due(a)),  # after the live room's
    Pass("people rating", rate_people, reads=lambda a: (a.links.book, a.lobby.met),
         when=lambda a, _: any(m.rated and not m.applied for m in a.lobby.met.values())),
    Pass("storage", _storage,
         when=lambda a, fx: not a.storage.read or (Save in fx and not a.storage.ok)),
    Pass("wording", _wording, when=lambda a, fx: bool(announced(fx)) and a.links.shown is not None),
)
"""The passes, in the order they run (the order of the code they replace)."""


def traced(table: tuple[Pass, ...], ran: list[str]) -> tuple[Pass, ...]:
    """``table`` with each pass adding its name to ``ran`` when it runs: how the passes
    an event runs are counted (the tests, scripts/bench/tap_path.py)."""
    return tuple(each._replace(run=_naming(each, ran)) for each in table)


def _naming(each: Pass, ran: list[str]) -> Run:
    def run(before: App, event: Event, after: App, effects: Effects,
            wall: float | None) -> tuple[App, Effects]:
        ran.append(each.name)
        return each.run(before, event, after, effects, wall)
    return run
