"""The rules-and-help view: its sections, in order (their texts are in the catalogs,
``uttt.app.texts.i18n``).

The page builds the view from a game's sections (``ULTIMATE``, ``CLASSIC``: each
variant holds its own as ``help``, ``uttt.app.variants``) with ``textContent`` only: a
section is a heading key and a list of ``(kind, key)`` items, where ``kind`` is
``"p"`` (a paragraph), ``"li"`` (a list item), ``"q"``/``"a"`` (a question and
its answer) or ``"term"``/``"def"`` (a glossary entry).

>>> [heading for heading, _ in CLASSIC][:2]
['help.c.goal.h', 'help.c.moves.h']
>>> from uttt.app.texts.i18n import TABLES
>>> all(key in TABLES["en"] for _, items in ULTIMATE for _, key in items)
True
"""

from __future__ import annotations

Kind = str
Item = tuple[Kind, str]
Section = tuple[str, tuple[Item, ...]]

STUDY: Section = ("help.study.h", (("p", "help.study.1"), ("p", "help.study.2"),
                                   ("p", "help.study.3")))
"""The section on the computer playing itself, live evaluation and the graph."""
NOTES: Section = ("help.notes.h", (("p", "help.notes.1"), ("p", "help.notes.2"),
                                   ("p", "help.notes.3")))
"""The section on the analysis board's arrows, circles and comments, and their keys."""
PUZZLES: Section = ("help.puzzles.h", (("p", "help.puzzles.1"), ("p", "help.puzzles.2")))
"""The section on the puzzles: how to answer, and how the rating moves
(``uttt.app.rating.glicko``)."""
FRIENDS: Section = ("help.friend.h", (("p", "help.friend.1"), ("p", "help.friend.2"),
                                      ("p", "help.friend.3")))
"""The section on playing by link (the same for both games)."""

ULTIMATE: tuple[Section, ...] = (
    ("help.u.goal.h", (("p", "help.u.goal.1"), ("p", "help.u.goal.2"))),
    ("help.u.send.h", (("p", "help.u.send.1"), ("p", "help.u.send.2"))),
    ("help.u.free.h", (("p", "help.u.free.1"),)),
    ("help.u.closed.h", (("p", "help.u.closed.1"), ("p", "help.u.closed.2"))),
    ("help.u.end.h", (("p", "help.u.end.1"), ("p", "help.u.end.2"), ("p", "help.u.end.3"))),
    ("help.u.turns.h", (("p", "help.u.turns.1"), ("p", "help.u.turns.2"),
                        ("p", "help.u.turns.3"), ("p", "help.u.turns.4"),
                        ("p", "help.u.turns.5"))),
    ("help.u.rated.h", (("p", "help.u.rated.1"),)),
    ("help.u.tips.h", (("li", "help.u.tips.1"), ("li", "help.u.tips.2"),
                       ("li", "help.u.tips.3"), ("li", "help.u.tips.4"))),
    ("help.u.house.h", (("p", "help.u.house.1"), ("li", "help.u.house.2"),
                        ("li", "help.u.house.3"), ("li", "help.u.house.4"),
                        ("p", "help.u.house.5"))),
    ("help.faq.h", (("q", "help.u.faq.sent.q"), ("a", "help.u.faq.sent.a"),
                    ("q", "help.u.faq.draw.q"), ("a", "help.u.faq.draw.a"),
                    ("q", "help.u.faq.leave.q"), ("a", "help.u.faq.leave.a"),
                    ("q", "help.u.faq.undo.q"), ("a", "help.u.faq.undo.a"))),
    ("help.glossary.h", (("term", "help.u.g.small.t"), ("def", "help.u.g.small.d"),
                         ("term", "help.u.g.big.t"), ("def", "help.u.g.big.d"),
                         ("term", "help.u.g.target.t"), ("def", "help.u.g.target.d"),
                         ("term", "help.u.g.free.t"), ("def", "help.u.g.free.d"),
                         ("term", "help.u.g.closed.t"), ("def", "help.u.g.closed.d"),
                         ("term", "help.u.g.early.t"), ("def", "help.u.g.early.d"))),
    PUZZLES,
    STUDY,
    NOTES,
    FRIENDS,
)

CLASSIC: tuple[Section, ...] = (
    ("help.c.goal.h", (("p", "help.c.goal.1"),)),
    ("help.c.moves.h", (("p", "help.c.moves.1"), ("p", "help.c.moves.2"))),
    ("help.c.end.h", (("p", "help.c.end.1"), ("p", "help.c.end.2"))),
    ("help.c.tips.h", (("li", "help.c.tips.1"), ("li", "help.c.tips.2"),
                       ("li", "help.c.tips.3"))),
    ("help.faq.h", (("q", "help.c.faq.first.q"), ("a", "help.c.faq.first.a"),
                    ("q", "help.c.faq.master.q"), ("a", "help.c.faq.master.a"),
                    ("q", "help.c.faq.rated.q"), ("a", "help.c.faq.rated.a"))),
    ("help.glossary.h", (("term", "help.c.g.line.t"), ("def", "help.c.g.line.d"),
                         ("term", "help.c.g.fork.t"), ("def", "help.c.g.fork.d"))),
    PUZZLES,
    STUDY,
    FRIENDS,
)

