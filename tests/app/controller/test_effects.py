"""Effects as typed commands: one fixed order, the composition rules of ``|``, the
keyword form, and the runner carrying each command out through its table."""

from __future__ import annotations

import json

from uttt.app.controller.runner import EXECUTORS, MESSAGES, MemoryEdge, Post, Runner
from uttt.app.core.keys import Name
from uttt.app.core.vocabulary import Lane
from uttt.app.model.app import App
from uttt.app.model.effects import (
    NOTHING,
    ORDER,
    Announce,
    ClearEntry,
    ClearHash,
    Copy,
    Download,
    DropJobs,
    Effects,
    FetchPuzzles,
    Install,
    JoinRoom,
    LeaveRoom,
    PickFile,
    Publish,
    Redraw,
    Relabel,
    Reveal,
    RunJobs,
    Save,
    SendToRoom,
    Share,
    Sound,
    Write,
    announced,
    dropped,
    started,
)
from uttt.app.model.jobs import Job, lane_of
from uttt.app.model.shown import text, title
from uttt.app.round.computer import Pondering, Thinking
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.texts.i18n import message

TICKET = Thinking(1, "0" * 16, (), "beginner")
PONDER = Pondering(2, "0" * 16, (), "master")


def test_the_commands_keep_one_order_however_given() -> None:
    given = Effects(Redraw(), Save(), Publish("1. e5"), RunJobs((TICKET,)), DropJobs(("think",)))
    assert given.commands == (DropJobs(("think",)), RunJobs((TICKET,)), Publish("1. e5"), Save(),
                              Redraw())
    assert given == Effects(Redraw(), Save(), Publish("1. e5"), RunJobs((TICKET,)),
                            DropJobs(("think",)))


def test_every_command_has_one_executor() -> None:
    assert set(EXECUTORS) == set(ORDER)
    assert len(ORDER) == len(set(ORDER))


def test_composition_keeps_the_rules_of_the_fields() -> None:
    hello, bye = message("announce.undo", move="e5"), message("cvc.paused")
    both = (Effects(Redraw(), Announce((hello,)), Publish("1. e5"))
            | Effects(Redraw(), Announce((bye,)), Publish("1. e5 a1")))
    assert both.commands == (Publish("1. e5 a1"), Announce((hello, bye)), Redraw())
    assert started(Effects(RunJobs((TICKET,))) | Effects(DropJobs(("think",))), "think") is None
    later = Effects(DropJobs(("think",))) | Effects(RunJobs((TICKET,)))
    assert "think" in dropped(later) and started(later, "think") == TICKET
    assert started(Effects(RunJobs((PONDER,))) | Effects(DropJobs(("ponder",))), "ponder") is None
    assert Effects(Share("u", "watch")) | NOTHING == Effects(Share("u", "watch"))
    written = Effects(Write("a", "f")) | Effects(Write("b"))
    assert (written.get(Write).save, written.get(Write).friends) == ("b", "f")
    sent = Effects(SendToRoom((("", "a"),))) | Effects(SendToRoom((("p", "b"),)))
    assert sent.commands == (SendToRoom((("", "a"), ("p", "b"))),)


def test_the_save_and_announcements_are_read_back() -> None:
    effects = Effects(Write("s", None, ("old", None)), Save())
    assert Save in effects and effects.get(Write).save == "s" and effects.get(Write).friends is None
    assert effects.without(Save).commands == (Write("s", None, ("old", None)),)
    assert Redraw not in Effects() and announced(Effects()) == ()


class OrderedEdge(MemoryEdge):
    """Keeps the order of the calls that matter for the order of the commands."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: list[str] = []

    def cancel(self, lane: Lane) -> None:
        self.calls.append(f"cancel {lane}")

    def run(self, job: Job) -> None:
        self.calls.append(f"run {lane_of(job)}")

    def post(self, message: Post) -> None:
        self.calls.append(message.kind)

    def write(self, key: Name, text: str) -> bool:
        self.calls.append("write")
        return super().write(key, text)

    def request_frame(self) -> None:
        self.calls.append("frame")


def test_the_runner_carries_the_commands_out_in_their_order() -> None:
    edge = OrderedEdge()
    runner = Runner(App.start(MatchRecord("0" * 16), ScoreBook(), width=360, height=360), edge)
    runner.apply(Effects(Redraw(), Write("text"), Announce((message("cvc.paused"),)),
                         Publish("1. e5"), RunJobs((TICKET,)), DropJobs(("think",))))
    assert edge.calls[:5] == ["cancel think", "run think", "publish", "say", "write"]
    assert set(edge.calls[5:]) == {"frame"}  # painted after all of it
    assert edge.writes == ["text"]


def test_every_command_the_page_only_carries_out_is_one_plain_message() -> None:
    app = App.start(MatchRecord("0" * 16), ScoreBook(), width=360, height=360)
    edge = MemoryEdge()
    Runner(app, edge).apply(Effects(
        ClearEntry(), Share("u", "watch"), Copy("c"), Download("n", "t"), PickFile("archive"),
        FetchPuzzles(), ClearHash(), Reveal(), Install(), Sound("won"), Publish("1. e5"),
        Relabel(), Announce((message("cvc.paused"),)), SendToRoom((("", "hi"), ("p2", "yo"))),
        JoinRoom("r", "s", "player", "{}"), LeaveRoom()))
    assert [post.kind for post in edge.posts] == [
        "clear-entry", "share", "copy", "download", "pick-file", "fetch", "clear-hash",
        "reveal", "install", "live-leave", "live-join", "live-send", "publish", "relabel",
        "say", "sound"]
    assert edge.posted("live-send") == [('[["", "hi"], ["p2", "yo"]]',)]
    assert all(json.loads(json.dumps(post.args)) == list(post.args) for post in edge.posts)
    assert edge.posted("share") == [("u", title(app), "watch")]
    assert edge.posted("pick-file") == [("archive", 100_001)]
    assert edge.posted("say") == [(text(app, message("cvc.paused")),)]
    assert set(MESSAGES) < set(EXECUTORS) and edge.frames == 1  # the relabel's repaint
