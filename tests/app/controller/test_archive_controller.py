"""The archive through the controller and the runner: every finished game kept (two
players, against the computer, the computer against itself, by link), two tabs on one
storage losing none, a full storage dropping the oldest games first and never the
round's save, the list's filters, review and watch link, export and import."""

from __future__ import annotations

from tests.app.controller.test_link_controller import device, play_by_link
from tests.helpers import WIN, imported, run, tap
from uttt.app.controller.runner import MemoryEdge, Runner
from uttt.app.core.keys import Name
from uttt.app.features.archive.events import ArchiveFilter, ArchivePick, ArchiveStored, ArchiveText
from uttt.app.features.links.events import OpenLink
from uttt.app.features.play.events import PointerDown, PointerUp
from uttt.app.features.play.pointer import cell_centre
from uttt.app.friends.link import Link, decode, encode, fragment_of
from uttt.app.model.app import App
from uttt.app.model.effects import (
    Download,
    PickFile,
    Publish,
    Save,
    Share,
    WriteStudy,
    announced,
)
from uttt.app.model.events import Click, ComputerMove, Saved
from uttt.app.page.view import page_view
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.storage.archive import Archive, dump, finished, load, merge
from uttt.app.storage.archive_text import export
from uttt.app.texts.i18n import message, translate
from uttt.frozen import replace

CLASSIC_WIN = [4, 0, 2, 6, 3, 8, 5]
WALL = 1796400000.0


def start(round_id: str = "00000000000000aa", **record: object) -> App:
    app = App.start(MatchRecord(round_id, **record), ScoreBook(), width=360,  # type: ignore[arg-type]
                    height=360)
    return run(app, ArchiveText(None))[0]


def play(app: App, moves: list[int], t: float = 1.0, wall: float = WALL) -> tuple[App, list]:
    """Tap the moves in turn (one second apart), keeping each step's effects."""
    from uttt.app.controller.step import step

    effects = []
    for move in moves:
        x, y = cell_centre(app, move)
        app, _ = step(app, PointerDown(x, y, t), wall)
        app, fx = step(app, PointerUp(x, y, t + 0.05), wall)
        effects.append(fx)
        t += 1.0
    return app, effects


def archived(app: App) -> tuple[str, ...]:
    return tuple(g.id for g in (app.archive.archive or Archive()).games)


def test_a_game_between_two_players_is_archived_when_it_ends_once() -> None:
    app, effects = play(start(), WIN)
    assert archived(app) == ("00000000000000aa",)
    game = app.archive.archive.games[0]  # type: ignore[union-attr]
    assert (game.result, game.mode, game.ended, game.moves) == ("1-0", "two_players",
                                                               int(WALL), tuple(WIN))
    writes = [fx.get(type(fx.commands[0])) for fx in effects]
    assert writes  # the last move's step asks to write the archive, the others do not
    from uttt.app.model.effects import WriteArchive

    asked = [fx.get(WriteArchive) for fx in effects]
    assert [a is not None for a in asked] == [False] * (len(WIN) - 1) + [True]
    assert load(asked[-1].text).archive == app.archive.archive  # type: ignore[union-attr]
    again, fx = run(app, Click("review", 99.0))
    assert fx.get(WriteArchive) is None and archived(again) == archived(app)


def test_a_resigned_game_against_the_computer_is_archived_with_its_level() -> None:
    app = start(mode="computer", level="master")
    app, _ = tap(app, 40, 1.0)
    app, _ = run(app, Click("resign", 5.0), Click("resign", 5.5))
    assert app.match().is_over()
    game = app.archive.archive.games[0]  # type: ignore[union-attr]
    assert (game.x, game.o, game.resigned, game.result) == ("person", "computer:master", "X",
                                                            "0-1")
    assert game.mode == "computer"


def test_the_computer_playing_itself_is_archived() -> None:
    app = start(mode="cvc", level="master", red_level="beginner", game="classic")
    for t, move in enumerate(CLASSIC_WIN):
        ticket = app.round.thinking
        assert ticket is not None
        app, _ = run(app, ComputerMove(ticket.token, move, 10.0 + t))
    game = app.archive.archive.games[0]  # type: ignore[union-attr]
    assert (game.mode, game.x, game.o, game.game) == ("cvc", "computer:beginner",
                                                      "computer:master", "classic")


def test_a_game_by_link_is_archived_on_both_devices() -> None:
    a = run(device(), ArchiveText(None))[0]
    b = run(device(), ArchiveText(None))[0]
    a, b = play_by_link(a, b, WIN)
    assert archived(a) == archived(b) and len(archived(a)) == 1
    mine, theirs = a.archive.archive.games[0], b.archive.archive.games[0]  # type: ignore[union-attr]
    assert (mine.x, mine.o) == ("person", "friend:") and (theirs.x, theirs.o) == ("friend:",
                                                                                "person")
    assert mine.mode == "friend" and mine.moves == tuple(WIN)


def dropped_said(app: App, key: str) -> int:
    return sum(v for n in app.notices if n.key == key for name, v in n.params
               if name == "count" and isinstance(v, int))


def test_finished_rounds_opened_by_link_never_push_out_the_players_games() -> None:
    """Issue: a page that opened ~520 links of finished rounds (any site can, through a
    window it opened) filled the archive's 500 places; all 20 of the player's own finished
    games were gone, and only the invitations' notice said anything."""
    own = merge(Archive(tuple(finished(f"{n:016x}", int(WALL) - 100 + n, "classic", "person",
                                       "person", CLASSIC_WIN) for n in range(1, 21))))
    edge = MemoryEdge()
    edge.archive = dump(own)
    runner = Runner(start(game="classic"), edge)
    runner.dispatch(ArchiveText(edge.archive))
    older = ""
    for n in range(520):
        link = Link("classic", f"Fin{n:05d}", 1, "a", tuple(CLASSIC_WIN))
        runner.dispatch(OpenLink("https://x.org/#" + encode(link), "hash"), wall=WALL + n)
        older = edge.archive if n == 300 else older
    kept = runner.app.archive.archive
    assert kept is not None and own.ids() <= kept.ids()
    assert load(edge.archive).archive == kept
    arrived = [g for g in kept.games if g.arrived]
    assert arrived and all(g.mode == "friend" for g in arrived)
    assert dropped_said(runner.app, "notice.archive_arrived_dropped") == 520 - len(arrived)
    assert dropped_said(runner.app, "notice.archive_oldest_dropped") == 0
    runner.dispatch(ArchiveStored(older))  # another tab's older copy: nothing counted again
    assert runner.app.archive.archive == kept
    assert dropped_said(runner.app, "notice.archive_arrived_dropped") == 520 - len(arrived)


def test_the_501st_game_of_my_own_pushes_out_the_oldest_and_says_so() -> None:
    full = merge(Archive(tuple(finished(f"{n:016x}", n, "classic", "person", "person",
                                        CLASSIC_WIN) for n in range(1, 501))))
    app = run(start("00000000000fffff", game="classic"), ArchiveText(dump(full)))[0]
    app, _ = play(app, CLASSIC_WIN)
    kept = app.archive.archive
    assert kept is not None and len(kept.games) == 500 and f"{1:016x}" not in kept.ids()
    assert dropped_said(app, "notice.archive_oldest_dropped") == 1
    assert dropped_said(app, "notice.archive_arrived_dropped") == 0


class ArchiveTab(MemoryEdge):
    """A tab's edge whose archive key is one shared storage (each tab keeps its own
    round: the rounds' merge is ``tab_merge``'s, tested apart)."""

    def __init__(self, shelf: dict[str, str]) -> None:
        super().__init__()
        self.shelf = shelf

    def read(self, key: Name) -> str | None:
        return self.shelf.get("archive") if key == "archive" else super().read(key)

    def write(self, key: Name, text: str) -> bool:
        if key != "archive":
            return super().write(key, text)
        self.shelf["archive"] = text
        return True


def test_two_tabs_on_one_storage_lose_no_game() -> None:
    shelf: dict[str, str] = {}
    tabs = [Runner(start(f"{n:016x}", game="classic"), ArchiveTab(shelf)) for n in (1, 2)]
    for tab in tabs:  # both read the empty archive at start
        tab.dispatch(ArchiveText(None))
    t = 1.0
    for move in CLASSIC_WIN:  # tab 0 finishes its round and writes
        x, y = cell_centre(tabs[0].app, move)
        tabs[0].dispatch(PointerDown(x, y, t), wall=WALL)
        tabs[0].dispatch(PointerUp(x, y, t + 0.05), wall=WALL)
        t += 1
    assert load(shelf["archive"]).archive.ids() == {f"{1:016x}"}
    for move in CLASSIC_WIN:  # tab 1 never got the storage event: it merges before writing
        x, y = cell_centre(tabs[1].app, move)
        tabs[1].dispatch(PointerDown(x, y, t), wall=WALL + 5)
        tabs[1].dispatch(PointerUp(x, y, t + 0.05), wall=WALL + 5)
        t += 1
    assert load(shelf["archive"]).archive.ids() == {f"{1:016x}", f"{2:016x}"}
    tabs[0].dispatch(ArchiveStored(shelf["archive"]))  # the storage event arrives late
    assert archived(tabs[0].app) == archived(tabs[1].app) == (f"{1:016x}", f"{2:016x}")


def test_a_full_storage_drops_the_oldest_games_first_and_keeps_the_newest() -> None:
    old = merge(Archive(tuple(
        finished(f"{n:016x}", n, "classic", "person", "person", CLASSIC_WIN)  # type: ignore[misc]
        for n in range(1, 41))))
    edge = MemoryEdge()
    edge.archive = dump(old)
    edge.archive_room = len(dump(old)) - 1  # one byte short of the archive as it is
    runner = Runner(start("f" * 16, game="classic"), edge)
    runner.dispatch(ArchiveText(edge.archive))
    t = 1.0
    for move in CLASSIC_WIN:
        x, y = cell_centre(runner.app, move)
        runner.dispatch(PointerDown(x, y, t), wall=WALL)
        runner.dispatch(PointerUp(x, y, t + 0.05), wall=WALL)
        t += 1
    kept = load(edge.archive).archive
    assert kept.games[-1].id == "f" * 16  # the newest game is kept
    assert len(kept.games) < 41 and kept.games[0].ended > 1  # the oldest went first
    assert [g.ended for g in kept.games[:-1]] == list(range(42 - len(kept.games), 41))
    assert any(n.key == "notice.archive_trimmed" for n in runner.app.notices)


def test_when_even_the_newest_game_does_not_fit_a_notice_says_so() -> None:
    edge = MemoryEdge()
    edge.archive_room = 10
    runner = Runner(start("f" * 16, game="classic"), edge)
    t = 1.0
    for move in CLASSIC_WIN:
        x, y = cell_centre(runner.app, move)
        runner.dispatch(PointerDown(x, y, t), wall=WALL)
        runner.dispatch(PointerUp(x, y, t + 0.05), wall=WALL)
        t += 1
    assert edge.archive is None
    assert any(n.key == "notice.archive_full" for n in runner.app.notices)
    assert runner.app.match().is_over()  # the round itself is untouched


def test_a_refused_save_of_the_round_first_makes_room_in_the_archive() -> None:
    app = start(game="classic")
    games = tuple(finished(f"{n:016x}", n, "classic", "person", "person", CLASSIC_WIN)
                  for n in range(1, 21))
    app, _ = run(app, ArchiveText(dump(Archive(games))))  # type: ignore[arg-type]
    app, fx = run(app, Saved(False))
    from uttt.app.model.effects import WriteArchive

    written = fx.get(WriteArchive)
    assert written is not None and written.then_save and Save not in fx  # the save waits
    assert len(app.archive.archive.games) == 18  # type: ignore[union-attr]
    assert not any(n.key == "notice.storage_full" for n in app.notices)
    empty = start()
    _, fx = run(empty, Saved(False))
    assert Save not in fx  # nothing to give: the storage-full notice, as before
    assert any(n.key == "notice.storage_full" for n in run(empty, Saved(False))[0].notices)


def test_a_newer_archive_is_shown_and_never_written_over() -> None:
    text = dump(Archive()).replace('"schema":3', '"schema":4')
    app = run(start(game="classic"), ArchiveText(text))[0]
    app, effects = play(app, CLASSIC_WIN)
    from uttt.app.model.effects import WriteArchive

    assert all(fx.get(WriteArchive) is None for fx in effects)
    assert any(n.key == "notice.archive_newer" for n in app.notices)


def test_the_list_shows_filters_and_opens_a_game_for_review() -> None:
    games = (
        finished("1" * 16, 100, "classic", "person", "person", CLASSIC_WIN),
        finished("2" * 16, 200, "ultimate", "person", "computer:master", WIN),
        finished("3" * 16, 300, "ultimate", "friend:Ana", "person", (40,), "O"),
    )
    app = run(start(), ArchiveText(dump(Archive(games))))[0]  # type: ignore[arg-type]
    assert "archive-list" not in page_view(app)["live"]["ids"]  # built only while open
    app, _ = run(app, Click("archive_open", 1.0))
    ids = page_view(app)["live"]["ids"]
    rows = ids["archive-list"]["children"]
    assert [r["children"][0]["attrs"]["data-archive"] for r in rows] == ["3" * 16, "2" * 16,
                                                                         "1" * 16]
    assert "with Ana" in rows[0]["children"][0]["text"]
    assert "you against the computer (Master)" in rows[1]["children"][0]["text"]
    app, _ = run(app, ArchiveFilter("game", "ultimate"), ArchiveFilter("result", "won"))
    rows = page_view(app)["live"]["ids"]["archive-list"]["children"]
    assert [r["children"][0]["attrs"]["data-archive"] for r in rows] == ["2" * 16]
    app, _ = run(app, ArchiveFilter("mode", "friend"), ArchiveFilter("mode", "nonsense"),
                 ArchiveFilter("result", "lost"))
    rows = page_view(app)["live"]["ids"]["archive-list"]["children"]
    assert [r["children"][0]["attrs"]["data-archive"] for r in rows] == ["3" * 16]
    app, fx = run(app, ArchivePick("2" * 16))
    assert app.links.watching is not None and app.links.watching.moves == tuple(WIN)
    assert Publish in fx and app.round.view.review == len(WIN)
    app, fx = run(app, ArchivePick("3" * 16, "watch"))
    link = decode(fragment_of(fx.get(Share).url or ""))
    assert link.watch and link.moves == (40,) and link.resigned == "O"
    out_of_turn = finished("4" * 16, 400, "ultimate", "person", "computer:master", (40,), "X")
    app, _ = run(app, ArchiveText(dump(Archive((out_of_turn,)))))  # type: ignore[arg-type]
    app, _ = run(app, Click("archive_open", 1.5))
    app, fx = run(app, ArchivePick("4" * 16, "watch"))  # a resignation out of turn too
    link = decode(fragment_of(fx.get(Share).url or ""))
    assert link.watch and link.moves == (40,) and link.resigned == "X"
    app, _ = run(app, Click("archive_close", 2.0))
    assert "archive-list" not in page_view(app)["live"]["ids"]


def test_export_then_import_on_another_device() -> None:
    app, _ = play(start(game="classic"), CLASSIC_WIN)
    app, fx = run(app, Click("archive_export", 1.0))
    download = fx.get(Download)
    assert download is not None and download.text == export(app.archive.archive)  # type: ignore[arg-type]
    other = start("b" * 16)
    other, fx = run(other, Click("archive_import", 1.0))
    assert PickFile in fx
    assert Download not in fx  # nothing downloaded here
    other, fx = imported(other, export(app.archive.archive))  # type: ignore[arg-type]
    assert archived(other) == archived(app)
    said = translate("en", announced(fx)[0])
    assert said == "Imported: 1 game. Already in the archive: 0 games."
    other, fx = imported(other, export(app.archive.archive)  # type: ignore[arg-type]
                         + "\n[X \"robot\"]\n\n1. e5 1-0")
    said = [translate("en", m) for m in announced(fx)]
    assert said[0] == "Imported: 0 games. Already in the archive: 1 game."
    assert said[1].startswith("Game 2 of the file was not imported")


def test_exporting_an_empty_archive_says_there_is_nothing() -> None:
    _, fx = run(start(), Click("archive_export", 1.0))
    assert Download not in fx and announced(fx)


class QuotaEdge(MemoryEdge):
    """One storage for the save and the archive, holding at most ``quota`` characters."""

    def __init__(self, quota: int, archive: str) -> None:
        super().__init__()
        self.quota = quota
        self.archive = archive

    def _fits(self, save: str | None, archive: str | None) -> bool:
        return len(save or "") + len(archive or "") <= self.quota

    def write(self, key: Name, text: str) -> bool:
        if key == "state" and not self._fits(text, self.archive):
            return False
        if key == "archive" and not self._fits(self.stored, text):
            return False
        return super().write(key, text)


def test_the_rounds_save_never_gives_way_to_the_archive() -> None:
    """Storage all but filled by the archive: the next move's save fails, the archive's
    oldest games go, and the move is saved."""
    old = merge(Archive(tuple(
        finished(f"{n:016x}", n, "classic", "person", "person", CLASSIC_WIN)  # type: ignore[misc]
        for n in range(1, 41))))
    edge = QuotaEdge(len(dump(old)) + 200, dump(old))
    runner = Runner(start("f" * 16, game="classic"), edge)
    runner.dispatch(ArchiveText(edge.archive))
    x, y = cell_centre(runner.app, 4)
    runner.dispatch(PointerDown(x, y, 1.0), wall=WALL)
    runner.dispatch(PointerUp(x, y, 1.05), wall=WALL)
    assert edge.stored is not None and '"moves":[4]' in edge.stored
    kept = load(edge.archive).archive.games
    assert 0 < len(kept) < 40 and kept[-1].ended == 40  # the oldest went
    assert not any(n.key == "notice.storage_full" for n in runner.app.notices)
    assert any(n.key == "notice.archive_trimmed" for n in runner.app.notices)


def test_exercises_travel_with_the_archive_and_keep_the_further_box() -> None:
    from uttt.app.features.analysis.events import StudyText
    from uttt.app.study import store as study_store
    from uttt.app.study.exercises import Exercise

    first = Exercise((40,), 36, 44, 0.55, 0.2, "blunder", box=4, due=20)
    second = Exercise((40, 36), 4, 5, 0.6, 0.3, "mistake")
    document = study_store.Study(exercises=(first, second))
    app, _ = play(start(game="classic"), CLASSIC_WIN)
    app, _ = run(app, StudyText(study_store.dump(document)))
    app, fx = run(app, Click("archive_export", 1.0))
    download = fx.get(Download)
    assert download is not None
    text = download.text
    assert '[Exercise "blunder"]' in text and '[Box "4"]' in text

    behind = replace(first, box=2, due=5)
    other = start("b" * 16)
    other, _ = run(other, StudyText(study_store.dump(study_store.Study(exercises=(behind,)))))
    other, fx = imported(other, text)
    said = [translate("en", m) for m in announced(fx)]
    assert said[:2] == ["Imported: 1 game. Already in the archive: 0 games.",
                        "Exercises added: 1 exercise."]
    assert WriteStudy in fx
    kept = study_store.load(fx.get(WriteStudy).text).study.exercises
    assert kept == (first, second)
    assert archived(other) == archived(app)


def test_a_bad_exercise_is_named_and_the_games_still_imported() -> None:
    app, _ = play(start(game="classic"), CLASSIC_WIN)
    text = export(app.archive.archive)  # type: ignore[arg-type]
    text += '\n[Exercise "blunder"]\n[Best "a1"]\n[BestWin "500"]\n[PlayedWin "100"]\n' \
            '[Box "1"]\n[Due "0"]\n\n1. e5 d4\n'
    other, fx = imported(start("b" * 16), text)
    said = [translate("en", m) for m in announced(fx)]
    assert archived(other) == archived(app)
    assert said[1] == "Exercises added: 0 exercises."
    assert said[2].startswith("Exercise 1 of the file was not imported")
    assert WriteStudy not in fx


def test_an_old_file_without_exercises_touches_no_study() -> None:
    app, _ = play(start(game="classic"), CLASSIC_WIN)
    other, fx = imported(start("b" * 16), export(app.archive.archive))  # type: ignore[arg-type]
    assert len(announced(fx)) == 1 and other.study.document is None
    assert WriteStudy not in fx


def test_games_ending_within_one_second_are_listed_in_the_order_they_ended() -> None:
    first, _ = play(start("00000000000000ff"), WIN)  # the later game has the smaller id
    again, _ = run(first, Click("play_again", 30.0, "0000000000000001"))
    second, _ = play(again, WIN, t=31.0)  # the same wall second as the first
    games = second.archive.archive.games  # type: ignore[union-attr]
    assert [g.id for g in games] == ["00000000000000ff", "0000000000000001"]
    assert games[1].ended == games[0].ended + 1  # never before the newest kept game


def test_a_round_from_a_position_is_archived_with_its_start() -> None:
    from uttt.board import Board

    position = Board.from_moves(WIN[:11]).fen()
    app, _ = play(start(start=position), WIN[11:])
    assert archived(app) == ("00000000000000aa",)
    game = app.archive.archive.games[0]  # type: ignore[union-attr]
    assert (game.start, game.moves, game.result) == (position, tuple(WIN[11:]), "1-0")
    opened, _ = run(app, ArchivePick("00000000000000aa"))
    assert opened.links.watching is not None and opened.links.watching.start == position
    assert opened.study.board is None or opened.study.board.start == position
    _, effects = run(app, ArchivePick("00000000000000aa", "watch"))
    assert Share not in effects
    assert message("archive.unwatchable_start") in announced(effects)


def test_an_import_is_a_job_of_its_own_and_the_game_plays_on_meanwhile() -> None:
    """A file is read by a job in slices (lane ``import``), said while it runs; a move
    meanwhile keeps the notice; a second import replaces the first, whose outcome is then
    dropped; the last one's outcome imports the games and ends the notice."""
    from uttt.app.controller.step import step
    from uttt.app.model.app import NOTHING
    from uttt.app.model.effects import RunJobs
    from uttt.app.model.jobs import lane_of
    from uttt.app.storage.archive_text import FileRead, ReadFile, read

    app, _ = play(start(game="classic"), CLASSIC_WIN)
    text = export(app.archive.archive)  # type: ignore[arg-type]
    other, fx = run(start("b" * 16), OpenLink(text, "archive"))
    first = fx.get(RunJobs).jobs[0]  # type: ignore[union-attr]
    assert isinstance(first, ReadFile) and lane_of(first) == "import" and first.text == text
    assert [translate("en", m) for m in announced(fx)] == ["Importing the file's games…"]
    assert other.archive.importing == first.token and archived(other) == ()
    other, _ = tap(other, 40, 2.0)
    assert other.round.record.moves == (40,) and message("notice.importing") in other.notices
    other, fx = run(other, OpenLink(text, "archive"))
    second = fx.get(RunJobs).jobs[0]  # type: ignore[union-attr]
    assert second.token != first.token
    assert step(other, FileRead(first.token, read(text))) == (other, NOTHING)
    done, fx = step(other, FileRead(second.token, read(text)))
    assert archived(done) == archived(app) and done.archive.importing is None
    assert message("notice.importing") not in done.notices
    assert translate("en", announced(fx)[0]).startswith("Imported: 1 game.")


def test_a_file_over_the_limit_is_refused_at_once() -> None:
    from uttt.app.model.effects import RunJobs
    from uttt.app.storage.archive_text import MAX_FILE

    other, fx = run(start(), OpenLink("x" * (MAX_FILE + 1), "archive"))
    assert fx.get(RunJobs) is None and other.archive.importing is None
    assert translate("en", announced(fx)[0]).startswith("This file is too large to import")
