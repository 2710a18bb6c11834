#!/usr/bin/env python3
"""A Nostr relay on this machine, for live play without any public relay: the browser
tests' (tests/e2e/conftest.py's ``relay_url``), the live bench's, or anyone's at home.

It runs the ``nostr-relay`` package (pyproject's ``relay`` extra, installed into
``.venv-relay`` by ``make relay``) with a configuration of its own written to a folder
(its events in SQLite there), on 127.0.0.1 at the given port, and waits until it accepts
connections. Point a page at it with ``?relays=ws://127.0.0.1:PORT`` (and ``&stun=`` for
no STUN server: two browsers on one machine meet by their host addresses)::

    make relay && python3 scripts/relay.py --port 7447

The page's policy allows ``ws://127.0.0.1:*`` and ``ws://localhost:*``
(``uttt.app.live.config.LOCAL_RELAYS``).
"""

from __future__ import annotations

import argparse
import os
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COMMAND = Path(os.environ.get("UTTT_NOSTR_RELAY", ROOT / ".venv-relay" / "bin" / "nostr-relay"))
"""The relay's command: ``.venv-relay``'s, or the one ``UTTT_NOSTR_RELAY`` names."""
STARTUP_S = 60.0
CONFIG = """\
DEBUG: false
relay_name: uttt local relay
storage:
  sqlalchemy.url: sqlite+aiosqlite:///{database}
  num_concurrent_reqs: 10
  num_concurrent_adds: 2
  validators:
    - nostr_relay.validators.is_not_too_large
    - nostr_relay.validators.is_signed
    - nostr_relay.validators.is_recent
gunicorn:
  bind: {host}:{port}
  workers: 1
  loglevel: warning
  reload: false
verification:
  nip05_verification: disabled
authentication:
  enabled: false
message_timeout: 1800
subscription_limit: 64
max_limit: 6000
"""


class RelayError(RuntimeError):
    """The relay is not installed, or did not start."""


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket() as probe:
        probe.bind((host, 0))
        return int(probe.getsockname()[1])


class LocalRelay:
    """``nostr-relay`` on ``host:port`` (0: a free one), its configuration, database and
    log in ``folder``."""

    def __init__(self, folder: Path, *, host: str = "127.0.0.1", port: int = 0) -> None:
        if not COMMAND.is_file():
            raise RelayError(f"{COMMAND} is missing: run `make relay` (or set UTTT_NOSTR_RELAY)")
        self.folder = Path(folder)
        self.host = host
        self.port = port or free_port(host)
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"ws://{self.host}:{self.port}"

    def start(self) -> LocalRelay:
        self.folder.mkdir(parents=True, exist_ok=True)
        config = self.folder / "relay.yaml"
        config.write_text(CONFIG.format(database=self.folder / "events.sqlite3",
                                        host=self.host, port=self.port), encoding="utf-8")
        with (self.folder / "relay.log").open("wb") as log:
            self.process = subprocess.Popen(
                [str(COMMAND), "-c", str(config), "serve", "--use-uvicorn"],
                cwd=self.folder, stdout=log, stderr=subprocess.STDOUT)
        self._wait_accepting()
        return self

    def _wait_accepting(self) -> None:
        assert self.process is not None
        deadline = time.monotonic() + STARTUP_S
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RelayError(f"the relay stopped at start: {self.log()[-2000:]}")
            try:
                socket.create_connection((self.host, self.port), timeout=1).close()
                return
            except OSError:
                time.sleep(0.1)
        self.stop()
        raise RelayError(f"the relay did not accept within {STARTUP_S:.0f} s: {self.log()[-2000:]}")

    def log(self) -> str:
        path = self.folder / "relay.log"
        return path.read_text(encoding="utf-8", errors="replace") if path.is_file() else ""

    def stop(self) -> None:
        if self.process is None:
            return
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.process = None


@contextmanager
def running(folder: Path, *, host: str = "127.0.0.1", port: int = 0) -> Iterator[LocalRelay]:
    """A ``LocalRelay`` started, and stopped at the end."""
    relay = LocalRelay(folder, host=host, port=port).start()
    try:
        yield relay
    finally:
        relay.stop()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=7447, help="0 picks a free port")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--dir", type=Path, help="its configuration and events (default: a "
                        "temporary folder, removed at the end)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="uttt-relay-") as temporary:
        try:
            relay = LocalRelay(args.dir or Path(temporary), host=args.host, port=args.port)
            relay.start()
        except RelayError as err:
            print(f"relay: {err}", file=sys.stderr)
            return 1
        print(f"Relay at {relay.url}  (Ctrl+C to stop)", flush=True)
        try:
            assert relay.process is not None
            relay.process.wait()
        except KeyboardInterrupt:
            pass
        finally:
            relay.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
