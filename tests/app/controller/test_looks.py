"""How the page looks: the theme follows the browser's scheme unless one is chosen, the
colour-blind palette, less motion, the coordinates along the board's edges (the layout
makes room and taps still land), the install offer."""

from __future__ import annotations

from helpers import WIN, tap

from uttt.app.canvas.theme import COLOURBLIND_LIGHT, DARK, LIGHT
from uttt.app.controller.step import step
from uttt.app.features.looks.events import InstallOffered, MediaChanged
from uttt.app.model.app import App
from uttt.app.model.effects import Install, Redraw
from uttt.app.model.events import Click, SetOption
from uttt.app.model.shown import render_view
from uttt.app.page.paint import board_list
from uttt.app.page.view import page_view
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.notation import move_name


def start(moves: tuple[int, ...] = (), **record: object) -> App:
    return App.start(MatchRecord("0" * 16, moves=moves, **record),  # type: ignore[arg-type]
                     ScoreBook(), width=360, height=360)


def fills(app: App) -> set[str]:
    return {op["fill"] for op in board_list(app, render_view(app), app.page.layout) if "fill" in op}


def in_light(app: App) -> bool:
    return bool(fills(app)) and fills(app) <= set(LIGHT.values()) - set(DARK.values())


def in_dark(app: App) -> bool:
    return bool(fills(app)) and fills(app) <= set(DARK.values()) - set(LIGHT.values())


def option(app: App, name: str, value: str) -> App:
    return step(app, SetOption(name, value, 1.0))[0]


def test_the_board_follows_the_browsers_dark_scheme() -> None:
    app = start(tuple(WIN[:5]))
    assert in_light(app)
    dark, effects = step(app, MediaChanged(dark=True, reduce_motion=False))
    assert Redraw in effects and in_dark(dark)
    assert page_view(dark)["live"]["root"]["data"]["scheme"] == "system"


def test_a_chosen_theme_wins_over_the_browser() -> None:
    app = step(start(), MediaChanged(dark=True, reduce_motion=False))[0]
    light = option(app, "theme", "light")
    assert in_light(light)
    ids = page_view(light)["live"]["ids"]
    assert ids["theme-dark"]["attrs"]["content"] == LIGHT["paper"]  # the bar: light too
    assert page_view(light)["live"]["root"]["data"]["scheme"] == "light"
    assert in_dark(option(start(), "theme", "dark"))


def test_the_colour_blind_palette_colours_the_seats() -> None:
    app = option(start(tuple(WIN[:5])), "palette", "colourblind")
    strokes = {op.get("stroke") for op in board_list(app, render_view(app), app.page.layout)}
    assert {COLOURBLIND_LIGHT["red"], COLOURBLIND_LIGHT["blue"]} <= strokes
    assert page_view(app)["live"]["root"]["data"]["palette"] == "colourblind"


def test_new_marks_grow_unless_the_browser_asks_for_less_motion() -> None:
    app = start(tuple(WIN[:13]))
    app, _ = tap(app, WIN[13], 5.0)
    grown = [op for op in board_list(app, render_view(app), app.page.layout) if "grow" in op]
    assert grown and all(op["grow"] == f"m14.{WIN[13]}" for op in grown)
    app, _ = tap(app, WIN[14], 6.0)  # wins board 3: its big sign grows too
    keys = {op["grow"] for op in board_list(app, render_view(app), app.page.layout) if "grow" in op}
    assert keys == {f"m15.{WIN[14]}", f"b{WIN[14] // 9}"}
    still = step(app, MediaChanged(dark=False, reduce_motion=True))[0]
    assert not any("grow" in op for op in board_list(still, render_view(still), still.page.layout))


def test_the_coordinates_name_the_columns_and_rows_as_the_notation_does() -> None:
    plain = start()
    app = option(plain, "coordinates", "on")
    assert app.page.layout.labels and app.page.layout.board.w < plain.page.layout.board.w
    texts = [op for op in board_list(app, render_view(app), app.page.layout) if op["op"] == "text"]
    assert [op["text"] for op in texts] == list("abcdefghi") + list("123456789")
    variant = app.variant()
    for move in (0, 40, 80):  # a1, e5, i9: each label in line with its cell
        letter, digit = move_name(move)
        x, y = variant.cell_rect(app.page.layout, move).centre
        assert any(op["text"] == letter and abs(op["x"] - x) < 0.1 for op in texts)
        assert any(op["text"] == digit and abs(op["y"] - y) < 0.1 for op in texts)
    board = app.page.layout.board
    assert all(op["x"] < board.x or op["y"] > board.y + board.h
               for op in texts)  # outside the board
    played, _ = tap(app, 40, 5.0)  # the taps follow the new layout
    assert played.round.record.moves == (40,)
    assert not option(app, "coordinates", "off").page.layout.labels


def test_the_install_button_shows_while_the_browser_offers() -> None:
    app = start()
    assert page_view(app)["live"]["ids"]["install"]["hidden"]
    assert step(app, Click("install", 1.0))[1] == step(app, Click("install", 1.0))[1]
    assert step(app, Click("install", 1.0))[1].get(Install) is None
    offered = step(app, InstallOffered(True))[0]
    assert not page_view(offered)["live"]["ids"]["install"]["hidden"]
    asked, effects = step(offered, Click("install", 2.0))
    assert effects.get(Install) == Install() and not asked.page.installable
