"""Every visible text comes from the translation tables: complete in all three languages,
each Portuguese variant in its own words, and no stray text in the site's files."""

from __future__ import annotations

import ast
import importlib.util
import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from uttt.app.core.vocabulary import GameKind
from uttt.app.features.looks.form import FIELDS, options
from uttt.app.texts.i18n import (
    TABLES,
    browser_choices,
    languages,
    manifest_file,
    text,
    translate,
)
from uttt.app.variants import variant_of

SITE = Path(__file__).resolve().parents[3] / "site"
LETTERS = re.compile(r"[A-Za-zÀ-ÖØ-öø-ÿ]")  # letters, not × or ÷


EN = dict(TABLES["en"])


@pytest.mark.parametrize("game", ["ultimate", "classic"])
@pytest.mark.parametrize("language", languages())
def test_help_view_has_every_text(game: GameKind, language: str) -> None:
    items = [key for heading, section in variant_of(game).help
             for key in (heading, *(k for _, k in section))]
    assert items and all(TABLES[language][key].strip() for key in items)  # type: ignore[index]
    kinds = {kind for _, section in variant_of(game).help for kind, _ in section}
    assert kinds <= {"p", "li", "q", "a", "term", "def"}


def test_help_covers_the_promised_topics() -> None:
    headings = [h for h, _ in variant_of("ultimate").help]
    for topic in ("free", "closed", "end", "tips", "faq", "glossary"):
        assert any(f".{topic}." in h or h.startswith(f"help.{topic}") for h in headings), topic
    assert "early draw" in text("en", "help.u.end.2")
    assert [h for h, _ in variant_of("classic").help] != headings


@pytest.mark.parametrize("name", [f for f in FIELDS if f != "alternate_starter"])
def test_every_settings_option_has_a_label(name: str) -> None:
    for language in languages():
        for _, label in options(name):
            assert translate(language, label).strip()


def test_each_variant_uses_its_own_words() -> None:
    assert text("pt-BR", "title.classic") == "Jogo da velha"
    assert text("pt-PT", "title.classic") == "Jogo do galo"
    assert text("pt-BR", "settings.open") == "Configurações"
    assert text("pt-PT", "settings.open") == "Definições"
    assert "hipóteses" in text("pt-PT", "eval.chances", player="X", percent=50)
    assert "chances" in text("pt-BR", "eval.chances", player="X", percent=50)
    assert (text("pt-BR", "hint.button"), text("pt-PT", "hint.button")) == ("Dica", "Sugestão")
    assert "tela" in text("pt-BR", "tagline.classic")
    assert "ecrã" in text("pt-PT", "tagline.classic")
    assert "mouse" in text("pt-BR", "help.u.send.2") and "rato" in text("pt-PT", "help.u.send.2")
    assert "placar" in text("pt-BR", "help.u.turns.h").lower()
    assert "marcador" in text("pt-PT", "help.u.turns.h").lower()
    # The same key never falls back to another language's text.
    same = [k for k in EN
            if TABLES["pt-BR"][k] == EN[k] and LETTERS.search(EN[k]) and "{" not in EN[k]]
    assert set(same) <= {"rating.title", "cvc.speed.normal"}


# -- the site's files ------------------------------------------------------------------


class _Scan(HTMLParser):
    """Collects text nodes and labels that do not come from a table key."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[tuple[str, dict[str, str | None]]] = []
        self.stray: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        label = found.get("aria-label")
        if label and LETTERS.search(label):
            key = found.get("data-text-label")
            if key is None or EN.get(key) != label:
                self.stray.append(f"aria-label {label!r}")
        content = found.get("content")
        if tag == "meta" and found.get("name") == "description":
            key = found.get("data-text-content")
            if key is None or EN.get(key) != content:
                self.stray.append(f"meta description {content!r}")
        if tag not in ("meta", "link", "br", "input", "img", "source"):
            self.stack.append((tag, found))

    def handle_endtag(self, tag: str) -> None:
        while self.stack:
            if self.stack.pop()[0] == tag:
                break

    def handle_data(self, data: str) -> None:
        words = data.strip()
        if not words or not LETTERS.search(words) or not self.stack:
            return
        tag, attrs = self.stack[-1]
        if tag in ("script", "style"):
            return
        key = attrs.get("data-text")
        if key is None or EN.get(key) != words:
            self.stray.append(f"<{tag}> {words!r}")


@pytest.mark.parametrize("path", sorted(SITE.glob("*.html")), ids=lambda p: p.name)
def test_html_text_comes_from_the_tables(path: Path) -> None:
    scan = _Scan()
    scan.feed(path.read_text(encoding="utf-8"))
    assert scan.stray == []


def _prose(tree: ast.AST) -> list[str]:
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.FunctionDef | ast.ClassDef | ast.AsyncFunctionDef)
        and node.body and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    found = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Constant) and isinstance(node.value, str)
                and id(node) not in docstrings
                and re.search(r"[A-Za-zÀ-ÿ]{2,}[ ,]+[A-Za-zÀ-ÿ]{2,}", node.value)):
            found.append(node.value)
    return found


@pytest.mark.parametrize("path", sorted(SITE.glob("*.py")), ids=lambda p: p.name)
def test_python_in_the_site_has_no_prose(path: Path) -> None:
    assert _prose(ast.parse(path.read_text(encoding="utf-8"))) == []


def _site_texts() -> Any:
    spec = importlib.util.spec_from_file_location(
        "site_texts", SITE.parent / "scripts" / "site_texts.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_boot_script_texts_come_from_the_tables(tmp_path: Path) -> None:
    """What boot.js shows before Python starts (title, loading texts, the failure
    message) is written by the build from the tables, in every language, so no page
    loads in English for a Portuguese reader, and boot.js holds no sentence of its own."""
    site_texts = _site_texts()
    source = (SITE / "boot.js").read_text(encoding="utf-8")
    assert source.count(site_texts.BOOT_PLACEHOLDER) == 1
    assert re.findall(r'"([A-Z][^"]*\s[^"]*)"', source) == []  # no hard-coded sentence
    for name in ("boot.js", "manifest.webmanifest"):
        (tmp_path / name).write_text((SITE / name).read_text(encoding="utf-8"), "utf-8")
    site_texts.write(tmp_path, SITE.parent / "uttt")
    built = (tmp_path / "boot.js").read_text(encoding="utf-8")
    found = re.search(r"const BOOT_TEXTS = (\{.*?\n\});", built, re.S)
    assert found is not None
    table = json.loads(found.group(1))
    assert set(table) == set(languages())
    for language, boot_texts in table.items():
        assert boot_texts == {key: TABLES[language][key] for key in boot_texts}
        assert {"title", "loading", "loading.start", "loading.failed"} <= set(boot_texts)
    # boot.js picks the language Python picks (an Angolan browser once got pt-BR there),
    # from the catalogs' headers: it names none itself
    said = re.search(r"const LANGUAGES = (\{.*?\});\n", built)
    assert said is not None
    boot_languages = json.loads(said.group(1))
    assert boot_languages["choices"] == browser_choices()
    assert {"pt", "ao", "mz"} <= {r for r, lang in browser_choices()["pt"].items()
                                  if lang == "pt-PT"}
    assert boot_languages["manifests"] == {lang: manifest_file(lang) for lang in languages()}
    assert not re.search(r'"(en|pt)(-[A-Z]{2})?"', source)  # no language in boot.js's rule


def test_the_service_workers_damaged_page_comes_from_the_tables(tmp_path: Path) -> None:
    """The page site/sw.js answers with when a file the start needs is damaged offline:
    written by the build, every language in a section of its own, and no script."""
    site_texts = _site_texts()
    source = (SITE / "sw.js").read_text(encoding="utf-8")
    assert source.count(site_texts.DAMAGED_PLACEHOLDER) == 1
    (tmp_path / "sw.js").write_text(source, encoding="utf-8")
    site_texts.write_damaged_page(tmp_path, SITE.parent / "uttt")
    built = (tmp_path / "sw.js").read_text(encoding="utf-8")
    found = re.search(r"const DAMAGED_PAGE = (\".*?\");\n", built)
    assert found is not None
    page = json.loads(found.group(1))
    assert "<script" not in page and 'id="damaged"' in page
    for language in languages():
        section = page.split(f'<section lang="{language}">')[1].split("</section>")[0]
        words = TABLES[language]
        for key in ("title", "cache.damaged", "cache.retry"):
            assert words[key].replace("'", "&#x27;") in section


def test_the_manifest_in_each_language(tmp_path: Path) -> None:
    site_texts = _site_texts()
    for name in ("boot.js", "manifest.webmanifest"):
        (tmp_path / name).write_text((SITE / name).read_text(encoding="utf-8"), "utf-8")
    site_texts.write(tmp_path, SITE.parent / "uttt")
    for language in languages():
        name = "manifest.webmanifest" if language == "en" else f"manifest.{language}.webmanifest"
        manifest = json.loads((tmp_path / name).read_text(encoding="utf-8"))
        assert manifest["lang"] == language
        assert manifest["name"] == TABLES[language]["title"]
        assert manifest["description"] == TABLES[language]["meta.description"]
        assert manifest["start_url"] == "./" and manifest["icons"]
        assert [shortcut["name"] for shortcut in manifest["shortcuts"]] == [
            TABLES[language]["puzzles.open"], TABLES[language]["help.open"]]
        for shot in manifest["screenshots"]:  # committed PNGs of the declared size
            data = (SITE / shot["src"]).read_bytes()
            width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
            assert data[:8] == b"\x89PNG\r\n\x1a\n" and shot["sizes"] == f"{width}x{height}"
        assert {shot["form_factor"] for shot in manifest["screenshots"]} == {"narrow", "wide"}
    default = json.loads((tmp_path / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert default["name_localized"]["pt-PT"]["value"] == TABLES["pt-PT"]["title"]


@pytest.mark.parametrize(("language", "thinking", "opening"), [
    ("en", "still thinking", "opens a round with cannot be taken back"),
    ("pt-BR", "ainda estiver pensando", "abre uma rodada não pode ser desfeita"),
    ("pt-PT", "ainda estiver a pensar", "abre uma ronda não pode ser anulada"),
])
def test_help_gives_every_undo_rule_against_the_computer(
        language: str, thinking: str, opening: str) -> None:
    """Undo takes back your move and its reply; while it thinks only yours; never its
    opening move (the rules the product pages give)."""
    said = text(language, "help.u.turns.4")  # type: ignore[arg-type]
    assert thinking in said and opening in said


def test_no_ellipsis_runs_into_a_full_stop() -> None:
    assert [(lang, key) for lang in languages() for key, value in TABLES[lang].items()
            if "…." in value] == []


NAMES = {"en": "Ultimate Tic-Tac-Toe", "pt-BR": "Jogo da velha supremo",
         "pt-PT": "Super Jogo do Galo"}
OTHER_NAMES = {"en": ("super tic",), "pt-BR": ("ultimate", "super jogo"),
               "pt-PT": ("ultimate", "supremo", "tic-tac")}
"""The names a language must not use for the nine-board game (pt-PT once said "Super Jogo
do Galo" in the title, "Ultimate" in the settings, "Jogo do galo ultimate" in the
manifest)."""


@pytest.mark.parametrize("language", languages())
def test_one_name_for_the_game_in_each_language(tmp_path: Path, language: str) -> None:
    table = TABLES[language]  # type: ignore[index]
    name = NAMES[language]
    assert table["title"] == name
    assert table["meta.description"].lower().startswith(name.lower())
    if language == "pt-PT":
        assert table["settings.game.ultimate"].startswith(name)
    for key, value in table.items():
        for other in OTHER_NAMES[language]:
            assert other not in value.lower(), (key, value)
    site_texts = _site_texts()
    for file in ("boot.js", "manifest.webmanifest"):
        (tmp_path / file).write_text((SITE / file).read_text(encoding="utf-8"), "utf-8")
    site_texts.write(tmp_path, SITE.parent / "uttt")
    file = "manifest.webmanifest" if language == "en" else f"manifest.{language}.webmanifest"
    manifest = json.loads((tmp_path / file).read_text(encoding="utf-8"))
    assert manifest["name"] == name and manifest["short_name"] == table["title.short"]
    if language != "en":  # English keeps its usual initials, UTTT
        assert manifest["short_name"] == name


@pytest.mark.parametrize(("language", "standard"), [
    ("en", "only the standard rule"), ("pt-BR", "só a regra padrão"),
    ("pt-PT", "apenas a regra padrão")])
def test_help_names_the_house_rules_and_plays_the_standard_one(
        language: str, standard: str) -> None:
    """The product page lists the common house rules (playing on in a decided board, a
    drawn board counting for both or a won one won again, a race to a number of boards)
    and says only the standard rule is played: so does the help, in every language."""
    house = dict(variant_of("ultimate").help)["help.u.house.h"]
    said = " ".join(text(language, key) for _, key in house)  # type: ignore[arg-type]
    assert standard in said.lower()
    assert [kind for kind, _ in house].count("li") == 3


@pytest.mark.parametrize("game", ["ultimate", "classic"])
@pytest.mark.parametrize(("language", "half", "most"), [
    ("en", "counts half", "more than 50 points"),
    ("pt-BR", "conta metade", "mais de 50 pontos"),
    ("pt-PT", "conta metade", "mais de 50 pontos")])
def test_help_says_how_the_puzzle_rating_moves(
        game: GameKind, language: str, half: str, most: str) -> None:
    """The puzzle rating's rule (``uttt.app.rating.glicko``: a solve after a hint counts
    half, no puzzle moves the rating by more than 50) is in the help of both games, and
    the panel's notes after a hint say half, not missed."""
    section = dict(variant_of(game).help)["help.puzzles.h"]
    said = " ".join(text(language, key) for _, key in section)  # type: ignore[arg-type]
    assert half in said and most in said and "1500" in said and "±" in said
    for key in ("puzzles.hint", "puzzles.solved_helped"):
        assert half in TABLES[language][key]  # type: ignore[index]


@pytest.mark.parametrize(("language", "tap", "type_"), [
    ("en", "Tap a cell", "type your move"),
    ("pt-BR", "Toque numa casa", "digite sua jogada"),
    ("pt-PT", "Toque numa casa", "escreva a sua jogada")])
def test_the_puzzle_boards_label_offers_a_tap_and_a_typed_move(
        language: str, tap: str, type_: str) -> None:
    label = text(language, "puzzles.board_label")  # type: ignore[arg-type]
    assert tap in label and type_ in label
