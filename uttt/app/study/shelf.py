"""My studies: the saved analysis boards (``uttt.app.study.store.Study.boards``) as the
rows of a list, newest first, each named by a key that stays the same while its game
does; and the study without one of them. Pure.

>>> from uttt.app.study.notes import Note
>>> from uttt.app.study.variations import add_line, add_variation
>>> root = add_variation(add_line(Node(), (), (40, 36, 4)), (40,), 37)
>>> study = Study().with_board((40, 36, 4), root, notes=(((40,), Note("The centre first")),))
>>> row = rows(study)[0]
>>> row.moves, row.from_position, row.variations, row.comments, row.excerpt
(3, False, 1, 1, 'The centre first')
>>> without(study, row.key).boards
()
"""

from __future__ import annotations

import hashlib
import json

from uttt.app.study.store import SavedBoard, Study
from uttt.app.study.variations import Node, walk
from uttt.frozen import frozen, replace

EXCERPT = 60
"""The longest excerpt of a study's first comment (characters, its ellipsis included)."""


@frozen
class StudyRow:
    """One saved board as the list shows it: its key, its game's length (moves), whether
    it begins at a set-up position, how many variations and comments it holds, and the
    start of its first comment (empty: none)."""

    key: str
    moves: int
    from_position: bool
    variations: int
    comments: int
    excerpt: str


def board_key(board: SavedBoard) -> str:
    """The key of a saved board: a digest of its game and start (a study holds at most
    one board of each), so a row picked names its board after the list changed."""
    text = json.dumps([board.start, list(board.game)], separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def variations(root: Node) -> int:
    """How many lines the tree holds beside its main ones: every child after a node's
    first begins one."""
    nodes = [root, *(node for _, node in walk(root))]
    return sum(max(0, len(node.children) - 1) for node in nodes)


def excerpt(text: str, limit: int = EXCERPT) -> str:
    """``text`` on one line, cut at a word to at most ``limit`` characters (with "…").

    >>> excerpt("Sends O to the corner where it has no answer", 24)
    'Sends O to the corner…'
    """
    line = " ".join(text.split())
    if len(line) <= limit:
        return line
    cut = line[:limit - 1]
    space = cut.rfind(" ")
    return (cut[:space] if space > 0 else cut).rstrip(" ,.;:") + "…"


def row_of(board: SavedBoard) -> StudyRow:
    """The row of one saved board; its first comment is the first along the tree (the
    start position, then depth first, main lines first)."""
    order = {path: n for n, (path, _) in enumerate(walk(board.root), start=1)}
    comments = sorted((order.get(path, 0), note.comment) for path, note in board.notes
                      if note.comment)
    first = comments[0][1] if comments else ""
    return StudyRow(board_key(board), len(board.game), board.start is not None,
                    variations(board.root), len(comments), excerpt(first))


def rows(study: Study) -> tuple[StudyRow, ...]:
    """Every saved board's row, newest first."""
    return tuple(row_of(board) for board in reversed(study.boards))


def board_by_key(study: Study, key: str) -> SavedBoard | None:
    """The saved board of that key, if the study still holds it."""
    return next((b for b in study.boards if board_key(b) == key), None)


def without(study: Study, key: str) -> Study:
    """The study without the board of that key."""
    return replace(study, boards=tuple(b for b in study.boards if board_key(b) != key))
