"""The save's migrations: each turns a document of one schema into the next one's.

They reshape, they do not validate: ``uttt.app.storage.save.load`` validates the result.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import cast

from uttt.app.round.rules import opener_for
from uttt.app.scores.ledger import is_int

MAX_ROUND = 10**6
"""The highest round number a save may hold."""

Json = object
"""A parsed JSON value, not trusted yet."""


def _from_v0(doc: dict[str, Json]) -> dict[str, Json]:
    """Version 0, the pre-release format (ultimate only, scores as plain counts)::

        {"version": 0, "mode": "computer", "level": "master", "alternate": true,
         "round": 3, "moves": [40, 36],
         "scores": {"red": 2, "blue": 1, "draws": 0},
         "computer": {"master": {"wins": 1, "losses": 0, "draws": 2}}}

    Rounds had no ids then: the one in progress gets an id derived from the
    document, so two tabs migrating the same save agree on it.
    """
    alternate = doc.get("alternate", True)
    mode, level, number = doc.get("mode"), doc.get("level"), doc.get("round", 1)
    settings = {"alternate_starter": alternate, "mode": mode, "level": level}
    match: Json = None
    if isinstance(doc.get("moves"), list):
        canonical = json.dumps(doc, sort_keys=True, default=lambda _: "invalid")
        import hashlib  # lazy: see uttt.app.friends.link_match.round_id_of

        digest = hashlib.sha256(canonical.encode())
        valid_number = cast(int, number) if is_int(number, 1, MAX_ROUND) else 1
        opener = opener_for(valid_number, alternate_starter=alternate is not False)
        match = {
            "round_id": digest.hexdigest()[:16],
            "game": "ultimate",
            "mode": mode,
            "level": level,
            "round": number,
            "opener": opener,
            "moves": doc.get("moves"),
            "resigned_by": None,
        }
    return {"schema": 1, "settings": settings, "match": match, "scores": _v0_scores(doc)}


def _v0_scores(doc: Mapping[str, Json]) -> dict[str, Json]:
    base: dict[str, Json] = {}
    two = doc.get("scores")
    if isinstance(two, dict):
        base["ultimate/two_players"] = [two.get("red", 0), two.get("blue", 0), two.get("draws", 0)]
    computer = doc.get("computer")
    if isinstance(computer, dict):
        for level, counts in computer.items():
            if isinstance(counts, dict):
                wins, losses = counts.get("wins", 0), counts.get("losses", 0)
                base[f"ultimate/computer/{level}"] = [wins, losses, counts.get("draws", 0)]
    return {"base": base, "horizon": None, "recent": []}


def _from_v1(doc: dict[str, Json]) -> dict[str, Json]:
    """Version 1 had no turn clock and no rating: a turn in progress starts its
    clock afresh on load, and the rating starts at ``uttt.app.rating.elo.START``."""
    return {**doc, "schema": 2, "clock": None, "rating": None}


def _from_v2(doc: dict[str, Json]) -> dict[str, Json]:
    """Version 2 rated only the nine-board game: its rows (without a game) and its
    base (``base_centi``, ``folded``) are read as that game's; classic starts at
    ``uttt.app.rating.elo.START``."""
    return {**doc, "schema": 3}


def _from_v3(doc: dict[str, Json]) -> dict[str, Json]:
    """Version 3 had no game clocks: such a save loads with none (settings without a
    game clock chosen)."""
    return {**doc, "schema": 4, "game_clock": None}


def _from_v4(doc: dict[str, Json]) -> dict[str, Json]:
    """Version 4 had no first-game tour: its player has been here before, so the tour
    is no longer offered (``settings.tour``: ``done``; the help still has it)."""
    settings = doc.get("settings")
    if isinstance(settings, dict):
        settings = {**settings, "tour": "done"}
    return {**doc, "schema": 5, "settings": settings}


def _from_v5(doc: dict[str, Json]) -> dict[str, Json]:
    """Version 5 had no rating against people (``settings.people``) nor the live play
    switch and consent: such a save loads with their starting values. The shape is the
    same; the version moves so that a page of version 5 (a tab not reloaded yet), which
    would drop them, takes the save as newer and never writes over a rating."""
    return {**doc, "schema": 6}


def _from_v6(doc: dict[str, Json]) -> dict[str, Json]:
    """Version 6 had no "Hide the computer" switch (``settings.hide_computer``): such a
    save loads with it off. The shape is the same; the version moves so that a page of
    version 6, which would drop the switch, takes the save as newer and leaves it."""
    return {**doc, "schema": 7}


MIGRATIONS: dict[int, Callable[[dict[str, Json]], dict[str, Json]]] = {
    0: _from_v0,
    1: _from_v1,
    2: _from_v2,
    3: _from_v3,
    4: _from_v4,
    5: _from_v5,
    6: _from_v6,
}
"""``MIGRATIONS[v]`` turns a version ``v`` document into a version ``v + 1`` one.
Migrations reshape, they do not validate: ``load`` validates the result."""
