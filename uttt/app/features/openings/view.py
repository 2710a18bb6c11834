"""The openings panel as data for the page view (``uttt.app.page.view``): for the
position on screen (the review's step too), a table per source of the next moves seen
from it, each with its games and their results for the side to move. Built only while the
panel is open."""

from __future__ import annotations

from functools import partial

from uttt.app.features.openings.stats import Seen, from_archive
from uttt.app.model.app import App
from uttt.app.model.shown import Node, Props, text
from uttt.app.scene.build import View
from uttt.app.texts.i18n import message
from uttt.app.variants import Variant

SHOWN = 10
"""The most played moves a table lists."""
COLUMNS = ("openings.move", "openings.games", "openings.won", "openings.drawn",
           "openings.lost")


def ids(app: App, view: View, wall: float | None) -> dict[str, Props]:
    """The panel's button and, while it is open, its tables."""
    state = app.openings
    ids: dict[str, Props] = {
        "openings-toggle": {"attrs": {"aria-pressed": str(state.open).lower()}},
        "openings": {"hidden": not state.open},
    }
    if state.open:
        ids["openings-body"] = {"children": body(app, view)}
    return ids


def body(app: App, view: View) -> list[Node]:
    """The tables of the position on screen: the player's finished games (once the
    archive is parsed) and the shipped games (where the book has games of this game)."""
    say = partial(text, app)
    match = app.match()
    if match.start is not None:
        return [{"tag": "p", "text": say(message("openings.from_position"))}]
    ply = view.review[0] if view.review is not None else match.ply
    moves, variant = match.moves[:ply], match.variant
    sources: list[tuple[str, tuple[Seen, ...]]] = []
    archive = app.archive.archive
    if archive is not None:
        sources.append(("openings.yours", from_archive(archive.games, variant, moves)))
    book = app.openings.book
    if book is not None and book.has(variant):
        sources.append(("openings.computer", book.seen(variant, moves)))
    nodes: list[Node] = [{"tag": "p", "text": say(message("openings.caption"))}]
    for key, seen in sources:
        title = say(message(key))
        nodes.append({"tag": "h3", "text": title})
        nodes.append(_table(app, variant, title, seen) if seen
                     else {"tag": "p", "class": "openings-none",
                           "text": say(message("openings.none"))})
    return nodes


def _table(app: App, variant: Variant, title: str, seen: tuple[Seen, ...]) -> Node:
    """A row per move (the ``SHOWN`` most played): its name, its games, won, drawn and
    lost in percents."""
    head: Node = {"tag": "tr", "children": [
        {"tag": "th", "text": text(app, message(key)), "attrs": {"scope": "col"}}
        for key in COLUMNS]}
    rows = [{"tag": "tr", "children": [
        {"tag": "th", "text": variant.move_name(s.move), "attrs": {"scope": "row"}},
        {"tag": "td", "text": str(s.games)},
        *({"tag": "td", "text": f"{p}%"} for p in s.percents())]} for s in seen[:SHOWN]]
    return {"tag": "table", "class": "openings-table", "attrs": {"aria-label": title},
            "children": [{"tag": "thead", "children": [head]},
                         {"tag": "tbody", "children": rows}]}
