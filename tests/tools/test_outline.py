"""The board shown while Python loads is the page's own empty board (same display list)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from uttt.app.canvas.layout import compute_layout, small_rect
from uttt.app.scene.render import COLOURS
from uttt.tools.outline import UNIT, outline_json, outline_ops, outline_svg

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


@pytest.mark.parametrize("game", ["ultimate", "classic"])
def test_the_outline_image_has_the_display_lists_shapes(game: str) -> None:
    import xml.etree.ElementTree as ET

    svg = ET.fromstring(outline_svg(game))  # type: ignore[arg-type]
    ns = "{http://www.w3.org/2000/svg}"
    assert svg.get("viewBox") == "0 0 1000 1000"
    ops = outline_ops(game)  # type: ignore[arg-type]
    rects = [(float(e.get("x", 0)), float(e.get("y", 0)), float(e.get("width", 0)), e.get("fill"))
             for e in svg.iter(f"{ns}rect")]
    assert rects == [(round(op["x"], 1), round(op["y"], 1), round(op["w"], 1), op["fill"])
                     for op in ops if op["op"] == "rect"]
    lines = [e.get("d") for e in svg.iter(f"{ns}path")]
    wanted = [op for op in ops if op["op"] == "line"]
    assert len(lines) == len(wanted) > 0
    for d, op in zip(lines, wanted, strict=True):
        x1, y1, x2, y2 = map(float, d.replace("M", "").replace("L", " ").split())
        assert (x1, y1, x2, y2) == tuple(round(op[k], 1) for k in ("x1", "y1", "x2", "y2"))


def test_the_build_shows_both_outline_images_in_the_page(monkeypatch: pytest.MonkeyPatch) -> None:
    import re
    import urllib.parse

    monkeypatch.syspath_prepend(str(ROOT / "scripts"))
    spec = importlib.util.spec_from_file_location("build_site", ROOT / "scripts" / "build_site.py")
    assert spec is not None and spec.loader is not None
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    block = build.outline_images(ROOT / "uttt")
    found = re.findall(r'<img class="board-outline" data-game="(\w+)" src="data:image/svg\+xml,'
                       r'([^"]+)" alt="" width="540" height="540"( hidden)?>', block)
    assert [(game, hidden) for game, _, hidden in found] == [("ultimate", ""),
                                                             ("classic", " hidden")]
    for game, url, _ in found:
        assert urllib.parse.unquote(url) == outline_svg(game)  # type: ignore[arg-type]
        assert not set(url) & set('"<> #')
    page = (ROOT / "site" / "index.html").read_text(encoding="utf-8")
    assert "img-src 'self' data:;" in page  # the page's CSP lets these two through
