"""The archive of finished games as stored: a game kept once, the last 500 kept, hostile
text refused game by game, a newer schema read but never written over, and two tabs'
archives merged without losing a game (``uttt.app.storage.archive``)."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.helpers import WIN
from uttt.app.round.rules import new_board
from uttt.app.storage.archive import (
    MAX_ARRIVED,
    MAX_GAMES,
    Archive,
    ArchivedGame,
    add,
    drop_oldest,
    dump,
    finished,
    load,
    merge,
)

CLASSIC_WIN = (4, 0, 2, 6, 3, 8, 5)


def game(n: int, ended: int | None = None, moves: tuple[int, ...] = CLASSIC_WIN,
         kind: str = "classic") -> ArchivedGame:
    made = finished(f"{n:016x}", n if ended is None else ended, kind,  # type: ignore[arg-type]
                    "person", "computer:master", moves)
    assert made is not None
    return made


def random_game(seed: int) -> ArchivedGame:
    """A random finished game of either kind, perhaps resigned."""
    rng = random.Random(seed)
    kind = rng.choice(("ultimate", "classic"))
    board = new_board(kind)  # type: ignore[arg-type]
    while board.outcome() is None and rng.random() > 0.02:
        board.push(rng.choice(board.legal_moves()))
    resigned = None if board.outcome() is not None else rng.choice(("X", "O"))
    players = ("person", "computer:beginner", "computer:master", "friend:Ana", "friend:")
    made = finished(f"{rng.getrandbits(64):016x}", rng.randrange(0, 2**34), kind,  # type: ignore[arg-type]
                    rng.choice(players), rng.choice(players), tuple(board.moves), resigned)  # type: ignore[arg-type]
    assert made is not None
    return made


def test_a_game_is_kept_with_its_result_replayed_not_trusted() -> None:
    won = finished("a" * 16, 10, "ultimate", "person", "person", WIN)
    assert won is not None and won.result == "1-0" and won.mode == "two_players"
    resigned = finished("b" * 16, 10, "ultimate", "person", "computer:master", (40,), "X")
    assert resigned is not None and resigned.result == "0-1" and resigned.mode == "computer"
    assert finished("c" * 16, 10, "ultimate", "person", "person", WIN[:-1]) is None  # goes on
    assert finished("c" * 16, 10, "ultimate", "person", "person", WIN, "O") is None  # after end
    assert finished("c" * 16, 10, "ultimate", "person", "person", [*WIN[:5], 81]) is None
    assert finished("C" * 16, 10, "classic", "person", "person", CLASSIC_WIN) is None  # id
    assert finished("c" * 16, -1, "classic", "person", "person", CLASSIC_WIN) is None
    assert finished("c" * 16, 1, "classic", "robot", "person", CLASSIC_WIN) is None
    assert finished("c" * 16, 1, "classic", "computer:god", "person", CLASSIC_WIN) is None
    assert finished("c" * 16, 1, "classic", "friend:a\x00b", "person", CLASSIC_WIN) is None
    assert finished("c" * 16, 1, "classic", "friend:" + "a" * 25, "person", CLASSIC_WIN) is None


def test_append_keeps_each_game_once_oldest_first() -> None:
    archive = add(add(Archive(), game(2)), game(1))
    assert [g.id for g in archive.games] == [game(1).id, game(2).id]
    assert add(archive, game(2)) == archive


def test_the_archive_keeps_the_last_500_games() -> None:
    archive = Archive()
    for n in range(1, MAX_GAMES + 21):
        archive = add(archive, game(n))
    assert len(archive.games) == MAX_GAMES
    assert archive.games[0] == game(21) and archive.games[-1] == game(MAX_GAMES + 20)


def arrival(n: int) -> ArchivedGame:
    """A finished game that came by link and was never played here."""
    made = finished(f"{n:016x}", n, "classic", "friend:Spam", "person", CLASSIC_WIN,
                    arrived=True)
    assert made is not None and made.arrived
    return made


def test_games_that_came_by_link_never_push_out_the_players_own() -> None:
    """Issue: a page that opened ~520 links of finished rounds filled the 500 places, and
    all 20 of the player's own finished games were gone."""
    own = [game(n) for n in range(1, 21)]
    archive = merge(Archive(tuple(own)))
    for n in range(1000, 1520):
        archive = add(archive, arrival(n))
    assert [g for g in archive.games if not g.arrived] == own
    arrived = [g.ended for g in archive.games if g.arrived]
    assert arrived == list(range(1520 - MAX_ARRIVED, 1520))  # the newest of them, apart
    assert load(dump(archive)).archive == archive  # the mark is kept
    full = merge(archive, Archive(tuple(game(n) for n in range(2000, 2000 + MAX_GAMES))))
    assert len(full.games) == MAX_GAMES and not any(g.arrived for g in full.games)
    assert merge(full, archive) == merge(archive, full) == full


def test_dropping_the_oldest_never_drops_the_newest() -> None:
    archive = merge(Archive(tuple(game(n) for n in range(1, 11))))
    assert [g.ended for g in drop_oldest(archive, 3).games] == list(range(4, 11))
    assert drop_oldest(archive, 99).games == (game(10),)
    assert drop_oldest(Archive(), 3) == Archive()


def test_a_text_round_trips() -> None:
    archive = merge(Archive(tuple(random_game(seed) for seed in range(40))))
    assert load(dump(archive)).archive == archive
    assert load(dump(archive)).problems == ()


def test_bad_games_are_dropped_one_by_one_and_the_text_set_aside() -> None:
    good = json.loads(dump(Archive((game(1), game(2)))))
    good["games"].insert(1, {**good["games"][0], "moves": [4, 4]})
    good["games"].append({**good["games"][0], "id": "x"})
    good["games"].append("hello")
    text = json.dumps(good)
    loaded = load(text)
    assert loaded.archive.games == (game(1), game(2))
    assert loaded.problems == ("archive.games_dropped",)
    assert loaded.backup == text


def test_hostile_texts_never_raise() -> None:
    for text in ("", "null", "[1]", "{" * 10_000, "[" * 100_000, '{"schema": 1}',
                 '{"schema": 0, "games": []}', '{"schema": 1, "games": [{"moves": 1e999}]}',
                 "x" * (2 * 1024 * 1024), '{"schema": true, "games": []}'):
        loaded = load(text)
        assert loaded.archive == Archive() and loaded.problems and not loaded.newer


def test_a_newer_schema_is_read_for_what_it_holds_and_never_set_aside() -> None:
    doc = json.loads(dump(Archive((game(1),))))
    doc["schema"] = 4
    doc["games"][0]["rating"] = 1500  # a field this page does not know
    loaded = load(json.dumps(doc))
    assert loaded.newer and loaded.archive.games == (game(1),)
    assert loaded.backup is None


def test_two_copies_of_one_game_merge_to_the_later_one_in_every_order() -> None:
    early, late = game(1, ended=5), game(1, ended=9)
    assert merge(Archive((early,)), Archive((late,))) == merge(Archive((late,)),
                                                               Archive((early,)))
    assert merge(Archive((early,)), Archive((late,))).games == (late,)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["end", "write", "read"]), st.integers(0, 2),
                          st.integers(0, 10**6)), max_size=40))
def test_tabs_that_write_and_read_in_any_order_lose_no_game(
        ops: list[tuple[str, int, int]]) -> None:
    """Three tabs and one storage: each tab merges with storage before it writes (what
    ``WriteArchive.expects`` makes the page do). Whatever the order, once every tab has
    written, storage holds every game any tab finished, and each tab agrees with it."""
    tabs = [Archive(), Archive(), Archive()]
    storage = dump(Archive())
    ended: set[str] = set()
    for op, tab, seed in ops:
        if op == "end":
            finished_game = random_game(seed)
            tabs[tab] = add(tabs[tab], finished_game)
            ended.add(finished_game.id)
        elif op == "write":
            tabs[tab] = merge(tabs[tab], load(storage).archive)
            storage = dump(tabs[tab])
        else:
            tabs[tab] = merge(tabs[tab], load(storage).archive)
    for tab in range(3):
        tabs[tab] = merge(tabs[tab], load(storage).archive)
        storage = dump(tabs[tab])
    assert load(storage).archive.ids() == ended
    assert all(merge(t, load(storage).archive) == load(storage).archive for t in tabs)


START = "9/9/9/9/4x4/9/9/9/9 O 1 e5"


def from_position() -> ArchivedGame:
    """A game from a position: ``WIN`` from its 11th move on (O to move there)."""
    start = new_board("ultimate")
    for move in WIN[:11]:
        start.push(move)
    kept = finished("00000000000000cc", 7, "ultimate", "person", "person", tuple(WIN[11:]),
                    start=start.fen())
    assert kept is not None
    return kept


def test_a_game_that_o_opened_is_not_kept() -> None:
    o_opened = "9/9/9/9/4o4/9/9/9/9 X 1 e5"  # the library reads it, the page refuses it
    assert finished("00000000000000cc", 7, "ultimate", "person", "person", (36,),
                    start=o_opened) is None
    with pytest.raises(ValueError, match="O made the first move"):
        new_board("ultimate", o_opened)


def test_a_game_from_a_position_is_kept_with_its_start() -> None:
    kept = from_position()
    assert kept.result == "1-0" and kept.start is not None
    doc = json.loads(dump(Archive((kept, game(1)))))
    assert doc["schema"] == 3
    entries = {g["id"]: g for g in doc["games"]}
    assert entries[kept.id]["start"] == kept.start and "start" not in entries[game(1).id]
    assert not any("arrived" in entry for entry in doc["games"])
    loaded = load(dump(merge(Archive((kept, game(1))))))
    assert loaded.problems == () and set(loaded.archive.games) == {game(1), kept}


def test_a_schema_1_archive_loads_unchanged_and_a_bad_start_is_dropped() -> None:
    doc = json.loads(dump(Archive((game(1),))))
    doc["schema"] = 1
    loaded = load(json.dumps(doc))
    assert loaded.problems == () and loaded.archive.games == (game(1),)
    doc = json.loads(dump(Archive((from_position(), game(1)))))
    at = next(i for i, g in enumerate(doc["games"]) if "start" in g)
    for bad in ("9/9/9/9/4o4/9/9/9/9 O 1 e5", "junk", 5, START):  # START: moves illegal
        doc["games"][at]["start"] = bad
        text = json.dumps(doc)
        loaded = load(text)
        assert loaded.archive.games == (game(1),) and loaded.problems == ("archive.games_dropped",)
        assert loaded.backup == text


def test_a_schema_2_archive_loads_as_played_here_and_a_bad_mark_is_dropped() -> None:
    doc = json.loads(dump(Archive((game(1), arrival(2)))))
    assert [g.get("arrived") for g in doc["games"]] == [None, True]
    doc["schema"] = 2
    del doc["games"][1]["arrived"]
    loaded = load(json.dumps(doc))
    assert loaded.problems == () and not any(g.arrived for g in loaded.archive.games)
    for bad in (1, "yes", None):
        doc["games"][1]["arrived"] = bad
        loaded = load(json.dumps(doc))
        assert loaded.archive.games == (game(1),) and loaded.problems == ("archive.games_dropped",)


def test_a_game_from_a_position_says_so_in_its_line() -> None:
    from uttt.app.features.archive.view import row_text
    from uttt.app.texts.i18n import translate

    line = translate("en", row_text(from_position()))
    assert "Ultimate Tic-Tac-Toe, from a set-up position · two players" in line
    plain = finished("00000000000000dd", 7, "ultimate", "person", "person", tuple(WIN))
    assert plain is not None and "set-up" not in translate("en", row_text(plain))


def test_a_line_says_when_the_game_ended_on_the_devices_clock() -> None:
    """The page passes the device's UTC offset (``ClockZone``, read on the page's main
    thread): a game that ended at 16:00 UTC reads 13:00 in São Paulo, 21:45 in Kathmandu;
    an offset that is none reads as UTC."""
    from uttt.app.controller.step import step
    from uttt.app.features.archive.view import row_text
    from uttt.app.features.looks.events import ClockZone
    from uttt.app.model.app import App
    from uttt.app.round.record import MatchRecord
    from uttt.app.scores.book import ScoreBook
    from uttt.app.texts.i18n import translate

    game = finished("00000000000000aa", 1796400000, "classic", "person", "computer:master",
                    (4, 0, 2, 6, 3, 8, 5))
    app = App.start(MatchRecord("0" * 16), ScoreBook(), width=360, height=360)
    said = []
    for offset in (-180, 345, 10**6, 0):
        app, _ = step(app, ClockZone(offset))
        said.append(translate("en", row_text(game, app.page.utc_offset))[:16])
    assert said == ["2026-12-04 13:00", "2026-12-04 21:45", "2026-12-04 16:00",
                    "2026-12-04 16:00"]
