"""Browser helpers for the page's wiring: proxies, clocks, measures, storage. No state
of the game and no decisions: any storage failure reads as "no storage"."""

from __future__ import annotations

import js  # type: ignore[import-not-found]
from pyodide.ffi import create_proxy  # type: ignore[import-not-found]

window = js.window
PROXIES: list[object] = []  # every proxy handed to JavaScript, kept for the page's life


def proxy(function: object) -> object:
    PROXIES.append(made := create_proxy(function))
    return made


def now() -> float:
    """The page's clock in seconds (``performance.now()``)."""
    return float(window.performance.now()) / 1000.0


def wall() -> float:
    """Wall-clock seconds, for the turn timer (it must survive a reload)."""
    return float(js.Date.now()) / 1000.0


def measure(name: str, start: float, **detail: object) -> None:
    """A ``performance.measure`` from ``start`` to now, with its detail."""
    window.performance.measure(name, js.Object.fromEntries([
        ["start", start], ["end", window.performance.now()],
        ["detail", js.Object.fromEntries(list(detail.items()))]]))


def storage_get(key: str) -> str | None:
    try:
        value = window.localStorage.getItem(key)
    except Exception:
        return None
    return value if isinstance(value, str) else None  # JS null arrives as jsnull


def storage_set(key: str, text: str) -> bool:
    try:
        window.localStorage.setItem(key, text)
    except Exception:
        return False
    return True


def storage_works(probe: str) -> bool:
    try:
        window.localStorage.setItem(probe, "1")
        window.localStorage.removeItem(probe)
    except Exception:
        return False
    return True
