"""The archive's list, as data for the page view (``uttt.app.page.view``): its filters,
and a line per finished game, newest first, each a button that opens the game for review
(``data-archive``: its id) and one that shares a link to watch it. Built only while the
list is open: a move never pays for it.

>>> from uttt.app.storage.archive import finished
>>> game = finished("00000000000000aa", 1796400000, "classic", "person", "computer:master",
...                 (4, 0, 2, 6, 3, 8, 5))
>>> from uttt.app.texts.i18n import translate
>>> translate("en", row_text(game))
'2026-12-04 16:00 · Tic-Tac-Toe · you against the computer (Master) · Won · 7 moves'
>>> translate("en", row_text(game, utc_offset=-180))[:16]
'2026-12-04 13:00'
"""

from __future__ import annotations

import datetime
from functools import partial

from uttt.app.features.archive.state import matches, outcome_for_person
from uttt.app.model.app import App
from uttt.app.model.shown import Props, text
from uttt.app.scene.build import View
from uttt.app.storage.archive import FILTERS, ArchivedGame
from uttt.app.texts.i18n import Language, Message, Param, Ref, counted, message, translate
from uttt.app.variants import variant_of

__all__ = ["archive_ids", "filter_options", "row_text"]



def _date(ended: int, utc_offset: int) -> str:
    """When a game ended, on the device's clock (``utc_offset``: minutes east of UTC)."""
    if ended <= 0:
        return "—"
    zone = datetime.timezone(datetime.timedelta(minutes=utc_offset))
    return datetime.datetime.fromtimestamp(ended, tz=zone).strftime("%Y-%m-%d %H:%M")


def _players(game: ArchivedGame) -> Message:
    mode = game.mode
    if mode == "friend":
        side = game.o if game.x == "person" else game.x
        name = side.partition(":")[2]
        return (message("archive.players.friend", name=name) if name
                else message("archive.players.friend_unnamed"))
    if mode == "cvc":
        return message("archive.players.cvc", x=_level(game.x), o=_level(game.o))
    if mode == "computer":
        computer = game.o if game.x == "person" else game.x
        return message("archive.players.computer", level=_level(computer))
    return message("archive.players.two")


def _level(token: str) -> Ref:
    return Ref(f"level.{token.partition(':')[2]}")


def _result(game: ArchivedGame) -> Message:
    said = outcome_for_person(game)
    if said == "decided":
        return message("archive.result.x" if game.winner == "X" else "archive.result.o")
    return message(f"archive.result.{said}")


def row_text(game: ArchivedGame, utc_offset: int = 0) -> Message:
    """One game's line: when (on the device's clock, ``utc_offset`` minutes east of UTC),
    which game, who played, the result, how long."""
    title: Param = Ref(variant_of(game.game).texts["title"])
    if game.start is not None:
        title = message("archive.from_position", game=title)
    return message("archive.row", date=_date(game.ended, utc_offset), game=title,
                   players=_players(game), result=_result(game),
                   length=counted("archive_move", len(game.moves)))


def archive_ids(app: App) -> dict[str, Props]:
    """The list's texts, its filters' values and, while it is open, its lines."""
    state = app.archive
    ids: dict[str, Props] = {f"archive-{name}": {"value": state.filter(name)}
                             for name in FILTERS}
    if not state.shown:
        return ids
    games = () if state.archive is None else state.archive.games
    shown = [g for g in reversed(games) if matches(g, state)]
    say = partial(text, app)
    watch = say(message("archive.watch"))
    items = []
    for game in shown:
        line = say(row_text(game, app.page.utc_offset))
        items.append({"tag": "li", "children": [
            {"tag": "button", "text": line, "attrs": {
                "type": "button", "data-archive": game.id, "data-close": "archive-panel"}},
            {"tag": "button", "text": watch, "class": "watch", "attrs": {
                "type": "button", "data-archive": game.id, "data-archive-action": "watch",
                "aria-label": f"{watch}: {line}"}},  # each says which game it shares
        ]})
    ids["archive-list"] = {"children": items}
    ids["archive-empty"] = {"hidden": bool(shown), "text": say(message(
        "archive.none_match" if games else "archive.empty"))}
    ids["archive-count"] = {"text": say(message("archive.count",
                                                total=counted("archive_game", len(games))))}
    ids["archive_export"] = {"disabled": not games}
    return ids


def filter_options(language: Language) -> dict[str, Props]:
    """The filters' choices, in the page's language (the fixed part of the view)."""
    labels = {"all": "archive.all", "friend": "archive.mode.friend", "won": "archive.result.won",
              "lost": "archive.result.lost", "drawn": "archive.result.drawn"}
    ids: dict[str, Props] = {}
    for name, values in FILTERS.items():
        def label(value: str, name: str = name) -> str:
            key = labels.get(value) or (f"mode.{value}" if name == "mode"
                                        else f"settings.game.{value}")
            return translate(language, message(key))

        ids[f"archive-{name}"] = {"children": [
            {"tag": "option", "value": value, "text": label(value)} for value in values]}
    return ids


def ids(app: App, view: View, wall: float | None) -> dict[str, Props]:
    """The archive's list and filters."""
    return archive_ids(app)
