"""Texts the build writes into the static files, taken from the text catalogs
(uttt.app.texts.i18n, compiled first by the build), so nothing shown before Python starts
is a hand-kept copy.

- ``boot_texts()``: what boot.js shows before Python runs or outside it (the title, the
  loading texts, the start-up failures, the new version's notice, the framed page), per
  language, filled into boot.js's placeholder, and the languages' table
  (``boot_languages()``: which language a browser's tag chooses, each one's web manifest),
  so boot.js picks the language Python picks and names none itself;
- ``damaged_page()``: the page site/sw.js answers a navigation with when a file the start
  needs is damaged or missing and cannot be downloaded again (offline), in every language
  at once (the worker cannot know the saved choice), filled into sw.js's placeholder;
- ``manifests(template)``: the web manifest in each language (name, short name,
  description, lang, the shortcuts' names);
  boot.js points the page's ``<link rel="manifest">`` at the reader's one, and the default
  manifest also carries ``name_localized``/``description_localized`` for browsers that
  implement the manifest localization proposal.
"""

from __future__ import annotations

import json
import sys
from html import escape
from pathlib import Path
from typing import Any

BOOT_KEYS = ("title", "title.classic", "loading", "loading.start", "loading.failed",
             "loading.fetch_failed", "loading.wait", "loading.discarded", "update.ready",
             "update.reload", "framed.text", "framed.open")
BOOT_PLACEHOLDER = "/*__UTTT_BOOT_TEXTS__*/{}"
DAMAGED_PLACEHOLDER = '/*__UTTT_DAMAGED_PAGE__*/""'
DAMAGED_STYLE = ("body{font:1.05rem/1.5 system-ui,sans-serif;margin:0 auto;max-width:36rem;"
                 "padding:1.5rem;color-scheme:light dark}section{margin-bottom:2rem}"
                 "h1{font-size:1.3rem}")
LANGUAGES_PLACEHOLDER = "/*__UTTT_LANGUAGES__*/{}"
MANIFEST = "manifest.webmanifest"
SHORTCUTS = {"./?open=puzzles": "puzzles.open", "./?open=help": "help.open"}
"""The text key of each of the manifest's shortcuts (by its address): named in each
language's manifest (``site/install.js`` opens the panel an address asks for)."""


def _import_from(package: Path) -> None:
    root = str(package.resolve().parent)
    if root not in sys.path:
        sys.path.insert(0, root)


def _tables(package: Path) -> dict[str, dict[str, str]]:
    _import_from(package)
    from uttt.app.texts.i18n import TABLES

    return {language: dict(table) for language, table in TABLES.items()}


def boot_languages(package: Path) -> dict[str, Any]:
    """What boot.js needs to pick the page's language as Python does
    (``uttt.app.texts.i18n.browser_choices``, from the catalogs' headers) and to name its
    web manifest."""
    _import_from(package)
    from uttt.app.texts.i18n import ENGLISH, browser_choices, languages, manifest_file

    return {"choices": browser_choices(), "source": ENGLISH,
            "manifests": {language: manifest_file(language) for language in languages()}}


def boot_texts(package: Path) -> dict[str, dict[str, str]]:
    return {language: {key: table[key] for key in BOOT_KEYS}
            for language, table in _tables(package).items()}


def damaged_page(package: Path) -> str:
    """A whole page without scripts: the title, what is wrong and a link to reload, in a
    section of each language (English first)."""
    tables = _tables(package)
    sections = "".join(
        f'<section lang="{language}"><h1>{escape(table["title"])}</h1>'
        f'<p>{escape(table["cache.damaged"])}</p>'
        f'<p><a href="./">{escape(table["cache.retry"])}</a></p></section>'
        for language, table in tables.items())
    title = " · ".join(escape(table["title"]) for table in tables.values())
    return ('<!doctype html><html><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{title}</title><style>{DAMAGED_STYLE}</style></head>"
            f'<body><main id="damaged">{sections}</main></body></html>')


def write_damaged_page(out: Path, package: Path) -> None:
    """Fill sw.js's placeholder with ``damaged_page()`` (a JavaScript string)."""
    worker = out / "sw.js"
    text = worker.read_text(encoding="utf-8")
    if text.count(DAMAGED_PLACEHOLDER) != 1:
        raise ValueError(f"site/sw.js must contain {DAMAGED_PLACEHOLDER!r} exactly once")
    page = json.dumps(damaged_page(package), ensure_ascii=False)
    worker.write_text(text.replace(DAMAGED_PLACEHOLDER, page), encoding="utf-8")


def manifest_name(language: str) -> str:
    from uttt.app.texts.i18n import Language, manifest_file

    return manifest_file(Language(language))


def manifests(template: dict[str, Any], package: Path) -> dict[str, dict[str, Any]]:
    """``{file name: manifest}``: one per language, English also the default."""
    tables = _tables(package)
    made = {}
    for language, table in tables.items():
        made[manifest_name(language)] = {
            **template, "lang": language, "dir": "ltr",
            "name": table["title"], "short_name": table["title.short"],
            "description": table["meta.description"],
            "shortcuts": [{**shortcut, "name": table[SHORTCUTS[shortcut["url"]]]}
                          for shortcut in template.get("shortcuts", [])],
        }
    default = made[manifest_name("en")]
    default["name_localized"] = {lang: {"value": t["title"], "lang": lang}
                                 for lang, t in tables.items() if lang != "en"}
    default["description_localized"] = {lang: {"value": t["meta.description"], "lang": lang}
                                        for lang, t in tables.items() if lang != "en"}
    return made


def write(out: Path, package: Path) -> None:
    """Fill boot.js's texts and write the manifests into the built site ``out``."""
    boot = out / "boot.js"
    text = boot.read_text(encoding="utf-8")
    if text.count(BOOT_PLACEHOLDER) != 1:
        raise ValueError(f"site/boot.js must contain {BOOT_PLACEHOLDER!r} exactly once")
    if text.count(LANGUAGES_PLACEHOLDER) != 1:
        raise ValueError(f"site/boot.js must contain {LANGUAGES_PLACEHOLDER!r} exactly once")
    table = json.dumps(boot_texts(package), ensure_ascii=False, indent=2)
    languages = json.dumps(boot_languages(package), ensure_ascii=False)
    text = text.replace(BOOT_PLACEHOLDER, table).replace(LANGUAGES_PLACEHOLDER, languages)
    boot.write_text(text, encoding="utf-8")
    template = json.loads((out / MANIFEST).read_text(encoding="utf-8"))
    for name, manifest in manifests(template, package).items():
        (out / name).write_text(json.dumps(manifest, ensure_ascii=False, indent=2) + "\n",
                                encoding="utf-8")
