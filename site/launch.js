// Runs site/start.js (the loader, a module) as soon as it is here. The first script of the
// page, a classic one, so that the parser runs it before anything else: an `async` module
// script in the head was run only once the whole document was parsed and its scripts had
// run (about 30 ms later warm, 100 cold: scripts/bench_load.py, README "Start-up"),
// while a dynamic import runs the module once it and pyodide.mjs have been fetched.
// A failure to load rejects the import's promise, which boot.js reports.
"use strict";
import("./start.js");
