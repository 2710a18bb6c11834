"""The page's controller: a pure state machine, events in, new state and effects out.

The state is plain data (the saved round, the scores, what the player points
at). ``step(app, event)`` returns the next state and what the page must do:
redraw, save, announce a text, update the canvas's ``data-record``. Time comes
in with each event, so the input lock after a move is tested with fake clocks.
The handlers live in ``uttt.app.controller``, one module per concern; this module
routes each event to its handler and keeps what holds after every step.

>>> from uttt.app.round.record import MatchRecord
>>> from uttt.app.scores.book import ScoreBook
>>> app = App.start(MatchRecord("0" * 16), ScoreBook(), width=360, height=360)
>>> x, y = cell_centre(app, 40)
>>> app, fx = step(app, PointerDown(x, y, 1.0))
>>> app.view.held, Save in fx
(40, False)
>>> app, fx = step(app, PointerUp(x, y, 1.4))
>>> app.record.moves, Save in fx, fx.get(Publish)
((40,), True, Publish(record='1. e5'))
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from uttt.app.canvas.layout import compute_layout
from uttt.app.controller.effects import (
    Announce,
    Publish,
    Redraw,
    RunJobs,
    Save,
    SetStudyAside,
    Write,
    WriteArchive,
    WriteStudy,
    announced,
)
from uttt.app.controller.events import (
    ArchiveFilter,
    ArchivePick,
    ArchiveSaved,
    ArchiveStored,
    ArchiveText,
    Choose,
    Click,
    ClockZone,
    ComputerMove,
    Event,
    FriendsStored,
    GraphKey,
    GraphSize,
    GraphTap,
    HintAsked,
    InstallOffered,
    KeyPress,
    ListKey,
    MediaChanged,
    OpenLink,
    PickGame,
    PointerCancel,
    PointerDown,
    PointerMove,
    PointerUp,
    PositionSet,
    PositionTap,
    PuzzleSet,
    PuzzleSize,
    PuzzlesShown,
    PuzzleTap,
    PuzzleTyped,
    Resize,
    ReviewTo,
    Saved,
    Saving,
    SetName,
    SetOption,
    Shared,
    StorageChanged,
    Stored,
    StudyRead,
    StudyText,
    Tick,
    VariationKey,
    VariationTo,
    VariationTyped,
)
from uttt.app.controller.handlers.archive import (
    ARCHIVE_BUTTONS,
    archive_click,
    archive_filter,
    archive_import,
    archive_pick,
    archive_saved,
    archive_stored,
    archive_text_read,
    archived,
    file_read,
    save_refused,
)
from uttt.app.controller.handlers.board import (
    BOARD_BUTTONS,
    board_click,
    follow_board,
    in_variation,
    review_step,
    variation_key,
    variation_to,
    variation_typed,
)
from uttt.app.controller.handlers.buttons import (
    BUTTONS,
    LIST_KEYS,
    RESIGN_CONFIRM_SECONDS,
    click,
    list_key,
    review_to,
)
from uttt.app.controller.handlers.clocks import follow_clocks, time_out
from uttt.app.controller.handlers.hints import ask_hint
from uttt.app.controller.handlers.links import (
    LINK_BUTTONS,
    friends_stored,
    link_click,
    open_link,
    pick_game,
    set_name,
    shared,
)
from uttt.app.controller.handlers.looks import (
    clock_zone,
    install,
    install_offered,
    labelled,
    media_changed,
    with_sound,
)
from uttt.app.controller.handlers.modes import choose, set_option
from uttt.app.controller.handlers.notices import drop_stale
from uttt.app.controller.handlers.pointer import (
    REVIEW_KEYS,
    cell_centre,
    key,
    pointer_cancel,
    pointer_down,
    pointer_move,
    pointer_up,
)
from uttt.app.controller.handlers.position import (
    POSITION_BUTTONS,
    is_position_link,
    open_position_link,
    position_click,
    position_set,
    position_tap,
)
from uttt.app.controller.handlers.puzzles import (
    PUZZLE_BUTTONS,
    proof_done,
    puzzle_click,
    puzzle_option,
    puzzle_set,
    puzzle_size,
    puzzle_tap,
    puzzle_typed,
    puzzle_valued,
    puzzles_shown,
)
from uttt.app.controller.handlers.saving import saved, saving, stored, study_read
from uttt.app.controller.handlers.study import (
    ANALYSIS_BUTTONS,
    analysis_click,
    evaluated,
    follow_analysis,
    graph_key,
    graph_size,
    graph_tap,
    study_text,
)
from uttt.app.controller.handlers.tabs import storage_changed
from uttt.app.controller.handlers.timer import tick
from uttt.app.controller.handlers.tour import (
    TOUR_BUTTONS,
    leaves_tour,
    offer_passed,
    tour_click,
)
from uttt.app.controller.handlers.turns import LOCK_SECONDS, computer_move, play
from uttt.app.controller.state import NOTHING, REDRAW, App, Effects, reconcile
from uttt.app.rating.elo import rate
from uttt.app.round import clock as turn_clock
from uttt.app.storage.archive_text import FileRead
from uttt.app.storage.tab_merge import left_after, remember, revised
from uttt.app.study.jobs import Evaluated, JobDone
from uttt.app.study.values import Valued
from uttt.app.view.build import record_text
from uttt.app.view.friends import personal
from uttt.frozen import replace

__all__ = [
    "BUTTONS",
    "KEYS",
    "LIST_KEYS",
    "LOCK_SECONDS",
    "NOTHING",
    "REDRAW",
    "RESIGN_CONFIRM_SECONDS",
    "App",
    "Choose",
    "Click",
    "ComputerMove",
    "Effects",
    "Evaluated",
    "Event",
    "HintAsked",
    "JobDone",
    "KeyPress",
    "ListKey",
    "OpenLink",
    "PickGame",
    "PointerCancel",
    "PointerDown",
    "PointerMove",
    "PointerUp",
    "PositionSet",
    "PositionTap",
    "PuzzleSize",
    "PuzzleTap",
    "PuzzleTyped",
    "PuzzlesShown",
    "Resize",
    "ReviewTo",
    "Saved",
    "Saving",
    "SetName",
    "SetOption",
    "Shared",
    "StorageChanged",
    "Stored",
    "StudyRead",
    "Tick",
    "cell_centre",
    "initial_effects",
    "play",
    "step",
]


KEYS = frozenset({"ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Enter", " ", "Home",
                  "End", "Escape"})
"""The keys the board answers (the page keeps their default action from them)."""


def initial_effects(app: App) -> Effects:
    """What to do once at start: draw, publish the record, announce the status."""
    searches = tuple(ticket for ticket in (app.thinking, app.pondering) if ticket is not None)
    started = (RunJobs(searches),) if searches else ()
    return Effects(Redraw(), Publish(record_text(app.match())),
                   Announce((app.render_view().status,)), *started)


def step(app: App, event: Event, wall: float | None = None) -> tuple[App, Effects]:
    """The next state and the effects of one event (searches started and dropped
    to follow the position, a round decided by it rated). With ``wall`` (wall-clock
    seconds) the turn clock follows a new turn in the same step, so a move is saved
    once, clock included. Without storage, nothing asks for a save.

    A save asked for is merged here, in the same step, with what this tab knows storage
    holds (``App.known_storage``: what it last wrote or read), and answered with the
    ``Write`` that expects storage to hold it still; only a tab that knows nothing yet
    asks the page to read storage (``Save``, answered as ``Saving``)."""
    before, early = app, NOTHING
    if wall is not None and not isinstance(event, Saving | Saved):
        app, early = time_out(app, wall)  # a side out of time lost before this event
    routed, effects = _route(app, event, wall)
    after, effects = _settled(before, event, routed, early | effects, wall)
    known = after.known_storage
    if Save in effects and known is not None:
        merging = Saving(*known)
        after, written = _settled(after, merging, *saving(after, merging), None)
        effects = effects.without(Save) | written
    return after, effects


def _settled(app: App, event: Event, after: App, effects: Effects,
             wall: float | None) -> tuple[App, Effects]:
    """What holds after every event's handler: one search ticket for the position, the
    round's revision, the rating, the notices, the turn clock and the game clocks; the
    save dropped without storage, and every write when storage could not be read; what
    is said to a friend's game in its words; the tour's offer answered once the person
    plays past it."""
    if not isinstance(event, ComputerMove | StorageChanged | Stored | Saving | Saved):
        after, effects = offer_passed(app, after, effects)  # the person played past it
    after, effects = reconcile(labelled(after), effects)
    if not isinstance(event, Saving | Stored | StorageChanged):  # those merge revisions
        effects = with_sound(app, after, effects)  # another tab's move makes no sound
        left = left_after(app.left, app.record, after.record)
        after = replace(after, rev=revised(app.rev, app.record, after.record), left=left,
                        replaced=remember(app.replaced, after.record.round_id, left))
    after = drop_stale(app, _rated(app, after))
    after, effects = archived(app, after, effects, wall)
    if after.tour is None:  # the tour's positions get no report and no analysis board
        after, effects = follow_analysis(after, effects)
        after, effects = follow_board(app, after, effects)
    if wall is not None and not isinstance(event, Saving | Saved):
        new_limit = isinstance(event, SetOption) and (
            after.settings.turn_timer != app.settings.turn_timer)
        after, effects = _follow_clock(after, wall, effects, new_limit=new_limit)
        after, effects = follow_clocks(after, wall, effects)
    if not after.storage_read:  # what could not be read is never written over
        effects = effects.without(Save, Write, SetStudyAside, WriteStudy, WriteArchive)
    elif Save in effects and not after.storage_ok:
        effects = effects.without(Save)
    game = after.link_game()
    if game is not None and announced(effects):  # said to me: "you", my friend by name
        effects = effects.said(tuple(personal(m, game) for m in announced(effects)))
    return after, effects


def _follow_clock(app: App, wall: float, effects: Effects,
                  *, new_limit: bool) -> tuple[App, Effects]:
    """The turn clock follows the turn on screen. A time limit chosen now counts from now:
    the time spent before it was chosen was not limited, and must not use up the turn
    (it did: turning the timer on after 30 s of thought played a move at once)."""
    record = app.record
    clock = turn_clock.follow(app.clock, round_id=record.round_id, ply=len(record.moves),
                              now=wall)
    if new_limit:
        clock = turn_clock.restart(clock, now=wall)
    if clock == app.clock:
        return app, effects
    return replace(app, clock=clock), effects | Effects(Redraw(), Save())


def _rated(before: App, after: App) -> App:
    """Rate a round against the computer this step decided (once per round id), and
    drop the time-out note once another move was played."""
    if after.record == before.record:
        return after
    if after.timeout_note is not None and after.timeout_note == before.timeout_note:
        after = replace(after, timeout_note=None)
    book = rate(after.rating, before.match(), after.match())
    return after if book == after.rating else replace(after, rating=book)


def _resize(app: App, event: Resize) -> tuple[App, Effects]:
    layout = compute_layout(event.width, event.height, labels=app.settings.coordinates)
    return replace(app, layout=layout), REDRAW


_HANDLERS: dict[type[object], Callable[[App, Any], tuple[App, Effects]]] = {
    PointerDown: pointer_down, PointerMove: pointer_move, PointerUp: pointer_up,
    PointerCancel: lambda app, _: pointer_cancel(app), KeyPress: key, Click: click,
    StorageChanged: storage_changed, Resize: _resize, Tick: tick, ComputerMove: computer_move,
    Choose: choose, SetOption: set_option, Stored: stored, Saving: saving, Saved: saved,
    ReviewTo: lambda app, e: review_to(app, e.ply), ListKey: lambda app, e: list_key(app, e.key),
    HintAsked: lambda app, _: ask_hint(app), Evaluated: evaluated,
    JobDone: proof_done,
    StudyText: study_text, GraphTap: graph_tap, GraphKey: graph_key, GraphSize: graph_size,
    PuzzlesShown: puzzles_shown, PuzzleTap: puzzle_tap, PuzzleTyped: puzzle_typed,
    PuzzleSize: puzzle_size, PuzzleSet: puzzle_set,
    OpenLink: open_link, PickGame: pick_game, Shared: shared, FriendsStored: friends_stored,
    SetName: set_name, StudyRead: study_read,
    ArchiveText: archive_text_read, ArchiveStored: archive_stored, ArchiveSaved: archive_saved,
    ArchivePick: archive_pick, ArchiveFilter: archive_filter, FileRead: file_read,
    VariationTo: variation_to, VariationKey: variation_key, Valued: puzzle_valued,
    MediaChanged: media_changed, InstallOffered: install_offered, ClockZone: clock_zone,
    VariationTyped: variation_typed, PositionTap: position_tap, PositionSet: position_set,
}
"""The handler of each kind of event."""


def _review_step(event: Event) -> str | None:
    """The review's step an event asks for (a button, a key on the board or the list)."""
    if isinstance(event, Click) and event.button in ("first", "prev", "next", "last"):
        return event.button
    if isinstance(event, ListKey):
        return LIST_KEYS.get(event.key)
    if isinstance(event, KeyPress):
        return REVIEW_KEYS.get(event.key)
    return None


def _route(app: App, event: Event, wall: float | None = None) -> tuple[App, Effects]:
    if isinstance(event, SetOption) and event.name.startswith("puzzle_"):
        return puzzle_option(app, event)  # the puzzle panel's own choices, not settings
    if app.tour is not None and leaves_tour(event):  # the game's controls: the game again
        app = replace(app, tour=None, pressed=None, view=replace(app.view, held=None,
                                                                 previewed=None))
    if isinstance(event, Click) and event.button in TOUR_BUTTONS:
        return tour_click(app, event)
    if isinstance(event, Choose | SetOption) and (app.link_key or app.watching):
        app = replace(app, link_key=None, watching=None)  # modes are this device's game's
    if isinstance(event, Click) and event.button in ("play_again", "undo") and app.link_key:
        # a link game's next round is a rematch; its undo stops once the link was sent
        event = replace(event, button="rematch" if event.button == "play_again" else "take_back")
    if isinstance(event, Click) and event.button == "install":
        return install(app)
    if isinstance(event, Click) and event.button in POSITION_BUTTONS:
        return position_click(app, event)
    if isinstance(event, OpenLink) and event.source != "archive" \
            and is_position_link(event.text):
        return open_position_link(app, event)
    if isinstance(event, Click) and event.button in PUZZLE_BUTTONS:
        return puzzle_click(app, event)
    if isinstance(event, Click) and event.button in BOARD_BUTTONS:
        return board_click(app, event)
    if in_variation(app) and _review_step(event) is not None:  # steps along the variation
        return review_step(app, _review_step(event) or "")
    if isinstance(event, Click) and event.button in ANALYSIS_BUTTONS:
        return analysis_click(app, event)
    if isinstance(event, Click) and event.button in ARCHIVE_BUTTONS:
        return archive_click(app, event, wall)
    if isinstance(event, OpenLink) and event.source == "archive":
        return archive_import(app, event)
    if isinstance(event, Saved) and not event.ok:  # room for the round's save first
        return save_refused(app) or saved(app, event)
    if isinstance(event, Click) and event.button in LINK_BUTTONS:
        return link_click(app, event) or (app, NOTHING)
    return _HANDLERS[type(event)](app, event)
