"""The live room in the build (scripts/build/live_net.py): the relays of
``uttt.app.live.config`` in the page's policy, every other directive as it was; the
workers' policy without them (scripts/serve.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.tools.test_bench_scripts import load
from uttt.app.live import config

ROOT = Path(__file__).resolve().parents[2]
PAGE_POLICY = ("default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; "
               "object-src 'none'")


def test_the_relays_go_into_connect_src_only() -> None:
    live_net = load("build/live_net")
    relays = live_net.relay_sources(ROOT / "uttt")
    assert relays == (*config.RELAYS, *config.LOCAL_RELAYS)
    policy = live_net.with_relays(PAGE_POLICY, relays)
    assert policy == PAGE_POLICY.replace("connect-src 'self'",
                                         "connect-src 'self' " + " ".join(relays))
    assert "ws://127.0.0.1:*" in policy.split("; ")[2].split()


def test_a_policy_without_one_connect_src_stops_the_build() -> None:
    live_net = load("build/live_net")
    with pytest.raises(ValueError, match="connect-src"):
        live_net.with_relays("default-src 'self'", ("wss://r.example",))


def test_a_relay_a_policy_cannot_name_stops_the_build(monkeypatch: pytest.MonkeyPatch) -> None:
    live_net = load("build/live_net")
    monkeypatch.setattr(config, "RELAYS", ("wss://ok.example", "wss://x; script-src *"))
    with pytest.raises(ValueError, match="script-src"):
        live_net.relay_sources(ROOT / "uttt")


def test_the_workers_connect_to_their_own_origin_only() -> None:
    serve = load("serve")
    live_net = load("build/live_net")
    widened = live_net.with_relays(PAGE_POLICY, ("wss://r.example",))
    assert serve.worker_policy(widened) == PAGE_POLICY
    assert serve.worker_policy(PAGE_POLICY) == PAGE_POLICY
