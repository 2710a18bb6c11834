"""docs/hosting.md quotes the workers' Content-Security-Policy for hosts to send: every
copy of it there is the page's own (``site/index.html``'s ``<meta>``), which the service
worker and scripts/serve.py send (tests/e2e/test_worker_policy.py)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
QUOTED = re.compile(r"Content-Security-Policy:? \"?(default-src [^\"\n]*)")


def test_the_policy_hosting_md_quotes_is_the_pages() -> None:
    page = (ROOT / "site" / "index.html").read_text(encoding="utf-8")
    meta = re.search(r'http-equiv="Content-Security-Policy" content="([^"]*)"', page)
    assert meta is not None
    quoted = QUOTED.findall((ROOT / "docs" / "hosting.md").read_text(encoding="utf-8"))
    assert len(quoted) == 4 and set(quoted) == {meta[1]}
