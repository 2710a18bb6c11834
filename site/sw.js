// Service worker: the whole game, Pyodide included, from one versioned cache.
//
// scripts/build_site.py fills in VERSION (a hash of every precached file) and PRECACHE
// (every file the game needs, relative to this script). Cache name:
//   uttt-<scope path>-<version>
// so two copies of the site on one origin (different sub-paths) never share or delete
// each other's caches, and each deployment gets a fresh cache.
//
// Update strategy: a new deployment changes this file (its VERSION), so the browser
// installs the new worker, which downloads the complete new file set into its own new
// cache (all or nothing: a failed download fails the install and the old version stays).
// It does NOT skipWaiting by itself: pages of the old version keep being served by the
// old worker from the old cache, so no page ever mixes files of two versions. The new
// version takes over once no old page is open, or when a page asks for it with a
// {type: "SKIP_WAITING"} message (boot.js then reloads that page). On activate it
// deletes only this scope's older uttt caches and claims uncontrolled pages.
"use strict";

const VERSION = "__UTTT_VERSION__";
const PRECACHE = /*__UTTT_PRECACHE__*/[];

const SCOPE_PATH = new URL(self.registration.scope).pathname;
const CACHE_PREFIX = `uttt-${SCOPE_PATH}-`;
const CACHE_NAME = CACHE_PREFIX + VERSION;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE_NAME);
      // "no-cache": revalidate with the server, so an HTTP-cached file of an older
      // deployment is never stored under the new version (unchanged files cost a 304).
      const requests = PRECACHE.map(
        (path) => new Request(new URL(path, self.location).href, { cache: "no-cache" }),
      );
      try {
        await cache.addAll(requests);
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

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "SKIP_WAITING") {
    self.skipWaiting();
  }
});

async function respond(request) {
  const cache = await caches.open(CACHE_NAME);
  const hit = await cache.match(request, { ignoreSearch: true });
  return hit ?? fetch(request);
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  if (new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(respond(request));
});
