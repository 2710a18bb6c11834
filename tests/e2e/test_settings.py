"""Settings panel, turn timer, classic game, languages, help view and rating, in Chromium.

Waits are selector waits (the page's CSP forbids the string evaluation that
``wait_for_function`` needs). The turn timer is driven by Playwright's clock:
``page.clock.install()`` before the page loads, held once the page is ready, then moved
by the test alone, so no countdown depends on how fast the machine is.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from uttt.app.texts.i18n import TABLES, choose_language, manifest_file
from uttt.classic import ClassicBoard
from uttt.notation import format_record, parse_record

from .conftest import CSP_WATCH, PageWatch
from .helpers import (
    LOCK_PAUSE_MS,
    PHONE,
    click_cell,
    open_game,
    resign,
    settings,
    shoot,
    wait_record,
    wait_unlocked,
)

pytestmark = pytest.mark.e2e


def record(page: Any) -> str:
    return str(page.get_attribute("#board", "data-record"))


def classic_moves(page: Any) -> list[int]:
    return parse_record(record(page), game=ClassicBoard).moves


def wait_until(page: Any, check: Callable[[], bool], seconds: float = 15.0) -> None:
    """Poll a condition read from Python (the CSP forbids page-side string evaluation)."""
    for _ in range(int(seconds * 10)):
        if check():
            return
        page.wait_for_timeout(100)
    raise AssertionError("condition not met in time")


def hold_the_clock(page: Any) -> None:
    """Stop the page's time where it is: from now on it moves only when the test says
    (``fast_forward`` fires the half-second tick once; ``run_for`` also lets the page
    paint, its animation frames being timers of the same clock)."""
    page.clock.pause_at(page.evaluate("Date.now()"))


def test_the_timer_runs_out_and_the_computer_moves(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page.set_viewport_size(PHONE)
    page.clock.install()
    open_game(page, site_url, wait_ready)
    hold_the_clock(page)  # every countdown below is exact, however busy the machine is
    # Red thinks 45 s, then turns a 30 s timer on: the 30 s count from then. (They once
    # counted from the start of the turn: the computer played for Red at once here, and
    # on a busy machine the second or two between loading and the setting showed 0:29.)
    page.clock.fast_forward(45_000)
    settings(page, turn_timer="30")
    page.clock.run_for(100)
    page.wait_for_selector("#timer:not([hidden]):has-text('0:30')", state="attached")
    assert record(page) == ""
    click_cell(page, 40)  # Red plays e5; Blue's 30 s begin
    wait_record(page, "1. e5")
    page.clock.fast_forward(20_000)
    page.clock.run_for(100)
    page.wait_for_selector("#timer:has-text('0:10')")  # 9.9 s left
    assert record(page) == "1. e5"
    page.clock.fast_forward(10_000)  # 0.1 s past Blue's 30 s
    page.wait_for_selector("#status-note:not([hidden])")
    moves = parse_record(record(page)).moves
    assert len(moves) == 2 and moves[1] // 9 == 4  # played in the centre board, for Blue
    note = page.text_content("#status-note")
    assert note.startswith("Blue ran out of time: the computer played ")
    page.clock.run_for(100)  # paint the board and the texts for the picture
    page.wait_for_selector("#status[data-colour='red']")
    shoot(page, "timer-360x740.png")
    # A reload keeps the timer setting and Red's running clock.
    page.clock.resume()
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#timer:not([hidden])")
    assert record(page) == format_record(moves)
    assert watch.problems() == []


def test_alternate_starter_off_keeps_red_opening(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    open_game(page, site_url, wait_ready)
    settings(page, alternate_starter=False)
    click_cell(page, 40)
    wait_record(page, "1. e5")
    resign(page)
    page.wait_for_selector("#play_again:not([hidden])")
    # The card tells what Play again does (it once said Blue, then Red opened).
    assert page.text_content("#result-next") == "Red opens the next round as X."
    assert "Red opens the next round as X." in page.text_content("#live")
    page.click("#play_again")
    page.wait_for_selector("#round:has-text('Round 2')")
    assert page.text_content("#status") == "Red (X) opens: play anywhere"
    page.wait_for_selector("#status[data-colour='red']")  # texts paint on the next frame
    assert watch.problems() == []


def test_classic_game_in_both_modes(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page.set_viewport_size(PHONE)
    open_game(page, site_url, wait_ready)
    settings(page, game="classic")
    page.wait_for_selector("#status:has-text('Red (X) opens: any cell')")
    assert page.title() == "Tic-Tac-Toe"
    played: list[int] = []
    for cell in (0, 3, 1, 4):
        click_cell(page, cell, classic=True)
        played.append(cell)
        wait_record(page, format_record(played, game=ClassicBoard))
        wait_unlocked(page)
    shoot(page, "classic-360x740.png")
    click_cell(page, 2, classic=True)
    wait_record(page, "1. a1 a2 2. b1 b2 3. c1 1-0")
    # data-record is set at once, the texts on the next frame: wait for them
    page.wait_for_selector("#status:has-text('Red wins round 1!')")
    assert "three in a row" in page.text_content("#result")
    assert page.text_content("#score-red") == "1"

    # Against the computer at Master: whatever Red tries, Red does not win.
    settings(page, mode="computer", level="master")
    page.wait_for_selector("#status:has-text('You (X) open: any cell')")  # as the results say
    while not (board := ClassicBoard.from_moves(classic_moves(page))).is_game_over():
        before = len(board.moves)
        legal = board.legal_moves()
        click_cell(page, 4 if 4 in legal else legal[-1], classic=True)
        wait_until(page, lambda n=before: len(classic_moves(page)) == n + 2  # type: ignore[misc]
                   or ClassicBoard.from_moves(classic_moves(page)).is_game_over())
        page.wait_for_timeout(LOCK_PAUSE_MS)
    outcome = ClassicBoard.from_moves(parse_record(record(page), game=ClassicBoard).moves).outcome()
    assert outcome is not None and outcome.winner != "X"
    assert page.text_content("#status") in ("The computer wins round 1!", "Round 1 is a draw")
    shoot(page, "classic-computer-360x740.png")
    assert watch.problems() == []


@pytest.mark.parametrize(
    ("locale", "lang", "title", "status"),
    [
        ("en-US", "en", "Ultimate Tic-Tac-Toe", "Red (X) opens: play anywhere"),
        ("pt-BR", "pt-BR", "Jogo da velha supremo", "Vermelho (X) começa: jogue onde quiser"),
        ("pt-PT", "pt-PT", "Super Jogo do Galo", "Vermelho (X) abre: jogue onde quiser"),
        ("pt-AO", "pt-PT", "Super Jogo do Galo", "Vermelho (X) abre: jogue onde quiser"),
    ],
)
def test_the_page_in_each_language(
    browser: Any, site_url: str, wait_ready: Callable[[Any], None],
    locale: str, lang: str, title: str, status: str,
) -> None:
    context = browser.new_context(locale=locale)
    try:
        page = context.new_page()
        page.add_init_script(CSP_WATCH)
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(site_url)  # boot.js's texts, before (and after) Python starts
        assert (page.title(), page.get_attribute("html", "lang")) == (title, lang)
        assert page.get_attribute("link[rel=manifest]", "href") == f"./{manifest_file(lang)}"
        assert page.text_content("#loading-text") == TABLES[lang]["loading.start"]
        ready, shown = page.locator(".panel").evaluate(  # read together: Python may be quick
            "e => [document.documentElement.dataset.ready, getComputedStyle(e).visibility]")
        assert ready == "1" or shown == "hidden"  # the untranslated panel waits for Python
        wait_ready(page)  # the same load, once Python has started
        page.wait_for_selector("canvas#board[data-record]", state="attached")
        assert page.get_attribute("html", "lang") == lang
        assert page.title() == title
        assert page.get_attribute("link[rel=manifest]", "href") == f"./{manifest_file(lang)}"
        assert page.text_content("#status") == status
        assert page.get_attribute("#board", "aria-label") != ""
        labels = page.eval_on_selector_all(
            "[data-text]", "els => els.map((e) => e.textContent)")
        assert all(label.strip() for label in labels)
        assert errors == [] and page.evaluate("window.__utttCsp") == []
    finally:
        context.close()


@pytest.mark.parametrize("refused", ["pyodide.asm.wasm", "start.js", "pyodide.mjs"])
def test_a_failed_start_says_so_in_the_readers_language(
    browser: Any, site_url: str, refused: str
) -> None:
    """A download the start needs fails: the interpreter's (no 'error' event fires, a fetch
    rejects), or the loader's own modules, refused before boot.js has run (site/launch.js
    keeps that on <html data-start-failed>). The page must not say "Loading the game…"
    for ever; it says a file could not be downloaded."""
    context = browser.new_context(locale="pt-PT")
    try:
        page = context.new_page()
        page.route(f"**/{refused}", lambda route: route.abort())
        page.goto(site_url)
        failed = TABLES["pt-PT"]["loading.fetch_failed"]
        page.wait_for_selector(f"#status-text:has-text('{failed}')", timeout=30_000)
        assert page.get_attribute("html", "data-start-failed") == "fetch"
        assert page.title() == "Super Jogo do Galo"
    finally:
        context.close()


@pytest.mark.parametrize(("locale", "query"), [("pt-PT", ""), ("en", ""), ("en", "?worker=0")])
def test_a_damaged_interpreter_fails_the_start_instead_of_stalling_it(
    browser: Any, site_url: str, locale: str, query: str
) -> None:
    """The wasm arrives but is not one (or its download is cut once Pyodide has begun on
    it): Pyodide catches that and only warns, and its loader never settles. The start
    must fail, in words, within seconds, not say "Loading the game…" for ever."""
    context = browser.new_context(locale=locale)
    try:
        page = context.new_page()
        page.route("**/pyodide.asm.wasm", lambda route: route.fulfill(
            status=200, body=b"\0asm damaged", headers={"Content-Type": "application/wasm"}))
        page.goto(site_url + query)  # the worker (the default), or the page's main thread
        failed = TABLES[locale]["loading.failed"]
        page.wait_for_selector(f"#status-text:has-text('{failed}')", timeout=20_000)
        assert page.get_attribute("html", "data-start-failed") == "1"
    finally:
        context.close()


@pytest.mark.parametrize("locale", ["pt-AO", "pt-MZ", "pt-CV", "pt-PT", "pt-BR", "pt", "en-GB"])
def test_the_start_up_picks_the_language_python_picks(
    browser: Any, site_url: str, locale: str
) -> None:
    """boot.js chooses the language before Python starts (the interpreter refused here, so
    only boot.js speaks): the same as uttt.app.texts.i18n.choose_language (an Angolan browser
    once got Brazilian Portuguese), the manifest link included."""
    context = browser.new_context(locale=locale)
    try:
        page = context.new_page()
        page.route("**/pyodide.asm.wasm", lambda route: route.abort())
        page.goto(site_url)
        page.wait_for_selector("html[data-start-failed]", state="attached", timeout=30_000)
        languages = page.evaluate("[...navigator.languages]")
        lang = choose_language(languages)
        assert lang == choose_language([locale])
        assert page.get_attribute("html", "lang") == lang
        assert page.title() == TABLES[lang]["title"]
        assert page.get_attribute("link[rel=manifest]", "href") == f"./{manifest_file(lang)}"
    finally:
        context.close()


def test_settings_survive_a_reload_and_the_language_switches(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page.set_viewport_size(PHONE)
    open_game(page, site_url, wait_ready)
    assert page.get_attribute("link[rel=manifest]", "href") == "./manifest.webmanifest"
    settings(page, turn_timer="60", alternate_starter=False, language="pt-PT")
    assert page.get_attribute("html", "lang") == "pt-PT"
    # installing now names the game in the new language, without a reload
    assert page.get_attribute("link[rel=manifest]", "href") == "./manifest.pt-PT.webmanifest"
    assert page.title() == "Super Jogo do Galo"
    assert page.text_content("#open-settings") == "Definições"
    page.reload()
    wait_ready(page)
    assert page.get_attribute("html", "lang") == "pt-PT"
    assert page.text_content("#status") == "Vermelho (X) abre: jogue onde quiser"
    page.click("#open-settings")
    page.wait_for_selector("#settings-panel[open]")
    assert page.input_value("#set-turn_timer") == "60"
    assert page.input_value("#set-language") == "pt-PT"
    assert not page.is_checked("#set-alternate_starter")
    assert page.text_content("#set-turn_timer option[value='60']") == "60 segundos"
    shoot(page, "settings-360x740.png")
    page.keyboard.press("Escape")  # a modal dialog closes on Escape
    page.wait_for_selector("#settings-panel:not([open])", state="attached")
    settings(page, language="pt-BR")
    assert page.title() == "Jogo da velha supremo"
    assert page.text_content("#open-settings") == "Configurações"
    assert page.get_attribute("link[rel=manifest]", "href") == "./manifest.pt-BR.webmanifest"
    settings(page, language="auto")  # the browser's language: English here
    assert page.get_attribute("html", "lang") == "en"
    assert page.get_attribute("link[rel=manifest]", "href") == "./manifest.webmanifest"
    assert watch.problems() == []


def test_help_view_in_each_game(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page.set_viewport_size(PHONE)
    open_game(page, site_url, wait_ready)
    page.click("#open-help")
    page.wait_for_selector("#help-panel[open]")
    text = page.text_content("#help-body")
    for words in ("free move", "early draw", "Practical tips", "already finished",
                  "Can the game end in a draw?", "Small board"):
        assert words in text, words
    assert page.locator("#help-body h3").count() >= 8
    shoot(page, "help-360x740.png")
    page.click("#close-help")
    settings(page, game="classic", language="pt-BR")
    page.click("#open-help")
    page.wait_for_selector("#help-panel[open]")
    text = page.text_content("#help-body")
    assert "deu velha" in text.lower() and "Garfo" in text and "tabuleiro pequeno" not in text
    page.keyboard.press("Escape")
    assert watch.problems() == []


def test_rated_game_against_the_computer(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    open_game(page, site_url, wait_ready)
    assert page.is_hidden("#rating")
    settings(page, mode="computer", level="beginner")
    page.wait_for_selector("#rating:not([hidden])")
    assert page.text_content("#rating-value") == "Your Ultimate Tic-Tac-Toe rating: 1000"
    click_cell(page, 40)
    wait_until(page, lambda: len(parse_record(record(page)).moves) == 2)
    page.wait_for_timeout(LOCK_PAUSE_MS)
    resign(page)
    page.wait_for_selector("#rating-value:has-text('980')")
    assert "\u221220" in page.text_content("#rating")  # a true minus sign
    assert page.get_attribute("#rating-line", "points")
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#rating-value:has-text('980')")
    assert watch.problems() == []
