#!/usr/bin/env python3
"""Lighthouse 12 on the built site, served locally: the four category scores and metrics.

    python3 scripts/bench/audit.py [--dist dist] [--preset mobile|desktop] [--json out.json]

Runs ``node_modules/.bin/lighthouse`` (installed by ``npm ci``, pinned in package.json)
in Debian's headless Chromium against ``dist/`` served by scripts/serve.py under a
sub-path, as a first visit (fresh profile, empty caches). Prints the scores (0 to 1), the
metrics, and every audit of the four categories that did not pass, so a regression names
itself. Figures are printed, not asserted: a shared 2-core machine makes the performance
score noisy (the blocking time is Pyodide's start-up).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # scripts/, for serve.py
import serve

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
CHROME_FLAGS = (
    "--no-sandbox --disable-gpu --disable-background-networking "
    "--disable-component-update --disable-sync --headless"
)
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
METRICS = (
    "first-contentful-paint",
    "largest-contentful-paint",
    "speed-index",
    "total-blocking-time",
    "cumulative-layout-shift",
    "interactive",
    "max-potential-fid",
    "total-byte-weight",
)


def run_lighthouse(url: str, preset: str, out: Path) -> None:
    binary = ROOT / "node_modules" / ".bin" / "lighthouse"
    if not binary.exists():
        raise SystemExit("audit: node_modules/.bin/lighthouse missing; run `npm ci` first")
    command = [
        str(binary), url,
        f"--chrome-flags={CHROME_FLAGS}",
        "--output=json", f"--output-path={out}",
        f"--only-categories={','.join(CATEGORIES)}",
        "--quiet",
    ]
    if preset == "desktop":
        command.append("--preset=desktop")
    done = subprocess.run(
        command, env={"CHROME_PATH": CHROMIUM, "PATH": "/usr/bin:/bin"}, check=False
    )
    if done.returncode != 0 or not out.is_file():
        raise SystemExit(f"audit: lighthouse failed (exit {done.returncode})")


def failing_audits(report: dict[str, Any]) -> list[tuple[str, str, str]]:
    """(category, audit id, title) of every scored audit below 1 in the four categories."""
    found = []
    for name in CATEGORIES:
        for ref in report["categories"][name]["auditRefs"]:
            audit = report["audits"][ref["id"]]
            scored = audit.get("scoreDisplayMode") in ("binary", "numeric", "metricSavings")
            score = audit.get("score")
            if ref.get("weight", 0) and scored and score is not None and score < 1:
                found.append((name, ref["id"], audit["title"]))
    return found


def summary(report: dict[str, Any]) -> str:
    lines = [f"Lighthouse {report['lighthouseVersion']}, {report['configSettings']['formFactor']}"]
    lines += [
        f"  {name:15} {report['categories'][name]['score']:.2f}" for name in CATEGORIES
    ]
    lines.append("metrics:")
    for metric in METRICS:
        audit = report["audits"][metric]
        lines.append(f"  {audit['title']:28} {audit.get('displayValue', '-')}")
    failing = failing_audits(report)
    lines.append("audits not passed:" if failing else "audits not passed: none")
    for cat, audit_id, title in failing:
        lines.append(f"  [{cat}] {audit_id}: {title}")
        lines += [f"      {item}" for item in audit_items(report["audits"][audit_id])]
    return "\n".join(lines)


def audit_items(audit: dict[str, Any], limit: int = 4) -> list[str]:
    """What a failing audit found, one line per item (its message and where): the evidence
    for saying whether it is in our hands."""
    lines = []
    for item in (audit.get("details") or {}).get("items", [])[:limit]:
        what = next((str(item[key]) for key in ("value", "description", "issueType", "url")
                     if isinstance(item.get(key), str)), "")
        source = item.get("source") or {}
        where = f" ({source.get('url')}:{source.get('line')})" if source.get("url") else ""
        sub = (item.get("subItems") or {}).get("items", [])
        detail = f" [{'; '.join(str(s.get('url') or s) for s in sub[:2])}]" if sub else ""
        lines.append(f"{what[:160]}{where}{detail}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--prefix", default="/audit/")
    parser.add_argument("--preset", choices=("mobile", "desktop"), default="mobile")
    parser.add_argument("--json", type=Path, help="also keep the full report here")
    parser.add_argument("--main-thread", action="store_true",
                        help="audit the page with the game's Python on its main thread "
                             "(?worker=0) instead of the default page (a worker)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp, serve.SiteServer(
        args.dist, prefix=args.prefix
    ) as server:
        out = Path(tmp) / "report.json"
        run_lighthouse(server.url + ("?worker=0" if args.main_thread else ""), args.preset, out)
        report = json.loads(out.read_text(encoding="utf-8"))
        if args.json:
            args.json.write_text(out.read_text(encoding="utf-8"), encoding="utf-8")
    print(summary(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
