"""The settings panel as data: what each control shows, and what a change means. Pure.

The page's form has one control per setting, named like the ``Settings`` field.
``form_values`` says what each control shows for the saved settings; ``parse``
turns one control's raw value (always a string from the DOM) into new settings,
or ``None`` when the value is not one the panel offers, so a tampered form
changes nothing.

>>> form_values(Settings())["turn_timer"], form_values(Settings())["alternate_starter"]
('0', 'on')
>>> parse(Settings(), "turn_timer", "30").turn_timer
30
>>> parse(Settings(), "turn_timer", "45") is None
True
"""

from __future__ import annotations

from typing import Any, cast

from uttt.app.core.vocabulary import GAMES, LEVELS, MODES
from uttt.app.round.game_clock import GAME_CLOCKS, parse_control
from uttt.app.storage.save import (
    PALETTES,
    SPEEDS,
    THEMES,
    TURN_TIMERS,
    Settings,
)
from uttt.app.texts.i18n import (
    Language,
    Message,
    choose_language,
    known,
    languages,
    message,
    native_name,
)
from uttt.frozen import replace

# -- the game clocks and confirming a move: one block (uttt.app.round.game_clock) --
CLOCK_FIELDS = ("game_clock", "custom_clock", "confirm_move")
"""The game clock (a preset or custom), the custom one as typed, tap twice to play."""


def _clock_setting(settings: Settings, name: str, raw: str) -> Settings | None:
    """A change of the clock block's controls; ``None`` if not a valid choice. A game
    clock replaces the turn timer (one of the two runs), and the turn timer the clock.

    >>> s = _clock_setting(Settings(turn_timer=30), "game_clock", "3+2")
    >>> s.game_clock, s.turn_timer, s.turn_limit()
    ('3+2', 0, 0)
    >>> _clock_setting(Settings(), "custom_clock", "0:05+1").custom_clock
    '0:05+1'
    >>> _clock_setting(Settings(), "custom_clock", "five") is None
    True
    """
    if name == "game_clock" and raw in GAME_CLOCKS:
        timer = settings.turn_timer if raw == "off" else 0
        return replace(settings, game_clock=raw, turn_timer=timer)
    if name == "custom_clock" and parse_control(raw) is not None:
        return replace(settings, custom_clock=raw.strip())
    if name == "confirm_move" and raw in ("on", "off"):
        return replace(settings, confirm_move=raw == "on")
    return None


LOOKS = ("theme", "palette", "coordinates", "sound")
"""How the page looks and sounds: the panel's last block."""

FIELDS = ("alternate_starter", "turn_timer", *CLOCK_FIELDS, "mode", "level", "red_level",
          "game", "language", "speed", "live_eval", "learn_games", "live_play", *LOOKS)
"""The controls, in the panel's order."""

CHECKBOXES = ("alternate_starter", "live_eval", "learn_games", "confirm_move", "coordinates",
              "sound", "live_play")
"""The controls that are checkboxes (``"on"``/``"off"``)."""

ROUND_FIELDS = ("mode", "level", "red_level", "game")
"""Settings that start a new round when changed (the page asks first mid-round)."""


def options(name: str) -> tuple[tuple[str, Message], ...]:
    """The choices of a select control: values and their labels.

    >>> [value for value, _ in options("language")]
    ['auto', 'en', 'pt-BR', 'pt-PT']
    """
    if name == "turn_timer":
        return tuple((str(t), message(f"settings.timer.{t}")) for t in TURN_TIMERS)
    if name == "game_clock":
        return tuple((c, message(f"settings.clock.{c}")) for c in GAME_CLOCKS)
    if name == "mode":
        return tuple((m, message(f"mode.{m}")) for m in MODES)
    if name in ("level", "red_level"):
        return tuple((lv, message(f"level.{lv}")) for lv in LEVELS)
    if name == "speed":
        return tuple((speed, message(f"cvc.speed.{speed}")) for speed in SPEEDS)
    if name == "game":
        return tuple((g, message(f"settings.game.{g}")) for g in GAMES)
    if name == "language":
        return (("auto", message("settings.language.auto")),
                *((lang, native_name(lang)) for lang in languages()))
    if name in ("theme", "palette"):
        return tuple((v, message(f"settings.{name}.{v}"))
                     for v in (THEMES if name == "theme" else PALETTES))
    return ()


def form_values(settings: Settings) -> dict[str, str]:
    """What each control shows: select values, and ``"on"``/``"off"`` for the checkbox."""
    return {
        "alternate_starter": "on" if settings.alternate_starter else "off",
        "turn_timer": str(settings.turn_timer),
        "mode": settings.mode,
        "level": settings.level,
        "red_level": settings.red_level,
        "game": settings.game,
        "language": settings.language,
        "speed": settings.speed,
        "live_eval": "on" if settings.live_eval else "off",
        "learn_games": "on" if settings.learn_games else "off",
        "live_play": "on" if settings.live_play else "off",
        "game_clock": settings.game_clock,
        "custom_clock": settings.custom_clock,
        "confirm_move": "on" if settings.confirm_move else "off",
        "theme": settings.theme,
        "palette": settings.palette,
        "coordinates": "on" if settings.coordinates else "off",
        "sound": "on" if settings.sound else "off",
    }


def parse(settings: Settings, name: str, raw: str) -> Settings | None:
    """The settings after one control changed to ``raw``; ``None`` if not a valid choice.

    >>> parse(Settings(), "alternate_starter", "off").alternate_starter
    False
    >>> parse(Settings(), "game", "chess") is None
    True
    """
    if name in CLOCK_FIELDS:
        return _clock_setting(settings, name, raw)
    if name in CHECKBOXES and raw in ("on", "off"):
        return cast(Settings, replace(cast(Any, settings), **{name: raw == "on"}))
    if name not in FIELDS or raw not in {value for value, _ in options(name)}:
        return None
    if name == "turn_timer":  # a turn timer replaces the game clock
        off = settings.game_clock if raw == "0" else "off"
        return replace(settings, turn_timer=int(raw), game_clock=off)
    if name == "language":
        return replace(settings, language=known(raw) or "auto")
    # one of the menu's values (checked above), kept as the menu gives it
    return cast(Settings, replace(cast(Any, settings), **{name: raw}))


def page_language(settings: Settings, browser_languages: list[str]) -> Language:
    """The language to show: the chosen one, or the browser's best match on ``auto``.

    >>> page_language(Settings(language="pt-PT"), ["en"])
    'pt-PT'
    >>> page_language(Settings(), ["pt-PT", "en"]), page_language(Settings(), ["pt"])
    ('pt-PT', 'pt-BR')
    """
    return known(settings.language) or choose_language(browser_languages)
