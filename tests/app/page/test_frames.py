"""When the page's frame is built (``uttt.app.page.frames``): at the end of the dispatch
that asked for it, once however many dispatches it held, with a move's input time; a
hover's a frame's time later, unless a press or release paints it first."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from uttt.app.controller.runner import MemoryEdge, Runner
from uttt.app.features.play.events import PointerDown, PointerMove, PointerUp, Tick
from uttt.app.features.play.pointer import cell_centre
from uttt.app.model.app import App
from uttt.app.model.effects import Effects, Redraw, Save, Write
from uttt.app.page.frames import HOVER_SECONDS, Frames
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook


class Timers:
    """The page's timers, run by hand."""

    def __init__(self) -> None:
        self.set: list[tuple[float, Callable[[], None]]] = []

    def later(self, delay: float, run: Callable[[], None]) -> None:
        self.set.append((delay, run))

    def run(self) -> None:
        for _, run in self.set[:]:
            self.set.remove((_, run))
            run()


def frames(timers: Timers | None = None) -> tuple[Frames, list[float | None]]:
    built: list[float | None] = []
    return Frames(built.append, (timers or Timers()).later), built


def test_a_frame_is_built_when_the_dispatch_that_asked_is_over() -> None:
    made, built = frames()
    with made.turn():
        made.request()
        made.request()
        assert built == []        # not while the dispatch runs
    assert built == [None]
    with made.turn():
        pass
    assert built == [None]        # nothing asked for: no frame


def test_dispatches_inside_another_and_held_ones_end_in_one_frame() -> None:
    made, built = frames()
    with made.turn():
        with made.turn():         # an edge's answer dispatched while an effect runs
            made.request()
        assert built == []
        made.request()
    assert built == [None]
    made.hold()                   # the start-up: several dispatches, one frame
    for _ in range(3):
        with made.turn():
            made.request()
    assert built == [None]
    made.release()
    assert built == [None, None]


def test_a_moves_input_time_goes_with_its_frame_once() -> None:
    made, built = frames()
    with made.turn():
        made.timed(Effects(Redraw()), 12.5)  # no move: its paint is not measured
        made.request()
    with made.turn():
        made.timed(Effects(Save(), Redraw()), 20.0)
        made.request()
    with made.turn():
        made.timed(Effects(Write("save", None)), 30.0)
        made.timed(Effects(Save()), None)    # no time stamp: the one before stays
        made.request()
    with made.turn():
        made.request()
    assert built == [None, 20.0, 30.0, None]


def test_a_dispatch_that_fails_builds_no_frame_and_the_next_one_does() -> None:
    made, built = frames()
    with pytest.raises(ValueError), made.turn():
        made.request()
        raise ValueError("step failed")
    assert built == []
    with made.turn():
        made.request()
    assert built == [None]        # nothing left held


HOVER = PointerMove(10.0, 10.0, 1.0)


def test_a_hovers_frame_waits_a_frames_time_for_what_follows() -> None:
    timers = Timers()
    made, built = frames(timers)
    with made.turn(HOVER):
        made.request()
    assert built == [] and [delay for delay, _ in timers.set] == [HOVER_SECONDS]
    timers.run()
    assert built == [None]         # nothing came first: the timer built it
    for _ in range(3):             # hovers within one frame: one timer, one frame
        with made.turn(HOVER):
            made.request()
    assert len(timers.set) == 1
    timers.run()
    assert built == [None, None]


def test_a_press_asks_for_nothing_and_a_release_paints_the_hover_too() -> None:
    timers = Timers()
    made, built = frames(timers)
    with made.turn(HOVER):         # the pointer moved onto the cell
        made.request()
    with made.turn(PointerDown(10.0, 10.0, 1.0)):
        pass                       # no frame of its own: the hover's still waits
    assert built == []
    with made.turn(PointerUp(10.0, 10.0, 1.05)):
        made.timed(Effects(Save(), Redraw()), 1050.0)
        made.request()
    assert built == [1050.0]       # one frame for the three
    timers.run()
    assert built == [1050.0]       # the hover's timer finds nothing due


class FramedEdge(MemoryEdge):
    """An edge whose ``Redraw`` marks the frame due, as the page's."""

    def __init__(self, made: Frames) -> None:
        super().__init__()
        self.made = made

    def request_frame(self) -> None:
        super().request_frame()
        self.made.request()


def test_a_tap_builds_one_frame_with_its_release_time() -> None:
    made, built = frames()
    runner = Runner(App.start(MatchRecord("0" * 16), ScoreBook(), width=360, height=360),
                    FramedEdge(made))
    runner.dispatch(Tick(0.0, 1000.0))
    x, y = cell_centre(runner.app, 40)
    for event, stamp in ((PointerDown(x, y, 1.0), 1000.0), (PointerUp(x, y, 1.05), 1050.0)):
        with made.turn():
            made.timed(runner.dispatch(event, wall=1001.0), stamp)
    assert runner.app.round.record.moves == (40,)
    assert built[-1] == 1050.0 and len(built) <= 2  # the press may show the held cell
