// Starts the game's Python: Pyodide's own loadPyodide, the game's archive, `import main`.
//
// The page's Python talks to the browser through `js` and `pyodide.ffi` only, so nothing
// of PyScript's runtime (config fetch, plugins, its `pyscript` package written into the
// file system and imported) is used; scripts/bench/bench_load.py measured that set-up at about
// 10 % of a warm start (README, "Start-up"). The game's archive is fetched while the
// interpreter starts and put on sys.path as it is (zipimport, which already serves the
// standard library, and the archive holds the bytecode): unpacking it would import
// shutil, tempfile, zipfile and the compressors first. All URLs are relative to this
// file, so the site works under any sub-path. A failure rejects this module's promise,
// which site/launch.js catches and boot.js reports (a failed download in words of its
// own).
//
// site/launch.js, the page's first script, imports this module: the interpreter starts as
// soon as this file and pyodide.mjs are there, while the rest of the page is parsed and
// boot.js paints the board outline; the game's Python waits for the whole document (and
// its scripts).
//
// From the second or third visit on, the interpreter comes from a memory snapshot saved
// after an earlier one, with the game's modules already imported (site/snapshot.js), on
// the page's main thread as in the worker mode. <html data-interpreter> says which start
// it was ("saved" or "started"), <html data-thread> where Python runs ("main" or
// "worker").
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
import {
  ARCHIVE, MODULES, WasmFailed, archiveURL, claimSaved, discardSaved, forgetSaved, keepSaved,
  loadWatched, offerToSave, readOnPage, takeSaved,
} from "./snapshot.js";

const here = new URL(".", import.meta.url);
const root = document.documentElement;
// Each step is counted on <html data-load-steps> as well as announced: this module may
// run before boot.js is there to hear the first steps (they once went unseen, and the
// bar stood still until the interpreter had loaded).
const progress = (step) => {
  root.dataset.loadSteps = String(Number(root.dataset.loadSteps || 0) + 1);
  dispatchEvent(new CustomEvent("uttt:progress", { detail: step }));
};

// The interpreter: from the saved one (site/snapshot.js) when this build has one, the
// game's modules already imported; else, or if it fails, a plain start. Says which on
// <html data-interpreter>.
async function interpreter() {
  const indexURL = new URL("vendor/pyodide/", here).href;
  const saved = takeSaved();
  if (saved) {
    try {
      const pyodide = await loadWatched(loadPyodide, { indexURL, _loadSnapshot: saved });
      pyodide.runPython("import random; random.seed()");  // not the worker's sequence
      root.dataset.interpreter = "saved";
      return { pyodide, fromSnapshot: true };
    } catch (err) {
      if (!(err instanceof WasmFailed)) forgetSaved();  // else the plain start fails too
    }
  }
  root.dataset.interpreter = "started";
  return { pyodide: await loadWatched(loadPyodide, { indexURL }), fromSnapshot: false };
}

// The game's modules that `import main` loads, leaves first (the order Python finishes
// them in), and those imported after the first frame: written by scripts/build_site.py
// (scripts/build/start_imports.py). Imported a slice at a time, so no main-thread task holds
// the whole import: by its turn each module's own imports are done.
const FIRST = /*__UTTT_FIRST_IMPORTS__*/[];
const LATER = /*__UTTT_LATER_IMPORTS__*/[];
const SLICE_MS = 8;
const LATER_AFTER_MS = 100;

// The next task: as soon as the browser has handled what waits (input, a paint).
const nextTask = () => (globalThis.scheduler?.yield ? globalThis.scheduler.yield()
  : new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  }));
// After the first frame: behind the browser's own tasks.
const later = () => new Promise((resolve) => setTimeout(resolve, 0));

// Imports `names` in order, as many as fit in SLICE_MS a task. A module that fails to
// import here is left to the import that needs it (`import main` reports a real failure).
async function importInSlices(pyodide, names, yieldToBrowser) {
  const importModule = pyodide.pyimport("importlib").import_module;
  try {
    let sliceStart = performance.now();
    for (const name of names) {
      if (performance.now() - sliceStart > SLICE_MS) {
        await yieldToBrowser();
        sliceStart = performance.now();
      }
      try {
        importModule(name).destroy();
      } catch {
        // imported by `import main`, or where first needed
      }
    }
  } finally {
    importModule.destroy();
  }
}

// A failure after a start from the snapshot is the snapshot's until shown otherwise: no
// more of it for this build, and the page starts again, plainly, saying why (a failure
// then is reported). So is a fatal error of the interpreter once the game is ready (a
// wasm trap, as damaged memory gives at the first tap): the board would answer nothing.
async function restartPlainly() {
  discardSaved();
  location.reload();
  await new Promise(() => {});
}

// On the main thread: Pyodide marks the error it throws at a fatal one.
function restartOnFatal() {
  const restart = (error) => {
    if (error?.pyodide_fatal_error === true) restartPlainly();
  };
  addEventListener("error", (event) => restart(event.error));
  addEventListener("unhandledrejection", (event) => restart(event.reason));
}

// On the page's main thread (with `?worker=0` in the address, or where the browser cannot
// run the worker; the default is `inWorker` below).
async function onMainThread() {
  root.dataset.thread = "main";
  const archive = fetch(archiveURL()).then((response) => {
    if (!response.ok) throw new Error(`py/uttt.zip: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
  // Awaited below; a failure while the interpreter still loads must not be left unhandled
  // in the meantime (the await below still throws it, and site/launch.js reports it).
  archive.catch(() => {});
  const { pyodide, fromSnapshot } = await interpreter();
  try {
    progress("Loaded interpreter");
    pyodide.FS.writeFile(ARCHIVE, new Uint8Array(await archive));
    if (!fromSnapshot) pyodide.pyimport("sys").path.insert(0, ARCHIVE);  // the snapshot has it
    progress("Loaded Pyodide");
    if (document.readyState === "loading") {
      await new Promise((resolve) => addEventListener("DOMContentLoaded", resolve, { once: true }));
    }
    performance.mark("uttt:main");  // the runtime is set up (scripts/bench/bench_load.py)
    if (!fromSnapshot) await importInSlices(pyodide, FIRST, nextTask);  // the snapshot has them
    pyodide.pyimport("main");
  } catch (err) {
    if (!fromSnapshot) throw err;
    await restartPlainly();
  }
  if (fromSnapshot) {
    keepSaved();
    restartOnFatal();
  } else offerToSave(() => pyodide.runPython(MODULES), root);
  // What the first frame does not need is imported after it, in the same slices, a
  // little after the first frame and between the browser's own tasks (LATER: the
  // computer's search, the report's and the puzzles' modules, hashlib; see
  // scripts/build/start_imports.py).
  setTimeout(() => importInSlices(pyodide, LATER, later), LATER_AFTER_MS);
  return pyodide;
}

// The worker mode: the page keeps the saved interpreter's marks and tells the worker at
// once whether to try it; the worker reads it, unpacks it and starts from it (nothing of
// its 31 MB on the page's main thread), and says which start it made.
async function inWorker() {
  const saved = claimSaved();
  const { WorkerUnavailable, startInWorker } = await import("./py-host.js");
  let fromSnapshot = false;
  let worker;
  try {
    worker = await startInWorker(progress, LATER, {
      saved,
      interpreter(from, refused) {
        if (refused) forgetSaved();
        fromSnapshot = from === "saved";
        root.dataset.interpreter = from;
      },
      fatal() {
        if (fromSnapshot) restartPlainly();
      },
    });
  } catch (err) {
    if (err instanceof WorkerUnavailable) return onMainThreadInstead(err, saved);
    if (!fromSnapshot) throw err;
    await restartPlainly();
  }
  if (fromSnapshot) keepSaved();
  else offerToSave(worker.modules, root);
  return undefined;
}

// A browser that cannot run the worker: the game starts on the page's main thread, from
// the saved interpreter if it was about to be tried (its claim is handed back first).
function onMainThreadInstead(err, saved) {
  console.info("the game runs on the page's main thread:", err.message);
  if (saved) keepSaved();
  readOnPage();
  return onMainThread();
}

performance.mark("uttt:loading");
progress("Loading interpreter");
// The interpreter on the page (none in the worker, the default; a trace build reads it).
// `?worker=0` in the address, or a browser without workers, runs it on the main thread
// (site/launch.js reads the same).
const pyodide = new URLSearchParams(location.search).get("worker") === "0"
  || typeof Worker !== "function" ? await onMainThread() : await inWorker();
