"""JSON from storage, read without trusting its shape: nesting is bounded before parsing.

``json.loads`` descends one C call per level of nesting. In CPython a deep document raises
``RecursionError``; in the browser (Pyodide) the C stack runs out first and the whole
interpreter dies ("Maximum call stack size exceeded"), which no ``except`` can catch. So
every text read from storage is scanned first, without recursion, and refused when it
nests deeper than ``MAX_DEPTH`` (no saved document nests deeper than 6).

>>> loads('{"a": [1, [2, "]]]"]]}')
{'a': [1, [2, ']]]']]}
>>> nesting("[" * 100_000)
100000
>>> loads("[" * 100_000)
Traceback (most recent call last):
...
uttt.app.core.json_text.TooDeep: nested 100000 deep
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from itertools import accumulate

MAX_DEPTH = 32
"""The deepest nesting read; the save, the friend book and the study nest 6 at most."""

_STRING = re.compile(r'"(?:[^"\\]+|\\.?)*(?:"|\Z)', re.DOTALL)
"""A string, or one never closed (to the end of the text). Every search that begins at a
quote succeeds, so the text is read once: when an unclosed string failed, the search began
again at each quote inside it (``"\\"\\"...``: time as the square of the length)."""
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


class TooDeep(ValueError):
    """The text nests deeper than ``MAX_DEPTH``: not parsed."""


def nesting(text: str) -> int:
    """How deep ``text`` nests arrays and objects, strings left out (an unclosed string
    runs to the end: the text is not JSON anyway). Linear, no recursion.

    >>> nesting('[{"x": "[[["}, []]'), nesting("1"), nesting("]]][")
    (2, 0, 0)
    """
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    return max(accumulate(map(_STEP.__getitem__, brackets), initial=0))


def loads(text: str, *, parse_constant: Callable[[str], object] | None = None,
          parse_float: Callable[[str], object] | None = None,
          parse_int: Callable[[str], object] | None = None) -> object:
    """``json.loads`` of a text that nests at most ``MAX_DEPTH`` deep; raises ``ValueError``
    (``TooDeep`` or ``json.JSONDecodeError``) otherwise."""
    depth = nesting(text)
    if depth > MAX_DEPTH:
        raise TooDeep(f"nested {depth} deep")
    return json.loads(text, parse_constant=parse_constant, parse_float=parse_float,
                      parse_int=parse_int)
