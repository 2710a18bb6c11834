"""The archive as one text file and back (``uttt.app.storage.archive_text``): every game
read back as it was written, bad games named by number with why, the rest kept."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.app.storage.test_archive import random_game
from uttt.app.storage.archive import Archive, finished, merge
from uttt.app.storage.archive_text import export, read
from uttt.app.texts.i18n import translate


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 10**9), max_size=12))
def test_an_export_reads_back_game_for_game(seeds: list[int]) -> None:
    archive = merge(Archive(tuple(random_game(seed) for seed in seeds)))
    got = read(export(archive)) if archive.games else None
    if got is None:
        assert export(archive) == ""
        return
    assert got.refused == () and got.error is None
    assert got.games == archive.games


def test_each_game_has_its_tags_and_record() -> None:
    game = finished("0123456789abcdef", 1796400000, "ultimate", "friend:Ana \"A\"", "person",
                    (40,), "O")
    assert game is not None
    text = export(Archive((game,)))
    assert text.splitlines()[:9] == [
        '[Id "0123456789abcdef"]', '[Date "2026.12.04"]', '[Time "16:00:00"]',
        '[Variant "ultimate"]', '[Mode "friend"]', '[X "friend:Ana \\"A\\""]',
        '[O "person"]', '[Result "1-0"]', '[Plies "1"]']
    assert text.splitlines()[10] == "1. e5 1-0"
    assert read(text).games == (game,)


def test_bad_games_are_reported_by_number_and_the_good_ones_kept() -> None:
    good = [random_game(seed) for seed in range(3)]
    blocks = [export(Archive((g,))) for g in good]
    bad_result = blocks[0].replace('[Result "', '[Result "x')
    illegal = '[Variant "classic"]\n\n1. b2 b2 1-0\n'
    unfinished = '[Variant "classic"]\n\n1. b2 a1 *\n'
    bad_id = blocks[1].replace('[Id "', '[Id "zz')
    text = "\n".join([blocks[0], bad_result, illegal, blocks[1], unfinished, bad_id,
                      blocks[2]])
    got = read(text)
    assert got.games == tuple(good)
    assert [n for n, _ in got.refused] == [2, 3, 5, 6]
    reasons = [translate("en", why) for _, why in got.refused]
    assert "Result" in reasons[0]
    assert "b2" in reasons[1]
    assert "not finished" in reasons[2]
    assert "Id" in reasons[3]


def test_a_game_without_tags_is_read_as_ultimate_and_given_an_id() -> None:
    got = read("1. e5 1-0")  # a result the moves did not reach: a resignation
    assert got.games[0].resigned == "O" and got.games[0].game == "ultimate"
    assert got.games[0].x == got.games[0].o == "person"
    assert read("1. e5 *").refused
    got = read("[Result \"0-1\"]\n\n1. e5 0-1")
    assert len(got.games) == 1 and got.games[0].resigned == "X"
    assert read("[Result \"0-1\"]\n\n1. e5 0-1").games[0].id == got.games[0].id


def test_empty_or_huge_files_are_refused_whole() -> None:
    assert read("").error is not None and read("\n\n").error is not None
    assert read("x" * (3 * 1024 * 1024)).error is not None
