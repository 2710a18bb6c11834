"""An in-memory live room for the controller's tests: the network that site/live.js is
on the page, reduced to what the program sees of it.

Each device is a ``Runner`` with a ``MemoryEdge``. ``Rooms.deliver`` reads what each
runner posted since it last looked: a ``live-join`` puts the runner in that room (its
secret must match the room's; every other member and the newcomer then see each other
come, ``PeerSeen``, and the newcomer's room opens, ``LiveStatus``), leaving the room it
was in first (the others see it go), as the network module's join does, a ``live-leave``
takes it out (the others see it go), and each text of a ``live-send`` is handed to its
peer (or every other member) as ``PeerSaid``, in order, until nothing more is said. A
device that comes back after a drop gets a new peer id, as on the network.

Runners added with the same ``profile`` are tabs of one browser: a ``live-tab`` post is
the ``BroadcastChannel`` site/live.js opens between them (a code handed over reaches the
tabs listening on that channel as ``Scanned(handed=True)``; the tab that handed it hears
``Handed(True)`` when one says it took it, else ``Handed(False)`` once all is quiet, as
the page's wait ends)."""

from __future__ import annotations

import json

from uttt.app.controller.runner import MemoryEdge, Runner
from uttt.app.core.event import Event
from uttt.app.features.live.events import Handed, LiveStatus, PeerSaid, PeerSeen, Scanned


class Rooms:
    """Rooms in memory, and the devices that may join them, by name."""

    def __init__(self) -> None:
        self.devices: dict[str, Runner] = {}
        self.seen: dict[str, int] = {}
        self.where: dict[str, tuple[str, str]] = {}
        """Each device in a room: the room, and the peer id the others know it by."""
        self.secrets: dict[str, str] = {}
        self.joins: dict[str, int] = {}
        self.time = 100.0
        self.wall = 1_000_000.0
        self.said: list[tuple[str, str, str]] = []
        """Every text delivered: sender's peer id, receiver's name, text."""
        self.profiles: dict[str, str] = {}
        self.listening: set[tuple[str, str]] = set()
        """The tabs listening for codes handed over: (tab, channel)."""
        self.handing: dict[tuple[str, str, str], str] = {}
        """The codes handed over and not taken yet, (profile, channel, code): the tab."""

    def add(self, name: str, runner: Runner, profile: str = "") -> Runner:
        """A device, or a tab of the browser ``profile`` (tabs of one profile share
        their ``BroadcastChannel``)."""
        self.devices[name] = runner
        self.seen[name] = 0
        self.profiles[name] = profile or name
        return runner

    def edge(self, name: str) -> MemoryEdge:
        edge = self.devices[name].edge
        assert isinstance(edge, MemoryEdge)
        return edge

    def dispatch(self, name: str, event: Event) -> None:
        """An event on one device, then everything the room carries because of it."""
        self.devices[name].dispatch(event, wall=self.wall)
        self.deliver()

    def tick(self, seconds: float) -> None:
        self.time += seconds
        self.wall += seconds

    def members(self, room: str) -> list[str]:
        return [name for name, (where, _) in self.where.items() if where == room]

    def peer_of(self, name: str) -> str:
        return self.where[name][1]

    def drop(self, name: str) -> None:
        """The device's connection drops (the others see it go; it hears nothing)."""
        room, peer = self.where.pop(name)
        for other in self.members(room):
            self.devices[other].dispatch(PeerSeen(peer, False), wall=self.wall)
        self.deliver()

    def come_back(self, name: str, room: str) -> None:
        """The dropped device reconnects to ``room``, under a new peer id."""
        self._join(name, room)
        self.deliver()

    def deliver(self) -> None:
        """Carry every join, leave and text posted, until the devices fall silent; then
        every code handed over that no tab took is said not taken, and so on."""
        busy = True
        while busy:
            busy = False
            for name in list(self.devices):
                posts = self.edge(name).posts
                fresh, self.seen[name] = posts[self.seen[name]:], len(posts)
                for post in fresh:
                    busy = True
                    self._carry(name, post.kind, post.args)
            if not busy and self.handing:
                waited, self.handing = self.handing, {}
                for tab in waited.values():
                    self.devices[tab].dispatch(Handed(False), wall=self.wall)
                busy = True

    def _tab(self, name: str, how: str, channel: str, text: str) -> None:
        """The ``BroadcastChannel`` between the tabs of ``name``'s profile."""
        profile = self.profiles[name]
        if how == "listen":
            self.listening.add((name, channel))
        elif how == "hand":
            self.handing[(profile, channel, text)] = name
            for tab, heard in sorted(self.listening):
                if heard == channel and tab != name and self.profiles[tab] == profile:
                    self.devices[tab].dispatch(Scanned(text, handed=True), wall=self.wall)
        elif how == "took" and (profile, channel, text) in self.handing:
            tab = self.handing.pop((profile, channel, text))
            self.devices[tab].dispatch(Handed(True), wall=self.wall)

    def _carry(self, name: str, kind: str, args: tuple[object, ...]) -> None:
        if kind == "live-tab":
            self._tab(name, *(str(arg) for arg in args[:3]))
        elif kind == "live-join":
            room, secret = str(args[0]), str(args[1])
            if self.secrets.setdefault(room, secret) == secret:
                self._join(name, room)
            else:
                self.devices[name].dispatch(LiveStatus("open"), wall=self.wall)
        elif kind == "live-leave" and name in self.where:
            self.drop(name)
        elif kind == "live-send" and name in self.where:
            room, peer = self.where[name]
            for to, text in json.loads(str(args[0])):
                for other in self.members(room):
                    if other != name and (to in ("", self.peer_of(other))):
                        self.time += 0.01
                        self.said.append((peer, other, text))
                        self.devices[other].dispatch(PeerSaid(peer, text, self.time),
                                                     wall=self.wall)

    def _join(self, name: str, room: str) -> None:
        if name in self.where:  # one room at a time: the one it was in is left first
            old, peer = self.where.pop(name)
            for other in self.members(old):
                self.devices[other].dispatch(PeerSeen(peer, False), wall=self.wall)
        self.joins[name] = self.joins.get(name, 0) + 1
        peer = f"{name}-{self.joins[name]}"
        others = self.members(room)
        self.where[name] = (room, peer)
        self.devices[name].dispatch(LiveStatus("open"), wall=self.wall)
        for other in others:
            self.devices[other].dispatch(PeerSeen(peer, True), wall=self.wall)
            self.devices[name].dispatch(PeerSeen(self.peer_of(other), True), wall=self.wall)

    def speak(self, peer: str, to: str, text: str) -> None:
        """A text from a peer that is no device of ours (a hostile one), to device ``to``."""
        self.time += 0.01
        self.devices[to].dispatch(PeerSaid(peer, text, self.time), wall=self.wall)
        self.deliver()
