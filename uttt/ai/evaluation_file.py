"""The evaluation's file (``uttt/data/evaluation.json``): its only reader and writer.

``uttt.ai.evaluate`` uses two tables per small-board key (``KEY3[x] + 2 * KEY3[o]``, 3**9
keys): ``mover`` and ``waiter``, x1000. A board's chances do not change when it is turned
or mirrored, so the tables are the same on the 8 keys of a board's turns and mirrors: the
file holds one value per such class of keys (2,862 of them), and ``loads`` expands them
to every key. A fifth of the full tables' deflated size (30 kB) in the page's archive.
The logistic's weights are one list, or a list per number of closed boards (0 to 9).

The classes in file order: the masks ``x`` ascending, and for each the masks ``o`` of its
free cells descending (``o = (o - 1) & free``); a key opens a new class unless a turn or
mirror of an earlier key already holds it.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import NamedTuple

from uttt.board import BITS

KEYS = 3 ** 9
"""Board keys: a base-3 digit per cell (0 empty, 1 the side whose chances these are, 2
the other)."""

KEY3: tuple[int, ...] = tuple(sum(3 ** i for i in BITS[mask]) for mask in range(512))
"""For each 9-bit mask, its cells as a base-3 number (1 per cell); a board's key is
``KEY3[x] + 2 * KEY3[o]``."""


def _cell_maps() -> tuple[tuple[int, ...], ...]:
    """The 8 turns and mirrors of a 3x3 board, each as the cell every cell goes to."""
    maps = []
    for turns in range(4):
        for mirrored in (False, True):
            cells = []
            for cell in range(9):
                row, col = divmod(cell, 3)
                if mirrored:
                    col = 2 - col
                for _ in range(turns):
                    row, col = col, 2 - row
                cells.append(row * 3 + col)
            maps.append(tuple(cells))
    return tuple(maps)


def _key_maps() -> tuple[tuple[int, ...], ...]:
    """For each turn or mirror (the identity first), ``KEY3`` of each 9-bit mask's image."""
    return tuple(tuple(KEY3[sum(1 << cells[i] for i in BITS[mask])] for mask in range(512))
                 for cells in _cell_maps())


def classes() -> list[tuple[int, ...]]:
    """The keys of each class (a key's turns and mirrors), in file order; the first key
    of each is the one met first."""
    maps = _key_maps()
    key3 = KEY3
    seen = bytearray(KEYS)
    found = []
    for x in range(512):
        free = 511 & ~x
        mapped_x = [keys[x] for keys in maps]
        o = free
        while True:
            if not seen[key3[x] + 2 * key3[o]]:
                images = [kx + 2 * m[o] for kx, m in zip(mapped_x, maps, strict=True)]
                keys = tuple(dict.fromkeys(images))
                for key in keys:
                    seen[key] = 1
                found.append(keys)
            if not o:
                break
            o = (o - 1) & free
    return found


PHASES = 10
"""The logistic's weights may differ by how many small boards are closed (0 to 9): one
row of weights per number."""

Weights = tuple[tuple[float, ...], ...]
"""The logistic's weights, a row per number of closed boards (``PHASES`` rows)."""


def in_every_phase(weights: Sequence[float]) -> Weights:
    """One row of weights used whatever the number of closed boards."""
    return (tuple(weights),) * PHASES


class Evaluation(NamedTuple):
    """What the file holds: the tables (full, per board key) and the logistic's weights,
    a row per number of closed boards."""

    about: str
    names: tuple[str, ...]
    weights: Weights
    mover: tuple[int, ...]
    waiter: tuple[int, ...]


def _expand(values: list[int], groups: list[tuple[int, ...]]) -> tuple[int, ...]:
    if len(values) != len(groups):
        raise ValueError(f"evaluation file: {len(values)} values for {len(groups)} classes")
    table = [0] * KEYS
    for value, keys in zip(values, groups, strict=True):
        for key in keys:
            table[key] = value
    return tuple(table)


def loads(text: str) -> Evaluation:
    """The evaluation a file's text holds, its tables expanded to every key."""
    data = json.loads(text)
    groups = classes()
    names = tuple(data["names"])
    return Evaluation(data["about"], names, _weights(data["weights"], len(names)),
                      _expand(data["mover"], groups), _expand(data["waiter"], groups))


def _weights(data: object, names: int) -> Weights:
    """The file's weights: one row for every phase, or ``PHASES`` rows, each a weight per
    name (``names`` of them)."""
    if not isinstance(data, list):
        raise ValueError("evaluation file: the weights are not a list")
    rows = [data] if all(_is_number(weight) for weight in data) else data
    if len(rows) not in (1, PHASES):
        raise ValueError(f"evaluation file: {len(rows)} rows of weights, not {PHASES}")
    for row in rows:
        if not isinstance(row, list) or len(row) != names or not all(map(_is_number, row)):
            raise ValueError(f"evaluation file: a row of weights is not {names} numbers")
    if len(rows) == 1:
        return in_every_phase(rows[0])
    return tuple(tuple(row) for row in rows)


def _is_number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def dumps(evaluation: Evaluation) -> str:
    """The file's text: one value per class, and the weights as one row when every phase
    has the same (so ten equal rows read back as that row); ``ValueError`` when a table
    differs between the keys of a class (the file could not hold it)."""
    groups = classes()
    tables = {}
    for name in ("mover", "waiter"):
        table = getattr(evaluation, name)
        if len(table) != KEYS:
            raise ValueError(f"evaluation file: {name} has {len(table)} keys, not {KEYS}")
        uneven = next((keys for keys in groups if len({table[key] for key in keys}) > 1), None)
        if uneven is not None:
            raise ValueError(f"evaluation file: {name} differs between the turns and "
                             f"mirrors of board key {uneven[0]}")
        tables[name] = [table[keys[0]] for keys in groups]
    rows = evaluation.weights
    if len(rows) != PHASES:
        raise ValueError(f"evaluation file: {len(rows)} rows of weights, not {PHASES}")
    weights = list(rows[0]) if len(set(rows)) == 1 else [list(row) for row in rows]
    data = {"about": evaluation.about, "names": list(evaluation.names),
            "weights": weights, "classes": "one value per board key's "
            "turns and mirrors (uttt/ai/evaluation_file.py)", **tables}
    return json.dumps(data, separators=(",", ":")) + "\n"
