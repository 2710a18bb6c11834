#!/usr/bin/env python3
"""What the page's texts cost: their bytes in the shipped archive and their start-up time.

    python3 scripts/bench_texts.py [ARCHIVE...] [--runs 30]   (after `make dist`)

Bytes: the archive's members under ``uttt/app/texts/`` (the modules' bytecode and the
compiled catalogs), as they are and as stored (deflated), and all of them gzipped (-9)
together. Time: in the built site's Pyodide under node (the page's interpreter and its
compiled standard library, not the browser), with the archive on ``sys.path`` as the
page puts it: importing the texts (``uttt.app.texts.i18n`` and ``.help``, and
``gettext``) and saying the page's fixed
texts and one counted text in a language, the package and ``gettext`` dropped from
``sys.modules`` before each run; min and median over the runs of the CPU time node spent
(``process.cpuUsage``: a busy machine's waits left out), in milliseconds. Several archives
(an older build's ``py/uttt.zip`` and this one) take turns in one interpreter.
``io``, ``re``, ``string`` and ``uttt.frozen`` are imported before the clock starts
(the page's start imports them anyway).
"""

from __future__ import annotations

import argparse
import gzip
import json
import statistics
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PREFIX = "uttt/app/texts/"

PREPARE = r"""
import sys
import io, re, string
for name in [m for m in sys.modules if m.startswith("uttt") or m == "gettext"]:
    del sys.modules[name]
sys.path[:] = [ARCHIVE, *(p for p in sys.path if not p.startswith("/bench/"))]
import uttt.frozen
"""

TIMED = r"""
from uttt.app.texts import help, i18n
i18n.page_texts(LANGUAGE)
i18n.translate(LANGUAGE, i18n.counted("lost", 2))
"""

NODE = r"""
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
const [pyodideDir, runs, prepare, timed, ...zips] = process.argv.slice(1);
const indexURL = resolve(pyodideDir) + "/";
const { loadPyodide } = await import(pathToFileURL(join(indexURL, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL });
pyodide.FS.mkdir("/bench");
zips.forEach((zip, i) => pyodide.FS.writeFile(`/bench/${i}.zip`, readFileSync(zip)));
const times = zips.map(() => []);
for (let run = 0; run < Number(runs); run++) {
  zips.forEach((_, i) => {
    pyodide.runPython(prepare.replace("ARCHIVE", JSON.stringify(`/bench/${i}.zip`)));
    const before = process.cpuUsage();
    pyodide.runPython(timed);
    const spent = process.cpuUsage(before);
    times[i].push((spent.user + spent.system) / 1000);
  });
}
process.stdout.write(JSON.stringify(times));
"""


def text_bytes(archive: Path) -> dict[str, int]:
    """The texts' members of the archive: their count, bytes, stored bytes, gzipped bytes."""
    with zipfile.ZipFile(archive) as zipped:
        members = [info for info in zipped.infolist() if info.filename.startswith(PREFIX)]
        joined = b"".join(zipped.read(info) for info in members)
    return {"members": len(members), "bytes": sum(i.file_size for i in members),
            "stored": sum(i.compress_size for i in members),
            "gzipped": len(gzip.compress(joined, 9, mtime=0)),
            "archive": archive.stat().st_size}


def start_up_ms(archives: list[Path], pyodide: Path, language: str,
                runs: int) -> list[list[float]]:
    """For each archive, one figure a run: the CPU ms to import the texts and say a
    language's texts (the archives take turns)."""
    timed = TIMED.replace("LANGUAGE", json.dumps(language))
    done = subprocess.run(["node", "--input-type=module", "-e", NODE, str(pyodide), str(runs),
                           PREPARE, timed, *map(str, archives)],
                          capture_output=True, text=True, check=True)
    times: list[list[float]] = json.loads(done.stdout)
    return times


def archive_languages(archive: Path) -> list[str]:
    """The languages an archive's catalogs offer (their table, ``locale/languages.json``)."""
    with zipfile.ZipFile(archive) as opened:
        return list(json.loads(opened.read("uttt/app/texts/locale/languages.json")))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("zips", type=Path, nargs="*", default=[ROOT / "dist" / "py" / "uttt.zip"],
                        help="archives to compare (default: the built one)")
    parser.add_argument("--pyodide", type=Path, default=ROOT / "dist" / "vendor" / "pyodide",
                        help="the built site's runtime (its trimmed, compiled standard library)")
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args(argv)
    for archive in args.zips:
        print(f"{archive}: texts {text_bytes(archive)}")
    for language in archive_languages(args.zips[-1]):
        found = start_up_ms(args.zips, args.pyodide, language, args.runs)
        for archive, times in zip(args.zips, found, strict=True):
            print(f"start-up in {language}, {archive}: min {min(times):.1f} ms, median "
                  f"{statistics.median(times):.1f} ms ({args.runs} runs)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
