"""A game's variations as a tree of moves: pure, typed, persistent (every change returns a
new tree and shares the rest). In the manner of python-chess's ``GameNode``: a node holds
the move that leads to it and its children in order, the main line first; a node is named
by its *path*, the moves from the root (children of a node have distinct moves, so a path
names at most one node).

The analysis board (``uttt.app.study.board``) keeps the game's own moves as one line of
the tree and the player's explorations as the other lines.

>>> root = add_line(Node(), (), (40, 36))
>>> root = add_variation(root, (40,), 37)
>>> [list(p) for p in paths(root)]
[[40], [40, 36], [40, 37]]
>>> mainline(promote(root, (40, 37)), (40,))
(37,)
>>> paths(remove(root, (40, 36)))
((40,), (40, 37))
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from uttt.board import Move
from uttt.frozen import frozen, replace

Path = tuple[Move, ...]
"""A node by the moves from the root to it (``()``: the root, the game's start)."""


@frozen
class Node:
    """One position of the tree: the move into it (``None`` at the root) and the lines that
    go on from it, the main line first."""

    move: Move | None = None
    children: tuple[Node, ...] = ()

    def child(self, move: Move) -> Node | None:
        return next((c for c in self.children if c.move == move), None)

    def index(self, move: Move) -> int:
        """Where the child of ``move`` stands among the lines (``-1``: none)."""
        return next((i for i, c in enumerate(self.children) if c.move == move), -1)


def node_at(root: Node, path: Path) -> Node | None:
    """The node ``path`` names, if the tree holds it."""
    node: Node | None = root
    for move in path:
        if node is None:
            return None
        node = node.child(move)
    return node


def contains(root: Node, path: Path) -> bool:
    return node_at(root, path) is not None


def _rebuilt(root: Node, path: Path, change: Callable[[Node], Node]) -> Node:
    """The tree with the node at ``path`` replaced by ``change(node)`` (the path's nodes
    copied, everything else shared). ``path`` must be in the tree."""
    if not path:
        return change(root)
    first, rest = path[0], path[1:]
    children = tuple(_rebuilt(c, rest, change) if c.move == first else c
                     for c in root.children)
    return replace(root, children=children)


def _checked(root: Node, path: Path) -> Node:
    node = node_at(root, path)
    if node is None:
        raise KeyError(f"no variation {list(path)}")
    return node


def add_variation(root: Node, path: Path, move: Move) -> Node:
    """The tree with ``move`` after the node at ``path``: a new last line there, or the
    tree as it is when that line exists (the move is not checked against the rules: the
    caller plays it first)."""
    node = _checked(root, path)
    if node.child(move) is not None:
        return root
    return _rebuilt(root, path, lambda n: replace(n, children=(*n.children, Node(move))))


def add_line(root: Node, path: Path, moves: Path) -> Node:
    """The tree with ``moves`` played one after another from the node at ``path``."""
    for i, move in enumerate(moves):
        root = add_variation(root, path + moves[:i], move)
    return root


def promote(root: Node, path: Path) -> Node:
    """The line at ``path`` one place up among its parent's lines (the first stays)."""
    if not path:
        return root
    parent, move = path[:-1], path[-1]
    at = _checked(root, parent).index(move)
    if at < 0:
        raise KeyError(f"no variation {list(path)}")
    if at == 0:
        return root

    def swap(n: Node) -> Node:
        kids = list(n.children)
        kids[at - 1], kids[at] = kids[at], kids[at - 1]
        return replace(n, children=tuple(kids))

    return _rebuilt(root, parent, swap)


def promote_to_main(root: Node, path: Path) -> Node:
    """The line at ``path`` first among its parent's lines."""
    while path and _checked(root, path[:-1]).index(path[-1]) > 0:
        root = promote(root, path)
    return root


def remove(root: Node, path: Path) -> Node:
    """The tree without the node at ``path`` and the lines that go on from it."""
    if not path:
        raise KeyError("the root stays")
    _checked(root, path)
    parent, move = path[:-1], path[-1]
    return _rebuilt(root, parent, lambda n: replace(
        n, children=tuple(c for c in n.children if c.move != move)))


def mainline(root: Node, path: Path) -> Path:
    """The moves of the main line that goes on from the node at ``path``."""
    node = _checked(root, path)
    moves: list[Move] = []
    while node.children:
        node = node.children[0]
        assert node.move is not None
        moves.append(node.move)
    return tuple(moves)


def walk(root: Node, path: Path = ()) -> Iterator[tuple[Path, Node]]:
    """Every node under the one at ``path`` (itself left out), depth first, main lines
    first, with its path."""
    stack = [(path, c) for c in reversed(_checked(root, path).children)]
    while stack:
        here, node = stack.pop()
        assert node.move is not None
        mine = (*here, node.move)
        yield mine, node
        stack.extend((mine, c) for c in reversed(node.children))


def paths(root: Node) -> tuple[Path, ...]:
    """Every node's path (the root's left out), depth first, main lines first."""
    return tuple(p for p, _ in walk(root))


def size(root: Node) -> int:
    """How many moves the tree holds."""
    return sum(1 for _ in walk(root))
