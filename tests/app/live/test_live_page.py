"""The live panel in the page: every element the live view patches is in the page once,
and no id of the page is used twice (the screen reader's live region is ``#live``)."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from uttt.app.features.live.view import ids
from uttt.app.model.app import App, with_live
from uttt.app.round.record import MatchRecord
from uttt.app.scores.book import ScoreBook

SITE = Path(__file__).resolve().parents[3] / "site"


def page_ids() -> Counter[str]:
    text = (SITE / "index.html").read_text("utf-8") + (SITE / "sheets.html").read_text("utf-8")
    return Counter(re.findall(r'\bid="([^"]+)"', text))


def test_no_id_is_used_twice() -> None:
    assert [name for name, count in page_ids().items() if count > 1] == []


def test_every_element_the_live_view_patches_is_in_the_page() -> None:
    app = App.start(MatchRecord("0" * 16), ScoreBook(), width=360, height=360)
    shown = {**ids(app, None, 0.0), **ids(with_live(app, asking=True), None, 0.0)}
    assert set(shown) - set(page_ids()) == set()
