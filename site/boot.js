// Start-up shell, run before Python: picks the language and the board to show, reports the
// loading progress (site/start.js), and registers the service worker once the game is ready.
// Plain script, no inline code (the page's CSP forbids it). All URLs are relative.
"use strict";

(() => {
  const root = document.documentElement;
  const canvas = document.getElementById("board");
  const loading = document.getElementById("loading");
  const bar = document.getElementById("loading-bar");
  const text = document.getElementById("loading-text");

  // The texts shown before Python starts, in the page's language: the saved choice,
  // else the browser's (the same rule as uttt.app.texts.i18n.choose_language). Written by
  // scripts/build_site.py from uttt's tables (scripts/site_texts.py): never hand-copied.
  const BOOT_TEXTS = /*__UTTT_BOOT_TEXTS__*/{};
  // The languages, from the catalogs' headers (written by the build too, from
  // uttt.app.texts.i18n.browser_choices and manifest_file): `choices` maps a browser tag's
  // language, then its region ("*": any other, or none), to the page's language;
  // `manifests` names each language's web manifest, `source` the language when none is
  // chosen.
  const LANGUAGES = /*__UTTT_LANGUAGES__*/{};

  const folder = location.pathname.slice(0, location.pathname.lastIndexOf("/") + 1) || "/";

  function savedSettings() {
    try {
      const doc = JSON.parse(localStorage.getItem(`${folder}uttt:v1:state`));
      return (doc && typeof doc.settings === "object" && doc.settings) || {};
    } catch {
      return {};
    }
  }

  // Whether this tab's sessionStorage held `key` (removed: said once).
  function takeNote(key) {
    try {
      const held = sessionStorage.getItem(folder + key) !== null;
      sessionStorage.removeItem(folder + key);
      return held;
    } catch {
      return false;
    }
  }

  function chooseLanguage(saved) {
    if (Object.hasOwn(BOOT_TEXTS, saved)) return saved;
    for (const tag of navigator.languages || []) {
      const parts = String(tag).replace("_", "-").toLowerCase().split("-");
      const region = (parts[1]?.length === 4 ? parts[2] : parts[1]) || "*";  // skips a script
      const regions = Object.hasOwn(LANGUAGES.choices, parts[0]) ? LANGUAGES.choices[parts[0]] : {};
      const chosen = (Object.hasOwn(regions, region) && regions[region]) || regions["*"];
      if (chosen) return chosen;
    }
    return LANGUAGES.source;  // English, every catalog's last fallback
  }

  const saved = savedSettings();
  const lang = chooseLanguage(saved.language);
  const boot = BOOT_TEXTS[lang];
  // A reload while a friend's game was shown: the tab's history entry names its game
  // ("series/round/kind", docs/formats.md), which Python shows again.
  const place = typeof history.state === "string" ? history.state.split("/") : [];
  const game = place.length === 3 ? place[2] : saved.game;
  const title = boot[game === "classic" ? "title.classic" : "title"];
  root.lang = lang;
  // The theme chosen in the settings, from the first paint (the page view keeps it so).
  if (saved.theme === "light" || saved.theme === "dark") root.dataset.scheme = saved.theme;
  if (saved.palette === "colourblind") root.dataset.palette = saved.palette;
  document.title = title;
  // The web manifest in the reader's language (written by the build for each language;
  // the page view keeps it so on a language change: uttt.app.texts.i18n.manifest_file).
  const manifest = document.getElementById("manifest");
  if (manifest) manifest.href = `./${LANGUAGES.manifests[lang]}`;
  document.getElementById("title").textContent = title;
  document.getElementById("status-text").textContent = boot.loading;
  text.textContent = boot["loading.start"];
  // This load follows a start from the saved interpreter that failed (site/snapshot.js,
  // discardSaved): said over the board while the plain start runs.
  if (takeNote("uttt:interpreter:discarded")) {
    root.dataset.interpreterDiscarded = "1";
    text.textContent = boot["loading.discarded"];
    loading.dataset.said = "1";
  }

  // Framed by another page (site/launch.js started nothing): only a link to the game in
  // its own tab.
  if (root.dataset.framed === "1") {
    const link = document.getElementById("framed-link");
    document.getElementById("framed-text").textContent = boot["framed.text"];
    link.textContent = boot["framed.open"];
    link.href = location.href;
    document.getElementById("framed").hidden = false;
    return;
  }

  // Which empty board site/draw.js paints until Python draws the real one, and which of
  // the two images of it (written by the build, the ultimate one shown) is over the
  // canvas until then.
  globalThis.utttBootGame = game === "classic" ? "classic" : "ultimate";
  for (const image of document.querySelectorAll(".board-outline")) {
    image.hidden = image.dataset.game !== globalThis.utttBootGame;
  }

  // site/start.js counts its steps on <html data-load-steps> and dispatches
  // "uttt:progress" on window at each (a short English name in the detail); only the
  // bar moves, the translated loading text stays. start.js may have begun before this
  // script ran, so the count is read now too, not only at the next event.
  function showProgress() {
    const steps = Number(root.dataset.loadSteps || 0);
    if (steps > 0) bar.value = Math.min(95, steps * 30);
  }
  showProgress();
  addEventListener("uttt:progress", showProgress);

  // A tap, click or key on the board before the game is ready does nothing yet: say so
  // where the player looks, over the board (the loading text), instead of dropping it
  // without a word.
  function tappedEarly() {
    if (root.dataset.ready === "1" || root.dataset.startFailed) return;
    text.textContent = boot["loading.wait"];
    loading.dataset.tapped = "1";
  }
  const stage = canvas.parentElement;
  stage.addEventListener("pointerdown", tappedEarly);
  canvas.addEventListener("keydown", tappedEarly);

  function onReady() {
    performance.mark("uttt:ready");
    loading.hidden = true;
    stage.removeEventListener("pointerdown", tappedEarly);
    canvas.removeEventListener("keydown", tappedEarly);
    registerServiceWorker();
    setTimeout(checkCache, CHECK_AFTER_MS);
  }

  // A second after each start, the worker's quick check of its cache (site/sw.js; asked
  // through site/launch.js), which repairs what it finds damaged or missing. What it
  // found is said on <html data-cache>: "ok", "repaired", or "failed" (not all repaired).
  const CHECK_AFTER_MS = 1000;

  function checkCache() {
    globalThis.utttCheckCache?.(false).then((answer) => {
      if (!answer) return;  // no worker controls the page (a first visit)
      const whole = answer.ok && answer.repaired === answer.bad;
      root.dataset.cache = !whole ? "failed" : answer.repaired > 0 ? "repaired" : "ok";
    });
  }

  if (root.dataset.ready === "1") {
    onReady();
  } else {
    const observer = new MutationObserver(() => {
      if (root.dataset.ready === "1") {
        observer.disconnect();
        onReady();
      }
    });
    observer.observe(root, { attributes: true, attributeFilter: ["data-ready"] });
  }

  // A start-up failure: a script error, or a failed download (Pyodide's fetches
  // reject promises and fire no "error" event). site/launch.js catches the loader's
  // failure and says which on <html data-start-failed>: "fetch" (a file could not be
  // downloaded: offline, and this device's copy lacks it) or "1" (anything else), then
  // dispatches "uttt:start-failed". Only the texts change and the bar goes (nothing loads
  // any more), so the status keeps its parts in case Python does start after all.
  function startFailed() {
    if (root.dataset.ready !== "1") {
      const failed = root.dataset.startFailed === "fetch" ? "loading.fetch_failed"
        : "loading.failed";
      document.getElementById("status-text").textContent = boot[failed];
      text.textContent = "";
      bar.hidden = true;
    }
  }
  addEventListener("error", startFailed);
  addEventListener("unhandledrejection", startFailed);
  addEventListener("uttt:start-failed", startFailed);
  // A failure before this script ran (the loader starts first): site/launch.js kept it.
  if (root.dataset.startFailed) startFailed();

  // Service worker: registered only after the game is ready, so the precache downloads
  // do not compete with the first start and can be answered from the HTTP cache.
  // A new version installs in the background and waits; it takes over when no page of
  // the old version is open, or at once when a page calls utttApplyUpdate(). A page
  // whose worker changes from one version to another reloads, so it never runs files
  // of two versions; a first visit being claimed (no worker before) does not reload.
  //
  // The waiting version is offered on the page (the update.ready text, with a Reload
  // button that applies it), in the language the page shows now (a setting may have
  // changed it since the start). A page that loads while a version waits (the browser's
  // own reload) applies it at once, since a reload alone would keep the old version as
  // long as any of its pages is open.
  function announceUpdate(worker) {
    root.dataset.update = "ready";
    const texts = BOOT_TEXTS[chooseLanguage(savedSettings().language)];
    document.getElementById("update-text").textContent = texts["update.ready"];
    const button = document.getElementById("update-reload");
    button.textContent = texts["update.reload"];
    button.onclick = async () => {
      button.disabled = true;
      // (no version waits any more: another page applied it, and this one reloads)
      if (!(await globalThis.utttApplyUpdate())) location.reload();
    };
    document.getElementById("update").hidden = false;
    dispatchEvent(new CustomEvent("uttt:update-ready", { detail: worker }));
  }

  function watch(registration) {
    if (!registration) return;  // registration blocked (e.g. by policy): nothing to watch
    if (registration.waiting && navigator.serviceWorker.controller) {
      announceUpdate(registration.waiting);
    }
    registration.addEventListener("updatefound", () => {
      const worker = registration.installing;
      if (!worker) return;
      worker.addEventListener("statechange", () => {
        if (worker.state === "installed" && navigator.serviceWorker.controller) {
          announceUpdate(worker);
        }
      });
    });
  }

  function registerServiceWorker() {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("./sw.js").then(watch, (err) => {
      console.warn("service worker not registered:", err);
    });
  }

  if ("serviceWorker" in navigator) {
    let controlled = navigator.serviceWorker.controller !== null;
    navigator.serviceWorker.addEventListener("controllerchange", () => {
      if (controlled) location.reload();
      controlled = true;
    });
    if (controlled) {
      navigator.serviceWorker.getRegistration("./").then((registration) => {
        registration?.waiting?.postMessage({ type: "SKIP_WAITING" });
      }, () => {});
    }
  }

  // For the UI: switch to the waiting version now (open pages reload when it takes over).
  globalThis.utttApplyUpdate = async () => {
    const registration = await navigator.serviceWorker?.getRegistration("./");
    if (!registration?.waiting) return false;
    registration.waiting.postMessage({ type: "SKIP_WAITING" });
    return true;
  };
})();
