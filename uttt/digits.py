"""Whole numbers in text from outside: a position's move counter, a link's fields, an
engine command's depth. ``str.isdigit`` takes a superscript two (U+00B2) and ``int`` an
Arabic-Indic three (U+0663) or a fullwidth one (U+FF11); this one reader takes the ASCII
digits ``0``-``9`` alone, so every reader of the package agrees on what a number is.

>>> whole_number("42"), whole_number("\\u00b2"), whole_number("\\u0663"), whole_number("")
(42, None, None, None)
>>> whole_number("007"), whole_number("007", canonical=True), whole_number("0", canonical=True)
(7, None, 0)
>>> whole_number("12345", most_digits=4), whole_number("-1")
(None, None)
"""

from __future__ import annotations

__all__ = ["whole_number"]

_DIGITS = frozenset("0123456789")


def whole_number(text: str, *, canonical: bool = False, most_digits: int = 18) -> int | None:
    """The number ``text`` writes in ASCII digits (at most ``most_digits`` of them; with
    ``canonical``, no leading zero), ``None`` for anything else."""
    if not 0 < len(text) <= most_digits or not _DIGITS.issuperset(text):
        return None
    if canonical and len(text) > 1 and text[0] == "0":
        return None
    return int(text)
