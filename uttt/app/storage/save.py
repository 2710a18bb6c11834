"""The versioned save format: validate, migrate, never trust. Pure: text in, text out.

The page keeps one JSON document under its key (``uttt.app.core.keys``) in localStorage. One
document rather than several keys, because ``setItem`` of one key is atomic:
two tabs can never interleave half of one save with half of another. When a
load drops or migrates anything, the page copies the raw text to
the backup key before writing the cleaned state back.

Shape (schema 7)::

    {"schema": 7,
     "settings": {"alternate_starter": true, "mode": "two_players", "level": "beginner",
                  "game": "ultimate", "language": "auto", "turn_timer": 0,
                  "game_clock": "3+2", "custom_clock": "0:30+1", "confirm_move": true,
                  "tour": "offer"},
                  # game_clock, custom_clock, confirm_move: optional (written when
                  # not the default)
     "match": null | {"round_id": "9f1c...16 hex", "game": "ultimate", "mode": "computer",
                      "level": "master", "round": 3, "opener": "red",
                      "moves": [40, 36], "resigned_by": null},
     "scores": {"base": {"ultimate/two_players": [red, blue, draws], ...},
                "horizon": null | [clock, "round id"],
                "recent": [["round id", clock, "table", "red" | "blue" | null], ...]},
     "clock": null | {"round_id": "9f1c...", "ply": 2, "started_ms": 1764680000000,
               "spent_ms": [4100, 900]},  # spent_ms: optional (what each earlier turn used)
     "rating": {"base_centi": 100000, "folded": 0, "bases": {"classic": [100000, 0]},
                "horizon": null | [clock, "round id"],
                "recent": [["round id", clock, "level", 2 | 1 | 0, "game"], ...]},
     "game_clock": null | {"round_id": "9f1c...", "base": 180, "increment": 2,
                    "red_ms": 171500, "blue_ms": 180000, "ply": 1, "running": "blue",
                    "started_ms": 1764680012500, "warned": [], "flagged": null},
     "paused": "9f1c...16 hex",  # optional: the computer playing itself was paused
     "rev": [rounds, edits],  # optional: how tabs merge (uttt.app.storage.tab_merge)
     "left": [{...}, ...]}  # optional: rounds this one replaced, each shaped as "match"

Schema 2 added the turn clock (when the current turn began, wall-clock
milliseconds, so a reload keeps counting) and the rating against the computer;
schema 1 documents load with neither. Schema 3 rates classic rounds too, apart:
each rated round names its game and classic has its own base (``bases``). A schema 2
rating is all nine-board rounds, so it migrates as it is; the version moves all the
same, so that a page of schema 2 (another tab not reloaded yet), which would drop the
classic rounds it cannot read, takes the document as newer and never writes over it.

Unknown top-level fields are ignored, so later versions can add fields (turn
clock, rating history) next to these; a version bump plus a migration handles
anything that changes meaning. ``paused`` came that way within schema 3: written only
while a round of the computer playing itself is paused, it names that round, so a
reload stays paused (a page that does not know it plays on, as every page did before).
``rev`` came the same way: the save's revision, by which tabs merge their rounds
(``uttt.app.storage.tab_merge``); a save without it reads as ``[0, changes of its round]``. So
did ``left``: the rounds a new round replaced (the latest first, as the tab that started
each new round saw it), so that a tab still on one of them can name its moves the new
round lacks; absent or invalid, no round is named (nothing is set aside for it).

Schema 4 added the game clocks (``uttt.app.round.game_clock``): each side's time left
in milliseconds, and the wall-clock instant the running side's clock started, so a
reload subtracts the time spent away and shows the same times to the millisecond.
Schema 3 documents load with no game clock (``game_clock: null``).

Schema 5 added ``settings.tour``: whether the first-game tour is still offered
(``offer``) or was taken or declined (``done``). A schema 4 document is a player who
has been here before: it migrates to ``done`` (the tour stays in the help). The
version moves so that a page of schema 4, which would drop the field, never writes
over it and brings the offer back.

Schema 6 added ``settings.people``, written only once it differs from the start:
the rating against people met in the lobby (``uttt.app.rating.people``), four whole
numbers; a save without it (or with a wrong one, set aside as any wrong setting) starts
from 1500. The live play switch and its consent (``live_play``, ``live_consent``) came
with it, written only when changed; a save without them has live play on and not yet
consented.

>>> result = load(dump(SavedState()))
>>> result.state == SavedState(), result.problems, result.backup
(True, (), None)
>>> load("{not json").problems
('store.unreadable',)
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Literal, cast, get_args

from uttt.app.core import json_text
from uttt.app.core.vocabulary import COLOURS, GAMES, LEVELS, MODES, Colour, GameKind, Level, Mode
from uttt.app.rating import elo as rating_book
from uttt.app.rating import people as people_rating
from uttt.app.rating.elo import RatingBook
from uttt.app.round import clock as turn_clock
from uttt.app.round import game_clock
from uttt.app.round.clock import TurnClock
from uttt.app.round.game_clock import CUSTOM_DEFAULT, GAME_CLOCKS, GameClock
from uttt.app.round.match import Match
from uttt.app.round.record import MatchRecord, clean_record
from uttt.app.round.rules import new_board
from uttt.app.scores import book as score_book
from uttt.app.scores.book import ScoreBook, sync
from uttt.app.scores.ledger import ROUND_ID, is_int
from uttt.app.storage.migrations import MAX_ROUND, MIGRATIONS
from uttt.app.storage.tab_merge import LEFT, Left, Rev, read_rev
from uttt.app.texts.i18n import Language, known
from uttt.frozen import asdict, field, frozen, replace

SCHEMA_VERSION = 7
"""The version ``dump`` writes. Older documents are migrated on load."""


MAX_TEXT = 256 * 1024
"""Longer saves are not even parsed."""


LanguageChoice = Literal["auto"] | Language
"""The language setting: the browser's (``auto``), or a language with a catalog (one saved
by a build with a language this one lacks is read as ``auto``)."""
TURN_TIMERS: tuple[int, ...] = (0, 30, 60)

Json = object
"""A parsed JSON value, not trusted yet."""


Speed = Literal["slow", "normal", "fast"]
SPEEDS: dict[Speed, float] = {"slow": 1.5, "normal": 0.6, "fast": 0.0}
"""Seconds between two moves of the computer playing itself (on top of its own think)."""

Theme = Literal["system", "light", "dark"]
THEMES: tuple[Theme, ...] = get_args(Theme)
PaletteName = Literal["standard", "colourblind"]
PALETTES: tuple[PaletteName, ...] = get_args(PaletteName)
TourOffer = Literal["offer", "done"]
TOUR_OFFERS: tuple[TourOffer, ...] = get_args(TourOffer)


@frozen
class Settings:
    """What the player chose. The early draw is always on, so it is no setting."""

    alternate_starter: bool = True
    mode: Mode = "two_players"
    level: Level = "beginner"
    game: GameKind = "ultimate"
    language: LanguageChoice = "auto"
    turn_timer: int = 0
    """Seconds per turn: 0 (no limit), 30 or 60."""
    red_level: Level = "beginner"
    """Red's level when the computer plays itself (``level`` is Blue's)."""
    speed: Speed = "normal"
    """The pause between the computer's moves when it plays itself."""
    live_eval: bool = False
    """Show the search's evaluation live in two-player games on this device."""
    learn_games: bool = False
    """Analyse each finished round against the computer by itself, so that the player's
    mistakes become exercises ("Your mistakes")."""
    game_clock: str = "off"
    """The game clocks: ``off``, a preset (``3+2``: minutes + seconds per move) or ``custom``."""
    custom_clock: str = CUSTOM_DEFAULT
    """The custom game clock, ``minutes[:seconds]+increment``."""
    confirm_move: bool = False
    """On a touch screen, a first tap shows the move and a second tap on it plays it."""

    def turn_limit(self) -> int:
        """The turn timer's seconds per turn: none while the game clocks run instead."""
        return self.turn_timer if self.game_clock == "off" else 0
    # How the page looks and sounds (uttt.app.canvas.palette, site/style.css):
    theme: Theme = "system"
    """Light, dark, or as the browser prefers (``prefers-color-scheme``)."""
    palette: PaletteName = "standard"
    """``colourblind``: the seats in orange and blue of unlike lightness."""
    coordinates: bool = False
    """Letters and digits along the board's edges (the notation's names)."""
    sound: bool = True
    """Sounds on (a move, a board or the game won); off: mute."""
    tour: TourOffer = "offer"
    """The first-game tour's offer: shown (``offer``) until the player takes the tour or
    says no (``done``); the tour itself stays in the help."""
    live_play: bool = True
    """Live play over the internet offered ("Play live"); off: games with friends go by
    link only, and nothing is ever sent to the network."""
    live_consent: bool = False
    """The player read what live play contacts and what the opponent learns, and went on
    (the first-time notice is not shown again)."""
    people: people_rating.Setting = people_rating.DEFAULT_SETTING
    """The rating against people met in the lobby (``uttt.app.rating.people``: rating
    and deviation in hundredths, volatility in millionths, games), unverified."""
    hide_computer: bool = False
    """In review, the computer's judgement is hidden (the evaluation bar, the values,
    the best move, the graph and the move list's marks) until the player turns it back
    on: to think first."""


@frozen
class SavedState:
    """Everything saved: settings, the round in progress (if any), the score book,
    the current turn's clock and the rating against the computer."""

    settings: Settings = field(default_factory=Settings)
    match: MatchRecord | None = None
    scores: ScoreBook = field(default_factory=ScoreBook)
    clock: TurnClock | None = None
    rating: RatingBook = field(default_factory=RatingBook)
    paused: bool = False
    """The round (the computer playing itself, nobody took over) is paused."""
    rev: Rev = (0, 0)
    """The save's revision, by which tabs merge their rounds (``uttt.app.storage.tab_merge``)."""
    left: Left = ()
    """The round this one replaced, as the tab that started it saw it
    (``tab_merge.left_after``)."""
    game_clock: GameClock | None = None
    """Both sides' game clocks for the round, when a game clock is chosen."""


@frozen
class LoadResult:
    """A valid state, the problems found (message keys for the UI to translate) and
    the raw text to set aside under the backup key (``None``: nothing was lost)."""

    state: SavedState
    problems: tuple[str, ...] = ()
    backup: str | None = None
    migrated_from: int | None = None
    newer: bool = False
    """A newer version of the page wrote this save: read what is understood, but the
    stored text must be left as it is (no backup, no rewrite, no save)."""


# -- writing ----------------------------------------------------------------


def dump(state: SavedState) -> str:
    """The document for ``state`` (pending score flags are this tab's business, not saved).

    >>> dump(SavedState())[:30]
    '{"schema":7,"settings":{"alter'
    """
    doc = {
        "schema": SCHEMA_VERSION,
        "settings": _settings_json(state.settings),
        "match": None if state.match is None else _match_json(state.match),
        "scores": score_book.to_json(state.scores),
        "clock": turn_clock.to_json(state.clock),
        "rating": rating_book.to_json(state.rating),
        "rev": list(state.rev),
        "game_clock": game_clock.to_json(state.game_clock),
    }
    if state.left:  # else absent: a round nobody replaced (the first)
        doc["left"] = [_match_json(m) for m in state.left]
    if state.paused and state.match is not None:  # else absent: the usual save
        doc["paused"] = state.match.round_id
    return json.dumps(doc, separators=(",", ":"), allow_nan=False)


LATER_SETTINGS = {"red_level": "beginner", "speed": "normal", "live_eval": False,
                  "learn_games": False,
                  "game_clock": "off", "custom_clock": CUSTOM_DEFAULT, "confirm_move": False,
                  "theme": "system", "palette": "standard", "coordinates": False,
                  "sound": True, "live_play": True, "live_consent": False,
                  "people": people_rating.DEFAULT_SETTING, "hide_computer": False}
"""Settings added within schema 2, written only when changed (a save that never used them
stays byte for byte what the earlier release wrote)."""


def _settings_json(settings: Settings) -> dict[str, Json]:
    """The settings as saved: field names are the keys."""
    fields: dict[str, Json] = asdict(settings)
    return {name: value for name, value in fields.items()
            if name not in LATER_SETTINGS or LATER_SETTINGS[name] != value}


def _match_json(m: MatchRecord) -> dict[str, Json]:
    return {
        "round_id": m.round_id,
        "game": m.game,
        "mode": m.mode,
        "level": m.level,
        "round": m.round_number,
        "opener": m.opener,
        "moves": list(m.moves),
        "resigned_by": m.resigned_by,
        **({"hinted": True} if m.hinted else {}),
        **({"red_level": m.red_level} if m.mode == "cvc" else {}),
        **({"taken": m.taken} if m.taken is not None else {}),
        **({"start": m.start} if m.start is not None else {}),
    }


def merge_into(state: SavedState, stored_text: str | None) -> SavedState:
    """What to write now: this tab's state, with its score book synced with the
    one in storage (read ``stored_text`` just before writing). Adopt the result's
    scores in the live match too (``match.scores = result.scores``).
    """
    scores, rating = stored_books(stored_text)
    return replace(state, scores=sync(state.scores, scores),
                   rating=rating_book.sync(state.rating, rating))


def stored_books(text: str | None) -> tuple[ScoreBook, RatingBook]:
    """The score book and rating of a stored document, read without replaying its round
    (a save merges with them just before writing). Older or damaged documents are read
    in full (``load``), which sets aside what fails.

    >>> book = ScoreBook().record("a" * 16, "ultimate/two_players", "red")
    >>> stored_books(dump(SavedState(scores=book)))[0].tally("ultimate/two_players").red
    1
    """
    try:
        doc = None if text is None or len(text) > MAX_TEXT else _parse(text)
    except (ValueError, RecursionError):
        doc = None
    if not isinstance(doc, dict) or _version_of(doc) != SCHEMA_VERSION:
        state = load(text).state
        return state.scores, state.rating
    scores, _ = score_book.from_json(doc.get("scores"))
    rating, _ = rating_book.from_json(doc.get("rating"))
    return scores, rating


def saved_state(match: Match, settings: Settings) -> SavedState:
    """The state to save for a live match."""
    return SavedState(settings, match.record(), match.scores)


def restore(state: SavedState, round_id: str) -> Match:
    """The live match for a loaded state; ``round_id`` is used if no round was saved."""
    s = state.settings
    if state.match is None:
        return Match.new(
            round_id,
            game=s.game,
            mode=s.mode,
            level=s.level,
            red_level=s.red_level,
            alternate_starter=s.alternate_starter,
            scores=state.scores,
        )
    return Match(state.match, scores=state.scores, alternate_starter=s.alternate_starter)


# -- reading ----------------------------------------------------------------


class _Invalid:
    """Stands in for JSON values we refuse outright (NaN, floats, huge numbers)."""


_INVALID = _Invalid()


def _parse(text: str) -> Json:
    """The JSON in ``text``, its nesting bounded first (``uttt.app.core.json_text``)."""
    return json_text.loads(
        text,
        parse_constant=lambda _: _INVALID,
        parse_float=lambda _: _INVALID,
        parse_int=lambda s: int(s) if len(s) <= 18 else _INVALID,
    )


def load(text: str | None) -> LoadResult:
    """Read a saved document. Never raises: what is valid is kept, the rest is
    replaced by defaults and reported.

    >>> load(None).state == SavedState()
    True
    >>> load('{"schema": 1, "settings": {"turn_timer": 45}}').problems
    ('settings.invalid',)
    """
    if text is None:
        return LoadResult(SavedState())
    if len(text) > MAX_TEXT:  # not read, but set aside like any other damaged save
        return LoadResult(SavedState(), ("store.too_large",), text)
    try:
        doc = _parse(text)
    except (ValueError, RecursionError):
        return LoadResult(SavedState(), ("store.unreadable",), text)
    if not isinstance(doc, dict):
        return LoadResult(SavedState(), ("store.unreadable",), text)
    try:
        return _load_doc(doc, text)
    except RecursionError:  # absurd nesting that still parsed
        return LoadResult(SavedState(), ("store.unreadable",), text)


def _load_doc(doc: dict[str, Json], text: str) -> LoadResult:
    version = _version_of(doc)
    problems: list[str] = []
    migrated_from = None
    if version is None:
        return LoadResult(SavedState(), ("store.unknown_version",), text)
    if version > SCHEMA_VERSION:  # a rollback, or a stale page: what we drop, it keeps
        return LoadResult(_read_state(doc, []), newer=True)
    if version < SCHEMA_VERSION:
        migrated_from = version
        for step in range(version, SCHEMA_VERSION):
            doc = MIGRATIONS[step](doc)
    state = _read_state(doc, problems)
    backup = text if problems or migrated_from is not None else None
    return LoadResult(state, tuple(dict.fromkeys(problems)), backup, migrated_from)


def _version_of(doc: Mapping[str, Json]) -> int | None:
    """The schema version: ``schema`` from 1 on; pre-release documents say ``"version": 0``."""
    if "schema" in doc:
        schema = doc["schema"]
        return cast(int, schema) if is_int(schema, 1, MAX_ROUND) else None
    return 0 if is_int(doc.get("version"), 0, 0) else None


def _read_state(doc: Mapping[str, Json], problems: list[str]) -> SavedState:
    settings = _read_settings(doc.get("settings"), problems)
    match = _read_match(doc.get("match"), problems)
    scores, scores_bad = score_book.from_json(doc.get("scores"))
    if scores_bad:
        problems.append("scores.invalid")
    clock = turn_clock.from_json(doc.get("clock"))
    if clock is None and doc.get("clock") is not None:
        problems.append("clock.invalid")
    rating, rating_bad = rating_book.from_json(doc.get("rating"))
    if rating_bad:
        problems.append("rating.invalid")
    if match is not None and (match.game, match.mode, match.level) != (
        settings.game,
        settings.mode,
        settings.level,
    ):
        settings = replace(settings, game=match.game, mode=match.mode, level=match.level)
        problems.append("settings.conformed")
    if match is not None and match.mode == "cvc":
        settings = replace(settings, red_level=match.red_level)
    paused = _read_paused(doc.get("paused"), match, problems)
    rev = read_rev(doc.get("rev"), match)
    clocks = game_clock.from_json(doc.get("game_clock"))
    if clocks is None and doc.get("game_clock") is not None:
        problems.append("clock.invalid")
    return SavedState(settings, match, scores, clock, rating, paused, rev,
                      _read_left(doc.get("left")), clocks)


def _read_paused(raw: Json, match: MatchRecord | None, problems: list[str]) -> bool:
    """Whether the saved round is paused: only a round of the computer playing itself
    that nobody took over can be, and ``paused`` must name it.

    >>> cvc = MatchRecord("a" * 16, mode="cvc")
    >>> _read_paused("a" * 16, cvc, []), _read_paused(None, cvc, [])
    (True, False)
    >>> problems: list[str] = []
    >>> _read_paused("b" * 16, cvc, problems), problems
    (False, ['paused.invalid'])
    """
    if raw is None:
        return False
    if match is None or raw != match.round_id or match.mode != "cvc" or match.taken:
        problems.append("paused.invalid")
        return False
    return True


def _choice(value: Json, options: tuple[str, ...]) -> bool:
    return isinstance(value, str) and value in options


_SETTING_CHECKS: dict[str, Callable[[Json], bool]] = {
    "alternate_starter": lambda v: type(v) is bool,
    "mode": lambda v: _choice(v, MODES),
    "level": lambda v: _choice(v, LEVELS),
    "game": lambda v: _choice(v, GAMES),
    "language": lambda v: v == "auto" or known(v) is not None,
    "turn_timer": lambda v: type(v) is int and v in TURN_TIMERS,
    "red_level": lambda v: _choice(v, LEVELS),
    "speed": lambda v: _choice(v, tuple(SPEEDS)),
    "live_eval": lambda v: type(v) is bool,
    "learn_games": lambda v: type(v) is bool,
    "game_clock": lambda v: _choice(v, GAME_CLOCKS),
    "custom_clock": lambda v: isinstance(v, str) and game_clock.parse_control(v) is not None,
    "confirm_move": lambda v: type(v) is bool,
    "theme": lambda v: _choice(v, THEMES),
    "palette": lambda v: _choice(v, PALETTES),
    "coordinates": lambda v: type(v) is bool,
    "sound": lambda v: type(v) is bool,
    "tour": lambda v: _choice(v, TOUR_OFFERS),
    "live_play": lambda v: type(v) is bool,
    "live_consent": lambda v: type(v) is bool,
    "people": people_rating.valid_setting,
    "hide_computer": lambda v: type(v) is bool,
}


def _read_settings(raw: Json, problems: list[str]) -> Settings:
    if raw is None:
        return Settings()
    if not isinstance(raw, dict):
        problems.append("settings.invalid")
        return Settings()
    kept: dict[str, Json] = {}
    for name, check in _SETTING_CHECKS.items():
        if name not in raw:
            continue
        if check(raw[name]):
            kept[name] = tuple(raw[name]) if isinstance(raw[name], list) else raw[name]
        else:
            problems.append("settings.invalid")
    return Settings(**kept)  # type: ignore[arg-type]


def _read_left(raw: Json) -> Left:
    """The rounds a save's round replaced (``tab_merge.Left``); any wrong: none."""
    if not isinstance(raw, list) or len(raw) > LEFT:
        return ()
    rounds = tuple(_read_match(m, []) for m in raw if isinstance(m, dict))
    return tuple(r for r in rounds if r is not None) if len(rounds) == len(raw) else ()


def _read_match(raw: Json, problems: list[str]) -> MatchRecord | None:
    if raw is None:
        return None
    record = _match_fields(raw) if isinstance(raw, dict) else None
    if record is None or not isinstance(raw, dict):
        problems.append("match.invalid")
        return None
    moves = raw.get("moves", [])
    if not isinstance(moves, list) or len(moves) > 81:
        problems.append("match.invalid")
        return None
    cleaned, dropped = clean_record(record, moves)
    if dropped:
        problems.append("match.illegal_moves")
    return cleaned


def _match_fields(raw: Mapping[str, Json]) -> MatchRecord | None:
    """The record without its moves, or ``None`` if any field is wrong."""
    round_id, game, mode = raw.get("round_id"), raw.get("game"), raw.get("mode")
    level, number, opener = raw.get("level"), raw.get("round"), raw.get("opener")
    resigned = raw.get("resigned_by")
    if not (isinstance(round_id, str) and ROUND_ID.fullmatch(round_id)):
        return None
    if not (_choice(game, GAMES) and _choice(mode, MODES) and _choice(level, LEVELS)):
        return None
    if not (is_int(number, 1, MAX_ROUND) and _choice(opener, COLOURS)):
        return None
    if resigned is not None and not _choice(resigned, COLOURS):
        return None
    hinted, red_level = raw.get("hinted", False), raw.get("red_level", "beginner")
    taken = raw.get("taken")
    if not isinstance(hinted, bool) or not _choice(red_level, LEVELS):
        return None
    if taken is not None and not (mode == "cvc" and _choice(taken, COLOURS)):
        return None
    start = raw.get("start")
    if start is not None and not _start_ok(start, cast(GameKind, game)):
        return None
    return MatchRecord(
        round_id,
        cast(GameKind, game),
        cast(Mode, mode),
        cast(Level, level),
        cast(int, number),
        cast(Colour, opener),
        (),
        cast("Colour | None", resigned),
        hinted=hinted,
        red_level=cast(Level, red_level),
        taken=cast("Colour | None", taken),
        start=cast("str | None", start),
    )


def _start_ok(raw: Json, game: GameKind) -> bool:
    """A round's start position: a position text no longer than a grid's, that the
    rules accept (read again, never trusted)."""
    if not isinstance(raw, str) or len(raw) > 120:
        return False
    try:
        new_board(game, raw)
    except ValueError:
        return False
    return True
