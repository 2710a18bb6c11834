"""The shown game: which game the page has on screen, as functions of the state's parts.

The first-game tour's position while the tour runs; else the link game shown; else
the game under review (watched from a link); else this device's round
(``uttt.app.round.state``). Everything on screen follows it: the board, the variant,
the record published, the moves a tap plays. ``App.match``, ``App.shown_game``,
``App.variant``, ``App.away`` and ``App.link_game`` read it here (``App.match`` keeps
what it builds with the state)."""

from __future__ import annotations

from uttt.app.core.vocabulary import GameKind
from uttt.app.features.links.state import LinksState
from uttt.app.features.tour.state import Tour
from uttt.app.friends.book import LinkGame
from uttt.app.friends.link_match import link_record, scratch_match, watch_record
from uttt.app.round.match import Match
from uttt.app.round.state import RoundState

__all__ = ["MATCH_FIELDS", "away", "link_game", "shown_game", "shown_match"]

MATCH_FIELDS = ("round.record", "round.scores", "round.position", "settings", "links.book",
                "links.shown", "links.watching", "tour")
"""The fields of ``App`` (dotted: of its parts) the shown match is built from: a copy of
the state that keeps them keeps the match (``uttt.frozen.derived``;
``uttt.app.model.app.match_inputs`` is what the follow-up passes compare)."""


def link_game(links: LinksState) -> LinkGame | None:
    """The link game shown, if any."""
    key = links.shown
    return None if key is None else links.book.games.get(key)


def away(links: LinksState, tour: Tour | None) -> bool:
    """Something else than this device's round is on screen: a link game, a game under
    review, the tour."""
    return links.shown is not None or links.watching is not None or tour is not None


def shown_game(round_: RoundState, links: LinksState, tour: Tour | None) -> GameKind:
    """The kind of game on screen (its variant follows it)."""
    if tour is not None:
        return "ultimate"
    game = link_game(links)
    if game is not None:
        return game.variant
    if links.watching is not None:
        return links.watching.variant
    return round_.record.game


def shown_match(round_: RoundState, links: LinksState, tour: Tour | None,
                alternate_starter: bool) -> Match:
    """The match on screen: the tour's, the link game's, the reviewed game's, or this
    device's round around a copy of its live position (no replay when the position is
    in step with the record)."""
    if tour is not None:
        return tour.match()
    game = link_game(links)
    if game is not None:
        return scratch_match(link_record(game))
    if links.watching is not None:
        return scratch_match(watch_record(links.watching))
    position = round_.position
    if position is not None and tuple(position.moves) != round_.record.moves:
        position = None
    return Match(round_.record, scores=round_.scores, alternate_starter=alternate_starter,
                 board=position)
