"""The page's texts as gettext catalogs (``uttt/app/texts/locale/<lang>/LC_MESSAGES/uttt.po``):
compile them to the ``.mo`` files the page and the tests read, and keep them in step for
translators (docs/translating.md).

    python3 scripts/build/catalogs.py compile          # every .po to its .mo (build, tests)
    .venv/bin/python scripts/build/catalogs.py update  # every .po from the English one (Babel)
    .venv/bin/python scripts/build/catalogs.py init de # a new language's .po (Babel)

``compile`` uses the standard library only, the logic of CPython's ``Tools/i18n/msgfmt.py``:
the build runs with the system's python3, which need not have Babel. It leaves out fuzzy
and untranslated entries, as ``msgfmt`` does, so they fall back to the parent language.
``.mo`` files are build output (git-ignored): ``scripts/build_site.py`` and the tests
(``conftest.py``) compile them, ``make catalogs`` too.

``update`` and ``init`` use Babel (a dev dependency): a msgid is a text's key, so there is
nothing to extract from the code; the template is the English catalog, each key with its
English text as the entry's comment (``#.``), which every language's catalog then carries.
A language with a parent (pt_PT's is pt_BR) keeps only the entries it says differently.

What the page needs of a language beyond its texts is in its catalog's header
(docs/translating.md): ``Language`` (the folder's name, ``pt_BR``; the page's tag is
``pt-BR``), ``X-Language-Name`` (its name in itself, for the language menu),
``X-Fallback-Language`` (the catalog its missing texts come from before English) and
``X-Browser-Regions`` (the browser's regions it is chosen for: ``*`` for every region
of its language no other catalog names; absent, it is chosen only in the menu).
``compile`` writes them, with whether the catalog has every text, to
``locale/languages.json`` (build output): the table ``uttt.app.texts.i18n`` and
``site/boot.js`` read, so no language is named in the code.
"""

from __future__ import annotations

import argparse
import array
import ast
import io
import json
import os
import struct
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "uttt" / "app" / "texts" / "locale"
DOMAIN = "uttt"
SOURCE = "en"
TABLE = "languages.json"
"""The languages' table the build writes next to the catalogs (``language_table``)."""
NAME, FALLBACK, REGIONS = "X-Language-Name", "X-Fallback-Language", "X-Browser-Regions"
"""The header fields a catalog adds to gettext's (Babel keeps none of them: ``update``
writes them back)."""
EVERY_REGION = "*"
MO_MAGIC = 0x950412DE


@dataclass
class Entry:
    """One entry of a .po file: the key, the plural key when it has plural forms, and
    the text (one per plural form)."""

    msgid: str = ""
    msgid_plural: str | None = None
    strings: dict[int, str] = field(default_factory=dict)
    fuzzy: bool = False

    @property
    def translated(self) -> bool:
        return bool(self.strings) and all(self.strings.values()) and not (
            self.fuzzy and self.msgid)


def po_path(language: str, locale: Path = LOCALE) -> Path:
    return locale / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def languages(locale: Path = LOCALE) -> list[str]:
    """The languages with a catalog, by folder name (``pt_BR``)."""
    return sorted(p.parent.parent.name for p in locale.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def tag(language: str) -> str:
    """The page's (and the browser's) tag of a catalog's language: ``pt_BR`` is ``pt-BR``.

    >>> tag("pt_BR"), tag("en")
    ('pt-BR', 'en')
    """
    return language.replace("_", "-")


def header(entries: list[Entry]) -> dict[str, str]:
    """The header fields of a parsed catalog (its ``msgid ""`` entry), by name.

    >>> header(parse_po('msgid ""\\nmsgstr "Language: eo\\\\nX-Language-Name: Esperanto\\\\n"'))
    {'Language': 'eo', 'X-Language-Name': 'Esperanto'}
    """
    for entry in entries:
        if not entry.msgid and entry.msgid_plural is None:
            lines = entry.strings.get(0, "").splitlines()
            return {name.strip(): value.strip() for name, _, value in
                    (line.partition(":") for line in lines) if name.strip()}
    return {}


def language_table(locale: Path = LOCALE) -> dict[str, dict[str, object]]:
    """Each language by the page's tag (sorted): its catalog's folder, its name, the
    language it falls back to (``None``: English), the browser regions it is chosen for
    and whether it translates every text of the English catalog. A header that the page
    could not use is an error that names its file."""
    read = {language: parse_po(po_path(language, locale).read_text(encoding="utf-8"))
            for language in languages(locale)}
    if SOURCE not in read:
        raise ValueError(f"{po_path(SOURCE, locale)}: the English catalog is missing")
    english = {e.msgid for e in read[SOURCE] if e.msgid and e.translated}
    table: dict[str, dict[str, object]] = {}
    for language, entries in read.items():
        fields, path = header(entries), po_path(language, locale)
        if fields.get("Language") != language:
            raise ValueError(f"{path}: its header must say Language: {language}")
        if not fields.get(NAME):
            raise ValueError(f"{path}: its header must give {NAME} (the language's own name)")
        parent = fields.get(FALLBACK) or None
        if parent is not None and (parent not in read or parent == language):
            raise ValueError(f"{path}: {FALLBACK}: {parent} has no catalog here")
        regions = sorted({r.lower() for r in fields.get(REGIONS, "").replace(",", " ").split()})
        translated = {e.msgid for e in entries if e.msgid and e.translated}
        table[tag(language)] = {
            "locale": language, "name": fields[NAME],
            "fallback": None if language == SOURCE else tag(parent or SOURCE),
            "regions": regions, "complete": english <= translated}
    for language, row in table.items():
        seen = {language}
        while (parent := row["fallback"]) is not None:
            if parent in seen:
                raise ValueError(f"{po_path(str(row['locale']), locale)}: {FALLBACK} "
                                 f"goes round in a circle ({' -> '.join(seen)})")
            seen.add(str(parent))
            row = table[str(parent)]
    claimed: dict[tuple[str, str], str] = {}
    for language, row in table.items():
        for region in row["regions"]:  # type: ignore[attr-defined]
            key = (str(row["locale"]).split("_")[0].lower(), region)
            if key in claimed:
                raise ValueError(f"{po_path(str(row['locale']), locale)}: {REGIONS}: {region} "
                                 f"is {claimed[key]}'s already")
            claimed[key] = language
    return table


def parse_po(text: str) -> list[Entry]:
    """The entries of a .po file (obsolete ``#~`` ones left out; no ``msgctxt``).

    >>> [(e.msgid, e.strings) for e in parse_po('msgid "a"\\nmsgstr ""\\n"b\\\\n"\\n')]
    [('a', {0: 'b\\n'})]
    """
    entries: list[Entry] = []
    entry, target = Entry(), ""
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if target.startswith("msgstr") and (line.startswith(("#", "msgid ")) or not line):
            entries.append(entry)
            entry, target = Entry(), ""
        if line.startswith("#,") and "fuzzy" in line:
            entry.fuzzy = True
        if not line or line.startswith("#"):
            continue
        keyword, _, rest = ("", "", line) if line.startswith('"') else line.partition(" ")
        if keyword == "msgid":
            target = "msgid"
        elif keyword == "msgid_plural":
            target, entry.msgid_plural = "msgid_plural", ""
        elif keyword.startswith("msgstr"):
            target = keyword
            entry.strings[int(keyword[7:-1]) if "[" in keyword else 0] = ""
        elif keyword:
            raise ValueError(f"line {number}: {keyword} is not read here: {raw!r}")
        value = ast.literal_eval(rest)
        if target == "msgid":
            entry.msgid += value
        elif target == "msgid_plural":
            entry.msgid_plural = (entry.msgid_plural or "") + value
        else:
            index = int(target[7:-1]) if "[" in target else 0
            entry.strings[index] += value
    if target.startswith("msgstr"):
        entries.append(entry)
    return entries


def mo_bytes(entries: list[Entry]) -> bytes:
    """A GNU .mo file (little-endian, no hash table) of the translated entries, sorted
    by key as ``msgfmt`` writes them; the header (msgid "") included."""
    messages: dict[bytes, bytes] = {}
    for entry in entries:
        if not entry.translated:
            continue
        key = entry.msgid.encode()
        if entry.msgid_plural is not None:
            key += b"\0" + entry.msgid_plural.encode()
        strings = [entry.strings[i] for i in sorted(entry.strings)]
        messages[key] = "\0".join(strings).encode()
    keys = sorted(messages)
    ids = strs = b""
    offsets = []
    for key in keys:
        offsets.append((len(ids), len(key), len(strs), len(messages[key])))
        ids += key + b"\0"
        strs += messages[key] + b"\0"
    key_start = 7 * 4 + 16 * len(keys)
    value_start = key_start + len(ids)
    table = [n for start, length, _, _ in offsets for n in (length, start + key_start)]
    table += [n for _, _, start, length in offsets for n in (length, start + value_start)]
    header = struct.pack("<Iiiiiii", MO_MAGIC, 0, len(keys), 7 * 4, 7 * 4 + len(keys) * 8, 0, 0)
    numbers = array.array("i", table)
    if sys.byteorder == "big":
        numbers.byteswap()
    return header + numbers.tobytes() + ids + strs


def _write(target: Path, data: bytes) -> None:
    """``data`` into ``target`` when it differs, in one step (a test run may read it)."""
    if not target.is_file() or target.read_bytes() != data:
        temporary = target.with_name(f".{target.name}.{os.getpid()}")
        temporary.write_bytes(data)
        os.replace(temporary, target)


def compile_catalogs(locale: Path = LOCALE) -> list[Path]:
    """Write every language's .mo next to its .po, and the languages' table
    (``languages.json``), each only when it changes; return the .mo files."""
    table = json.dumps(language_table(locale), ensure_ascii=False, indent=1) + "\n"
    written = []
    for language in languages(locale):
        source = po_path(language, locale)
        target = source.with_suffix(".mo")
        _write(target, mo_bytes(parse_po(source.read_text(encoding="utf-8"))))
        written.append(target)
    _write(locale / TABLE, table.encode())
    return written


def template(locale: Path = LOCALE) -> object:
    """The English catalog as Babel's template: each key, its English as the comment."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po

    with po_path(SOURCE, locale).open("rb") as source:
        english = read_po(source)
    made = Catalog(domain=DOMAIN, project="uttt", creation_date=english.creation_date,
                   fuzzy=False)
    for message in english:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        said = [f"English: {strings[0]}"] if len(strings) == 1 else [
            f"English ({form}): {text}"
            for form, text in zip(("one", "other"), strings, strict=True)]
        made.add(message.id, None, auto_comments=said)
    return made


def update(locale: Path = LOCALE) -> None:
    """Every language's catalog from the English one: new keys added (untranslated),
    removed ones made obsolete, each entry's English comment refreshed. A language with a
    parent keeps only the entries it has translated itself."""
    from babel.messages.pofile import read_po

    base = template(locale)
    for language in languages(locale):
        if language == SOURCE:
            continue
        path = po_path(language, locale)
        fields = header(parse_po(path.read_text(encoding="utf-8")))
        with path.open("rb") as source:
            catalog = read_po(source, locale=language)
        catalog.update(base, no_fuzzy_matching=True, update_header_comment=False,
                       update_creation_date=False)
        if fields.get(FALLBACK):
            for message in list(catalog):
                if message.id and not any(_strings(message.string)):
                    catalog.delete(message.id)
        _write_po(path, catalog, {k: v for k, v in fields.items() if k.startswith("X-")})


def _write_po(path: Path, catalog: object, extra: dict[str, str]) -> None:
    """Babel's .po of ``catalog``, with the header fields Babel does not keep (``X-...``)
    written back after ``Plural-Forms``."""
    from babel.messages.pofile import write_po

    out = io.BytesIO()
    write_po(out, catalog, width=96, ignore_obsolete=False)  # type: ignore[arg-type]
    text = out.getvalue().decode("utf-8")
    marker = '"MIME-Version: 1.0\\n"\n'
    added = "".join(f'"{name}: {value}\\n"\n' for name, value in extra.items())
    path.write_text(text.replace(marker, added + marker, 1), encoding="utf-8")


def init(language: str, locale: Path = LOCALE) -> Path:
    """A new language's catalog: every key untranslated, its English as the comment, its
    name in itself from Babel's data (``X-Language-Name``), chosen only in the menu until
    ``X-Browser-Regions`` is filled in."""
    from babel import Locale
    from babel.messages.catalog import Catalog

    base = template(locale)
    catalog = Catalog(locale=language, domain=DOMAIN, project="uttt", fuzzy=False)
    catalog.update(base)  # type: ignore[arg-type]
    path = po_path(language, locale)
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists():
        raise FileExistsError(path)
    name = Locale.parse(language).get_display_name(language) or language
    _write_po(path, catalog, {NAME: name[:1].upper() + name[1:]})
    return path


def _strings(string: object) -> tuple[str, ...]:
    return tuple(string) if isinstance(string, (tuple, list)) else (str(string or ""),)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("compile", help="every .po to its .mo")
    commands.add_parser("update", help="every .po from the English one (needs Babel)")
    new = commands.add_parser("init", help="a new language's .po (needs Babel)")
    new.add_argument("language", help="a gettext locale name: de, fr_CA, pt_AO...")
    args = parser.parse_args(argv)
    if args.command == "compile":
        try:
            written = compile_catalogs()
        except ValueError as err:  # a header the page cannot use, named
            print(f"catalogs: {err}", file=sys.stderr)
            return 1
        for path in written:
            print(path.relative_to(ROOT))
    elif args.command == "update":
        update()
    else:
        print(init(args.language).relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
