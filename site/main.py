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
from uttt.app.controller.events import (
    ArchiveText,
    ClockZone,
    MediaChanged,
    StudyText,
)
from uttt.app.controller.runner import Runner
from uttt.app.controller.state import App
from uttt.app.core.keys import keys_for
from uttt.app.page import friends as friend_page
from uttt.app.page import start as page
from uttt.app.page.frames import Frames
from uttt.app.page.paint import board_list, canvas_list, graph_list, puzzle_list
from uttt.app.page.patches import Patches
from uttt.app.page.view import page_json
from uttt.app.round.rules import new_round_id
from uttt.app.study.puzzles import SITE_PATH as PUZZLES_PATH
from uttt.app.view.build import View
from uttt.app.view.render import to_json
from uttt.frozen import replace

post("mark", "uttt:imported")  # for scripts/bench_load.py's breakdown
ENTROPY = random.SystemRandom()
PLACE = place()
KEYS = keys_for(str(PLACE["pathname"]))
STATE_KEY, BACKUP_KEY, FRIENDS_KEY = KEYS.state, KEYS.backup, KEYS.friends
FRIENDS_BACKUP_KEY, STUDY_KEY, STUDY_BACKUP_KEY = KEYS.friends_backup, KEYS.study, KEYS.study_backup
ARCHIVE_KEY, ARCHIVE_BACKUP_KEY = KEYS.archive, KEYS.archive_backup
# -- the edge: what the page does for the controller --------------------------------


class Page(jobs.Searches, links_page.Links):
    """``uttt.app.controller.runner.Edge`` in the browser (every search in
    ``jobs.Searches``; link play's share, copy, download, file and address
    effects in ``links_page.Links``)."""

    record: str | None = None  # the canvas's data-record, as last published

    def read_friends(self) -> str | None:
        return storage_get(FRIENDS_KEY)

    def write_friends(self, text: str) -> bool:
        return storage_set(FRIENDS_KEY, text)

    def write_study(self, text: str) -> bool:
        return storage_set(STUDY_KEY, text)

    def write_study_backup(self, text: str) -> None:
        storage_set(STUDY_BACKUP_KEY, text)

    def read_archive(self) -> str | None:
        return storage_get(ARCHIVE_KEY)

    def write_archive(self, text: str) -> bool:
        return storage_set(ARCHIVE_KEY, text)

    def write_archive_backup(self, text: str) -> None:
        storage_set(ARCHIVE_BACKUP_KEY, text)

    def clear_entry(self) -> None:
        put({"ids": {"puzzle-move": {"value": ""}}})

    def fetch_puzzles(self) -> None:
        post("fetch", PUZZLES_PATH)  # the text comes back as an input message

    def read_save(self) -> str | None:
        return storage_get(STATE_KEY)

    def write_save(self, text: str) -> bool:
        return storage_set(STATE_KEY, text)

    def publish(self, record: str) -> None:
        self.record = record  # every patch carries it: the texts and buttons change with
        PATCHES.now(RUNNER.app, wall())  # the record, in one message; none of them moves
        # on the next frame

    def relabel(self) -> None:
        PATCHES.now(RUNNER.app, wall())

    def say(self, text: str) -> None:
        put({"ids": {"live": {"announce": text}}})

    def play_sound(self, name: str) -> None:
        post("sound", name)

    def install(self) -> None:
        post("install")

    def request_frame(self) -> None:
        FRAMES.request()  # built when the dispatch is over (``Frames``)


STORED, STORAGE_WORKS, STORAGE_READ = stored([STATE_KEY, FRIENDS_KEY, STUDY_KEY, ARCHIVE_KEY],
                                             probe=f"{STATE_KEY}:probe")  # at start
_width, _height = PLACE["size"]
START = page.boot(STORED[STATE_KEY], storage_ok=STORAGE_WORKS, readable=STORAGE_READ,
                  languages=[str(x) for x in PLACE["languages"]],
                  size=(float(_width), float(_height)), fresh_id=new_round_id(ENTROPY))
for _name, _text in START.writes:
    _key = {"backup": BACKUP_KEY, "state": STATE_KEY}[_name]
    if storage_set(_key, _text):
        STORED[_key] = _text
FRIENDS = friend_page.boot_friends(START.app, STORED[FRIENDS_KEY], page_url=str(PLACE["href"]),
                                   place=PLACE["state"])  # a reload: the game shown
if FRIENDS.backup is not None:
    storage_set(FRIENDS_BACKUP_KEY, FRIENDS.backup)
EDGE = Page(lambda event: dispatch(event), lambda: RUNNER.app.title())
# What storage holds now: a save merges with it in its own step (``App.known_storage``).
RUNNER = Runner(replace(FRIENDS.app, known_storage=(STORED[STATE_KEY], STORED[FRIENDS_KEY])),
                EDGE)


def dispatch(event: core.Event, time_stamp: float | None = None) -> None:
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
    view, layout = app.render_view(), app.layout
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
EDGE.open_hash()  # a link in the address
FRAMES.request()  # the first frame
FRAMES.release()
put({"root": {"data": {"ready": "1"}}})
