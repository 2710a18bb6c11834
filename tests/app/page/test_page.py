"""Start-up and saving: restore exactly, count once, notices, two tabs."""

from __future__ import annotations

import json

from tests.helpers import imported
from uttt.app.controller.jobs import start as start_job
from uttt.app.controller.runner import MemoryEdge, Runner
from uttt.app.controller.step import initial_effects, step
from uttt.app.core.keys import keys_for, site_prefix
from uttt.app.features.analysis.events import StudyText
from uttt.app.features.archive.events import ArchiveText
from uttt.app.features.links.events import OpenLink
from uttt.app.features.play.events import PointerDown, PointerUp, Tick
from uttt.app.features.play.pointer import cell_centre
from uttt.app.model.app import App
from uttt.app.model.effects import (
    Save,
    SetStudyAside,
    Write,
    WriteArchive,
    WriteStudy,
    started,
)
from uttt.app.model.events import Choose, Click
from uttt.app.page.start import Start, boot, save_text, storage_changed, storage_full
from uttt.app.rating.elo import WIN as RATED_WIN
from uttt.app.rating.elo import RatingBook
from uttt.app.round.clock import TurnClock
from uttt.app.round.computer import Computer
from uttt.app.round.match import Match
from uttt.app.storage.archive import Archive
from uttt.app.storage.archive_text import export
from uttt.app.storage.save import SavedState, Settings, dump, load
from uttt.frozen import replace

TABLE = "ultimate/two_players"
WIN = [28, 9, 2, 22, 43, 68, 49, 39, 29, 26, 80, 73, 10, 12, 27, 3, 40, 41, 50, 45,
       0, 8, 78, 58, 37, 13, 16, 66, 48]
SIZE = (400.0, 400.0)


def start(stored: str | None, *, ok: bool = True, languages: list[str] | None = None) -> Start:
    return boot(stored, storage_ok=ok, languages=languages or ["en"], size=SIZE,
                fresh_id="a" * 16)


def play(app: App, moves: list[int], t0: float = 1.0) -> App:
    for i, move in enumerate(moves):
        x, y = cell_centre(app, move)
        app, _ = step(app, PointerDown(x, y, t0 + i))
        app, _ = step(app, PointerUp(x, y, t0 + i + 0.1))
    return app


def test_prefix_and_keys_follow_the_folder() -> None:
    assert site_prefix("/x/y/index.html") == "/x/y/"
    assert keys_for("/a/").state != keys_for("/b/").state
    a = keys_for("/a/")
    every = (a.state, a.backup, a.friends, a.friends_backup, a.study, a.study_backup)
    assert len(set(every)) == 6 and all(key.startswith("/a/uttt:v1:") for key in every)


def test_fresh_start() -> None:
    begun = start(None)
    assert begun.app.round.record.moves == () and begun.notices == ()
    assert begun.backup is None and begun.rewrite is None


def test_language_comes_from_the_browser_unless_chosen() -> None:
    assert start(None, languages=["pt-BR"]).app.page.language == "pt-BR"
    chosen = dump(SavedState(Settings(language="pt-PT")))
    assert start(chosen, languages=["en"]).app.page.language == "pt-PT"


def test_reload_mid_game_restores_position_and_round() -> None:
    app = play(start(None).app, WIN[:7])
    app, text = save_text(app, start(None).settings, None)
    again = start(text).app
    assert again.round.record == app.round.record
    assert again.match().board.moves == WIN[:7]


def test_score_counts_once_across_reloads() -> None:
    app = play(start(None).app, WIN)
    settings = start(None).settings
    app, text = save_text(app, settings, None)
    for _ in range(3):
        reloaded = start(text).app
        reloaded, text = save_text(reloaded, settings, text)
    assert reloaded.round.scores.tally(TABLE).red == 1
    assert reloaded.match().is_over()


def test_two_tabs_never_double_count_nor_lose() -> None:
    settings = start(None).settings
    tab_a = play(start(None).app, WIN)                    # Red wins in tab A
    tab_a, text_a = save_text(tab_a, settings, None)
    tab_b = start(text_a).app                             # tab B opened on the finished round
    tab_b, _ = step(tab_b, Click("play_again", 50.0, "b" * 16))
    tab_b, _ = step(tab_b, Click("resign", 51.0))         # armed, not confirmed: runs out
    tab_b = play(tab_b, [40])
    tab_b, _ = step(tab_b, Click("resign", 60.0))
    tab_b, _ = step(tab_b, Click("resign", 60.5))         # Red (to move) resigns: Blue +1
    tab_b, text_b = save_text(tab_b, settings, text_a)
    tab_a, _ = storage_changed(tab_a, text_b)
    assert tab_a.round.scores.tally(TABLE) == tab_b.round.scores.tally(TABLE)
    tally = tab_a.round.scores.tally(TABLE)
    assert (tally.red, tally.blue) == (1, 1)
    tab_a, text_a2 = save_text(tab_a, settings, text_b)
    assert load(text_a2).state.scores.tally(TABLE).total == 2


def test_corrupt_storage_gives_notice_and_backup() -> None:
    begun = start("{definitely not json")
    assert [n.key for n in begun.notices] == ["notice.storage_bad"]
    assert begun.backup == "{definitely not json" and begun.rewrite is not None
    assert begun.app.round.record.moves == ()


def test_partly_corrupt_storage_keeps_the_valid_part() -> None:
    match = Match.new("c" * 16)
    match.play(40)
    text = dump(SavedState(match=match.record())).replace('"moves":[40]', '"moves":[40,40]')
    begun = start(text)
    assert begun.app.round.record.moves == (40,)
    assert [n.key for n in begun.notices] == ["notice.storage_bad"]


def test_a_newer_save_is_left_alone_and_the_game_plays_in_memory() -> None:
    match = Match.new("d" * 16)
    match.play(40)
    doc = json.loads(dump(SavedState(Settings(language="pt-BR"), match=match.record())))
    doc["schema"] += 1
    doc["future_field"] = {"anything": [1, 2]}
    text = json.dumps(doc)
    begun = start(text)
    assert [n.key for n in begun.notices] == ["notice.storage_newer"]
    assert begun.read_only and begun.backup is None and begun.rewrite is None
    assert begun.writes == () and not begun.app.storage.ok  # the controller never saves
    assert begun.app.page.language == "pt-BR" and begun.app.round.record.moves == (40,)
    assert play(begun.app, [37]).round.record.moves == (40, 37)
    assert not start(dump(SavedState())).read_only
    assert not start("{oops").read_only


def test_storage_unavailable_still_plays() -> None:
    begun = start(None, ok=False)
    assert [n.key for n in begun.notices] == ["notice.storage_off"]
    assert play(begun.app, [40]).round.record.moves == (40,)


def test_storage_full_notice_once() -> None:
    app = storage_full(storage_full(start(None).app))
    assert [n.key for n in app.notices] == ["notice.storage_full"]


def test_a_classic_round_resumes_with_its_settings_clock_and_rating() -> None:
    match = Match.new("d" * 16, game="classic")
    match.play(4)
    clock = TurnClock("d" * 16, 1, 1_764_680_000.0)
    rating = RatingBook().record("e" * 16, "master", RATED_WIN)
    saved = SavedState(Settings(game="classic", turn_timer=30, alternate_starter=False),
                       match.record(), clock=clock, rating=replace(rating, pending=frozenset()))
    begun = start(dump(saved))
    assert begun.app.round.record.game == "classic" and begun.app.round.record.moves == (4,)
    assert begun.app.settings.turn_timer == 30 and not begun.app.settings.alternate_starter
    assert begun.app.round.clock == clock and begun.app.rating.games == 1
    _, text = save_text(begun.app, begun.app.settings, dump(saved))
    assert load(text).state.clock == clock and load(text).state.rating.games == 1


def test_reload_while_the_computer_thinks_resumes_the_search() -> None:
    match = Match.new("d" * 16, mode="computer", level="master")
    match.play(40)
    begun = start(dump(SavedState(Settings(mode="computer", level="master"), match.record())))
    app = begun.app
    record = app.round.record
    assert (record.mode, record.level, record.moves) == ("computer", "master", (40,))
    assert app.round.thinking is not None and app.round.thinking.moves == (40,)
    assert started(initial_effects(app), "think") == app.round.thinking


def test_mode_and_level_are_saved_in_the_settings() -> None:
    app = start(None).app
    app, _ = step(app, Choose("computer", "intermediate", 1.0, "e" * 16))
    app, text = save_text(app, Settings(), None)
    assert load(text).state.settings.mode == "computer"
    again = start(text).app
    assert (again.round.record.mode, again.round.record.level) == ("computer", "intermediate")
    assert again.round.thinking is None  # Red opens round 1: the player's turn


def test_a_tab_that_only_follows_never_writes_back_a_stale_round() -> None:
    """Tab B follows tab A's moves from storage. Its turn clock must come from
    storage too: if B's next tick saved a clock of its own, it would write B's
    round, and a move A made in the meantime would be lost in both tabs."""
    settings = start(None).settings
    tab_a = start(None).app
    tab_b = start(None).app
    tab_a, _ = step(tab_a, Tick(1.0, 1000.0))             # A's first turn starts
    tab_a, text = save_text(tab_a, settings, None)
    tab_a = play(tab_a, [40], t0=2.0)                     # A plays, saves, ticks, saves
    tab_a, _ = save_text(tab_a, settings, text)
    tab_a, fx = step(tab_a, Tick(3.0, 1002.0))
    assert Save in fx
    tab_a, text = save_text(tab_a, settings, text)
    tab_b, _ = storage_changed(tab_b, text)               # B follows: e5 on its board
    assert tab_b.round.record == tab_a.round.record
    tab_b, fx = step(tab_b, Tick(3.5, 1002.5))            # B's tick: nothing to write
    assert Save not in fx
    assert tab_b.round.clock == tab_a.round.clock


def test_an_oversized_save_is_set_aside_and_replaced() -> None:
    huge = '{"schema": 2, "match": {"moves": [' + "40, " * 100_000 + "40]}}"
    begun = start(huge)
    assert begun.backup == huge and begun.rewrite is not None
    assert [n.key for n in begun.notices] == ["notice.storage_bad"]
    assert load(begun.rewrite).problems == ()



EXERCISE = ('\n[Exercise "blunder"]\n[Best "f6"]\n[BestWin "550"]\n[PlayedWin "200"]\n'
            '[Box "2"]\n[Due "9"]\n\n1. e5 d4\n')


def test_a_storage_that_cannot_be_read_is_never_written_over() -> None:
    """Reading throws, writing works: the page says saving is off, plays in memory, and
    no effect writes a key (the save, the link games, the study, the archive) whose text
    it never saw."""
    begun = boot(None, storage_ok=True, readable=False, languages=["en"], size=SIZE,
                 fresh_id="a" * 16)
    assert [n.key for n in begun.notices] == ["notice.storage_unread"]
    assert begun.writes == () and not begun.app.storage.ok and not begun.app.storage.read
    edge = MemoryEdge()
    runner = Runner(begun.app, edge)
    runner.dispatch(StudyText(None))
    runner.dispatch(ArchiveText(None))
    x, y = cell_centre(runner.app, 40)
    runner.dispatch(PointerDown(x, y, 1.0))
    runner.dispatch(PointerUp(x, y, 1.1))
    assert runner.app.round.record.moves == (40,)  # played in memory
    finished = play(step(start(None).app, ArchiveText(None))[0], WIN)
    text = export(finished.archive.archive or Archive()) + EXERCISE  # a game, an exercise
    app, effects = imported(runner.app, text)
    assert app.archive.archive is not None and len(app.archive.archive.games) == 1
    assert all(effects.get(kind) is None
               for kind in (Save, Write, SetStudyAside, WriteStudy, WriteArchive))
    runner.dispatch(OpenLink(text, "archive"))
    work = start_job(edge.jobs[-1], Computer())
    while work.step(0.0, hidden=False) is not None:
        pass
    runner.dispatch(work.outcome(0.0))  # type: ignore[arg-type]
    assert runner.app.archive.archive is not None and runner.app.study.document is not None
    assert (edge.writes, edge.friends, edge.study, edge.archive) == ([], None, None, None)
    assert edge.study_backups == edge.archive_backups == []
