"""Computer vs computer: pick a level per side and watch; pause, one move at a time,
speed, and "take over" (a person takes the side to move, the computer keeps the other).
A controller, events in, new state and effects out. Pure.

Each computer move is a ``uttt.app.computer.Thinking`` ticket the page runs in slices
(the same search as the live game's) and returns with its token; a late result (after
a pause, a new game or a take-over) is dropped.

>>> screen, fx = new_game(WatchScreen.open(320, 320), ("beginner", "master"), "0" * 16)
>>> fx.think.level, fx.delay, screen.status().key
('beginner', 0.0, 'cvc.turn')
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

from uttt.app.computer import Thinking
from uttt.app.i18n import Message, Ref, message
from uttt.app.layout import Layout, compute_layout, hit_test
from uttt.app.match import Match, MatchRecord
from uttt.app.scores import Level
from uttt.board import Board, Move, Player
from uttt.notation import parse_move

Speed = Literal["slow", "normal", "fast"]
SPEEDS: dict[Speed, float] = {"slow": 1.5, "normal": 0.6, "fast": 0.0}
"""Seconds between two moves (on top of each level's own think)."""


@dataclass(frozen=True)
class WatchEffects:
    think: Thinking | None = None
    delay: float = 0.0
    """Wait this long before starting ``think`` (the speed)."""
    stop: bool = False
    redraw: bool = False
    announce: Message | None = None


NOTHING = WatchEffects()


@dataclass(frozen=True)
class WatchScreen:
    """The game being watched: its levels (X, O), moves, pace, and who took over."""

    layout: Layout
    levels: tuple[Level, Level] = ("beginner", "beginner")
    round_id: str = "0" * 16
    moves: tuple[Move, ...] = ()
    paused: bool = False
    speed: Speed = "normal"
    person: Player | None = None
    """The side a person took over, if any."""
    thinking: Thinking | None = None
    next_token: int = 1
    started: bool = False

    @classmethod
    def open(cls, width: float, height: float) -> WatchScreen:
        return cls(compute_layout(width, height))

    def board(self) -> Board:
        return Board.from_moves(self.moves)

    def match(self) -> Match:
        """The position as a round, for the board drawing."""
        return Match(MatchRecord(self.round_id, moves=self.moves))

    def to_move(self) -> Player:
        return "X" if len(self.moves) % 2 == 0 else "O"

    def level_of(self, side: Player) -> Level:
        return self.levels[0 if side == "X" else 1]

    def is_over(self) -> bool:
        return self.board().is_game_over()

    def status(self) -> Message | None:
        if not self.started:
            return None
        outcome = self.board().outcome()
        if outcome is not None:
            if outcome.winner is None:
                return message("cvc.draw")
            return message("cvc.won", player=outcome.winner)
        side = self.to_move()
        if side == self.person:
            return message("cvc.your_turn", player=side)
        if self.paused:
            return message("cvc.paused")
        return message("cvc.turn", player=side, level=Ref(f"level.{self.level_of(side)}"))


def _think(screen: WatchScreen, delay: float) -> tuple[WatchScreen, WatchEffects]:
    """Ask for the computer's move if it is to move and the game runs."""
    if screen.is_over() or screen.to_move() == screen.person or screen.paused:
        return replace(screen, thinking=None), WatchEffects(redraw=True, stop=True)
    ticket = Thinking(screen.next_token, screen.round_id, screen.moves,
                      screen.level_of(screen.to_move()))
    screen = replace(screen, thinking=ticket, next_token=ticket.token + 1)
    return screen, WatchEffects(think=ticket, delay=delay, redraw=True)


def new_game(screen: WatchScreen, levels: tuple[Level, Level],
             round_id: str) -> tuple[WatchScreen, WatchEffects]:
    """A new game between two levels, from the start."""
    screen = replace(screen, levels=levels, round_id=round_id, moves=(), paused=False,
                     person=None, thinking=None, started=True)
    return _think(screen, 0.0)


def computer_moved(screen: WatchScreen, token: int, move: Move) -> tuple[WatchScreen,
                                                                            WatchEffects]:
    """The search's move: played if its ticket is still the one asked for."""
    ticket = screen.thinking
    if ticket is None or ticket.token != token or ticket.moves != screen.moves:
        return screen, NOTHING
    if not screen.board().is_legal(move):
        return screen, NOTHING
    screen = replace(screen, moves=(*screen.moves, move), thinking=None)
    screen, effects = _think(screen, SPEEDS[screen.speed])
    return screen, replace(effects, stop=False, announce=screen.status())


def pause(screen: WatchScreen) -> tuple[WatchScreen, WatchEffects]:
    """Pause or resume."""
    if not screen.started or screen.is_over():
        return screen, NOTHING
    screen = replace(screen, paused=not screen.paused)
    screen, effects = _think(screen, 0.0)
    return screen, replace(effects, announce=screen.status())


def step_once(screen: WatchScreen) -> tuple[WatchScreen, WatchEffects]:
    """While paused: the side to move plays one move, then the game stays paused."""
    if not screen.paused or screen.thinking is not None or screen.is_over() \
            or screen.to_move() == screen.person:
        return screen, NOTHING
    screen, effects = _think(replace(screen, paused=False), 0.0)
    return replace(screen, paused=True), effects


def set_speed(screen: WatchScreen, speed: str) -> WatchScreen:
    return replace(screen, speed=speed) if speed in SPEEDS else screen


def take_over(screen: WatchScreen) -> tuple[WatchScreen, WatchEffects]:
    """A person takes the side to move; the computer keeps playing the other."""
    if not screen.started or screen.is_over() or screen.person is not None:
        return screen, NOTHING
    side = screen.to_move()
    screen = replace(screen, person=side, paused=False, thinking=None)
    return screen, WatchEffects(stop=True, redraw=True,
                                announce=message("cvc.taken_over", player=side))


def tap(screen: WatchScreen, x: float, y: float) -> tuple[WatchScreen, WatchEffects]:
    """The person's move by a tap, on their turn after a take-over."""
    return person_move(screen, hit_test(screen.layout, x, y))


def typed(screen: WatchScreen, text: str) -> tuple[WatchScreen, WatchEffects]:
    """The person's move typed by name (the keyboard's way), e.g. ``e5``."""
    try:
        return person_move(screen, parse_move(text.strip()))
    except ValueError:
        return screen, NOTHING


def person_move(screen: WatchScreen, move: Move | None) -> tuple[WatchScreen, WatchEffects]:
    """The person's move, on their turn after a take-over (anything else is ignored)."""
    if move is None or screen.person is None or screen.to_move() != screen.person:
        return screen, NOTHING
    if screen.is_over() or not screen.board().is_legal(move):
        return screen, NOTHING
    screen = replace(screen, moves=(*screen.moves, move))
    return _think(screen, 0.0)


def resize(screen: WatchScreen, width: float, height: float) -> WatchScreen:
    return replace(screen, layout=compute_layout(width, height))
