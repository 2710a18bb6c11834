"""Counts agree with their nouns in every language: the friend tally once said
"1 derrotas". Every count goes through ``counted`` (or a ``.one``/``.many`` pair), and
no text puts a bare count before a noun."""

from __future__ import annotations

import re

import pytest

from uttt.app.friends.book import FriendBook, LinkGame, Tally
from uttt.app.texts.i18n import LANGUAGES, TABLES, Language, counted, plural, translate
from uttt.app.view.friends import tally_line

COUNT_PARAMS = {"n", "count", "total", "done", "won", "lost", "drawn", "moves", "games",
                "streak", "best"}
"""The parameters that are numbers of something."""
NOT_NOUNS = {"of", "de"}
"""Words that may follow a count without agreeing with it ("3 of 9")."""


def nouns(language: Language) -> set[str]:
    return {key.split(".")[1] for key in TABLES[language] if re.fullmatch(r"count\.\w+\.one", key)}


def test_every_count_has_both_forms_in_every_language() -> None:
    assert nouns("en") >= {"won", "lost", "drawn", "positions"}
    for language in LANGUAGES:
        assert nouns(language) == nouns("en")
        for noun in nouns(language):
            for form in ("one", "many"):
                assert TABLES[language][f"count.{noun}.{form}"].count("{n}") == 1


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("n", [0, 1, 2])
def test_counted_says_the_number_and_agrees(language: Language, n: int) -> None:
    for noun in sorted(nouns(language)):
        said = translate(language, counted(noun, n))
        assert said.startswith(f"{n} "), said
        if language != "en":  # a Portuguese noun takes an -s for every count but one
            assert said.endswith("s") == (n != 1), said


def test_plural_keys() -> None:
    assert [plural("eval.forced", n) for n in (0, 1, 2)] == [
        "eval.forced.many", "eval.forced.one", "eval.forced.many"]


def game() -> LinkGame:
    return LinkGame("ultimate", "Qk3xZ09a", 1, "a", "a", names=("", "Bia"))


@pytest.mark.parametrize(("counts", "language", "said"), [
    (Tally(1, 1, 1), "pt-BR", "Contra Bia: 1 vitória, 1 derrota, 1 empate"),
    (Tally(0, 2, 0), "pt-BR", "Contra Bia: 0 vitórias, 2 derrotas, 0 empates"),
    (Tally(1, 1, 1), "pt-PT", "Contra Bia: 1 vitória, 1 derrota, 1 empate"),
    (Tally(2, 0, 2), "pt-PT", "Contra Bia: 2 vitórias, 0 derrotas, 2 empates"),
    (Tally(1, 0, 2), "en", "Against Bia: 1 won, 0 lost, 2 drawn"),
])
def test_the_friend_tally_agrees(monkeypatch: pytest.MonkeyPatch, counts: Tally,
                                 language: Language, said: str) -> None:
    monkeypatch.setattr("uttt.app.view.friends.tally", lambda book, series: counts)
    assert translate(language, tally_line(FriendBook(), game())) == said


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_text_puts_a_bare_count_before_a_noun(language: Language) -> None:
    """A count followed by a word is a ``.many`` text (a ``.one`` says "1" itself) or one of
    ``counted``'s forms."""
    bare = []
    for key, value in TABLES[language].items():
        for name, word in re.findall(r"\{(\w+)\} ([^\W\d]+)", value):
            if (name in COUNT_PARAMS and word not in NOT_NOUNS and not key.endswith(".many")
                    and not key.startswith("count.")):
                bare.append((key, value))
    assert bare == []
