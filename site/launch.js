// Runs site/start.js (the loader, a module) as soon as it is here. The first script of the
// page, a classic one, so that the parser runs it before anything else: an `async` module
// script in the head was run only once the whole document was parsed and its scripts had
// run (about 30 ms later warm, 100 cold: scripts/bench_load.py, README "Start-up"),
// while a dynamic import runs the module once it and pyodide.mjs have been fetched.
//
// The loader may fail (a download refused) before boot.js is there to say so: a script
// error or an unhandled rejection before the game is ready is kept on
// <html data-start-failed>, which boot.js reads when it runs.
"use strict";
(() => {
  const root = document.documentElement;
  const failed = () => {
    if (root.dataset.ready !== "1") root.dataset.startFailed = "1";
  };
  addEventListener("error", failed);
  addEventListener("unhandledrejection", failed);
  import("./snapshot.js");  // starts reading the saved interpreter, if any, at once
  import("./start.js");
})();
