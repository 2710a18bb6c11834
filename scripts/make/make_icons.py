#!/usr/bin/env python3
"""Draw the app icons (PNG, stdlib only) into ``site/icons/``.

``icon-192.png`` and ``icon-512.png`` fill the square; ``icon-maskable-512.png`` keeps
the drawing inside the central 56 % (the maskable safe circle) so any mask leaves it whole.
The output is deterministic; run it again only when the design changes.
"""

from __future__ import annotations

import argparse
import struct
import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BACKGROUND = (0x1F, 0x29, 0x37)
THIN = (0x6B, 0x72, 0x80)
THICK = (0xF9, 0xFA, 0xFB)
X_COLOUR = (0x60, 0xA5, 0xFA)
O_COLOUR = (0xF8, 0x71, 0x71)

Pixel = tuple[int, int, int]


def _png(width: int, height: int, rows: list[bytes]) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    raw = b"".join(b"\x00" + row for row in rows)
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def _pixel(x: float, y: float, inner: float) -> Pixel:
    """Colour at (x, y), both in 0..1 over the drawing area (a 9x9 board)."""
    if not (0.0 <= x <= 1.0 and 0.0 <= y <= 1.0):
        return BACKGROUND
    thick, thin = 0.035, 0.012 * inner
    for t in (x, y):
        for k in (1, 2):
            if abs(t - k / 3) < thick / 2:
                return THICK
        for k in range(1, 9):
            if k % 3 and abs(t - k / 9) < thin / 2:
                return THIN
    # One X (top-left board, centre cell) and one O (centre board, centre cell).
    cx, cy = (x % (1 / 3)) * 3, (y % (1 / 3)) * 3
    board = int(min(y, 0.999) * 3) * 3 + int(min(x, 0.999) * 3)
    if 1 / 3 < cx < 2 / 3 and 1 / 3 < cy < 2 / 3:
        u, v = (cx - 0.5) * 9, (cy - 0.5) * 9  # -1.5..1.5 inside the cell
        if board == 0 and (abs(u - v) < 0.35 or abs(u + v) < 0.35) and max(abs(u), abs(v)) < 1.1:
            return X_COLOUR
        if board == 4 and abs((u * u + v * v) ** 0.5 - 0.9) < 0.22:
            return O_COLOUR
    return BACKGROUND


def render(size: int, *, margin: float) -> bytes:
    """A ``size`` square icon; the board covers all but ``margin`` (fraction) on each side."""
    span = size * (1 - 2 * margin)
    rows = []
    for py in range(size):
        row = bytearray()
        for px in range(size):
            x = (px + 0.5 - size * margin) / span
            y = (py + 0.5 - size * margin) / span
            row.extend(_pixel(x, y, inner=1.0))
        rows.append(bytes(row))
    return _png(size, size, rows)


ICONS = {
    "icon-192.png": (192, 0.08),
    "icon-512.png": (512, 0.08),
    "icon-maskable-512.png": (512, 0.22),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "site" / "icons")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, (size, margin) in ICONS.items():
        (args.out / name).write_bytes(render(size, margin=margin))
        print(f"make_icons: wrote {args.out / name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
