"""Hostile text in storage never stops the start: it is set aside, said, and the page starts.

In the browser (Pyodide) ``json.loads`` of a deeply nested text overflows the C stack and
kills the interpreter; no ``except RecursionError`` catches that. ``pyodide_json`` stands in
for it here: a nesting deeper than a few hundred levels is a ``StackOverflow``, a
``BaseException`` that the loaders must never get to.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from uttt.app.core import json_text
from uttt.app.features.links.start import boot_friends
from uttt.app.features.links.store import dump_friends, load_friends
from uttt.app.friends.book import FriendBook
from uttt.app.model.effects import Redraw
from uttt.app.page.start import boot
from uttt.app.storage.save import load, stored_books
from uttt.app.study import store as study_store

ARRAYS = "[" * 100_000  # under the friend book's size limit
OBJECTS = '{"a":' * 4_800 + "1" + "}" * 4_800  # about 24 KB of nested objects
DEEP = (ARRAYS, OBJECTS, '{"schema": 3, "settings": ' + OBJECTS + "}",
        '{"schema": 2, "counter": 1, "games": ' + "[" * 50_000 + "]" * 50_000 + "}",
        '{"schema": 1, "reports": [' + "[" * 60_000 + "]}")


class StackOverflow(BaseException):
    """What Pyodide does on deep nesting: the interpreter dies."""


_real_loads = json.loads


def _pyodide_loads(text: str | bytes, **kwargs: object) -> object:
    if isinstance(text, str) and json_text.nesting(text) > 300:
        raise StackOverflow("Maximum call stack size exceeded")
    return _real_loads(text, **kwargs)  # type: ignore[arg-type]


@pytest.fixture(autouse=True)
def pyodide_json(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(json, "loads", _pyodide_loads)
    yield


def start(text: str) -> tuple[str, ...]:
    begun = boot(text, storage_ok=True, languages=["en"], size=(360, 360), fresh_id="0" * 16)
    assert begun.app.round.record.moves == () and begun.backup == text
    return tuple(n.key for n in begun.notices)


@pytest.mark.parametrize("text", DEEP)
def test_a_deeply_nested_save_is_set_aside_and_the_game_starts(text: str) -> None:
    assert start(text) == ("notice.storage_bad",)
    assert load(text).problems == ("store.unreadable",)
    assert stored_books(text) == stored_books(None)  # another tab's write, merged


@pytest.mark.parametrize("text", DEEP)
def test_a_deeply_nested_friend_book_is_set_aside_and_said(text: str) -> None:
    loaded = load_friends(text)
    assert loaded.book == FriendBook() and loaded.backup == text
    assert loaded.problems == ("friends.unreadable",)
    begun = boot(None, storage_ok=True, languages=["en"], size=(360, 360), fresh_id="0" * 16)
    app = boot_friends(begun.app, text, page_url="https://x.org/").app
    assert [n.key for n in app.notices] == ["notice.friends_bad"]


@pytest.mark.parametrize("text", DEEP)
def test_a_deeply_nested_study_is_set_aside(text: str) -> None:
    loaded = study_store.load(text)
    assert loaded.study == study_store.Study() and loaded.backup == text
    assert loaded.problems == ("study.invalid",)


def test_every_saved_document_nests_well_within_the_bound() -> None:
    from tests.app.study.test_study_store import partial

    study = study_store.dump(study_store.Study((partial(),)))
    for text in (study, dump_friends(FriendBook())):
        assert json_text.nesting(text) <= 6 < json_text.MAX_DEPTH


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet='[]{}"\\:,1a ', max_size=200))
def test_the_scan_never_says_shallow_of_a_text_that_nests_deeper(text: str) -> None:
    """What the scan lets through parses (or fails) without nesting past the bound."""
    depth = json_text.nesting(text)
    try:
        doc = _real_loads(text)
    except ValueError:
        return
    assert _depth(doc) <= depth


def _depth(doc: object) -> int:
    if isinstance(doc, list):
        return 1 + max((_depth(x) for x in doc), default=0)
    if isinstance(doc, dict):
        return 1 + max((_depth(x) for x in doc.values()), default=0)
    return 0


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=300) | st.binary(max_size=300).map(lambda b: b.decode("latin-1")))
def test_any_text_in_any_key_loads_without_raising(text: str) -> None:
    """Whatever the text, each reader hands back a value (what it could keep), and a
    text it could not keep whole comes back to be set aside as it was."""
    for backup in (load(text).backup, load_friends(text).backup,
                   study_store.load(text).backup):
        assert backup in (None, text)
    assert stored_books(text) is not None


def test_a_damaged_study_is_said_on_the_notice_line_once() -> None:
    from uttt.app.controller.step import step
    from uttt.app.features.saving.events import StudyRead

    app = boot(None, storage_ok=True, languages=["en"], size=(360, 360),
               fresh_id="0" * 16).app
    assert step(app, StudyRead(False))[0] == app
    app, effects = step(app, StudyRead(True))
    assert [n.key for n in app.notices] == ["notice.study_bad"] and Redraw in effects
    assert step(app, StudyRead(True))[0].notices == app.notices
