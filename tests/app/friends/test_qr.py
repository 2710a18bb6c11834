"""The QR encoder, checked two ways: every function pattern agrees module for module with
segno (a reference encoder, test-only), and a small decoder written here from the
standard reads our symbols back, Reed-Solomon syndromes and all. The decoder is itself
checked on segno's symbols, so a layout mistake shared by encoder and decoder shows."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from uttt.app.friends import qr
from uttt.app.friends.qr import QrCode, encode, svg_path

segno = pytest.importorskip("segno")

LINK = "https://example.org/uttt/#t1.pua-.Qk3xZ09a.1.3.Ip...Wi"
LONG_LINK = "https://friends.example.org/games/uttt/#t1.pub-.Qk3xZ09a.12.81." + "Ab9_" * 12 + \
    ".Ana%20Beatriz.Jo%C3%A3o.Wi"


# -- a decoder, from ISO/IEC 18004 ---------------------------------------------------


def _format(rows: tuple[tuple[bool, ...], ...]) -> tuple[int, int]:
    """(error level bits, mask) from the first copy of the format information."""
    cells = [(i, 8) for i in range(6)] + [(7, 8), (8, 8), (8, 7)]
    cells += [(8, 14 - i) for i in range(9, 15)]
    bits = sum(int(rows[r][c]) << i for i, (r, c) in enumerate(cells)) ^ 0x5412
    data = bits >> 10
    rem = data
    for _ in range(10):
        rem = (rem << 1) ^ ((rem >> 9) * 0x537)
    assert (data << 10 | rem) == bits, "format information fails its BCH check"
    return data >> 3, data & 7


def _poly_eval(codewords: list[int], x: int) -> int:
    value = 0
    for word in codewords:
        value = qr._multiply(value, x) ^ word
    return value


def decode(rows: tuple[tuple[bool, ...], ...]) -> str:
    size = len(rows)
    version = (size - 17) // 4
    level, mask = _format(rows)
    assert level == 0b00, "level M"
    flip = qr._MASKS[mask]
    cells = list(qr._Grid(version)._data_cells())
    bits = [int(rows[r][c] != flip(r, c)) for r, c in cells]
    words = [int("".join(map(str, bits[i:i + 8])), 2) for i in range(0, len(bits) - 7, 8)]
    ec, *groups = qr._BLOCKS[version - 1]
    sizes = [size for count, size in zip(groups[::2], groups[1::2], strict=True)
             for _ in range(count)]
    blocks: list[list[int]] = [[] for _ in sizes]
    at = 0
    for i in range(max(sizes)):
        for b, block_size in enumerate(sizes):
            if i < block_size:
                blocks[b].append(words[at])
                at += 1
    for _ in range(ec):
        for block in blocks:
            block.append(words[at])
            at += 1
    for block in blocks:  # a codeword polynomial with no error has roots a^0 .. a^(ec-1)
        assert all(_poly_eval(block, qr._EXP[i]) == 0 for i in range(ec)), "RS syndrome"
    data = [w for block, n in zip(blocks, sizes, strict=True) for w in block[:n]]
    stream = "".join(f"{w:08b}" for w in data)
    assert stream[:4] == "0100", "byte mode"
    width = 8 if version < 10 else 16
    count = int(stream[4:4 + width], 2)
    start = 4 + width
    raw = bytes(int(stream[start + 8 * i:start + 8 * i + 8], 2) for i in range(count))
    return raw.decode()


def _segno_rows(text: str, **options: object) -> tuple[tuple[bool, ...], ...]:
    symbol = segno.make_qr(text.encode(), error="m", boost_error=False, mode="byte", **options)
    return tuple(tuple(bool(m) for m in row) for row in symbol.matrix)


# -- the tests ---------------------------------------------------------------------


@pytest.mark.parametrize("text", [LINK, LONG_LINK, "é" * 40, "x" * 700])
def test_decoder_reads_segno(text: str) -> None:
    assert decode(_segno_rows(text)) == text


@pytest.mark.parametrize("text", [LINK, LONG_LINK, "a", "x" * 140, "é" * 300])
def test_our_code_reads_back(text: str) -> None:
    code = encode(text)
    assert code is not None
    assert decode(code.rows) == text


@pytest.mark.parametrize("text", [LINK, LONG_LINK, "x" * 150, "y" * 1200])
@pytest.mark.parametrize("mask", range(8))
def test_function_patterns_match_segno(text: str, mask: int) -> None:
    """Finders, timing, alignment, version and format information, module for module."""
    code = encode(text, mask=mask)
    assert code is not None
    theirs = _segno_rows(text, version=code.version, mask=mask)
    grid = qr._Grid(code.version)
    for r in range(code.size):
        for c in range(code.size):
            if grid.fixed[r][c]:
                assert code.rows[r][c] == theirs[r][c], (r, c)


@pytest.mark.parametrize("text", [LINK, LONG_LINK, "z" * 333])
def test_smallest_version_and_lowest_penalty(text: str) -> None:
    """The version segno picks too; the mask scoring lowest (segno's own mask can differ:
    it writes one more zero codeword after the terminator, so its data differs)."""
    code = encode(text)
    symbol = segno.make_qr(text.encode(), error="m", boost_error=False, mode="byte")
    assert code is not None
    assert code.version == symbol.version
    grid = qr._Grid(code.version)
    grid.place(qr._interleaved(code.version, qr._data_codewords(code.version, text.encode())))
    scores = [qr._penalty(grid.masked(m)) for m in range(8)]
    assert scores[code.mask] == min(scores)


@settings(max_examples=30, deadline=None)
@given(st.text(min_size=1, max_size=260))
def test_any_text_reads_back(text: str) -> None:
    code = encode(text)
    assert code is not None
    assert decode(code.rows) == text


def test_too_long_is_none() -> None:
    assert encode("x" * 2331) is not None  # version 40-M holds 2331 bytes
    assert encode("x" * 2332) is None


def test_svg_path_covers_the_dark_modules() -> None:
    code = encode(LINK)
    assert code is not None
    path = svg_path(code, border=0)
    dark = sum(map(sum, code.rows))
    widths = [int(part.split("h")[1].split("v")[0]) for part in path.split("M")[1:]]
    assert sum(widths) == dark


def test_a_code_is_a_value() -> None:
    assert encode(LINK) == encode(LINK)
    assert isinstance(encode(LINK), QrCode)


def test_decoder_notices_a_flipped_module() -> None:
    code = encode(LINK)
    assert code is not None
    r, c = next(qr._Grid(code.version)._data_cells())
    rows = [list(row) for row in code.rows]
    rows[r][c] = not rows[r][c]
    with pytest.raises(AssertionError, match="RS syndrome"):
        decode(tuple(tuple(row) for row in rows))
