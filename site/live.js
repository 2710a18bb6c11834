// The live room's door (site/outputs.js's `live-join`, `live-send`, `live-leave`, and
// the QR pairing's `live-pair`, `live-scan` and `live-tab`):
// `globalThis.utttLive`, which imports the network module the first time it is needed
// (dist/live-net.js, built from site/live-net.mjs with trystero, for a room over relays;
// live-pair.js for two devices paired by QR code; dist/live-scan.js, with jsQR, for the
// camera), so a page that never plays live loads nothing of it and contacts no one. Calls
// made while a module loads wait for it, in order; `send` and `leave` go to the one in use.
// Says "connecting" at once; a module that cannot be had (offline before its first use)
// is "unreachable" (the camera's: "unavailable"). A room rejoined at start (a reload) may
// be joined before the page's inputs listen (`utttReply`, site/inputs.js): what it says,
// and the modules' calls, wait for them, in order.
"use strict";

(() => {
  let listening = null;  // resolved once `utttReply` is there, asked for at the first call
  const listened = () => listening ??= new Promise((resolve) => {
    const check = () => (typeof globalThis.utttReply === "function"
      ? resolve() : setTimeout(check, 20));
    check();
  });
  const reply = (message) => listened().then(() => globalThis.utttReply(message));
  const modules = {};  // path -> the module's promise, once asked for
  let active = null;  // the promise of the module a room or pairing uses now
  let queue = Promise.resolve();

  const load = (path, failed) => {
    modules[path] ??= import(path).catch(() => {
      delete modules[path];  // asked for again the next time
      reply(failed);
      return null;
    });
    return modules[path];
  };
  const unreachable = { kind: "live-status", status: "unreachable" };

  // `call` with `module`'s promise, after every call before it; none when it could not
  // be loaded.
  const then = (module, call) => {
    queue = queue.then(async () => {
      await listened();
      const loaded = await module;
      if (loaded) call(loaded);
    }).catch((error) => console.error("live:", error));
  };
  // The transport at `path` becomes the one in use (the other one left).
  const use = (path) => {
    const before = active;
    active = load(path, unreachable);
    if (before && before !== active) then(before, (module) => module.leave());
    reply({ kind: "live-status", status: "connecting" });
    return active;
  };

  // The QR pairing's codes between this site's tabs on this device (`live-tab`), over a
  // BroadcastChannel named by the program (one per site path): a tab listens for codes
  // handed over (each goes back as `live-tab-code`), hands one over (`live-tab-taken`:
  // false when no tab said it took it within HAND_MS, true when one does, even later), or
  // says it took one. On the channel: `{ kind: "code", text }`, `{ kind: "taken", text }`.
  const HAND_MS = 3000;
  const LONGEST = 1000;  // characters: a longer code is not carried (the program's limit is 400)
  const channels = {};  // name -> its BroadcastChannel, once used
  const taking = new Set();  // the channels whose codes go back to the program
  const handing = new Map();  // a code handed over -> its wait's timer
  const heard = (name, data) => {
    const text = typeof data?.text === "string" && data.text.length <= LONGEST ? data.text : null;
    if (text === null) return;
    if (data.kind === "code" && taking.has(name)) reply({ kind: "live-tab-code", text });
    if (data.kind === "taken" && handing.has(text)) {
      clearTimeout(handing.get(text));
      handing.delete(text);
      reply({ kind: "live-tab-taken", taken: true });
    }
  };
  const channel = (name) => {
    if (!channels[name]) {
      channels[name] = new BroadcastChannel(name);
      channels[name].onmessage = ({ data }) => heard(name, data);
    }
    return channels[name];
  };
  const tab = (how, name, text) => {
    if (typeof BroadcastChannel !== "function") {
      if (how === "hand") reply({ kind: "live-tab-taken", taken: false });
      return;
    }
    const opened = channel(name);
    if (how === "listen") taking.add(name);
    if (how === "took") opened.postMessage({ kind: "taken", text });
    if (how === "hand") {
      clearTimeout(handing.get(text));
      handing.set(text, setTimeout(() => reply({ kind: "live-tab-taken", taken: false }), HAND_MS));
      opened.postMessage({ kind: "code", text });
    }
  };

  globalThis.utttLive = {
    join: (room, secret, role, config) =>
      then(use("./live-net.js"), (module) => module.join(room, secret, role, config)),
    pair: (how, sdp) => then(use("./live-pair.js"), (module) => module[how](sdp)),
    send: (pairs) => active && then(active, (module) => module.send(pairs)),
    leave: () => active && then(active, (module) => module.leave()),
    scan: (videoId) => then(load("./live-scan.js", { kind: "live-camera", status: "unavailable" }),
                            (module) => module.start(videoId)),
    unscan: () => modules["./live-scan.js"] && then(modules["./live-scan.js"],
                                                    (module) => module.stop()),
    tab,
  };
})();
