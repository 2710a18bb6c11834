"""Classic tic-tac-toe against the computer is rated on its own scale (schema 3 of the
save), and a schema 2 save (written by the release before it) loads whole."""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path

import pytest

from uttt.app.controller.step import step
from uttt.app.model.app import App
from uttt.app.model.events import Click
from uttt.app.rating.elo import (
    DRAW,
    LOSS,
    START,
    WIN,
    RatingBook,
    Standing,
    from_json,
    level_elo,
    merge,
    summary,
    sync,
    to_json,
    updated,
)
from uttt.app.round.match import Match
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook
from uttt.app.storage.save import SCHEMA_VERSION, dump, load
from uttt.app.texts.i18n import TABLES, translate
from uttt.classic import ELO, LEVELS
from uttt.tools.classic_elo import fit, match, play

FIXTURE = Path(__file__).resolve().parents[2] / "fixtures" / "save_schema2_rated.json"
"""Written by the schema 2 code (main at 43e4f3b): a classic round against Intermediate
in progress, and four rated nine-board rounds, two of them folded into the base."""


def rid(n: int) -> str:
    return f"{n:016x}"


def test_the_classic_levels_have_their_own_elo() -> None:
    assert [level_elo(level, "classic") for level in LEVELS] == [1000, 1135, 1300, 1385, 1440,
                                                                  1480]
    assert ELO["beginner"] == 1000 and level_elo("master") == 2615


def test_classic_rounds_move_only_the_classic_rating() -> None:
    book = RatingBook().record(rid(1), "master", DRAW, game="classic")
    book = book.record(rid(2), "beginner", WIN)
    draw = updated(START, 1480, DRAW, 0)
    assert book.rating_of("classic") == round(draw) and book.games_of("classic") == 1
    assert book.rating == round(updated(START, 1000, WIN, 0)) and book.games == 1
    assert book.history("classic") == (START, round(draw))
    assert book.last_change("classic") == round(draw) - START


def test_a_perfect_player_settles_at_master() -> None:
    """Drawing Master every time (the best anyone can do) pulls the rating to 1480."""
    book = RatingBook()
    for n in range(200):
        book = book.record(rid(n), "master", DRAW, game="classic")
    assert abs(book.rating_of("classic") - 1480) <= 2


def test_folding_keeps_each_games_standing() -> None:
    book = RatingBook()
    for n, game in enumerate(["classic", "ultimate", "classic", "ultimate", "classic"]):
        book = book.record(rid(n), "intermediate", LOSS, game=game, keep=2)  # type: ignore[arg-type]
    book = sync(book, RatingBook(), keep=2)
    assert book.games_of("classic") == 3 and book.games == 2
    assert book.base.of("classic").games + book.base.of("ultimate").games == 3
    back, bad = from_json(json.loads(json.dumps(to_json(book))))
    assert not bad and back.rating_of("classic") == book.rating_of("classic")
    assert back.rating == book.rating and back.history("classic") == book.history("classic")


def test_tabs_merge_classic_and_ultimate_rounds() -> None:
    a = RatingBook().record(rid(1), "master", LOSS, game="classic")
    b = RatingBook().record(rid(2), "beginner", WIN)
    assert merge(a, b) == merge(b, a)
    assert merge(a, b).games_of("classic") == 1 and merge(a, b).games == 1


@pytest.mark.parametrize("raw", [
    {"bases": {"classic": [100.5, 0]}}, {"bases": {"classic": [1]}},
    {"bases": {"classic": "x"}}, {"recent": [[rid(1), 1, "master", 2, "chess"]]},
    {"recent": [[rid(1), 1, "master", 2, "classic", 4]]},
])
def test_damaged_classic_parts_are_dropped_and_reported(raw: object) -> None:
    book, bad = from_json(raw)
    assert bad and book.games_of("classic") == 0


def test_the_panel_names_the_classic_rating() -> None:
    book = RatingBook().record(rid(1), "intermediate", WIN, game="classic")
    shown = summary(book, Match.new("0" * 16, mode="computer", level="master", game="classic"))
    texts = {lang: [translate(lang, m) for m in shown] for lang in ("en", "pt-BR", "pt-PT")}
    assert texts["en"][0] == f"Your classic tic-tac-toe rating: {book.rating_of('classic')}"
    assert texts["en"][-1].endswith("1480.")
    assert "jogo da velha" in texts["pt-BR"][0] and "jogo do galo" in texts["pt-PT"][0]


def test_a_hinted_classic_round_stays_unrated() -> None:
    record = MatchRecord("0" * 16, game="classic", mode="computer", moves=(0, 4), hinted=True)
    app = App.start(record, ScoreBook(), width=360, height=360)
    app, _ = step(app, Click("resign", 1.0))
    app, _ = step(app, Click("resign", 1.5))
    assert app.match().is_over() and app.rating.games_of("classic") == 0
    assert [m.key for m in summary(app.rating, app.match())] == ["hint.unrated"]


class TestSchema2:
    def test_a_schema_2_save_loads_whole_and_migrates(self) -> None:
        text = FIXTURE.read_text(encoding="utf-8").strip()
        result = load(text)
        assert result.problems == () and result.migrated_from == 2 and result.backup == text
        rating = result.state.rating
        assert rating.games == 4 and rating.rating == 1076
        assert rating.base.of("ultimate") == Standing(1038.19, 2)
        assert rating.games_of("classic") == 0 and rating.rating_of("classic") == START
        assert result.state.match is not None and result.state.match.moves == (4, 0)
        written = json.loads(dump(result.state))
        assert written["schema"] == SCHEMA_VERSION == 7
        old = json.loads(text)["rating"]
        assert written["rating"]["recent"] == [[*row, "ultimate"] for row in old["recent"]]
        assert load(dump(result.state)).state == result.state

    def test_a_schema_3_save_is_newer_for_a_schema_2_reader(self) -> None:
        doc = json.loads(dump(load(FIXTURE.read_text(encoding="utf-8")).state))
        doc["schema"] = SCHEMA_VERSION + 1
        assert load(json.dumps(doc)).newer


def test_each_classic_level_beats_the_one_below() -> None:
    """The six levels are six strengths: over 1,000 seeded games (colours alternating)
    each scores above half against the level below it (20,000 a pair in docs/computer.md:
    67%, 71%, 60%, 57% and 54%)."""
    for weaker, stronger in itertools.pairwise(LEVELS):
        score = match(stronger, weaker, 1000)
        assert score.mean - score.margin > 0.5, (stronger, weaker, score)


@pytest.mark.parametrize("language", ["en", "pt-BR", "pt-PT"])
def test_the_help_gives_each_classic_levels_measured_rating(language: str) -> None:
    answer = TABLES[language]["help.c.faq.rated.a"]  # type: ignore[index]
    assert re.findall(r"\b1\d\d\d\b", answer)[1:7] == [str(ELO[level]) for level in LEVELS]


def test_the_calibration_tool_plays_and_fits() -> None:
    assert play("master", "master", 3) == 0.5
    score = match("intermediate", "master", 40)
    assert score.wins == 0 and score.games == 40  # Master never loses
    fitted = fit({("a", "b"): (0.5, 10)}, ("a", "b"), anchor="a")
    assert round(fitted["b"]) == 1000
