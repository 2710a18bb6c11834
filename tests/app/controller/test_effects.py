"""Effects as typed commands: one fixed order, the composition rules of ``|``, the
keyword form, and the runner carrying each command out through its table."""

from __future__ import annotations

from uttt.app.controller.effects import (
    NOTHING,
    ORDER,
    Announce,
    Effects,
    Publish,
    Redraw,
    Save,
    StopThinking,
    Think,
    Write,
)
from uttt.app.controller.runner import EXECUTORS, MemoryEdge, Runner
from uttt.app.controller.state import App
from uttt.app.round.computer import Pondering, Thinking
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.texts.i18n import message

TICKET = Thinking(1, "0" * 16, (), "beginner")
PONDER = Pondering(2, "0" * 16, (), "master")


def test_the_commands_keep_one_order_however_given() -> None:
    given = Effects(Redraw(), Save(), Publish("1. e5"), Think(TICKET), StopThinking())
    assert given.commands == (StopThinking(), Think(TICKET), Publish("1. e5"), Save(),
                              Redraw())
    assert given == Effects(redraw=True, save=True, record="1. e5", think=TICKET, stop=True)


def test_every_command_has_one_executor() -> None:
    assert set(EXECUTORS) == set(ORDER)
    assert len(ORDER) == len(set(ORDER))


def test_composition_keeps_the_rules_of_the_fields() -> None:
    hello, bye = message("announce.undo", move="e5"), message("cvc.paused")
    both = Effects(redraw=True, announce=(hello,), record="1. e5") | Effects(
        redraw=True, announce=(bye,), record="1. e5 a1")
    assert both.commands == (Publish("1. e5 a1"), Announce((hello, bye)), Redraw())
    assert (Effects(think=TICKET) | Effects(stop=True)).think is None
    later = Effects(stop=True) | Effects(think=TICKET)
    assert later.stop and later.think == TICKET
    assert (Effects(ponder=PONDER) | Effects(stop_ponder=True)).ponder is None
    assert Effects(share="u", share_what="watch") | NOTHING == Effects(share="u",
                                                                       share_what="watch")
    written = Effects(write="a", write_friends="f") | Effects(write="b")
    assert (written.write, written.write_friends) == ("b", "f")


def test_the_save_and_announcements_are_read_back() -> None:
    effects = Effects(Write("s", None, ("old", None)), save=True)
    assert effects.save and effects.write == "s" and effects.write_friends is None
    assert effects.without(Save).commands == (Write("s", None, ("old", None)),)
    assert not Effects().redraw and Effects().announce == ()


class OrderedEdge(MemoryEdge):
    """Keeps the order of the calls that matter for the order of the commands."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: list[str] = []

    def stop_thinking(self) -> None:
        self.calls.append("stop")

    def think(self, ticket: Thinking) -> None:
        self.calls.append("think")

    def publish(self, record: str) -> None:
        self.calls.append("publish")

    def say(self, text: str) -> None:
        self.calls.append("say")

    def write_save(self, text: str) -> bool:
        self.calls.append("write")
        return super().write_save(text)

    def request_frame(self) -> None:
        self.calls.append("frame")


def test_the_runner_carries_the_commands_out_in_their_order() -> None:
    edge = OrderedEdge()
    runner = Runner(App.start(MatchRecord("0" * 16), ScoreBook(), width=360, height=360), edge)
    runner.apply(Effects(Redraw(), Write("text"), Announce((message("cvc.paused"),)),
                         Publish("1. e5"), Think(TICKET), StopThinking()))
    assert edge.calls[:5] == ["stop", "think", "publish", "say", "write"]
    assert set(edge.calls[5:]) == {"frame"}  # painted after all of it
    assert edge.writes == ["text"]
