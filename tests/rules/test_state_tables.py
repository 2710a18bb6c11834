"""uttt.state's tables, built by walking each line's masks, against their definitions
tested mask by mask."""

from __future__ import annotations

from uttt.state import BITS, FULL, HAS_OPEN_LINE, IS_WIN, LINE_MASKS, WIN_CELLS, WIN_LINE


def _first_line(mask: int) -> int:
    for index, line in enumerate(LINE_MASKS):
        if mask & line == line:
            return index
    return -1


def test_tables_match_their_definitions() -> None:
    for mask in range(512):
        assert WIN_LINE[mask] == _first_line(mask), mask
        assert IS_WIN[mask] == (_first_line(mask) >= 0), mask
        assert BITS[mask] == tuple(i for i in range(9) if mask >> i & 1), mask
        assert HAS_OPEN_LINE[mask] == any(mask & line == 0 for line in LINE_MASKS), mask
        completing = sum(1 << cell for cell in range(9)
                         if not mask >> cell & 1 and _first_line(mask | 1 << cell) >= 0)
        assert WIN_CELLS[mask] == completing, mask
    assert len(WIN_LINE) == len(BITS) == len(WIN_CELLS) == FULL + 1
