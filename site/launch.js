// Runs site/start.js (the loader, a module) as soon as it is here. The first script of the
// page, a classic one, so that the parser runs it before anything else: an `async` module
// script in the head was run only once the whole document was parsed and its scripts had
// run (about 30 ms later warm, 100 cold: scripts/bench/bench_load.py, docs/performance.md "Start-up"),
// while a dynamic import runs the module once it and pyodide.mjs have been fetched. On a
// first visit (no service worker answers the page) it waits for the first paint, so the
// board and texts are painted before the interpreter's 5 MB take the connection.
//
// The loader may fail (a download refused) before boot.js is there to say so: a script
// error, an unhandled rejection or the loader's own failure before the game is ready is
// kept on <html data-start-failed> ("fetch" when a file could not be downloaded, as
// offline with a file missing from this device's copy; else "1"), which boot.js reads
// when it runs, and announced as "uttt:start-failed" for a boot.js already there. The
// loader's failure is caught here, so no uncaught "Failed to fetch" is left behind. A
// failed or stalled start also asks the service worker for a full check of its cache
// (site/sw.js): a damaged file is fetched again and put back, and the page reloads once
// to start with it.
//
// In a frame of another page (any site may frame this one: a <meta> CSP cannot say
// frame-ancestors, see docs/hosting.md), the game does not start: nothing is loaded,
// saved or registered there, and no click of the framing page's user reaches it.
// <html data-framed> tells boot.js to offer the game in its own tab instead.
"use strict";
(() => {
  const root = document.documentElement;
  if (window.top !== window.self) {
    root.dataset.framed = "1";
    return;
  }
  const folder = location.pathname.slice(0, location.pathname.lastIndexOf("/") + 1) || "/";
  const REPAIRED = `${folder}uttt:cache-repaired`;  // sessionStorage: when this tab reloaded
  const RELOAD_AGAIN_MS = 60_000;
  const STALLED_MS = 10_000;
  const FIRST_PAINT_WAIT_MS = 1000;

  // Asks the worker that controls the page to check its cache (`full`: hash every file);
  // resolves to its answer, or null without a worker.
  const checkCache = (full) => {
    const worker = navigator.serviceWorker?.controller;
    if (!worker) return Promise.resolve(null);
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = ({ data }) => resolve(data);
      worker.postMessage({ type: "CHECK_CACHE", full }, [channel.port2]);
    });
  };
  globalThis.utttCheckCache = checkCache;  // boot.js: the quick check after each start

  // Reloads after a repair, but not twice in a row within a minute (a start that fails
  // for another reason).
  function reloadOnce() {
    try {
      const last = Number(sessionStorage.getItem(REPAIRED) || 0);
      if (Date.now() - last < RELOAD_AGAIN_MS) return;
      sessionStorage.setItem(REPAIRED, String(Date.now()));
    } catch {
      return;  // no storage to keep the guard: no reload
    }
    location.reload();
  }

  let repairing = false;
  function repair() {
    if (repairing || root.dataset.ready === "1") return;
    repairing = true;
    checkCache(true).then((answer) => {
      if (answer?.repaired > 0) reloadOnce();
    });
  }

  // A download that failed: fetch's TypeError ("Failed to fetch", "NetworkError ...",
  // "Load failed", a dynamic import's "Failed to fetch dynamically imported module"),
  // a file answered with an error status, or no connection at all.
  const isDownload = (error) => !navigator.onLine
    || /fetch|network|load failed|HTTP \d/i.test(String(error && error.message));
  // Kept before the game is ready (a download failure wins over a later other one);
  // whether it was kept. Either way the cache is checked.
  const failed = (error) => {
    if (root.dataset.ready === "1") return false;
    if (root.dataset.startFailed !== "fetch") {
      root.dataset.startFailed = isDownload(error) ? "fetch" : "1";
    }
    repair();
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
  // A start that stalls (a download that never ends) gets the same check after
  // STALLED_MS. (A damaged wasm fails the start: site/snapshot.js, loadWatched.)
  setTimeout(repair, STALLED_MS);
  // The interpreter's big downloads (written by scripts/build_site.py), preloaded so
  // they start before Pyodide would discover them.
  const DOWNLOADS = /*__UTTT_DOWNLOADS__*/[];
  let begun = false;
  const begin = () => {
    if (begun) return;
    begun = true;
    // The game's Python runs in a worker (site/py-host.js), which downloads them (a
    // page's preload would not serve it: with one, `bench_load.py --throttle` saw each
    // file downloaded twice) and reads the saved interpreter: start.js only
    // keeps its marks on the page. On the main thread (`?worker=0`, or a browser without
    // workers: start.js reads the same) the page preloads them and reads the snapshot.
    if (new URLSearchParams(location.search).get("worker") !== "0"
        && typeof Worker === "function") {
      import("./start.js").catch(loaderFailed);
      return;
    }
    for (const rel of DOWNLOADS) {
      const link = document.createElement("link");
      Object.assign(link, { rel: "preload", as: "fetch", crossOrigin: "anonymous" });
      link.href = `./${rel}`;
      document.head.append(link);
    }
    // starts reading the saved interpreter, if any, at once, here on the page (start.js
    // takes it and reports its failure)
    import("./snapshot.js").then((saved) => saved.readOnPage()).catch(() => {});
    import("./start.js").catch(loaderFailed);
  };
  // A page the service worker answers starts at once (its files are on the device). A
  // first visit starts after the first paint: the board and the texts are painted before
  // 5 MB of interpreter take the connection (and a hidden tab, which paints nothing,
  // starts within a second).
  if (navigator.serviceWorker?.controller) {
    begin();
  } else {
    requestAnimationFrame(() => setTimeout(begin, 0));
    setTimeout(begin, FIRST_PAINT_WAIT_MS);
  }
})();
