// The page's output: the one receiver of what the game's Python asks of the page
// (site/channel.py). Each message is a JSON array, its kind and plain arguments; each kind
// hands them to the page's own script for it (patch.js, draw.js, sound.js, install.js,
// share.js) or to the browser (storage, history, scrolling, measures). What the browser
// answers later (a share, a picked file, a fetched text) goes back as an input message
// (site/inputs.js's `send`). Also the boot reads: the page's address (without `?worker=`),
// languages and board size, and the stored documents, each in one message. Decides
// nothing.
"use strict";

(() => {
  const byId = (id) => document.getElementById(id);
  const reply = (message) => globalThis.utttReply(message);
  const text = (value) => (typeof value === "string" ? value : null);
  const KINDS = {
    patch: (live, fixed) => globalThis.utttPatch(live, fixed),
    set: (json) => globalThis.utttSet(json),
    paint: (ops, name, since) => globalThis.utttPaint(ops, name ?? undefined, since ?? undefined),
    sound: (name) => globalThis.utttSound(name),
    install: () => globalThis.utttInstall(),
    read: (key) => {
      try {
        return text(localStorage.getItem(key));
      } catch {
        return null;
      }
    },
    store: (key, value) => {
      try {
        localStorage.setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    share: (url, title, what) => globalThis.utttShare(url, title).then(
      (result) => reply({ kind: "shared", result: String(result), what })),
    copy: (value) => globalThis.utttCopy(value).then(
      (result) => reply({ kind: "shared", result: String(result), what: "record" })),
    download: (name, value) => globalThis.utttDownload(name, value),
    "pick-file": (source, limit) => globalThis.utttPickFile(limit).then((value) => {
      if (typeof value === "string") reply({ kind: "file", text: value, source });
    }),
    fetch: (path) => globalThis.utttFetchText(path).then(
      (value) => reply({ kind: "fetched", text: text(value), online: navigator.onLine })),
    "clear-hash": () => history.replaceState(history.state, "", `${location.pathname}${location.search}`),
    // The board into view: the status line at the top, unless the board would not fit below it.
    reveal: () => {
      byId("status").scrollIntoView({ block: "start" });
      byId("board").scrollIntoView({ block: "nearest" });
    },
    // The live room (site/live.js, loaded the first time live play is chosen): what it
    // hears comes back as `live-status`, `live-peer` and `live-message` inputs.
    "live-join": (room, secret, role, config) => globalThis.utttLive.join(room, secret, role, config),
    "live-send": (pairs) => globalThis.utttLive.send(pairs),
    "live-leave": () => globalThis.utttLive.leave(),
    // The QR pairing (a peer without relays) and its camera: `live-code`, `live-scanned`.
    "live-pair": (how, sdp) => globalThis.utttLive.pair(how, sdp),
    "live-scan": (on) => (on ? globalThis.utttLive.scan("pair-video") : globalThis.utttLive.unscan()),
    // Its codes between this site's tabs: `live-tab-code`, `live-tab-taken`.
    "live-tab": (how, name, text) => globalThis.utttLive.tab(how, name, text),
    measure: (name, start, detail) => {
      performance.measure(name, { start, end: performance.now(), detail: JSON.parse(detail) });
    },
    mark: (name) => {
      performance.mark(name);
    },
  };

  globalThis.utttReceive = (message) => {
    const [kind, ...args] = JSON.parse(message);
    const answer = KINDS[kind](...args);
    return answer instanceof Promise ? undefined : answer;
  };

  // The page's address without the thread the game's Python runs on (`?worker=`, read by
  // site/start.js): the links the game makes from it (an invitation, a position) do not
  // carry it, on the main thread as in the worker.
  const address = () => {
    const url = new URL(location.href);
    url.searchParams.delete("worker");
    return url.href;
  };

  globalThis.utttPlace = () => JSON.stringify({
    pathname: location.pathname, href: address(), hash: location.hash,
    state: text(history.state), languages: [...navigator.languages],
    size: globalThis.utttCanvasSize(), ...globalThis.utttPrefers(),
    zone: -new Date().getTimezoneOffset(),  // the device's: a worker's clock may say UTC
  });

  // What storage holds under `keys`, whether it can be written (`probe`: a key written and
  // removed) and whether every key could be read (`readable`: a read that throws is not
  // "nothing stored").
  globalThis.utttStored = (keys, probe) => {
    const values = {};
    let works = true;
    let readable = true;
    for (const key of JSON.parse(keys)) {
      try {
        values[key] = text(localStorage.getItem(key));
      } catch {
        values[key] = null;
        readable = false;
      }
    }
    try {
      localStorage.setItem(probe, "1");
      localStorage.removeItem(probe);
    } catch {
      works = false;
    }
    return JSON.stringify({ values, works, readable });
  };
})();
