// Service worker: the whole game, Pyodide included, from one versioned cache.
//
// scripts/build_site.py fills in PRECACHE (every file the game needs, relative to this
// script, each with its SHA-256 as a fetch integrity value and its size) and VERSION (a
// hash of it).
// Cache name: uttt-<scope path>-<version>
// so two copies of the site on one origin (different sub-paths) never share or delete
// each other's caches, and each deployment gets a fresh cache.
//
// Update strategy: a new deployment changes this file (its VERSION), so the browser
// installs the new worker, which downloads the complete new file set into its own new
// cache: all or nothing, and every file must match its hash, so a download that fails or
// catches a file of another deployment fails the install and the old version stays.
// It does NOT skipWaiting by itself: pages of the old version keep being served by the
// old worker from the old cache, so no page ever mixes files of two versions. The new
// version takes over once no old page is open, or when a page asks for it with a
// {type: "SKIP_WAITING"} message; boot.js reloads every page whose controller changes
// from one version to another. On activate it deletes only this scope's older uttt
// caches and claims open pages that had no worker (a first visit).
//
// Repair: what the cache holds is checked, since a damaged entry (a garbage or truncated
// file, written by a crash or a full disk) would otherwise be served to every later load,
// and a deleted cache would never be filled again. After each start the page asks for a
// quick check ({type: "CHECK_CACHE"}: files up to HASH_LIMIT hashed, larger ones only
// measured), after a failed start for a full one (full: true, every file hashed). A
// missing or bad entry is fetched again, checked against its hash, and put back; a
// deleted cache is made again. The answer, on the message's port, says how many entries
// were repaired. A navigation checks the files a start needs first (see `navigate`).
//
// The page's workers' policy: a dedicated worker takes its Content-Security-Policy from its
// script's response, never from the page's <meta>. So every worker script this worker
// serves (the game's site/py-worker.js, the snapshot's site/snapshot-worker.js) gets the
// page's policy as a header (POLICY, copied from index.html's <meta> by
// scripts/build_site.py), for hosts that send no headers; a host that can should send it
// itself (docs/hosting.md), which also covers the first visit, before this worker runs.
"use strict";

const VERSION = "__UTTT_VERSION__";
const PRECACHE = /*__UTTT_PRECACHE__*/[];
const POLICY = "__UTTT_POLICY__";

const SCOPE_PATH = new URL(self.registration.scope).pathname;
const CACHE_PREFIX = `uttt-${SCOPE_PATH}-`;
const CACHE_NAME = CACHE_PREFIX + VERSION;

// Fetches one precache entry, checked against its hash. "no-cache" revalidates with the
// server (an unchanged file costs a 304); if the HTTP cache still answers with a file of
// another deployment (a weak validator), the hash check fails and it is fetched afresh.
async function fetchChecked({ url, integrity }) {
  const href = new URL(url, self.location).href;
  let response;
  try {
    response = await fetch(new Request(href, { cache: "no-cache", integrity }));
  } catch {
    response = await fetch(new Request(href, { cache: "reload", integrity }));
  }
  if (!response.ok) throw new Error(`precache: ${href} answered ${response.status}`);
  return [href, response];
}

// Static routes (InstallEvent.addRoutes, Chromium 123+; other browsers lack it and use
// the fetch handler): a request in this scope for a file without a query is answered from
// this version's cache by the browser itself, without running this script (each file
// waited 10 to 35 ms for it at start-up in a trace: README, "Start-up"); a file not in
// the cache goes to the network, as in the handler. Navigations, whose address may carry
// a query, go through the handler (ignoreSearch). The scope's path is escaped for
// URLPattern.
// Files fetched only when first needed (the web manifest's screenshots, when the browser
// shows its install dialog; never something the page offers, which must work offline
// without having been opened online first): LAZY, filled in by scripts/build_site.py
// (lazy_list) like PRECACHE, is not downloaded at install, so a first visit does not pay
// for them. Their requests go through the fetch handler (a route of their own, before the
// cache's), which keeps the first answer that matches its hash in this version's cache:
// offline from then on. A cache check drops a damaged copy.
const LAZY = /*__UTTT_LAZY__*/[];
const escapePath = (path) => path.replace(/[\\:*(){}+?]/g, "\\$&");
const LAZY_ROUTES = LAZY.map((item) => ({
  condition: { urlPattern: { pathname: escapePath(new URL(item.url, self.location).pathname) } },
  source: "fetch-event",
}));

async function fetchLazy(request, cache) {
  const item = LAZY.find((entry) => hrefOf(entry) === new URL(request.url).href.split("?")[0]);
  return (item && await refetched(cache, item)) ?? fetch(request);
}

async function dropDamagedLazy(cache, full) {
  await Promise.all(LAZY.map(async (item) => {
    const hit = await cache.match(hrefOf(item));
    if (hit && !(await isIntact(hit, item, full))) await cache.delete(hrefOf(item));
  }));
}

const ROUTES = [
  { condition: { requestMode: "navigate" }, source: "fetch-event" },
  {  // the worker scripts, for their policy (not their imports, also fetched as "worker")
    condition: { urlPattern: { pathname: `${escapePath(SCOPE_PATH)}*-worker.js` } },
    source: "fetch-event",
  },
  ...LAZY_ROUTES,
  {
    condition: {
      urlPattern: { pathname: `${escapePath(SCOPE_PATH)}*`, search: "" },
      requestMethod: "GET",
    },
    source: { cacheName: CACHE_NAME },
  },
];

function addRoutes(event) {
  if (!event.addRoutes) return;
  try {
    Promise.resolve(event.addRoutes(ROUTES)).catch(() => {});  // else: the handler serves
  } catch {
    // a rule this browser rejects: the fetch handler serves every request
  }
}

self.addEventListener("install", (event) => {
  addRoutes(event);
  event.waitUntil(
    (async () => {
      // All or nothing: every file is fetched and checked before anything is stored.
      const fetched = await Promise.all(PRECACHE.map(fetchChecked));
      const cache = await caches.open(CACHE_NAME);
      try {
        await Promise.all(fetched.map(([href, response]) => cache.put(href, response)));
      } catch (err) {
        await caches.delete(CACHE_NAME);
        throw err;
      }
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

// Files larger than this are only measured by the quick check (the wasm, the standard
// library and pyodide.asm.mjs; together about 12 MB, which a full check hashes).
const HASH_LIMIT = 512 * 1024;

const hrefOf = (item) => new URL(item.url, self.location).href;

async function integrityOf(blob) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", await blob.arrayBuffer()));
  return `sha256-${btoa(String.fromCharCode(...digest))}`;
}

// Whether a cached response is the file `item` names: its size, and its hash unless the
// check is a quick one and the file is large.
async function isIntact(response, item, full) {
  if (!response) return false;
  const blob = await response.blob();
  if (blob.size !== item.size) return false;
  if (!full && item.size > HASH_LIMIT) return true;
  return (await integrityOf(blob)) === item.integrity;
}

async function checkCache(full) {
  const cache = await caches.open(CACHE_NAME);  // made again if it was deleted
  await dropDamagedLazy(cache, full);
  const bad = [];
  await Promise.all(PRECACHE.map(async (item) => {
    if (!(await isIntact(await cache.match(hrefOf(item)), item, full))) bad.push(item);
  }));
  let repaired = 0;
  await Promise.all(bad.map(async (item) => {
    // null: offline, or the server already has another deployment: tried at the next start
    if (await refetched(cache, item)) repaired += 1;
  }));
  return { checked: PRECACHE.length, bad: bad.length, repaired };
}

// One check at a time: a failed start's full check waits for the quick one under way.
let checking = Promise.resolve();

function queueCheck(full) {
  const run = checking.then(() => checkCache(full));
  checking = run.catch(() => {});
  return run;
}

// Only the active worker checks: one that has been replaced (its cache deleted by the
// new one) must not make its cache again.
const isCurrent = () => (self.serviceWorker?.state ?? "activated") === "activated";

self.addEventListener("message", (event) => {
  const { data } = event;
  if (data && data.type === "SKIP_WAITING") {
    self.skipWaiting();
  } else if (data && data.type === "CHECK_CACHE") {
    const port = event.ports[0];
    if (!isCurrent()) {
      port?.postMessage({ ok: false, error: "replaced" });
      return;
    }
    event.waitUntil(queueCheck(Boolean(data.full)).then(
      (result) => port?.postMessage({ ok: true, ...result }),
      (err) => port?.postMessage({ ok: false, error: String(err) }),
    ));
  }
});

// A navigation checks, before it answers, what a start needs before it can repair or say
// anything (hashed: a few KiB each): the page, cached under "./" and "index.html" (either
// serves), launch.js, which asks this worker for repairs, and boot.js, which says that a
// start failed. A damaged or missing one is fetched again, checked and put back, so no
// repair depends on the file it repairs. When one cannot be had (offline), the network's
// page if it answers, else DAMAGED_PAGE: a page without scripts that says so in every
// language (written by scripts/build_site.py from the texts' tables).
const PAGES = PRECACHE.filter((item) => item.url === "./" || item.url === "index.html");
const STARTERS = PRECACHE.filter((item) => item.url === "launch.js" || item.url === "boot.js");
const DAMAGED_PAGE = /*__UTTT_DAMAGED_PAGE__*/"";
const DAMAGED_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'",
};

async function intactHit(cache, item) {
  const hit = await cache.match(hrefOf(item));
  return hit && (await isIntact(hit.clone(), item, true)) ? hit : null;
}

// `item` fetched, checked and put back; null when it cannot be had.
async function refetched(cache, item) {
  try {
    const [href, response] = await fetchChecked(item);
    await cache.put(href, response.clone());
    return response;
  } catch {
    return null;
  }
}

async function startPage(cache) {
  for (const item of PAGES) {
    const hit = await intactHit(cache, item);
    if (hit) return hit;
  }
  return PAGES.length > 0 ? refetched(cache, PAGES[0]) : null;
}

async function navigate(request, cache) {
  const [page, ...starters] = await Promise.all([startPage(cache), ...STARTERS.map(
    async (item) => (await intactHit(cache, item)) ?? refetched(cache, item))]);
  if (page && starters.every(Boolean)) return page;
  try {
    return await fetch(request);
  } catch {
    return new Response(DAMAGED_PAGE, { status: 503, headers: DAMAGED_HEADERS });
  }
}

const isPage = (url) => url.pathname === SCOPE_PATH || url.pathname === `${SCOPE_PATH}index.html`;

const isWorkerScript = (request) =>
  request.destination === "worker" && new URL(request.url).pathname.endsWith("-worker.js");

// A worker script's answer with the page's policy as its header (see the top).
function withPolicy(response) {
  if (response.type === "opaque" || response.type === "error") return response;
  const headers = new Headers(response.headers);
  headers.set("Content-Security-Policy", POLICY);
  return new Response(response.body, {
    status: response.status, statusText: response.statusText, headers,
  });
}

async function respond(request) {
  const cache = await caches.open(CACHE_NAME);
  if (request.mode === "navigate" && isPage(new URL(request.url))) {
    return navigate(request, cache);
  }
  const hit = await cache.match(request, { ignoreSearch: true });
  const answer = hit ?? await fetchLazy(request, cache);
  return isWorkerScript(request) ? withPolicy(answer) : answer;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  if (new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(respond(request));
});
