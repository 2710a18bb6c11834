"""A save written by a newer version of the page is never destroyed.

A rollback after a deployment, or a stale cached page in another tab, meets a save whose
schema is newer than it knows: the page reads what it understands, plays in memory with a
one-line notice, and leaves the stored text exactly as it was (no backup, no rewrite).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from uttt.app.texts.i18n import TABLES

from .conftest import PREFIX, PageWatch
from .helpers import LOCK_PAUSE_MS, click_cell, open_game, wait_record

pytestmark = pytest.mark.e2e

STATE_KEY = f"{PREFIX}uttt:v1:state"
BACKUP_KEY = f"{PREFIX}uttt:v1:backup"
NEWER = json.dumps({"schema": 99, "settings": {"language": "pt-PT"},
                    "match": None, "a_future_field": {"kept": [1, 2, 3]}})


def test_a_newer_save_is_kept_and_the_game_plays_in_memory(
    page: Any, watch: PageWatch, site_url: str, wait_ready: Callable[[Any], None]
) -> None:
    page.add_init_script(f"""
      if (!sessionStorage.getItem("uttt-test-newer")) {{
        sessionStorage.setItem("uttt-test-newer", "1");
        localStorage.setItem({json.dumps(STATE_KEY)}, {json.dumps(NEWER)});
      }}
    """)
    open_game(page, site_url, wait_ready)
    page.wait_for_selector("#notice:not([hidden])")
    assert page.text_content("#notice") == TABLES["pt-PT"]["notice.storage_newer"]
    assert page.get_attribute("html", "lang") == "pt-PT"  # what it understood is used
    click_cell(page, 40)
    wait_record(page, "1. e5")
    page.wait_for_timeout(LOCK_PAUSE_MS + 700)  # past the page's save after a move
    stored = page.evaluate(f"() => localStorage.getItem({json.dumps(STATE_KEY)})")
    assert stored == NEWER
    assert page.evaluate(f"() => localStorage.getItem({json.dumps(BACKUP_KEY)})") is None
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#notice:not([hidden])")
    assert page.evaluate(f"() => localStorage.getItem({json.dumps(STATE_KEY)})") == NEWER
    assert watch.problems() == []
