"""The archive as one text file and back (``uttt.app.storage.archive_text``): every game
read back as it was written, bad games named by number with why, the rest kept."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.app.storage.test_archive import random_game
from uttt.app.storage.archive import Archive, finished, merge
from uttt.app.storage.archive_text import MAX_FILE, MAX_GAMES_READ, Reading, export, read
from uttt.app.study.exercises import Exercise
from uttt.app.texts.i18n import translate
from uttt.board import Board


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


def test_a_game_that_came_by_link_keeps_its_origin_on_another_device() -> None:
    game = finished("0123456789abcdef", 1796400000, "ultimate", "friend:Ana", "person",
                    (40,), "O", arrived=True)
    mine = finished("0123456789abcdee", 1796400000, "ultimate", "person", "person", (40,), "O")
    assert game is not None and mine is not None
    text = export(Archive((mine, game)))
    assert '[Origin "link"]' in text.split("\n\n")[2]
    assert "Origin" not in text.split("\n\n")[0]
    assert [g.arrived for g in read(text).games] == [False, True]
    refused = read(text.replace('[Origin "link"]', '[Origin "here"]'))
    assert [g.id for g in refused.games] == [mine.id] and len(refused.refused) == 1


def test_tags_take_ascii_digits_only() -> None:
    game = finished("0123456789abcdef", 1796400000, "ultimate", "person", "person", (40,), "O")
    assert game is not None
    text = export(Archive((game,)))
    assert read(text.replace("2026.12.04", "2026.12.0\u0664")).refused != ()
    assert read(text.replace("16:00:00", "16:00:0\u0660")).refused != ()


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


def random_exercise(seed: int) -> Exercise:
    """An exercise in a position reached by legal random moves, with two legal moves."""
    chooser = random.Random(seed)
    board, moves = Board(), []
    for _ in range(chooser.randrange(0, 30)):
        if board.outcome() is not None or len(board.legal_moves()) < 3:
            break
        move = chooser.choice(board.legal_moves())
        board.push(move)
        moves.append(move)
    if board.outcome() is not None or len(board.legal_moves()) < 2:
        return Exercise((), 40, 0, 0.6, 0.3, "mistake")
    played, best = chooser.sample(board.legal_moves(), 2)
    forced = chooser.choice([None, 3])
    return Exercise(tuple(moves), played, best, chooser.randrange(1001) / 1000,
                    chooser.randrange(1001) / 1000, chooser.choice(["mistake", "blunder"]),
                    forced, chooser.randint(1, 5), chooser.randrange(10**6))


@settings(max_examples=30, deadline=None)
@given(st.lists(st.integers(0, 10**9), max_size=3), st.lists(st.integers(0, 10**9), max_size=6))
def test_exercises_read_back_after_the_games(game_seeds: list[int], seeds: list[int]) -> None:
    archive = merge(Archive(tuple(random_game(seed) for seed in game_seeds)))
    drills = tuple(random_exercise(seed) for seed in seeds)
    if not archive.games and not drills:
        return
    got = read(export(archive, drills))
    assert got.games == archive.games and got.exercises == drills
    assert got.refused == got.refused_exercises == ()


def test_an_exercise_block_has_tags_then_the_moves_and_the_move_played() -> None:
    text = export(Archive(), (Exercise((40,), 36, 44, 0.55, 0.2, "blunder", 3, 2, 739954),))
    assert text.splitlines() == [
        '[Exercise "blunder"]', '[Best "f6"]', '[BestWin "550"]', '[PlayedWin "200"]',
        '[Forced "3"]', '[Box "2"]', '[Due "739954"]', "", "1. e5 d4"]


def test_bad_exercises_are_refused_by_number_and_the_games_still_read() -> None:
    game = random_game(1)
    good = Exercise((40,), 36, 44, 0.55, 0.2, "blunder")
    block = export(Archive(), (good,))
    illegal_best = block.replace('[Best "f6"]', '[Best "a1"]')  # not in board 5's target
    same_move = block.replace('[Best "f6"]', '[Best "d4"]')
    bad_box = block.replace('[Box "1"]', '[Box "9"]')
    no_moves = block.replace("1. e5 d4", "")
    text = "\n".join([export(Archive((game,))), illegal_best, block, same_move, bad_box,
                      no_moves])
    got = read(text)
    assert got.games == (game,) and got.exercises == (good,)
    assert [n for n, _ in got.refused_exercises] == [1, 3, 4, 5]
    assert "position" in translate("en", got.refused_exercises[0][1])


def test_an_older_file_without_exercises_reads_as_before() -> None:
    game = random_game(2)
    got = read(export(Archive((game,))))
    assert got.games == (game,) and got.exercises == () and got.refused_exercises == ()



def test_a_game_from_a_position_exports_its_start_tag_and_reads_back() -> None:
    from tests.app.storage.test_archive import from_position

    kept = from_position()
    text = export(Archive((kept,)))
    assert f'[FEN "{kept.start}"]' in text.split("\n\n")[0]
    assert "\n\n1... " in text
    assert read(text).games == (kept,)


@settings(max_examples=30, deadline=None)
@given(st.lists(st.integers(0, 10**9), max_size=6), st.integers(1, 20),
       st.sampled_from(["", "\n\n", '[X "robot"]\n\n1. e5 1-0\n', "1. e5\n", '[Id "x"]\n']))
def test_a_file_read_a_few_lines_at_a_time_reads_as_a_whole(seeds: list[int], lines: int,
                                                             tail: str) -> None:
    """The import's job reads a file in slices (``Reading.step``): the same games, the
    same refusals, each step reading at most the lines it is given."""
    text = export(merge(Archive(tuple(random_game(seed) for seed in seeds)))) + tail
    reading = Reading(text)
    calls = 0
    while True:
        before = reading.at
        done = reading.step(lines)
        calls += 1
        assert reading.at - before <= lines + 1  # the end is one more step
        if done:
            break
    assert calls <= len(text.splitlines()) // lines + 2
    assert reading.result() == read(text)


def test_a_file_past_the_limits_is_refused_with_them() -> None:
    """Over 2 MiB, refused unread; more than 5,000 games, refused at the 5,001st block."""
    big = Reading("x" * (MAX_FILE + 1))
    assert big.done and big.lines == []
    assert translate("en", read("x" * (MAX_FILE + 1)).error) == (  # type: ignore[arg-type]
        "This file is too large to import: at most 2 MiB and 5,000 games.")
    assert MAX_FILE == 2 * 2**20 and MAX_GAMES_READ == 5000  # as the message says
    many = '[Variant "ultimate"]\n\n1. e5\n\n' * (MAX_GAMES_READ + 1)
    assert read(many).error is not None and read(many).error.key == "archive.too_large"
    assert read(many[:-len('[Variant "ultimate"]\n\n1. e5\n\n')]).error is None
