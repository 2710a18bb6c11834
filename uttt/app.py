"""The page's controller: a pure state machine, events in, new state and effects out.

The state is plain data (the saved round, the scores, what the player points
at). ``step(app, event)`` returns the next state and what the page must do:
redraw, save, announce a text, update the canvas's ``data-record``. Time comes
in with each event, so the input lock after a move is tested with fake clocks.

>>> app = App.start(MatchRecord("0" * 16), ScoreBook(), width=360, height=360)
>>> x, y = cell_rect(app.layout, 40).centre
>>> app, fx = step(app, PointerDown(x, y, 1.0))
>>> app.view.held, fx.save
(40, False)
>>> app, fx = step(app, PointerUp(x, y, 1.4))
>>> app.record.moves, fx.save, fx.record
((40,), True, '1. e5')
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from uttt import clock as turn_clock
from uttt import settings_form
from uttt.board import Board, Move
from uttt.classic import ClassicBoard
from uttt.clock import TurnClock
from uttt.computer import Thinking
from uttt.i18n import Language, Message, Ref, message, translate
from uttt.layout import (
    Layout,
    cell_rect,
    classic_cell_rect,
    classic_hit_test,
    compute_layout,
    hit_test,
)
from uttt.match import Match, MatchRecord
from uttt.notation import classic_move_name, move_name
from uttt.rating import RatingBook, rate
from uttt.scores import Colour, GameKind, Level, Mode, ScoreBook, merge
from uttt.store import Settings
from uttt.view import (
    View,
    ViewState,
    build_view,
    choice_ref,
    classic_announcement,
    computer_announcement,
    confirm_message,
    move_announcement,
    record_text,
)

LOCK_SECONDS = 0.25
"""After a move, input is ignored this long, so a double tap cannot play twice."""
RESIGN_CONFIRM_SECONDS = 3.0
"""How long a first press on Resign waits for the confirming second press."""

BUTTONS = ("undo", "resign", "play_again", "first", "prev", "next", "last", "switch_confirm",
           "switch_cancel")


# -- events --------------------------------------------------------------------


@dataclass(frozen=True)
class PointerDown:
    x: float
    y: float
    time: float


@dataclass(frozen=True)
class PointerMove:
    """The pointer moved; ``pressed`` is false for a hovering mouse."""

    x: float
    y: float
    time: float
    pressed: bool = True


@dataclass(frozen=True)
class PointerUp:
    x: float
    y: float
    time: float


@dataclass(frozen=True)
class PointerCancel:
    """The press was interrupted, or the pointer left the canvas."""

    time: float


@dataclass(frozen=True)
class Key:
    key: str
    """``KeyboardEvent.key``: ``ArrowUp``, ``Enter``, ``" "``, ``Home``…"""
    time: float


@dataclass(frozen=True)
class Click:
    """A button of the page was pressed. ``fresh_id`` is a new random round id,
    in case the click starts a round."""

    button: str
    time: float
    fresh_id: str = ""


@dataclass(frozen=True)
class StorageChanged:
    """Another tab saved: its round and its score book (already validated)."""

    record: MatchRecord | None
    scores: ScoreBook


@dataclass(frozen=True)
class Resize:
    width: float
    height: float


@dataclass(frozen=True)
class Tick:
    time: float
    wall: float | None = None
    """Wall-clock seconds (``Date.now() / 1000``) for the turn timer; ``None``: unknown."""


@dataclass(frozen=True)
class ComputerMove:
    """A search finished: its ticket's token and the move it chose."""

    token: int
    move: Move
    time: float


@dataclass(frozen=True)
class Choose:
    """The player picked a mode and level (``fresh_id``: a new round id, in case
    the choice starts a round)."""

    mode: Mode
    level: Level
    time: float
    fresh_id: str = ""
    game: GameKind | None = None
    """A new game kind too (``None``: keep the current one)."""


@dataclass(frozen=True)
class SetOption:
    """A control of the settings panel changed (``uttt.settings_form``): its name and
    raw value; ``fresh_id`` in case the change starts a round."""

    name: str
    value: str
    time: float
    fresh_id: str = ""


Event = (
    PointerDown | PointerMove | PointerUp | PointerCancel | Key | Click | StorageChanged
    | Resize | Tick | ComputerMove | Choose | SetOption
)


# -- state and effects -----------------------------------------------------------


@dataclass(frozen=True)
class Effects:
    """What the page must do after an event."""

    redraw: bool = False
    save: bool = False
    announce: tuple[Message, ...] = ()
    record: str | None = None
    """The new ``data-record`` value, when it changed."""
    think: Thinking | None = None
    """Start this search (after dropping any running one)."""
    stop: bool = False
    """Drop the running search: its result no longer applies."""
    relabel: bool = False
    """The language changed: translate the page's fixed texts again."""

    def __or__(self, other: Effects) -> Effects:
        """These effects, then ``other``'s (a later stop cancels an earlier start)."""
        later = other.think is not None or other.stop
        return Effects(
            self.redraw or other.redraw,
            self.save or other.save,
            self.announce + other.announce,
            other.record if other.record is not None else self.record,
            other.think if later else self.think,
            self.stop or other.stop,
            self.relabel or other.relabel,
        )


NOTHING = Effects()
REDRAW = Effects(redraw=True)


@dataclass(frozen=True)
class App:
    """The whole state of the page: plain data."""

    record: MatchRecord
    scores: ScoreBook
    layout: Layout
    view: ViewState = field(default_factory=ViewState)
    language: Language = "en"
    lock_until: float = float("-inf")
    pressed: Move | None = None
    """The cell a pointer went down on and still holds (it plays on release there)."""
    resign_until: float = float("-inf")
    notices: tuple[Message, ...] = field(default=())
    thinking: Thinking | None = None
    """The live search ticket while it is the computer's turn."""
    next_token: int = 1
    settings: Settings = field(default_factory=Settings)
    """What the player chose (mode, level and game follow the round when saved)."""
    clock: TurnClock | None = None
    """When the current turn began (wall clock), for the turn timer."""
    rating: RatingBook = field(default_factory=RatingBook)
    timeout_note: Message | None = None
    """Says the computer moved for a player out of time, until the next move."""
    auto_language: Language = "en"
    """The language the browser prefers, used when the setting is "auto"."""

    @classmethod
    def start(cls, record: MatchRecord, scores: ScoreBook, *, width: float, height: float,
              language: Language = "en", notices: tuple[Message, ...] = ()) -> App:
        """The page's state at start, from a saved (already validated) round; if
        it is the computer's turn, its search ticket is ready (``initial_effects``)."""
        app = cls(record, scores, compute_layout(width, height), language=language,
                  notices=notices)
        return _reconcile(app, NOTHING)[0]

    def match(self) -> Match:
        """The live match, rebuilt from the record (cheap: at most 81 moves)."""
        return Match(self.record, scores=self.scores,
                     alternate_starter=self.settings.alternate_starter)

    def saved_settings(self) -> Settings:
        """The settings to save: mode, level and game are the round's."""
        record = self.record
        return replace(self.settings, mode=record.mode, level=record.level, game=record.game)

    def timer(self, wall: float) -> tuple[str, Colour] | None:
        """The countdown to show now and whose it is, ``None`` when no timer runs."""
        limit = self.settings.turn_timer
        colour = turn_clock.runs_for(self.match(), limit=limit)
        clock = self.clock
        if colour is None or clock is None or (clock.round_id, clock.ply) != (
                self.record.round_id, len(self.record.moves)):
            return None if colour is None else (turn_clock.countdown(limit), colour)
        left = turn_clock.remaining(clock, limit=limit, now=wall)
        return turn_clock.countdown(left or 0.0), colour

    def render_view(self) -> View:
        """The view model for the renderer and the page's texts."""
        return build_view(self.match(), self.view)

    def text(self, msg: Message) -> str:
        """A message in the page's language."""
        return translate(self.language, msg)

    def absorb(self, scores: ScoreBook) -> App:
        """This state with another tab's scores merged in (before saving, and on a
        storage event); a round counted by both is counted once."""
        return replace(self, scores=merge(self.scores, scores))


def initial_effects(app: App) -> Effects:
    """What to do once at start: draw, publish the record, announce the status."""
    return Effects(redraw=True, record=record_text(app.match()),
                   announce=(app.render_view().status,), think=app.thinking)


# -- the state machine -------------------------------------------------------------


def step(app: App, event: Event) -> tuple[App, Effects]:
    """The next state and the effects of one event (searches started and dropped
    to follow the position, a round decided by it rated)."""
    after, effects = _reconcile(*_step(app, event))
    return _rated(app, after), effects


def _rated(before: App, after: App) -> App:
    """Rate a round against the computer this step decided (once per round id), and
    drop the time-out note once another move was played."""
    if after.record == before.record:
        return after
    if after.timeout_note is not None and after.timeout_note == before.timeout_note:
        after = replace(after, timeout_note=None)
    book = rate(after.rating, before.match(), after.match())
    return after if book == after.rating else replace(after, rating=book)


def _reconcile(app: App, effects: Effects) -> tuple[App, Effects]:
    """Keep exactly one search ticket while it is the computer's turn, for this
    very position; drop it the moment the position changes."""
    match = app.match()
    wanted = match.is_computer_turn()
    current = app.thinking
    if current is not None and not (wanted and _ticket_fits(current, app.record)):
        app, effects = replace(app, thinking=None), effects | Effects(stop=True)
        current = None
    if wanted and current is None:
        record = app.record
        ticket = Thinking(app.next_token, record.round_id, record.moves, record.level,
                          record.game)
        app = replace(app, thinking=ticket, next_token=app.next_token + 1)
        effects = effects | Effects(think=ticket)
    return app, effects


def _ticket_fits(ticket: Thinking, record: MatchRecord) -> bool:
    return (ticket.round_id, ticket.moves, ticket.level) == (
        record.round_id, record.moves, record.level)


def _step(app: App, event: Event) -> tuple[App, Effects]:
    if isinstance(event, ComputerMove):
        return _computer_move(app, event)
    if isinstance(event, Choose):
        return _choose(app, event)
    if isinstance(event, SetOption):
        return _set_option(app, event)
    if isinstance(event, PointerDown):
        return _down(app, event)
    if isinstance(event, PointerMove):
        return _move(app, event)
    if isinstance(event, PointerUp):
        return _up(app, event)
    if isinstance(event, PointerCancel):
        return _cancel(app)
    if isinstance(event, Key):
        return _key(app, event)
    if isinstance(event, Click):
        return _click(app, event)
    if isinstance(event, StorageChanged):
        return _storage(app, event)
    if isinstance(event, Resize):
        return replace(app, layout=compute_layout(event.width, event.height)), REDRAW
    return _tick(app, event)


def _with_view(app: App, **changes: object) -> tuple[App, Effects]:
    view = replace(app.view, **changes)  # type: ignore[arg-type]
    if view == app.view:
        return app, NOTHING
    return replace(app, view=view), REDRAW


def _legal_here(app: App, x: float, y: float) -> Move | None:
    """The move under a point if it may be played now (dimmed boards answer nothing)."""
    if app.view.review is not None:
        return None
    move = _hit(app, x, y)
    match = app.match()
    if match.is_computer_turn():
        return None
    return move if move is not None and move in match.legal_moves() else None


def _down(app: App, event: PointerDown) -> tuple[App, Effects]:
    if event.time < app.lock_until:
        return app, NOTHING
    move = _legal_here(app, event.x, event.y)
    app = replace(app, pressed=move)
    return _with_view(app, held=move)


def _move(app: App, event: PointerMove) -> tuple[App, Effects]:
    under = _hit(app, event.x, event.y)
    if app.pressed is not None:
        if under == app.pressed:
            return app, NOTHING
        return _cancel(app)
    if event.pressed:
        return app, NOTHING
    return _with_view(app, held=_legal_here(app, event.x, event.y))


def _up(app: App, event: PointerUp) -> tuple[App, Effects]:
    pressed = app.pressed
    app = replace(app, pressed=None)
    if pressed is None or event.time < app.lock_until:
        return _with_view(app, held=None)
    if _hit(app, event.x, event.y) != pressed:
        return _with_view(app, held=None)
    return play(app, pressed, event.time)


def _hit(app: App, x: float, y: float) -> Move | None:
    """The cell under a point, on the board of the round's game."""
    if app.record.game == "classic":
        return classic_hit_test(app.layout, x, y)
    return hit_test(app.layout, x, y)


def _cancel(app: App) -> tuple[App, Effects]:
    return _with_view(replace(app, pressed=None), held=None)


def play(app: App, move: Move, time: float) -> tuple[App, Effects]:
    """Play the player's move now if the rules allow it (and it is not the
    computer's turn): lock input, save, announce."""
    match = app.match()
    if time < app.lock_until or match.is_computer_turn() or move not in match.legal_moves():
        return app, NOTHING
    match.play(move)
    view = build_view(match, ViewState(cursor=app.view.cursor))
    said: tuple[Message, ...] = (_announcement(match, computer=False),)
    if match.is_over():
        said += (view.status, *view.result)
    app = replace(app, record=match.record(), scores=match.scores, lock_until=time + LOCK_SECONDS,
                  view=ViewState(cursor=app.view.cursor), pressed=None,
                  resign_until=float("-inf"))
    return app, Effects(redraw=True, save=True, announce=said, record=record_text(match))


def _announcement(match: Match, *, computer: bool) -> Message:
    """What the live region says after a move of either game."""
    board = match.board
    if isinstance(board, ClassicBoard):
        return classic_announcement(board)
    assert isinstance(board, Board)
    return computer_announcement(board, match) if computer else move_announcement(board, match)


# -- keyboard ----------------------------------------------------------------------

_STEPS = {"ArrowUp": (-1, 0), "ArrowDown": (1, 0), "ArrowLeft": (0, -1), "ArrowRight": (0, 1)}
_REVIEW_KEYS = {"ArrowLeft": "prev", "ArrowRight": "next", "Home": "first", "End": "last",
                "ArrowUp": "first", "ArrowDown": "last"}


def grid_of(move: Move) -> tuple[int, int]:
    """The row and column (0..8) of a move on the 9x9 grid."""
    board, cell = divmod(move, 9)
    return 3 * (board // 3) + cell // 3, 3 * (board % 3) + cell % 3


def move_of(row: int, col: int) -> Move:
    """The move at a row and column (0..8) of the 9x9 grid."""
    return 9 * (3 * (row // 3) + col // 3) + 3 * (row % 3) + col % 3


def _start_cursor(app: App) -> Move:
    match = app.match()
    legal = match.legal_moves()
    if match.game == "classic":
        return 4 if 4 in legal or not legal else legal[0]
    if not legal:
        return 40
    boards = sorted({m // 9 for m in legal})
    centre = 9 * boards[len(boards) // 2] + 4
    return centre if centre in legal else legal[0]


def _key(app: App, event: Key) -> tuple[App, Effects]:
    match = app.match()
    if match.is_over() and event.key in _REVIEW_KEYS:
        return _review(app, _REVIEW_KEYS[event.key])
    if event.key in _STEPS:
        cursor = app.view.cursor
        if cursor is None:
            cursor = _start_cursor(app)
        else:
            cursor = _step_cursor(cursor, _STEPS[event.key], classic=match.game == "classic")
        return _with_view(app, cursor=cursor, held=cursor if cursor in match.legal_moves()
                          else None)
    if event.key in ("Enter", " ") and app.view.cursor is not None:
        return play(app, app.view.cursor, event.time)
    if event.key == "Escape":
        return _with_view(app, held=None, resign_armed=False)
    return app, NOTHING


def _step_cursor(cursor: Move, by: tuple[int, int], *, classic: bool) -> Move:
    """The cursor moved one cell, stopping at the edges of the 9x9 or 3x3 grid."""
    if classic:
        row, col = divmod(cursor, 3)
        return 3 * min(2, max(0, row + by[0])) + min(2, max(0, col + by[1]))
    row, col = grid_of(cursor)
    return move_of(min(8, max(0, row + by[0])), min(8, max(0, col + by[1])))


# -- buttons -----------------------------------------------------------------------


def _click(app: App, event: Click) -> tuple[App, Effects]:
    if event.button == "undo":
        return _undo(app)
    if event.button == "resign":
        return _resign(app, event.time)
    if event.button == "play_again":
        return _play_again(app, event.fresh_id)
    if event.button in ("first", "prev", "next", "last"):
        return _review(app, event.button)
    if event.button == "switch_confirm" and app.view.switch is not None:
        return _switch(app, *app.view.switch, event.fresh_id, game=app.view.switch_game)
    if event.button == "switch_cancel":
        return _with_view(app, switch=None, switch_game=None)
    return app, NOTHING


def _undo(app: App) -> tuple[App, Effects]:
    match = app.match()
    if app.view.review is not None or not match.can_undo():
        return app, NOTHING
    taken = match.undo()
    app = replace(app, record=match.record(), view=ViewState(cursor=app.view.cursor),
                  pressed=None)
    said = (message("announce.undo", move=move_name(taken[-1])), app.render_view().status)
    return app, Effects(redraw=True, save=True, announce=said, record=record_text(match))


def _resign(app: App, time: float) -> tuple[App, Effects]:
    match = app.match()
    if match.is_over() or match.ply == 0:
        return app, NOTHING
    if time >= app.resign_until:
        app = replace(app, resign_until=time + RESIGN_CONFIRM_SECONDS)
        return _with_view(app, resign_armed=True)
    match.resign()
    app = replace(app, record=match.record(), scores=match.scores, view=ViewState(),
                  pressed=None, resign_until=float("-inf"))
    view = app.render_view()
    return app, Effects(redraw=True, save=True, announce=(view.status, *view.result),
                        record=record_text(match))


def _play_again(app: App, fresh_id: str) -> tuple[App, Effects]:
    match = app.match()
    if not match.is_over() or not fresh_id:
        return app, NOTHING
    match.next_round(fresh_id)
    app = replace(app, record=match.record(), view=ViewState(), pressed=None,
                  lock_until=float("-inf"))
    said = (message("announce.new_round", round=match.round_number), app.render_view().status)
    return app, Effects(redraw=True, save=True, announce=said, record=record_text(match))


def _review(app: App, button: str) -> tuple[App, Effects]:
    match = app.match()
    if not match.is_over() or match.ply == 0:
        return app, NOTHING
    current = app.view.review if app.view.review is not None else match.ply
    target = {"first": 0, "prev": current - 1, "next": current + 1, "last": match.ply}[button]
    target = max(0, min(match.ply, target))
    if target == current and app.view.review is not None:
        return app, NOTHING
    app = replace(app, view=ViewState(review=target))
    return app, Effects(redraw=True, announce=(app.render_view().status,))


# -- the computer and the mode -------------------------------------------------------


def _computer_move(app: App, event: ComputerMove) -> tuple[App, Effects]:
    """Play a search's move, only if its ticket is still the live one."""
    ticket = app.thinking
    match = app.match()
    if ticket is None or event.token != ticket.token or not match.is_computer_turn():
        return app, NOTHING
    if event.move not in match.legal_moves():
        return app, NOTHING
    match.play(event.move)
    app = replace(app, record=match.record(), scores=match.scores, thinking=None,
                  view=replace(app.view, held=None), pressed=None,
                  lock_until=event.time + LOCK_SECONDS)
    said: tuple[Message, ...] = (_announcement(match, computer=True),)
    if match.is_over():
        view = app.render_view()
        said += (view.status, *view.result)
    return app, Effects(redraw=True, save=True, announce=said, record=record_text(match))


def _choose(app: App, event: Choose) -> tuple[App, Effects]:
    """A new mode, level or game: at once when no round is in progress, else ask first."""
    record = app.record
    game = event.game or record.game
    new_game = game if game != record.game else None
    if (event.mode, event.level, game) == (record.mode, record.level, record.game):
        return _with_view(app, switch=None, switch_game=None)
    if new_game is None and event.mode == record.mode == "two_players":
        # the level does not touch this round
        app = replace(app, record=replace(record, level=event.level))
        return _with_view(app, switch=None)[0], Effects(redraw=True, save=True)
    if app.match().is_round_in_progress():
        app, _ = _with_view(app, switch=(event.mode, event.level), switch_game=new_game)
        asked = confirm_message(app.view.switch, app.view.switch_game)
        return app, Effects(redraw=True, announce=() if asked is None else (asked,))
    return _switch(app, event.mode, event.level, event.fresh_id, game=new_game)


def _switch(app: App, mode: Mode, level: Level, fresh_id: str,
            game: GameKind | None = None) -> tuple[App, Effects]:
    """Abandon the round (it counts for nobody) and start round 1 of the new kind."""
    if not fresh_id:
        return app, NOTHING
    match = app.match()
    match.switch(fresh_id, mode=mode, level=level, game=game)
    app = replace(app, record=match.record(), view=ViewState(cursor=None if game else
                                                             app.view.cursor),
                  pressed=None, resign_until=float("-inf"), lock_until=float("-inf"))
    said = (message("announce.switched", choice=choice_ref(mode, level)) if game is None
            else message("announce.switched_game", choice=Ref(f"settings.game.{game}")),
            app.render_view().status)
    return app, Effects(redraw=True, save=True, announce=said, record=record_text(match))


# -- other tabs and time -------------------------------------------------------------


def _storage(app: App, event: StorageChanged) -> tuple[App, Effects]:
    merged = app.absorb(event.scores)
    record = event.record
    if record is None or record == app.record:
        return merged, Effects(redraw=merged.scores != app.scores)
    merged = replace(merged, record=record, view=ViewState(), pressed=None,
                     resign_until=float("-inf"))
    match = merged.match()
    return merged, Effects(redraw=True, announce=(merged.render_view().status,),
                           record=record_text(match))


def _tick(app: App, event: Tick) -> tuple[App, Effects]:
    effects = NOTHING
    if app.view.resign_armed and event.time >= app.resign_until:
        app, effects = _with_view(app, resign_armed=False)
    if event.wall is None:
        return app, effects
    return _run_clock(app, event.wall, event.time, effects)


def _run_clock(app: App, wall: float, time: float, effects: Effects) -> tuple[App, Effects]:
    """Follow the turn with the clock (saving a new turn's start), show the countdown,
    and when the time is up play the computer's move for that player."""
    match = app.match()
    clock = turn_clock.follow(app.clock, round_id=match.round_id, ply=match.ply, now=wall)
    if clock != app.clock:
        app, effects = replace(app, clock=clock), effects | Effects(save=True)
    limit = app.settings.turn_timer
    colour = turn_clock.runs_for(match, limit=limit)
    if colour is None:
        return app, effects
    move = turn_clock.due_move(match, clock, limit=limit, now=wall)
    if move is None:
        return app, effects | REDRAW  # the countdown moves on
    played, more = play(replace(app, lock_until=float("-inf")), move, time)
    name = classic_move_name(move) if match.game == "classic" else move_name(move)
    note = message("timer.ran_out", colour=Ref(f"colour.{colour}"), move=name)
    return replace(played, timeout_note=note), effects | Effects(announce=(note,)) | more


# -- settings ------------------------------------------------------------------------


def _set_option(app: App, event: SetOption) -> tuple[App, Effects]:
    """One setting changed in the panel: mode, level and game go through ``Choose``
    (which asks first during a round); the others apply at once and are saved."""
    settings = settings_form.parse(app.saved_settings(), event.name, event.value)
    if settings is None:
        return app, NOTHING
    if event.name in settings_form.ROUND_FIELDS:
        return _choose(app, Choose(settings.mode, settings.level, event.time, event.fresh_id,
                                   game=settings.game))
    app = replace(app, settings=settings)
    if event.name != "language":
        return app, Effects(redraw=True, save=True)
    language = settings_form.page_language(settings, [app.auto_language])
    app = replace(app, language=language)
    return app, Effects(redraw=True, save=True, relabel=True,
                        announce=(app.render_view().status,))


def cell_centre(app: App, move: Move) -> tuple[float, float]:
    """Where to point to play a move (for tests and tools)."""
    if app.record.game == "classic":
        return classic_cell_rect(app.layout, move).centre
    return cell_rect(app.layout, move).centre
