"""Every user-facing text of the page, in English, Brazilian and European Portuguese.

The texts live in gettext catalogs, one per language: ``locale/<lang>/LC_MESSAGES/uttt.po``
next to this module, compiled to ``uttt.mo`` at build time (``scripts/build/catalogs.py``; the
.mo files are build output) and read with the standard library's ``gettext``. A msgid is
the text's key (``status.free``), so the code names texts by key and an English wording can
change without touching any other catalog; every other catalog carries the English as each
entry's comment, so a translator works from the .po alone (docs/translating.md). Plural
forms come from each catalog's ``Plural-Forms``; European Portuguese falls back to
Brazilian Portuguese for the texts they say alike, and every language to English.

A message is a key plus parameters. A parameter may itself be a ``Ref`` to another
key (a colour, a board name), translated in the same language.

>>> translate("pt-BR", Message("status.free", (("colour", Ref("colour.red")), ("symbol", "X"))))
'Vermelho (X): jogada livre, qualquer tabuleiro aceso'
>>> choose_language(["pt-PT", "en"]), choose_language(["pt"]), choose_language(["de-DE"])
('pt-PT', 'pt-BR', 'en')
"""

from __future__ import annotations

import io
import os
import string
from collections.abc import Iterable, Iterator, Mapping
from gettext import GNUTranslations, NullTranslations
from typing import Literal

from uttt.frozen import frozen

Language = Literal["en", "pt-BR", "pt-PT"]
LANGUAGES: tuple[Language, ...] = ("en", "pt-BR", "pt-PT")


@frozen
class Ref:
    """A parameter that is itself a text key, translated in the message's language."""

    key: str


@frozen
class Message:
    """A text to show: a key and its parameters, as hashable pairs (a parameter may be
    a message itself, said in the same language: a move named as a record names it)."""

    key: str
    params: tuple[tuple[str, Param], ...] = ()


Param = str | int | Ref | Message


def message(key: str, **params: Param) -> Message:
    """A message with keyword parameters.

    >>> message("round", round=2)
    Message(key='round', params=(('round', 2),))
    """
    return Message(key, tuple(sorted(params.items())))


@frozen
class Counted(Message):
    """A message about ``count`` things: each language's catalog picks the form of its
    text for that number (its ``Plural-Forms``)."""

    count: int = 0


def plural(key: str, n: int, /, **params: Param) -> Counted:
    """The message ``key`` about ``n`` things, in the form each language says for ``n``.

    >>> [translate("en", plural("eval.forced", n, player="Red", moves=n)) for n in (1, 2)]
    ['Red wins in 1 move', 'Red wins in 2 moves']
    """
    return Counted(key, tuple(sorted(params.items())), n)


def counted(noun: str, n: int) -> Counted:
    """A number and its noun agreeing with it (the plural text ``count.<noun>``): every
    count a text shows goes through here, never ``{n}`` before a noun of its own.

    >>> translate("pt-BR", counted("lost", 1)), translate("pt-PT", counted("lost", 0))
    ('1 derrota', '0 derrotas')
    """
    return plural(f"count.{noun}", n, n=n)


LOCALES: dict[Language, str] = {"en": "en", "pt-BR": "pt_BR", "pt-PT": "pt_PT"}
"""Each language's catalog folder under ``locale/`` (gettext's locale names)."""
PARENTS: dict[Language, Language] = {"pt-PT": "pt-BR"}
"""A language whose catalog holds only what it says differently from another one; every
other language falls back to English."""
COMPLETE: frozenset[Language] = frozenset({"en", "pt-BR"})
"""The languages whose catalogs have every text (tests/app/texts/test_catalogs.py): the
keys are read from the first of these in a language's chain, so starting in Portuguese
reads no English catalog."""
DOMAIN = "uttt"


class _Missing(NullTranslations):
    """The end of every fallback chain: a key no catalog has is an error, as a missing key
    of a table was (``NullTranslations`` would show the key itself)."""

    def gettext(self, message: str) -> str:
        raise KeyError(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        raise KeyError(msgid1)


class _Later(NullTranslations):
    """A fallback catalog read when a text first falls back to it."""

    def __init__(self, language: Language) -> None:
        super().__init__()
        self.language = language

    def gettext(self, message: str) -> str:
        return catalog(self.language).gettext(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return catalog(self.language).ngettext(msgid1, msgid2, n)


class Catalog(GNUTranslations):
    """One language's compiled catalog (``uttt.mo``), its keys readable."""

    def keys(self) -> list[str]:
        """The keys of its singular texts (sorted, as in the file)."""
        return [key for key in self._entries() if isinstance(key, str) and key]

    def plural_keys(self) -> list[str]:
        """The keys of its plural texts."""
        return [key[0] for key in self._entries() if isinstance(key, tuple) and key[1] == 0]

    def _entries(self) -> dict[str | tuple[str, int], str]:
        entries: dict[str | tuple[str, int], str] = self._catalog  # type: ignore[attr-defined]
        return entries


_CATALOGS: dict[Language, Catalog] = {}


def mo_path(language: Language) -> str:
    """Where ``language``'s compiled catalog is, inside the package."""
    folder = os.path.dirname(__file__)
    return os.path.join(folder, "locale", LOCALES[language], "LC_MESSAGES", f"{DOMAIN}.mo")


def catalog(language: Language) -> Catalog:
    """``language``'s catalog with its fallbacks (its parent, then English, each read when
    first needed), read once, through the importer that loaded this package (a folder,
    or the page's zip archive)."""
    if language not in _CATALOGS:
        get_data = getattr(__spec__.loader, "get_data", None)
        try:
            data: bytes = get_data(mo_path(language)) if get_data else b""
        except OSError as err:
            raise FileNotFoundError(
                f"{mo_path(language)}: the texts are not compiled; run "
                "`python3 scripts/build/catalogs.py compile` (make catalogs)") from err
        read = Catalog(io.BytesIO(data))
        read.add_fallback(_Later(PARENTS.get(language, "en")) if language != "en"
                          else _Missing())
        _CATALOGS[language] = read
    return _CATALOGS[language]


def _complete(language: Language) -> Catalog:
    """The first catalog with every text in ``language``'s chain."""
    while language not in COMPLETE:
        language = PARENTS.get(language, "en")
    return catalog(language)


class _Table(Mapping[str, str]):
    """Every singular text of a language by key, through its fallbacks (plural texts
    are ``forms``)."""

    def __init__(self, language: Language) -> None:
        self.language = language

    def __getitem__(self, key: str) -> str:
        return catalog(self.language).gettext(key)

    def __iter__(self) -> Iterator[str]:
        return iter(_complete(self.language).keys())

    def __len__(self) -> int:
        return len(_complete(self.language).keys())


def plural_keys() -> list[str]:
    """The keys of the plural texts (``count.lost``, ``eval.forced``...)."""
    return catalog("en").plural_keys()


def plural_text(language: Language, key: str, n: int) -> str:
    """The form of the plural text ``key`` that ``language`` says for ``n`` things.

    >>> plural_text("pt-PT", "count.archive_game", 2), plural_text("en", "count.won", 1)
    ('{n} jogos', '{n} won')
    """
    return catalog(language).ngettext(key, key, n)


def forms(language: Language, key: str) -> tuple[str, ...]:
    """Every form of the plural text ``key`` in ``language``, in its catalog's order
    (``Plural-Forms``: English and Portuguese have two, one thing and any other number).

    >>> forms("pt-BR", "count.lost")
    ('{n} derrota', '{n} derrotas')
    """
    texts = catalog(language)
    first: dict[int, int] = {}
    for n in range(1000, -1, -1):  # the smallest number said in each form
        first[texts.plural(n)] = n  # type: ignore[attr-defined]
    return tuple(texts.ngettext(key, key, first[i]) for i in sorted(first))


TABLES: Mapping[Language, Mapping[str, str]] = {
    language: _Table(language) for language in LANGUAGES}
"""Every singular text by language and key, read from the catalogs when first asked."""

EUROPEAN_PT_REGIONS: frozenset[str] = frozenset(
    {"pt", "ao", "mz", "cv", "gw", "st", "tl", "mo", "ch", "lu", "gq"})
"""Regions whose Portuguese follows the European spelling: all but Brazil, Portugal's
own and Portuguese spoken in Africa, Asia and Europe (Angola, Mozambique, Cape Verde,
Guinea-Bissau, São Tomé and Príncipe, East Timor, Macau, Switzerland, Luxembourg,
Equatorial Guinea). site/boot.js gets this set from the build (scripts/site_texts.py)."""


def choose_language(navigator_languages: Iterable[str]) -> Language:
    """The page's language from the browser's preferred ones, first match wins.
    Portuguese is European in the regions of ``EUROPEAN_PT_REGIONS``, else Brazilian
    (plain "pt" included, the most spoken); a script subtag is skipped.

    >>> choose_language(["fr", "pt-BR"]), choose_language(["pt-pt"]), choose_language([])
    ('pt-BR', 'pt-PT', 'en')
    >>> choose_language(["pt-AO"]), choose_language(["pt-Latn-MZ"]), choose_language(["pt"])
    ('pt-PT', 'pt-PT', 'pt-BR')
    """
    for tag in navigator_languages:
        parts = str(tag).replace("_", "-").lower().split("-")
        if parts[0] == "pt":
            rest = parts[2:] if len(parts) > 1 and len(parts[1]) == 4 else parts[1:]
            european = bool(rest) and rest[0] in EUROPEAN_PT_REGIONS
            return "pt-PT" if european else "pt-BR"
        if parts[0] == "en":
            return "en"
    return "en"


def manifest_file(language: Language) -> str:
    """The web manifest in a language (the build writes one per language; English is
    the default the HTML names).

    >>> manifest_file("en"), manifest_file("pt-PT")
    ('manifest.webmanifest', 'manifest.pt-PT.webmanifest')
    """
    return "manifest.webmanifest" if language == "en" else f"manifest.{language}.webmanifest"


def text(language: Language, key: str, **params: Param) -> str:
    """One text in a language, with its parameters filled in.

    >>> text("en", "round", round=3)
    'Round 3'
    """
    return translate(language, Message(key, tuple(params.items())))


def translate(language: Language, msg: Message) -> str:
    """The text of a message in a language (``Ref`` parameters translated too)."""
    texts = catalog(language)
    values = {
        name: texts.gettext(value.key) if isinstance(value, Ref)
        else translate(language, value) if isinstance(value, Message) else str(value)
        for name, value in msg.params
    }
    if isinstance(msg, Counted):
        return texts.ngettext(msg.key, msg.key, msg.count).format(**values)
    return texts.gettext(msg.key).format(**values)


def params_of(template: str) -> frozenset[str]:
    """The parameter names a text uses.

    >>> sorted(params_of("{colour} plays {move}"))
    ['colour', 'move']
    """
    return frozenset(name for _, name, _, _ in string.Formatter().parse(template) if name)


def page_texts(language: Language) -> dict[str, str]:
    """The fixed texts of the page (no parameters), for the static labels."""
    texts = catalog(language)
    return {key: text for key in TABLES[language] if not params_of(text := texts.gettext(key))}
