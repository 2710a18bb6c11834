"""Everything on screen follows the game shown (a link game, a game under review, or this
device's round): the link sent, where a tap lands, the title, the help texts and the
report. A classic game shown on a device whose own round is the nine-board one (and the
other way round) must not mix the two."""

from __future__ import annotations

from tests.helpers import WIN, run
from uttt.app.controller.runner import MemoryEdge, Runner
from uttt.app.features.analysis.events import StudyText
from uttt.app.features.links.events import OpenLink
from uttt.app.features.links.start import boot_friends, place_of
from uttt.app.features.links.store import dump_friends
from uttt.app.features.play.events import PointerDown, PointerUp
from uttt.app.friends.book import FriendBook, LinkGame, play, start, to_link
from uttt.app.friends.link import decode, encode, fragment_of
from uttt.app.model.app import App
from uttt.app.model.effects import Reveal
from uttt.app.model.events import Click, SetOption
from uttt.app.model.shown import share_now, title
from uttt.app.page.view import page_view
from uttt.app.round.match import Match
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.study.hint import has_board, reported, shows_report
from uttt.app.texts.i18n import message, translate
from uttt.app.variants import variant_of

URL = "https://example.org/uttt/"
FRESH = "91b7584a2265b1f5"
CLASSIC_WIN = (0, 3, 1, 4, 2)
"""X takes the top row of a classic board."""


def device(game: str = "ultimate") -> App:
    app = App.start(MatchRecord("00000000000000aa", game=game),  # type: ignore[arg-type]
                    ScoreBook(), width=360, height=360)
    return boot_friends(app, None, page_url=URL).app


def tap_at(app: App, x: float, y: float, time: float) -> App:
    return run(app, PointerDown(x, y, time), PointerUp(x, y, time + 0.05))[0]


def classic_link(moves: tuple[int, ...]) -> str:
    game = LinkGame("classic", "Qk3xZ09a", 1, "a", "a", moves, names=("Ana", ""))
    return f"{URL}#{encode(to_link(game))}"


def hint_text(app: App) -> str:
    return str(page_view(app)["live"]["ids"]["hint-mouse"]["text"])


def test_a_friend_game_started_in_classic_is_classic_and_sends_a_classic_link() -> None:
    app, _ = run(device(), SetOption("game", "classic", 1.0, FRESH))
    assert app.round.record.game == "classic"
    app, _ = run(app, Click("friend", 2.0, FRESH))
    game = app.link_game()
    assert game is not None and game.variant == "classic"
    assert app.variant().game == "classic"
    x, y = variant_of("classic").cell_rect(app.page.layout, 8).centre  # bottom right, as drawn
    app = tap_at(app, x, y, 3.0)
    game = app.link_game()
    assert game is not None and game.moves == (8,)  # the classic cell, not c3 of a board
    link = decode(fragment_of(share_now(app)))
    assert link.variant == "classic" and link.moves == (8,)
    assert page_view(app)["fixed"]["title"] == "Tic-Tac-Toe"


def test_a_classic_link_on_a_nine_board_device_is_classic_on_screen() -> None:
    app, effects = run(device(), OpenLink(classic_link((4,)), "hash"))
    assert app.round.record.game == "ultimate" and app.variant().game == "classic"
    assert Reveal in effects  # a tab scrolled away from the board shows it
    fixed = page_view(app)["fixed"]
    assert fixed["title"] == "Tic-Tac-Toe" == title(app)
    label = fixed["ids"]["board"]["attrs"]["aria-label"]
    assert label == translate("en", message(variant_of("classic").texts["canvas.label"]))
    assert hint_text(app) == "Click an empty cell to play."
    x, y = variant_of("classic").cell_rect(app.page.layout, 8).centre
    app = tap_at(app, x, y, 2.0)
    game = app.link_game()
    assert game is not None and game.moves == (4, 8)


def test_a_nine_board_link_on_a_classic_device_is_nine_board_on_screen() -> None:
    book, game = start(FriendBook(), "ultimate", "Qk3xZ09a", name="Ana")
    book, game = play(book, game.key, 40)
    app, _ = run(device("classic"), OpenLink(f"{URL}#{encode(to_link(game))}", "paste"))
    assert app.variant().game == "ultimate" and title(app) == "Ultimate Tic-Tac-Toe"
    x, y = variant_of("ultimate").cell_rect(app.page.layout, 36).centre
    app = tap_at(app, x, y, 2.0)
    shown = app.link_game()
    assert shown is not None and shown.moves == (40, 36)


def test_a_classic_record_under_review_has_the_classic_title_and_a_review_text() -> None:
    for moves in (CLASSIC_WIN, CLASSIC_WIN[:3]):  # finished, and not
        record = " ".join(variant_of("classic").move_name(m) for m in moves)
        app, effects = run(device(), OpenLink(f"[classic] {record}", "paste"))
        assert app.links.watching is not None and Reveal in effects
        assert page_view(app)["fixed"]["title"] == "Tic-Tac-Toe"
        said = translate("en", message("hint.review"))
        assert hint_text(app) == said != "Click an empty cell to play."


def test_the_own_rounds_review_says_how_to_step_through_it() -> None:
    app = device("classic")
    for ply, move in enumerate(CLASSIC_WIN):
        x, y = variant_of("classic").cell_rect(app.page.layout, move).centre
        app = tap_at(app, x, y, 1.0 + ply)
    assert app.match().is_over()
    app, _ = run(app, Click("prev", 20.0))
    assert app.round.view.review is not None
    assert hint_text(app) == translate("en", message("hint.review"))


def test_the_report_reads_the_game_shown_not_this_devices_round() -> None:
    classic = Match(MatchRecord("0" * 16, game="classic", moves=CLASSIC_WIN))
    ultimate = Match(MatchRecord("0" * 16, moves=tuple(WIN)))
    assert classic.is_over() and ultimate.is_over()
    assert (reported(classic), reported(ultimate)) == (True, True)
    assert (has_board(classic), has_board(ultimate)) == (False, True)
    assert shows_report(classic, False)
    app, _ = run(device(), StudyText(None), OpenLink(classic_link(CLASSIC_WIN), "hash"))
    assert app.match().is_over() and reported(app.match())
    screen = app.study.analysis
    assert screen is not None and screen.report is not None and screen.report.is_done()
    assert app.study.board is None  # the analysis board is the nine boards' (search values)


def test_a_reload_shows_the_friend_game_again() -> None:
    app, _ = run(device(), OpenLink(classic_link((4,)), "hash"))
    place = place_of(app)
    assert place == "Qk3xZ09a/1/classic"
    stored = dump_friends(app.links.book)
    again = boot_friends(device(), stored, page_url=URL, place=place).app
    assert again.links.shown == app.links.shown and again.variant().game == "classic"
    assert boot_friends(device(), stored, page_url=URL, place=None).app.links.shown is None
    for bad in ("nope", "Qk3xZ09a/1", "Qk3xZ09a/9/classic", "Qk3xZ09a/x/classic", 7,
                ["Qk3xZ09a", 1], "a/b/1/classic", "Qk3xZ09a/1/classic" + "x" * 60):
        assert boot_friends(device(), stored, page_url=URL, place=bad).app.links.shown is None
    home, _ = run(app, Click("home", 3.0))
    assert place_of(home) is None


def test_the_runner_reveals_the_board_for_an_opened_link() -> None:
    edge = MemoryEdge()
    runner = Runner(device(), edge)
    runner.dispatch(OpenLink(classic_link((4,)), "hash"))
    assert edge.posted("reveal") == [()] and edge.posted("clear-hash") == [()]
