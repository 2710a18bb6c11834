"""Link games through the controller: two devices (two ``App``s) invite, answer by
link, play to the end; tampered, old and watch links; records out and in."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.helpers import WIN, run, tap
from uttt.app.controller.runner import MemoryEdge, Runner
from uttt.app.features.archive.events import ArchiveText
from uttt.app.features.links.events import FriendsStored, OpenLink, PickGame, SetName, Shared
from uttt.app.features.links.start import boot_friends
from uttt.app.features.links.store import dump_friends, load_friends
from uttt.app.features.play.events import PointerDown, PointerUp
from uttt.app.features.play.pointer import cell_centre
from uttt.app.friends import bound as friend_bound
from uttt.app.friends.book import FriendBook, LinkGame, tally, to_link
from uttt.app.friends.link import Link, decode, encode, fragment_of
from uttt.app.friends.words import status as friend_status
from uttt.app.model.app import App, with_page
from uttt.app.model.effects import (
    ClearHash,
    Copy,
    Download,
    Publish,
    Redraw,
    Save,
    Share,
    Write,
    announced,
)
from uttt.app.model.events import Click, Saving
from uttt.app.model.shown import render_view, share_now
from uttt.app.model.shown import text as page_text
from uttt.app.page.view import page_view
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.texts.i18n import Message, Ref
from uttt.frozen import replace

URL = "https://example.org/some/path/"
FRESH = "91b7584a2265b1f5"


def device(url: str = URL) -> App:
    app = App.start(MatchRecord("00000000000000aa"), ScoreBook(), width=360, height=360)
    return boot_friends(app, None, page_url=url + "#whatever").app


def play_by_link(a: App, b: App, moves: list[int]) -> tuple[App, App]:
    """A invites; then each move is played on its owner's device and its link opened
    on the other one."""
    a, _ = run(a, Click("friend", 1.0, FRESH))
    devices = [a, b]
    t = 2.0
    for ply, move in enumerate(moves):
        mover = ply % 2
        app, effects = tap(devices[mover], move, t)
        assert app.link_game() is not None and app.link_game().moves[-1] == move
        assert Save in effects and Publish in effects
        link = share_now(app)
        assert link.startswith(URL + "#t1.")
        app, _ = run(app, Shared("copied"))
        devices[mover] = app
        devices[1 - mover], effects = run(devices[1 - mover], OpenLink(link, "hash"))
        assert ClearHash in effects and Save in effects
        t += 1.0
    return devices[0], devices[1]


def test_two_devices_play_a_game_to_the_end_by_link() -> None:
    a, b = play_by_link(device(), device(), WIN)
    game_a, game_b = a.link_game(), b.link_game()
    assert game_a is not None and game_b is not None
    assert game_a.moves == game_b.moves == tuple(WIN)
    assert (game_a.standing, game_b.standing) == ("won", "lost")
    assert (a.round.record.moves == ()
            and a.round.scores == ScoreBook())  # the local game is untouched
    assert a.match().is_over() and render_view(a).result
    assert share_now(b) == "" and share_now(a)  # a's winning move is news for b
    a2, _ = run(a, Click("play_again", 9.0, FRESH))
    rematch = a2.link_game()
    assert rematch is not None and rematch.round == 2 and rematch.my_symbol == "O"
    assert share_now(a2)  # b opens the rematch: send at once


def test_the_friends_move_cannot_be_played_here_and_mine_is_undone_only_before_sending() -> None:
    a, _ = run(device(), Click("friend", 1.0, FRESH))
    a, _ = tap(a, 40, 2.0)
    assert a.link_game().can_undo
    a, _ = run(a, Shared("shared"))
    assert not a.link_game().can_undo and a.link_game().shared == 1
    assert a.notices[-1].key == "friend.sent"


def test_a_tampered_link_is_refused_and_nothing_changes() -> None:
    a, b = play_by_link(device(), device(), WIN[:4])
    link = decode(fragment_of(share_now(a) or share_now(b)))
    changed = replace(link, moves=(WIN[0], WIN[1] + 1))  # another legal second move
    before = a.links.book
    a2, effects = run(a, OpenLink(URL + "#" + encode(changed), "paste"))
    assert a2.links.book == before and Save not in effects
    assert a2.notices[-1].key == "link.changes_move"
    assert a2.notices[-1].params == (("move", 2),)
    mangled = (URL + "#" + encode(link))[:-3] + "zzz"
    a3, _ = run(a, OpenLink(mangled, "hash"))
    assert a3.links.book == before and a3.notices[-1].key == "link.damaged"


def test_an_old_link_shows_the_newer_copy() -> None:
    a, b = play_by_link(device(), device(), WIN[:3])
    first = b.link_game()
    old = URL + "#" + encode(replace(decode(fragment_of(share_now(a) or "x#t1")),
                                     moves=tuple(WIN[:1])))
    b2, _ = run(b, OpenLink(old, "hash"))
    assert b2.link_game() == first and b2.notices[-1].key == "link.older"


def test_watch_links_and_records_open_in_review() -> None:
    a, _ = play_by_link(device(), device(), WIN[:6])
    _, effects = run(a, Click("watch_share", 5.0))
    assert Share in effects and effects.get(Share).what == "watch"
    viewer, _ = run(device(), OpenLink(effects.get(Share).url, "hash"))
    assert viewer.links.watching is not None and viewer.round.view.review == 6
    assert viewer.links.book.games == {}
    viewer, _ = run(viewer, Click("first", 6.0))
    assert viewer.round.view.review == 0
    _, effects = run(a, Click("copy_record", 6.0))
    record = "1. b4 d1 2. c1 h2 3. e6 f8"
    assert effects.get(Copy).text == record
    _, effects = run(a, Click("download_record", 6.0))
    download = effects.get(Download)
    assert download is not None and download.text == record
    assert download.name.endswith(".txt")
    reader, _ = run(device(), OpenLink(record, "file"))
    assert reader.match().moves == tuple(WIN[:6]) and reader.links.watching is not None
    home, _ = run(reader, Click("home", 7.0))
    assert home.links.watching is None and home.match().moves == ()


def test_your_games_switch_and_other_tabs_follow() -> None:
    a, _ = play_by_link(device(), device(), WIN[:2])
    key = a.links.shown
    home, _ = run(a, Click("home", 3.0))
    assert home.links.shown is None
    back, _ = run(home, PickGame(*key))
    assert back.links.shown == key
    _, effects = run(a, Saving(None, None))
    assert effects.get(Write).friends is not None and effects.get(Write).save is not None
    other, effects = run(device(), FriendsStored(effects.get(Write).friends))
    assert other.links.book.games.keys() == a.links.book.games.keys() and Redraw in effects
    _, effects = run(device(), Saving(None, None))
    assert effects.get(Write).friends is None  # no link games: nothing written under their key


def test_undo_in_a_link_game_stops_once_the_link_is_sent() -> None:
    a, _ = run(device(), Click("friend", 1.0, FRESH))
    a, _ = tap(a, 40, 2.0)
    assert render_view(a).buttons.undo
    undone, effects = run(a, Click("undo", 3.0))
    assert undone.link_game().moves == () and Save in effects
    a, _ = run(a, Shared("copied"))
    assert not render_view(a).buttons.undo
    same, _ = run(a, Click("undo", 3.0))
    assert same.link_game().moves == (40,)
    b, _ = run(device(), OpenLink(URL + "#" + encode(decode(fragment_of(share_now(a)))), "hash"))
    assert b.link_game().is_my_turn
    before = b.link_game()
    b, _ = tap(b, 36, 4.0)  # a legal move, B's own
    assert b.link_game().moves == (40, 36)
    b, _ = tap(b, 37, 5.0)  # A's turn now: nothing happens on B's device
    assert b.link_game().moves == (40, 36) and before.moves == (40,)


def test_resigning_a_link_game_goes_to_the_friend() -> None:
    a, b = play_by_link(device(), device(), WIN[:3])  # B (O) to move
    b, _ = run(b, Click("resign", 5.0), Click("resign", 5.5))  # pressed twice
    game_b = b.link_game()
    assert game_b.resigned == "O" and game_b.standing == "lost" and share_now(b)
    a, _ = run(a, OpenLink(share_now(b), "hash"))
    assert a.link_game().standing == "won" and a.match().is_over()
    assert a.notices[-1].key == "link.final.won"  # over: never "Your turn"


def test_i_may_resign_while_waiting_for_my_friends_move() -> None:
    """Issue: no Resign in a link game while waiting for the friend's move, though the
    product says a player may resign at any moment. The resignation travels in the next
    link as the game's end, and the friend's device checks it like any other."""
    a, b = play_by_link(run(device(), ArchiveText(None))[0], run(device(), ArchiveText(None))[0],
                        WIN[:3])  # B (O) to move: A waits
    assert render_view(a).buttons.resign and not a.link_game().is_my_turn
    a, _ = run(a, Click("resign", 5.0), Click("resign", 5.5))  # pressed twice
    game_a = a.link_game()
    assert game_a.resigned == "X" and game_a.standing == "lost" and a.match().is_over()
    assert game_a.moves == tuple(WIN[:3]) and tally(a.links.book, game_a.series).lost == 1
    link = share_now(a)
    assert link and decode(fragment_of(link)).resigned == "X"
    assert _archived(a) == [("person", "friend:", "0-1")]  # recorded as lost
    assert load_friends(dump_friends(a.links.book)).book == a.links.book  # and saved so
    b, _ = run(b, OpenLink(link, "hash"))
    game_b = b.link_game()
    assert game_b.standing == "won" and b.match().is_over() and game_b.resigned == "X"
    assert b.notices[-1].key == "link.final.won"
    assert _archived(b) == [("friend:", "person", "0-1")]
    assert not render_view(b).buttons.resign and share_now(b) == ""


def test_a_resignation_crossing_my_move_still_ends_the_game() -> None:
    """A resigns while B's move is on its way: B's device holds one move more than the
    link; the resignation ends the game there, B's move kept."""
    a, b = play_by_link(device(), device(), WIN[:3])  # B (O) to move
    b, _ = tap(b, WIN[3], 9.0)  # B moves; its link never reaches A
    a, _ = run(a, Click("resign", 10.0), Click("resign", 10.5))
    b, _ = run(b, OpenLink(share_now(a), "hash"))
    game_b = b.link_game()
    assert game_b.moves == tuple(WIN[:4]) and game_b.resigned == "X"
    assert game_b.standing == "won" and b.notices[-1].key == "link.final.won"
    assert share_now(b) == ""  # nothing left to send
    before = a.link_game()
    a, _ = run(a, OpenLink(URL + "#" + encode(to_link(game_b)), "hash"))  # B's late link
    assert a.link_game() == before and a.notices[-1].key == "link.game_over"


def test_an_old_resignation_that_lacks_the_friends_own_move_is_an_old_link() -> None:
    a, _ = play_by_link(device(), device(), WIN[:4])  # A (X) to move; B played WIN[3]
    a, _ = tap(a, WIN[4], 9.0)  # A moves: B's device holds WIN[:4], A's WIN[:5]
    game = a.link_game()
    forged = Link(game.variant, game.series, game.round, game.x_holder, tuple(WIN[:3]), "O")
    after, _ = run(a, OpenLink(URL + "#" + encode(forged), "hash"))  # lacks B's WIN[3]
    assert after.link_game() == game and after.notices[-1].key == "link.older"


def _archived(app: App) -> list[tuple[str, str, str]]:
    archive = app.archive.archive
    return [] if archive is None else [(g.x, g.o, g.result) for g in archive.games]


def test_a_link_saying_that_i_resigned_is_refused() -> None:
    """The friend's device may not resign for me: a link whose resignation is the
    receiver's own side is refused, whoever is to move."""
    a, _ = play_by_link(device(), device(), WIN[:3])  # B (O) to move
    game = a.link_game()
    for moves in (tuple(WIN[:3]), tuple(WIN[:4])):
        forged = Link(game.variant, game.series, game.round, game.x_holder, moves, "X")
        after, _ = run(a, OpenLink(URL + "#" + encode(forged), "hash"))
        assert after.link_game().resigned is None and after.links.book == a.links.book


def test_resigned_games_open_for_review_whoever_resigned() -> None:
    for text in ("1. e5 e4 0-1", "1. e5 e4 1-0", "1. e5 1-0", "1. e5 0-1",
                 "[classic] b2 a1 0-1"):
        app, _ = run(device(), OpenLink(text, "paste"))
        assert app.links.watching is not None and app.match().is_over(), text
        assert render_view(app).result


def test_the_result_card_names_who_opens_the_rematch() -> None:
    a, b = play_by_link(device(), device(), WIN)  # A opened as X: B opens the rematch
    lines_a, lines_b = render_view(a).result, render_view(b).result
    assert lines_a[1] == Message("result.next.friend", (("friend", Ref("friend.subject")),))
    assert lines_b[1] == Message("result.next.you")


def test_link_games_speak_of_you_and_your_friend_by_name() -> None:
    a, b = play_by_link(device(), device(), WIN[:2])
    a, _ = run(a, SetName("Ana"))
    assert render_view(a).status.key == "status.sent.you"  # my turn (I am X)
    a, _ = tap(a, WIN[2], 5.0)
    assert render_view(a).status.key == "status.sent.friend"
    assert page_text(a, render_view(a).status).startswith("Your friend (O) plays in the")
    b, _ = run(b, OpenLink(share_now(a), "hash"))
    assert page_text(b, render_view(b).status).startswith("You (O) play in the")
    b, _ = run(b, SetName("Bia"))
    b, _ = tap(b, WIN[3], 6.0)
    assert page_text(b, render_view(b).status).startswith("Ana (X) plays in the")
    a, _ = run(a, OpenLink(share_now(b), "hash"))
    a, _ = tap(a, WIN[4], 7.0)
    assert page_text(with_page(a, language="pt-BR"), render_view(a).status).startswith(
        "Bia (O) joga no tabuleiro")
    assert page_text(with_page(a, language="pt-PT"), render_view(a).status).startswith(
        "Bia (O) joga no tabuleiro")
    waiting = friend_status(a.link_game())  # type: ignore[arg-type]
    assert waiting is not None and page_text(a, waiting) == "Waiting for Bia's link."
    assert page_text(with_page(a, language="pt-PT"), waiting) == "À espera da ligação de Bia."
    a, _ = run(a, Shared("copied"))
    b, _ = run(b, OpenLink(share_now(a), "hash"))
    b, _ = run(b, Click("resign", 8.0))
    b, _ = run(b, Click("resign", 8.5))
    assert page_text(b, render_view(b).result[0]) == "You resigned, so Ana wins."
    a, _ = run(a, OpenLink(share_now(b), "hash"))
    assert page_text(a, render_view(a).result[0]) == "Bia resigned, so you win."
    assert page_text(a, render_view(a).status) == "You win round 1!"


def test_the_qr_code_is_shown_on_request_and_is_the_link_to_send() -> None:
    from uttt.app.friends.words import qr_picture

    a, _ = run(device(), Click("friend", 1.0, FRESH))
    a, _ = tap(a, 40, 2.0)
    assert not a.links.qr_shown
    a, effects = run(a, Click("qr", 3.0, FRESH))
    assert a.links.qr_shown and Redraw in effects and Save not in effects
    picture = qr_picture(share_now(a))
    assert picture is not None and picture.path.startswith("M4 4h7")  # the finder's top
    a, _ = run(a, Click("qr", 4.0, FRESH))
    assert not a.links.qr_shown


def test_my_name_is_cleaned_saved_and_sent() -> None:
    from uttt.app.features.links.store import load_friends

    a, effects = run(device(), SetName("  Ana \n Maria  "))
    assert a.links.book.my_name == "Ana Maria" and Save in effects
    a, effects = run(a, Saving(None, None))
    assert effects.get(Write).friends is not None  # kept even before any game
    assert load_friends(effects.get(Write).friends).book.my_name == "Ana Maria"
    a, _ = run(a, Click("friend", 1.0, FRESH))
    a, _ = tap(a, 40, 2.0)
    b, _ = run(device(), OpenLink(share_now(a), "hash"))
    game = b.link_game()
    assert game is not None and game.friend_name == "Ana Maria"
    same, effects = run(a, SetName("Ana Maria "))
    assert same.links.book == a.links.book and Save not in effects


def test_the_live_region_names_the_friend_after_my_move() -> None:
    a, _ = run(device(), Click("friend", 1.0, FRESH))
    a, effects = tap(a, 40, 2.0)
    said = [page_text(a, m) for m in announced(effects)]
    assert said[0] == "You (X) play e5, your friend must play in the centre board.", said
    b, _ = run(device(), OpenLink(share_now(a), "hash"))
    b, _ = run(b, SetName("Bia"))
    b, effects = tap(b, 36, 3.0)
    said = [page_text(b, m) for m in announced(effects)]
    assert said[0] == "You (O) play d4, your friend must play in the top-left board.", said
    a, _ = run(a, SetName("Ana"))
    a, _ = run(a, OpenLink(share_now(b), "hash"))
    a, effects = tap(a, 4, 4.0)
    said = [page_text(with_page(a, language="pt-BR"), m) for m in announced(effects)]
    assert said[0].startswith("Você (X) joga em ") and "; Bia tem de jogar" in said[0], said


# -- the book's bound: links from anywhere never push out what the player did -----------

DROP_NOTICES = ("notice.friends_invitations_dropped", "notice.friends_rounds_dropped")


def invitation(n: int) -> str:
    """A stranger's invitation: a new series, X already played."""
    return URL + "#" + encode(Link("classic", f"Inv{n:05d}", 1, "a", (4,)))


def dropped_count(app: App, key: str) -> int:
    return sum(v for m in app.notices if m.key == key for name, v in m.params
               if name == "count" and isinstance(v, int))


def test_121_invitation_links_never_push_out_a_game_in_progress() -> None:
    """Issue: a page opening 121 invitation links in a row erased every real game."""
    runner = Runner(device(), MemoryEdge())
    runner.dispatch(Click("friend", 1.0, FRESH))
    x, y = cell_centre(runner.app, 40)
    runner.dispatch(PointerDown(x, y, 2.0))
    runner.dispatch(PointerUp(x, y, 2.05))
    mine = runner.app.link_game()
    assert mine is not None and mine.moves == (40,)
    for n in range(121):
        runner.dispatch(OpenLink(invitation(n), "hash"))
    book = runner.app.links.book
    assert book.games[mine.key].moves == (40,)  # my game in progress is still there
    invited = [g for g in book.games.values() if g.invited]
    assert len(invited) == friend_bound.MAX_INVITATIONS
    assert {g.series for g in invited} == {f"Inv{n:05d}" for n in range(109, 121)}
    assert dropped_count(runner.app, DROP_NOTICES[0]) == 121 - friend_bound.MAX_INVITATIONS
    stored = load_friends(runner.edge.friends).book  # type: ignore[attr-defined]
    assert stored == book


def test_answering_an_invitation_keeps_it_for_good() -> None:
    runner = Runner(device(), MemoryEdge())
    runner.dispatch(OpenLink(invitation(0), "hash"))
    x, y = cell_centre(runner.app, 0)
    runner.dispatch(PointerDown(x, y, 2.0))
    runner.dispatch(PointerUp(x, y, 2.05))
    game = runner.app.link_game()
    assert game is not None and game.moves == (4, 0) and not game.invited
    for n in range(1, 40):
        runner.dispatch(OpenLink(invitation(n), "hash"))
    assert runner.app.links.book.games[game.key].moves == (4, 0)


def _friend_link(game: LinkGame, seed: int) -> Link | None:
    """The friend's next step in ``game``: a move on their turn, else a resignation;
    the next round once it is over (the friend opening when it is theirs to open)."""
    if game.is_over:
        x_holder = "b" if game.x_holder == "a" else "a"
        friend = "b" if game.me == "a" else "a"
        opens = (4,) if x_holder == friend else ()
        return Link(game.variant, game.series, game.round + 1, x_holder, opens)
    if game.is_my_turn or seed % 3 == 0:
        return Link(game.variant, game.series, game.round, game.x_holder, game.moves,
                    game.friend_symbol)
    legal = game.board().legal_moves()
    return Link(game.variant, game.series, game.round, game.x_holder,
                (*game.moves, legal[seed % len(legal)]))


ACTIONS = st.lists(st.tuples(st.sampled_from(["invite", "friend", "friend", "answer", "answer"]),
                             st.integers(0, 10**6)), max_size=70)


@settings(max_examples=30, deadline=None)
@given(ACTIONS)
def test_no_game_is_ever_dropped_unsaid_whatever_links_are_opened(
        actions: list[tuple[str, int]]) -> None:
    """Any sequence of opened links and answers, with a small bound: a game in progress
    that I answered is never dropped; every game that goes is counted in a notice; what
    is stored is what is shown."""
    saved = (friend_bound.MAX_GAMES, friend_bound.MAX_INVITATIONS)
    friend_bound.MAX_GAMES, friend_bound.MAX_INVITATIONS = 6, 2
    try:
        app, gone = _play_sequence(actions)
    finally:
        friend_bound.MAX_GAMES, friend_bound.MAX_INVITATIONS = saved
    assert gone == sum(dropped_count(app, key) for key in DROP_NOTICES)


def _play_sequence(actions: list[tuple[str, int]]) -> tuple[App, int]:
    """Plays ``actions``, checking after each step what the bound may drop; the app at
    the end and how many games went in all."""
    runner = Runner(device(), MemoryEdge())
    gone = 0
    t = 1.0
    past = runner.app.links.book.past
    for n, (kind, seed) in enumerate(actions):
        before = dict(runner.app.links.book.games)
        games = sorted(before.values(), key=lambda g: g.key)
        t += 1.0
        if kind == "invite" or not games:
            runner.dispatch(OpenLink(invitation(n), "hash"))
        elif kind == "friend":
            link = _friend_link(games[seed % len(games)], seed)
            if link is not None:
                runner.dispatch(OpenLink(URL + "#" + encode(link), "hash"))
        else:
            _answer(runner, games, seed, t)
        book = runner.app.links.book
        after = book.games
        lost = [g for key, g in before.items() if key not in after]
        assert not [g for g in lost if not g.is_over and not g.invited], lost
        for g in lost:  # a finished round dropped still counts in its friend's tally
            was, now = tally(FriendBook(before, 0, "", past), g.series), tally(book, g.series)
            assert g.invited or (now.won >= was.won and now.lost >= was.lost
                                 and now.drawn >= was.drawn)
        past = book.past
        gone += len(lost)
        assert gone == sum(dropped_count(runner.app, key) for key in DROP_NOTICES)
        if runner.edge.friends is not None:  # type: ignore[attr-defined]
            assert load_friends(runner.edge.friends).book == runner.app.links.book  # type: ignore[attr-defined]
    return runner.app, gone


def _answer(runner: Runner, games: list[LinkGame], seed: int, t: float) -> None:
    """My turn: an invitation answered first, a move in a game, or the next round of a
    finished one."""
    keys = {g.key for g in games}
    over = [g for g in games if g.is_over and (g.series, g.round + 1) not in keys]
    mine = [g for g in games if g.is_my_turn and g.invited] or [
        g for g in games if g.is_my_turn]
    if over and (seed % 2 or not mine):  # I open the next round
        game = over[seed % len(over)]
        runner.dispatch(PickGame(game.series, game.round))
        runner.dispatch(Click("rematch", t, FRESH))
    elif mine:
        game = mine[seed % len(mine)]
        runner.dispatch(PickGame(game.series, game.round))
        legal = game.board().legal_moves()
        x, y = cell_centre(runner.app, legal[seed % len(legal)])
        runner.dispatch(PointerDown(x, y, t))
        runner.dispatch(PointerUp(x, y, t + 0.05))


def test_a_friend_book_of_a_newer_version_is_shown_and_never_written_over() -> None:
    """Issue: a newer book was said "damaged and dropped" and rewritten as the old schema."""
    a, _ = play_by_link(device(), device(), WIN[:3])
    text = dump_friends(a.links.book).replace('"schema":3', '"schema":4', 1)
    text = text[:-1] + ',"later":{"x":[1,2]}}'
    start = boot_friends(device(), text, page_url=URL)
    app = start.app
    assert start.backup is None and app.links.book.games == a.links.book.games
    assert [n.key for n in app.notices] == ["notice.friends_newer"]
    runner = Runner(app, MemoryEdge())
    runner.edge.friends = text  # type: ignore[attr-defined]
    runner.dispatch(PickGame(*next(iter(app.links.book.games))))
    x, y = cell_centre(runner.app, 0)
    runner.dispatch(PointerDown(x, y, 5.0))
    runner.dispatch(PointerUp(x, y, 5.05))
    runner.dispatch(OpenLink(invitation(1), "hash"))
    assert runner.edge.friends == text  # type: ignore[attr-defined]
    assert "notice.friends_newer" in [n.key for n in runner.app.notices]


def test_a_newer_book_written_by_another_tab_is_not_written_over() -> None:
    runner = Runner(device(), MemoryEdge())
    runner.dispatch(OpenLink(invitation(1), "hash"))
    newer = dump_friends(runner.app.links.book).replace('"schema":3', '"schema":4', 1)
    runner.edge.friends = newer  # type: ignore[attr-defined]
    runner.dispatch(FriendsStored(newer))
    runner.dispatch(OpenLink(invitation(2), "hash"))
    assert runner.edge.friends == newer  # type: ignore[attr-defined]
    assert [n.key for n in runner.app.notices].count("notice.friends_newer") == 1
def test_the_final_link_says_the_round_is_over_and_never_your_turn() -> None:
    _, b = play_by_link(device(), device(), WIN)  # A's last move wins; B opens its link
    said = b.notices[-1]
    assert said.key == "link.final.lost"
    assert said.params == (("friend", Ref("friend.nobody")),)
    text = page_text(b, said)
    assert "Your turn" not in text and "over" in text
    for language in ("pt-BR", "pt-PT"):
        assert "vez" not in page_text(with_page(b, language=language), said)


def test_the_end_of_round_tip_names_rematch_in_a_link_game_and_nothing_to_do_when_watching(
) -> None:
    a, b = play_by_link(device(), device(), WIN)
    tip = page_view(b)["live"]["ids"]["hint-mouse"]["text"]
    assert "Rematch" in tip and "play again" not in tip
    _, effects = run(a, Click("watch_share", 9.0))
    assert Share in effects
    viewer, _ = run(device(), OpenLink(effects.get(Share).url, "hash"))
    tips = page_view(viewer)["live"]["ids"]
    for name in ("hint-mouse", "hint-touch"):
        assert "play again" not in tips[name]["text"] and "Rematch" not in tips[name]["text"]
    own = page_view(device())["live"]["ids"]["hint-mouse"]["text"]
    assert "Rematch" not in own
