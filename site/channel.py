"""The one module of the page's Python that talks to the browser. What the program does on
the page goes out as plain messages through ``post`` to one JavaScript receiver
(site/outputs.js): a JSON array, the message's kind and its plain arguments (texts,
numbers, flags). What the page reports comes back as JSON messages to the one input entry
(site/listeners.py); a reply the browser gives later (a share, a file, a fetch) comes
back the same way. Besides, the boot reads (the address, the languages, the sizes, the
stored documents in one message), the clocks and the proxies kept for the page's life.
No state of the game and no decisions: any storage failure reads as "no storage"."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import js
from pyodide.ffi import create_proxy

Plain = str | int | float | bool | None
PROXIES: list[object] = []  # every proxy handed to JavaScript, kept for the page's life
window = js.window


def post(kind: str, *args: Plain) -> Plain:
    """One message to the page; its answer, where the page gives one at once (a storage
    write's success, a stored text), else ``None``."""
    answer = window.utttReceive(json.dumps([kind, *args], separators=(",", ":")))
    return answer if isinstance(answer, str | bool | int | float) else None  # null: jsnull


def listen(receive: Callable[[str], None], config: str) -> None:
    """Hand ``receive`` every input message's JSON text (``config``: what site/inputs.js
    needs to know, as JSON)."""
    window.utttListen(proxy(receive), config)


def proxy(function: Callable[..., object]) -> object:
    PROXIES.append(made := create_proxy(function))
    return made


def now() -> float:
    """The page's clock in seconds (``performance.now()``)."""
    return float(window.performance.now()) / 1000.0


def wall() -> float:
    """Wall-clock seconds, for the turn timer (it must survive a reload)."""
    return float(window.Date.now()) / 1000.0


def hidden() -> bool:
    """Whether the page is hidden now (another tab, a minimised window, a locked phone)."""
    return bool(js.document.hidden)


def measure(name: str, start: float, **detail: object) -> None:
    """A ``performance.measure`` from ``start`` (ms of the page's clock) to now."""
    post("measure", name, start, json.dumps(detail))


def place() -> dict[str, Any]:
    """The boot reads of the page itself, in one message: its address (``pathname``,
    ``href``, ``hash``), the tab's history ``state``, the reader's ``languages``, the
    board's ``size`` and what the browser prefers (``dark``, ``lessMotion``)."""
    read: dict[str, Any] = json.loads(window.utttPlace())
    return read


def stored(keys: list[str], probe: str) -> tuple[dict[str, str | None], bool, bool]:
    """What storage holds under ``keys``, read in one message, whether it can be written
    (``probe``: a key written and removed to find out) and whether every key could be
    read (a read that failed reads as ``None`` here, which is not "nothing stored")."""
    read = json.loads(window.utttStored(json.dumps(keys), probe))
    values = {key: value if isinstance(value, str) else None
              for key, value in read["values"].items()}
    return values, bool(read["works"]), read.get("readable") is not False


def storage_get(key: str) -> str | None:
    answer = post("read", key)
    return answer if isinstance(answer, str) else None


def storage_set(key: str, text: str) -> bool:
    return post("store", key, text) is True
