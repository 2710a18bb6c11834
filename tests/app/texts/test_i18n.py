"""Texts by language: complete, consistent parameters, language choice (the catalogs
themselves: test_catalogs.py)."""

from __future__ import annotations

import pytest

from uttt.app.texts.i18n import (
    TABLES,
    Language,
    Message,
    Ref,
    catalog,
    choose_language,
    forms,
    languages,
    manifest_file,
    message,
    page_texts,
    params_of,
    plural,
    plural_keys,
    text,
    translate,
)

EN = dict(TABLES["en"])


@pytest.mark.parametrize("language", languages())
def test_every_key_has_a_text_in_every_language(language: Language) -> None:
    """Through the fallbacks (pt-PT to pt-BR, then English); a key no catalog has is an
    error, not the key shown."""
    assert set(TABLES[language]) == set(EN) and len(EN) > 600
    assert all(TABLES[language][key] for key in EN)
    assert all(len(forms(language, key)) == 2 for key in plural_keys())
    with pytest.raises(KeyError):
        TABLES[language]["no.such.key"]
    with pytest.raises(KeyError):
        translate(language, message("no.such.key"))


@pytest.mark.parametrize("language", languages())
def test_parameters_match_english(language: Language) -> None:
    table = TABLES[language]
    for key, value in EN.items():
        assert params_of(table[key]) == params_of(value), key
    for key in plural_keys():
        *ones, other = forms(language, key)
        assert params_of(other) == params_of(forms("en", key)[-1]), key
        assert all(params_of(one) <= params_of(other) for one in ones), key


@pytest.mark.parametrize("language", languages())
def test_no_text_is_empty(language: Language) -> None:
    assert all(value.strip() for value in TABLES[language].values())
    assert all(form.strip() for key in plural_keys() for form in forms(language, key))


def test_a_catalog_is_read_once() -> None:
    assert catalog("pt-PT") is catalog("pt-PT")


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
    for language in languages():
        for key, value in EN.items():
            params = {name: "1" for name in params_of(value)}
            assert translate(language, Message(key, tuple(params.items())))
        for key in plural_keys():
            params = {name: "1" for name in params_of(forms("en", key)[-1])}
            for n in (0, 1, 2):
                assert translate(language, plural(key, n, **params))


def test_page_texts_have_no_parameters() -> None:
    texts = page_texts("en")
    assert "button.undo" in texts and "round" not in texts
