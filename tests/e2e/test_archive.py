"""The archive of finished games in the browser: three games played are listed, newest
first; the list's filter narrows it; a game opens for review; the archive exported as a
file and imported on a second device (a fresh browser context) lists the same games, and
importing it again adds nothing."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.helpers import (
    LOCK_PAUSE_MS,
    click_cell,
    open_game,
    resign,
    settings,
    shoot,
    wait_record,
)

pytestmark = pytest.mark.e2e

CLASSIC_WIN = [4, 0, 2, 6, 3, 8, 5]
WAIT_MS = 15_000


def play_classic(page: Any, moves: list[int]) -> None:
    for move in moves:
        click_cell(page, move, classic=True)
        page.wait_for_timeout(LOCK_PAUSE_MS)


def rows(page: Any) -> list[str]:
    """The archive list's lines, as shown."""
    return [str(t).strip() for t in
            page.locator("#archive-list li button:not(.watch)").all_text_contents()]


def open_archive(page: Any) -> None:
    page.click("#open-archive")
    page.wait_for_selector("#archive-panel[open]")


def test_three_games_are_listed_exported_and_imported_on_another_device(
    browser: Any, page: Any, site_url: str, wait_ready: Callable[[Any], None], tmp_path: Path
) -> None:
    open_game(page, site_url, wait_ready)
    settings(page, game="classic")
    play_classic(page, CLASSIC_WIN)  # round 1: X (Red) wins
    wait_record(page, "1. b2 a1 2. c1 a3 3. a2 c3 4. c2 1-0")
    page.click("#play_again")
    play_classic(page, CLASSIC_WIN)  # round 2: X (Blue) wins
    page.wait_for_selector("#play_again:not([hidden])")
    page.click("#play_again")
    click_cell(page, 4, classic=True)  # round 3: one move, then O (to move) resigns
    page.wait_for_timeout(LOCK_PAUSE_MS)
    resign(page)
    page.wait_for_selector("#play_again:not([hidden])")

    open_archive(page)
    page.wait_for_selector("#archive-list li >> nth=2")
    listed = rows(page)
    assert len(listed) == 3
    assert "1 move" in listed[0] and "7 moves" in listed[1] and "7 moves" in listed[2]
    assert all("two players" in row and "Tic-Tac-Toe" in row for row in listed)
    page.set_viewport_size({"width": 390, "height": 844})
    shoot(page, "archive-phone.png")

    page.select_option("#archive-mode", "computer")
    page.wait_for_selector("#archive-empty:not([hidden])")
    assert rows(page) == []
    page.select_option("#archive-mode", "all")
    page.wait_for_selector("#archive-list li >> nth=2")

    with page.expect_download() as download:
        page.click("#archive_export")
    exported = Path(download.value.path()).read_text(encoding="utf-8")
    assert exported.count('[Variant "classic"]') == 3 and '[Result "1-0"]' in exported
    assert download.value.suggested_filename.startswith("uttt-games")

    page.locator("#archive-list li button:not(.watch)").first.click()  # the newest game
    page.wait_for_selector("#archive-panel:not([open])", state="attached")
    page.wait_for_selector("#home:not([hidden])")
    assert "review" in str(page.locator("#notice").text_content())

    other = browser.new_context()
    try:
        second = other.new_page()
        open_game(second, site_url, wait_ready)
        open_archive(second)
        second.wait_for_selector("#archive-empty:not([hidden])")
        file = tmp_path / "games.txt"
        file.write_text(exported, encoding="utf-8")
        for added in ("3 games", "0 games"):  # the second import finds them all there
            with second.expect_file_chooser() as chooser:
                second.click("#archive_import")
            chooser.value.set_files(str(file))
            second.wait_for_selector(f"#notice:has-text('Imported: {added}')", timeout=WAIT_MS)
        second.wait_for_selector("#archive-list li >> nth=2")
        assert rows(second) == listed
        shoot(second, "archive-imported.png")
    finally:
        other.close()


def test_a_hostile_archive_is_set_aside_and_the_next_game_kept(
    page: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    """Deep nesting (which would overflow the interpreter's stack if parsed as it is)
    under the archive's key: the page starts, a game that ends is archived, and the
    hostile text is set aside under the backup key, with a notice."""
    from tests.e2e.conftest import PREFIX

    key, backup = f"{PREFIX}uttt:v1:archive", f"{PREFIX}uttt:v1:archive-backup"
    hostile = '{"schema":1,"games":' + "[" * 200_000 + "]" * 200_000 + "}"
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    open_game(page, site_url, wait_ready)
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [key, hostile])
    open_game(page, site_url, wait_ready)
    settings(page, game="classic")
    play_classic(page, CLASSIC_WIN)
    wait_record(page, "1. b2 a1 2. c1 a3 3. a2 c3 4. c2 1-0")
    page.wait_for_selector("#notice:has-text('could not be read')")
    open_archive(page)
    page.wait_for_selector("#archive-list li")
    assert len(rows(page)) == 1
    kept = page.evaluate("(keys) => keys.map((k) => localStorage.getItem(k))", [key, backup])
    assert kept[1] == hostile and '"games":[{"id"' in kept[0]
    assert errors == []


def test_the_archive_shows_times_in_the_devices_time_zone(
    browser: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    """A game that ended at 16:00 UTC reads 13:00 on a device in São Paulo (UTC-3 all
    year), whether the Python runs in a worker or not: the page passes the device's
    offset, the worker's own clock may be UTC."""
    from tests.e2e.conftest import PREFIX
    from uttt.app.storage.archive import Archive, dump, finished

    game = finished("00000000000000aa", 1796400000, "classic", "person", "computer:master",
                    (4, 0, 2, 6, 3, 8, 5))  # 2026-12-04 16:00 UTC
    stored = dump(Archive((game,)))
    context = browser.new_context(timezone_id="America/Sao_Paulo")
    try:
        page = context.new_page()
        page.add_init_script(f"""
          if (!localStorage.getItem({json.dumps(PREFIX + "uttt:v1:archive")}))
            localStorage.setItem({json.dumps(PREFIX + "uttt:v1:archive")},
                                 {json.dumps(stored)});
        """)
        open_game(page, site_url, wait_ready)
        open_archive(page)
        page.wait_for_selector("#archive-list li")
        assert rows(page)[0].startswith("2026-12-04 13:00 ·"), rows(page)
    finally:
        context.close()


SELECT_LOOK = """(ids) => ids.map((id) => {
  const style = getComputedStyle(document.getElementById(id));
  return [style.fontSize, style.minHeight, style.borderRadius, style.paddingLeft,
          style.borderTopColor, style.backgroundColor];
})"""


def test_the_archive_filters_look_like_the_pages_other_selects(
    page: Any, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    """The filters were the browser's bare selects, small and unstyled: they now have the
    settings' selects' size, type, corners and colours, and stand 44 px tall."""
    page.set_viewport_size({"width": 360, "height": 780})
    open_game(page, site_url, wait_ready)
    open_archive(page)
    filters = ["archive-mode", "archive-game", "archive-result"]
    looks = page.evaluate(SELECT_LOOK, [*filters, "set-game"])
    assert looks[:3] == [looks[3]] * 3, looks
    for name in filters:
        assert page.locator(f"#{name}").bounding_box()["height"] >= 44
    shoot(page, "archive-filters-360.png")


def test_a_large_import_runs_in_slices_and_the_board_plays_meanwhile(
    page: Any, site_url: str, wait_ready: Callable[[Any], None], tmp_path: Path
) -> None:
    """A file of 1,500 games takes seconds to replay: the import is a job of its own, read
    in slices, so a move played while it runs is shown at once, and the notice says the
    import is under way until it ends."""
    import random

    from uttt.app.round.rules import new_board
    from uttt.app.storage.archive import Archive, finished
    from uttt.app.storage.archive_text import export

    rng, games = random.Random(7), []
    for n in range(500):
        board = new_board("ultimate")
        while board.outcome() is None:
            board.push(rng.choice(board.legal_moves()))
        games.append(finished(f"{n:016x}", 1_796_400_000 + n, "ultimate", "person", "person",
                              tuple(board.moves)))
    file = tmp_path / "games.txt"
    file.write_text("\n".join([export(Archive(tuple(games)))] * 3), encoding="utf-8")
    open_game(page, site_url, wait_ready)
    open_archive(page)
    with page.expect_file_chooser() as chooser:
        page.click("#archive_import")
    chooser.value.set_files(str(file))
    page.wait_for_selector("#notice:has-text('Importing the file')")
    page.keyboard.press("Escape")
    page.wait_for_selector("#archive-panel:not([open])", state="attached")
    click_cell(page, 40)
    wait_record(page, "1. e5")
    assert "Importing the file" in str(page.text_content("#notice"))  # still under way
    shoot(page, "archive-importing.png")
    page.wait_for_selector("#notice:has-text('Imported: 500 games. Already in the archive: "
                           "1000 games.')", timeout=60_000)
    assert "Importing the file" not in str(page.text_content("#notice"))
