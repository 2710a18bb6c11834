"""The texts' gettext catalogs: they compile, the compiled files are what the page reads
and ships, Babel reads them as the standard library does, each has its plural rule, and
European Portuguese holds only what it says differently from Brazilian Portuguese."""

from __future__ import annotations

import gettext
import importlib
import io
import shutil
import sys
from pathlib import Path
from types import ModuleType

import pytest

from uttt.app.texts import i18n
from uttt.app.texts.i18n import (
    TABLES,
    Language,
    catalog,
    languages,
    mo_path,
)

ROOT = Path(__file__).resolve().parents[3]
LOCALE = ROOT / "uttt" / "app" / "texts" / "locale"


@pytest.fixture(scope="module")
def catalogs() -> ModuleType:
    """``scripts/build/catalogs.py``, imported the way the scripts import each other."""
    if str(ROOT / "scripts" / "build") not in sys.path:
        sys.path.append(str(ROOT / "scripts" / "build"))
    return importlib.import_module("catalogs")


def po(language: Language) -> Path:
    return LOCALE / i18n.info(language).locale / "LC_MESSAGES" / "uttt.po"


def test_every_catalog_is_a_language(catalogs: ModuleType) -> None:
    """The languages are the catalogs' folders, each described by its header."""
    assert catalogs.languages() == sorted(i18n.info(lang).locale for lang in languages())
    assert languages() == ("en", "pt-BR", "pt-PT")
    assert [(i18n.info(lang).name, i18n.info(lang).fallback) for lang in languages()] == [
        ("English", None), ("Português (Brasil)", "en"), ("Português (Portugal)", "pt-BR")]
    assert i18n.info(Language("pt-PT")).regions == (
        "ao", "ch", "cv", "gq", "gw", "lu", "mo", "mz", "pt", "st", "tl")


def _locale_with(tmp_path: Path, header: str) -> Path:
    """The catalogs, and a made-up one whose header is ``header``."""
    locale = tmp_path / "locale"
    shutil.copytree(LOCALE, locale, ignore=shutil.ignore_patterns("*.mo", "*.json"))
    (locale / "eo" / "LC_MESSAGES").mkdir(parents=True)
    (locale / "eo" / "LC_MESSAGES" / "uttt.po").write_text(
        f'msgid ""\nmsgstr ""\n{header}\nmsgid "title"\nmsgstr "Supera tiktako"\n', "utf-8")
    return locale


@pytest.mark.parametrize(("header", "error"), [
    ('"Language: eo\\n"', "must give X-Language-Name"),
    ('"Language: io\\n"\n"X-Language-Name: Ido\\n"', "must say Language: eo"),
    ('"Language: eo\\n"\n"X-Language-Name: E\\n"\n"X-Fallback-Language: de\\n"',
     "de has no catalog"),
    ('"Language: eo\\n"\n"X-Language-Name: E\\n"\n"X-Fallback-Language: eo\\n"',
     "eo has no catalog"),
    ('"Language: eo\\n"\n"X-Language-Name: E\\n"\n"X-Fallback-Language: pt_PT\\n"',
     None),
])
def test_a_header_the_page_cannot_use_is_named(catalogs: ModuleType, tmp_path: Path,
                                               header: str, error: str | None) -> None:
    locale = _locale_with(tmp_path, header)
    if error is None:
        assert catalogs.language_table(locale)["eo"]["fallback"] == "pt-PT"
        return
    with pytest.raises(ValueError, match=error) as raised:
        catalogs.language_table(locale)
    assert "eo/LC_MESSAGES/uttt.po" in str(raised.value)


def test_two_catalogs_never_claim_one_region(catalogs: ModuleType, tmp_path: Path) -> None:
    locale = _locale_with(tmp_path, '"Language: eo\\n"\n"X-Language-Name: E\\n"')
    brazil = locale / "pt_BR" / "LC_MESSAGES" / "uttt.po"
    brazil.write_text(brazil.read_text("utf-8").replace(
        '"X-Browser-Regions: *\\n"', '"X-Browser-Regions: br ao\\n"'), "utf-8")
    with pytest.raises(ValueError, match=r"pt_PT.*ao is pt-BR's already"):
        catalogs.language_table(locale)


@pytest.mark.parametrize("language", languages())
def test_the_compiled_catalog_is_the_source_compiled(catalogs: ModuleType,
                                                     language: Language) -> None:
    """What the page reads (and the build ships: ``package_data``) is the .po compiled
    now; a .po edited and not compiled again would fail here."""
    compiled = catalogs.mo_bytes(catalogs.parse_po(po(language).read_text("utf-8")))
    assert Path(mo_path(language)).read_bytes() == compiled


@pytest.mark.parametrize("language", languages())
def test_babel_reads_what_gettext_reads(catalogs: ModuleType, language: Language) -> None:
    """A round trip: the standard library's reading of our compiled catalog is Babel's
    reading of the .po, entry for entry (plural forms and the header included)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po(language).open("rb") as source:
        babel_catalog = read_po(source)
    assert not [m.id for m in babel_catalog if m.id and m.fuzzy]
    expected = io.BytesIO()
    write_mo(expected, babel_catalog)
    ours = gettext.GNUTranslations(io.BytesIO(Path(mo_path(language)).read_bytes()))
    theirs = gettext.GNUTranslations(io.BytesIO(expected.getvalue()))
    header = ours._catalog.pop("")  # type: ignore[attr-defined]
    assert ours._catalog == {k: v for k, v in theirs._catalog.items() if k}  # type: ignore[attr-defined]
    # Babel keeps no field of its own (scripts/build/catalogs.py update writes them back)
    assert [line for line in header.splitlines() if not line.startswith("X-")] == (
        theirs._catalog[""].splitlines())  # type: ignore[attr-defined]
    assert ours.plural(1) == 0 and ours.plural(0) == ours.plural(2) == 1  # type: ignore[attr-defined]
    assert ours.info()["language"] == i18n.info(language).locale


def test_a_catalog_is_complete_or_has_a_parent(catalogs: ModuleType) -> None:
    """English and Brazilian Portuguese say every text themselves (no English shows in a
    Portuguese page); a translated entry is never empty or fuzzy, which the compiled
    catalog would leave out."""
    keys = {}
    for language in languages():
        entries = [e for e in catalogs.parse_po(po(language).read_text("utf-8")) if e.msgid]
        assert all(e.translated for e in entries), language
        keys[language] = {e.msgid for e in entries}
    assert keys["pt-BR"] == keys["en"] and len(keys["en"]) > 600
    assert keys["pt-PT"] < keys["en"]


def test_no_european_entry_repeats_the_brazilian_one(catalogs: ModuleType) -> None:
    """pt-PT falls back to pt-BR for the texts they say alike: none is copied."""
    brazil = {e.msgid: e.strings for e in catalogs.parse_po(po("pt-BR").read_text("utf-8"))}
    portugal = [e for e in catalogs.parse_po(po("pt-PT").read_text("utf-8")) if e.msgid]
    assert portugal and [e.msgid for e in portugal if e.strings == brazil[e.msgid]] == []
    alike = [key for key in TABLES["en"] if TABLES["pt-PT"][key] == TABLES["pt-BR"][key]]
    assert len(alike) > 150  # read through the fallback
    assert TABLES["pt-PT"]["button.resign"] == TABLES["pt-BR"]["button.resign"] == "Desistir"


def test_the_parser_reads_what_msgfmt_reads(catalogs: ModuleType) -> None:
    text = (
        '# a comment\nmsgid ""\nmsgstr "Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
        '#, fuzzy\nmsgid "a"\nmsgstr "skipped"\n\n'
        'msgid "b"\nmsgstr ""\n"two \\"lines\\"\\n"\n"joined"\n\n'
        'msgid "c"\nmsgid_plural "c"\nmsgstr[0] "one"\nmsgstr[1] "{n} more"\n\n'
        'msgid "d"\nmsgstr ""\n\n#~ msgid "old"\n#~ msgstr "gone"\n')
    read = gettext.GNUTranslations(io.BytesIO(catalogs.mo_bytes(catalogs.parse_po(text))))
    assert read.gettext("b") == 'two "lines"\njoined'
    assert [read.ngettext("c", "c", n) for n in (0, 1, 2)] == ["{n} more", "one", "{n} more"]
    assert read.gettext("a") == "a" and read.gettext("d") == "d" and read.gettext("old") == "old"
    with pytest.raises(ValueError, match="msgctxt"):
        catalogs.parse_po('msgctxt "x"\nmsgid "a"\nmsgstr "b"\n')


def test_compile_writes_only_what_changed(catalogs: ModuleType, tmp_path: Path) -> None:
    shutil.copytree(LOCALE, tmp_path / "locale", ignore=shutil.ignore_patterns("*.mo"))
    written = catalogs.compile_catalogs(tmp_path / "locale")
    assert [p.read_bytes() for p in written] == [
        Path(mo_path(lang)).read_bytes() for lang in ("en", "pt-BR", "pt-PT")]
    stamps = [p.stat().st_mtime_ns for p in written]
    catalogs.compile_catalogs(tmp_path / "locale")
    assert [p.stat().st_mtime_ns for p in written] == stamps


def test_update_keeps_the_catalogs_as_they_are(catalogs: ModuleType, tmp_path: Path) -> None:
    """The translators' update changes nothing in catalogs in step with the English one,
    and a new English text reaches every complete catalog untranslated, with its English
    as the comment, but not pt_PT (it comes from pt_BR until Portugal says it otherwise)."""
    locale = tmp_path / "locale"
    shutil.copytree(LOCALE, locale, ignore=shutil.ignore_patterns("*.mo"))
    catalogs.update(locale)
    for language in languages():
        path = po(language)
        path = locale / path.relative_to(LOCALE)
        assert path.read_text("utf-8") == po(language).read_text("utf-8"), language
    english = locale / "en" / "LC_MESSAGES" / "uttt.po"
    english.write_text(english.read_text("utf-8") + '\nmsgid "new.text"\nmsgstr "A new text"\n',
                       "utf-8")
    catalogs.update(locale)
    brazil = (locale / "pt_BR" / "LC_MESSAGES" / "uttt.po").read_text("utf-8")
    assert '#. English: A new text\nmsgid "new.text"\nmsgstr ""\n' in brazil
    assert "new.text" not in (locale / "pt_PT" / "LC_MESSAGES" / "uttt.po").read_text("utf-8")
    new = catalogs.init("de", locale)
    assert 'msgid "new.text"' in new.read_text("utf-8")
    assert "Plural-Forms: nplurals=2; plural=(n != 1);" in new.read_text("utf-8")
    assert catalogs.language_table(locale)["de"] == {
        "locale": "de", "name": "Deutsch", "fallback": "en", "regions": [], "complete": False}


def test_the_complete_catalogs_have_every_key() -> None:
    """The keys a language lists come from the first complete catalog of its chain."""
    english = catalog(Language("en"))
    complete = [language for language in languages() if i18n.info(language).complete]
    assert complete == ["en", "pt-BR"]
    for language in complete:
        assert catalog(language).keys() == english.keys()
        assert catalog(language).plural_keys() == english.plural_keys()
