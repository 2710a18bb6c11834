"""Link games: the extend-only rule, the games list, rematches, tallies, and their save."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.app.friends.test_link import random_game
from uttt.app.core.keys import keys_for
from uttt.app.features.links.store import (
    dump_friends,
    load_friends,
    merge_friends,
)
from uttt.app.friends import book as friends
from uttt.app.friends.book import FriendBook, Tally, play, receive, rematch, resign, start, to_link
from uttt.app.friends.bound import bounded
from uttt.app.friends.link import LinkError, decode, encode
from uttt.app.friends.words import rows
from uttt.app.round.rules import replay, replay_prefix
from uttt.app.storage.save import load
from uttt.app.texts.i18n import translate
from uttt.frozen import replace

SERIES = "Qk3xZ09a"


def exchange(moves: tuple[int, ...]) -> tuple[FriendBook, FriendBook]:
    """Two devices that played ``moves`` by link, each move sent as a link, as text."""
    a, game = start(FriendBook(), "ultimate", SERIES, name="Ana")
    b = FriendBook()
    books = {"a": a, "b": b}
    for ply, move in enumerate(moves):
        mover, other = ("a", "b") if ply % 2 == 0 else ("b", "a")
        books[mover], game = play(books[mover], game.key, move)
        text = encode(to_link(game))
        got = receive(books[other], decode(text))
        books[other], game = got.book, got.game
    return books["a"], books["b"]


def test_two_devices_play_a_whole_game() -> None:
    moves = random_game(11)
    a, b = exchange(moves)
    game_a, game_b = a.games[(SERIES, 1)], b.games[(SERIES, 1)]
    assert game_a.moves == game_b.moves == moves
    assert (game_a.me, game_b.me) == ("a", "b")
    assert game_a.is_over and {game_a.standing, game_b.standing} in (
        {"won", "lost"}, {"draw"})
    assert game_b.friend_name == "Ana"


def refusal(book: FriendBook, link: friends.Link) -> str:
    with pytest.raises(LinkError) as caught:
        receive(book, link)
    return caught.value.message.key


def test_a_link_that_changes_a_move_is_refused_naming_it() -> None:
    moves = random_game(5)[:14]
    a, _ = exchange(moves)
    game = a.games[(SERIES, 1)]
    changed = list(moves)
    changed[11] = next(m for m in replay("ultimate", moves[:11]).legal_moves()
                       if m != moves[11])
    tampered = replace(to_link(game), moves=tuple(changed[:12]))
    with pytest.raises(LinkError) as caught:
        receive(a, tampered)
    assert caught.value.message.params == (("move", 12),)
    assert "move 12" in friends_text(caught.value)


def friends_text(error: LinkError) -> str:
    from uttt.app.texts.i18n import translate
    return translate("en", error.message)


def test_a_link_that_plays_my_move_is_refused() -> None:
    moves = random_game(5)
    a, _ = exchange(moves[:4])  # X (Ana) to move on a's device
    game = a.games[(SERIES, 1)]
    assert refusal(a, replace(to_link(game), moves=moves[:5])) == "link.not_friend_turn"
    assert refusal(a, replace(to_link(game), moves=moves[:6])) == "link.not_friend_turn"
    assert refusal(a, replace(to_link(game), resigned="X")) == "link.resign_yours"


def test_the_friend_may_resign_and_then_the_game_is_over() -> None:
    moves = random_game(5)
    a, b = exchange(moves[:3])  # O (friend) to move
    b, game_b = resign(b, (SERIES, 1))
    got = receive(a, decode(encode(to_link(game_b))))
    assert got.game.standing == "won" and got.game.resigned == "O"
    assert refusal(got.book, replace(to_link(game_b), moves=moves[:4], resigned=None)) \
        == "link.game_over"


def test_an_old_link_shows_the_newer_copy_and_says_so() -> None:
    moves = random_game(8)
    a, _ = exchange(moves[:6])
    old = replace(to_link(a.games[(SERIES, 1)]), moves=moves[:3])
    got = receive(a, old)
    assert got.book == a and got.game.moves == moves[:6]
    assert got.notice is not None and got.notice.key == "link.older"
    same = receive(a, to_link(a.games[(SERIES, 1)]))
    assert same.book == a and same.notice is not None and same.notice.key == "link.same"


def test_a_link_of_another_kind_of_game_under_a_known_name_is_refused() -> None:
    a, _ = exchange(random_game(1)[:2])
    link = replace(to_link(a.games[(SERIES, 1)]), variant="classic", moves=())
    assert refusal(a, link) == "link.other_game"


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 81), st.integers(0, 81), st.integers(0, 80))
def test_refused_links_leave_the_book_unchanged(seed: int, have: int, sent: int,
                                                 change: int) -> None:
    moves = random_game(seed)
    a, _ = exchange(moves[: min(have, len(moves))])
    other = random_game(seed + 1)
    mixed = (moves[:change] + other[change:])[: min(sent, 81)]
    board = replay_prefix("ultimate", mixed)
    link = replace(to_link(a.games[(SERIES, 1)]), moves=tuple(board.moves))
    try:
        got = receive(a, link)
    except LinkError:
        return
    stored = a.games[(SERIES, 1)]
    assert got.game.moves[: len(stored.moves)] == stored.moves
    added = got.game.moves[len(stored.moves):]
    assert len(added) <= 1 and (not added or stored.to_move == stored.friend_symbol)


def test_rematch_swaps_the_opener_and_the_tally_counts_per_friend() -> None:
    moves = random_game(11)
    a, b = exchange(moves)
    winner_a = a.games[(SERIES, 1)].standing
    a, nxt = rematch(a, (SERIES, 1))
    assert (nxt.round, nxt.x_holder, nxt.me, nxt.moves) == (2, "b", "a", ())
    assert nxt.has_news_for_friend and not nxt.is_my_turn  # friend opens: send at once
    got = receive(b, decode(encode(to_link(nxt))))
    assert got.game.is_my_turn and got.game.my_symbol == "X" and got.game.me == "b"
    expected = {"won": Tally(1, 0, 0), "lost": Tally(0, 1, 0), "draw": Tally(0, 0, 1)}
    assert friends.tally(a, SERIES) == expected[winner_a]
    assert rematch(a, (SERIES, 1))[1].key == nxt.key  # no second round 2


def test_undo_until_the_link_is_sent() -> None:
    a, game = start(FriendBook(), "ultimate", SERIES)
    a, game = play(a, game.key, 40)
    assert game.can_undo and game.has_news_for_friend
    a = friends.mark_shared(a, game.key)
    assert not a.games[game.key].can_undo
    with pytest.raises(ValueError):
        friends.undo(a, game.key)
    with pytest.raises(ValueError):
        play(a, game.key, 36)  # not my turn


def test_the_list_puts_my_turn_first_and_never_drops_a_game_in_progress() -> None:
    book = FriendBook()
    for n in range(friends.MAX_GAMES + 5):
        book, game = start(book, "classic", f"AAAAAA{n:02d}")
        book, game = play(book, game.key, 4)
    got = receive(book, decode(encode(replace(to_link(game), series="ZZZZZZZZ"))))
    cut = bounded(got.book)
    assert len(cut.book.games) == friends.MAX_GAMES + 6 and cut.invitations == cut.rounds == 0
    listed = cut.book.listed()
    assert listed[0].series == "ZZZZZZZZ" and listed[0].standing == "your_turn"
    assert all(g.standing == "their_turn" for g in listed[1:])


def test_the_saved_book_round_trips_and_keeps_apart_from_the_local_game() -> None:
    a, b = exchange(random_game(4)[:9])
    text = dump_friends(a)
    loaded = load_friends(text)
    assert loaded.book == a and loaded.problems == () and loaded.backup is None
    assert keys_for("/x/").friends != keys_for("/x/").state
    assert load(text).state.match is None  # not mistaken for the main document
    assert merge_friends(a, b).games[(SERIES, 1)].moves == a.games[(SERIES, 1)].moves


def test_a_damaged_save_keeps_what_is_good_and_sets_the_text_aside() -> None:
    a, _ = exchange(random_game(4)[:9])
    a, _ = start(a, "classic", "BBBBBBBB")
    doc = json.loads(dump_friends(a))
    game = next(g for g in doc["games"] if g["series"] == SERIES)
    game["moves"][3] = 80 if game["moves"][3] != 80 else 0
    text = json.dumps(doc)
    loaded = load_friends(text)
    assert loaded.problems == ("friends.invalid",) and loaded.backup == text
    assert len(loaded.book.games) == 1
    for bad in ("", "null", "{\"schema\": true}", "[]", "{" * 5000):
        assert load_friends(bad).book == FriendBook()


@settings(max_examples=200, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=9),
                    lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=9), c,
                                                                         max_size=4)))
def test_loading_any_json_never_raises(doc: object) -> None:
    load_friends(json.dumps({"schema": 1, "counter": 3, "games": [doc]}))
    load_friends(json.dumps(doc))


# -- my name ---------------------------------------------------------------------


def test_my_name_goes_in_every_link_and_the_friend_sees_it() -> None:
    a = friends.rename(FriendBook(), "Ana")
    b = friends.rename(FriendBook(), "Bia")
    a, game = start(a, "ultimate", SERIES)
    a, game = play(a, game.key, 40)
    got = receive(b, decode(encode(to_link(game))))
    assert got.game.names == ("Ana", "Bia") and got.game.friend_name == "Ana"
    b, game_b = play(got.book, got.game.key, 36)
    back = receive(a, decode(encode(to_link(game_b))))
    assert back.game.friend_name == "Bia" and back.game.names == ("Ana", "Bia")
    a = friends.rename(back.book, "Ana Maria")  # a new name reaches the friend next time
    assert a.games[game.key].names == ("Ana Maria", "Bia") and a.counter > back.book.counter
    a, game = play(a, game.key, 4)
    assert receive(b, decode(encode(to_link(game)))).game.friend_name == "Ana Maria"


def test_links_without_names_keep_working() -> None:
    a, game = start(FriendBook(), "classic", SERIES)
    a, game = play(a, game.key, 4)
    text = encode(to_link(game))
    assert text.split(".")[6:8] == ["", ""]
    got = receive(friends.rename(FriendBook(), "Bia"), decode(text))
    assert got.game.friend_name == "" and got.game.names == ("", "Bia")


def test_a_new_round_from_the_friend_carries_my_name() -> None:
    books = {"a": FriendBook(), "b": friends.rename(FriendBook(), "Bia")}
    books["a"], game = start(books["a"], "classic", SERIES)
    for ply, move in enumerate((0, 3, 1, 4, 2)):  # X (a) wins the top row
        mover, other = ("a", "b") if ply % 2 == 0 else ("b", "a")
        books[mover], game = play(books[mover], game.key, move)
        got = receive(books[other], decode(encode(to_link(game))))
        books[other] = got.book
    books["b"], nxt = rematch(books["b"], game.key)  # b opens round 2 as X
    books["b"], nxt = play(books["b"], nxt.key, 4)
    books["a"] = friends.rename(books["a"], "Ana")
    got = receive(books["a"], decode(encode(to_link(nxt))))
    assert got.game.round == 2 and got.game.names == ("Ana", "Bia")


def test_the_saved_name_round_trips_and_old_saves_load() -> None:
    a, _ = exchange(random_game(4)[:6])
    a = friends.rename(a, "Zoë")
    doc = json.loads(dump_friends(a))
    assert doc["schema"] == 3 and doc["name"] == "Zoë"
    assert load_friends(dump_friends(a)) == load_friends(json.dumps(doc))
    assert load_friends(dump_friends(a)).book == a
    # Schema 1, written before names could be set here: read as it is, no problem.
    old = {k: v for k, v in doc.items() if k != "name"} | {"schema": 1}
    loaded = load_friends(json.dumps(old))
    assert loaded.problems == () and loaded.backup is None
    assert loaded.book.my_name == "" and loaded.book.games == a.games


@pytest.mark.parametrize("bad", [" Ana", "x" * 25, "A\nB", 7, None])
def test_a_bad_saved_name_is_dropped_and_the_games_kept(bad: object) -> None:
    a, _ = exchange(random_game(4)[:6])
    doc = json.loads(dump_friends(a)) | {"name": bad}
    loaded = load_friends(json.dumps(doc))
    assert loaded.problems == ("friends.invalid",) and loaded.book.my_name == ""
    assert loaded.book.games == a.games


def test_two_tabs_keep_the_later_name() -> None:
    old = friends.rename(FriendBook(), "Ana")
    new = friends.rename(old, "Bia")
    assert merge_friends(old, new).my_name == "Bia"
    assert merge_friends(new, old).my_name == "Bia"


def test_a_rename_survives_the_merge_with_what_storage_held() -> None:
    a, game = start(FriendBook(), "ultimate", SERIES)
    renamed = friends.rename(a, "Ana")
    merged = merge_friends(renamed, load_friends(dump_friends(a)).book)
    assert merged.games[game.key].names == ("Ana", "") and merged.my_name == "Ana"
    other_tab = merge_friends(a, load_friends(dump_friends(renamed)).book)
    assert other_tab.games[game.key].names == ("Ana", "")


# -- the bound ---------------------------------------------------------------------


def _rounds(count: int, series: str = SERIES) -> FriendBook:
    """``count`` classic rounds with one friend, each one I won, one after the other."""
    book, game = start(FriendBook(), "classic", series)
    for _ in range(count):
        for move in (0, 3, 1, 4, 2)[: 5 if game.my_symbol == "X" else 0]:
            if game.is_my_turn:
                book, game = play(book, game.key, move)
            else:
                got = receive(book, decode(encode(replace(to_link(game),
                                                          moves=(*game.moves, move)))))
                book, game = got.book, got.game
        if not game.is_over:  # the friend opens this round: they resign at once
            got = receive(book, decode(encode(replace(to_link(game),
                                                      resigned=game.friend_symbol))))
            book, game = got.book, got.game
        book, game = rematch(book, game.key)
    return book


def test_past_the_bound_old_finished_rounds_go_and_still_count() -> None:
    book = _rounds(friends.MAX_GAMES + 9)
    assert len(book.games) == friends.MAX_GAMES + 10
    before = friends.tally(book, SERIES)
    cut = bounded(book)
    assert (cut.rounds, cut.invitations, len(cut.book.games)) == (10, 0, friends.MAX_GAMES)
    assert friends.tally(cut.book, SERIES) == before == Tally(friends.MAX_GAMES + 9, 0, 0)
    assert min(r for _, r in cut.book.games) == 11  # the oldest went first
    assert (SERIES, friends.MAX_GAMES + 10) in cut.book.games  # the latest stays
    loaded = load_friends(dump_friends(cut.book))
    assert loaded.problems == () and loaded.book == cut.book
    assert friends.tally(loaded.book, SERIES) == before


def test_an_old_book_of_many_games_loads_whole_and_its_games_count_as_answered() -> None:
    """Issue: only 120 games were read back, and the rest written over."""
    book = _rounds(130)
    doc = json.loads(dump_friends(book))
    doc["schema"] = 2
    del doc["past"]
    loaded = load_friends(json.dumps(doc))
    assert loaded.problems == () and len(loaded.book.games) == 131
    assert not any(g.invited for g in loaded.book.games.values())


def test_an_invitation_is_answered_by_a_move_a_resignation_or_a_sent_link() -> None:
    sent = decode(encode(replace(to_link(start(FriendBook(), "classic", SERIES)[1]),
                                 moves=(4,))))
    got = receive(FriendBook(), sent)
    assert got.game.invited
    assert not play(got.book, got.game.key, 0)[1].invited
    assert not resign(got.book, got.game.key)[1].invited
    assert not friends.mark_shared(got.book, got.game.key).games[got.game.key].invited
    again = receive(got.book, replace(sent, round=2, x_holder="b", moves=()))
    assert again.book == got.book  # nothing to keep from an empty next round


def test_each_row_of_your_games_says_which_game_it_is() -> None:
    """Classic and nine-board games share the list: every row names its kind, shortly,
    in the three languages."""
    book, classic = start(FriendBook(), "classic", "AAAAAAAA")
    book, classic = play(book, classic.key, 4)
    book, ultimate = start(book, "ultimate", "BBBBBBBB")
    book, ultimate = play(book, ultimate.key, 40)
    said = {row.key: {lang: translate(lang, row.label)  # type: ignore[arg-type]
                      for lang in ("en", "pt-BR", "pt-PT")} for row in rows(book, None)}
    assert said[classic.key] == {"en": "Classic · round 1 with your friend: their turn",
                                 "pt-BR": "Clássico · rodada 1 com seu amigo: vez do amigo",
                                 "pt-PT": "Clássico · ronda 1 com o seu amigo: vez do amigo"}
    assert [said[ultimate.key][lang].split(" · ")[0] for lang in ("en", "pt-BR", "pt-PT")] == [
        "Ultimate", "Supremo", "Super Jogo do Galo"]
