"""The page's Python entry point (loaded by site/start.js): wiring only. Listens, routes
events through ``uttt.app.controller.runner`` (which steps ``uttt.app.controller.step``),
and carries the effects out: paint the board and the study panels' canvases
(``uttt.app.page.paint``), patch the page (``uttt.app.page.view`` applied by patch.js),
run the jobs (site/jobs.py), save, announce. Its input comes as messages from
site/inputs.js (``listeners``). Decides nothing and keeps no state of the
game; writes the page only through patch.js (``utttPatch`` for the view, ``utttSet`` for
what an effect writes)."""

from __future__ import annotations

import asyncio
import json
import random

import jobs  # site/*.py ship next to this module
import links_page
import listeners
from channel import (
    measure,
    now,
    place,
    post,
    storage_get,
    storage_set,
    stored,
    wall,
)

from uttt.app.controller import step as core
from uttt.app.controller.runner import Post, Runner
from uttt.app.core.event import Event
from uttt.app.core.keys import Name, keys_for
from uttt.app.core.vocabulary import Lane
from uttt.app.features.analysis.events import StudyText
from uttt.app.features.archive.events import ArchiveText
from uttt.app.features.links import start as friend_page
from uttt.app.features.looks.events import ClockZone, MediaChanged
from uttt.app.model.app import App, with_storage
from uttt.app.model.jobs import Job
from uttt.app.model.shown import render_view
from uttt.app.page import start as page
from uttt.app.page.frames import Frames
from uttt.app.page.paint import board_list, canvas_list, graph_list, puzzle_list
from uttt.app.page.patches import Patches
from uttt.app.page.view import page_json
from uttt.app.round.rules import new_round_id
from uttt.app.scene.build import View
from uttt.app.scene.render import to_json

post("mark", "uttt:imported")  # for scripts/bench/bench_load.py's breakdown
ENTROPY = random.SystemRandom()
PLACE = place()
KEYS = keys_for(str(PLACE["pathname"]))
STATE_KEY, FRIENDS_KEY, STUDY_KEY, ARCHIVE_KEY = KEYS.state, KEYS.friends, KEYS.study, KEYS.archive
# -- the edge: what the page does for the controller --------------------------------


class Page:
    """``uttt.app.controller.runner.Edge`` in the browser: storage by key, every job
    (searches included) in ``jobs.lanes``, and each message to the page: most go on to
    site/outputs.js as they are, the live region's text, the puzzle's entry and the
    record's texts are written here."""

    record: str | None = None  # the canvas's data-record, as last published

    def read(self, key: Name) -> str | None:
        return storage_get(KEYS.of(key))

    def write(self, key: Name, text: str) -> bool:
        return storage_set(KEYS.of(key), text)

    def run(self, job: Job) -> None:
        LANES.run(job)

    def cancel(self, lane: Lane) -> None:
        LANES.cancel(lane)

    def post(self, message: Post) -> None:
        kind, args = message.kind, message.args
        if kind == "say":
            put({"ids": {"live": {"announce": args[0]}}})
        elif kind == "clear-entry":
            put({"ids": {"puzzle-move": {"value": ""}}})
        elif kind == "publish":
            self.publish(str(args[0]))
        elif kind == "relabel":
            self.relabel()
        else:  # the text of a file, a fetch or a share comes back as an input message
            post(kind, *args)

    def publish(self, record: str) -> None:
        self.record = record  # every patch carries it: the texts and buttons change with
        PATCHES.now(RUNNER.app, wall())  # the record, in one message; none of them moves
        # on the next frame

    def relabel(self) -> None:
        PATCHES.now(RUNNER.app, wall())

    def request_frame(self) -> None:
        FRAMES.request()  # built when the dispatch is over (``Frames``)


STORED, STORAGE_WORKS, STORAGE_READ = stored([STATE_KEY, FRIENDS_KEY, STUDY_KEY, ARCHIVE_KEY],
                                             probe=f"{STATE_KEY}:probe")  # at start
_width, _height = PLACE["size"]
START = page.boot(STORED[STATE_KEY], storage_ok=STORAGE_WORKS, readable=STORAGE_READ,
                  languages=[str(x) for x in PLACE["languages"]],
                  size=(float(_width), float(_height)), fresh_id=new_round_id(ENTROPY))
for _name, _text in START.writes:
    _key = KEYS.of(_name)
    if storage_set(_key, _text):
        STORED[_key] = _text
FRIENDS = friend_page.boot_friends(START.app, STORED[FRIENDS_KEY], page_url=str(PLACE["href"]),
                                   place=PLACE["state"])  # a reload: the game shown
if FRIENDS.backup is not None:
    storage_set(KEYS.of("friends-backup"), FRIENDS.backup)
EDGE = Page()
LANES = jobs.lanes(lambda event: dispatch(event))
# What storage holds now: a save merges with it in its own step (``App.storage.known``).
RUNNER = Runner(with_storage(FRIENDS.app, known=(STORED[STATE_KEY], STORED[FRIENDS_KEY])), EDGE)


def dispatch(event: Event, time_stamp: float | None = None) -> None:
    with FRAMES.turn(event):  # the frame it asks for, built at its end
        FRAMES.timed(RUNNER.dispatch(event, wall=wall()), time_stamp)


def put(written: dict[str, object]) -> None:
    """Write what an effect sets on the page, through patch.js's setters."""
    post("set", json.dumps(written, separators=(",", ":")))


def patch(app: App, at: float, view: View | None) -> None:
    post("patch", *page_json(app, at, view, EDGE.record))


PATCHES = Patches(patch)  # once per change: a move's frame does not patch it again


def frame(since: float | None) -> None:
    """The frame: the page's patch where it changed and every canvas's display list, in
    this task's output; the page paints them at its next animation frame, and measures
    the input-to-paint time from ``since`` (a move's input) when it paints the board."""
    started = now() * 1000.0
    app = RUNNER.app
    view, layout = render_view(app), app.page.layout
    post("paint", to_json(board_list(app, view, layout)), None, since)
    for name, ops in (("graph", canvas_list(app, graph_list(app))),
                      ("puzzle-board", canvas_list(app, puzzle_list(app)))):
        if ops is not None:
            post("paint", to_json(ops), name)
    PATCHES.at_frame(app, wall(), view)
    measure("uttt:redraw", started)


FRAMES = Frames(frame, lambda delay, run: asyncio.get_event_loop().call_later(delay, run))


# What the browser prefers, before the first paint (the listeners report its changes).
FRAMES.hold()  # the start-up's dispatches: one frame, at its end
dispatch(MediaChanged(bool(PLACE["dark"]), bool(PLACE["lessMotion"])))
dispatch(ClockZone(int(PLACE.get("zone") or 0)))  # the archive's times are the device's
listeners.install(dispatch, KEYS)
RUNNER.apply(core.initial_effects(RUNNER.app))
dispatch(StudyText(STORED[STUDY_KEY]))  # read once; parsed when a panel needs it
dispatch(ArchiveText(STORED[ARCHIVE_KEY]))  # read once; parsed when first needed
links_page.open_hash(dispatch)  # a link in the address
FRAMES.request()  # the first frame
FRAMES.release()
put({"root": {"data": {"ready": "1"}}})
