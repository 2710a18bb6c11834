"""The page around the board, as data: every text, and what is visible, enabled,
selected or focused. Pure: ``page_view(app, wall)`` reads the state and says what the
page shows; unit tests read it, and ``site/patch.js`` (a generic patcher that knows no
element by name) applies it to the DOM.

A view has two parts. ``live`` follows the state: ``ids`` maps an element id to its
properties (``text``, ``hidden``, ``disabled``, ``value``, ``checked``, ``data`` for
``data-*`` attributes, ``attrs`` for others, ``typed`` for the value of a field the player
types in, not written while it has the focus, ``classes`` to toggle, ``style``
properties, ``children`` for nodes to build), ``focus`` names the element to focus when
it changes, and ``history`` is the state the tab's history entry keeps (which link game
is shown, so a reload shows it again). It covers the study panels too (the hint, the
report and live evaluation, the puzzles), whose modules it imports only once a panel has
something to show. ``fixed`` depends only on the language and the game: the page's
language and title, its fixed texts by key (for elements marked ``data-text``,
``data-text-label`` and ``data-text-content``), the link to the web manifest in that
language, and elements built from the tables (the help view, the settings' choices).
Nodes to build are ``{"tag", "text", "class", "value", "id", "attrs", "children"}``.

>>> from uttt.app.model.app import App
>>> from uttt.app.round.record import MatchRecord
>>> from uttt.app.scores.book import ScoreBook
>>> app = App.start(MatchRecord("0" * 16, mode="computer"), ScoreBook(), width=360,
...                 height=360)
>>> view = page_view(app)
>>> view["live"]["ids"]["undo"], view["live"]["ids"]["level-pick"]
({'disabled': True, 'hidden': False}, {'hidden': False})
>>> view["fixed"]["title"], view["live"]["ids"]["status-text"]["text"]
('Ultimate Tic-Tac-Toe', 'You (X) open: play anywhere')
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from uttt.app.controller.features import FEATURES
from uttt.app.core.vocabulary import GameKind
from uttt.app.features.archive.view import filter_options
from uttt.app.features.links.start import place_of
from uttt.app.features.looks import form as settings_form
from uttt.app.model.app import App
from uttt.app.model.shown import Node, Props, merged_ids, render_view
from uttt.app.scene.build import View
from uttt.app.texts.help import Section
from uttt.app.texts.i18n import Language, manifest_file, message, page_texts, translate
from uttt.app.variants import variant_of

__all__ = ["page_json", "page_view"]



def page_view(app: App, wall: float | None = None, view: View | None = None
              ) -> dict[str, Any]:
    """What the page shows now; ``wall`` (wall-clock seconds) runs the turn timer;
    ``view`` is ``render_view(app)`` when the caller has it already."""
    return {"live": live_view(app, wall, view),
            "fixed": fixed_view(app.page.language, app.shown_game())}


def page_json(app: App, wall: float | None = None, view: View | None = None,
              record: str | None = None) -> tuple[str, str]:
    """The live and the fixed part as JSON, for the patcher (the fixed one is cached);
    ``record``: the canvas's ``data-record`` as last published, in the same patch as the
    texts that go with it (one message, one task on the page: nothing reads one without
    the other, from a worker too).

    >>> from uttt.app.model.app import App
    >>> from uttt.app.round.record import MatchRecord
    >>> from uttt.app.scores.book import ScoreBook
    >>> app = App.start(MatchRecord("0" * 16), ScoreBook(), width=360, height=360)
    >>> json.loads(page_json(app, record="1. e5")[0])["ids"]["board"]["data"]["record"]
    '1. e5'
    >>> "record" in json.loads(page_json(app)[0])["ids"]["board"]["data"]
    False
    """
    live = live_view(app, wall, view)
    if record is not None:
        live["ids"] = merged_ids(live["ids"], {"board": {"data": {"record": record}}})
    return (json.dumps(live, separators=(",", ":")),
            _fixed_json(app.page.language, app.shown_game()))


# -- the live part -------------------------------------------------------------------


def live_view(app: App, wall: float | None, view: View | None = None) -> dict[str, Any]:
    """What follows the state: each feature's elements (``controller.features``, merged in
    its order), the element to focus, the history entry and ``<html>``'s theme."""
    view = render_view(app) if view is None else view
    ids = merged_ids(*(feature.view(app, view, wall) for feature in FEATURES
                       if feature.view is not None))
    return {"ids": ids, "focus": _focus(app, view), "history": place_of(app),
            "root": _root(app)}


def _focus(app: App, view: View) -> str | None:
    """The question on screen takes the focus (and so comes into view, as on a phone,
    where it opens below the board): its safe answer, Cancel (a study's Delete: Keep)."""
    if view.switch is not None:
        return "switch_cancel"
    if app.studies.deleting is not None:
        return "studies_delete_no"
    return "live_cancel" if app.live.asking else None


def _root(app: App) -> Props:
    """``<html>``'s theme: ``data-scheme`` (``light``, ``dark``, or ``system``: the
    stylesheet follows the browser) and ``data-palette``."""
    return {"data": {"scheme": app.settings.theme, "palette": app.settings.palette}}


# -- the fixed part ------------------------------------------------------------------


@lru_cache(maxsize=8)
def fixed_view(language: Language, game: GameKind) -> dict[str, Any]:
    """The texts and the built elements of a language and a game (cached)."""
    variant = variant_of(game)

    def say(key: str) -> str:
        return translate(language, message(key))

    title = say(variant.texts["title"])
    ids: dict[str, Props] = {
        "title": {"text": title},
        "board": {"attrs": {"aria-label": say(variant.texts["canvas.label"])}},
        "help-body": {"children": help_nodes(variant.help, language)},
        # installing names the game in the page's language, also after a change
        "manifest": {"attrs": {"href": f"./{manifest_file(language)}"}},
        **filter_options(language),  # the archive list's filters
    }
    for name in settings_form.FIELDS:
        choices = settings_form.options(name)
        if choices:
            ids[f"set-{name}"] = {"children": [
                {"tag": "option", "value": value, "text": translate(language, label)}
                for value, label in choices]}
    return {"lang": language, "title": title, "texts": page_texts(language), "ids": ids}


@lru_cache(maxsize=8)
def _fixed_json(language: Language, game: GameKind) -> str:
    return json.dumps(fixed_view(language, game), separators=(",", ":"))


def help_nodes(sections: tuple[Section, ...], language: Language) -> list[Node]:
    """The rules-and-help view: a section per heading; paragraphs, lists, questions
    and glossary entries as the tables say (``uttt.app.texts.help``)."""
    groups = {"li": "ul", "term": "dl", "def": "dl"}
    tags = {"li": "li", "term": "dt", "def": "dd"}
    nodes: list[Node] = []
    for heading, items in sections:
        children: list[Node] = [{"tag": "h3", "text": translate(language, message(heading))}]
        for kind, key in items:
            words = translate(language, message(key))
            group = groups.get(kind)
            if group is None:
                node: Node = {"tag": "p", "text": words}
                if kind == "q":
                    node["class"] = "q"
                children.append(node)
                continue
            if children[-1]["tag"] != group:
                children.append({"tag": group, "children": []})
            children[-1]["children"].append({"tag": tags[kind], "text": words})
        nodes.append({"tag": "section", "children": children})
    return nodes
