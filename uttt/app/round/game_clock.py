"""The game clocks: a total time for each side, plus an increment after each move. Pure.

Every time comes in as an argument (wall-clock seconds, ``Date.now() / 1000`` in the
page); the clock holds whole milliseconds, so what is saved is exactly what is used.
A clock keeps each side's time left as it was when that side's clock last stopped, and
for the running side the wall-clock instant it started: the time shown is the time
left minus what has passed since. A reload reads the same numbers and subtracts the
time spent away, so it continues the same countdown to the millisecond.

Like the turn timer (``uttt.app.round.clock``), a game clock is never told about moves:
``follow`` compares the ply it last saw with the round's. A later ply charges the
side that was running with the time it used and adds the increment; an undo charges it
too, without an increment (time spent is never given back). A side whose time runs out
loses the round (``flag``), whatever is left on the board: the simple rule.

>>> clock = follow(None, round_id="0" * 16, ply=0, to_move="red", control=(180, 2), now=100.0)
>>> show(left_ms(clock, "red", now=112.5)), show(left_ms(clock, "blue", now=112.5))
('2:47', '3:00')
>>> clock = follow(clock, round_id="0" * 16, ply=1, to_move="blue", control=(180, 2),
...                now=112.5)
>>> clock.red_ms, clock.running, clock.started_ms     # 12.5 s used, 2 s added
(169500, 'blue', 112500)
>>> due(clock, now=292.5), due(clock, now=292.4)
('blue', None)
"""

from __future__ import annotations

import math
import re
from typing import cast

from uttt.app.core.vocabulary import COLOURS, Colour
from uttt.frozen import frozen, replace

Control = tuple[int, int]
"""A time control: seconds for each side, seconds added after each move."""

PRESETS: dict[str, Control] = {"3+2": (180, 2), "5+0": (300, 0), "10+5": (600, 5)}
"""The clocks the settings offer by name (minutes + seconds added per move)."""
GAME_CLOCKS: tuple[str, ...] = ("off", *PRESETS, "custom")
"""The setting's choices."""
CUSTOM_DEFAULT = "15+10"
MAX_BASE_SECONDS = 3 * 3600
MAX_INCREMENT_SECONDS = 600
LOW_MS = 20_000
"""A clock under this (or under a tenth of its starting time, if less) is low on time."""
MAX_WALL_MS = 2**53

_CONTROL = re.compile(r"([0-9]{1,3})(?::([0-5][0-9]))?\+([0-9]{1,3})")  # ASCII digits


@frozen
class GameClock:
    """Both sides' time for one round, in milliseconds, and which side's clock runs."""

    round_id: str
    control: Control
    red_ms: int
    blue_ms: int
    ply: int
    """The ply the running side's clock started at (the round's ply when last followed)."""
    running: Colour | None = None
    started_ms: int = 0
    """When the running side's clock started (wall-clock milliseconds)."""
    warned: tuple[Colour, ...] = ()
    """The sides already told they are low on time (told once a round)."""
    flagged: Colour | None = None
    """The side whose time ran out: it lost the round, and the clocks stopped."""


def parse_control(text: str) -> Control | None:
    """A custom time control: ``minutes[:seconds]+increment``, ``None`` if not one.

    >>> parse_control("15+10"), parse_control("0:05+1"), parse_control(" 1:30+0 ")
    ((900, 10), (5, 1), (90, 0))
    >>> parse_control("0+5"), parse_control("5"), parse_control("999+0")
    (None, None, None)
    >>> parse_control("\u0663+2"), parse_control("\uff13+2")  # ASCII digits only
    (None, None)
    """
    found = _CONTROL.fullmatch(text.strip())
    if found is None:
        return None
    base = int(found[1]) * 60 + int(found[2] or 0)
    increment = int(found[3])
    if not (1 <= base <= MAX_BASE_SECONDS and increment <= MAX_INCREMENT_SECONDS):
        return None
    return base, increment


def control_text(control: Control) -> str:
    """A time control as the custom field writes it: minutes (and seconds) + increment.

    >>> control_text((180, 2)), control_text((90, 2)), control_text((5, 0))
    ('3+2', '1:30+2', '0:05+0')
    """
    minutes, seconds = divmod(control[0], 60)
    base = f"{minutes}" if seconds == 0 else f"{minutes}:{seconds:02d}"
    return f"{base}+{control[1]}"


def control_of(choice: str, custom: str) -> Control | None:
    """The time control a setting names (``None``: no game clock).

    >>> control_of("3+2", ""), control_of("off", ""), control_of("custom", "0:10+1")
    ((180, 2), None, (10, 1))
    """
    if choice == "custom":
        return parse_control(custom)
    return PRESETS.get(choice)


def _now_ms(now: float) -> int:
    return round(now * 1000)


def _fresh(round_id: str, control: Control, ply: int, running: Colour | None,
           now: int) -> GameClock:
    base = control[0] * 1000
    return GameClock(round_id, control, base, base, ply, running, now)


def follow(clock: GameClock | None, *, round_id: str, ply: int, to_move: Colour | None,
           control: Control, now: float) -> GameClock:
    """The clock of the round on screen at ``now``: ``to_move`` is the side whose clock
    runs (``None`` once the round is over). A new round or a new control starts both
    sides afresh; a move charges the side that was running and adds the increment.

    A start in the future (the device's clock was set back) restarts the running side's
    clock from now, charging nothing.

    >>> clock = follow(None, round_id="a" * 16, ply=3, to_move="blue", control=(60, 0),
    ...                now=10.0)
    >>> stopped = follow(clock, round_id="a" * 16, ply=3, to_move=None, control=(60, 0),
    ...                  now=15.0)                    # the round ended: the clocks stop
    >>> stopped.blue_ms, stopped.running
    (55000, None)
    """
    at = _now_ms(now)
    if clock is None or clock.round_id != round_id or clock.control != control:
        return _fresh(round_id, control, ply, to_move, at)
    if clock.flagged is not None:
        return clock
    if clock.running is not None and clock.started_ms > at:
        clock = replace(clock, started_ms=at)
    if clock.ply == ply and clock.running == to_move:
        return clock
    charged = _charge(clock, at, increment=ply > clock.ply)
    return replace(charged, ply=ply, running=to_move, started_ms=at)


def _charge(clock: GameClock, at: int, *, increment: bool) -> GameClock:
    """The running side's clock stopped at ``at``: its time used taken off, and the
    increment added after a move (not to a side out of time)."""
    side = clock.running
    if side is None:
        return clock
    left = left_ms(clock, side, now=at / 1000)
    if increment and left > 0:
        left += clock.control[1] * 1000
    return replace(clock, **{f"{side}_ms": left})  # type: ignore[arg-type]


def left_ms(clock: GameClock, side: Colour, *, now: float) -> int:
    """Milliseconds ``side`` has left at ``now`` (never below zero).

    >>> clock = GameClock("a" * 16, (60, 0), 60000, 60000, 0, "red", 1000)
    >>> left_ms(clock, "red", now=31.0), left_ms(clock, "blue", now=31.0), left_ms(
    ...     clock, "red", now=99.0)
    (30000, 60000, 0)
    """
    stored = clock.red_ms if side == "red" else clock.blue_ms
    if clock.running != side:
        return stored
    return max(0, stored - max(0, _now_ms(now) - clock.started_ms))


def due(clock: GameClock | None, *, now: float) -> Colour | None:
    """The side whose time has run out at ``now`` and is not flagged yet, if any."""
    if clock is None or clock.flagged is not None or clock.running is None:
        return None
    return clock.running if left_ms(clock, clock.running, now=now) <= 0 else None


def flag(clock: GameClock, *, now: float) -> GameClock:
    """The clocks once the running side's time ran out: stopped, that side at zero."""
    side = clock.running
    if side is None:
        return clock
    return replace(clock, **{f"{side}_ms": 0}, running=None,  # type: ignore[arg-type]
                   started_ms=_now_ms(now), flagged=side)


def low_ms(control: Control) -> int:
    """Under this many milliseconds a side is low on time.

    >>> low_ms((180, 2)), low_ms((600, 5)), low_ms((30, 0))
    (18000, 20000, 3000)
    """
    return min(LOW_MS, control[0] * 100)


def is_low(clock: GameClock, side: Colour, *, now: float) -> bool:
    """Whether ``side`` is low on time at ``now`` (a flagged side is out, not low)."""
    return clock.flagged is None and left_ms(clock, side, now=now) < low_ms(clock.control)


def newly_low(clock: GameClock, *, now: float) -> Colour | None:
    """The running side, when it has just become low on time and was not told yet: the
    moment the page says so once (and may sound an alert). ``warn`` records it told."""
    side = clock.running
    if side is None or side in clock.warned or not is_low(clock, side, now=now):
        return None
    return side


def warn(clock: GameClock, side: Colour) -> GameClock:
    """The clock once ``side`` was told it is low on time."""
    return replace(clock, warned=(*clock.warned, side))


def show(ms: int) -> str:
    """What a clock shows: minutes and seconds, rounded down, and tenths under 10 s
    (it reads 0:00.0 only when the time is out).

    >>> show(180000), show(61999), show(9950), show(50), show(0)
    ('3:00', '1:01', '0:09.9', '0:00.0', '0:00.0')
    """
    if ms >= 10_000:
        whole = ms // 1000
        return f"{whole // 60}:{whole % 60:02d}"
    tenths = ms // 100
    return f"0:{tenths // 10:02d}.{tenths % 10}"


def computer_seconds(clock: GameClock, side: Colour) -> float:
    """How long the computer may think on its clock, at the start of its turn: a
    twentieth of its time left plus most of the increment, never more than a third of
    what is left. The level's own budget still applies on top (this only ever shortens
    a search).

    >>> clock = GameClock("a" * 16, (180, 2), 180000, 6000, 4, "red", 0)
    >>> computer_seconds(clock, "red"), computer_seconds(clock, "blue")
    (10.5, 1.8)
    """
    left = (clock.red_ms if side == "red" else clock.blue_ms) / 1000
    share = left / 20 + clock.control[1] * 0.75
    return round(max(0.05, min(share, left / 3)), 3)


# -- saving --------------------------------------------------------------------


def to_json(clock: GameClock | None) -> dict[str, object] | None:
    """The saved form (whole milliseconds: the save format has no floats).

    >>> to_json(GameClock("0" * 16, (180, 2), 9000, 180000, 3, "red", 1700000000250))
    ... # doctest: +NORMALIZE_WHITESPACE
    {'round_id': '0000000000000000', 'base': 180, 'increment': 2, 'red_ms': 9000,
     'blue_ms': 180000, 'ply': 3, 'running': 'red', 'started_ms': 1700000000250,
     'warned': [], 'flagged': None}
    """
    if clock is None:
        return None
    return {"round_id": clock.round_id, "base": clock.control[0],
            "increment": clock.control[1], "red_ms": clock.red_ms, "blue_ms": clock.blue_ms,
            "ply": clock.ply, "running": clock.running, "started_ms": clock.started_ms,
            "warned": list(clock.warned), "flagged": clock.flagged}


def _int(value: object, top: int) -> bool:
    return type(value) is int and 0 <= value <= top


def from_json(raw: object) -> GameClock | None:
    """A game clock read back from a save, ``None`` if anything in it is wrong.

    >>> clock = GameClock("0" * 16, (5, 1), 4200, 5000, 1, "blue", 99, ("red",))
    >>> from_json(to_json(clock)) == clock
    True
    >>> from_json({**to_json(clock), "red_ms": -1}) is None
    True
    """
    if not isinstance(raw, dict):
        return None
    round_id, running, flagged = raw.get("round_id"), raw.get("running"), raw.get("flagged")
    warned = raw.get("warned")
    if not (isinstance(round_id, str) and len(round_id) == 16
            and all(c in "0123456789abcdef" for c in round_id)):
        return None
    base, increment = raw.get("base"), raw.get("increment")
    numbers = (base, increment, raw.get("red_ms"), raw.get("blue_ms"), raw.get("ply"),
               raw.get("started_ms"))
    tops = (MAX_BASE_SECONDS, MAX_INCREMENT_SECONDS, MAX_WALL_MS, MAX_WALL_MS, 81, MAX_WALL_MS)
    if not all(_int(value, top) for value, top in zip(numbers, tops, strict=True)):
        return None
    if not (running is None or running in COLOURS) or not (flagged is None or flagged in COLOURS):
        return None
    if not (isinstance(warned, list) and len(warned) <= 2 and all(w in COLOURS for w in warned)):
        return None
    if base == 0 or (flagged is not None and running is not None):
        return None
    b, i, red, blue, ply, started = cast(tuple[int, int, int, int, int, int], numbers)
    return GameClock(round_id, (b, i), red, blue, ply, cast("Colour | None", running),
                     started, tuple(cast(list[Colour], warned)), cast("Colour | None", flagged))


def whole_seconds(ms: int) -> int:
    """Whole seconds left, rounded up (what a screen reader is told).

    >>> whole_seconds(4001), whole_seconds(4000), whole_seconds(0)
    (5, 4, 0)
    """
    return math.ceil(ms / 1000)
