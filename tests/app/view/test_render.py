"""The display list: plain JSON, shapes for marks, lit/dim, preview, golden line."""

from __future__ import annotations

import json

from uttt.app.canvas.layout import compute_layout, small_rect
from uttt.app.round.match import Match
from uttt.app.round.view_state import ViewState
from uttt.app.scene.build import build_view
from uttt.app.scene.render import COLOURS, OPS, display_list, to_json

LAYOUT = compute_layout(400, 400)
# A short game X (Red) wins with boards 3, 4, 5; after 16 moves X has a free move.
WIN_MOVES = [28, 9, 2, 22, 43, 68, 49, 39, 29, 26, 80, 73, 10, 12, 27, 3, 40, 41, 50, 45,
             0, 8, 78, 58, 37, 13, 16, 66, 48]
FREE_AFTER = 16


def played(*moves: int) -> Match:
    match = Match.new("0" * 16)
    for move in moves:
        match.play(move)
    return match


def ops_for(match: Match, state: ViewState | None = None) -> list[dict[str, object]]:
    return display_list(build_view(match, state or ViewState()), LAYOUT)


def test_serialises_to_json_of_known_ops() -> None:
    ops = ops_for(played(*WIN_MOVES))
    assert json.loads(to_json(ops)) == ops
    assert {op["op"] for op in ops} <= set(OPS)


def test_x_and_o_differ_by_shape() -> None:
    empty = ops_for(Match.new("0" * 16))
    one_x = ops_for(played(40))
    x_and_o = ops_for(played(40, 36))
    lines = lambda ops: sum(op["op"] == "line" for op in ops)  # noqa: E731
    circles = lambda ops: sum(op["op"] == "circle" for op in ops)  # noqa: E731
    assert lines(one_x) - lines(empty) == 2 and circles(one_x) == circles(empty)
    assert circles(x_and_o) - circles(one_x) == 1


def test_only_lit_boards_have_the_players_outline() -> None:
    ops = ops_for(played(2))
    outlines = [op for op in ops if op["op"] == "rect" and op.get("stroke") == COLOURS["blue"]]
    assert len(outlines) == 1
    box = small_rect(LAYOUT, 2)
    assert abs(float(outlines[0]["x"]) - box.x) < LAYOUT.gap  # type: ignore[arg-type]


def test_dimmed_boards_are_covered() -> None:
    dims = [op for op in ops_for(played(2)) if op.get("fill") == COLOURS["dim"]]
    assert len(dims) == 8
    assert not [op for op in ops_for(Match.new("0" * 16)) if op.get("fill") == COLOURS["dim"]]


def test_free_move_dims_nothing_open() -> None:
    match = played(*WIN_MOVES[:FREE_AFTER])
    dims = [op for op in ops_for(match) if op.get("fill") == COLOURS["dim"] and
            op.get("alpha") == 0.62]
    assert dims == []


def test_preview_outlines_the_target_dashed() -> None:
    ops = ops_for(Match.new("0" * 16), ViewState(held=2))
    dashed = [op for op in ops if op.get("dash")]
    assert len(dashed) == 1 and dashed[0]["stroke"] == COLOURS["blue"]


def test_golden_outline_and_line_at_the_end() -> None:
    gold = [op for op in ops_for(played(*WIN_MOVES)) if op.get("stroke") == COLOURS["gold"]]
    assert sum(op["op"] == "rect" for op in gold) == 3
    assert sum(op["op"] == "line" for op in gold) == 1


def test_cursor_is_drawn() -> None:
    ops = ops_for(Match.new("0" * 16), ViewState(cursor=40))
    assert ops[-1]["stroke"] == COLOURS["ink"]


def test_every_colour_is_a_css_hex() -> None:
    for op in ops_for(played(*WIN_MOVES), ViewState(cursor=0, review=10)):
        for key in ("fill", "stroke"):
            if key in op:
                assert str(op[key]).startswith("#")


DRAWN = [30, 29, 23, 52, 64, 9, 7, 68, 48, 28, 17, 80, 79, 67, 38, 21, 35, 73, 16, 70, 69, 54,
         1, 11, 26, 77, 45, 3, 27, 4, 44, 78, 61, 71, 76, 42, 62, 75, 34, 63, 5, 46, 10, 13, 40,
         37, 14, 51, 60, 22, 43, 41, 53, 74, 25, 36, 2, 20, 24, 0, 8, 31, 39]
"""A random game in which one small board has just filled up without a line."""


def test_drawn_board_is_marked_as_drawn() -> None:
    match = played(*DRAWN)
    view = build_view(match, ViewState())
    drawn = [b for b, small in enumerate(view.boards) if small.state == "draw"]
    assert len(drawn) == 1
    grey = [op for op in display_list(view, LAYOUT) if op.get("stroke") == COLOURS["drawn"]]
    assert len(grey) == 2  # an equals sign across the board
    box = small_rect(LAYOUT, drawn[0])
    assert all(box.contains(op["x1"], op["y1"]) for op in grey)


def test_the_last_move_is_drawn_above_dimming_and_big_symbols() -> None:
    # After 2 (c1) Blue is sent to board 2: board 0, holding the last move, is dimmed.
    ops = ops_for(played(2))
    ring = [i for i, op in enumerate(ops) if op.get("stroke") == COLOURS["last_ring"]
            and op["w"] < LAYOUT.small / 2]  # type: ignore[operator]
    dims = [i for i, op in enumerate(ops) if op.get("fill") == COLOURS["dim"]]
    assert len(ring) == 1 and ring[0] > max(dims)
    # The 15th move (27) wins board 3 and sits under its big X: its ring is drawn after it.
    match = played(*WIN_MOVES[:15])
    assert match.board.board_state(3) == "X"  # type: ignore[union-attr]
    ops = ops_for(match)
    ring_at = next(i for i, op in enumerate(ops) if op.get("stroke") == COLOURS["last_ring"])
    big = [i for i, op in enumerate(ops) if op["op"] == "line" and op.get("width", 0) > 10]
    assert big and ring_at > max(big)


def test_the_board_the_last_move_sent_to_is_framed() -> None:
    ops = ops_for(played(2))
    frames = [op for op in ops if op.get("stroke") == COLOURS["last_ring"] and op.get("dash")]
    assert len(frames) == 1
    box = small_rect(LAYOUT, 2)
    assert frames[0]["x"] < box.x and frames[0]["w"] > box.w  # around board 2, in the gap
    over = ops_for(played(*WIN_MOVES))
    assert not [op for op in over if op.get("dash") and op.get("stroke") == COLOURS["last_ring"]]
