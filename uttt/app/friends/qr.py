"""A QR code of a link, so a friend in the same room can scan it from the screen.

A small encoder of our own (ISO/IEC 18004, model 2): byte mode, error correction level
M (about 15% of the symbol can be lost), the smallest version that holds the text, and
the data mask with the lowest penalty. It only computes the matrix; the page paints it.
Kept apart from the rest and imported only when a QR code is shown.

>>> code = encode("https://example.org/uttt/#t1.pua-.Qk3xZ09a.1.3.Ip...Wi")
>>> code.version, code.size
(4, 33)
>>> "".join("#" if dark else "." for dark in code.rows[0][:9])
'#######..'
>>> encode("x" * 3000) is None
True
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterator

from uttt.frozen import frozen

__all__ = ["QrCode", "encode", "most_bytes", "svg_path"]

# Level M for versions 1 to 40: the error-correction codewords of each block, then
# (number of blocks, data codewords per block) for the one or two groups of blocks.
_BLOCKS: tuple[tuple[int, ...], ...] = (
    (10, 1, 16), (16, 1, 28), (26, 1, 44), (18, 2, 32), (24, 2, 43), (16, 4, 27),
    (18, 4, 31), (22, 2, 38, 2, 39), (22, 3, 36, 2, 37), (26, 4, 43, 1, 44),
    (30, 1, 50, 4, 51), (22, 6, 36, 2, 37), (22, 8, 37, 1, 38), (24, 4, 40, 5, 41),
    (24, 5, 41, 5, 42), (28, 7, 45, 3, 46), (28, 10, 46, 1, 47), (26, 9, 43, 4, 44),
    (26, 3, 44, 11, 45), (26, 3, 41, 13, 42), (26, 17, 42), (28, 17, 46),
    (28, 4, 47, 14, 48), (28, 6, 45, 14, 46), (28, 8, 47, 13, 48), (28, 19, 46, 4, 47),
    (28, 22, 45, 3, 46), (28, 3, 45, 23, 46), (28, 21, 45, 7, 46), (28, 19, 47, 10, 48),
    (28, 2, 46, 29, 47), (28, 10, 46, 23, 47), (28, 14, 46, 21, 47), (28, 14, 46, 23, 47),
    (28, 12, 47, 26, 48), (28, 6, 47, 34, 48), (28, 29, 46, 14, 47), (28, 13, 46, 32, 47),
    (28, 40, 47, 7, 48), (28, 18, 47, 31, 48),
)
_LEVEL_M = 0b00
_MASKS: tuple[Callable[[int, int], bool], ...] = (
    lambda r, c: (r + c) % 2 == 0,
    lambda r, c: r % 2 == 0,
    lambda r, c: c % 3 == 0,
    lambda r, c: (r + c) % 3 == 0,
    lambda r, c: (r // 2 + c // 3) % 2 == 0,
    lambda r, c: r * c % 2 + r * c % 3 == 0,
    lambda r, c: (r * c % 2 + r * c % 3) % 2 == 0,
    lambda r, c: ((r + c) % 2 + r * c % 3) % 2 == 0,
)


@frozen
class QrCode:
    """The symbol: ``rows[r][c]`` is ``True`` for a dark module (no quiet zone)."""

    version: int
    mask: int
    rows: tuple[tuple[bool, ...], ...]

    @property
    def size(self) -> int:
        return len(self.rows)


def encode(text: str, *, mask: int | None = None) -> QrCode | None:
    """The QR code of ``text`` (UTF-8), or ``None`` when it is too long for any version.
    ``mask`` forces a data mask (0-7) instead of the one with the lowest penalty."""
    data = text.encode()
    version = _version_for(len(data))
    if version is None:
        return None
    codewords = _interleaved(version, _data_codewords(version, data))
    grid = _Grid(version)
    grid.place(codewords)
    masks = range(8) if mask is None else (mask,)
    best = min(masks, key=lambda m: _penalty(grid.masked(m)))
    rows = grid.masked(best)
    grid.draw_format(rows, best)
    return QrCode(version, best, tuple(tuple(row) for row in rows))


def svg_path(code: QrCode, border: int = 4) -> str:
    """The dark modules as one SVG path (one unit a module, ``border`` of quiet zone),
    a run of dark modules in a row drawn as one rectangle.

    >>> svg_path(QrCode(1, 0, ((True, True, False), (False, False, True))), border=1)
    'M1 1h2v1h-2zM3 2h1v1h-1z'
    """
    parts = []
    for r, row in enumerate(code.rows):
        c = 0
        while c < len(row):
            if not row[c]:
                c += 1
                continue
            start = c
            while c < len(row) and row[c]:
                c += 1
            width = c - start
            parts.append(f"M{start + border} {r + border}h{width}v1h-{width}z")
    return "".join(parts)


# -- the data ------------------------------------------------------------------


def _capacity(version: int) -> int:
    """Data codewords of a version at level M."""
    groups = _BLOCKS[version - 1][1:]
    return sum(groups[i] * groups[i + 1] for i in range(0, len(groups), 2))


def _count_bits(version: int) -> int:
    return 8 if version < 10 else 16


def most_bytes() -> int:
    """The longest text (in UTF-8 bytes) a code holds: version 40's.

    >>> most_bytes()
    2331
    """
    return (8 * _capacity(40) - 4 - _count_bits(40)) // 8


def _version_for(length: int) -> int | None:
    for version in range(1, 41):
        if 4 + _count_bits(version) + 8 * length <= 8 * _capacity(version):
            return version
    return None


def _data_codewords(version: int, data: bytes) -> list[int]:
    """Mode, length, the bytes, the terminator and the padding, as codewords."""
    bits = [0, 1, 0, 0]  # byte mode
    bits += _bits(len(data), _count_bits(version))
    for byte in data:
        bits += _bits(byte, 8)
    capacity = _capacity(version)
    bits += [0] * min(4, 8 * capacity - len(bits))
    bits += [0] * (-len(bits) % 8)
    words = [int("".join(map(str, bits[i:i + 8])), 2) for i in range(0, len(bits), 8)]
    pad = (0xEC, 0x11)
    words += [pad[i % 2] for i in range(capacity - len(words))]
    return words


def _bits(value: int, width: int) -> list[int]:
    return [(value >> i) & 1 for i in reversed(range(width))]


def _interleaved(version: int, words: list[int]) -> list[int]:
    """The data split into blocks, each with its error correction, interleaved."""
    ec, *groups = _BLOCKS[version - 1]
    blocks: list[list[int]] = []
    at = 0
    for count, size in zip(groups[::2], groups[1::2], strict=True):
        for _ in range(count):
            blocks.append(words[at:at + size])
            at += size
    corrections = [_remainder(block, ec) for block in blocks]
    out = [block[i] for i in range(max(map(len, blocks))) for block in blocks if i < len(block)]
    out += [corr[i] for i in range(ec) for corr in corrections]
    return out


# -- Reed-Solomon over GF(256), polynomial 0x11D -----------------------------------

_EXP = [0] * 512
_LOG = [0] * 256
_x = 1
for _i in range(255):
    _EXP[_i] = _x
    _LOG[_x] = _i
    _x <<= 1
    if _x & 0x100:
        _x ^= 0x11D
for _i in range(255, 512):
    _EXP[_i] = _EXP[_i - 255]


def _multiply(a: int, b: int) -> int:
    return 0 if a == 0 or b == 0 else _EXP[_LOG[a] + _LOG[b]]


def _generator(degree: int) -> list[int]:
    """The coefficients of (x - a^0)(x - a^1)...(x - a^(degree-1)), highest first."""
    poly = [1]
    for i in range(degree):
        poly = [*poly, 0]
        for j in range(len(poly) - 1, 0, -1):
            poly[j] ^= _multiply(poly[j - 1], _EXP[i])
    return poly


def _remainder(block: list[int], degree: int) -> list[int]:
    generator = _generator(degree)
    rest = [*block, *([0] * degree)]
    for i in range(len(block)):
        factor = rest[i]
        if factor:
            for j, coefficient in enumerate(generator):
                rest[i + j] ^= _multiply(coefficient, factor)
    return rest[len(block):]


# -- the matrix ------------------------------------------------------------------


def _alignment_centres(version: int) -> list[int]:
    if version == 1:
        return []
    count = version // 7 + 2
    size = 4 * version + 17
    step = 26 if version == 32 else (version * 4 + count * 2 + 1) // (count * 2 - 2) * 2
    return [6, *reversed([size - 7 - i * step for i in range(count - 1)])]


class _Grid:
    """The symbol being built: the function patterns, then the data, then a mask."""

    def __init__(self, version: int) -> None:
        self.version = version
        self.size = 4 * version + 17
        self.dark = [[False] * self.size for _ in range(self.size)]
        self.fixed = [[False] * self.size for _ in range(self.size)]
        self._draw_patterns()

    def set(self, r: int, c: int, dark: bool) -> None:
        self.dark[r][c] = dark
        self.fixed[r][c] = True

    def _draw_patterns(self) -> None:
        n = self.size
        for i in range(n):
            self.set(6, i, i % 2 == 0)
            self.set(i, 6, i % 2 == 0)
        for r, c in ((3, 3), (3, n - 4), (n - 4, 3)):
            for dr in range(-4, 5):
                for dc in range(-4, 5):
                    if 0 <= r + dr < n and 0 <= c + dc < n:
                        ring = max(abs(dr), abs(dc))
                        self.set(r + dr, c + dc, ring not in (2, 4))
        centres = _alignment_centres(self.version)
        corners = {(6, 6), (6, centres[-1] if centres else 0), (centres[-1] if centres else 0, 6)}
        for r in centres:
            for c in centres:
                if (r, c) in corners:
                    continue
                for dr in range(-2, 3):
                    for dc in range(-2, 3):
                        self.set(r + dr, c + dc, max(abs(dr), abs(dc)) != 1)
        self._reserve_format()
        self._draw_version()

    def _reserve_format(self) -> None:
        n = self.size
        for i in range(9):
            for r, c in ((8, i), (i, 8)):
                if not self.fixed[r][c]:
                    self.set(r, c, False)
        for i in range(8):
            self.set(8, n - 1 - i, False)
            self.set(n - 1 - i, 8, False)
        self.set(n - 8, 8, True)  # the dark module

    def _draw_version(self) -> None:
        if self.version < 7:
            return
        rem = self.version
        for _ in range(12):
            rem = (rem << 1) ^ ((rem >> 11) * 0x1F25)
        bits = self.version << 12 | rem
        for i in range(18):
            dark = (bits >> i) & 1 == 1
            a, b = self.size - 11 + i % 3, i // 3
            self.set(a, b, dark)
            self.set(b, a, dark)

    def _data_cells(self) -> Iterator[tuple[int, int]]:
        """The free cells in placement order: two-column strips, right to left, zigzag."""
        n = self.size
        right = n - 1
        while right > 0:
            if right == 6:
                right -= 1
            upward = (right + 1) & 2 == 0
            for vert in range(n):
                r = n - 1 - vert if upward else vert
                for c in (right, right - 1):
                    if not self.fixed[r][c]:
                        yield r, c
            right -= 2

    def place(self, codewords: list[int]) -> None:
        bits = [(word >> (7 - i)) & 1 for word in codewords for i in range(8)]
        for index, (r, c) in enumerate(self._data_cells()):
            self.dark[r][c] = index < len(bits) and bits[index] == 1

    def masked(self, mask: int) -> list[list[bool]]:
        flip = _MASKS[mask]
        return [[dark != (not fixed and flip(r, c))
                 for c, (dark, fixed) in enumerate(zip(row, frow, strict=True))]
                for r, (row, frow) in enumerate(zip(self.dark, self.fixed, strict=True))]

    def draw_format(self, rows: list[list[bool]], mask: int) -> None:
        data = _LEVEL_M << 3 | mask
        rem = data
        for _ in range(10):
            rem = (rem << 1) ^ ((rem >> 9) * 0x537)
        bits = (data << 10 | rem) ^ 0x5412
        n = self.size
        first = [(i, 8) for i in range(6)] + [(7, 8), (8, 8), (8, 7)]
        first += [(8, 14 - i) for i in range(9, 15)]
        second = [(8, n - 1 - i) for i in range(8)] + [(n - 15 + i, 8) for i in range(8, 15)]
        for i, ((r1, c1), (r2, c2)) in enumerate(zip(first, second, strict=True)):
            dark = (bits >> i) & 1 == 1
            rows[r1][c1] = rows[r2][c2] = dark


# -- choosing the mask --------------------------------------------------------------


def _penalty(rows: list[list[bool]]) -> int:
    """The penalty of ISO/IEC 18004 section 7.8.3 (lower is easier to scan)."""
    lines = ["".join("1" if d else "0" for d in row) for row in rows]
    columns = ["".join(col) for col in zip(*lines, strict=True)]
    score = sum(_line_penalty(line) for line in (*lines, *columns))
    for upper, lower in itertools.pairwise(lines):
        for c in range(len(upper) - 1):
            if upper[c] == upper[c + 1] == lower[c] == lower[c + 1]:
                score += 3
    n = len(lines)
    dark = sum(line.count("1") for line in lines)
    return score + 10 * int(abs(dark * 100 / (n * n) - 50) / 5)


def _line_penalty(line: str) -> int:
    score = sum(len(run) - 2 for run in _RUNS.findall(line))
    at = line.find(_FINDER)
    while at != -1:
        if "1" not in line[max(at - 4, 0):at] or "1" not in line[at + 7:at + 11]:
            score += 40
        at = line.find(_FINDER, at + 1)
    return score


_FINDER = "1011101"
_RUNS = re.compile(r"0{5,}|1{5,}")
