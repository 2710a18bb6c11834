"""The turn timer: how long the player to move has left, and who plays when it runs out.

Pure: every time comes in as an argument. A turn's start is wall-clock seconds
(``Date.now() / 1000`` in the page), kept with the round id and the ply it
belongs to. Saving those three numbers lets a reload continue the same
countdown: the time spent away counts, as the rules pages say ("if you do not
come back, the computer plays in your place").

A clock belongs to one turn. When the round or the ply changes (a move, a new
round, another tab's move) ``follow`` starts a fresh one, so the clock never needs
to be told about moves. It remembers what each earlier turn of the round had used
when its move was played, so an undo resumes that turn with the time it had left
instead of handing out a fresh full turn.

>>> clock = follow(None, round_id="0" * 16, ply=0, now=1000.0)
>>> remaining(clock, limit=30, now=1012.4)
17.6
>>> countdown(17.6), is_expired(clock, limit=30, now=1030.0)
('0:18', True)
>>> follow(clock, round_id="0" * 16, ply=0, now=1040.0) is clock   # same turn: kept
True
>>> nxt = follow(clock, round_id="0" * 16, ply=1, now=1040.0)        # next turn: restarted
>>> nxt.started, nxt.spent
(1040.0, (40.0,))
>>> follow(nxt, round_id="0" * 16, ply=0, now=1050.0).started       # undone: 40 s used
1010.0
"""

from __future__ import annotations

import math

from uttt.app.core.vocabulary import Colour
from uttt.app.round.match import Match
from uttt.frozen import frozen


@frozen
class TurnClock:
    """When the current turn began: wall-clock seconds, for this round and ply."""

    round_id: str
    ply: int
    started: float
    spent: tuple[float, ...] = ()
    """The seconds each earlier turn of the round had used when its move was played,
    by ply (at most ``ply`` of them)."""


def follow(clock: TurnClock | None, *, round_id: str, ply: int, now: float) -> TurnClock:
    """The clock of the turn now on screen: ``clock`` if it is this turn's; after moves a
    new one (what the turn that ended had used is kept); after an undo the earlier turn
    again, with the time it had used already counted.

    A start in the future (the device's clock was set back) restarts the turn,
    so a countdown can never be frozen by changing the system time.

    >>> follow(TurnClock("a" * 16, 3, 500.0), round_id="a" * 16, ply=3, now=400.0).started
    400.0
    """
    if clock is None or clock.round_id != round_id or clock.started > now:
        return TurnClock(round_id, ply, now)
    if clock.ply == ply:
        return clock
    spent = (clock.spent + (0.0,) * clock.ply)[:clock.ply]
    if ply > clock.ply:  # moves were played: the turn that ended used this long
        spent += (elapsed(clock, now),) + (0.0,) * (ply - clock.ply - 1)
        return TurnClock(round_id, ply, now, spent)
    return TurnClock(round_id, ply, now - spent[ply], spent[:ply])


def restart(clock: TurnClock, *, now: float) -> TurnClock:
    """The same turn begun again at ``now`` (the time limit changed: the new limit counts
    from the moment it was chosen); what earlier turns used is kept.

    >>> restart(TurnClock("a" * 16, 2, 100.0, (3.0, 4.0)), now=160.0)
    TurnClock(round_id='aaaaaaaaaaaaaaaa', ply=2, started=160.0, spent=(3.0, 4.0))
    """
    return TurnClock(clock.round_id, clock.ply, now, clock.spent)


def elapsed(clock: TurnClock, now: float) -> float:
    """Seconds spent on this turn so far (never negative)."""
    return max(0.0, now - clock.started)


def remaining(clock: TurnClock, *, limit: int, now: float) -> float | None:
    """Seconds left for this turn (``None`` without a limit), rounded to 0.1 s.

    >>> remaining(TurnClock("a" * 16, 0, 0.0), limit=0, now=5.0) is None
    True
    >>> remaining(TurnClock("a" * 16, 0, 0.0), limit=30, now=99.0)
    0.0
    """
    if limit <= 0:
        return None
    return round(max(0.0, limit - elapsed(clock, now)), 1)


def is_expired(clock: TurnClock, *, limit: int, now: float) -> bool:
    """Whether the turn's time is up (never, without a limit)."""
    return limit > 0 and elapsed(clock, now) >= limit


def countdown(seconds: float) -> str:
    """What the timer shows: minutes and seconds, rounded up (it reads 0:00 only at the end).

    >>> countdown(60), countdown(59.01), countdown(0.2), countdown(0)
    ('1:00', '1:00', '0:01', '0:00')
    """
    whole = max(0, math.ceil(round(seconds, 3)))
    return f"{whole // 60}:{whole % 60:02d}"


def stand_in_seed(round_id: str, ply: int) -> int:
    """The seed of the move played for a player out of time: the same in every tab,
    so two tabs that both see the time run out play the same move.

    >>> stand_in_seed("0" * 16, 4) == stand_in_seed("0" * 16, 4) != stand_in_seed("0" * 16, 5)
    True
    """
    import hashlib  # lazy: see uttt.app.friends.link_match.round_id_of

    digest = hashlib.sha256(f"{round_id}:{ply}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def runs_for(match: Match, *, limit: int) -> Colour | None:
    """Whose turn the timer is counting now: the player to move, when there is a
    limit, the round goes on and a person on this device is to move (the computer
    needs no timer, and a remote player's time is theirs).

    >>> m = Match.new("0" * 16, mode="computer")
    >>> runs_for(m, limit=30), runs_for(m, limit=0)
    ('red', None)
    >>> m.play(40); runs_for(m, limit=30) is None          # the computer's turn
    True
    """
    if limit <= 0 or not match.awaits_input():
        return None
    return match.side_to_move


def due_move(match: Match, clock: TurnClock | None, *, limit: int, now: float) -> int | None:
    """The move to play for the player to move if their time is up, else ``None``.

    Only a clock of this very turn counts: a clock left over from an earlier
    position never plays.

    >>> m = Match.new("0" * 16, game="classic")
    >>> clock = TurnClock("0" * 16, 0, 100.0)
    >>> due_move(m, clock, limit=30, now=129.0) is None, due_move(m, clock, limit=30, now=130.0)
    (True, 3)
    """
    if clock is None or runs_for(match, limit=limit) is None:
        return None
    if (clock.round_id, clock.ply) != (match.round_id, match.ply):
        return None
    if not is_expired(clock, limit=limit, now=now):
        return None
    seed = stand_in_seed(match.round_id, match.ply)
    return match.variant.stand_in_move(match.board, seed=seed)


# -- saving --------------------------------------------------------------------

MAX_WALL_MS = 2**53


def to_json(clock: TurnClock | None) -> dict[str, object] | None:
    """The saved form: the start in whole milliseconds (the save format has no floats).

    >>> to_json(TurnClock("0" * 16, 2, 1700000000.25))
    {'round_id': '0000000000000000', 'ply': 2, 'started_ms': 1700000000250}
    >>> to_json(TurnClock("0" * 16, 1, 9.0, (2.5,)))["spent_ms"]
    [2500]
    """
    if clock is None:
        return None
    saved: dict[str, object] = {"round_id": clock.round_id, "ply": clock.ply,
                                "started_ms": round(clock.started * 1000)}
    if clock.spent:  # only then: a save without it reads the same in older pages
        saved["spent_ms"] = [round(seconds * 1000) for seconds in clock.spent]
    return saved


def from_json(raw: object) -> TurnClock | None:
    """A clock read back from a save, ``None`` if anything in it is wrong.

    >>> from_json(to_json(TurnClock("0" * 16, 2, 12.5, (3.0, 4.5))))
    TurnClock(round_id='0000000000000000', ply=2, started=12.5, spent=(3.0, 4.5))
    >>> from_json({"round_id": "x", "ply": 2, "started_ms": 1}) is None
    True
    """
    if not isinstance(raw, dict):
        return None
    round_id, ply, started = raw.get("round_id"), raw.get("ply"), raw.get("started_ms")
    if not (isinstance(round_id, str) and len(round_id) == 16
            and all(c in "0123456789abcdef" for c in round_id)):
        return None
    if type(ply) is not int or not 0 <= ply <= 81:
        return None
    if type(started) is not int or not 0 <= started <= MAX_WALL_MS:
        return None
    spent = raw.get("spent_ms", [])  # absent in saves from before undo kept the time
    if not (isinstance(spent, list) and len(spent) <= ply and all(
            type(ms) is int and 0 <= ms <= MAX_WALL_MS for ms in spent)):
        return None
    return TurnClock(round_id, ply, started / 1000, tuple(ms / 1000 for ms in spent))
