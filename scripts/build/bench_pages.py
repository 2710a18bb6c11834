"""The benchmark pages build_site.py writes into ``dist/bench/`` (not precached, not linked
from the game): a bare ``loadPyodide`` of the same files for scripts/bench/bench_load.py, and the
engine benchmarks in Pyodide for scripts/bench/bench_browser.py."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

BENCH_DIR = "bench"
TOOLS_ARCHIVE = "tools.zip"
ZIP_DATE = (1980, 1, 1, 0, 0, 0)
ZIP_MODE = 0o644 << 16
SKIPPED_NAMES = {"__pycache__", ".DS_Store"}

BARE_HTML = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{csp}">
<title>bench: bare loadPyodide</title>
<script type="module" src="./bare.js"></script>
</head>
<body><p>bare loadPyodide benchmark page (not part of the game)</p></body>
</html>
"""

BARE_JS = """// Bare Pyodide start-up, same vendored files as the game, for scripts/bench/bench_load.py.
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

const indexURL = new URL("../vendor/pyodide/", import.meta.url).href;
performance.mark("uttt:loading");
const pyodide = await loadPyodide({ indexURL });
pyodide.runPython("import sys");
performance.mark("uttt:ready");
document.documentElement.dataset.ready = "1";
"""


ENGINE_HTML = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{csp}">
<title>bench: uttt engine and search in Pyodide</title>
<script type="module" src="./engine.js"></script>
</head>
<body><pre id="out">running…</pre></body>
</html>
"""

ENGINE_JS = """// uttt engine and search benchmarks inside Pyodide, for scripts/bench/bench_browser.py.
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

const here = new URL(".", import.meta.url);
const pyodide = await loadPyodide({ indexURL: new URL("../vendor/pyodide/", here).href });
// The archives go on sys.path as they are (zipimport), as site/start.js does: unpacking
// them (pyodide.unpackArchive) runs shutil and zipfile, which need the cp437 codec that
// the build's trimmed standard library does not ship.
const copy = async (name, path) => {
  const response = await fetch(new URL(name, here));
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
  pyodide.FS.writeFile(path, new Uint8Array(await response.arrayBuffer()));
};
await copy("../py/uttt.zip", "/home/pyodide/uttt.zip");
await copy("tools.zip", "/home/pyodide/tools.zip");
const scale = Number(new URLSearchParams(location.search).get("scale") || "1");
// Each figure runs in its own call into Python. Since 3.11 Python calls do not re-enter
// the C eval loop, and WebAssembly has no on-stack replacement: one long call would run
// start to end in the baseline (Liftoff) code it was entered with. A short warm-up call
// first lets V8 tier the interpreter up, as the game's sliced search does.
pyodide.runPython(`
import json, sys
sys.path.insert(0, "/home/pyodide/uttt.zip")
import uttt
uttt.__path__.append("/home/pyodide/tools.zip/uttt")  # uttt.tools: not in the page's zip
from uttt.tools import bench
measures = bench.engine_figures(${scale}) + bench.ai_figures(${scale})
def _one(index):
    f = measures[index]()
    return json.dumps([f.name, f.count, f.seconds, f.unit, f.per_item])
`);
for (let round = 0; round < 30; round++) {  // short calls, time for background tier-up
  pyodide.runPython("bench.run(0.01)");
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const count = pyodide.runPython("len(measures)");
const rows = [];
for (let index = 0; index < count; index++) {
  rows.push(JSON.parse(pyodide.runPython(`_one(${index})`)));
}
const result = JSON.stringify(rows);
document.getElementById("out").textContent = result;
document.documentElement.dataset.done = "1";
"""



PROTO_HTML = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="{csp}">
<title>bench: the interpreter on the main thread or in a worker</title>
<link rel="stylesheet" href="../style.css">
<script type="module" src="./proto.js"></script>
</head>
<body><main id="page"><div class="stage">
<canvas id="board" width="540" height="540"></canvas>
</div></main>
<script src="../draw.js"></script>
</body>
</html>
"""

# The same Python start-up and the same tap handling, on either thread (scripts/bench/bench_worker.py).
PROTO_PY = """
import sys
sys.path.insert(0, "/home/pyodide/uttt.zip")
from uttt.app.page import start as page
from uttt.app.features.play.events import PointerDown, PointerUp
from uttt.app.model.shown import render_view
from uttt.app.controller.step import step
from uttt.app.scene.render import display_list, to_json
APP = None
def start(width, height):
    global APP
    APP = page.boot(None, storage_ok=False, languages=["en"], size=(width, height),
                    fresh_id="0" * 16).app
    return to_json(display_list(render_view(APP), APP.page.layout))
def tap(x, y, t):
    global APP
    APP, _ = step(APP, PointerDown(x, y, t))
    APP, _ = step(APP, PointerUp(x, y, t + 0.05))
    return to_json(display_list(render_view(APP), APP.page.layout))
"""

PROTO_BOOT_JS = """// Loads Pyodide and the game's modules; answers start and tap, on either thread.
import {{ loadPyodide }} from "../vendor/pyodide/pyodide.mjs";

const here = new URL(".", import.meta.url);
export async function boot() {{
  const pyodide = await loadPyodide({{ indexURL: new URL("../vendor/pyodide/", here).href }});
  const zip = await (await fetch(new URL("../py/uttt.zip", here))).arrayBuffer();
  pyodide.FS.writeFile("/home/pyodide/uttt.zip", new Uint8Array(zip));  // as site/start.js
  pyodide.runPython({py});
  const start = pyodide.globals.get("start");
  const tap = pyodide.globals.get("tap");
  return {{ start: (w, h) => start(w, h), tap: (x, y, t) => tap(x, y, t) }};
}}
"""

PROTO_WORKER_JS = """// The interpreter in a worker: the main thread only paints and forwards taps.
import { boot } from "./proto-boot.js";

const game = await boot();
self.onmessage = ({ data }) => {
  const list = data.type === "start"
    ? game.start(data.w, data.h) : game.tap(data.x, data.y, data.t);
  self.postMessage({ id: data.id, list });
};
self.postMessage({ type: "loaded" });
"""

PROTO_JS = """// Prototype for scripts/bench/bench_worker.py: ?mode=main runs Pyodide on the main thread,
// ?mode=worker in a module worker; both load the same files and run the same Python.
const mode = new URLSearchParams(location.search).get("mode") || "main";
const longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) longTasks.push([e.startTime, e.duration]);
}).observe({ type: "longtask", buffered: true });
globalThis.__protoLong = longTasks;

let call;
if (mode === "worker") {
  const worker = new Worker(new URL("./proto-worker.js", import.meta.url), { type: "module" });
  const waiting = new Map();
  let next = 0;
  await new Promise((resolve) => {
    worker.onmessage = ({ data }) => {
      if (data.type === "loaded") { resolve(); return; }
      waiting.get(data.id)(data.list);
      waiting.delete(data.id);
    };
  });
  call = (message) => new Promise((resolve) => {
    const id = next++;
    waiting.set(id, resolve);
    worker.postMessage({ ...message, id });
  });
} else {
  const { boot } = await import("./proto-boot.js");
  const game = await boot();
  call = async (m) => (m.type === "start" ? game.start(m.w, m.h) : game.tap(m.x, m.y, m.t));
}
const [w, h] = globalThis.utttCanvasSize();
globalThis.utttPaint(await call({ type: "start", w, h }));
performance.mark("uttt:ready");
document.documentElement.dataset.ready = "1";
// A tap at (x, y): ms from the event to the frame painted with its result.
globalThis.__protoTap = async (x, y) => {
  const begun = performance.now();
  globalThis.utttPaint(await call({ type: "tap", x, y, t: begun / 1000 }));
  await new Promise((resolve) => requestAnimationFrame(() => resolve()));
  return performance.now() - begun;
};
"""


def _sources(folder: Path) -> list[Path]:
    return [
        path for path in sorted(folder.rglob("*.py"))
        if not any(part in SKIPPED_NAMES for part in path.relative_to(folder).parts)
    ]


def write_bench(out: Path, csp: str, package: Path) -> None:
    bench = out / BENCH_DIR
    bench.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(bench / TOOLS_ARCHIVE, "w") as archive:  # what the page leaves out
        for path in _sources(package / "tools"):
            name = (Path(package.name) / path.relative_to(package)).as_posix()
            info = zipfile.ZipInfo(name, date_time=ZIP_DATE)
            info.external_attr = ZIP_MODE
            archive.writestr(info, path.read_bytes())
    (bench / "bare.html").write_text(BARE_HTML.format(csp=csp), encoding="utf-8")
    (bench / "bare.js").write_text(BARE_JS, encoding="utf-8")
    (bench / "engine.html").write_text(ENGINE_HTML.format(csp=csp), encoding="utf-8")
    (bench / "engine.js").write_text(ENGINE_JS, encoding="utf-8")
    (bench / "proto.html").write_text(PROTO_HTML.format(csp=csp), encoding="utf-8")
    (bench / "proto.js").write_text(PROTO_JS, encoding="utf-8")
    (bench / "proto-boot.js").write_text(
        PROTO_BOOT_JS.format(py=json.dumps(PROTO_PY)), encoding="utf-8")
    (bench / "proto-worker.js").write_text(PROTO_WORKER_JS, encoding="utf-8")


