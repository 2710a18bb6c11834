"""The order in which site/start.js imports the game's modules, one slice of them a task.

Importing ``main`` in one go is one long main-thread task (about a hundred modules). The
build gives site/start.js the modules ``main`` imports when it loads, leaves first (the
order Python finishes them in), so the page can import them a few at a time and let the
browser paint and answer input in between; by its turn each module's own imports are
done, so a task holds only the bodies of the modules in its slice. The same for what the
first frame does not need and the page imports after it (``LATER_ROOTS``).

Only imports that run when a module loads count (not those inside functions), in the
order they appear; a module that fails to import in this order is simply left to the
import that needs it (site/start.js).
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator, Mapping

from runtime_files import statement_imports

LATER_ROOTS = (
    "uttt.ai.levels",
    "uttt.app.features.analysis.graph",
    "uttt.app.scene.marks",
    "uttt.app.study.store",
    "hashlib",
)
"""What the page imports after its first frame, in this order: the computer's search
(``uttt.ai`` and its tables), the report's and the puzzles' modules (the evaluation, the
proofs, the study document), and hashlib (link ids, the stand-in's seed). Imported at the
first analysis, hint or computer move instead, the search was one 102-118 ms task at the
click."""


def module_name(path: str) -> str:
    """``"uttt/app/__init__.py"`` -> ``"uttt.app"``; ``"main.py"`` -> ``"main"``."""
    return path.removesuffix(".py").removesuffix("/__init__").replace("/", ".")


def _load_time_statements(body: Iterable[ast.stmt]) -> Iterator[ast.stmt]:
    """The statements of ``body`` that run when the module loads, in order: into ``if``,
    ``try`` and ``with`` blocks, not into functions or ``if TYPE_CHECKING``."""
    for node in body:
        if isinstance(node, ast.If):
            test = ast.unparse(node.test)
            if "TYPE_CHECKING" in test or "__main__" in test:
                yield from _load_time_statements(node.orelse)
                continue
            yield from _load_time_statements(node.body)
            yield from _load_time_statements(node.orelse)
        elif isinstance(node, ast.Try):
            for block in (node.body, *(h.body for h in node.handlers), node.orelse,
                          node.finalbody):
                yield from _load_time_statements(block)
        elif isinstance(node, (ast.With, ast.ClassDef)):
            yield from _load_time_statements(node.body)
        else:
            yield node


def load_time_imports(source: str, module: str, *, package: bool) -> list[str]:
    """The absolute names ``source`` imports when it loads, in order; ``from a import b``
    gives ``a`` then ``a.b`` (``b`` may be a module)."""
    here = module if package else module.rpartition(".")[0]
    names: list[str] = []
    for node in _load_time_statements(ast.parse(source).body):
        names.extend(statement_imports(node, here))
    return names


def import_order(sources: Mapping[str, str], roots: Iterable[str],
                 done: Iterable[str] = ()) -> list[str]:
    """The modules of ``sources`` (``{"uttt/x.py": text}``) that importing ``roots`` loads,
    in the order Python finishes them (leaves first), leaving out ``done``. A root that
    is not in ``sources`` (the standard library's) is kept as it is, in its place."""
    modules = {module_name(path): (text, path.endswith("__init__.py"))
               for path, text in sources.items()}
    order: list[str] = []
    finished = set(done)
    started: set[str] = set()

    def visit(name: str) -> None:
        if name in finished or name in started or name not in modules:
            return
        parent = name.rpartition(".")[0]
        if parent:
            visit(parent)  # a package loads before its modules (and may import them)
            if name in finished or name in started:
                return
        started.add(name)
        text, package = modules[name]
        for imported in load_time_imports(text, name, package=package):
            for depth in range(1, imported.count(".") + 2):
                visit(".".join(imported.split(".")[:depth]))
        finished.add(name)
        order.append(name)

    for root in roots:
        if root in modules:
            visit(root)
        elif root not in finished:
            finished.add(root)
            order.append(root)
    return order
