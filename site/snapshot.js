// The saved interpreter: a memory snapshot of Pyodide with the game's modules imported,
// made once per build in a worker (site/snapshot-worker.js) after a visit, kept in the
// browser's Cache Storage, and loaded on the next visits (by site/start.js, or in the
// worker mode by site/py-worker.js) instead of starting Python and importing the game
// again (docs/decisions/005-saved-interpreter.md).
//
// It is only an accelerator: nothing of the player's is in it (the game, the settings
// and the scores stay in localStorage), and any doubt about it means a plain start.
// - It is keyed by RUNTIME, a hash of every file that goes into it (the interpreter, the
//   standard library, the game's archive, this file and the worker), written by
//   scripts/build_site.py: a new build never loads an old snapshot.
// - A start from it is marked "trying" in localStorage (and in the tab's sessionStorage)
//   until the game is ready. A page that finds the mark left by its own tab before a
//   reload, or a minute or more ago (that start hung, failed or was cut short), starts
//   plainly, and this build makes no snapshot again; a recent mark of another tab (a
//   start under way, or hung) makes this start a plain one. A start that fails after
//   Pyodide took the snapshot turns it off at once and reloads the page (site/start.js).
// - A snapshot whose checksum (its SHA-256, written first when it is made) does not hold,
//   that does not unpack, or that Pyodide refuses, is forgotten on the spot and the same
//   load starts plainly (site/start.js).
// - A fatal error of the interpreter after a start from it (Pyodide's: a wasm trap, as
//   damaged memory gives at the first tap) turns it off for this build like a failed
//   start, and the page reloads and says why while it starts plainly (`discardSaved`).
// - The page keeps the marks (`claimSaved`, `keepSaved`, `forgetSaved`); the snapshot is
//   read and unpacked where the interpreter starts: on the page (`takeSaved`) or, in the
//   worker mode, in site/py-worker.js (`readSaved`), which the page tells at once whether
//   to try it and which tells the page what became of it (site/py-host.js).
// Pyodide's `_loadSnapshot` and `makeMemorySnapshot` are used as the pinned version has
// them; tests/e2e/test_saved_interpreter.py checks both against the built site, on the
// page's main thread and in the worker mode.

export const RUNTIME = "__UTTT_RUNTIME__";
const CACHE = "uttt-interpreter";
const PAGE = 1 << 16;
const MAGIC = 0x55545350; // "UTSP"
const HEADER = 12; // magic, memory size, number of pages kept
const DIGEST = 32; // before the header: the SHA-256 of all that follows
// How long after the game is ready the snapshot may be made (then when the page is idle):
// not while the page is still settling, nor in the way of a first move.
const SAVE_AFTER_MS = 5000;
// How long a start from the snapshot may take before its mark counts as left behind.
const TRYING_MS = 60_000;

const here = new URL(".", import.meta.url);  // beside site/start.js
const folder = location.pathname.slice(0, location.pathname.lastIndexOf("/") + 1) || "/";
const MARK = `${folder}uttt:interpreter`;
// The same mark in this tab's sessionStorage, which outlives a reload of the tab only: a
// start from the snapshot that hung (nothing runs to clear any mark) is found there.
const TAB_MARK = `${folder}uttt:interpreter:tab`;
const DISCARDED = `${folder}uttt:interpreter:discarded`;

// Where site/start.js and the worker put the game's archive (zipimport remembers the path).
export const ARCHIVE = "/home/pyodide/uttt.zip";
export const archiveURL = () => new URL("py/uttt.zip", here);
export const snapshotURL = () => new URL(`interpreter.bin?${RUNTIME}`, here).href;

// The marks live in localStorage and, for this tab, sessionStorage. Without storage
// every start is a plain one.
function read(storage, key) {
  try {
    return globalThis[storage].getItem(key);
  } catch {
    return null;
  }
}

function write(storage, key, value) {
  try {
    if (value === null) globalThis[storage].removeItem(key);
    else globalThis[storage].setItem(key, value);
  } catch {
    // as above
  }
}

const readMark = () => read("localStorage", MARK);
const writeMark = (value) => write("localStorage", MARK, value);
const readTabMark = () => read("sessionStorage", TAB_MARK);
const writeTabMark = (value) => write("sessionStorage", TAB_MARK, value);

// Without storage for the marks a snapshot could never be used: none is made (nor a mark
// written over one that could not be read).
function marksWork() {
  try {
    localStorage.setItem(`${MARK}:probe`, "1");
    localStorage.removeItem(`${MARK}:probe`);
    localStorage.getItem(MARK);
    sessionStorage.getItem(TAB_MARK);
    return true;
  } catch {
    return false;
  }
}

// Pages of the memory that are all zeros (about 60 % of it) are left out. The first
// DIGEST bytes are kept for the SHA-256 of the rest, which `seal` writes.
export function pack(memory) {
  const kept = [];
  for (let start = 0; start < memory.length; start += PAGE) {
    const page = memory.subarray(start, Math.min(start + PAGE, memory.length));
    if (page.some((byte) => byte !== 0)) kept.push(start / PAGE);
  }
  const out = new Uint8Array(DIGEST + HEADER + 4 * kept.length + PAGE * kept.length);
  const view = new DataView(out.buffer, DIGEST);
  view.setUint32(0, MAGIC);
  view.setUint32(4, memory.length);
  view.setUint32(8, kept.length);
  let at = DIGEST + HEADER + 4 * kept.length;
  kept.forEach((index, i) => {
    view.setUint32(HEADER + 4 * i, index);
    const page = memory.subarray(index * PAGE, (index + 1) * PAGE);
    out.set(page, at);
    at += PAGE;
  });
  return out.subarray(0, at);
}

// The checksum: flipped bytes of the same size (a damaged disk) would otherwise be
// started from, and an interpreter with damaged memory may look ready and die at the
// first tap. Written when the snapshot is made, checked before it is used.
const sha256 = async (bytes) => new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));

export async function seal(packed) {
  packed.set(await sha256(packed.subarray(DIGEST)));
  return packed;
}

// The packed snapshot of `sealed`, if its checksum holds.
async function opened(sealed) {
  if (sealed.length < DIGEST + HEADER) throw new Error("not a snapshot");
  const digest = await sha256(sealed.subarray(DIGEST));
  if (digest.some((byte, i) => byte !== sealed[i])) throw new Error("damaged snapshot");
  return sealed.subarray(DIGEST);
}

export function unpack(packed) {
  const view = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  if (packed.length < HEADER || view.getUint32(0) !== MAGIC) throw new Error("not a snapshot");
  const size = view.getUint32(4);
  const count = view.getUint32(8);
  const memory = new Uint8Array(size);
  let at = HEADER + 4 * count;
  for (let i = 0; i < count; i++) {
    const start = view.getUint32(HEADER + 4 * i) * PAGE;
    const length = Math.min(PAGE, size - start, packed.length - at);
    if (start >= size || length <= 0) throw new Error("damaged snapshot");
    memory.set(packed.subarray(at, at + length), start);
    at += length;
  }
  if (at !== packed.length) throw new Error("damaged snapshot");
  return memory;
}

// Whether this start tries the snapshot: the page's side, which alone has the marks
// (a worker has no localStorage nor sessionStorage). Marks the start as "trying" when it
// does (see above). The snapshot itself is read by whoever starts the interpreter:
// `readSaved`, on the page (`takeSaved`) or in the worker (site/py-worker.js).
export function claimSaved() {
  let mark = readMark();
  const trying = `trying:${RUNTIME}:`;
  const tabTried = readTabMark() === RUNTIME;
  writeTabMark(null);
  if (mark?.startsWith(trying)) {
    // A start from it this tab made before a reload, or any left a minute ago, hung,
    // failed or was cut short: not again for this build. A recent one of another tab
    // may be under way, or hung: this start is a plain one.
    const age = Date.now() - Number(mark.slice(trying.length));
    if (!tabTried && age < TRYING_MS) return false;
    mark = `failed:${RUNTIME}`;
    writeMark(mark);
  }
  if (mark !== RUNTIME || typeof caches === "undefined") return false;
  writeMark(`${trying}${Date.now()}`);
  writeTabMark(RUNTIME);
  return true;
}

// The snapshot for this build from Cache Storage, unpacked (31 MB: off the page's main
// thread in the worker mode).
export function readSaved() {
  return caches
    .open(CACHE)
    .then((cache) => cache.match(snapshotURL()))
    .then((response) => {
      if (!response) throw new Error("snapshot gone");
      return response.arrayBuffer();
    })
    .then((buffer) => opened(new Uint8Array(buffer)))
    .then(unpack);
}

// `promise` as a thenable that lets go of it when awaited: Pyodide keeps the options it
// was given for the interpreter's life, and with the promise they would keep the
// memory's 31 MB.
export function lettingGo(promise) {
  let held = promise;
  return {
    then(resolve, reject) {
      const taken = held;
      held = undefined;
      return taken.then(resolve, reject);
    },
  };
}

// `load(options)` (Pyodide's loadPyodide), rejected as soon as a WebAssembly instantiation
// fails while it runs. Pyodide 314 catches a failed instantiation of its wasm (a download
// refused or cut after it began, a damaged file) and only warns ("wasm instantiation
// failed!"): loadPyodide then never settles, and the page would say it is loading for
// ever. Whether the failure came soon enough to be an unhandled rejection was a race.
// Its rejection is a `WasmFailed` (the failure's own message: a download's stays one): the
// interpreter's wasm, not a saved interpreter, so a start from one keeps it.
// (Pyodide 314 instantiates its wasm through its own hook, which never falls back from a
// failed streaming instantiation to another: check that on a Pyodide upgrade.)
export class WasmFailed extends Error {}

export async function loadWatched(load, options) {
  let refuse;
  const refused = new Promise((_, reject) => {
    refuse = (error) => reject(new WasmFailed(String(error?.message ?? error), { cause: error }));
  });
  const originals = {};
  for (const name of ["instantiate", "instantiateStreaming"]) {
    const original = WebAssembly[name];
    if (typeof original !== "function") continue;
    originals[name] = original;
    WebAssembly[name] = function watched(...args) {
      const result = original.apply(this, args);
      result.catch(refuse);
      return result;
    };
  }
  try {
    return await Promise.race([load(options), refused]);
  } finally {
    Object.assign(WebAssembly, originals);
  }
}

// On the page's main thread (site/launch.js calls it beside importing start.js, before
// the interpreter's files arrive): the read is under way while they do, and done,
// unpacked, before Pyodide asks for it. (Its failure is handled where it is used, by
// start.js: not an unhandled rejection meanwhile.) Once; not in the worker mode.
let pending;
export function readOnPage() {
  if (pending !== undefined) return;
  pending = claimSaved() ? readSaved() : null;
  pending?.catch(() => {});
}

// The snapshot's promise on the main thread, once, letting go of it when awaited; or
// undefined when this start is a plain one.
export function takeSaved() {
  readOnPage();
  const held = pending;
  pending = null;
  return held ? lettingGo(held) : undefined;
}

// The start from the snapshot got the game ready.
export function keepSaved() {
  writeMark(RUNTIME);
  writeTabMark(null);
}

// Pyodide refused the snapshot (forget it: the worker makes another), or a start from
// it failed later (`failed`: not again for this build).
export function forgetSaved({ failed = false } = {}) {
  writeMark(failed ? `failed:${RUNTIME}` : null);
  writeTabMark(null);
  if (typeof caches !== "undefined") {
    caches.open(CACHE).then((cache) => cache.delete(snapshotURL())).catch(() => {});
  }
}

// A fatal error after a start from the snapshot: forgotten and turned off for this build,
// and the reload that follows says so (boot.js reads DISCARDED, in this tab only).
export function discardSaved() {
  forgetSaved({ failed: true });
  write("sessionStorage", DISCARDED, "1");
}

// Which modules the snapshot imports: those the page has imported by now from the
// standard library and the game's package, not the page's own (site/*.py, which use
// `js`) nor Pyodide's.
export const MODULES = `
import sys
def _saved_modules():
    for name, module in list(sys.modules.items()):
        top = name.partition(".")[0]
        origin = getattr(getattr(module, "__spec__", None), "origin", None) or ""
        if top in ("js", "pyodide", "_pyodide", "pyodide_js", "__main__", "main"):
            continue
        if top == "uttt" or (origin.startswith("/lib/") and "/site-packages/" not in origin):
            yield name
",".join(sorted(_saved_modules()))
`;

// Once the game is ready and the page has been idle a while, makes the snapshot if this
// build has none (and has not failed to make or use one) and the marks can be kept, in a
// worker: the page only hands it the module names, which `modules()` gives (the MODULES
// text run where the game's Python runs: on the page, or in the worker mode's worker).
export function offerToSave(modules, root) {
  const mark = readMark();
  if (mark === RUNTIME || mark === `failed:${RUNTIME}` || !marksWork()
      || typeof caches === "undefined" || typeof Worker === "undefined"
      || !globalThis.crypto?.subtle) {  // (no checksum outside a secure context)
    root.dataset.interpreterSaved = "off";  // (said, for the tests and the benchmark)
    return;
  }
  const failed = () => {
    writeMark(`failed:${RUNTIME}`);
    root.dataset.interpreterSaved = "failed";
  };
  const idle = globalThis.requestIdleCallback ?? ((run) => setTimeout(run, 0));
  setTimeout(() => idle(async () => {
    let names;
    try {
      names = await modules();
    } catch {
      failed();
      return;
    }
    const worker = new Worker(new URL("snapshot-worker.js", here), { type: "module" });
    worker.onmessage = ({ data }) => {
      worker.terminate();
      if (!data.ok) return failed();
      writeMark(RUNTIME);
      root.dataset.interpreterSaved = String(data.bytes);
    };
    worker.onerror = () => {
      worker.terminate();
      failed();
    };
    worker.postMessage({ modules: names.split(",") });
  }, { timeout: 5000 }), SAVE_AFTER_MS);
}
