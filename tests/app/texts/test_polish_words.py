"""What a demanding player reads and hears: "You" in the status against the computer, the
hint that fits the input and the moment, sentences that end, no "0 after the last game"."""

from __future__ import annotations

import re

import pytest

from uttt.app.model.effects import announced
from uttt.app.rating.elo import DRAW, WIN, RatingBook, summary
from uttt.app.round.match import Match
from uttt.app.round.view_state import ViewState
from uttt.app.scene.build import build_view
from uttt.app.texts.i18n import TABLES, Language, languages, translate
from uttt.app.texts.wording import hints, spoken
from uttt.app.variants.ultimate import ULTIMATE


def status_text(match: Match, language: Language = "en") -> str:
    return translate(language, build_view(match, ViewState()).status)


@pytest.mark.parametrize("game", ["ultimate", "classic"])
def test_the_status_says_you_against_the_computer(game: str) -> None:
    match = Match.new("0" * 16, mode="computer", game=game)  # type: ignore[arg-type]
    for language in languages():
        said = status_text(match, language)
        assert not said.startswith(TABLES[language]["colour.red"]), said
    assert status_text(match) in ("You (X) open: play anywhere", "You (X) open: any cell")
    match.play(4)
    if game == "ultimate":
        assert status_text(match).startswith("The computer (O) is thinking")


def test_the_status_names_colours_between_two_players() -> None:
    match = Match.new("0" * 16)
    assert status_text(match) == "Red (X) opens: play anywhere"
    match.play(40)
    assert status_text(match) == "Blue (O) plays in the centre board"


def test_every_language_has_every_new_text() -> None:
    keys = {"status.first.you", "status.sent.you", "status.free.you",
            "status.classic_first.you", "status.classic_turn.you", "hint.touch", "hint.mouse",
            "hint.touch.classic", "hint.mouse.classic", "hint.after", "hint.after.empty",
            "rating.unchanged"}
    for language in languages():
        assert keys <= set(TABLES[language]), language


def test_hints_fit_the_input_and_the_moment() -> None:
    touch, mouse = hints(ULTIMATE.texts, False, 5)
    assert TABLES["en"][touch.key].startswith("Tap") and TABLES["en"][mouse.key].startswith(
        "Click")
    assert "Hold" in TABLES["en"][touch.key] and "Point" in TABLES["en"][mouse.key]
    after = hints(ULTIMATE.texts, True, 5)
    assert after[0] == after[1] and after[0].key == "hint.after"
    for language in languages():  # no "tap" or "hold" once the round is over
        text = TABLES[language][after[0].key].lower()
        assert not re.search(r"\b(tap|toque|hold|segure|mantenha)\b", text), text


@pytest.mark.parametrize("language", languages())
def test_spoken_sentences_end_properly(language: Language) -> None:
    match = Match.new("0" * 16, game="classic")
    for cell in (0, 4, 8, 1, 7, 6, 2, 5, 3):  # a classic draw
        match.play(cell)
    view = build_view(match, ViewState())
    texts = [translate(language, m) for m in (view.status, *view.result)]
    assert not texts[0].endswith(".")  # the status line has no full stop of its own
    said = spoken(texts)
    assert said.count(". ") + said.count("! ") >= len(texts) - 1
    assert said.endswith((".", "!")) and texts[0] + "." in said


def test_spoken_keeps_what_already_ends() -> None:
    assert spoken(["Ready!", "Thinking…", "Sure?", "Done.", "", "Go"]) == \
        "Ready! Thinking… Sure? Done. Go."


def test_an_unchanged_rating_is_said_so() -> None:
    match = Match.new("0" * 16, mode="computer")
    drawn = RatingBook().record("a" * 16, "beginner", DRAW)  # 1000 against 1000: no change
    assert drawn.last_change() == 0
    keys = [m.key for m in summary(drawn, match)]
    assert "rating.unchanged" in keys and "rating.change" not in keys
    won = RatingBook().record("a" * 16, "beginner", WIN)
    assert "rating.change" in [m.key for m in summary(won, match)]


def test_pt_texts_read_as_native() -> None:
    assert TABLES["pt-PT"]["title"] == "Super Jogo do Galo"
    # one name everywhere, the description (and so the manifest) too (tests/app/texts/test_texts.py)
    assert TABLES["pt-PT"]["meta.description"].startswith("Super Jogo do Galo")
    for key in ("rating.title", "rating.value", "rating.level"):
        assert "rating" not in TABLES["pt-BR"][key].replace("{rating}", "").lower()
    assert not TABLES["pt-BR"]["rating.level"].startswith("O nível")


def test_review_steps_announce_the_move_as_a_record_writes_it() -> None:
    from helpers import WIN, run

    from uttt.app.model.app import App
    from uttt.app.model.events import Click
    from uttt.app.round.record import MatchRecord
    from uttt.app.scores.book import ScoreBook

    record = MatchRecord("0" * 16, "ultimate", "two_players", "beginner", 1, "red", tuple(WIN))
    app = App.start(record, ScoreBook(), width=360, height=360)
    app, fx = run(app, Click("first", 1.0), Click("next", 2.0))
    said = [translate("en", m) for m in announced(fx)]
    assert said[-1] == "Review: 1. b4 — 1 of 29"  # the status names the move, once
    app, fx = run(app, Click("next", 3.0))
    assert spoken([translate("en", m) for m in announced(fx)]) == "Review: 1… d1 — 2 of 29."
    assert [translate(lang, announced(fx)[-1]) for lang in ("pt-BR", "pt-PT")] == [
        "Revendo: 1… d1 — 2 de 29", "A rever: 1… d1 — 2 de 29"]
    app, fx = run(app, Click("first", 4.0))
    assert translate("en", announced(fx)[-1]) == "Review: the start — 0 of 29"
