"""How often a peer may speak: a token bucket per peer. A player sends a few messages a
move (the game, maybe a preset); a peer that sends more than ``BURST`` at once, or more
than ``RATE`` a second for long, is refused until its bucket fills again.

>>> bucket = Bucket.full(0.0)
>>> for _ in range(BURST):
...     bucket, ok = bucket.take(0.0)
>>> ok, bucket.take(0.0)[1], bucket.take(1.0)[1]
(True, False, True)
"""

from __future__ import annotations

from uttt.frozen import frozen

BURST = 12
"""Messages a peer may send at once (a hello, the game, an undo, presets...)."""
RATE = 2.0
"""Messages a second a peer may send for as long as it likes."""


@frozen
class Bucket:
    """A peer's tokens left, as of ``time`` (s, the page's clock)."""

    tokens: float
    time: float

    @classmethod
    def full(cls, time: float) -> Bucket:
        return cls(float(BURST), time)

    def take(self, time: float) -> tuple[Bucket, bool]:
        """The bucket after one message at ``time``, and whether it may be taken (a
        clock that goes back refills nothing)."""
        tokens = min(float(BURST), self.tokens + max(0.0, time - self.time) * RATE)
        if tokens < 1.0:
            return Bucket(tokens, max(time, self.time)), False
        return Bucket(tokens - 1.0, max(time, self.time)), True


def admit(bucket: Bucket | None, time: float) -> tuple[Bucket, bool]:
    """A peer's next message at ``time``: its bucket after it (a first message finds a
    full one) and whether it may be taken.

    >>> admit(None, 0.0)[1]
    True
    """
    return (bucket or Bucket.full(time)).take(time)
