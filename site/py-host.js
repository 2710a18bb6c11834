// The page's side of the worker mode (the default, site/start.js): the game's Python runs
// in site/py-worker.js, and this relays between it and the page's own scripts, which stay
// here (site/inputs.js, outputs.js, patch.js, draw.js). At start the worker gets the
// start-up reads (the address, the languages, the board's size), a copy of every stored
// document, whether storage can be written and whether it could be read, once the whole
// document is there. Then
// each output message goes to site/outputs.js as on the main thread (those of one turn of
// the worker's work come in one message, carried out in one task); a storage write that
// `setItem` refuses goes back as a "store-failed" input message (the worker had answered
// yes at once), with what storage still holds under the key; each input message of
// site/inputs.js goes to the worker (a tap: its input goes, and one message comes back
// with the move's patch and display lists, which site/draw.js paints at the page's next
// animation frame); visibility changes are sent as they happen. Every message
// to the worker carries the page's two clocks (`performance.now()`, `Date.now()`): the
// worker's time is the page's (site/py-worker.js). Resolves when the worker has imported
// `main`; rejects with the worker's failure.
//
// The saved interpreter (site/snapshot.js): the worker is told at once, in its first
// message, whether to try it (`saved`; the page keeps the marks), and `interpreter(from,
// refused)` hears which start it made, and `fatal(error)` a fatal error of the interpreter
// once the game is ready. The promise's value asks the worker for the module names a
// snapshot should import (`modules()`, for `offerToSave`).
const WORKER = "py-worker.js";

// The page's clocks, on every message to the worker.
const clocks = () => ({ now: performance.now(), date: Date.now() });
const send = (worker, message) => worker.postMessage({ ...message, clocks: clocks() });

function storageWorks() {
  try {
    localStorage.setItem("uttt:worker:probe", "1");
    localStorage.removeItem("uttt:worker:probe");
    return true;
  } catch {
    return false;
  }
}

// Every stored document, and whether storage can be read (a read that throws is not
// "nothing stored": the game then writes over nothing; one read is tried even when
// nothing is stored, as the main thread's start-up reads do).
function storedDocuments() {
  const documents = {};
  try {
    localStorage.getItem("uttt:worker:probe");
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      documents[key] = localStorage.getItem(key);
    }
  } catch {
    return { documents, readable: false };
  }
  return { documents, readable: true };
}

// One output message of the worker, carried out here.
function output(message) {
  const answer = globalThis.utttReceive(message);
  const [kind, key] = JSON.parse(message);
  if (kind === "store" && answer !== true) {
    // (before Python listens, at start, there is no one to tell: the start message
    // said whether storage could be written)
    globalThis.utttReply?.({ kind: "store-failed", key, stored: globalThis.utttReceive(
      JSON.stringify(["read", key])) });
  }
}

// The browser cannot run the game's worker: no module workers (it throws, or it runs the
// module as a classic script, which fails on its first `import`), or the worker's script
// could not be had. site/start.js then starts the game on the page's main thread.
export class WorkerUnavailable extends Error {}

export function startInWorker(progress, later, { saved, interpreter, fatal }) {
  let worker;
  try {
    worker = new Worker(new URL(WORKER, import.meta.url), { type: "module" });
  } catch (err) {
    return Promise.reject(new WorkerUnavailable(String(err?.message ?? err)));
  }
  let running = false;  // the worker's module ran (its first message)
  send(worker, { kind: "begin", saved });
  const asked = [];  // the `modules()` requests waiting for the worker's answer
  const modules = () => new Promise((resolve, reject) => {
    asked.push((names) => (names === null ? reject(new Error("no module names")) : resolve(names)));
    send(worker, { kind: "modules" });
  });
  return new Promise((resolve, reject) => {
    worker.onerror = (event) => {
      if (running) {
        reject(new Error(event.message || "the worker failed"));
        return;
      }
      event.preventDefault();  // said in words: the page starts on its main thread
      worker.terminate();
      reject(new WorkerUnavailable(event.message || "the worker did not run"));
    };
    const heard = (data) => {
      if (data.kind === "running") running = true;
      else if (data.kind === "out") output(data.message);
      else if (data.kind === "listen") {
        globalThis.utttListen((text) => send(worker, { kind: "in", text }), data.config);
      } else if (data.kind === "progress") progress(data.step);
      else if (data.kind === "interpreter") interpreter(data.from, data.refused === true);
      else if (data.kind === "fatal") fatal(data.error);
      else if (data.kind === "modules") asked.shift()?.(data.names);
      else if (data.kind === "ready") {
        document.documentElement.dataset.thread = data.worker ? "worker" : "main";
        resolve({ modules });
      } else if (data.kind === "failed") reject(new Error(data.error));
    };
    worker.onmessage = ({ data }) => data.forEach(heard);  // in order, one turn's at once
    document.addEventListener("visibilitychange", () => send(worker, {
      kind: "hidden", hidden: document.hidden }));
    const start = () => send(worker, {
      // the start-up reads (outputs.js: the address already without `?worker=`)
      kind: "start", place: globalThis.utttPlace(), ...storedDocuments(),
      works: storageWorks(), hidden: document.hidden, later,
    });
    if (document.readyState === "loading") {
      addEventListener("DOMContentLoaded", start, { once: true });
    } else {
      start();
    }
  });
}
