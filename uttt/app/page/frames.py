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

>>> built = []
>>> frames = Frames(built.append)
>>> with frames.turn():            # an event that redraws
...     frames.request()
>>> with frames.turn():            # one that does not: no frame
...     pass
>>> built
[None]
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from uttt.app.controller.effects import Effects, Save, Write

Build = Callable[[float | None], None]
"""Builds the frame and posts it; given the time stamp (ms of the page's clock) of the
input whose paint is measured, if any."""


class Frames:
    """Whether a frame is due, built once when the outermost turn is over."""

    def __init__(self, build: Build) -> None:
        self._build = build
        self._due = False
        self._depth = 0
        self._since: float | None = None
        """The time stamp of the move's input the next frame paints."""

    def request(self) -> None:
        """A frame is due (a ``Redraw``): built when the turn is over."""
        self._due = True

    def timed(self, effects: Effects, stamp: float | None) -> None:
        """An input's effects: a move (it saves) has its paint measured from ``stamp``."""
        if stamp is not None and (effects.get(Save) is not None
                                  or effects.get(Write) is not None):
            self._since = stamp

    def hold(self) -> None:
        """A turn begins: what it asks for is built when it is over."""
        self._depth += 1

    def release(self) -> None:
        """A turn is over: the frame, if one is due and no outer turn is still running."""
        self._depth -= 1
        if self._depth == 0 and self._due:
            self._due = False
            since, self._since = self._since, None
            self._build(since)

    @contextmanager
    def turn(self) -> Iterator[None]:
        """One dispatch (or several, held as one): the frame at its end. A dispatch that
        fails builds none."""
        self.hold()
        try:
            yield
        except BaseException:
            self._depth -= 1
            raise
        self.release()
