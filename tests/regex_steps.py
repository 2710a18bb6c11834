"""How many steps a backtracking regex engine takes on a text: a counting model of Python's.

Python's ``re`` says nothing of the work a search does, so the tests that hold the readers
of outside text to linear time cannot ask it. This is a small backtracking matcher over
the very parse ``re`` makes of a pattern (``re._parser``), which tries what ``re``'s engine
tries, in the same order (greedy repeats give back one character or one iteration at a
time; a search tries each start in turn; ``sub``, ``findall`` and ``finditer`` search on
from the end of each match), and counts one step per node tried and per character a repeat
runs over. ``steps`` is that count: a pattern whose count grows as the square of the
text's length on some text is quadratic there, in ``re`` as here, whatever the clock says.

It knows the constructs the package's patterns use (literals, classes, ``.``, groups,
alternation, greedy, lazy and possessive repeats, ``^ $ \\A \\Z``, look-behind and
look-ahead); ``Unsupported`` says when a pattern needs more. ``agrees`` checks it against
``re`` itself on a text: the same answer, the same span.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser as parser  # type: ignore[attr-defined]
from typing import Any, Literal

Use = Literal["match", "fullmatch", "search", "sub"]
Cont = Callable[[int], bool]

_CATEGORIES: dict[Any, Callable[[str], bool]] = {
    sre.CATEGORY_DIGIT: lambda c: c.isdecimal(),
    sre.CATEGORY_NOT_DIGIT: lambda c: not c.isdecimal(),
    sre.CATEGORY_SPACE: lambda c: c.isspace(),
    sre.CATEGORY_NOT_SPACE: lambda c: not c.isspace(),
    sre.CATEGORY_WORD: lambda c: c.isalnum() or c == "_",
    sre.CATEGORY_NOT_WORD: lambda c: not (c.isalnum() or c == "_"),
}
_SINGLE = (sre.LITERAL, sre.NOT_LITERAL, sre.IN, sre.ANY)
_REPEATS = (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT)


class Unsupported(ValueError):
    """The pattern uses a construct this model does not know."""


class _Matcher:
    def __init__(self, pattern: re.Pattern[str], text: str) -> None:
        self.text, self.n, self.steps = text, len(text), 0
        self.flags = pattern.flags
        self.items = parser.parse(pattern.pattern, pattern.flags).data
        self.fold = bool(self.flags & re.IGNORECASE)
        self.ascii = bool(self.flags & re.ASCII)

    # -- one character ------------------------------------------------------------------

    def _same(self, char: str, code: int) -> bool:
        return char == chr(code) or (self.fold and char.lower() == chr(code).lower())

    def _in(self, char: str, members: list[tuple[Any, Any]]) -> bool:
        negate = bool(members) and members[0][0] is sre.NEGATE
        found = False
        for op, value in members[1:] if negate else members:
            if op is sre.LITERAL:
                found = self._same(char, value)
            elif op is sre.RANGE:
                found = any(value[0] <= ord(c) <= value[1]
                            for c in {char, *((char.lower(), char.upper()) if self.fold else ())})
            elif op is sre.CATEGORY:
                found = (not self.ascii or char.isascii()) and _CATEGORIES[value](char)
            else:
                raise Unsupported(f"in a class: {op}")
            if found:
                break
        return found != negate

    def _one(self, op: Any, value: Any, pos: int) -> bool:
        """Whether the single-character node matches at ``pos``."""
        if pos >= self.n:
            return False
        char = self.text[pos]
        if op is sre.LITERAL:
            return self._same(char, value)
        if op is sre.NOT_LITERAL:
            return not self._same(char, value)
        if op is sre.ANY:
            return bool(self.flags & re.DOTALL) or char != "\n"
        return self._in(char, value)

    # -- sequences ----------------------------------------------------------------------

    def seq(self, items: list[tuple[Any, Any]], i: int, pos: int, then: Cont) -> bool:
        while True:  # the single-character nodes in a row, without recursion
            if i == len(items):
                return then(pos)
            op, value = items[i]
            self.steps += 1
            if op not in _SINGLE:
                break
            if not self._one(op, value, pos):
                return False
            i, pos = i + 1, pos + 1

        def rest(at: int) -> bool:
            return self.seq(items, i + 1, at, then)

        if op is sre.SUBPATTERN:
            return self.seq(value[3].data, 0, pos, rest)
        if op is sre.BRANCH:
            for alternative in value[1]:  # noqa: SIM110 (a loop: no C frame per level)
                if self.seq(alternative.data, 0, pos, rest):
                    return True
            return False
        if op in _REPEATS:
            return self._repeat(op, value, pos, rest)
        if op is sre.AT:
            return self._at(value, pos) and rest(pos)
        if op in (sre.ASSERT, sre.ASSERT_NOT):
            return self._look(op, value, pos) == (op is sre.ASSERT) and rest(pos)
        raise Unsupported(str(op))

    def _at(self, where: Any, pos: int) -> bool:
        if where in (sre.AT_BEGINNING, sre.AT_BEGINNING_STRING):
            return pos == 0
        if where is sre.AT_END:
            return pos == self.n or (pos == self.n - 1 and self.text[pos] == "\n")
        if where is sre.AT_END_STRING:
            return pos == self.n
        raise Unsupported(str(where))

    def _look(self, op: Any, value: Any, pos: int) -> bool:
        direction, body = value
        if direction == 1:
            return self.seq(body.data, 0, pos, lambda _: True)
        width = body.getwidth()
        if width[0] != width[1]:
            raise Unsupported("a look-behind of varying width")
        start = pos - width[0]
        return start >= 0 and self.seq(body.data, 0, start, lambda at: at == pos)

    def _repeat(self, op: Any, value: Any, pos: int, then: Cont) -> bool:
        low, high, body = value
        items = body.data
        if len(items) == 1 and items[0][0] in _SINGLE:
            return self._repeat_one(op, low, high, items[0], pos, then)
        if op is sre.POSSESSIVE_REPEAT:
            count, at = 0, pos
            while count < high and (end := self.first_end(items, at)) not in (None, at):
                count, at = count + 1, end
            return count >= low and then(at)
        greedy = op is sre.MAX_REPEAT

        def more(count: int, at: int) -> bool:
            def again(end: int) -> bool:
                return end != at and more(count + 1, end)

            can_stop = count >= low
            if not greedy and can_stop and then(at):
                return True
            if count < high and self.seq(items, 0, at, again):
                return True
            return greedy and can_stop and then(at)

        return more(0, pos)

    def first_end(self, items: list[tuple[Any, Any]], pos: int) -> int | None:
        """Where the first match of ``items`` from ``pos`` ends (``None``: none)."""
        ends: list[int] = []
        return ends[0] if self.seq(items, 0, pos, lambda end: not ends.append(end)) else None

    def _repeat_one(self, op: Any, low: int, high: int, node: tuple[Any, Any], pos: int,
                    then: Cont) -> bool:
        """A repeat of one character: its run measured, then given back one at a time
        (greedy) or taken one at a time (lazy), as ``re``'s REPEAT_ONE does."""
        run = 0
        while run < high and self._one(*node, pos + run):
            run += 1
        self.steps += run
        if run < low:
            return False
        if op is sre.POSSESSIVE_REPEAT:
            return then(pos + run)
        order = range(run, low - 1, -1) if op is sre.MAX_REPEAT else range(low, run + 1)
        for taken in order:
            self.steps += 1
            if then(pos + taken):
                return True
        return False

    # -- uses -----------------------------------------------------------------------------

    def at(self, start: int, whole: bool) -> int | None:
        """The end of a match from ``start`` (``whole``: only one to the text's end)."""
        if not whole:
            return self.first_end(self.items, start)
        return self.n if self.seq(self.items, 0, start, lambda end: end == self.n) else None

    def search(self, start: int) -> tuple[int, int] | None:
        for begin in range(start, self.n + 1):
            end = self.at(begin, whole=False)
            if end is not None:
                return begin, end
        return None


def steps(pattern: re.Pattern[str], text: str, use: Use) -> int:
    """The steps ``use`` of ``pattern`` takes on ``text`` (``sub`` stands for every use that
    searches on after each match: ``findall``, ``finditer``, ``split`` too)."""
    matcher = _Matcher(pattern, text)
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 20 * len(text) + 1000))
    try:
        if use in ("match", "fullmatch"):
            matcher.at(0, whole=use == "fullmatch")
        elif use == "search":
            matcher.search(0)
        else:
            start = 0
            while start <= len(text) and (found := matcher.search(start)) is not None:
                start = found[1] if found[1] > found[0] else found[1] + 1
    finally:
        sys.setrecursionlimit(limit)
    return matcher.steps


def agrees(pattern: re.Pattern[str], text: str) -> bool:
    """Whether this model finds what ``re`` finds: the first match's span, and whether the
    whole text matches."""
    matcher = _Matcher(pattern, text)
    found = pattern.search(text)
    whole = pattern.fullmatch(text) is not None
    return matcher.search(0) == (found.span() if found else None) and (
        (matcher.at(0, whole=True) is not None) == whole)
