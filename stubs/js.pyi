"""The browser's globals as Pyodide's ``js`` module shows them: only what site/*.py uses."""

from typing import Any

window: Any
"""The page's (or the worker's) global object: ``utttReceive``, ``utttListen``,
``utttPlace``, ``utttStored``, ``performance``, ``Date``, ``requestAnimationFrame``."""
document: Any
