"""The live room's network in the built site: its module, bundled, and the relays the
page's policy lets it reach.

``site/live-net.mjs`` imports trystero's Nostr strategy (pinned by package-lock.json);
esbuild (a dev dependency) bundles the two into one self-contained ES module,
``dist/live-net.js``, which site/live.js imports the first time live play is chosen. It
is not precached: the service worker keeps it after that first use (``lazy``).

The page's Content-Security-Policy says ``connect-src 'self'`` in site/index.html; the
build adds the relays of ``uttt.app.live.config`` (``RELAYS`` and ``LOCAL_RELAYS``), so
that whoever runs their own relay edits one list. The workers' policy stays without them
(scripts/serve.py's ``worker_policy``): only the page opens the room's sockets.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ENTRY = "live-net.mjs"
"""The module's source in site/ (not shipped as it is: it names trystero by package)."""
BUNDLE = "live-net.js"
"""The built module in dist/, beside site/live.js, which imports it."""
SCAN_ENTRY = "live-scan.mjs"
"""The QR pairing's camera module in site/ (it names jsQR by package)."""
SCAN_BUNDLE = "live-scan.js"
"""The camera module built, in dist/ (also fetched only when first used)."""
BUNDLES = {ENTRY: BUNDLE, SCAN_ENTRY: SCAN_BUNDLE}
"""Each bundled module's source in site/ and the module built in dist/."""
DIRECTIVE = "connect-src"
SOURCE = re.compile(r"wss?://[\w.-]+(:(\d+|\*))?(/[\w./~-]*)?")
"""A relay as a policy's source names it: a ws(s) host, a port (or ``*``), a path."""


class BundleError(RuntimeError):
    """esbuild is missing or failed."""


def bundle(site: Path, out: Path, node_modules: Path, entry: str = ENTRY) -> Path:
    """Bundle ``site/<entry>`` (one of ``BUNDLES``) with what it imports into its module
    in ``out``: minified, the licences' comments kept at its end, the same bytes for the
    same inputs."""
    esbuild = node_modules / "esbuild" / "bin" / "esbuild"
    if not esbuild.is_file():
        raise BundleError(f"{esbuild} is missing: run `npm ci` first (or `make dist`)")
    target = out / BUNDLES[entry]
    done = subprocess.run(
        [str(esbuild), str(site / entry), "--bundle", "--format=esm", "--minify",
         "--target=es2020", "--legal-comments=eof", "--log-level=warning",
         f"--outfile={target}"],
        cwd=node_modules.parent, capture_output=True, text=True, check=False,
        env={**os.environ, "NODE_PATH": str(node_modules.resolve())},  # a site/ elsewhere too
    )
    if done.returncode != 0:
        raise BundleError(f"esbuild failed on site/{entry}:\n{done.stderr.strip()}")
    return target


def relay_sources(package: Path) -> tuple[str, ...]:
    """The relays live play may reach: ``RELAYS`` and ``LOCAL_RELAYS`` of
    ``uttt/app/live/config.py`` (read from ``package``, the tree being built); one that
    a policy cannot name as it is stops the build."""
    sys.path.insert(0, str(package.resolve().parent))
    try:
        from uttt.app.live import config
    finally:
        sys.path.pop(0)
    relays = (*config.RELAYS, *config.LOCAL_RELAYS)
    wrong = [relay for relay in relays if not SOURCE.fullmatch(relay)]
    if wrong:
        raise ValueError(f"uttt/app/live/config.py: not a relay a policy can name: {wrong}")
    return relays


def with_relays(policy: str, relays: tuple[str, ...]) -> str:
    """``policy`` with ``relays`` added to its ``connect-src``, every other directive as
    it is.

    >>> with_relays("default-src 'self'; connect-src 'self'; img-src data:", ("wss://r.example",))
    "default-src 'self'; connect-src 'self' wss://r.example; img-src data:"
    """
    parts = [part.strip() for part in policy.split(";")]
    found = [i for i, part in enumerate(parts) if part.split()[:1] == [DIRECTIVE]]
    if len(found) != 1:
        raise ValueError(f"the page's policy must have one {DIRECTIVE} directive: {policy!r}")
    parts[found[0]] = " ".join([parts[found[0]], *relays])
    return "; ".join(parts)
