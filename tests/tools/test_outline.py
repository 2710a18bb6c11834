"""The board shown while Python loads is the page's own empty board (same display list)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from uttt.app.canvas.layout import compute_layout, small_rect
from uttt.app.view.render import COLOURS
from uttt.tools.outline import UNIT, outline_json, outline_ops

ROOT = Path(__file__).resolve().parents[2]


def test_the_outline_has_the_real_boards_in_their_real_places() -> None:
    ops = outline_ops("ultimate")
    cards = [op for op in ops if op["op"] == "rect" and op.get("fill") == COLOURS["card"]]
    layout = compute_layout(UNIT, UNIT)
    assert [(op["x"], op["y"], op["w"]) for op in cards] == [
        (round(r.x, 1), round(r.y, 1), round(r.w, 1)) for r in map(
            lambda b: small_rect(layout, b), range(9))]
    colours = {op.get("stroke") for op in ops} | {op.get("fill") for op in ops}
    assert not colours & {COLOURS["red"], COLOURS["blue"], COLOURS["dim"]}  # nothing lit


def test_the_build_embeds_both_games_as_a_data_block(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(ROOT / "scripts"))  # build_site imports its neighbours
    spec = importlib.util.spec_from_file_location("build_site", ROOT / "scripts" / "build_site.py")
    assert spec is not None and spec.loader is not None
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    block = build.board_outline(ROOT / "uttt")
    assert block.startswith('<script type="application/json" id="outline">')
    data = json.loads(block.split(">", 1)[1].rsplit("</script>", 1)[0])
    assert data == json.loads(outline_json())
    assert set(data) == {"unit", "ultimate", "classic", "dark"} and "</" not in outline_json()
    assert set(data["dark"]) == {"ultimate", "classic"}  # the same boards in dark colours
    assert [op["op"] for op in data["dark"]["ultimate"]] == [op["op"] for op in data["ultimate"]]
    assert data["dark"]["ultimate"] != data["ultimate"]
