"""The browser edge's Python writes nothing on the page by hand: what the page shows is
``uttt.app.page.view``'s, applied by ``site/patch.js``. Read with ``ast``, every
``site/*.py`` is checked for DOM writes; the panels listed in ``STILL_WRITING`` still do
it, and the list only shrinks (a file on it that no longer writes fails too)."""

from __future__ import annotations

import ast
from pathlib import Path

SITE = Path(__file__).resolve().parents[1] / "site"

STILL_WRITING: frozenset[str] = frozenset()
"""The panels whose wiring still writes the DOM itself (their views are not data yet)."""

WRITTEN = frozenset({"textContent", "innerText", "innerHTML", "outerHTML", "hidden", "value",
                     "disabled", "checked", "className"})
"""Properties an assignment to which writes the page."""
CALLED = frozenset({"createElement", "appendChild", "prepend", "insertBefore",
                    "replaceChildren", "replaceWith", "removeChild", "setAttribute",
                    "removeAttribute", "toggleAttribute"})
"""Methods whose call changes the page's elements (not ``append``: lists have one too)."""
TOUCHED = frozenset({"classList", "style"})
"""Properties whose every use is for writing (their reads have no use in the edge)."""


def _targets(node: ast.expr) -> list[ast.expr]:
    if isinstance(node, ast.Tuple | ast.List):
        return [leaf for item in node.elts for leaf in _targets(item)]
    return [node]


def _is_write(target: ast.expr) -> bool:
    if not isinstance(target, ast.Attribute):
        return False
    inner = target.value
    return target.attr in WRITTEN or (isinstance(inner, ast.Attribute)
                                      and inner.attr == "dataset")


def dom_writes(source: str) -> list[str]:
    """Each hand-written DOM change in ``source``, as ``line: what``."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Assign | ast.AugAssign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            found += [(node.lineno, f"{ast.unparse(leaf)} =") for target in targets
                      for leaf in _targets(target) if _is_write(leaf)]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr in CALLED:
            found.append((node.lineno, f"{ast.unparse(node.func)}()"))
        elif isinstance(node, ast.Attribute) and node.attr in TOUCHED:
            found.append((node.lineno, ast.unparse(node)))
    return [f"{line}: {what}" for line, what in sorted(found)]


def test_the_check_sees_each_kind_of_write() -> None:
    source = "\n".join([
        "a.textContent = 'x'", "a.hidden, b.value = True, ''", "a.dataset.share = link",
        "a.disabled += 1", "a.style.display = 'none'", "a.classList.add('on')",
        "a.setAttribute('d', p)", "b.replaceChildren(*items)", "document.createElement('li')",
        "a.innerHTML = ''", "a.appendChild(b)"])
    assert [line.split(":")[0] for line in dom_writes(source)] == [
        "1", "2", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"]


def test_reads_and_events_are_not_writes() -> None:
    source = "\n".join([
        "text = str(field.value)", "key = button.dataset.series", "shown = self.view",
        "if element.hidden: pass", "window.utttPatch(live, fixed)",
        "target.addEventListener('click', made)", "button.closest('[data-series]')"])
    assert dom_writes(source) == []


def test_no_module_of_the_edge_writes_the_page_by_hand() -> None:
    writing = {path.name: dom_writes(path.read_text(encoding="utf-8"))
               for path in sorted(SITE.glob("*.py"))}
    unlisted = {name: found for name, found in writing.items()
                if found and name not in STILL_WRITING}
    assert unlisted == {}, "write through page_view and site/patch.js instead"
    done = sorted(name for name in STILL_WRITING if not writing.get(name))
    assert done == [], "these no longer write the page: take them off STILL_WRITING"


def _imports(source: str) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module.split(".")[0])
    return found


def test_only_the_channel_talks_to_the_browser() -> None:
    """The page's Python reaches the browser only through site/channel.py: every other
    module's output goes out as its messages, and input comes in as messages."""
    talking = sorted(path.name for path in SITE.glob("*.py")
                     if _imports(path.read_text(encoding="utf-8")) & {"js", "pyodide"})
    assert talking == ["channel.py"]


def test_the_page_listens_in_javascript() -> None:
    """No module of the page's Python installs a DOM listener: site/inputs.js does, and
    sends each event as a message."""
    listening = sorted(path.name for path in SITE.glob("*.py")
                       if "addEventListener" in path.read_text(encoding="utf-8"))
    assert listening == []
