"""When the page's frame is built: at the end of the dispatch that asked for it.

A ``Redraw`` only marks the frame due. When the dispatch that asked for it is over (a tap,
a tick, a search's outcome: one task of the page, or of its worker), the frame is built
at once, the page's patch where it changed and every canvas's display list, and posted
with the rest of that task's output: in the worker mode that is the one message back to
the page, which applies the patch and paints the lists at its next animation frame
(site/draw.js). No frame request crosses to the page and no frame comes back.

Dispatches inside another (an edge's answer given while an effect is carried out) and
the start-up's several dispatches end in one frame, built when the outermost is over. A
move's input time goes with its frame, for the input-to-paint measure the page takes when
it paints.

A pointer's move (a hover) builds its frame a frame's time later (``HOVER_SECONDS``), not at
once: a press and release that follow at once (a click moves the pointer onto the cell and
presses) are handled first, and the release's frame paints the hover too, as when the page
asked for frames and one came back for all three; if nothing comes first, the timer
builds it.

>>> built, timers = [], []
>>> frames = Frames(built.append, lambda delay, run: timers.append(run))
>>> with frames.turn():            # an event that redraws
...     frames.request()
>>> with frames.turn():            # one that does not: no frame
...     pass
>>> built
[None]
>>> with frames.turn(PointerMove(10.0, 10.0, 1.0)):
...     frames.request()
>>> built, len(timers)             # the hover's frame waits
([None], 1)
>>> timers.pop()()
>>> built
[None, None]
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from uttt.app.core.event import Event
from uttt.app.features.play.events import PointerMove
from uttt.app.model.effects import Effects, Save, Write

Build = Callable[[float | None], None]
"""Builds the frame and posts it; given the time stamp (ms of the page's clock) of the
input whose paint is measured, if any."""
Later = Callable[[float, Callable[[], None]], object]
"""Runs a function after so many seconds, in a task of its own (the page's timer)."""
HOVER_SECONDS = 0.016
"""How long a pointer's move waits to build its frame: about one of the screen's frames."""


class Frames:
    """Whether a frame is due, built once when the outermost turn is over."""

    def __init__(self, build: Build, later: Later) -> None:
        self._build, self._later = build, later
        self._due = False
        self._asked = False
        """Whether the running turn asked for the frame due."""
        self._waiting = False
        """Whether a timer will build the frame due (a hover's)."""
        self._depth = 0
        self._since: float | None = None
        """The time stamp of the move's input the next frame paints."""

    def request(self) -> None:
        """A frame is due (a ``Redraw``): built when the turn is over."""
        self._due = self._asked = True

    def timed(self, effects: Effects, stamp: float | None) -> None:
        """An input's effects: a move (it saves) has its paint measured from ``stamp``."""
        if stamp is not None and (effects.get(Save) is not None
                                  or effects.get(Write) is not None):
            self._since = stamp

    def hold(self) -> None:
        """A turn begins: what it asks for is built when it is over."""
        if self._depth == 0:
            self._asked = False
        self._depth += 1

    def release(self, event: Event | None = None) -> None:
        """A turn is over: the frame, if this turn asked for one and no outer turn is still
        running; a hover's (``event``) a frame's time later. A frame due from an earlier
        hover waits for its timer unless this turn asked for one too."""
        self._depth -= 1
        if self._depth or not self._due:
            return
        if self._asked and not isinstance(event, PointerMove):
            self._now()
        elif not self._waiting:
            self._waiting = True
            self._later(HOVER_SECONDS, self._timer)

    def _timer(self) -> None:
        self._waiting = False
        if self._due and not self._depth:
            self._now()

    def _now(self) -> None:
        self._due = False
        since, self._since = self._since, None
        self._build(since)

    @contextmanager
    def turn(self, event: Event | None = None) -> Iterator[None]:
        """One dispatch of ``event`` (or several, held as one): the frame at its end. A
        dispatch that fails builds none."""
        self.hold()
        try:
            yield
        except BaseException:
            self._depth -= 1
            raise
        self.release(event)
