"""Translation tables: complete, consistent parameters, language choice."""

from __future__ import annotations

import pytest

from uttt.app.texts.i18n import (
    EN,
    LANGUAGES,
    TABLES,
    Message,
    Ref,
    choose_language,
    manifest_file,
    message,
    page_texts,
    params_of,
    text,
    translate,
)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_key_is_in_every_language(language: str) -> None:
    assert set(TABLES[language]) == set(EN)  # type: ignore[index]


@pytest.mark.parametrize("language", LANGUAGES)
def test_parameters_match_english(language: str) -> None:
    table = TABLES[language]  # type: ignore[index]
    for key, value in EN.items():
        assert params_of(table[key]) == params_of(value), key


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_text_is_empty(language: str) -> None:
    assert all(value.strip() for value in TABLES[language].values())  # type: ignore[index]


def test_variants_use_their_own_words() -> None:
    assert text("pt-BR", "title") == "Jogo da velha supremo"
    assert text("pt-PT", "title") == "Super Jogo do Galo"
    assert "tela" in text("pt-BR", "tagline") and "ecrã" in text("pt-PT", "tagline")
    assert text("pt-BR", "button.undo") != text("pt-PT", "button.undo")


@pytest.mark.parametrize(
    ("languages", "expected"),
    [
        (["pt-PT"], "pt-PT"),
        (["pt_PT", "en"], "pt-PT"),
        (["pt-BR"], "pt-BR"),
        (["pt"], "pt-BR"),
        (["pt-AO"], "pt-PT"),
        (["pt-MZ", "en"], "pt-PT"),
        (["pt_CV"], "pt-PT"),
        (["pt-Latn-AO"], "pt-PT"),
        (["pt-Latn-BR"], "pt-BR"),
        (["pt-br"], "pt-BR"),
        (["en-GB", "pt-PT"], "en"),
        (["de", "fr"], "en"),
        (["de", "pt-PT"], "pt-PT"),
        ([], "en"),
    ],
)
def test_choose_language(languages: list[str], expected: str) -> None:
    assert choose_language(languages) == expected


@pytest.mark.parametrize("region", ["PT", "AO", "MZ", "CV", "GW", "ST", "TL", "MO", "CH",
                                    "LU", "GQ"])
def test_every_european_norm_portuguese_gets_pt_pt(region: str) -> None:
    """Portuguese outside Brazil follows the European spelling (an Angolan browser once
    got Brazilian Portuguese); plain "pt" stays Brazilian, the most spoken."""
    assert choose_language([f"pt-{region}"]) == "pt-PT"
    assert choose_language([f"pt-{region.lower()}"]) == "pt-PT"


def test_the_manifest_of_each_language() -> None:
    assert manifest_file("en") == "manifest.webmanifest"
    assert manifest_file("pt-BR") == "manifest.pt-BR.webmanifest"
    assert manifest_file("pt-PT") == "manifest.pt-PT.webmanifest"


def test_refs_are_translated_in_the_same_language() -> None:
    msg = message("status.sent", colour=Ref("colour.blue"), symbol="O", board=Ref("board.2"))
    assert translate("en", msg) == "Blue (O) plays in the top-right board"
    assert translate("pt-PT", msg).startswith("Azul (O)")


def test_every_message_formats_in_every_language() -> None:
    for language in LANGUAGES:
        for key, value in EN.items():
            params = {name: "1" for name in params_of(value)}
            assert translate(language, Message(key, tuple(params.items())))


def test_page_texts_have_no_parameters() -> None:
    texts = page_texts("en")
    assert "button.undo" in texts and "round" not in texts
