"""A translator adds a language with a catalog alone: a made-up Esperanto catalog, two
texts and a plural translated, its header filled in as docs/translating.md says, is
offered in the language menu, chosen for a browser that prefers it, saved and read back,
named in boot.js's table and given a web manifest, and falls back to English for the
rest, with no line of Python or JavaScript changed."""

from __future__ import annotations

import importlib
import json
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from uttt.app.features.looks.form import options, parse
from uttt.app.page import view as page_view
from uttt.app.page.start import boot
from uttt.app.storage.save import SavedState, Settings, dump, load
from uttt.app.texts import i18n
from uttt.app.texts.i18n import (
    TABLES,
    Language,
    choose_language,
    counted,
    languages,
    text,
    translate,
)

ROOT = Path(__file__).resolve().parents[3]
LOCALE = ROOT / "uttt" / "app" / "texts" / "locale"
ESPERANTO = r'''# The texts of Ultimate Tic-Tac-Toe (uttt) in Esperanto, made up by a test.
msgid ""
msgstr ""
"Language: eo\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"
"X-Language-Name: Esperanto\n"
"X-Browser-Regions: *\n"
"Content-Type: text/plain; charset=utf-8\n"

#. English: Ultimate Tic-Tac-Toe
msgid "title"
msgstr "Supera tiktako"

#. English: Undo
msgid "button.undo"
msgstr "Malfari"

#. English (one): {n} won
#. English (other): {n} won
msgid "count.won"
msgid_plural "count.won"
msgstr[0] "{n} venko"
msgstr[1] "{n} venkoj"
'''
EO = Language("eo")


def _script(path: str) -> ModuleType:
    """``scripts/<path>.py``, imported the way the scripts import each other."""
    folder, _, name = f"scripts/{path}".rpartition("/")
    if str(ROOT / folder) not in sys.path:
        sys.path.append(str(ROOT / folder))
    return importlib.import_module(name)


def _forget_views() -> None:
    """The page's fixed view is cached by language: built with another set of languages,
    its language menu would differ."""
    page_view.fixed_view.cache_clear()
    page_view._fixed_json.cache_clear()


@pytest.fixture
def esperanto(tmp_path: Path) -> Iterator[Path]:
    """The catalogs and an Esperanto one, compiled as the build compiles them, the page's
    texts read from there."""
    catalogs = _script("build/catalogs")
    locale = tmp_path / "locale"
    shutil.copytree(LOCALE, locale, ignore=shutil.ignore_patterns("*.mo", "*.json"))
    (locale / "eo" / "LC_MESSAGES").mkdir(parents=True)
    (locale / "eo" / "LC_MESSAGES" / "uttt.po").write_text(ESPERANTO, "utf-8")
    catalogs.compile_catalogs(locale)
    i18n.use_locale(str(locale))
    _forget_views()
    try:
        yield locale
    finally:
        i18n.use_locale(None)
        _forget_views()


def test_a_catalog_is_a_language(esperanto: Path) -> None:
    assert languages() == ("en", "eo", "pt-BR", "pt-PT")
    assert [(value, translate(Language("pt-PT"), label)) for value, label
            in options("language")][1:3] == [("en", "English"), ("eo", "Esperanto")]
    menu = page_view.fixed_view(Language("pt-BR"), "ultimate")["ids"]["set-language"]
    assert {"tag": "option", "value": "eo", "text": "Esperanto"} in menu["children"]


def test_it_is_chosen_for_a_browser_that_prefers_it(esperanto: Path) -> None:
    assert choose_language(["eo"]) == choose_language(["de", "eo-XX", "en"]) == "eo"
    assert choose_language(["pt-AO", "eo"]) == "pt-PT"
    started = boot(None, storage_ok=True, languages=["eo", "en"], size=(360, 640),
                   fresh_id="r1").app
    assert started.page.language == "eo"
    assert page_view.fixed_view(started.page.language, "ultimate")["title"] == "Supera tiktako"
    site_texts = _script("site_texts")
    table = site_texts.boot_languages(ROOT / "uttt")
    assert table["choices"]["eo"] == {"*": "eo"}
    assert table["manifests"]["eo"] == "manifest.eo.webmanifest"
    template = json.loads((ROOT / "site" / "manifest.webmanifest").read_text("utf-8"))
    manifest = site_texts.manifests(template, ROOT / "uttt")["manifest.eo.webmanifest"]
    assert (manifest["lang"], manifest["name"]) == ("eo", "Supera tiktako")


def test_what_it_does_not_say_is_english(esperanto: Path) -> None:
    assert text(EO, "button.undo") == "Malfari"
    assert text(EO, "button.resign") == text(Language("en"), "button.resign") == "Resign"
    assert [translate(EO, counted("won", n)) for n in (1, 2)] == ["1 venko", "2 venkoj"]
    assert translate(EO, counted("lost", 2)) == "2 lost"
    assert list(TABLES[EO]) == list(TABLES[Language("en")])
    assert not i18n.info(EO).complete and i18n.info(EO).fallback == "en"


def test_a_saved_choice_of_it_is_kept_while_it_has_a_catalog(esperanto: Path) -> None:
    chosen = parse(Settings(), "language", "eo")
    assert chosen is not None and chosen.language == "eo"
    saved = dump(SavedState(chosen))
    assert load(saved).state.settings.language == "eo"
    assert boot(saved, storage_ok=True, languages=["en"], size=(360, 640),
                fresh_id="r1").app.page.language == "eo"
    i18n.use_locale(None)  # a build without the catalog: the saved choice is the browser's
    assert "eo" not in languages()
    assert load(saved).state.settings.language == "auto"
    assert boot(saved, storage_ok=True, languages=["pt-PT"], size=(360, 640),
                fresh_id="r1").app.page.language == "pt-PT"
    assert parse(Settings(), "language", "eo") is None


BROWSERS = [["eo"], ["eo-XX"], ["de", "eo"], ["pt-AO", "eo"], ["pt"], ["pt-Latn-MZ"], ["en-GB"],
            ["de"], [], ["EO_xx"]]
"""Browsers' preferred languages, Esperanto's or not."""


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node")
def test_boot_js_picks_what_python_picks(esperanto: Path, tmp_path: Path) -> None:
    """site/boot.js, built with the catalogs' table, chooses Esperanto for the browsers
    that prefer it as ``choose_language`` does (its rule run in node)."""
    site_texts = _script("site_texts")
    for name in ("boot.js", "manifest.webmanifest"):
        shutil.copy(ROOT / "site" / name, tmp_path / name)
    site_texts.write(tmp_path, ROOT / "uttt")
    built = (tmp_path / "boot.js").read_text("utf-8")
    assert '"eo"' in built
    parts = [re.search(pattern, built, re.S) for pattern in (
        r"const BOOT_TEXTS = \{.*?\n\};\n", r"const LANGUAGES = .*?;\n",
        r"function chooseLanguage\(saved\) \{.*?\n  \}\n")]
    assert all(parts)
    # each browser's list is the navigator the function sees (evaluated again in its scope)
    run = ("(languages) => { const navigator = { languages }; "
           "return eval(`(${chooseLanguage})`)(undefined); }")
    script = "".join(found.group(0) for found in parts if found) + (
        f"console.log(JSON.stringify({json.dumps(BROWSERS)}.map({run})));")
    said = subprocess.run(["node", "-e", script], capture_output=True, text=True, check=True)
    assert json.loads(said.stdout) == [choose_language(tags) for tags in BROWSERS]
    assert json.loads(said.stdout)[:3] == ["eo", "eo", "eo"]
