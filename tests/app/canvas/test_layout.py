"""Geometry and hit testing at phone and desktop sizes, portrait and landscape."""

from __future__ import annotations

import pytest

from uttt.app.canvas.layout import board_at, cell_rect, compute_layout, hit_test, small_rect

SIZES = [(320, 320), (360, 740), (740, 360), (1280, 800), (517.3, 517.3), (2000, 1999)]


@pytest.mark.parametrize("size", SIZES)
class TestHitTest:
    def test_centre_of_every_cell_maps_back(self, size: tuple[float, float]) -> None:
        layout = compute_layout(*size)
        for move in range(81):
            assert hit_test(layout, *cell_rect(layout, move).centre) == move

    def test_points_near_cell_corners_stay_in_the_cell(self, size: tuple[float, float]) -> None:
        layout = compute_layout(*size)
        for move in range(81):
            box = cell_rect(layout, move).inset(0.5)
            for x in (box.x, box.x + box.w):
                for y in (box.y, box.y + box.h):
                    assert hit_test(layout, x, y) == move

    def test_gaps_and_margins_hit_nothing(self, size: tuple[float, float]) -> None:
        layout = compute_layout(*size)
        left = small_rect(layout, 0)
        mid_gap_x = left.x + left.w + layout.gap / 2
        assert hit_test(layout, mid_gap_x, left.centre[1]) is None
        assert hit_test(layout, left.centre[0], left.y + left.h + layout.gap / 2) is None
        assert hit_test(layout, -5, -5) is None
        assert hit_test(layout, layout.width + 1, layout.height / 2) is None

    def test_board_fits_and_is_square(self, size: tuple[float, float]) -> None:
        layout = compute_layout(*size)
        assert layout.board.w == layout.board.h
        assert layout.board.x >= 0 and layout.board.y >= 0
        assert layout.board.x + layout.board.w <= layout.width + 1e-9
        assert layout.board.y + layout.board.h <= layout.height + 1e-9
        assert layout.board.w >= 0.95 * min(size)


def test_small_boards_tile_the_big_board_in_reading_order() -> None:
    layout = compute_layout(900, 900)
    xs = [small_rect(layout, b).x for b in range(9)]
    ys = [small_rect(layout, b).y for b in range(9)]
    assert xs[0] < xs[1] < xs[2] and xs[0] == xs[3] == xs[6]
    assert ys[0] < ys[3] < ys[6] and ys[0] == ys[1] == ys[2]
    for b in range(9):
        assert board_at(layout, *small_rect(layout, b).centre) == b


def test_cells_are_square_and_equal() -> None:
    layout = compute_layout(640, 480)
    boxes = [cell_rect(layout, m) for m in range(81)]
    sizes = {(round(box.w, 9), round(box.h, 9)) for box in boxes}
    assert len(sizes) == 1
    (w, h), = sizes
    assert w == h > 0


def test_degenerate_size_does_not_crash() -> None:
    layout = compute_layout(0, 0)
    assert hit_test(layout, 0.5, 0.5) in (None, *range(81))
