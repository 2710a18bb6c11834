"""What ``step`` does to an event before its table: a named sequence of guards (``GUARDS``),
run in order. Each guard looks at one kind of event and either passes it on
(``Onward(app, event)``, either of them rewritten) or answers it (``(app, effects)``:
the table is not consulted).

>>> from uttt.app.model.events import Click
>>> from uttt.app.round.record import MatchRecord
>>> from uttt.app.scores.book import ScoreBook
>>> app = App.start(MatchRecord("0" * 16), ScoreBook(), width=360, height=360)
>>> link_round(app, Click("play_again", 1.0)).event.button
'play_again'
>>> from uttt.app.model.app import with_links
>>> link_round(with_links(app, shown="k"), Click("play_again", 1.0)).event.button
'rematch'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from uttt.app.core.event import Event
from uttt.app.features.analysis.board import in_variation, review_step
from uttt.app.features.analysis.events import GraphKey, GraphTap, VariationKey, VariationTo
from uttt.app.features.analysis.sharing import is_study_link_event, open_study_link
from uttt.app.features.archive.events import ArchivePick
from uttt.app.features.archive.handlers import archive_import, save_refused
from uttt.app.features.editor.handlers import is_position_link, open_position_link
from uttt.app.features.hints.events import HintAsked
from uttt.app.features.links.events import OpenLink, PickGame
from uttt.app.features.live.opening import has_room, open_live_link
from uttt.app.features.live.pair import has_pair, open_pair_link
from uttt.app.features.play.events import KeyPress
from uttt.app.features.play.pointer import REVIEW_KEYS
from uttt.app.features.puzzles.handlers import puzzle_option
from uttt.app.features.review.events import ListKey, ReviewTo
from uttt.app.features.review.handlers import LIST_KEYS
from uttt.app.features.saving.handlers import saved
from uttt.app.features.tour import handlers as tour
from uttt.app.model.app import App, Effects, with_links, with_live, with_round
from uttt.app.model.events import Choose, Click, Saved, SetOption
from uttt.frozen import replace


class Onward(NamedTuple):
    """The event goes on to the next guard, then to its table."""

    app: App
    event: Event


Guard = Callable[[App, Event], "Onward | tuple[App, Effects]"]
"""``(app, event) -> Onward(app, event)`` (passed on, maybe rewritten) or the answer."""


def puzzle_options(app: App, event: Event) -> Onward | tuple[App, Effects]:
    """The puzzle panel's own choices (a ``SetOption`` named ``puzzle_…``) are the panel's,
    not settings."""
    if isinstance(event, SetOption) and event.name.startswith("puzzle_"):
        return puzzle_option(app, event)
    return Onward(app, event)


def leave_tour(app: App, event: Event) -> Onward | tuple[App, Effects]:
    """A control of the game ends the tour first (``leaves_tour``), then acts on the
    player's round."""
    if app.tour is not None and leaves_tour(event):
        app = with_round(replace(app, tour=None), pressed=None,
                         view=replace(app.round.view, held=None, previewed=None))
    return Onward(app, event)


def modes_leave_link(app: App, event: Event) -> Onward | tuple[App, Effects]:
    """A mode or a setting chosen is this device's game's: a link game or a watched one
    is left for it."""
    if isinstance(event, Choose | SetOption) and (app.links.shown or app.links.watching):
        app = with_links(app, shown=None, watching=None)
    return Onward(app, event)


def link_round(app: App, event: Event) -> Onward | tuple[App, Effects]:
    """In a link game, Play again is a rematch, and Undo a take-back (which stops once
    the link was sent)."""
    if isinstance(event, Click) and event.button in ("play_again", "undo") and app.links.shown:
        event = replace(event, button="rematch" if event.button == "play_again" else "take_back")
    return Onward(app, event)


def link_source(app: App, event: Event) -> Onward | tuple[App, Effects]:
    """A link opened by its source: the archive's file is imported there; from elsewhere a
    study link shows its study read only, a position's link opens the position editor, a
    QR pairing's code link pairs, a link with a live room opens with its room (a game's
    link goes on to ``open_link``)."""
    if isinstance(event, OpenLink) and event.source == "archive":
        return archive_import(app, event)
    if isinstance(event, OpenLink) and is_study_link_event(event):
        return open_study_link(app, event)
    if isinstance(event, OpenLink) and is_position_link(event.text):
        return open_position_link(app, event)
    if isinstance(event, OpenLink) and has_pair(event):
        return open_pair_link(app, event)
    if isinstance(event, OpenLink) and has_room(event):
        return open_live_link(app, event)
    if isinstance(event, OpenLink) and app.live.watch is not None:
        app = with_live(app, watch=None)  # another game opened: the room watched is left
    return Onward(app, event)


def review_step_of(event: Event) -> str | None:
    """The review's step an event asks for (a button, a key on the board or the list)."""
    if isinstance(event, Click) and event.button in ("first", "prev", "next", "last"):
        return event.button
    if isinstance(event, ListKey):
        return LIST_KEYS.get(event.key)
    if isinstance(event, KeyPress):
        return REVIEW_KEYS.get(event.key)
    return None


def variation_step(app: App, event: Event) -> Onward | tuple[App, Effects]:
    """While a variation of the analysis board is shown, the review's buttons and keys
    step along the variation, not the game."""
    step = review_step_of(event)
    if step is not None and in_variation(app):
        return review_step(app, step)
    return Onward(app, event)


def refused_save(app: App, event: Event) -> Onward | tuple[App, Effects]:
    """A refused save (storage full) makes room by dropping the archive's oldest games
    first; with nothing to drop it is the refusal's usual answer."""
    if isinstance(event, Saved) and not event.ok:
        return save_refused(app) or saved(app, event)
    return Onward(app, event)


GUARDS: tuple[Guard, ...] = (
    puzzle_options,
    leave_tour,
    modes_leave_link,
    link_round,
    link_source,
    variation_step,
    refused_save,
)
"""The guards, in the order they run (the tour is left before a link game's button is
read; a puzzle's choice never leaves the tour)."""


_ROUND_OPTIONS = frozenset({"mode", "level", "game", "red_level", "alternate_starter",
                            "turn_timer", "game_clock", "custom_clock"})
"""The settings whose change is about the player's round (the tour ends first)."""


def leaves_tour(event: Event) -> bool:
    """Whether an event ends the tour before it is handled: a control of the game (any
    button but the tour's), a round's setting or mode, another game opened, a hint, the
    review or the report. The board, the looks, storage and searches do not."""
    if isinstance(event, Click):
        return event.button not in tour.BUTTONS
    if isinstance(event, SetOption):
        return event.name in _ROUND_OPTIONS
    return isinstance(event, Choose | OpenLink | PickGame | ArchivePick | HintAsked | ReviewTo
                      | ListKey | GraphTap | GraphKey | VariationTo | VariationKey)
