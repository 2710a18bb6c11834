"""Counts agree with their nouns in every language: the friend tally once said
"1 derrotas". Every count goes through ``counted`` (or another plural text, whose form
each catalog's ``Plural-Forms`` picks), and no text puts a bare count before a noun."""

from __future__ import annotations

import re

import pytest

from uttt.app.friends.book import FriendBook, LinkGame, Tally
from uttt.app.friends.words import tally_line
from uttt.app.texts.i18n import (
    TABLES,
    Counted,
    Language,
    counted,
    forms,
    languages,
    plural,
    plural_keys,
    translate,
)

COUNT_PARAMS = {"n", "count", "total", "done", "won", "lost", "drawn", "moves", "games",
                "streak", "best"}
"""The parameters that are numbers of something."""
NOT_NOUNS = {"of", "de"}
"""Words that may follow a count without agreeing with it ("3 of 9")."""


def nouns(language: Language) -> set[str]:
    return {key.split(".")[1] for key in plural_keys() if key.startswith("count.")}


def test_every_count_has_both_forms_in_every_language() -> None:
    assert nouns("en") >= {"won", "lost", "drawn", "positions"}
    assert {key for key in plural_keys() if not key.startswith("count.")} == {
        "eval.forced", "puzzles.task"}
    for language in languages():
        for noun in nouns(language):
            said = forms(language, f"count.{noun}")
            assert len(said) == 2 and all(form.count("{n}") == 1 for form in said)


@pytest.mark.parametrize("language", languages())
@pytest.mark.parametrize("n", [0, 1, 2])
def test_counted_says_the_number_and_agrees(language: Language, n: int) -> None:
    for noun in sorted(nouns(language)):
        said = translate(language, counted(noun, n))
        assert said.startswith(f"{n} "), said
        if language != "en":  # a Portuguese noun takes an -s for every count but one
            assert said.endswith("s") == (n != 1), said


def test_the_catalog_picks_the_form_for_the_number() -> None:
    """English and both Portuguese say one thing in the first form and any other number,
    zero included, in the second (each catalog's ``Plural-Forms``)."""
    said = {n: translate("pt-PT", plural("eval.forced", n, player="X", moves=n))
            for n in (0, 1, 2, 11, 101)}
    assert said == {0: "Vitória de X em 0 jogadas", 1: "Vitória de X em 1 jogada",
                    2: "Vitória de X em 2 jogadas", 11: "Vitória de X em 11 jogadas",
                    101: "Vitória de X em 101 jogadas"}
    assert plural("puzzles.task", 3, moves=3) == Counted("puzzles.task", (("moves", 3),), 3)


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
    monkeypatch.setattr("uttt.app.friends.words.tally", lambda book, series: counts)
    assert translate(language, tally_line(FriendBook(), game())) == said


@pytest.mark.parametrize("language", languages())
def test_no_text_puts_a_bare_count_before_a_noun(language: Language) -> None:
    """A count followed by a word is a ``.many`` text (a ``.one`` says "1" itself) or one of
    ``counted``'s forms."""
    bare = []
    for key, value in TABLES[language].items():
        for name, word in re.findall(r"\{(\w+)\} ([^\W\d]+)", value):
            if name in COUNT_PARAMS and word not in NOT_NOUNS:
                bare.append((key, value))
    assert bare == []
