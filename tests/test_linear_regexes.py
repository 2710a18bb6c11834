"""Every regular expression of the package reads a text in time linear in its length.

Pastes, files, links and stored documents come from outside and may be built to hurt: the
record reader's search for an address once took seconds on a 19,999-letter paste, and an
import ran it once per game. So every pattern the package compiles or calls is found in
its source (``ast``), with each way it is used (``match``, ``fullmatch``, ``search``, or
one that searches on after each match: ``sub``, ``findall``...), and run through
``tests/regex_steps.py``, a backtracking engine like ``re``'s that counts its steps, on
texts made of its own characters: every character and every pair of them repeated, at two
lengths four times apart. Linear work grows four times; quadratic work sixteen. No clock.
"""

from __future__ import annotations

import ast
import importlib
import re
from collections.abc import Iterator
from pathlib import Path
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser as parser  # type: ignore[attr-defined]
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.regex_steps import Use, _Matcher, agrees, steps

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "uttt"
USES: dict[str, Use] = {"match": "match", "fullmatch": "fullmatch", "search": "search",
                        "sub": "sub", "subn": "sub", "findall": "sub", "finditer": "sub",
                        "split": "sub"}
FLAGS_AT = {"match": 2, "fullmatch": 2, "search": 2, "findall": 2, "finditer": 2, "split": 3,
            "sub": 4, "subn": 4}
"""Where ``re``'s functions take ``flags`` among their arguments."""
SHORT, LONG = 40, 160
"""The two repeat counts of each text: four times apart."""
GROWTH = 6.0
"""Steps may grow this much from the short text to the long one (linear: 4; square: 16)."""
SAMPLES = "aAz0 9~\n_\"\\#:/.+-[]{}%x"
"""Characters tried besides the pattern's own (one of each kind the pattern tells apart)."""


def _module_name(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts)


def _pattern_of(node: ast.expr, namespace: dict[str, Any]) -> re.Pattern[str] | None:
    """The compiled pattern an expression of the module names, if it names one."""
    if isinstance(node, ast.Name) and isinstance(namespace.get(node.id), re.Pattern):
        pattern: re.Pattern[str] = namespace[node.id]
        return pattern
    return None


def _literal_call(node: ast.Call, namespace: dict[str, Any]) -> re.Pattern[str] | None:
    """``re.fullmatch(r"...", text[, flags])`` and the like: the pattern it compiles."""
    if not node.args or not isinstance(node.args[0], ast.Constant):
        return None
    assert isinstance(node.func, ast.Attribute)
    at = FLAGS_AT[node.func.attr]
    flag_node = next((k.value for k in node.keywords if k.arg == "flags"),
                     node.args[at] if len(node.args) > at else None)
    flags = 0 if flag_node is None else eval(
        compile(ast.Expression(flag_node), "<flags>", "eval"), namespace)
    return re.compile(node.args[0].value, flags)


def used_patterns() -> Iterator[tuple[str, re.Pattern[str], Use]]:
    """Every (where, pattern, use) of the package's source."""
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        module = importlib.import_module(_module_name(path))
        namespace = vars(module)
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in USES):
                continue
            owner = node.func.value
            where = f"{_module_name(path)}:{node.lineno}"
            if isinstance(owner, ast.Name) and owner.id == "re":
                pattern = _literal_call(node, namespace)
            else:
                pattern = _pattern_of(owner, namespace)
            if pattern is not None:
                yield where, pattern, USES[node.func.attr]


USED = list(used_patterns())


def _nodes(items: Any) -> Iterator[tuple[Any, Any]]:
    """Every node of a parsed pattern, the nested ones too (a class's members included)."""
    for op, value in items:
        yield op, value
        if op is sre.IN:
            yield from _nodes(value)
        elif op is sre.SUBPATTERN:
            yield from _nodes(value[3].data)
        elif op is sre.BRANCH:
            for alternative in value[1]:
                yield from _nodes(alternative.data)
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
            yield from _nodes(value[2].data)
        elif op in (sre.ASSERT, sre.ASSERT_NOT):
            yield from _nodes(value[1].data)


def _characters(pattern: re.Pattern[str]) -> list[str]:
    """The characters the pattern names, and samples, one for each way its single-character
    tests tell characters apart."""
    named: set[str] = set(SAMPLES)
    for op, value in _nodes(parser.parse(pattern.pattern, pattern.flags).data):
        if op is sre.LITERAL or op is sre.NOT_LITERAL:
            named.add(chr(value))
        elif op is sre.RANGE:
            named.update((chr(value[0]), chr(value[1])))
    kinds: dict[tuple[bool, ...], str] = {}
    for char in sorted(named):
        kinds.setdefault(_kind(pattern, char), char)
    return sorted(kinds.values())


def _kind(pattern: re.Pattern[str], char: str) -> tuple[bool, ...]:
    """How every single-character test of the pattern answers ``char``."""
    matcher = _Matcher(pattern, char)
    return tuple(matcher._one(op, value, 0) for op, value in _nodes(matcher.items)
                 if op in (sre.LITERAL, sre.NOT_LITERAL, sre.IN, sre.ANY))


def quadratic_texts(pattern: re.Pattern[str], use: Use) -> list[str]:
    """The texts (their short form) on which ``use`` of ``pattern`` does more than linear
    work: every character of the pattern, and every pair, repeated."""
    chars = _characters(pattern)
    units = chars + [a + b for a in chars for b in chars if a != b]
    return [unit for unit in units
            if steps(pattern, unit * LONG, use) > GROWTH * steps(pattern, unit * SHORT, use) + 50]


def test_every_use_of_a_pattern_is_found() -> None:
    """The search of the source finds the patterns it must: the readers of outside text."""
    where = {w.split(":")[0] for w, _, _ in USED}
    assert {"uttt.app.friends.opening", "uttt.app.core.json_text", "uttt.notation",
            "uttt.app.storage.archive_text", "uttt.app.friends.link",
            "uttt.app.features.editor.state", "uttt.app.round.game_clock"} <= where
    assert len(USED) >= 20


@pytest.mark.parametrize(("where", "pattern", "use"), USED,
                         ids=[f"{w} {u}" for w, _, u in USED])
def test_a_pattern_reads_any_text_in_linear_time(where: str, pattern: re.Pattern[str],
                                                  use: Use) -> None:
    assert quadratic_texts(pattern, use) == [], (where, pattern.pattern, use)


def test_the_check_finds_the_quadratic_patterns_it_replaced() -> None:
    """The record reader's old address search and the nesting scan's old string: each
    has texts on which it is quadratic, and the check finds them."""
    address = re.compile(r"#|[a-z][a-z0-9+.-]*://", re.IGNORECASE | re.ASCII)
    string = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
    assert "A" in quadratic_texts(address, "search")  # letters: the paste of 19,999
    assert '\\"' in quadratic_texts(string, "sub")  # a quote, then escaped quotes
    assert steps(address, "a" * 2000, "search") > 2_000_000  # n² / 2


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_the_counting_engine_reads_the_patterns_as_re_does(data: st.DataObject) -> None:
    """The steps counted are those of the package's patterns: the model finds what ``re``
    finds on texts made of their characters."""
    _, pattern, _ = data.draw(st.sampled_from(USED))
    text = data.draw(st.text(st.sampled_from(_characters(pattern)), max_size=24))
    assert agrees(pattern, text), (pattern.pattern, text)
