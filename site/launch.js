// Runs site/start.js (the loader, a module) as soon as it is here. The first script of the
// page, a classic one, so that the parser runs it before anything else: an `async` module
// script in the head was run only once the whole document was parsed and its scripts had
// run (about 30 ms later warm, 100 cold: scripts/bench_load.py, README "Start-up"),
// while a dynamic import runs the module once it and pyodide.mjs have been fetched.
//
// The loader may fail (a download refused) before boot.js is there to say so: a script
// error, an unhandled rejection or the loader's own failure before the game is ready is
// kept on <html data-start-failed> ("fetch" when a file could not be downloaded, as
// offline with a file missing from this device's copy; else "1"), which boot.js reads
// when it runs, and announced as "uttt:start-failed" for a boot.js already there. The
// loader's failure is caught here, so no uncaught "Failed to fetch" is left behind.
"use strict";
(() => {
  const root = document.documentElement;
  // A download that failed: fetch's TypeError ("Failed to fetch", "NetworkError ...",
  // "Load failed", a dynamic import's "Failed to fetch dynamically imported module"),
  // a file answered with an error status, or no connection at all.
  const isDownload = (error) => !navigator.onLine
    || /fetch|network|load failed|HTTP \d/i.test(String(error && error.message));
  // Kept before the game is ready (a download failure wins over a later other one);
  // whether it was kept.
  const failed = (error) => {
    if (root.dataset.ready === "1") return false;
    if (root.dataset.startFailed !== "fetch") {
      root.dataset.startFailed = isDownload(error) ? "fetch" : "1";
    }
    return true;
  };
  addEventListener("error", (event) => failed(event.error));
  // Pyodide's own downloads reject promises nobody awaits (its wasm, for one): a failed
  // download is said on the page in words (boot.js), so it is handled here rather than
  // left as an uncaught "Failed to fetch".
  addEventListener("unhandledrejection", (event) => {
    if (failed(event.reason) && root.dataset.startFailed === "fetch") {
      event.preventDefault();
      console.warn("the game could not start:", event.reason);
    }
  });
  const loaderFailed = (error) => {
    if (!failed(error)) return;
    console.warn("the game could not start:", error);
    dispatchEvent(new CustomEvent("uttt:start-failed"));
  };
  // starts reading the saved interpreter, if any, at once (start.js imports it too and
  // reports its failure)
  import("./snapshot.js").catch(() => {});
  import("./start.js").catch(loaderFailed);
})();
