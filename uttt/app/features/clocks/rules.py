"""Which game clock a round runs with: the settings' clock until the round begins, then
the one it began with (``control``); and what the settings panel says while a clock
chosen waits for the next round (``next_round_note``). Questions about the state, read
by the clocks' handlers (``uttt.app.features.clocks.handlers``) and by the page."""

from __future__ import annotations

from uttt.app.core.vocabulary import Mode
from uttt.app.model.app import App
from uttt.app.round import game_clock as clocks
from uttt.app.round.game_clock import Control
from uttt.app.round.record import MatchRecord
from uttt.app.texts.i18n import Message, message

CLOCKED_MODES: tuple[Mode, ...] = ("two_players", "computer")
"""The modes a game clock runs in."""


def control(app: App) -> Control | None:
    """The time control of this device's round, ``None`` when no game clock runs: the
    settings' clock until the round begins, then the one it began with."""
    if app.round.record.mode not in CLOCKED_MODES:
        return None
    return _kept(app) if _begun(app.round.record) else _chosen(app)


def _chosen(app: App) -> Control | None:
    """The clock the settings name."""
    return clocks.control_of(app.settings.game_clock, app.settings.custom_clock)


def _kept(app: App) -> Control | None:
    """The clock this round runs with (``None``: none)."""
    clock, round_id = app.round.game_clock, app.round.record.round_id
    return clock.control if clock is not None and clock.round_id == round_id else None


def _begun(record: MatchRecord) -> bool:
    """Whether the round began: a move played, or it ended (a resignation, a time-out)."""
    return bool(record.moves) or record.resigned_by is not None


def next_round_note(app: App) -> Message | None:
    """What the settings panel says while the clock chosen waits for the next round
    (``None`` when the round runs with it)."""
    if app.round.record.mode not in CLOCKED_MODES or not _begun(app.round.record):
        return None
    now, chosen = _kept(app), _chosen(app)
    if now == chosen:
        return None
    if chosen is None:
        assert now is not None
        return message("clock.next_round.off", now=clocks.control_text(now))
    if now is None:
        return message("clock.next_round.on", next=clocks.control_text(chosen))
    return message("clock.next_round", now=clocks.control_text(now),
                   next=clocks.control_text(chosen))
