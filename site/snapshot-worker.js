// Makes the saved interpreter (site/snapshot.js): starts Pyodide ready to be snapshotted,
// puts the game's archive where site/start.js puts it, imports the modules the page
// named, and stores the memory, packed and sealed with its checksum, in Cache Storage
// under this build's key, in place of any older build's. Answers the page {ok, bytes} or
// {ok: false, error}.
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
import { ARCHIVE, archiveURL, pack, seal, snapshotURL } from "./snapshot.js";

const here = new URL(".", import.meta.url);

async function store(packed) {
  const cache = await caches.open("uttt-interpreter");
  const url = snapshotURL();
  await cache.put(url, new Response(packed));
  const path = new URL(url).pathname;
  for (const request of await cache.keys()) {  // this page's older builds
    if (new URL(request.url).pathname === path && request.url !== url) await cache.delete(request);
  }
}

onmessage = async ({ data: { modules } }) => {
  try {
    const pyodide = await loadPyodide({
      indexURL: new URL("vendor/pyodide/", here).href,
      _makeSnapshot: true,
    });
    const response = await fetch(archiveURL());
    if (!response.ok) throw new Error(`py/uttt.zip: HTTP ${response.status}`);
    pyodide.FS.writeFile(ARCHIVE, new Uint8Array(await response.arrayBuffer()));
    // No Python object is handed to JavaScript here: the snapshot must hold no references
    // between the two.
    pyodide.runPython(`
import importlib, sys
sys.path.insert(0, ${JSON.stringify(ARCHIVE)})
name = None
for name in ${JSON.stringify(modules)}:
    try:
        importlib.import_module(name)
    except Exception:  # imported by the page later, as without a snapshot
        pass
del importlib, sys, name
`);
    const packed = await seal(pack(pyodide.makeMemorySnapshot()));
    await store(packed);
    postMessage({ ok: true, bytes: packed.length });
  } catch (err) {
    postMessage({ ok: false, error: String(err?.stack ?? err) });
  }
};
