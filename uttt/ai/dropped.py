"""Search trees freed a slice at a time.

Dropping the root of a big tree frees all its nodes at once, recursively: one long task
on a page (docs/computer.md, "The search"). ``Dropped`` holds such subtrees instead, and
``release`` frees a bounded number of nodes per call; a node's children are put on the
list before it is freed, so nothing recurses.

>>> class Node:
...     def __init__(self, *children: "Node") -> None:
...         self.children = list(children)
>>> dropped = Dropped()
>>> dropped.add([Node(Node(), Node(Node()))])
>>> dropped.release(1), dropped.release(1), dropped.release(10)
(2, 2, 0)
"""

from __future__ import annotations

import gc
from collections.abc import Iterable, Sequence
from typing import Protocol


class Tree(Protocol):
    """A tree node: its children are all it needs (``mcts.Node``)."""

    @property
    def children(self) -> Sequence[Tree]: ...


class Dropped:
    """Subtrees no longer in a search, waiting to be freed."""

    def __init__(self) -> None:
        self._nodes: list[Tree] = []
        self.freed = 0
        """Nodes freed by ``release`` so far."""

    def add(self, trees: Iterable[Tree]) -> None:
        """Hold these subtrees (the caller lets go of them) until ``release``."""
        self._nodes.extend(trees)

    def take(self, other: Dropped, *trees: Tree) -> None:
        """Hold ``other``'s subtrees (leaving it empty) and ``trees`` too."""
        self._nodes += [*other._nodes, *trees]
        other._nodes = []

    def pending(self) -> bool:
        """Whether any subtree waits to be freed."""
        return bool(self._nodes)

    def waiting(self) -> int:
        """How many nodes wait to be freed (walks them all: for tests and tools)."""
        count, stack = 0, list(self._nodes)
        while stack:
            count += 1
            stack.extend(stack.pop().children)
        return count

    def release(self, count: int) -> int:
        """Free up to ``count`` nodes; returns how many wait on the list (at least as
        many nodes are left)."""
        nodes = self._nodes
        pop, extend = nodes.pop, nodes.extend
        freed = 0
        while freed < count and nodes:
            extend(pop().children)
            freed += 1
        self.freed += freed
        return len(nodes)


def spare_the_tree() -> None:
    """Keep the cyclic garbage collector off the tree (a full collection walks every node:
    34 ms of CPU at 60,000 nodes in CPython, about 90 ms in the browser, one slice).

    Young cyclic garbage is collected first (cheap: only what was made since the last
    call), then everything alive is frozen, so full collections skip it. The tree has no
    cycles, so reference counting still frees the subtrees that ``advance`` drops.
    """
    if gc.isenabled():
        gc.collect(1)
        gc.freeze()
