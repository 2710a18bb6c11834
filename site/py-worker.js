// The game's Python in a dedicated worker (the default; `?worker=0` runs it on the page; see
// site/py-host.js, the page's side): Pyodide starts here, the game's archive goes where
// site/start.js puts it, and `import main` runs the same site Python as on the page.
// site/channel.py reads `js.window` and `js.document`: here they are stand-ins that
// answer from what the page sent at start and relay every other message to the page.
//   - `utttReceive`: a storage read answers from this worker's copy of the stored
//     documents (all of the page's localStorage at start, then each `storage` event and
//     this worker's own writes); a write updates the copy, is posted to the page and
//     answers yes at once (a write the page's storage refuses comes back later as a
//     "store-failed" input message); every other message is posted to the page as it is.
//   - `utttListen`: the page's input messages (site/inputs.js) are relayed here, to
//     Python's input entry (kept as the stand-in's `entry`: the tests reach the game's
//     Python through it).
//   - `utttPlace`, `utttStored`: the start-up reads, from the start message.
//   - `performance.now()`, `Date.now()`: the page's clocks, as the last message from the
//     page read them: exactly that while the message is handled (a tap's time is the
//     page's time of the tap), then moved on by the time this worker has counted since (so
//     a clock the page's tests hold or move, Playwright's `page.clock`, holds or moves here
//     too: each message sets it again).
//   - `document.hidden`: carried by the page's visibilitychange messages.
// The saved interpreter (site/snapshot.js) is read, unpacked and loaded here, off the
// page's main thread, when the page's first message says to try it (the page keeps its
// marks: a worker has no localStorage); the "interpreter" message tells the page which
// start this was ("saved", or "started" and whether Pyodide refused the snapshot), and a
// "modules" request is answered with the modules a snapshot should import.
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
import {
  ARCHIVE, MODULES, WasmFailed, archiveURL, lettingGo, loadWatched, readSaved,
} from "./snapshot.js";

const here = new URL(".", import.meta.url);
// Every message to the page, in order, and one postMessage a turn of this worker's work:
// what one input message gives (a move's patch and display lists, storage writes, sound)
// reaches the page as one message, carried out in one task (the lists painted at the
// page's next animation frame): a tap crosses twice, its input in and this out.
const told = [];
const flush = () => {
  if (told.length > 0) postMessage(told.splice(0));
};
function tell(message) {
  told.push(message);
  if (told.length === 1) queueMicrotask(flush);
}
// Now, with what waits before it: a performance mark, which the page sets when it hears
// it (site/outputs.js's "mark", as for main.py's marks).
function mark(name) {
  told.push({ kind: "out", message: JSON.stringify(["mark", name]) });
  flush();
}
let started;  // the page's start message
const documents = new Map();
// The page's clocks at the last message (`now`, `date`) and this worker's clock then;
// `handling` while that message is handled, when no time has passed for the game.
let clocks = { now: 0, date: Date.now(), at: performance.now() };
let handling = false;
const since = () => (handling ? 0 : performance.now() - clocks.at);

function store(key, value) {
  if (key === "") documents.clear();  // localStorage.clear() in another tab
  else if (typeof value === "string") documents.set(key, value);
  else documents.delete(key);
}

// The page's input message `text`: storage events update the copy first.
function input(text) {
  const message = JSON.parse(text);
  if (message.kind === "storage") store(message.key, message.value);
  if (message.kind === "store-failed") store(message.key, message.stored);  // not written
  page.entry?.(text);
}

const page = {
  utttReceive(message) {
    const [kind, key, value] = JSON.parse(message);
    if (kind === "read") return documents.get(key) ?? null;
    if (kind === "store") store(key, value);
    tell({ kind: "out", message });
    return kind === "store" ? true : undefined;
  },
  utttListen(entry, config) {
    page.entry = entry;
    tell({ kind: "listen", config });
  },
  utttPlace: () => started.place,
  utttStored(keys) {
    const values = {};
    for (const key of JSON.parse(keys)) values[key] = documents.get(key) ?? null;
    return JSON.stringify({ values, works: started.works, readable: started.readable });
  },
  performance: { now: () => clocks.now + since() },
  Date: { now: () => clocks.date + since() },
};

const pause = () => new Promise((resolve) => setTimeout(resolve, 0));
// The page's first message, posted as it made this worker: whether to try the snapshot.
let begin;
const begun = new Promise((resolve) => { begin = resolve; });

// The interpreter: from the snapshot when the page says so, the game's modules already
// imported; else, or if Pyodide refuses it, a plain start.
async function interpreter(indexURL) {
  const { saved } = await begun;
  if (saved) {
    // Read from now, while Pyodide's files arrive; one that fails before Pyodide asks for
    // it is Pyodide's refusal below, not an unhandled rejection (which fails the start).
    const snapshot = readSaved();
    snapshot.catch(() => {});
    try {
      const pyodide = await loadWatched(loadPyodide, {
        indexURL, _loadSnapshot: lettingGo(snapshot),
      });
      pyodide.runPython("import random; random.seed()");  // not the snapshot's sequence
      tell({ kind: "interpreter", from: "saved" });
      return { pyodide, fromSnapshot: true };
    } catch (err) {
      // a wasm that failed is not the snapshot's fault (the plain start fails too)
      tell({ kind: "interpreter", from: "started", refused: !(err instanceof WasmFailed) });
    }
  } else tell({ kind: "interpreter", from: "started" });
  return { pyodide: await loadWatched(loadPyodide, { indexURL }), fromSnapshot: false };
}

// Pyodide and the archive, loaded as soon as this worker runs (the page's start message
// may come later: it waits for the whole document).
async function load() {
  const archive = fetch(archiveURL()).then((response) => {
    if (!response.ok) throw new Error(`py/uttt.zip: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
  archive.catch(() => {});
  const { pyodide, fromSnapshot } = await interpreter(new URL("vendor/pyodide/", here).href);
  tell({ kind: "progress", step: "Loaded interpreter" });
  pyodide.FS.writeFile(ARCHIVE, new Uint8Array(await archive));
  if (!fromSnapshot) pyodide.pyimport("sys").path.insert(0, ARCHIVE);  // the snapshot has it
  tell({ kind: "progress", step: "Loaded Pyodide" });
  return pyodide;
}

async function run(loading) {
  const pyodide = await loading;
  // After Pyodide has looked at its surroundings: these stand-ins are not a page's.
  Object.assign(globalThis, { window: page, document: { hidden: started.hidden } });
  mark("uttt:main");  // the runtime is set up (scripts/bench/bench_load.py; main.py marks the rest)
  pyodide.pyimport("main");
  tell({ kind: "ready", worker: typeof WorkerGlobalScope !== "undefined" });
  isReady = true;
  const importModule = pyodide.pyimport("importlib").import_module;
  for (const name of started.later) {  // what the first frame did not need
    await pause();
    try {
      importModule(name).destroy();
    } catch {
      // imported where first needed
    }
  }
  importModule.destroy();
}

const fail = (err) => tell({ kind: "failed", error: String(err?.message ?? err) });
// Pyodide's own downloads reject promises nobody awaits (its wasm, for one), here as on the
// page (site/launch.js): a start that fails so is reported, not left to stall.
let isReady = false;
addEventListener("unhandledrejection", (event) => {
  if (isReady) {
    if (fatal(event.reason)) event.preventDefault();
    return;
  }
  event.preventDefault();
  fail(event.reason);
});
// A fatal error of the interpreter once the game is ready (Pyodide's: a wasm trap, after
// which nothing runs in it), in an input's handling or a later task: told to the page,
// which starts again from a plain interpreter when this one came from the snapshot
// (site/start.js) rather than keep a board that answers nothing.
function fatal(error) {
  if (!error?.pyodide_fatal_error) return false;
  tell({ kind: "fatal", error: String(error.message ?? error) });
  return true;
}
addEventListener("error", (event) => {
  if (isReady && fatal(event.error)) event.preventDefault();
});
// This module and its imports ran: a failure from now on is the game's start, not the
// browser's worker (site/py-host.js falls back to the main thread only before this).
tell({ kind: "running" });
const loading = load();
loading.catch(fail);

onmessage = ({ data }) => {
  if (data.clocks) clocks = { ...data.clocks, at: performance.now() };
  handling = Boolean(data.clocks);
  try {
    handle(data);
  } finally {
    handling = false;
  }
};

function handle(data) {
  if (data.kind === "in") input(data.text);
  else if (data.kind === "hidden") globalThis.document.hidden = data.hidden;
  else if (data.kind === "begin") begin(data);
  else if (data.kind === "modules") {
    loading.then((pyodide) => pyodide.runPython(MODULES)).catch(() => null)
      .then((names) => tell({ kind: "modules", names }));
  } else if (data.kind === "start") {
    started = data;
    for (const [key, value] of Object.entries(data.documents)) documents.set(key, value);
    run(loading).catch(fail);
  }
}
