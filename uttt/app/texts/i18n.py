"""Every user-facing text of the page, in each language that has a catalog.

The texts live in gettext catalogs, one per language: ``locale/<lang>/LC_MESSAGES/uttt.po``
next to this module, compiled to ``uttt.mo`` at build time (``scripts/build/catalogs.py``; the
.mo files are build output) and read with the standard library's ``gettext``. A msgid is
the text's key (``status.free``), so the code names texts by key and an English wording can
change without touching any other catalog; every other catalog carries the English as each
entry's comment, so a translator works from the .po alone (docs/translating.md). Plural
forms come from each catalog's ``Plural-Forms``; a language falls back to the one its
catalog names (European Portuguese to Brazilian Portuguese, for the texts they say
alike), and every language to English.

The languages are the catalogs: what the page needs of one beyond its texts (its name in
itself, its fallback, the browser regions it is chosen for) is in its catalog's header,
which the build writes into ``locale/languages.json`` (``languages()``, ``info()``). No
language is named in the code but English, the source.

A message is a key plus parameters. A parameter may itself be a ``Ref`` to another
key (a colour, a board name), translated in the same language.

>>> translate("pt-BR", Message("status.free", (("colour", Ref("colour.red")), ("symbol", "X"))))
'Vermelho (X): jogada livre, qualquer tabuleiro aceso'
>>> choose_language(["pt-PT", "en"]), choose_language(["pt"]), choose_language(["de-DE"])
('pt-PT', 'pt-BR', 'en')
"""

from __future__ import annotations

import io
import json
import os
import string
from collections.abc import Iterable, Iterator, Mapping
from gettext import GNUTranslations, NullTranslations
from typing import NewType

from uttt.frozen import frozen

Language = NewType("Language", str)
"""The page's tag of a language with a catalog (``pt-BR``): only ``known`` and
``languages`` make one, so a saved or typed string is checked first."""
ENGLISH = Language("en")
"""The source catalog: every other one translates it, and every language falls back to it."""
DOMAIN = "uttt"
TABLE = "languages.json"
"""The languages' table the build writes from the catalogs' headers (scripts/build/catalogs.py)."""
EVERY_REGION = "*"


@frozen
class LanguageInfo:
    """What the page needs of a language beyond its texts, from its catalog's header."""

    tag: Language
    locale: str
    """Its catalog's folder under ``locale/`` (gettext's locale name, ``pt_BR``)."""
    name: str
    """Its name in itself, for the language menu (``X-Language-Name``)."""
    fallback: Language | None
    """The language its missing texts come from (``X-Fallback-Language``; English's: none)."""
    regions: tuple[str, ...]
    """The browser's regions it is chosen for (``X-Browser-Regions``; ``*``: every region of
    its language no other catalog names; none: it is chosen only in the menu)."""
    complete: bool
    """Whether its catalog has every text of the English one (its keys are read from it)."""


_folder: str | None = None
"""Another folder of catalogs than the package's (``use_locale``)."""
_INFOS: dict[Language, LanguageInfo] = {}


def use_locale(folder: str | None) -> None:
    """Read the catalogs and their table from ``folder`` (compiled by
    ``scripts/build/catalogs.py compile``) instead of the package's; ``None``: the
    package's again. What was read is forgotten."""
    global _folder
    _folder = folder
    _INFOS.clear()
    _CATALOGS.clear()


def _locale_path(*parts: str) -> str:
    folder = _folder or os.path.join(os.path.dirname(__file__), "locale")
    return os.path.join(folder, *parts)


def _read(path: str) -> bytes:
    """A compiled file, through the importer that loaded this package (a folder, or the
    page's zip archive), or from ``use_locale``'s folder."""
    try:
        if _folder is not None:
            with open(path, "rb") as file:
                return file.read()
        get_data = getattr(__spec__.loader, "get_data", None)
        if get_data is None:
            raise OSError(path)
        data: bytes = get_data(path)
        return data
    except OSError as err:
        raise FileNotFoundError(
            f"{path}: the texts are not compiled; run "
            "`python3 scripts/build/catalogs.py compile` (make catalogs)") from err


def _infos() -> dict[Language, LanguageInfo]:
    if not _INFOS:
        for tag, row in json.loads(_read(_locale_path(TABLE))).items():
            fallback = row["fallback"]
            _INFOS[Language(tag)] = LanguageInfo(
                Language(tag), row["locale"], row["name"],
                None if fallback is None else Language(fallback), tuple(row["regions"]),
                bool(row["complete"]))
    return _INFOS


def languages() -> tuple[Language, ...]:
    """Every language with a catalog, by tag (sorted).

    >>> languages()[0], "pt-PT" in languages()
    ('en', True)
    """
    return tuple(_infos())


def known(value: object) -> Language | None:
    """``value`` as a language if a catalog has it (a saved setting, a form's value).

    >>> known("pt-BR"), known("auto"), known(3)
    ('pt-BR', None, None)
    """
    return Language(value) if isinstance(value, str) and value in _infos() else None


def info(language: Language) -> LanguageInfo:
    """What ``language``'s catalog says of it.

    >>> info("pt-PT").name, info("pt-PT").fallback
    ('Português (Portugal)', 'pt-BR')
    """
    return _infos()[language]


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


@frozen
class NativeName(Message):
    """A language's name in that language (its catalog's ``X-Language-Name``), the same
    whatever the page's language: the language menu's choices."""

    language: str = ""


def native_name(language: Language) -> NativeName:
    """``language``'s name in itself, as a message.

    >>> translate("en", native_name(Language("pt-PT")))
    'Português (Portugal)'
    """
    return NativeName("language.name", (), language)


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
    """Where ``language``'s compiled catalog is (inside the package, or ``use_locale``'s
    folder)."""
    return _locale_path(info(language).locale, "LC_MESSAGES", f"{DOMAIN}.mo")


def catalog(language: Language) -> Catalog:
    """``language``'s catalog with its fallbacks (the one its header names, then English,
    each read when first needed), read once."""
    if language not in _CATALOGS:
        read = Catalog(io.BytesIO(_read(mo_path(language))))
        fallback = info(language).fallback
        read.add_fallback(_Later(fallback) if fallback is not None else _Missing())
        _CATALOGS[language] = read
    return _CATALOGS[language]


def _complete(language: Language) -> Catalog:
    """The first catalog with every text in ``language``'s chain (so starting in
    Portuguese reads no English catalog)."""
    while not info(language).complete:
        language = info(language).fallback or ENGLISH
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
    return catalog(ENGLISH).plural_keys()


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


class _Tables(Mapping[Language, Mapping[str, str]]):
    """Every language's ``_Table``, for the languages the catalogs have."""

    def __getitem__(self, language: Language) -> Mapping[str, str]:
        if language not in _infos():
            raise KeyError(language)
        return _Table(language)

    def __iter__(self) -> Iterator[Language]:
        return iter(languages())

    def __len__(self) -> int:
        return len(_infos())


TABLES: Mapping[Language, Mapping[str, str]] = _Tables()
"""Every singular text by language and key, read from the catalogs when first asked."""


def browser_choices() -> dict[str, dict[str, Language]]:
    """The language chosen for a browser's tag, by its language subtag and then its region
    (``*``: any other region, or none), from the catalogs' ``X-Browser-Regions``; written
    into site/boot.js by the build, so boot.js picks what ``choose_language`` picks.

    >>> choices = browser_choices()
    >>> choices["pt"]["ao"], choices["pt"]["*"], choices["en"]
    ('pt-PT', 'pt-BR', {'*': 'en'})
    """
    choices: dict[str, dict[str, Language]] = {}
    for language, said in _infos().items():
        for region in said.regions:
            choices.setdefault(said.locale.split("_")[0].lower(), {})[region] = language
    return choices


def choose_language(navigator_languages: Iterable[str]) -> Language:
    """The page's language from the browser's preferred ones, first match wins: the
    catalog that names the tag's region, else the one of its language for every region
    (plain "pt" is Brazilian, the most spoken); a script subtag is skipped. English when
    no catalog is chosen for any of them.

    >>> choose_language(["fr", "pt-BR"]), choose_language(["pt-pt"]), choose_language([])
    ('pt-BR', 'pt-PT', 'en')
    >>> choose_language(["pt-AO"]), choose_language(["pt-Latn-MZ"]), choose_language(["pt"])
    ('pt-PT', 'pt-PT', 'pt-BR')
    """
    choices = browser_choices()
    for tag in navigator_languages:
        parts = str(tag).replace("_", "-").lower().split("-")
        rest = parts[2:] if len(parts) > 1 and len(parts[1]) == 4 else parts[1:]
        regions = choices.get(parts[0], {})
        chosen = regions.get(rest[0] if rest else EVERY_REGION) or regions.get(EVERY_REGION)
        if chosen is not None:
            return chosen
    return ENGLISH


def manifest_file(language: Language) -> str:
    """The web manifest in a language (the build writes one per language; English's is
    the default the HTML names).

    >>> manifest_file(ENGLISH), manifest_file("pt-PT")
    ('manifest.webmanifest', 'manifest.pt-PT.webmanifest')
    """
    return ("manifest.webmanifest" if language == ENGLISH
            else f"manifest.{language}.webmanifest")


def text(language: Language, key: str, **params: Param) -> str:
    """One text in a language, with its parameters filled in.

    >>> text("en", "round", round=3)
    'Round 3'
    """
    return translate(language, Message(key, tuple(params.items())))


def translate(language: Language, msg: Message) -> str:
    """The text of a message in a language (``Ref`` parameters translated too)."""
    if isinstance(msg, NativeName):
        return info(Language(msg.language)).name
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
